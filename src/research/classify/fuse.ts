/**
 * The 'fused' strategy (not the default, see models/README.md): v1's hand-tuned container score plus the network's content gain, then v1's
 * pruning, then the network's verdict on the blocks v1 kept.
 *  - container: every node's score becomes v1's score + CLASSIFIER_WEIGHT × Σ (2p − 1)·chars
 *    over its units, so the model moves the choice only where the rules are close to a tie or
 *    the model is confident over many characters; and it may only narrow the rules' container
 *    (select/index.ts NARROW_MIN_KEPT_SHARE);
 *  - pruning: a block leaves only when the network is confident it is noise and v1's rules did
 *    not class it as prose (the model removes what the rules miss without overruling them on
 *    the prose they are sure of).
 */
import type { NodeInfo, Segmentation } from '../../core/segment';
import type { LayoutInfo } from '../../core/layout';
import type { Scored } from '../../core/scoring';
import type { Removals } from '../../core/removals';
import type { Fused } from '../../core/select/learned';
import { blockProbabilities } from './scores';

/**
 * Weight of the network's gain against v1's score (both in characters). Chosen on pages the
 * network was not trained on (models/README.md): 1 moved too few containers, 10 overruled the
 * rules on list-like pages (wcxb-dev fell below v1).
 */
export const CLASSIFIER_WEIGHT = 3;
/** The network's content probability below which a non-prose block is dropped. */
export const FUSED_DROP_PROBABILITY = 0.1;

export type { Fused };

export function fuseScores(seg: Segmentation, layout: LayoutInfo, scored: Scored): Fused {
  const p = blockProbabilities(seg, layout);
  const gain = new Float64Array(seg.nodes.length);
  for (const u of seg.units) if (!u.hidden && !Number.isNaN(p[u.index])) gain[u.index] = (2 * p[u.index] - 1) * u.ownChars;
  for (let i = seg.nodes.length - 1; i > 0; i--) if (!seg.nodes[i].hidden) gain[seg.nodes[i].parent] += gain[i];
  const score = new Float64Array(seg.nodes.length);
  for (let i = 0; i < score.length; i++) score[i] = scored.score[i] + CLASSIFIER_WEIGHT * gain[i];
  return { p, score };
}

export function pruneByClassifier(
  seg: Segmentation, fused: Fused, container: NodeInfo, scored: Scored, ends: Int32Array, removed: Removals,
): void {
  const { p } = fused;
  const last = ends[container.index];
  for (let i = container.index + 1; i <= last; i++) {
    const n = seg.nodes[i];
    if (removed.has(n)) {
      i = ends[i];
      continue;
    }
    // Leaf units only: a block holding other blocks is judged through them.
    if (n.ownChars === 0 || Number.isNaN(p[i]) || ends[i] !== i) continue;
    if (p[i] < FUSED_DROP_PROBABILITY && scored.classes.get(n) !== 'good') removed.set(n, 'classifier: noise');
  }
}
