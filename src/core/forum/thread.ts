/**
 * The thread's posts: the repeated group of elements (same depth, same parent and own class
 * signature, as in src/core/lists/groups.ts) whose items each carry one post's date. Unlike a
 * list, a thread is read where article selection sees noise: forum engines class their posts
 * "comment" (Invision's "ipsComment", Reddit's "comment"), so that word does not hide a group here.
 */
import type { NodeInfo, Segmentation } from '../segment';
import {
  COMMENT_STEM_RE, JOIN_LABEL_RE, QUOTE_HINT_RE, RELATIVE_DATE_RE, STRIPE_TOKEN_RE, classifyHint, isChromeLandmark,
} from '../vocabulary';
import { signatureOf } from '../lists/signature';
import { statesDate } from '../metadata';
import { DIGIT_RE } from '../text';
import { HEADING_TAGS } from '../dom';

/** A thread has at least an opening post and one reply. */
export const MIN_POSTS = 2;
/** A post's date line is short ("November 8, 2024, 7:33pm", "3 days ago"); longer text mentions a date. */
export const MAX_DATE_LINE_CHARS = 60;
/**
 * A post shows its own date, sometimes an "edited" date, a quoted post's date: more dates than
 * this in one item mean the item is a stretch of the page holding several posts.
 */
export const MAX_DATES_PER_POST = 3;
/**
 * Dated items must average this many characters of their own text: a post says something, while
 * "Asked 2 years ago" / "Viewed 89 times" rows are dated but empty.
 */
export const MIN_MEAN_POST_CHARS = 80;
/**
 * No post may hold more than this share of the thread's text: a "thread" whose one item holds
 * nearly everything is a layout table row or a page section beside a few dated crumbs.
 */
export const MAX_POST_SHARE = 0.8;
/** At least this share of a group's items must carry a date for the group to be read as posts. */
export const MIN_DATED_SHARE = 0.5;
/** A run of readers' comments is at least this long: two dated blocks may be the story's own parts. */
export const MIN_COMMENTS = 3;

/**
 * The fewest dated records that make a run of readers' comments. A product's description has no
 * dated parts: on a page that declares a product, two (MIN_POSTS) are its customer reviews.
 */
export const minComments = (product: boolean): number => (product ? MIN_POSTS : MIN_COMMENTS);

/**
 * A post's kind is its tag and its first stable class token ("message", "cPost", "blockpost"):
 * engines append per-post tokens after it (the thread starter's "uix_threadAuthor", a staff
 * member's "ipsComment_highlighted", "rowodd"), which would split one thread into several groups.
 */
function postSignature(seg: Segmentation, n: NodeInfo): string {
  const sig = signatureOf(seg, n);
  if (!sig.includes('.')) return sig;
  const cls = n.cls.toLowerCase().split(/\s+/);
  const [tag, ...stable] = sig.split('.');
  const first = cls.find((t) => stable.includes(t) && !STRIPE_TOKEN_RE.test(t));
  return first ? `${tag}.${first}` : tag;
}

export interface PostGroup {
  items: NodeInfo[];
  /** The items that carry one post's worth of dates (the group's records). */
  dated: NodeInfo[];
  /** Date markers (a <time> or a short date line), in document order. */
  dates: NodeInfo[];
  /** Non-link characters of the dated items: the group's ranking score. */
  score: number;
  /** Some record is written flat (recordChars): its words follow its header as siblings. */
  flat: boolean;
}

/**
 * Page chrome for a thread: landmarks, chrome roles and noise names other than "comment". One
 * pass per page: the forum reading and the article's reader-comment filter both ask.
 */
function chromeMask(seg: Segmentation): Uint8Array {
  const cached = masks.get(seg);
  if (cached) return cached;
  const mask = new Uint8Array(seg.nodes.length);
  for (const n of seg.nodes) {
    const inherited = n.parent >= 0 && mask[n.parent] === 1;
    const named = n.hint !== '' && classifyHint(n.hint).noise && !COMMENT_STEM_RE.test(n.hint);
    mask[n.index] = inherited || named || isChromeLandmark(n.tag, n.role) ? 1 : 0;
  }
  masks.set(seg, mask);
  return mask;
}
const masks = new WeakMap<Segmentation, Uint8Array>();

/** Is this element a date marker: a <time>, or a short line that reads as a date? */
export function isDateMarker(n: NodeInfo): boolean {
  if (n.hidden) return false;
  if (n.tag === 'time') return true;
  // An inline element's text is its own (segment.ts counts it on its block): a date in a link
  // or a <small> of a comment's header is a date line as much as a <div> holding one.
  if (n.chars > MAX_DATE_LINE_CHARS || (n.isBlock ? n.ownChars : n.chars) === 0) return false;
  const text = n.el.textContent || '';
  // The date test first: it rules out nearly every short line (menu links above all). Every
  // stated date has a digit; without one only "today", "yesterday" or "an hour ago" can be one.
  if (!(DIGIT_RE.test(text) && statesDate(text)) && !RELATIVE_DATE_RE.test(text.trim())) return false;
  // An inline wrapper of a <time> leaves the marking to it (its datetime is machine-readable).
  if (!n.isBlock && n.el.querySelector('time') !== null) return false;
  return !JOIN_LABEL_RE.test(text) && !joinLabelled(n.el);
}

/** A label element is short ("Joined", "Member since:"). */
const MAX_LABEL_CHARS = 30;

/**
 * Is the date labelled as a join date by the element before it? User cards put the label and the
 * value apart: XenForo's <dt>Joined</dt><dd>Jun 29, 2016</dd>, vBulletin's <span>Join Date</span>.
 */
function joinLabelled(el: Element): boolean {
  const label = el.previousElementSibling;
  if (!label) return false;
  const text = label.textContent ?? '';
  if (text.length <= MAX_LABEL_CHARS && JOIN_LABEL_RE.test(text)) return true;
  // An icon label names itself in a tooltip (MacRumors' <dt><span title="Joined"><i></i></span></dt>).
  const titled = label.hasAttribute('title') ? label : label.querySelector('[title]');
  return JOIN_LABEL_RE.test(titled?.getAttribute('title') ?? '');
}

/**
 * Date markers of the page in document order (a marker inside another counts once), outside
 * chrome and outside quotes.
 */
function dateMarkers(seg: Segmentation, ends: Int32Array, mask: Uint8Array, from: number, to: number): NodeInfo[] {
  const out: NodeInfo[] = [];
  for (let i = from; i <= to; i++) {
    const n = seg.nodes[i];
    if (mask[i]) {
      // Chrome's descendants are chrome (chromeMask inherits).
      i = ends[i];
      continue;
    }
    if (n.tag === 'blockquote' || (n.hint && QUOTE_HINT_RE.test(n.hint))) {
      i = ends[i];
      continue;
    }
    if (!isDateMarker(n)) continue;
    out.push(n);
    i = ends[i];
  }
  return out;
}

/** Markers within [from, to], by binary search over the sorted marker list. */
function markersIn(dates: NodeInfo[], from: number, to: number): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid].index < from) lo = mid + 1;
    else hi = mid;
  }
  let k = lo;
  while (k < dates.length && dates[k].index <= to) k++;
  return k - lo;
}

/** A record's header written flat is a line: a name, a place and a date. */
export const MAX_RECORD_HEADER_CHARS = 120;

/**
 * What a record says: its own text, and, written flat, the siblings that follow it up to the next
 * item of its group ("Posted by: Ann, Leith on 9:35am Wed 9 Jan 08", then her comment, then its
 * "Quote | Report" row, side by side under one parent). A heading is no record's header.
 */
function recordChars(seg: Segmentation, ends: Int32Array, it: NodeInfo, next: number): number {
  let says = it.chars - it.linkChars;
  if (HEADING_TAGS.has(it.tag) || it.chars > MAX_RECORD_HEADER_CHARS) return says;
  for (let s = ends[it.index] + 1; s < next && seg.nodes[s].parent === it.parent; s = ends[s] + 1) {
    if (!seg.nodes[s].hidden) says += seg.nodes[s].chars - seg.nodes[s].linkChars;
  }
  return says;
}

/**
 * The group of posts: among repeated block groups outside chrome, the one holding the most text
 * in items that carry one post's worth of dates. Paragraph groups carry no dates; a wrapper
 * around the whole thread carries many. With `within` (readers' comments under a story), only that
 * element's subtree is searched, and records written flat count what follows their headers.
 */
export function findPostGroup(seg: Segmentation, ends: Int32Array, within?: NodeInfo): PostGroup | null {
  return (within ? searchPostGroups(seg, ends, within) : pagePostGroups(seg, ends))[0] ?? null;
}

/** Every group of posts on the page, the best first (found once: scoring and the forum reading both ask). */
function pagePostGroups(seg: Segmentation, ends: Int32Array): PostGroup[] {
  let groups = pageGroups.get(seg);
  if (!groups) pageGroups.set(seg, (groups = searchPostGroups(seg, ends)));
  return groups;
}
const pageGroups = new WeakMap<Segmentation, PostGroup[]>();

function searchPostGroups(seg: Segmentation, ends: Int32Array, within?: NodeInfo): PostGroup[] {
  const mask = chromeMask(seg);
  const from = within ? within.index + 1 : 0;
  const to = within ? ends[within.index] : seg.nodes.length - 1;
  const dates = dateMarkers(seg, ends, mask, from, to);
  if (dates.length < MIN_POSTS) return [];
  const byKey = new Map<string, NodeInfo[]>();
  for (let i = from; i <= to; i++) {
    const n = seg.nodes[i];
    if (!n.isBlock || n.hidden || n.chars === 0 || n.parent < 0 || mask[n.index]) continue;
    const key = `${n.depth}|${postSignature(seg, seg.nodes[n.parent])}>${postSignature(seg, n)}`;
    const list = byKey.get(key);
    if (list) list.push(n);
    else byKey.set(key, [n]);
  }
  const groups: PostGroup[] = [];
  for (const items of byKey.values()) {
    if (items.length < MIN_POSTS) continue;
    const dated: NodeInfo[] = [];
    let score = 0;
    let largest = 0;
    let flat = false;
    for (let j = 0; j < items.length; j++) {
      const it = items[j];
      const k = markersIn(dates, it.index, ends[it.index]);
      if (k < 1 || k > MAX_DATES_PER_POST) continue;
      dated.push(it);
      const says = within ? recordChars(seg, ends, it, items[j + 1]?.index ?? to + 1) : it.chars - it.linkChars;
      flat ||= says > it.chars - it.linkChars;
      score += says;
      largest = Math.max(largest, says);
    }
    const n = dated.length;
    if (n < MIN_POSTS || n < MIN_DATED_SHARE * items.length || score < MIN_MEAN_POST_CHARS * n || largest > MAX_POST_SHARE * score) continue;
    groups.push({ items, dated, dates, score, flat });
  }
  // The best is the one holding the most text (a stable sort keeps document order among equals).
  return groups.sort((a, b) => b.score - a.score);
}

/**
 * The elements holding the page's runs of dated records, each when its dated records (at least
 * minComments: fewer on a declared product) sit side by side under it: readers' comments, a
 * thread's posts, a river of dated teasers. A page may hold several (a story's comments and a
 * "latest news" rail of dated cards): every one is a run, not only the one with the most text.
 * Scoring weighs each as it weighs a comment-named block (scoring.ts contexts); whether one is the
 * page's content is decided there by its share of the page, not here.
 */
export function datedRunHolders(seg: Segmentation, ends: Int32Array, product = false): NodeInfo[] {
  const holders: NodeInfo[] = [];
  for (const group of pagePostGroups(seg, ends)) {
    const records = group.dated;
    // Undated items of the group (a "load more" row, an ad between comments) need not share it.
    if (records.length < minComments(product)) continue;
    const parent = records[0].parent;
    if (records.every((it) => it.parent === parent)) holders.push(seg.nodes[parent]);
  }
  return holders;
}
