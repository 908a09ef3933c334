/**
 * layout — seed 002's visual regions, as signals. Where the document has layout (a browser),
 * the boxes of candidate blocks are read in one batch (reads only, no writes in between, so the
 * browser lays out at most once). In Node there is no layout and this stage reports so.
 */
import type { NodeInfo, Segmentation } from './segment';
import { NON_RENDERED_TAGS, bodyOf, hintOf, isClosedPanel, isStreamedBoundary } from './dom';
import { PANEL_HINT_RE } from './vocabulary/names';

/** Seed 002's thresholds (VL_PS): header band, footer band, side margins. */
export const HEADER_BAND_PX = 200;
export const FOOTER_BAND_PX = 160;
export const SIDE_MARGIN_SHARE = 0.3;

/** Only units with at least this much text get a box read: short lines never decide. */
export const MIN_CHARS_FOR_BOX = 20;

export type Region = 'header' | 'footer' | 'left' | 'right' | 'center';

export interface LayoutInfo {
  available: boolean;
  pageWidth: number;
  pageHeight: number;
}

interface RectLike { left: number; top: number; width: number; height: number }

/** True when this document is rendered: the body has a real box. */
export function hasLayout(doc: Document): boolean {
  const body = bodyOf(doc) as (HTMLElement & { getBoundingClientRect?: () => RectLike }) | null;
  if (!body || typeof body.getBoundingClientRect !== 'function') return false;
  try {
    const r = body.getBoundingClientRect();
    return r.width > 0 && (r.height > 0 || doc.documentElement.scrollHeight > 0);
  } catch {
    return false;
  }
}

/** Reads boxes for candidate blocks; marks text units with no box as hidden (display:none). */
export function readLayout(doc: Document, seg: Segmentation): LayoutInfo {
  if (!hasLayout(doc)) return { available: false, pageWidth: 0, pageHeight: 0 };
  const win = doc.defaultView;
  const sx = win ? win.scrollX : 0;
  const sy = win ? win.scrollY : 0;
  const docEl = doc.documentElement;
  const pageWidth = Math.max(docEl.scrollWidth, docEl.clientWidth);
  const pageHeight = Math.max(docEl.scrollHeight, docEl.clientHeight);
  // Only text units are read: their region weighs their prose, and a unit without a box
  // (display:none) is hidden. Containers are judged by their units.
  for (const n of seg.units) {
    if (n.hidden || n.ownChars < MIN_CHARS_FOR_BOX) continue;
    const r = (n.el as HTMLElement).getBoundingClientRect();
    n.box = { x: r.left + sx, y: r.top + sy, w: r.width, h: r.height };
  }
  // display:none leaves a zero box; such text is not on the page a reader sees. Except in a
  // streamed boundary (dom.ts), which its script would have moved into place, in a closed tab,
  // and in a panel that its button opens: all are content without a known position.
  const panels = new Map<Element, boolean>();
  for (const n of seg.units) {
    if (!n.box || n.box.w !== 0 || n.box.h !== 0 || n.el.getClientRects().length !== 0) continue;
    if (awaitsPlacement(n.el) || inClosedTab(n.el) || inDisclosure(n.el, seg.disclosed, panels)) n.box = undefined;
    else n.hidden = true;
  }
  return { available: true, pageWidth, pageHeight };
}

/** The element sits in a streamed boundary still waiting for its script (nothing else hides it). */
function awaitsPlacement(el: Element): boolean {
  const holder = el.closest('[hidden]');
  return holder !== null && isStreamedBoundary(holder);
}

/**
 * The element sits in a tab panel that is closed while the page around it shows (dom.ts
 * isTabPanel). Code samples nest a dozen levels below their panel, beyond MAX_HIDDEN_CLIMB.
 */
function inClosedTab(el: Element): boolean {
  const panel = el.closest('[role="tabpanel"]');
  const around = panel?.parentElement;
  return !!around && around.getClientRects().length !== 0;
}

/** Ancestors climbed to find where a boxless element's hiding starts. */
const MAX_HIDDEN_CLIMB = 8;

/** A control that opens a panel: a button, a summary, or anything that says it expands. */
function isDisclosureControl(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'button' || tag === 'summary' || el.getAttribute('role') === 'button' || el.hasAttribute('aria-expanded') || el.hasAttribute('aria-controls');
}

/**
 * The boxless element lies in a collapsed panel ("More", "View product details", an accordion
 * section): the outermost boxless ancestor is the one a control names (dom.ts isClosedPanel), or
 * comes right after its opening control, or it or its parent is named as a panel. Readers expect
 * such text in the article; a reader view has no button to press. Memoised per panel.
 */
function inDisclosure(el: Element, disclosed: ReadonlySet<string>, panels: Map<Element, boolean>): boolean {
  let top = el;
  for (let i = 0; ; i++) {
    const up = top.parentElement;
    // A hiding that starts far up (a whole section or page hidden) is no panel.
    if (!up || i === MAX_HIDDEN_CLIMB) return false;
    if (up.getClientRects().length !== 0) break;
    top = up;
  }
  let open = panels.get(top);
  if (open === undefined) {
    let before = top.previousElementSibling;
    // CSS-in-JS libraries put a <style> right before the element they style.
    while (before && NON_RENDERED_TAGS.has(before.tagName.toLowerCase())) before = before.previousElementSibling;
    open = isClosedPanel(top, disclosed) || isDisclosureControl(before) || isDisclosureControl(before?.lastElementChild ?? null)
      || PANEL_HINT_RE.test(hintOf(top)) || (top.parentElement !== null && PANEL_HINT_RE.test(hintOf(top.parentElement)));
    panels.set(top, open);
  }
  return open;
}

/** Seed 002's region of a box on a page of the given size. */
export function regionOf(box: { x: number; y: number; w: number; h: number }, layout: LayoutInfo): Region {
  if (box.y + box.h <= HEADER_BAND_PX) return 'header';
  if (box.y >= layout.pageHeight - FOOTER_BAND_PX) return 'footer';
  if (box.x + box.w <= layout.pageWidth * SIDE_MARGIN_SHARE) return 'left';
  if (box.x >= layout.pageWidth * (1 - SIDE_MARGIN_SHARE)) return 'right';
  return 'center';
}

/** Horizontal centre of a box relative to the page, 0 = left edge, 1 = right edge. */
export function relativeX(n: NodeInfo, layout: LayoutInfo): number {
  if (!n.box || layout.pageWidth <= 0) return 0.5;
  return (n.box.x + n.box.w / 2) / layout.pageWidth;
}
