/**
 * Seed 000's site template: the (tag, text) entries that repeat on most pages of one site
 * (navigation, footer, copyright line). `matchTemplate` finds them on a page; `applyTemplate`
 * takes them out of the segmentation before selection, as seed 000 deletes them before any
 * classifier runs. Learning the template is src/templates/' job; this file only reads it.
 */
import type { NodeInfo, Segmentation } from './segment';
import { codePoints, boundedDistance, similarityBound, SIMILARITY_CHARS_PER_EDIT } from './similarity';
import { classifyUnit } from './select/units';
import type { SiteTemplate, TemplateEntry } from './template-types';

export type { SiteTemplate, TemplateEntry } from './template-types';

export const TEMPLATE_VERSION = 1;

/**
 * Units with more own text than this are never entries: boilerplate blocks are short, and a long
 * unit is an article body whose text should not be kept or compared (cost grows with length).
 */
export const MAX_ENTRY_CHARS = 2000;

/** Whitespace collapsed, trimmed, lower-cased: case and spacing changes are not redesigns. */
export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Text of the block itself: its text nodes and inline descendants, not its nested blocks. */
export function ownText(seg: Segmentation, u: NodeInfo): string {
  const parts: string[] = [];
  const walk = (el: Element): void => {
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3) parts.push(c.nodeValue || '');
      else if (c.nodeType === 1) {
        const info = seg.byElement.get(c as Element);
        // Skipped tags (script, style…) have no info; nested blocks are units of their own.
        if (!info || info.hidden) continue;
        if (info.isBlock) parts.push(' ');
        else walk(c as Element);
      }
    }
  };
  walk(u.el);
  return normaliseText(parts.join(''));
}

/** The page's entries: (unit, tag, normalised own text) for every visible text unit. */
export interface PageEntry {
  unit: NodeInfo;
  tag: string;
  text: string;
}

export function pageEntries(seg: Segmentation): PageEntry[] {
  const out: PageEntry[] = [];
  for (const u of seg.units) {
    if (u.hidden || u.ownChars > MAX_ENTRY_CHARS) continue;
    const text = ownText(seg, u);
    if (text) out.push({ unit: u, tag: u.tag, text });
  }
  return out;
}

/** Code-point length bucket: every candidate within the similarity bound is in a nearby one. */
const BUCKET_CHARS = SIMILARITY_CHARS_PER_EDIT;

interface Indexed {
  entry: TemplateEntry;
  points: number[];
}

/**
 * Entries bucketed by tag and by length, with an exact-text map in front: most boilerplate
 * repeats verbatim, so most lookups are one hash probe, and the rest compare only against
 * entries of the same tag whose length is within the similarity bound.
 */
export class TemplateIndex {
  private exact = new Map<string, TemplateEntry>();
  private buckets = new Map<string, Map<number, Indexed[]>>();

  constructor(entries: Iterable<TemplateEntry> = []) {
    for (const e of entries) this.add(e);
  }

  add(entry: TemplateEntry): void {
    this.exact.set(entry.tag + '\u0000' + entry.text, entry);
    const points = codePoints(entry.text);
    let byLen = this.buckets.get(entry.tag);
    if (!byLen) this.buckets.set(entry.tag, (byLen = new Map()));
    const k = Math.floor(points.length / BUCKET_CHARS);
    const list = byLen.get(k);
    if (list) list.push({ entry, points });
    else byLen.set(k, [{ entry, points }]);
  }

  /** The entry this (tag, text) matches, exactly or within the similarity bound; else null. */
  find(tag: string, text: string): { entry: TemplateEntry; exact: boolean } | null {
    const hit = this.exact.get(tag + '\u0000' + text);
    if (hit) return { entry: hit, exact: true };
    const byLen = this.buckets.get(tag);
    if (!byLen) return null;
    const points = codePoints(text);
    const len = points.length;
    // An entry of length L matches only if |L − len| ≤ floor(min(L, len) / 8) ≤ floor(len / 8)
    // (for L < len) or L ≤ len · 8/7 (for L > len): these buckets cover both.
    const lo = Math.floor((len - Math.floor(len / BUCKET_CHARS)) / BUCKET_CHARS);
    const hi = Math.floor(Math.ceil((len * BUCKET_CHARS) / (BUCKET_CHARS - 1)) / BUCKET_CHARS);
    for (let k = lo; k <= hi; k++) {
      for (const c of byLen.get(k) ?? []) {
        const bound = similarityBound(len, c.points.length);
        if (bound > 0 && boundedDistance(points, c.points, bound) <= bound) return { entry: c.entry, exact: false };
      }
    }
    return null;
  }
}

/**
 * The guard. A matched unit that reads as prose (the core's unit class 'good') gets a second
 * look: it is kept when a neighbouring unit in the same place (the same parent, once lone
 * wrappers are climbed) is prose the template does not know, i.e. it sits inside running text,
 * as a body paragraph quoting the footer does. A footer line's neighbours are other footer lines.
 */
function keptByGuard(seg: Segmentation, u: NodeInfo, pos: number, matched: Set<NodeInfo>): boolean {
  if (classifyUnit(u) !== 'good') return false;
  const place = placeOf(seg, u);
  for (const k of [pos - 1, pos + 1]) {
    const v = seg.units[k];
    if (v && !v.hidden && !matched.has(v) && classifyUnit(v) === 'good' && placeOf(seg, v) === place) return true;
  }
  return false;
}

/** The parent of the highest ancestor-or-self that holds no other text than this unit. */
function placeOf(seg: Segmentation, u: NodeInfo): number {
  let cur = u;
  while (cur.parent > 0 && seg.nodes[cur.parent].chars === cur.chars) cur = seg.nodes[cur.parent];
  return cur.parent;
}

export const TEMPLATE_REASON = 'template';

/**
 * Units the template removes, each the root of a subtree to drop, with reason 'template'.
 * A unit whose subtree holds text the template does not match (an article inside a <div> that
 * also owns a nav line) is not removed: dropping it would drop that text too.
 */
export function matchTemplate(seg: Segmentation, template: SiteTemplate | undefined): Map<NodeInfo, string> {
  const removed = new Map<NodeInfo, string>();
  if (!template || template.entries.length === 0) return removed;
  const index = new TemplateIndex(template.entries);
  const matched = new Map<NodeInfo, number>();
  const entries = pageEntries(seg);
  const position = new Map(seg.units.map((u, i) => [u, i]));
  for (const e of entries) {
    // The page itself is never a template entry, whatever text sits loose in it.
    if (e.tag === 'html' || e.tag === 'body') continue;
    if (index.find(e.tag, e.text)) matched.set(e.unit, position.get(e.unit)!);
  }
  if (matched.size === 0) return removed;
  const known = new Set(matched.keys());
  for (const [u, pos] of matched) if (keptByGuard(seg, u, pos, known)) matched.delete(u);
  // Unmatched visible text per subtree, folded bottom-up (pre-order: children follow parents).
  const loose = new Float64Array(seg.nodes.length);
  for (let i = seg.nodes.length - 1; i >= 0; i--) {
    const n = seg.nodes[i];
    if (n.hidden) continue;
    if (!matched.has(n)) loose[i] += n.ownChars;
    if (n.parent >= 0) loose[n.parent] += loose[i];
  }
  for (const n of seg.nodes) {
    if (!matched.has(n) || loose[n.index] > 0) continue;
    // Record only the highest removed root; its subtree goes with it.
    let covered = false;
    for (let p = n.parent; p >= 0 && !covered; p = seg.nodes[p].parent) covered = removed.has(seg.nodes[p]);
    if (!covered) removed.set(n, TEMPLATE_REASON);
  }
  return removed;
}

/**
 * Take the removed subtrees out of the segmentation, as if they were hidden: their totals leave
 * every ancestor and they leave the unit list, so selection never sees them.
 */
export function applyTemplate(seg: Segmentation, removed: Map<NodeInfo, string>): void {
  if (removed.size === 0) return;
  for (const r of removed.keys()) {
    if (r.hidden) continue;
    for (let p = r.parent; p >= 0; p = seg.nodes[p].parent) {
      const a = seg.nodes[p];
      a.chars -= r.chars;
      a.linkChars -= r.linkChars;
      a.tags -= r.tags;
      a.linkTags -= r.linkTags;
      a.punct -= r.punct;
      a.stops -= r.stops;
      a.cjk -= r.cjk;
      a.paragraphs -= r.paragraphs;
      a.images -= r.images;
      a.markup -= r.markup;
    }
    r.hidden = true;
  }
  // Descendants of a removed root inherit its hiddenness (pre-order: parents come first).
  for (const n of seg.nodes) if (!n.hidden && n.parent >= 0 && seg.nodes[n.parent].hidden) n.hidden = true;
  seg.units = seg.units.filter((u) => !u.hidden);
}
