/**
 * The shipped block models: the pure-TS forward pass equals tfjs's predict on the saved
 * layers-format model (models/block/), the TS weights are that model's weights, the SVM's
 * decision matches the trainer's, and corrupt models are refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tf from '@tensorflow/tfjs';
import { BLOCK_NET, BLOCK_SVM } from '../../src/research/classify/weights';
import { denseForward, scoreRows, svmDecision, validateModel, type DenseModel } from '../../src/research/classify/model';
import { FEATURE_COUNT, FEATURE_NAMES } from '../../src/research/classify/features';
import { svmDecide, trainSvm } from '../../scripts/train/svm.mjs';
import { REPO_ROOT } from '../helpers/datasets';

const MODEL_DIR = join(REPO_ROOT, 'models', 'block');
/** The bar: the shipped forward pass equals tfjs's predict to this tolerance. */
const TOLERANCE = 1e-6;

/** Deterministic inputs spread like standardised features (a few sd either side). */
function inputs(count: number, width: number, seed = 7): Float32Array {
  let s = seed;
  const out = new Float32Array(count * width);
  for (let i = 0; i < out.length; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out[i] = (s / 2147483648 - 0.5) * 6;
  }
  return out;
}

async function loadTfjsModel(): Promise<tf.LayersModel> {
  const json = JSON.parse(readFileSync(join(MODEL_DIR, 'model.json'), 'utf8'));
  const bin = readFileSync(join(MODEL_DIR, 'weights.bin'));
  const weightData = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
  return tf.loadLayersModel(tf.io.fromMemory({
    modelTopology: json.modelTopology, weightSpecs: json.weightsManifest[0].weights, weightData,
  }));
}

describe('dense network (seed 004)', () => {
  it('forward pass matches tfjs predict on the saved model to 1e-6', async () => {
    const model = await loadTfjsModel();
    const width = BLOCK_NET.features.length;
    const count = 500;
    const x = inputs(count, width);
    const expected = (model.predict(tf.tensor2d(x, [count, width])) as tf.Tensor).dataSync();
    const got = denseForward(BLOCK_NET, x, count);
    let worst = 0;
    for (let i = 0; i < count; i++) worst = Math.max(worst, Math.abs(got[i] - expected[i]));
    expect(worst).toBeLessThan(TOLERANCE);
    // The outputs are not all the same value (a dead network would pass the check above).
    expect(Math.max(...got) - Math.min(...got)).toBeGreaterThan(0.5);
  });

  it('ships the standardisation and feature order recorded with the tfjs model', () => {
    const json = JSON.parse(readFileSync(join(MODEL_DIR, 'model.json'), 'utf8'));
    const meta = json.userDefinedMetadata;
    expect(BLOCK_NET.features).toEqual(meta.features);
    for (let j = 0; j < BLOCK_NET.mean.length; j++) {
      expect(BLOCK_NET.mean[j]).toBeCloseTo(meta.mean[j], 5);
      expect(BLOCK_NET.scale[j]).toBeCloseTo(meta.scale[j], 5);
    }
    for (const name of BLOCK_NET.features) expect(FEATURE_NAMES).toContain(name);
  });

  it('scores feature rows through the standardisation', () => {
    const rows = new Float32Array(FEATURE_COUNT * 2);
    // Row 1 = the training mean: standardised input 0 everywhere.
    BLOCK_NET.features.forEach((name, j) => (rows[FEATURE_COUNT + FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number])] = BLOCK_NET.mean[j]));
    const p = scoreRows(BLOCK_NET, rows);
    const atMean = denseForward(BLOCK_NET, new Float64Array(BLOCK_NET.features.length), 1)[0];
    expect(p[1]).toBeCloseTo(atMean, 6);
    for (const v of p) expect(v).toBeGreaterThanOrEqual(0);
  });
});

describe('RBF SVM (seed 000)', () => {
  it('shipped decision equals the trainer\'s decision function', () => {
    validateModel(BLOCK_SVM);
    const n = BLOCK_SVM.features.length;
    const x = inputs(50, n, 11);
    const mine = svmDecision(BLOCK_SVM, x, 50);
    const theirs = svmDecide({ vectors: BLOCK_SVM.vectors, coef: BLOCK_SVM.coef, bias: BLOCK_SVM.bias }, BLOCK_SVM.gamma, Float64Array.from(x), 50);
    for (let i = 0; i < 50; i++) expect(mine[i]).toBeCloseTo(theirs[i], 9);
  });

  it('SMO learns a problem no linear classifier can (XOR)', () => {
    const pts: number[] = [];
    const y: number[] = [];
    for (let i = 0; i < 40; i++) {
      const a = (i % 2) * 2 - 1;
      const b = (Math.floor(i / 2) % 2) * 2 - 1;
      const jitter = ((i * 37) % 10) / 50;
      pts.push(a + jitter, b - jitter);
      y.push(a * b > 0 ? 1 : -1);
    }
    const model = trainSvm(Float64Array.from(pts), Int8Array.from(y), { c: 10, gamma: 1 });
    const d = svmDecide(model, 1, Float64Array.from(pts), y.length);
    y.forEach((label, i) => expect(Math.sign(d[i])).toBe(label));
  });
});

describe('model loading', () => {
  it('refuses models whose shapes or features do not fit', () => {
    const bad: DenseModel = { ...BLOCK_NET, layers: [{ ...BLOCK_NET.layers[0], bias: [0] }, ...BLOCK_NET.layers.slice(1)] };
    expect(() => validateModel(bad)).toThrow(/shape/);
    expect(() => validateModel({ ...BLOCK_NET, features: ['no_such_feature', ...BLOCK_NET.features.slice(1)] })).toThrow(/unknown feature/);
    expect(() => validateModel({ ...BLOCK_SVM, coef: BLOCK_SVM.coef.slice(1) })).toThrow(/support vector/);
  });
});
