/**
 * One post of a thread: its author, its date and its body, found inside the post's element. What
 * else the element holds (avatar, rank, join date, post count, signature, reply and like buttons)
 * is dropped: readers of a thread, and the benchmark's annotators, keep who wrote what and when.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Scored } from '../select/units';
import type { Removals } from '../select/prune';
import { HEADING_TAGS } from '../dom';
import { parseDate } from '../metadata';
import { collapseSpace } from '../text';
import { isDateMarker } from './thread';
import { commonAncestor } from '../lists/region';

/** Author names are short; a longer "author" block is a profile card. */
export const MAX_AUTHOR_CHARS = 60;
/** A profile link longer than this is not a name. */
export const MAX_NAME_CHARS = 40;

/** Class/id words (and itemprop) forum engines give the poster's name. */
const AUTHOR_HINT_RE = /author|user(?:name)?|poster|member|creator|nick|owner|\bby\b/;
/** ...but not the poster's rank, title, status or picture. */
const NOT_NAME_HINT_RE = /title|rank|status|avatar|badge|role|group|stat|count|joined|online|offline|contact|website/;
/** Labels that forum engines put where a name could be ("Post", "Quote", "edited"). */
const NOT_A_NAME_RE = /^(?:post|posted|reply|quote|edited|share|report|permalink|link|#?\d+)\b/i;
/** Links to a member's profile, the name's usual form when nothing is classed. */
const PROFILE_HREF_RE = /profile|member|\/users?\/|\/u\/|\buid=|user_?id=|\/people\//i;
/** Signatures and user cards sit inside the post but are not its body. */
const NOT_BODY_HINT_RE = /signature|\bsig\b|usercard|user-?info|userinfo|profile|avatar/;

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

function isInside(n: NodeInfo, root: NodeInfo, ends: Int32Array): boolean {
  return n.index >= root.index && n.index <= ends[root.index];
}

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
function bodyOf(seg: Segmentation, scored: Scored, item: NodeInfo, ends: Int32Array): NodeInfo {
  let prose: NodeInfo | null = null;
  let any: NodeInfo | null = null;
  for (let i = item.index; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (n.hidden) {
      i = ends[i];
      continue;
    }
    if (n.ownChars === 0 || n.ownLinkChars >= n.ownChars) continue;
    if (inUserChrome(seg, n, item)) continue;
    const cls = scored.classes.get(n);
    if (cls === 'good') prose = prose ? commonAncestor(seg, prose, n) : n;
    else if (cls === 'neutral' && !isDateMarker(n)) any = any ? commonAncestor(seg, any, n) : n;
  }
  return prose ?? any ?? item;
}

function authorOf(seg: Segmentation, item: NodeInfo, body: NodeInfo, ends: Int32Array): NodeInfo | null {
  for (let i = item.index + 1; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (n.hidden || isInside(n, body, ends) || isInside(body, n, ends)) continue;
    if (n.chars === 0 || n.chars > MAX_AUTHOR_CHARS) continue;
    // "edited Oct 23, 2021", "Sun Dec 17, 2023 11:23 am": a user-action line, not a name.
    if (isDateMarker(n) || parseDate(n.el.textContent || '') !== null) continue;
    const prop = n.hasAttrs ? n.el.getAttribute('itemprop') : null;
    if (n.hint && NOT_NAME_HINT_RE.test(n.hint)) {
      i = ends[i];
      continue;
    }
    if ((prop && /author/i.test(prop)) || (n.hint && AUTHOR_HINT_RE.test(n.hint))) return nameLink(seg, n) ?? n;
    if (n.tag === 'a' && PROFILE_HREF_RE.test(n.el.getAttribute('href') || '') && n.linkChars === n.chars) return n;
  }
  return null;
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

function dateOf(dates: NodeInfo[], item: NodeInfo, body: NodeInfo, ends: Int32Array): NodeInfo | null {
  for (const d of dates) {
    if (d.index < item.index) continue;
    if (d.index > ends[item.index]) break;
    if (!isInside(d, body, ends) || body === item) return d;
  }
  return null;
}

function isoOf(date: NodeInfo): string | null {
  const attr = date.tag === 'time' ? date.el.getAttribute('datetime') : null;
  if (attr) return parseDate(attr) ?? (Number.isNaN(Date.parse(attr)) ? null : new Date(Date.parse(attr)).toISOString());
  const title = date.hasAttrs ? date.el.getAttribute('title') : null;
  return parseDate(clean(date.el.textContent)) ?? (title ? parseDate(title) : null);
}

export function readPost(seg: Segmentation, scored: Scored, item: NodeInfo, dates: NodeInfo[], ends: Int32Array): PostParts {
  const body = bodyOf(seg, scored, item, ends);
  const author = body === item ? null : authorOf(seg, item, body, ends);
  const date = dateOf(dates, item, body, ends);
  return { item, body, author, authorName: author ? nameOf(author) : null, date, dateIso: date ? isoOf(date) : null };
}

/**
 * Drop everything in the post's element but its author, date, body and headings: each dropped
 * subtree is one that holds none of them and sits inside none of them.
 */
export function dropPostChrome(seg: Segmentation, post: PostParts, ends: Int32Array, removed: Removals): void {
  if (post.body === post.item) return;
  const keep = [post.body, post.author, post.date].filter((n): n is NodeInfo => n !== null);
  const onPath = new Set<number>();
  for (const k of keep) for (let c = k; c.index > post.item.index; c = seg.nodes[c.parent]) onPath.add(c.parent);
  const { item } = post;
  for (let i = item.index + 1; i <= ends[item.index]; i++) {
    const n = seg.nodes[i];
    if (keep.includes(n) || HEADING_TAGS.has(n.tag)) {
      i = ends[i];
      continue;
    }
    if (onPath.has(n.index)) continue;
    if (n.chars > 0 || n.images > 0) removed.set(n, 'post chrome');
    i = ends[i];
  }
}
