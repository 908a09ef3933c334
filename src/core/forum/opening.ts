/**
 * The thread's opening post when it sits apart from the replies (Stack Exchange's question,
 * Tripadvisor's first message, a Reddit submission): the element holding the prose above the
 * first reply, widened as far as it holds no reply. It is read and cleaned like a reply, so that
 * its user card, vote count and share links go as theirs do.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Scored } from '../scoring';
import { walkKept, type Removals } from '../removals';
import { readLonePost, type PostParts } from './post';

/**
 * The article selection may have kept the replies alone (Stack Overflow's div#answers, with the
 * question above it): the opening is then looked for this many levels up...
 */
export const MAX_OPENING_CLIMB = 2;
/** ...in an ancestor holding at most this many times the thread region's text. */
export const OPENING_REACH = 1.5;

/** The opening post and the region holding it with the replies (the container, or an ancestor close to it). */
export function findOpening(
  seg: Segmentation, scored: Scored, container: NodeInfo, items: NodeInfo[], dates: NodeInfo[],
  ends: Int32Array, removed: Removals,
): { post: PostParts; region: NodeInfo } | null {
  let region = container;
  for (let level = 0; level <= MAX_OPENING_CLIMB; level++) {
    const post = readOpening(seg, scored, region, items, dates, ends, removed);
    if (post) return { post, region };
    const up = region.parent >= 0 ? seg.nodes[region.parent] : null;
    if (!up || up.chars > OPENING_REACH * container.chars) return null;
    region = up;
  }
  return null;
}

/** Blocks of prose above the first reply tried, nearest first, before giving up. */
export const MAX_OPENING_TRIES = 4;

function readOpening(
  seg: Segmentation, scored: Scored, container: NodeInfo, items: NodeInfo[], dates: NodeInfo[],
  ends: Int32Array, removed: Removals,
): PostParts | null {
  const first = items[0];
  if (first.index <= container.index) return null;
  // Prose units above the first reply, outside it.
  const prose: NodeInfo[] = [];
  walkKept(seg, ends, removed, container.index + 1, first.index - 1, (n) => {
    if (scored.classes.get(n) === 'good' && ends[n.index] < first.index) prose.push(n);
  }, true);
  // The nearest block of prose first: a "19 Answers, sorted by" bar, a promotion or the forum's
  // rules may sit between the opening post and the replies, or above it.
  let k = prose.length - 1;
  for (let tries = 0; k >= 0 && tries < MAX_OPENING_TRIES; tries++) {
    let block = prose[k];
    while (block.parent > container.index && ends[block.parent] < first.index) block = seg.nodes[block.parent];
    const post = readLonePost(seg, scored, block, dates, ends, removed);
    // A post carries its date, as every reply of the thread does; undated prose is something
    // else (the forum's rules, an intro) and is left as the selection has it.
    if (post.date && post.body !== block) return post;
    while (k >= 0 && prose[k].index >= block.index) k--;
  }
  return null;
}
