/** The shipped block models, loaded and shape-checked once, and their scores per node. */
import type { Segmentation } from '../../core/segment';
import type { LayoutInfo } from '../../core/layout';
import { blockFeatures } from './features';
import { scoreRows, validateModel, type BlockModel } from './model';
import { BLOCK_NET, BLOCK_SVM } from './weights';

let checked = false;
/** The shipped models, shape-checked on first use. */
export function shippedModels(): { net: BlockModel; svm: BlockModel } {
  if (!checked) {
    validateModel(BLOCK_NET);
    validateModel(BLOCK_SVM);
    checked = true;
  }
  return { net: BLOCK_NET, svm: BLOCK_SVM };
}

/** The model's score per node (NaN where the node is not a visible text unit). */
export function blockScores(seg: Segmentation, layout: LayoutInfo, model: BlockModel): Float64Array {
  const { units, rows } = blockFeatures(seg, layout);
  const scores = scoreRows(model, rows);
  const out = new Float64Array(seg.nodes.length).fill(NaN);
  units.forEach((u, k) => (out[u.index] = scores[k]));
  return out;
}

/** The network's probability that each unit is content (NaN for non-units). */
export function blockProbabilities(seg: Segmentation, layout: LayoutInfo): Float64Array {
  return blockScores(seg, layout, shippedModels().net);
}
