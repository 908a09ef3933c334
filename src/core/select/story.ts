/**
 * Where the story is, once the best-scoring block is known: over to the headline's column when
 * the best block is a box in a column of links, down the headline's branch when a rail or a
 * thread beside the story outscores it, or over to a block elsewhere that holds far more prose
 * once its link rails are pruned.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { STORY_TOLD_CHARS, type Scored } from '../scoring';
import { branchToward, commonAncestor, within } from '../tree';
import { prunedScore } from './prune';

/**
 * The block with the most prose may lose on score to a clean little one (a site's legal notice)
 * when link rails sit between its paragraphs; pruning drops those rails. A block elsewhere on the
 * page holding PROSE_OVER_CHROME_RATIO times the chosen block's prose takes over when its score
 * once pruned beats the chosen block's, unless the chosen block holds the page's headline.
 * A reply tree (reply-trees.ts) is no such block, nor is anything in it.
 */
export const PROSE_OVER_CHROME_RATIO = 2;

export function proseOverChrome(seg: Segmentation, scored: Scored, chosen: NodeInfo, headline: NodeInfo | null, ends: Int32Array): NodeInfo {
  const inside = (a: NodeInfo, b: NodeInfo) => within(ends, a, b);
  // A short story under its own headline stays itself beside a longer "about me" box.
  if (headline && inside(chosen, headline)) return chosen;
  // The lowest block apart from the chosen one (neither around it nor in it) holding the most
  // prose: among equal gains, the deepest (pre-order, >=). Readers' reply tree answers the story:
  // it is passed over whole.
  let rich: NodeInfo | null = null;
  for (let i = 0; i < seg.nodes.length; i++) {
    const n = seg.nodes[i];
    if (scored.ctx.threads[i]) {
      i = ends[i];
      continue;
    }
    if (n.hidden || !n.isBlock || inside(n, chosen) || inside(chosen, n)) continue;
    if (!rich || scored.gain[n.index] >= scored.gain[rich.index]) rich = n;
  }
  if (!rich || scored.gain[rich.index] < PROSE_OVER_CHROME_RATIO * scored.gain[chosen.index]) return chosen;
  return prunedScore(seg, scored, rich, ends) > scored.score[chosen.index] ? rich : chosen;
}

/**
 * The story under its headline. Scores add up over a subtree, so a column holding a short story
 * and, beside it, a rail of teaser summaries or a comment thread outscores the story's own block
 * (the rail's prose counts as much as the story's). From the best block, selection follows the
 * headline's path down while the branch holding the headline keeps at least this share of the
 * block's prose. A story beside a rail holds a good part of the column (dragnet's blog pages:
 * about half); a card's heading in a grid, or a title above a page built elsewhere, holds a small
 * part, and the block stays. Held-out site folds: dragnet 0.898 → 0.905, l3s 0.930 → 0.941,
 * trafilatura-eval 0.908 → 0.916 (0.45: dragnet 0.903). Articles only: pages read as sections
 * side by side start from the best block (Selection.sections); there it was a wash.
 */
export const STORY_MIN_SHARE = 0.3;

export function storyUnderHeadline(seg: Segmentation, scored: Scored, best: NodeInfo, headline: NodeInfo | null, ends: Int32Array): NodeInfo {
  if (!headline || headline === best || !within(ends, best, headline)) return best;
  let block = best;
  for (;;) {
    const branch = branchToward(seg, block, headline);
    if (!branch || branch === headline || scored.gain[branch.index] < STORY_MIN_SHARE * scored.gain[block.index]) break;
    block = branch;
  }
  // Wrappers that leave no prose out are the same reading: only a narrower one changes it.
  return scored.gain[block.index] < scored.gain[best.index] ? block : best;
}

/**
 * A story may score below a richer block in another column: a blog's "about me" box in a
 * sidebar of archive lists, a column of sponsored offers, a site's terms in a sign-up box. Where the
 * best block and the headline sit in different columns (children of their common ancestor) and
 * the headline's column scores above nothing, the story is in the headline's column when that
 * column holds at least STORY_MIN_SHARE of the best block's prose (as a branch must to be followed
 * down) and a story: a told one (STORY_TOLD_CHARS) beside any column, or a short one
 * (SHORT_STORY_CHARS) beside a column whose links outweigh its prose. A headline in a header band
 * above the story's own column holds a line of standfirst, far less, and is passed by.
 * Told stories beside prose columns, fitting folds: plain 3 pages up (two from 0.01 to 0.96 and
 * 0.98: credit-card offers, a legal-terms box), hashed 3 up (from 0.01 to 0.33–0.60, a shop's
 * promo banner among them), none down; held folds and trafilatura-eval unchanged.
 */
export const SHORT_STORY_CHARS = 200;

export function headlineColumn(seg: Segmentation, scored: Scored, best: NodeInfo, headline: NodeInfo | null, ends: Int32Array): NodeInfo {
  if (!headline || within(ends, best, headline) || within(ends, headline, best)) return best;
  const common = commonAncestor(seg, best, headline);
  const colBest = branchToward(seg, common, best);
  const colHead = branchToward(seg, common, headline);
  if (!colBest || !colHead || scored.score[colHead.index] <= 0) return best;
  const storyChars = scored.score[colBest.index] < 0 ? SHORT_STORY_CHARS : STORY_TOLD_CHARS;
  const holdsStory = scored.prose[colHead.index] >= storyChars
    && scored.gain[colHead.index] >= STORY_MIN_SHARE * scored.gain[best.index];
  return holdsStory ? colHead : best;
}
