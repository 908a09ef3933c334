/**
 * Reader comments under an article. A story's readers answer it in a run of dated records (a
 * name, a date, what they said), the same run a forum thread is made of (thread.ts finds it by
 * structure and dates, not by class names: old sites and hashed class names name nothing). In an
 * article reading, such a run that starts after the story has been told is the page's tail, not
 * the story: it goes, with the furniture between its records. The story's own date line is no
 * record of a run, and a live blog's dated entries are the story itself (they start before it
 * has been told), so neither is touched.
 */
import type { Segmentation } from '../segment';
import type { Selection } from '../select';
import { findPostGroup } from './thread';
import { isRemoved, walkKept, type Removals } from '../removals';

/**
 * The story must have been told before the run starts: at least this many characters of prose
 * in the container before its first record (two short paragraphs; a brief's comments still go).
 */
export const MIN_STORY_CHARS = 400;
/** A run of records is at least this long: two dated blocks may be the story's own parts. */
export const MIN_COMMENTS = 3;
export const READER_COMMENTS = 'reader comments';

/** The reader-comment run of an article selection, labelled (empty when there is none). */
export function readerComments(seg: Segmentation, sel: Selection, ends: Int32Array): Removals {
  const labels: Removals = new Map();
  const container = sel.container;
  const scored = sel.scored;
  if (!scored) return labels;
  const group = findPostGroup(seg, ends, container);
  if (!group) return labels;
  const items = group.items.filter((it) => !isRemoved(seg, it, container, sel.removed));
  if (items.length < MIN_COMMENTS) return labels;
  const first = items[0];
  const last = items[items.length - 1];
  // Records of one run share a parent: their common stretch is what goes.
  if (items.some((it) => it.parent !== first.parent)) return labels;
  let story = 0;
  walkKept(seg, ends, sel.removed, container.index, first.index - 1, (n) => {
    if (scored.classes.get(n) === 'good') story += n.ownChars;
  });
  if (story < MIN_STORY_CHARS) return labels;
  const parent = seg.nodes[first.parent];
  // The records and what lies between them (reply links, "load more" rows), nothing after.
  for (let i = first.index; i <= ends[last.index]; i++) {
    const n = seg.nodes[i];
    if (n.parent === parent.index) {
      labels.set(n, READER_COMMENTS);
      i = ends[i];
    }
  }
  return labels;
}
