/**
 * One post of a thread: its author, its date and its body, found inside the post's element. What
 * else the element holds (avatar, rank, join date, post count, signature, reply and like buttons)
 * is dropped: readers of a thread, and the benchmark's annotators, keep who wrote what and when.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Scored } from '../scoring';
import type { Removals } from '../removals';
import { HEADING_TAGS } from '../dom';
import { parseDate } from '../metadata';
import { collapseSpace } from '../text';
import { isDateMarker } from './thread';
import { signatureOf } from '../lists/signature';
import { commonAncestor, within } from '../tree';
import {
  AUTHOR_HINT_RE, EDIT_LINE_RE, NOT_A_NAME_RE, NOT_BODY_HINT_RE, NOT_NAME_HINT_RE, PROFILE_HREF_RE, isCommentsHint,
} from '../vocabulary';

/** Author names are short; a longer "author" block is a profile card. */
export const MAX_AUTHOR_CHARS = 60;
/** A profile link longer than this is not a name. */
export const MAX_NAME_CHARS = 40;


export interface PostParts {
  item: NodeInfo;
  body: NodeInfo;
  author: NodeInfo | null;
  authorName: string | null;
  date: NodeInfo | null;
  /** ISO 8601 when it parses. */
  dateIso: string | null;
}

const clean = (s: string | null | undefined) => collapseSpace(s || '').trim();

/** Is n inside an element named as a signature or user card (below the item)? */
function inUserChrome(seg: Segmentation, n: NodeInfo, item: NodeInfo): boolean {
  for (let c = n; c !== item && c.parent >= 0; c = seg.nodes[c.parent]) {
    if (c.hint && NOT_BODY_HINT_RE.test(c.hint)) return true;
  }
  return false;
}

/**
 * The post's body: the smallest element holding all its prose units (or, for a one-line post,
 * all its text units that are neither a date nor a name), signatures and user cards left out.
 */
function bodyOf(seg: Segmentation, scored: Scored, item: NodeInfo, ends: Int32Array, skip?: (n: NodeInfo) => boolean): NodeInfo | null {
  let prose: NodeInfo | null = null;
  const lines: NodeInfo[] = [];
  let longest = 0;
  for (let i = item.index; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (n.hidden || skip?.(n)) {
      i = ends[i];
      continue;
    }
    if (n.ownChars === 0 || n.ownLinkChars >= n.ownChars) continue;
    // A heading above the message is its subject line ("Re: <thread title>"), not its text.
    if (HEADING_TAGS.has(n.tag) || inUserChrome(seg, n, item) || isTemplate(n)) continue;
    const cls = scored.classes.get(n);
    if (cls === 'good') prose = prose ? commonAncestor(seg, prose, n) : n;
    else if (!prose && cls === 'neutral' && !isDateMarker(n)) {
      lines.push(n);
      longest = Math.max(longest, n.ownChars);
    }
  }
  if (prose) return prose;
  // No prose: the message is its plain lines, the short ones beside them (a rank, a status
  // note, an unrendered template's "{{ errors.message }}") left out.
  let any: NodeInfo | null = null;
  for (const n of lines) if (n.ownChars >= MIN_LINE_SHARE * longest) any = any ? commonAncestor(seg, any, n) : n;
  return any;
}

/** An unrendered template placeholder ("{{ DiscussionBoard.errors[1].message }}"), shown by no browser running the page. */
export const MAX_TEMPLATE_CHARS = 200;
const TEMPLATE_RE = /^\s*\{\{[^]*\}\}\s*$/;

function isTemplate(n: NodeInfo): boolean {
  return n.chars <= MAX_TEMPLATE_CHARS && TEMPLATE_RE.test(n.el.textContent || '');
}

/** In a post without prose, plain lines shorter than this share of its longest line are not its text. */
export const MIN_LINE_SHARE = 0.25;

/**
 * The poster's name: a name-marked element (class, itemprop or profile link) outside the body;
 * when there are several (Stack Exchange's editor card beside the asker's), the one sitting with
 * the post's date. Else an unmarked short name (see isPlainName).
 */
function authorOf(seg: Segmentation, item: NodeInfo, body: NodeInfo, date: NodeInfo | null, ends: Int32Array): NodeInfo | null {
  const names = markedNames(seg, item, body, date, ends);
  if (names.marked.length === 0) return names.plain;
  if (!date || names.marked.length === 1) return names.marked[0];
  let best = names.marked[0];
  let bestDepth = -1;
  for (const n of names.marked) {
    const depth = commonAncestor(seg, n, date).depth;
    if (depth > bestDepth) [best, bestDepth] = [n, depth];
  }
  return best;
}

function markedNames(
  seg: Segmentation, item: NodeInfo, body: NodeInfo, date: NodeInfo | null, ends: Int32Array,
): { marked: NodeInfo[]; plain: NodeInfo | null } {
  const marked: NodeInfo[] = [];
  let plain: NodeInfo | null = null;
  for (let i = item.index + 1; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (n.hidden || within(ends, body, n) || within(ends, n, body)) continue;
    if (n.chars === 0 || n.chars > MAX_AUTHOR_CHARS) continue;
    // "edited Oct 23, 2021", "Sun Dec 17, 2023 11:23 am": a user-action line, not a name.
    if (isDateMarker(n) || parseDate(n.el.textContent || '') !== null) continue;
    const prop = n.hasAttrs ? n.el.getAttribute('itemprop') : null;
    if (n.hint && NOT_NAME_HINT_RE.test(n.hint)) {
      i = ends[i];
      continue;
    }
    if ((prop && /author/i.test(prop)) || (n.hint && AUTHOR_HINT_RE.test(n.hint))) {
      marked.push(nameLink(seg, n) ?? n);
      i = ends[i];
    } else if (n.tag === 'a' && PROFILE_HREF_RE.test(n.el.getAttribute('href') || '') && n.linkChars === n.chars) {
      marked.push(n);
      i = ends[i];
    } else if (!plain && n.index < body.index && ends[n.index] === n.index && !(date && within(ends, date, n)) && isPlainName(n)) {
      // (Not the post number or a word of the date line: "#1 2025-11-01 15:14:37".)
      plain = n;
    }
  }
  return { marked, plain };
}

/** At most this many words in an unmarked name ("Outer Armatonisdaristan", "Mr_E"). */
export const MAX_NAME_WORDS = 3;
/** Post numbers, counts and scores ("#1", "12", "+3") are not names. */
const NUMERIC_RE = /^[#+\-\d\s.,:]+$/;

/**
 * The name when nothing marks it (FluxBB's <dt><strong>chunix64</strong></dt>): the first short
 * text element before the body (a leaf of the segmentation) that is neither a number, a date nor
 * a label.
 */
function isPlainName(n: NodeInfo): boolean {
  const text = clean(n.el.textContent);
  if (text.length < 2 || text.length > MAX_NAME_CHARS || text.split(' ').length > MAX_NAME_WORDS) return false;
  return !NUMERIC_RE.test(text) && !NOT_A_NAME_RE.test(text);
}

/** An author card's profile link (the name alone, without rank, post count and location). */
function nameLink(seg: Segmentation, author: NodeInfo): NodeInfo | null {
  if (author.tag === 'a') return null;
  for (const a of Array.from(author.el.querySelectorAll('a[href]'))) {
    const info = seg.byElement.get(a);
    const len = clean(a.textContent).length;
    if (info && !info.hidden && len > 0 && len <= MAX_NAME_CHARS) return info;
  }
  return null;
}

/** The name inside an author element: its first link's text (the profile link), else its text. */
function nameOf(author: NodeInfo): string | null {
  const link = author.tag === 'a' ? author.el : author.el.querySelector('a[href]');
  const name = clean(link?.textContent) || clean(author.el.textContent);
  return name && !NOT_A_NAME_RE.test(name) ? name : null;
}

/**
 * The post's date: its first date marker outside the body, a machine-readable one (a <time>, or a
 * line holding one) first: engines mark the post's own date so, while user cards print plain dates.
 */
function dateOf(dates: NodeInfo[], item: NodeInfo, body: NodeInfo, ends: Int32Array): NodeInfo | null {
  let first: NodeInfo | null = null;
  let edited: NodeInfo | null = null;
  for (const d of dates) {
    if (d.index < item.index) continue;
    if (d.index > ends[item.index]) break;
    if (within(ends, body, d) && body !== item) continue;
    if (EDIT_LINE_RE.test(d.el.textContent || '')) {
      edited ??= d;
      continue;
    }
    if (d.tag === 'time' || d.el.querySelector('time')) return d;
    first ??= d;
  }
  return first ?? edited;
}

function isoOf(date: NodeInfo): string | null {
  const attr = date.tag === 'time' ? date.el.getAttribute('datetime') : null;
  if (attr) return parseDate(attr) ?? (Number.isNaN(Date.parse(attr)) ? null : new Date(Date.parse(attr)).toISOString());
  const title = date.hasAttrs ? date.el.getAttribute('title') : null;
  return parseDate(clean(date.el.textContent)) ?? (title ? parseDate(title) : null);
}

/**
 * Posts of one thread share their body's markup (XenForo's "bbWrapper", Discourse's "cooked").
 * A post whose body was not found from its text (a one-line reply reads as neither prose nor a
 * plain line) takes the descendant of that kind, when most found bodies have it.
 */
function sharedBodyKind(seg: Segmentation, items: NodeInfo[], bodies: (NodeInfo | null)[]): string | null {
  const counts = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const body = bodies[i];
    if (!body || body === items[i]) continue;
    const sig = signatureOf(seg, body);
    counts.set(sig, (counts.get(sig) ?? 0) + 1);
  }
  let best: string | null = null;
  let most = 0;
  for (const [sig, k] of counts) if (k > most) [best, most] = [sig, k];
  return best && most >= MIN_SHARED_BODY_SHARE * items.length ? best : null;
}

/** Share of a thread's posts whose found bodies must share one kind for stragglers to take it. */
export const MIN_SHARED_BODY_SHARE = 0.5;

function bodyOfKind(seg: Segmentation, item: NodeInfo, kind: string, ends: Int32Array): NodeInfo | null {
  for (let i = item.index + 1; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (!n.hidden && n.chars > 0 && signatureOf(seg, n) === kind && !inUserChrome(seg, n, item)) return n;
  }
  return null;
}

/**
 * A found body is fitted to the thread's body kind: inside an element of that kind (one quoted
 * reply's paragraphs) it widens to it; holding several of them side by side (an opening post
 * of several paragraphs, each in a block of the kind the one-paragraph replies are) it is the
 * post's text as found; elsewhere (a one-line reply, whose plain lines were taken from its user
 * card) the post's element of that kind is its body.
 */
function fitToKind(seg: Segmentation, item: NodeInfo, body: NodeInfo, kind: string, ends: Int32Array): NodeInfo {
  for (let c = body; c !== item && c.parent >= 0; c = seg.nodes[c.parent]) if (signatureOf(seg, c) === kind) return c;
  // A bare tag ("div") names no kind: every post has many.
  if (!kind.includes('.') || holdsSeveral(seg, body, kind, ends)) return body;
  return bodyOfKind(seg, item, kind, ends) ?? body;
}

/**
 * Does `root` hold two sibling elements of the kind with text? Paragraphs of one post are
 * siblings; a reply nested in the post (a reply tree) holds its body deeper.
 */
function holdsSeveral(seg: Segmentation, root: NodeInfo, kind: string, ends: Int32Array): boolean {
  const parents = new Set<number>();
  for (let i = root.index + 1; i <= ends[root.index]; i++) {
    const n = seg.nodes[i];
    if (n.hidden || n.chars === 0 || signatureOf(seg, n) !== kind) continue;
    if (parents.has(n.parent)) return true;
    parents.add(n.parent);
    i = ends[i];
  }
  return false;
}

/** The parts of every post of a thread, in order. */
export function readPosts(seg: Segmentation, scored: Scored, items: NodeInfo[], dates: NodeInfo[], ends: Int32Array): PostParts[] {
  // A Comment on the post (schema.org microdata: a question's, an answer's) is not its body.
  const found = items.map((it) => bodyOf(seg, scored, it, ends, (n) => n !== it && seg.microdata.get(n.el) === 'comment'));
  const kind = sharedBodyKind(seg, items, found);
  const bodies = items.map((it, i) => {
    const body = found[i];
    if (!kind) return body ?? it;
    return body ? fitToKind(seg, it, body, kind, ends) : bodyOfKind(seg, it, kind, ends) ?? it;
  });
  return items.map((it, i) => readPost(seg, it, bodies[i], dates, ends));
}


/**
 * One post read on its own (a thread's opening post, set apart from the replies), without what
 * the selection already dropped from it nor the comments under it: its body is its own text.
 */
export function readLonePost(
  seg: Segmentation, scored: Scored, item: NodeInfo, dates: NodeInfo[], ends: Int32Array, removed: Removals,
): PostParts {
  const skip = (n: NodeInfo) => removed.has(n) || isCommentsHint(n.hint);
  return readPost(seg, item, bodyOf(seg, scored, item, ends, skip) ?? item, dates, ends);
}

function readPost(seg: Segmentation, item: NodeInfo, body: NodeInfo, dates: NodeInfo[], ends: Int32Array): PostParts {
  const date = dateOf(dates, item, body, ends);
  const author = body === item ? null : authorOf(seg, item, body, date, ends);
  return { item, body, author, authorName: author ? nameOf(author) : null, date, dateIso: date ? isoOf(date) : null };
}

/**
 * Drop everything in the post's element but its author, date and body: each dropped subtree is
 * one that holds none of them and sits inside none of them. Headings go too: outside the body they
 * are the poster's rank (XenForo's h5.userTitle) or a "Re: <thread title>" line, which readers
 * and the benchmark's annotators leave out (wcxb-dev forums 0.792 → 0.799 F1 in the Node loop).
 */
export function dropPostChrome(seg: Segmentation, post: PostParts, ends: Int32Array, removed: Removals): void {
  dropBodyControls(seg, post.body, ends, removed);
  if (post.body === post.item) return;
  const keep = [post.body, post.author, post.date].filter((n): n is NodeInfo => n !== null);
  const onPath = new Set<number>();
  for (const k of keep) for (let c = k; c.index > post.item.index; c = seg.nodes[c.parent]) onPath.add(c.parent);
  const { item } = post;
  for (let i = item.index + 1; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (keep.includes(n)) {
      i = ends[i];
      continue;
    }
    if (onPath.has(n.index)) continue;
    if (n.chars > 0 || n.images > 0) removed.set(n, 'post chrome');
    i = ends[i];
  }
}

/**
 * Controls inside a post's body: a quote's "Click to expand...", a "Show more" toggle. They are
 * links or spans with role=button (real <button>s are never read). Unrendered template
 * placeholders go too (a body holding a nested reply holds that reply's).
 */
function dropBodyControls(seg: Segmentation, body: NodeInfo, ends: Int32Array, removed: Removals): void {
  for (const el of Array.from(body.el.querySelectorAll('[role="button"]'))) {
    const n = seg.byElement.get(el);
    if (n && n.index > body.index && n.index <= ends[body.index] && n.chars > 0) removed.set(n, 'post control');
  }
  for (let i = body.index + 1; i <= ends[body.index]; i++) {
    const n = seg.nodes[i];
    if (n.chars === 0) {
      i = ends[i];
    } else if (isTemplate(n)) {
      removed.set(n, 'template placeholder');
      i = ends[i];
    }
  }
}
