/**
 * Type-specific reading for forum threads and comment pages (seed 003's forum class): the posts
 * in page order, each with its author, date and body. Pure: reads the segmentation, never changes
 * the page. The thread's selection keeps the opening post when it sits apart from the replies
 * (Stack Exchange's question, Reddit's submission), as a list keeps its intro; when that post is
 * dated it is read as the first post (opening.ts). Each post keeps its author, date and body, and
 * loses its user card, rank, signature and buttons (post.ts); the region loses the furniture
 * between posts. The thread's title is not repeated in the text: it is Article.title.
 */
import type { ForumPost } from '../types';
import type { NodeInfo, Segmentation } from '../segment';
import type { Selection } from '../select';
import type { Scored } from '../scoring';
import type { ItemGroup } from '../lists/groups';
import { subtreeEnds } from '../tree';
import { listSelection } from '../lists/region';
import { assemble } from '../assemble';
import { toHtml, toText } from '../clean';
import { findPostGroup } from './thread';
import { dropPostChrome, readPosts } from './post';
import { findOpening } from './opening';

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

/**
 * Once the thread's posts are known, the rest of its region is the forum's furniture ("4 Answers",
 * "Recommended Posts", "You must log in to answer this question"): every subtree of the container
 * holding no post and inside none is dropped.
 */
function dropBesidePosts(
  seg: Segmentation, scored: Scored, container: NodeInfo, posts: NodeInfo[], ends: Int32Array, removed: Selection['removed'],
): void {
  const onPath = new Set<number>();
  for (const p of posts) for (let c = p; c.index > container.index; c = seg.nodes[c.parent]) onPath.add(c.parent);
  const keep = new Set(posts.map((p) => p.index));
  for (let i = container.index + 1; i <= ends[container.index]; i++) {
    const n = seg.nodes[i];
    if (keep.has(i)) {
      i = ends[i];
      continue;
    }
    if (onPath.has(i)) continue;
    // Prose beside the posts may be posts the group missed (a nested reply, another kind of
    // answer): only furniture without prose goes.
    if ((n.chars > 0 || n.images > 0) && scored.prose[i] === 0) removed.set(n, 'beside the posts');
    i = ends[i];
  }
}

/**
 * The thread reading of a page, or null when no group of dated posts is found. (The page title is
 * no longer read: the text leaves it to Article.title, see below.)
 */
export function readForum(seg: Segmentation, scored: Scored, article: Selection, _title: string, base: string): ForumReading | null {
  const ends = subtreeEnds(seg);
  const group = findPostGroup(seg, ends);
  if (!group || articleDisagrees(article, group.items, ends)) return null;
  const asItems: ItemGroup = { key: 'forum', items: group.items, chars: group.score, meanChars: group.score / group.items.length, score: group.score };
  // No headline: the thread's title is Article.title, and a region widened to reach it takes in
  // the page's banner and menus (MacRumors' whole page wrapper).
  const selection = listSelection(seg, scored, ends, article, asItems, null);
  const parts = readPosts(seg, scored, group.items, group.dates, ends);
  const opening = findOpening(seg, scored, selection.container, group.items, group.dates, ends, selection.removed);
  if (opening) {
    parts.unshift(opening.post);
    selection.container = opening.region;
  }
  dropBesidePosts(seg, scored, selection.container, parts.map((p) => p.item), ends, selection.removed);
  for (const p of parts) dropPostChrome(seg, p, ends, selection.removed);
  const posts: ForumPost[] = [];
  for (const p of parts.slice(0, MAX_POSTS)) {
    // The post's body alone: its author and date are fields of their own (the thread's text keeps them).
    const clean = assemble(seg, { ...selection, container: p.body, itemBreaks: undefined }, base);
    const text = toText(clean);
    if (!text.trim()) continue;
    posts.push({ author: p.authorName, date: p.dateIso, html: toHtml(clean), text });
  }
  return { selection, posts };
}
