/**
 * Seed 000's site template: the (tag, text) entries that repeat on most pages of one site
 * (navigation, footer, copyright line). `matchTemplate` finds them on a page; extract() drops
 * them from the chosen content. Learning the template is src/templates/' job; this file only
 * reads it.
 */
import type { NodeInfo, Segmentation } from './segment';
import { codePoints, codePointLength, boundedDistance, mayBeWithin, similarityBound, SIMILARITY_CHARS_PER_EDIT } from './similarity';
import { classifyUnit } from './scoring';
import { HEADING_TAGS } from './dom';
import { ownText } from './tree';
import type { SiteTemplate, TemplateEntry } from './template-types';

export type { SiteTemplate, TemplateEntry } from './template-types';

export const TEMPLATE_VERSION = 1;

/**
 * Units with more own text than this are never entries: boilerplate blocks are short, and a long
 * unit is an article body whose text should not be kept or compared (cost grows with length).
 */
export const MAX_ENTRY_CHARS = 2000;

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
  /** Code-point length; the code points themselves are read on the first comparison. */
  len: number;
  points: number[] | null;
}

/**
 * Entries bucketed by tag and by length, with an exact-text map in front: most boilerplate
 * repeats verbatim, so most lookups are one hash probe, and the rest compare only against
 * entries of the same tag whose length is within the similarity bound.
 */
export class TemplateIndex {
  private exact = new Map<string, TemplateEntry>();
  private buckets = new Map<string, Map<number, Indexed[]>>();
  /** Longest entry per tag, in code points. */
  private longest = new Map<string, number>();

  constructor(entries: Iterable<TemplateEntry> = []) {
    for (const e of entries) this.add(e);
  }

  add(entry: TemplateEntry): void {
    this.exact.set(entry.tag + '\u0000' + entry.text, entry);
    const len = codePointLength(entry.text);
    let byLen = this.buckets.get(entry.tag);
    if (!byLen) this.buckets.set(entry.tag, (byLen = new Map()));
    const k = Math.floor(len / BUCKET_CHARS);
    const list = byLen.get(k);
    if (list) list.push({ entry, len, points: null });
    else byLen.set(k, [{ entry, len, points: null }]);
    this.longest.set(entry.tag, Math.max(this.longest.get(entry.tag) ?? 0, len));
  }

  /**
   * Could a unit with this tag and this many own characters (non-space UTF-16 units) match any
   * entry? A match is at most 1/7 longer than the entry in code points (one edit per 8), and a
   * code point is at most two UTF-16 units: a cheap test before the unit's text is read.
   */
  mayMatch(tag: string, ownChars: number): boolean {
    const longest = this.longest.get(tag);
    return longest !== undefined && ownChars <= 2 * (longest + Math.ceil(longest / (BUCKET_CHARS - 1)));
  }

  /** The entry this (tag, text) matches, exactly or within the similarity bound; else null. */
  find(tag: string, text: string): { entry: TemplateEntry; exact: boolean } | null {
    const hit = this.exact.get(tag + '\u0000' + text);
    if (hit) return { entry: hit, exact: true };
    const byLen = this.buckets.get(tag);
    if (!byLen) return null;
    const len = codePointLength(text);
    if (len <= SIMILARITY_CHARS_PER_EDIT) return null; // short texts match only exactly
    // An entry of length L matches only if |L − len| ≤ floor(min(L, len) / 8): L ≥ len − len/8
    // and L ≤ len · 8/7. These buckets cover both.
    const lo = Math.floor((len - Math.floor(len / BUCKET_CHARS)) / BUCKET_CHARS);
    const hi = Math.floor(Math.ceil((len * BUCKET_CHARS) / (BUCKET_CHARS - 1)) / BUCKET_CHARS);
    let points: number[] | null = null;
    for (let k = lo; k <= hi; k++) {
      for (const c of byLen.get(k) ?? []) {
        const bound = similarityBound(len, c.len);
        if (bound === 0 || Math.abs(len - c.len) > bound || !mayBeWithin(text, c.entry.text, bound)) continue;
        points ??= codePoints(text);
        c.points ??= codePoints(c.entry.text);
        if (boundedDistance(points, c.points, bound) <= bound) return { entry: c.entry, exact: false };
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
 * A matched heading is kept when the unit after it is such prose: it heads content. Any other
 * matched line between two such prose units is part of the running text (a separator) and stays.
 */
function keptByGuard(seg: Segmentation, u: NodeInfo, pos: number, matched: Set<NodeInfo>): boolean {
  const place = placeOf(seg, u);
  const prose = (v: NodeInfo | undefined): boolean =>
    !!v && !v.hidden && !matched.has(v) && classifyUnit(v) === 'good' && placeOf(seg, v) === place;
  const before = prose(seg.units[pos - 1]);
  const after = prose(seg.units[pos + 1]);
  // A heading over prose the template does not know heads content ("Story highlights").
  if (HEADING_TAGS.has(u.tag)) {
    const next = seg.units[pos + 1];
    return !!next && !next.hidden && !matched.has(next) && classifyUnit(next) === 'good';
  }
  // Prose needs one prose neighbour; a short line (a "___" or "* * *" separator) needs both.
  return classifyUnit(u) === 'good' ? before || after : before && after;
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
  seg.units.forEach((u, pos) => {
    // The page itself is never a template entry, whatever text sits loose in it.
    if (u.hidden || u.tag === 'html' || u.tag === 'body' || !index.mayMatch(u.tag, u.ownChars)) return;
    const text = ownText(seg, u);
    if (text && index.find(u.tag, text)) matched.set(u, pos);
  });
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
 * A template never takes most of an article: when its matches hold more than this share of the
 * chosen container's prose, the page repeats something it should not have learned (one article
 * read under several URLs of a site) and the template is not applied to it.
 */
export const TEMPLATE_MAX_PROSE_SHARE = 0.5;

/** Prose characters of `container` that the template's matches would remove. */
export function templateProseIn(seg: Segmentation, matches: Map<NodeInfo, string>, container: NodeInfo, prose: Float64Array): number {
  let removed = 0;
  for (const n of matches.keys()) {
    let p: NodeInfo | undefined = n;
    while (p && p !== container) p = p.parent >= 0 ? seg.nodes[p.parent] : undefined;
    if (p) removed += prose[n.index];
  }
  return removed;
}
