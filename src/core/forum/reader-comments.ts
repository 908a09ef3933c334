/**
 * Reader comments under an article. A story's readers answer it in a run of dated records (a
 * name, a date, what they said), the same run a forum thread is made of (thread.ts finds it by
 * structure and dates, not by class names: old sites and hashed class names name nothing). In an
 * article reading, such a run that starts after the story has been told is the page's tail, not
 * the story: it goes, with the furniture between its records. The story's own date line is no
 * record of a run, and a live blog's dated entries are the story itself (they start before it
 * has been told), so neither is touched. A reply tree (reply-trees.ts: comments nested in the
 * comments they answer, dated or not) after the story goes the same way.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Selection } from '../select';
import { findPostGroup, minComments } from './thread';
import { isRemoved, walkKept, type Removals } from '../removals';
import { STORY_TOLD_CHARS } from '../scoring';

export const READER_COMMENTS = 'reader comments';

/** The reader-comment run of an article selection, labelled (empty when there is none). */
export function readerComments(seg: Segmentation, sel: Selection, ends: Int32Array): Removals {
  const labels: Removals = new Map();
  const container = sel.container;
  const scored = sel.scored;
  if (!scored) return labels;
  replyTrees(seg, sel, ends, labels);
  const group = findPostGroup(seg, ends, container);
  if (!group) return labels;
  const items = group.items.filter((it) => !isRemoved(seg, it, container, sel.removed));
  if (items.length < minComments(scored.ctx.product)) return labels;
  const first = items[0];
  const last = items[items.length - 1];
  // Records of one run share a parent: their common stretch is what goes.
  if (items.some((it) => it.parent !== first.parent)) return labels;
  const story = storyBefore(seg, sel, ends, first);
  // Records written flat are readers' answers only while each says less than the story (a page of
  // stories, each under its byline and date, is written the same way).
  if (story < STORY_TOLD_CHARS || (group.flat && group.score >= story * group.dated.length)) return labels;
  const parent = seg.nodes[first.parent];
  // The records and what lies between them (reply links, "load more" rows), nothing after. A
  // record written flat runs on to its group's next item (its action row, pruned or not).
  const tail = group.flat ? group.items[group.items.length - 1] : last;
  const end = ends[tail.parent === parent.index ? Math.max(tail.index, last.index) : last.index];
  for (let i = first.index; i <= end; i++) {
    const n = seg.nodes[i];
    if (n.parent === parent.index) {
      labels.set(n, READER_COMMENTS);
      i = ends[i];
    }
  }
  return labels;
}

/** Prose characters the container holds before `n`, outside what was removed. */
function storyBefore(seg: Segmentation, sel: Selection, ends: Int32Array, n: NodeInfo): number {
  let story = 0;
  walkKept(seg, ends, sel.removed, sel.container.index, n.index - 1, (u) => {
    if (sel.scored!.classes.get(u) === 'good') story += u.ownChars;
  });
  return story;
}

/** Reply trees (reply-trees.ts) inside the container, after the story: labelled whole. */
function replyTrees(seg: Segmentation, sel: Selection, ends: Int32Array, labels: Removals): void {
  const threads = sel.scored!.ctx.threads;
  if (!threads.includes(1)) return;
  const last = ends[sel.container.index];
  for (let i = sel.container.index + 1; i <= last; i++) {
    const n = seg.nodes[i];
    if (!threads[i] || isRemoved(seg, n, sel.container, sel.removed)) continue;
    if (storyBefore(seg, sel, ends, n) >= STORY_TOLD_CHARS) labels.set(n, READER_COMMENTS);
    i = ends[i];
  }
}
