/**
 * The page-type model's forward pass in plain TypeScript: standardise the feature row, then a
 * small dense network (trained with TensorFlow.js by scripts/pagetype-train.mjs; the weights ship
 * in models/pagetype/model.json at 3 significant digits). test/core/pagetype-model.test.ts checks it
 * against tfjs's predict to 1e-6. A few hundred multiply-adds per page: no tfjs in the content script.
 */
import type { Activation, DenseLayer, PageType, PageTypeModel } from '../types';
import { FEATURE_COUNT, FEATURE_NAMES } from './features';

export type { Activation, DenseLayer, PageTypeModel } from '../types';

/**
 * The model as models/pagetype/model.json stores it: every weight at 3 significant digits
 * (scripts/train/pack.mjs), 14 kB where float32's shortest digits took 24 kB and the doubles 41 kB
 * of the script injected on every click; the trainer's check rows are tfjs's outputs for these
 * weights. Loaded into Float32Arrays, and parsed natively with the script (a base64 decode cost a
 * cold page about 1 ms).
 */
export function loadModel(stored: PageTypeModel): PageTypeModel {
  const layers: DenseLayer[] = [];
  for (const l of stored.layers) layers.push({ kernel: new Float32Array(l.kernel), bias: new Float32Array(l.bias), activation: l.activation });
  return { ...stored, layers };
}

/** Rejects a model trained on another feature set (a stale file would silently mislead). */
export function checkModel(model: PageTypeModel): PageTypeModel {
  if (model.features.length !== FEATURE_COUNT || model.features.some((f, i) => f !== FEATURE_NAMES[i])) {
    throw new Error('Page-type model features do not match this build (retrain: npm run train:pagetype).');
  }
  let width: number = FEATURE_COUNT;
  for (const l of model.layers) {
    if (l.kernel.length !== width * l.bias.length) throw new Error('Page-type model: layer shapes do not chain.');
    width = l.bias.length;
  }
  if (width !== model.classes.length) throw new Error('Page-type model: output width differs from its classes.');
  return model;
}

/** Applies a layer's activation in place (shared by the research screenshot CNN, src/research/pagetype-cnn.ts). */
export function activate(v: Float32Array | Float64Array, activation: Activation): void {
  if (activation === 'relu') for (let i = 0; i < v.length; i++) v[i] = v[i] > 0 ? v[i] : 0;
  else if (activation === 'tanh') for (let i = 0; i < v.length; i++) v[i] = Math.tanh(v[i]);
  else if (activation === 'softmax') {
    let max = -Infinity;
    for (const x of v) if (x > max) max = x;
    let sum = 0;
    for (let i = 0; i < v.length; i++) sum += v[i] = Math.exp(v[i] - max);
    for (let i = 0; i < v.length; i++) v[i] /= sum;
  }
}

/** Class probabilities for one feature row. */
export function predict(model: PageTypeModel, row: ArrayLike<number>): Float64Array {
  let x = new Float64Array(FEATURE_COUNT);
  for (let i = 0; i < FEATURE_COUNT; i++) x[i] = (row[i] - model.mean[i]) / (model.scale[i] || 1);
  for (const layer of model.layers) {
    const units = layer.bias.length;
    const out = new Float64Array(units);
    for (let j = 0; j < units; j++) out[j] = layer.bias[j];
    for (let i = 0; i < x.length; i++) {
      const xi = x[i];
      if (xi === 0) continue;
      const rowStart = i * units;
      for (let j = 0; j < units; j++) out[j] += xi * layer.kernel[rowStart + j];
    }
    activate(out, layer.activation);
    x = out;
  }
  return x;
}

/** The most probable class and its probability. */
export function classify(model: PageTypeModel, row: ArrayLike<number>): { type: PageType; p: number; probs: Float64Array } {
  const probs = predict(model, row);
  let best = 0;
  for (let i = 1; i < probs.length; i++) if (probs[i] > probs[best]) best = i;
  return { type: model.classes[best], p: probs[best], probs };
}
