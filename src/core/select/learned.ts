/**
 * The learned selection strategies (src/core/classify: seed 004's network, seed 000's SVM,
 * seed 002's regions, and 'fused') are plugged in, not imported: their weights are ~200 KB and
 * the shipped default does not use them (it measured better without, see models/README.md), so
 * the extension and the library bundles leave them out. The research bundle and the tests
 * register them with src/research/classify/register.ts.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { LayoutInfo } from '../layout';
import type { Removals } from '../removals';
import type { Scored } from '../scoring';

export interface LearnedSelection {
  container: NodeInfo;
  removed: Map<NodeInfo, string>;
}

export interface Fused {
  /** The network's probability per node (NaN for non-units). */
  p: Float64Array;
  /** The rules' score with the network's gain added, per node. */
  score: Float64Array;
}

export interface LearnedStrategies {
  network(seg: Segmentation, layout: LayoutInfo, ends: Int32Array): LearnedSelection;
  svm(seg: Segmentation, layout: LayoutInfo, ends: Int32Array): LearnedSelection;
  regions(seg: Segmentation, layout: LayoutInfo, ends: Int32Array): LearnedSelection;
  fuse(seg: Segmentation, layout: LayoutInfo, scored: Scored): Fused;
  prune(seg: Segmentation, fused: Fused, container: NodeInfo, scored: Scored, ends: Int32Array, removed: Removals): void;
}

let registered: LearnedStrategies | null = null;

export function registerLearnedStrategies(impl: LearnedStrategies): void {
  registered = impl;
}

export function learnedStrategies(): LearnedStrategies {
  if (!registered) {
    throw new Error('The learned strategies are not part of this build (see src/research/classify/register.ts).');
  }
  return registered;
}
