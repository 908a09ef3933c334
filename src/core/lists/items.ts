/**
 * One list item's fields, read from its element: title, link, snippet, date and image. Only the
 * page is read; URLs are absolutised against the page's base.
 */
import type { ListItem } from '../types';
import type { NodeInfo, Segmentation } from '../segment';
import { ELEMENT_NODE, HEADING_SELECTOR, HEADING_TAGS, TEXT_NODE } from '../dom';
import { parseDate } from '../metadata';
import { collapseSpace, truncate } from '../text';
import { resolveImage, resolveLink, bestFromSrcset } from '../urls';
import { spacedText, wordsTouch } from '../text-breaks';

/** Snippets are cut to a few lines: the reader opens the item for the rest. */
export const SNIPPET_CHARS = 300;
/** Titles longer than this are cut (a whole card wrapped in one link). */
export const TITLE_CHARS = 200;
/** A date line is short; longer text that merely mentions a date is a snippet. */
export const MAX_DATE_LINE_CHARS = 60;

const clean = (s: string | null | undefined) => collapseSpace(s || '').trim();

function firstHeading(el: Element): Element | null {
  for (const h of Array.from(el.querySelectorAll(HEADING_SELECTOR))) if (clean(h.textContent)) return h;
  return null;
}

/** The item's main link: the one in its heading, else the one with the longest text. */
function mainLink(el: Element, heading: Element | null): Element | null {
  if (heading) {
    const inHeading = heading.closest('a') ?? heading.querySelector('a[href]');
    if (inHeading?.getAttribute('href')) return inHeading;
  }
  if (el.matches('a[href]')) return el;
  let best: Element | null = null;
  let bestLen = 0;
  for (const a of Array.from(el.querySelectorAll('a[href]'))) {
    const len = clean(a.textContent).length;
    if (len > bestLen) {
      best = a;
      bestLen = len;
    }
  }
  return best ?? el.querySelector('a[href]');
}

function imageOf(el: Element, base: string): string | null {
  const img = el.querySelector('img');
  if (!img) return null;
  const set = img.getAttribute('data-srcset') || img.getAttribute('srcset');
  const raw = img.getAttribute('data-src') || (set ? bestFromSrcset(set) : null) || img.getAttribute('src');
  return raw ? resolveImage(raw, base) : null;
}

function dateOf(el: Element, lines: string[]): string | null {
  const time = el.querySelector('time');
  const attr = time?.getAttribute('datetime');
  if (attr) return parseDate(attr) ?? (Number.isNaN(Date.parse(attr)) ? null : attr);
  if (time) return parseDate(time.textContent || '');
  for (const line of lines) {
    if (line.length > MAX_DATE_LINE_CHARS) continue;
    const d = parseDate(line);
    if (d) return d;
  }
  return null;
}

/** Text lines of the item: each block-owning unit's own text. */
function linesOf(seg: Segmentation, item: NodeInfo, end: number): string[] {
  const out: string[] = [];
  for (let i = item.index; i <= end; i++) {
    const n = seg.nodes[i];
    if (n.hidden) continue;
    if (n.ownChars > 0 && (n.isBlock || i === item.index)) {
      const t = clean(ownText(n.el, seg));
      if (t) out.push(t);
    }
  }
  return out;
}

/** Text of el without the text of its block descendants (those are lines of their own). */
function ownText(el: Element, seg: Segmentation): string {
  let s = '';
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) s += c.nodeValue || '';
    else if (c.nodeType === ELEMENT_NODE) {
      const info = seg.byElement.get(c as Element);
      if (info?.hidden) continue;
      if (info?.isBlock) s += ' ';
      else s += (wordsTouch(c as Element) ? ' ' : '') + ownText(c as Element, seg);
    }
  }
  return s;
}

export function readItem(seg: Segmentation, item: NodeInfo, end: number, base: string): ListItem {
  const el = item.el;
  const heading = HEADING_TAGS.has(item.tag) ? el : firstHeading(el);
  const link = mainLink(el, heading);
  const lines = linesOf(seg, item, end);
  const title = clean(heading && spacedText(heading)) || clean(link && spacedText(link)) || lines[0] || '';
  const href = link?.getAttribute('href');
  const date = dateOf(el, lines);
  // The snippet: the longest line that is neither the title nor a bare date or price line.
  let snippet: string | null = null;
  for (const line of lines) {
    if (line === title || title.includes(line) || (line.length <= MAX_DATE_LINE_CHARS && parseDate(line))) continue;
    if (!snippet || line.length > snippet.length) snippet = line;
  }
  return {
    title: truncate(title, TITLE_CHARS),
    url: href ? resolveLink(href, base) : null,
    snippet: snippet ? truncate(snippet, SNIPPET_CHARS) : null,
    date,
    image: imageOf(el, base),
  };
}
