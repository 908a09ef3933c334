/**
 * The page-type model's forward pass in plain TypeScript: standardise the feature row, then a
 * small dense network (trained with TensorFlow.js by scripts/pagetype-train.mjs; the weights ship
 * packed in models/pagetype/model.json). test/core/pagetype-model.test.ts checks it against tfjs's
 * predict to 1e-6. A few hundred multiply-adds per page: no tfjs in the content script.
 */
import type { PageType } from '../types';
import { FEATURE_COUNT, FEATURE_NAMES } from './features';

export type Activation = 'relu' | 'tanh' | 'linear' | 'softmax';

export interface DenseLayer {
  /** Kernel, row-major [inputs × units] (tfjs's layout). */
  kernel: Float32Array | number[];
  bias: Float32Array | number[];
  activation: Activation;
}

/**
 * A layer as models/pagetype/model.json stores it: kernel and bias as base64 of little-endian
 * float32, tfjs's own precision. As decimal JSON the same weights took 41 kB (19.5 kB gzipped)
 * of the script injected on every click; packed they take about a third, and decode to exactly
 * the values tfjs trained.
 */
export interface PackedDenseLayer {
  kernel: string;
  bias: string;
  activation: Activation;
}

export interface PageTypeModel {
  /** Input feature names, in order; must equal FEATURE_NAMES. */
  features: string[];
  /** Output classes, in order. */
  classes: PageType[];
  mean: number[];
  scale: number[];
  layers: DenseLayer[];
}

export type PackedPageTypeModel = Omit<PageTypeModel, 'layers'> & { layers: PackedDenseLayer[] };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Character code → base64 digit (-1: not one), built at the first decode. */
let digits: Int8Array | null = null;

/** Little-endian float32 values from base64 (no atob: a page may have replaced it). */
export function unpackFloats(text: string): Float32Array {
  if (!digits) {
    digits = new Int8Array(128).fill(-1);
    for (let i = 0; i < BASE64.length; i++) digits[BASE64.charCodeAt(i)] = i;
  }
  let length = text.length;
  while (length > 0 && text.charCodeAt(length - 1) === 61 /* = */) length--;
  const bytes = new Uint8Array(Math.floor((length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let k = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? digits[code] : -1;
    if (v < 0) throw new Error('Page-type model: weights are not base64.');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[k++] = (acc >> bits) & 0xff;
    }
  }
  if (bytes.length % 4 !== 0) throw new Error('Page-type model: weights are not float32.');
  const view = new DataView(bytes.buffer);
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(i * 4, true);
  return out;
}

/** The model with its layers' weights decoded. */
export function unpackModel(packed: PackedPageTypeModel): PageTypeModel {
  const layers: DenseLayer[] = [];
  for (const l of packed.layers) layers.push({ kernel: unpackFloats(l.kernel), bias: unpackFloats(l.bias), activation: l.activation });
  return { ...packed, layers };
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
