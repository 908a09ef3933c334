/**
 * Teaser rails beside the story. A story is told in runs of paragraphs under one parent; a rail
 * of "more stories", "latest insights" or "popular posts" holds one short summary per card, each
 * card its own parent, with the cards' title links around them. Selection adds scores up over a
 * subtree, so a column holding the story and, beside it, such a rail is worth more than the
 * story's own block (the summaries are prose too), and the rail comes in with it.
 *
 * Within an article reading, walk down from the container to the holder of the longest paragraph
 * run (the story). A branch beside that path is a rail when, read from structure and density
 * alone (no names):
 *  - its paragraphs sit in at least RAIL_MIN_CARDS separate holders,
 *  - at least CARD_SINGLE_SHARE of those hold one paragraph each (a summary per card, not a
 *    section of the story with its own run),
 *  - its longest holder is a teaser's length (TEASER_MAX_CHARS) and short beside the story's
 *    run (RAIL_RUN_SHARE),
 *  - links make at least RAIL_MIN_LINK_SHARE of its text (cards point elsewhere; a listicle's
 *    items and a bullet list of notes do not).
 * The branch holding the headline stays.
 */
import type { Segmentation } from './segment';
import type { Selection } from './select';
import { walkKept, type Removals } from './removals';
import { childrenOf, within } from './tree';
import { matchHeadline } from './select/headline';
import { MIN_ITEMS } from './lists/groups';

export const RAIL = 'teaser rail';
/** Two cards can be a coincidence; a list starts at three (lists/groups.ts). */
export const RAIL_MIN_CARDS = MIN_ITEMS;
/** Share of the branch's paragraph holders that hold exactly one paragraph. */
export const CARD_SINGLE_SHARE = 0.75;
/** A teaser is a sentence or two: a longer holder is a section of the story. */
export const TEASER_MAX_CHARS = 300;
/** The rail's longest holder stays under this share of the story's run. */
export const RAIL_RUN_SHARE = 0.25;
/** Link characters per character of the branch: cards carry title links, story sections few. */
export const RAIL_MIN_LINK_SHARE = 0.2;

export function teaserRails(seg: Segmentation, sel: Selection, title: string, ends: Int32Array): Removals {
  const labels: Removals = new Map();
  const scored = sel.scored;
  if (!scored) return labels;
  const from = sel.container.index;
  const size = ends[from] - from + 1;
  // Per node (offset from the container): paragraph characters and paragraphs it holds directly.
  const run = new Float64Array(size);
  const count = new Int32Array(size);
  const kept = new Uint8Array(size);
  walkKept(seg, ends, sel.removed, from, ends[from], (n) => {
    kept[n.index - from] = 1;
    if (n.hidden || n.parent < from || n.ownChars === 0 || scored.classes.get(n) !== 'good') return;
    run[n.parent - from] += n.ownChars;
    count[n.parent - from]++;
  });
  // Per subtree: the longest run, the holders, and the holders of a single paragraph.
  const longest = new Float64Array(size);
  const holders = new Int32Array(size);
  const singles = new Int32Array(size);
  let story = 0;
  for (let k = size - 1; k >= 0; k--) {
    if (!kept[k]) continue;
    if (run[k] > 0) holders[k]++;
    if (count[k] === 1) singles[k]++;
    if (run[k] > run[story]) story = k;
    longest[k] = Math.max(longest[k], run[k]);
    const p = seg.nodes[from + k].parent - from;
    if (k > 0 && p >= 0) {
      longest[p] = Math.max(longest[p], longest[k]);
      holders[p] += holders[k];
      singles[p] += singles[k];
    }
  }
  const storyRun = run[story];
  if (storyRun <= 0) return labels;
  const headline = matchHeadline(seg, title);
  const path = new Set<number>();
  for (let i = from + story; i >= from; i = seg.nodes[i].parent) path.add(i);
  for (const a of path) {
    if (a === from + story) continue;
    for (const s of childrenOf(seg, seg.nodes[a], ends)) {
      const k = s.index - from;
      if (path.has(s.index) || !kept[k] || scored.gain[s.index] <= 0) continue;
      if (headline && within(ends, s, headline)) continue;
      const cards = holders[k];
      if (cards < RAIL_MIN_CARDS || singles[k] < CARD_SINGLE_SHARE * cards) continue;
      if (longest[k] >= TEASER_MAX_CHARS || longest[k] >= RAIL_RUN_SHARE * storyRun) continue;
      if (s.linkChars < RAIL_MIN_LINK_SHARE * s.chars) continue;
      labels.set(s, RAIL);
    }
  }
  return labels;
}
