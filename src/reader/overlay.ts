/**
 * Mounts the reading view over the page: one host element on <html>, a closed shadow root (the
 * page's CSS can't reach in, its scripts can't reach the view), and a modal <dialog> in the top
 * layer, which makes the whole page inert without touching a single page node. Closing removes
 * the host and gives focus back to what had it: the page is exactly as it was.
 */
import { PAGE_PRINT_CSS, READER_CSS } from './styles';

/** Attribute naming the host (the page's print sheet hides everything but it). */
export const HOST_ATTRIBUTE = 'data-winnow-reader';

/**
 * The host's inline style: the page's author CSS (`html > div { display: none }`, a global
 * `* { transform: … }`) must not hide or move it; inline !important beats any page selector.
 */
const HOST_STYLE = 'all: initial !important; display: block !important; position: static !important;';

/** Key events inside the view must not reach the page's own shortcuts (j/k, "/", …). */
const KEY_EVENTS = ['keydown', 'keyup', 'keypress'] as const;

export interface Overlay {
  /** The <dialog> the view is built into. */
  root: HTMLElement;
  close(): void;
  /** Whether the overlay is still mounted. */
  readonly open: boolean;
}

/** Why the view cannot go over this page (the worker then opens it in a tab), or null. */
export function overlayBlocker(doc: Document): string | null {
  if (!(doc.documentElement instanceof HTMLHtmlElement)) return 'not an HTML document';
  if (doc.body instanceof HTMLFrameSetElement) return 'frameset page';
  if (typeof HTMLDialogElement === 'undefined') return 'no <dialog> support';
  return null;
}

function sheet(css: string): CSSStyleSheet {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

/**
 * Mounts an empty overlay and opens it; `onClose` runs once when it closes (Esc, the toolbar,
 * or a second toggle). The caller builds the view into `root` before the first paint.
 */
export function mountOverlay(doc: Document, onClose: () => void): Overlay {
  const previousFocus = doc.activeElement instanceof HTMLElement || doc.activeElement instanceof SVGElement ? doc.activeElement : null;
  const scroll = { x: doc.defaultView?.scrollX ?? 0, y: doc.defaultView?.scrollY ?? 0 };

  const host = doc.createElement('div');
  host.setAttribute(HOST_ATTRIBUTE, '');
  host.setAttribute('style', HOST_STYLE);
  const shadow = host.attachShadow({ mode: 'closed' });
  shadow.adoptedStyleSheets = [sheet(READER_CSS)];
  const dialog = doc.createElement('dialog');
  shadow.append(dialog);
  for (const type of KEY_EVENTS) dialog.addEventListener(type, (e) => e.stopPropagation());

  const printSheet = sheet(PAGE_PRINT_CSS);
  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    if (dialog.open) dialog.close();
    host.remove();
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== printSheet);
    if (previousFocus?.isConnected && previousFocus !== doc.body) previousFocus.focus({ preventScroll: true });
    else if (doc.activeElement instanceof HTMLElement) doc.activeElement.blur();
    doc.defaultView?.scrollTo(scroll.x, scroll.y);
    onClose();
  };
  // Esc: the dialog's own "cancel" (also fired by the browser's close request).
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close();
  });

  doc.documentElement.append(host);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, printSheet];
  dialog.showModal();
  return {
    root: dialog,
    close,
    get open() {
      return open;
    },
  };
}
