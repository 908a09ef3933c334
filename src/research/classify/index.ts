/**
 * The learned block classifiers as selection strategies:
 *  - 'network' (seed 004): the dense network scores every block of the content-block tree; the
 *    container is the subtree that gains most content characters, and the blocks it holds that
 *    the network calls noise are dropped;
 *  - 'svm' (seed 000's classifier half, no template): the RBF SVM labels every block, and the
 *    blocks labelled content are kept wherever they are on the page;
 *  - 'layout-regions' (seed 002, VL_PS): the blocks in the centre region are kept.
 * The 'fused' strategy (fuse.ts) adds the network's gain to v1's container score and prunes with it.
 */
import type { NodeInfo, Segmentation } from '../../core/segment';
import { regionOf, type LayoutInfo } from '../../core/layout';
import type { LearnedSelection } from '../../core/select/learned';
import { blockProbabilities, blockScores, shippedModels } from './scores';

export { FEATURE_NAMES } from './features';
export type { BlockModel, DenseModel, SvmModel } from './model';
export { fuseScores, pruneByClassifier, type Fused } from './fuse';
export { blockProbabilities, blockScores, shippedModels } from './scores';

export type { LearnedSelection };

/**
 * Drops every unit in the container whose `keep` is false, unless a kept unit sits inside it
 * (assembly drops a removed node's whole subtree).
 */
function dropNoise(seg: Segmentation, container: NodeInfo, ends: Int32Array, keep: (u: NodeInfo) => boolean, why: string): Map<NodeInfo, string> {
  const last = ends[container.index];
  const keptBelow = new Uint8Array(seg.nodes.length);
  for (let i = last; i > container.index; i--) {
    const n = seg.nodes[i];
    if (n.ownChars > 0 && !n.hidden && keep(n)) keptBelow[i] = 1;
    if (keptBelow[i] && n.parent >= 0) keptBelow[n.parent] = 1;
  }
  const removed = new Map<NodeInfo, string>();
  for (let i = container.index + 1; i <= last; i++) {
    const n = seg.nodes[i];
    if (n.hidden) {
      removed.set(n, 'hidden');
      i = ends[i];
    } else if (n.ownChars > 0 && !keptBelow[i]) {
      removed.set(n, why);
      i = ends[i];
    }
  }
  return removed;
}

/** Seed 004: the subtree gaining most content characters, then its noise blocks dropped. */
export function selectByNetwork(seg: Segmentation, layout: LayoutInfo, ends: Int32Array): LearnedSelection {
  const p = blockProbabilities(seg, layout);
  const gain = new Float64Array(seg.nodes.length);
  for (const u of seg.units) if (!Number.isNaN(p[u.index])) gain[u.index] = (2 * p[u.index] - 1) * u.ownChars;
  for (let i = seg.nodes.length - 1; i > 0; i--) {
    const n = seg.nodes[i];
    if (!n.hidden) gain[n.parent] += gain[i];
  }
  let container = seg.root;
  let best = -Infinity;
  // ">=" in pre-order: among equal gains the deepest subtree wins (least extra chrome).
  for (const n of seg.nodes) {
    if (n.isBlock && !n.hidden && gain[n.index] >= best) {
      best = gain[n.index];
      container = n;
    }
  }
  const removed = dropNoise(seg, container, ends, (u) => p[u.index] >= 0.5, 'network: noise');
  return { container, removed };
}

/** Seed 000's classifier half: every block the SVM labels content, wherever it is. */
export function selectBySvm(seg: Segmentation, layout: LayoutInfo, ends: Int32Array): LearnedSelection {
  const d = blockScores(seg, layout, shippedModels().svm);
  return { container: seg.root, removed: dropNoise(seg, seg.root, ends, (u) => d[u.index] > 0, 'svm: noise') };
}

/**
 * Seed 002's VL_PS rule: blocks whose box lies in the centre region are the content. Blocks
 * the layout stage did not measure (short lines) are measured here; without layout at all
 * (Node) every block is "centre" and the whole page is returned, as the rule would.
 */
export function selectByRegions(seg: Segmentation, layout: LayoutInfo, ends: Int32Array): LearnedSelection {
  const keep = (u: NodeInfo): boolean => {
    if (!layout.available) return true;
    let box = u.box;
    if (!box) {
      const r = (u.el as HTMLElement).getBoundingClientRect();
      const win = u.el.ownerDocument.defaultView;
      box = { x: r.left + (win?.scrollX ?? 0), y: r.top + (win?.scrollY ?? 0), w: r.width, h: r.height };
    }
    return regionOf(box, layout) === 'center';
  };
  return { container: seg.root, removed: dropNoise(seg, seg.root, ends, keep, 'outside the centre region') };
}
