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
 *  - its paragraphs sit in at least RAIL_MIN_CARDS cards,
 *  - at least CARD_SINGLE_SHARE of those hold one paragraph each (a summary per card, not a
 *    section of the story with its own run),
 *  - its longest card is a teaser's length (TEASER_MAX_CHARS) and short beside the story's
 *    run (RAIL_RUN_SHARE),
 *  - links make at least RAIL_MIN_LINK_SHARE of its text (cards point elsewhere; a listicle's
 *    items and a bullet list of notes do not).
 * A card is a holder of paragraphs, or, in a rail written flat (a headline link on a line of its
 * own, then its summary, repeated under one parent: `<dt><a>…</a></dt><dd>…</dd>`), each titled
 * summary. The branch holding the headline stays.
 *
 * Once a story is told (STORY_TOLD_CHARS outside teaser cards, teasers.ts), a branch after its
 * last paragraph, in its own holder or in one around it, whose prose is all teaser cards' is a
 * rail too, whatever its length: a river set inside the story's block is no branch beside it.
 * Under a short intro, such cards are the page's own index (a docs hub's guides).
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { walkKept, type Removals } from './removals';
import { childrenOf, within } from './tree';
import { matchHeadline } from './select/headline';
import { MIN_ITEMS } from './lists/groups';
import { STORY_TOLD_CHARS, storyProse, weightedLength } from './scoring';
import { TEASER_LINK_CHARS, TEASER_MAX_CHARS } from './teasers';


export const RAIL = 'teaser rail';
/** Two cards can be a coincidence; a list starts at three (lists/groups.ts). */
export const RAIL_MIN_CARDS = MIN_ITEMS;
/** Share of the branch's cards that hold exactly one paragraph (and, written flat, of titled summaries). */
export const CARD_SINGLE_SHARE = 0.75;
/** The rail's longest card stays under this share of the story's run. */
export const RAIL_RUN_SHARE = 0.25;
/** Link characters per character of the branch: cards carry title links, story sections few. */
export const RAIL_MIN_LINK_SHARE = 0.2;

/**
 * A headline link on a line of its own: at least this many characters (a CJK character counts
 * CJK_CHAR_WEIGHT times, scoring.ts weightedLength), nearly all link, and words (an API reference's
 * "WebSocket.close()" above its description is a name, not a headline).
 */
const HEADLINE_MIN_CHARS = TEASER_LINK_CHARS;
const HEADLINE_LINK_SHARE = 0.9;
const HEADLINE_MIN_WORDS = 3;
/** CJK headlines have no spaces: this many CJK characters read as words. */
const HEADLINE_MIN_CJK = 6;

function isHeadlineLink(n: NodeInfo): boolean {
  if (weightedLength(n) < HEADLINE_MIN_CHARS || n.ownLinkChars < HEADLINE_LINK_SHARE * n.ownChars) return false;
  return n.ownCjk >= HEADLINE_MIN_CJK || (n.el.textContent || '').trim().split(/\s+/).length >= HEADLINE_MIN_WORDS;
}

export function teaserRails(seg: Segmentation, sel: Selection, title: string, ends: Int32Array): Removals {
  const labels: Removals = new Map();
  const scored = sel.scored;
  if (!scored) return labels;
  const from = sel.container.index;
  const size = ends[from] - from + 1;
  // Per node (offset from the container), over the paragraphs it holds directly: their
  // characters, their count, the longest, and how many follow a headline link.
  const run = new Float64Array(size);
  const count = new Int32Array(size);
  const longestOwn = new Float64Array(size);
  const titled = new Int32Array(size);
  const afterHeadline = new Uint8Array(size);
  const kept = new Uint8Array(size);
  // Teaser summaries per subtree (one per card).
  const teasers = new Int32Array(size);
  walkKept(seg, ends, sel.removed, from, ends[from], (n) => {
    kept[n.index - from] = 1;
    if (n.hidden || n.parent < from || n.ownChars === 0) return;
    const p = n.parent - from;
    if (scored.classes.get(n) !== 'good') {
      afterHeadline[p] = isHeadlineLink(n) ? 1 : 0;
      return;
    }
    if (afterHeadline[p]) titled[p]++;
    afterHeadline[p] = 0;
    run[p] += n.ownChars;
    if (scored.teaserProse[n.index] > 0) teasers[n.index - from]++;
    count[p]++;
    longestOwn[p] = Math.max(longestOwn[p], n.ownChars);
  });
  // Per subtree: its cards, the cards of one paragraph, and the longest card.
  const cards = new Int32Array(size);
  const singles = new Int32Array(size);
  const longest = new Float64Array(size);
  let story = 0;
  for (let k = size - 1; k >= 0; k--) {
    if (!kept[k]) continue;
    if (count[k] >= RAIL_MIN_CARDS && titled[k] >= CARD_SINGLE_SHARE * count[k]) {
      // Written flat: every titled summary is a card (and this holder is no story).
      cards[k] += count[k];
      singles[k] += count[k];
      longest[k] = Math.max(longest[k], longestOwn[k]);
    } else {
      if (run[k] > 0) cards[k]++;
      if (count[k] === 1) singles[k]++;
      if (run[k] > run[story]) story = k;
      longest[k] = Math.max(longest[k], run[k]);
    }
    const p = seg.nodes[from + k].parent - from;
    if (k > 0 && p >= 0) {
      longest[p] = Math.max(longest[p], longest[k]);
      cards[p] += cards[k];
      singles[p] += singles[k];
      teasers[p] += teasers[k];
    }
  }
  const storyRun = run[story];
  if (storyRun <= 0) return labels;
  const headline = matchHeadline(seg, title);
  // Beside the way up from the story's holder to the container: a rail of the story's column.
  besideWayUp(seg, ends, from, from + story, (s) => {
    const k = s.index - from;
    // Prose, not gain: a run of teaser cards holds prose that selection counts for nothing (teasers.ts).
    if (!kept[k] || scored.prose[s.index] <= 0) return;
    if (headline && within(ends, s, headline)) return;
    if (cards[k] < RAIL_MIN_CARDS || singles[k] < CARD_SINGLE_SHARE * cards[k]) return;
    if (longest[k] >= TEASER_MAX_CHARS || longest[k] >= RAIL_RUN_SHARE * storyRun) return;
    if (s.linkChars < RAIL_MIN_LINK_SHARE * s.chars) return;
    labels.set(s, RAIL);
  });
  // After the story's last paragraph, once a story is told, a branch whose prose is all teaser
  // cards', three or more of them, is a river set inside the story's block or beside it: it tells
  // nothing, it points elsewhere. (One card in a wrapper of its own is an entry of the page's own
  // list; under a short intro, cards are the page's own index, a docs hub's guides.)
  if (storyProse(scored, sel.container) < STORY_TOLD_CHARS) return labels;
  let last = from + story;
  for (const s of childrenOf(seg, seg.nodes[from + story], ends)) if (s.ownChars > 0 && scored.classes.get(s) === 'good') last = s.index;
  besideWayUp(seg, ends, from, last, (s, below) => {
    if (s.index < below || !kept[s.index - from] || labels.has(s)) return;
    if (teasers[s.index - from] < RAIL_MIN_CARDS || storyProse(scored, s) > 0) return;
    if (headline && within(ends, s, headline)) return;
    labels.set(s, RAIL);
  });
  return labels;
}

/**
 * Each branch beside the way up from node `start` to the container `from`: every other child of
 * each ancestor on it, with the child the way passes through (`below`).
 */
function besideWayUp(seg: Segmentation, ends: Int32Array, from: number, start: number, visit: (s: NodeInfo, below: number) => void): void {
  for (let below = start; below > from;) {
    const a = seg.nodes[below].parent;
    for (const s of childrenOf(seg, seg.nodes[a], ends)) if (s.index !== below) visit(s, below);
    below = a;
  }
}
