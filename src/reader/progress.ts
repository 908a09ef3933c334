/**
 * Where the reader is in a long article: a thin progress bar under the toolbar with the time
 * left ("6 min left"), and, for articles with several headings, a collapsible table of contents
 * whose entry for the section being read is marked as the view scrolls. Entries are buttons that
 * scroll the view: no fragment links, so the page's own URL never changes.
 */
import type { Translate } from './controls';

/** Fewer headings than this make no table of contents. */
export const MIN_TOC_HEADINGS = 3;
/** A heading counts as passed once it is this close to the top of the view (under the toolbar). */
const PASSED_MARGIN_PX = 96;
const HEADINGS = 'h2, h3, h4';

export interface Progress {
  /** The bar (drawn along the toolbar's lower edge; decorative). */
  bar: HTMLElement;
  /** The time left, as text for the toolbar. */
  left: HTMLElement;
  /** The table of contents, or null for an article with too few headings. */
  toc: HTMLElement | null;
  /** Reads the scroll position again (after a re-render or a settings change). */
  update(): void;
  /** The article grew (a following page was appended): its whole reading time now. */
  setMinutes(minutes: number): void;
}

function visibleHeadings(content: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const h of content.querySelectorAll<HTMLElement>(HEADINGS)) {
    if (!h.hidden && !h.closest('[hidden]') && (h.textContent ?? '').trim()) out.push(h);
  }
  return out;
}

function buildToc(doc: Document, t: Translate, headings: HTMLElement[]): { toc: HTMLElement; entries: HTMLButtonElement[] } {
  const toc = doc.createElement('details');
  toc.className = 'toc';
  const summary = doc.createElement('summary');
  summary.className = 'toc__summary';
  summary.textContent = t('tocLabel');
  const nav = doc.createElement('nav');
  nav.setAttribute('aria-label', t('tocLabel'));
  const list = doc.createElement('ol');
  list.className = 'toc__list';
  const entries = headings.map((h) => {
    const li = doc.createElement('li');
    li.className = `toc__item toc__item--${h.tagName.toLowerCase()}`;
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'toc__entry';
    b.textContent = (h.textContent ?? '').replace(/\s+/g, ' ').trim();
    b.addEventListener('click', () => {
      h.scrollIntoView({ block: 'start' });
      // Focus follows, so keyboard users continue reading from the section.
      h.tabIndex = -1;
      h.focus({ preventScroll: true });
    });
    li.append(b);
    list.append(li);
    return b;
  });
  nav.append(list);
  toc.append(summary, nav);
  return { toc, entries };
}

/**
 * @param scroller the element that scrolls (the view's <dialog>, or the tab's document element)
 * @param minutes the article's reading time
 */
export function buildProgress(doc: Document, t: Translate, scroller: HTMLElement, content: HTMLElement, minutes: number): Progress {
  const bar = doc.createElement('div');
  bar.className = 'progress';
  bar.setAttribute('aria-hidden', 'true');
  const fill = doc.createElement('div');
  fill.className = 'progress__fill';
  bar.append(fill);
  const left = doc.createElement('span');
  left.className = 'progress__left';

  const headings = visibleHeadings(content);
  const built = headings.length >= MIN_TOC_HEADINGS ? buildToc(doc, t, headings) : null;

  // In the extension-tab fallback the document scrolls, and its scroll events fire on the document.
  const scrollsDocument = scroller === doc.scrollingElement;
  let current = -1;
  const update = (): void => {
    const range = scroller.scrollHeight - scroller.clientHeight;
    const share = range > 0 ? Math.min(1, Math.max(0, scroller.scrollTop / range)) : 1;
    fill.style.transform = `scaleX(${share})`;
    const remaining = Math.ceil(minutes * (1 - share));
    left.textContent = minutes > 0 && remaining > 0 ? t('timeLeft', [String(remaining)]) : '';
    if (!built) return;
    const top = (scrollsDocument ? 0 : scroller.getBoundingClientRect().top) + PASSED_MARGIN_PX;
    let at = -1;
    for (let i = 0; i < headings.length; i++) {
      if (headings[i].getBoundingClientRect().top <= top) at = i;
      else break;
    }
    if (at === current) return;
    if (current >= 0) built.entries[current].removeAttribute('aria-current');
    if (at >= 0) built.entries[at].setAttribute('aria-current', 'location');
    current = at;
  };
  let queued = false;
  // A handler property, not a listener: a view rebuilt in place (after a block is restored)
  // replaces the one before it instead of adding another.
  (scrollsDocument ? doc : scroller).onscroll = () => {
    if (queued) return;
    queued = true;
    (doc.defaultView ?? globalThis).requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  const setMinutes = (m: number): void => {
    minutes = m;
    update();
  };
  return { bar, left, toc: built?.toc ?? null, update, setMinutes };
}
