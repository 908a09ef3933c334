/**
 * Type-specific reading for forum threads and comment pages (seed 003's forum class): the posts
 * in page order, each with its author, date and body. Pure: reads the segmentation, never changes
 * the page. The thread's selection keeps the opening post when it sits apart from the replies
 * (Stack Exchange's question, Reddit's submission), as a list keeps its intro.
 */
import type { ForumPost } from '../types';
import type { NodeInfo, Segmentation } from '../segment';
import type { Selection } from '../select';
import type { Scored } from '../select/units';
import type { ItemGroup } from '../lists/groups';
import { subtreeEnds } from '../select/tree';
import { matchHeadline } from '../select/headline';
import { listSelection } from '../lists/region';
import { assemble } from '../assemble';
import { toHtml, toText } from '../clean';
import { findPostGroup } from './thread';
import { dropPostChrome, readPost } from './post';

export { findPostGroup, isDateMarker, MIN_POSTS } from './thread';

/** At most this many posts are described in Article.posts (the text keeps them all). */
export const MAX_POSTS = 500;

export interface ForumReading {
  selection: Selection;
  posts: ForumPost[];
}

/**
 * An article reading that falls inside one "post" must hold at least this share of that post's
 * text: else the "posts" are whole page sections (a news index's columns), not messages.
 */
export const MIN_ARTICLE_SHARE_OF_POST = 0.25;

const ownText = (n: NodeInfo) => n.chars - n.linkChars;

/**
 * Does the article reading contradict the thread? When it falls inside one "post" that is many
 * times larger, the "posts" are page sections (a news index's columns), not messages. (A rule
 * against articles with reader comments — prose beside the posts longer than half the posts —
 * was tried and dropped: it cost wcxb-dev forums 0.785 → 0.777 F1 in the Node loop and changed
 * nothing on l3s-gn1 or big9-chaos, where MAX_POST_SHARE already keeps such stories articles.)
 */
function articleDisagrees(article: Selection, items: NodeInfo[], ends: Int32Array): boolean {
  const a = article.container;
  for (const it of items) {
    if (a.index > it.index && a.index <= ends[it.index]) return ownText(a) < MIN_ARTICLE_SHARE_OF_POST * ownText(it);
  }
  return false;
}

/** The thread reading of a page, or null when no group of dated posts is found. */
export function readForum(seg: Segmentation, scored: Scored, article: Selection, title: string, base: string): ForumReading | null {
  const ends = subtreeEnds(seg);
  const group = findPostGroup(seg, ends);
  if (!group || articleDisagrees(article, group.items, ends)) return null;
  const asItems: ItemGroup = { key: 'forum', items: group.items, chars: group.score, meanChars: group.score / group.items.length, score: group.score };
  const selection = listSelection(seg, scored, ends, article, asItems, matchHeadline(seg, title));
  const parts = group.items.map((it) => readPost(seg, scored, it, group.dates, ends));
  for (const p of parts) dropPostChrome(seg, p, ends, selection.removed);
  const posts: ForumPost[] = [];
  for (const p of parts.slice(0, MAX_POSTS)) {
    // The post's body alone: its author and date are fields of their own (the thread's text keeps them).
    const clean = assemble(seg, { ...selection, container: p.body, headline: null, itemBreaks: undefined }, base);
    const text = toText(clean);
    if (!text.trim()) continue;
    posts.push({ author: p.authorName, date: p.dateIso, html: toHtml(clean), text });
  }
  return { selection, posts };
}
