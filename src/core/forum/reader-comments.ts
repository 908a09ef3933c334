/**
 * Reader comments under an article. A story's readers answer it in a run of dated records (a
 * name, a date, what they said), the same run a forum thread is made of (thread.ts finds it by
 * structure and dates, not by class names: old sites and hashed class names name nothing). In an
 * article reading, such a run that starts after the story has been told is the page's tail, not
 * the story: it goes, with the furniture between its records. The story's own date line is no
 * record of a run, and a live blog's dated entries are the story itself (they start before it
 * has been told), so neither is touched. A reply tree (reply-trees.ts: comments nested in the
 * comments they answer, dated or not) after the story goes the same way.
 *
 * A thread read as an article has no story before its run: its opening post is the run's first
 * record. When that record tells a story and every record after it says at most half as much,
 * those are its replies, and they go the same way. An archive of posts and a live blog's entries
 * say as much as each other, and stay.
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
  const parent = seg.nodes[first.parent];
  if (story < STORY_TOLD_CHARS) {
    // A thread whose opening record tells the story: the records after it answer it.
    const opening = group.flat ? -1 : openingRecord(seg, sel, ends, items);
    if (opening >= 0 && opening < items.length - 1) label(seg, ends, parent, items[opening + 1].index, ends[last.index], labels);
    return labels;
  }
  // Records written flat are readers' answers only while each says less than the story (a page of
  // stories, each under its byline and date, is written the same way).
  if (group.flat && group.score >= story * group.dated.length) return labels;
  // The records and what lies between them (reply links, "load more" rows), nothing after. A
  // record written flat runs on to its group's next item (its action row, pruned or not).
  const tail = group.flat ? group.items[group.items.length - 1] : last;
  const end = ends[tail.parent === parent.index ? Math.max(tail.index, last.index) : last.index];
  label(seg, ends, parent, first.index, end, labels);
  return labels;
}

/** Labels the children of `parent` from `from` to `to` (node indices). */
function label(seg: Segmentation, ends: Int32Array, parent: NodeInfo, from: number, to: number, labels: Removals): void {
  for (let i = from; i <= to; i++) {
    if (seg.nodes[i].parent === parent.index) {
      labels.set(seg.nodes[i], READER_COMMENTS);
      i = ends[i];
    }
  }
}

/** A reply says at most this share of what the opening post says: it answers, it does not retell. */
export const REPLY_SHARE = 0.5;

/**
 * The record of the run that opens a thread, or -1: the first that holds prose (a thread's title
 * row may come before it) when it tells a story and every record after it says at most
 * REPLY_SHARE of that. Those are replies. A live blog's entries and an archive of posts say as
 * much as each other, and stay.
 */
function openingRecord(seg: Segmentation, sel: Selection, ends: Int32Array, items: NodeInfo[]): number {
  const prose = items.map((it) => proseOf(seg, sel, ends, it.index, ends[it.index]));
  const at = prose.findIndex((p) => p > 0);
  if (at < 0 || prose[at] < STORY_TOLD_CHARS) return -1;
  for (let j = at + 1; j < items.length; j++) if (prose[j] > REPLY_SHARE * prose[at]) return -1;
  return at;
}

/** Prose characters of nodes `from`…`to` (pre-order), outside what was removed. */
function proseOf(seg: Segmentation, sel: Selection, ends: Int32Array, from: number, to: number): number {
  let prose = 0;
  walkKept(seg, ends, sel.removed, from, to, (u) => {
    if (sel.scored!.classes.get(u) === 'good') prose += u.ownChars;
  });
  return prose;
}

/** Prose characters the container holds before `n`, outside what was removed. */
function storyBefore(seg: Segmentation, sel: Selection, ends: Int32Array, n: NodeInfo): number {
  return proseOf(seg, sel, ends, sel.container.index, n.index - 1);
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
