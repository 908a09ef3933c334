/**
 * Teaser cards: a river of "more stories" (a recirculation rail, a "latest news" list, a grid of
 * sponsored links) holds one short summary per card, each under its own linked title. Counted
 * as prose, thirty such summaries outweigh a short story beside them, and the river is read
 * instead of the story; a story's paragraphs, by contrast, stand together in one holder. The
 * test is structure only (no class name, no word), so hashed names change nothing:
 *   - a card is the holder of a prose unit that is its only prose, no longer than a teaser;
 *   - the rest of the card is small and mostly a link of a title's length (not an arrow), and
 *     that link comes before the summary, as a headline does;
 *   - cards come in a run: at least three under one holder.
 * A lone card is a short post beside its permalink and tags, not a teaser.
 */
import type { NodeInfo, Segmentation } from './segment';
import { subtreeEnds } from './tree';
import { MIN_ITEMS } from './lists/groups';

/** A teaser is a sentence or two: a longer card is a section of the story (rails.ts reads the same). */
export const TEASER_MAX_CHARS = 300;
/** A headline link has at least this many characters: a title, not "»" or "More" (rails.ts too). */
export const TEASER_LINK_CHARS = 15;
/** The card's other text is at least this much link: its title (a date or a label may sit beside it). */
export const TEASER_LINK_SHARE = 0.5;
/** Cards side by side under one holder, at least this many: two can be a coincidence, a list starts at three. */
export const TEASER_MIN_CARDS = MIN_ITEMS;

/** The lowest ancestor of `n` that holds text besides n's (wrappers around n alone are passed). */
function holderOf(seg: Segmentation, n: NodeInfo): NodeInfo | null {
  let c = n;
  while (c.parent >= 0 && seg.nodes[c.parent].chars === c.chars) c = seg.nodes[c.parent];
  return c.parent >= 0 ? seg.nodes[c.parent] : null;
}

/** A link to another page: not a toggle (`href="#"`), a jump within this one, or a script. */
function leadsAway(a: Element): boolean {
  const href = (a.getAttribute('href') || '').trim();
  return href !== '' && href[0] !== '#' && !/^javascript:/i.test(href);
}

/**
 * Characters of the links that precede the card's summary and lead to another page: a teaser's
 * headline link stands above its summary and opens the story, where a feature's or a product's
 * call-to-action links follow it and an accordion's question only opens its answer in place.
 */
function linkCharsBefore(seg: Segmentation, card: NodeInfo, summary: NodeInfo): number {
  let sum = 0;
  // Pre-order: the nodes between the card and its summary are the subtrees of earlier children.
  for (let i = card.index + 1; i < summary.index; i++) {
    const n = seg.nodes[i];
    if (n.tag === 'a' && !seg.nodes[n.parent].inLink && leadsAway(n.el)) sum += n.linkChars;
  }
  return sum;
}

/**
 * Marks every node inside a teaser card (1) in a per-node array; `isProse` says which text units
 * are prose.
 */
export function teaserCards(seg: Segmentation, isProse: (u: NodeInfo) => boolean): Uint8Array {
  const marks = new Uint8Array(seg.nodes.length);
  const prose: NodeInfo[] = [];
  for (const u of seg.units) if (!u.hidden && isProse(u)) prose.push(u);
  if (prose.length < TEASER_MIN_CARDS) return marks;
  // Prose units per subtree: a card holds exactly one.
  const count = new Int32Array(seg.nodes.length);
  for (const u of prose) count[u.index]++;
  for (let i = seg.nodes.length - 1; i > 0; i--) {
    const p = seg.nodes[i].parent;
    if (p >= 0 && !seg.nodes[i].hidden) count[p] += count[i];
  }
  const runs = new Map<NodeInfo, NodeInfo[]>();
  for (const u of prose) {
    if (u.chars > TEASER_MAX_CHARS) continue;
    // The summary with the wrappers that hold nothing else, then the card around it.
    let summary = u;
    while (summary.parent >= 0 && seg.nodes[summary.parent].chars === summary.chars) summary = seg.nodes[summary.parent];
    if (summary.parent < 0) continue;
    const card = seg.nodes[summary.parent];
    if (count[card.index] !== 1) continue;
    const rest = card.chars - summary.chars;
    const restLinks = card.linkChars - summary.linkChars;
    if (restLinks < TEASER_LINK_CHARS || rest > TEASER_MAX_CHARS || restLinks < TEASER_LINK_SHARE * rest) continue;
    if (linkCharsBefore(seg, card, summary) < TEASER_LINK_CHARS) continue;
    const run = holderOf(seg, card);
    if (!run) continue;
    const cards = runs.get(run);
    if (cards) cards.push(card);
    else runs.set(run, [card]);
  }
  const ends = subtreeEnds(seg);
  for (const cards of runs.values()) {
    if (cards.length < TEASER_MIN_CARDS) continue;
    for (const card of cards) marks.fill(1, card.index, ends[card.index] + 1);
  }
  return marks;
}
