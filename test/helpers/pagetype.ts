/** Page-type models for tests. */
import { FEATURE_COUNT, FEATURE_NAMES, type PageTypeModel } from '../../src/core/pagetype';

const CLASSES = ['article', 'list', 'forum', 'other'] as const;

/**
 * A model that gives every page the same verdict: one softmax layer whose kernel is zero, so the
 * probabilities are the softmax of the biases (the logs of the probabilities asked for). Tests of
 * what the engine does with a verdict use it instead of hoping the shipped model gives one.
 */
export function fixedVerdict(probs: Record<(typeof CLASSES)[number], number>): PageTypeModel {
  return {
    features: [...FEATURE_NAMES], classes: [...CLASSES],
    mean: new Array(FEATURE_COUNT).fill(0), scale: new Array(FEATURE_COUNT).fill(1),
    layers: [{ kernel: new Array(FEATURE_COUNT * CLASSES.length).fill(0), bias: CLASSES.map((k) => Math.log(probs[k])), activation: 'softmax' }],
  };
}
