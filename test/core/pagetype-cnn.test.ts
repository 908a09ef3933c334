/**
 * The screenshot page-type CNN (research only: its weight in the page-type reading is 0): a model
 * file of the trained architecture compiles, broken ones are refused, half floats round-trip,
 * the plain-TS forward pass equals tfjs's predict, and the screenshot reduction averages areas
 * the way the model was trained (it is the same function the trainer ran). The trained weights
 * are training output (npm run train:pagetype-cnn writes models/pagetype-cnn/model.json) and are
 * not committed, so the model checked here is the trained LeNet's shape with seeded weights.
 */
import { describe, expect, it } from 'vitest';
import * as tf from '@tensorflow/tfjs';
import {
  CNN_INPUT_HEIGHT, CNN_INPUT_WIDTH, compileCnn, decodeHalfs, encodeHalfs, predictCnn, screenshotInput, type PageTypeCnn,
} from '../../src/research/pagetype-cnn';

/** The bar: the shipped forward pass equals tfjs's predict to this tolerance. */
const TOLERANCE = 1e-6;

function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

/** Seed 003's LeNet over the 64 × 40 input, as scripts/pagetype-cnn-train.mjs builds it. */
const LENET: { type: 'conv2d' | 'maxPool' | 'dense'; shape?: [number, number] | [number, number, number, number]; activation?: 'relu' | 'softmax' }[] = [
  { type: 'conv2d', shape: [3, 3, 1, 6], activation: 'relu' },
  { type: 'maxPool' },
  { type: 'conv2d', shape: [3, 3, 6, 16], activation: 'relu' },
  { type: 'maxPool' },
  { type: 'dense', shape: [1792, 120], activation: 'relu' },
  { type: 'dense', shape: [120, 84], activation: 'relu' },
  { type: 'dense', shape: [84, 4], activation: 'softmax' },
];

/** A model file of that shape, with weights drawn around zero at the scale of He initialisation. */
function seededModel(seed: number): PageTypeCnn {
  const rand = seeded(seed);
  const draw = (n: number, fanIn: number) => encodeHalfs(Float32Array.from({ length: n }, () => (rand() * 2 - 1) * Math.sqrt(6 / fanIn)));
  const layers = LENET.map((l) => {
    if (l.type === 'maxPool') return { type: 'maxPool' as const, size: 2 };
    const shape = l.shape!;
    const units = shape[shape.length - 1];
    const fanIn = shape.slice(0, -1).reduce((a, b) => a * b, 1);
    return { type: l.type, shape, kernel: draw(fanIn * units, fanIn), bias: draw(units, fanIn * 10), activation: l.activation };
  });
  return {
    format: 'winnow-cnn-1',
    input: { width: CNN_INPUT_WIDTH, height: CNN_INPUT_HEIGHT, mean: 0.93, scale: 0.19 },
    classes: ['article', 'list', 'forum', 'other'],
    layers,
  } as PageTypeCnn;
}

const modelJson = seededModel(3);

describe('screenshot model file', () => {
  it('compiles the LeNet over the 64 × 40 input, for the four page types', () => {
    const m = compileCnn(modelJson);
    expect(m.input).toMatchObject({ width: CNN_INPUT_WIDTH, height: CNN_INPUT_HEIGHT, mean: 0.93, scale: 0.19 });
    expect(m.classes.slice().sort()).toEqual(['article', 'forum', 'list', 'other']);
  });

  it('refuses broken shapes and a broken standardisation', () => {
    expect(() => compileCnn({ ...modelJson, input: { ...modelJson.input, scale: 0 } })).toThrow(/standardisation/);
    const conv = modelJson.layers[2] as Extract<PageTypeCnn['layers'][number], { type: 'conv2d' }>;
    const bad = { ...modelJson, layers: modelJson.layers.map((l, i) => (i === 2 ? { ...conv, shape: [3, 3, 5, 16] as [number, number, number, number] } : l)) };
    expect(() => compileCnn(bad)).toThrow(/shapes/);
  });
});

describe('half floats', () => {
  it('round-trip within half precision, exactly for representable values', () => {
    const values = [0, 1, -2, 0.5, 65504, 2 ** -24, -0.333333, 0.1, 1e-5, 3.14159];
    const back = decodeHalfs(encodeHalfs(values));
    values.forEach((v, i) => expect(Math.abs(back[i] - v)).toBeLessThanOrEqual(Math.max(Math.abs(v) * 2 ** -11, 2 ** -25)));
    expect(Array.from(back.slice(0, 6))).toEqual([0, 1, -2, 0.5, 65504, 2 ** -24]);
  });
});

describe('forward pass equals tfjs', () => {
  const m = compileCnn(modelJson);

  it('on random inputs, against a tfjs cpu model built from the same weights', () => {
    tf.setBackend('cpu');
    const net = tf.sequential();
    const weights: tf.Tensor[] = [];
    modelJson.layers.forEach((l, k) => {
      const first = k === 0 ? { inputShape: [CNN_INPUT_HEIGHT, CNN_INPUT_WIDTH, 1] } : {};
      if (l.type === 'maxPool') net.add(tf.layers.maxPooling2d({ poolSize: l.size }));
      else if (l.type === 'conv2d') net.add(tf.layers.conv2d({ ...first, filters: l.shape[3], kernelSize: [l.shape[0], l.shape[1]], activation: l.activation }));
      else {
        if (modelJson.layers[k - 1].type !== 'dense') net.add(tf.layers.flatten());
        net.add(tf.layers.dense({ units: l.shape[1], activation: l.activation }));
      }
      if (l.type !== 'maxPool') weights.push(tf.tensor(decodeHalfs(l.kernel), l.shape), tf.tensor1d(decodeHalfs(l.bias)));
    });
    net.setWeights(weights);
    const rand = seeded(7);
    const outputs: number[][] = [];
    for (let t = 0; t < 4; t++) {
      const x = Float32Array.from({ length: CNN_INPUT_WIDTH * CNN_INPUT_HEIGHT }, rand);
      const standard = x.map((v) => (v - m.input.mean) / m.input.scale);
      const want = tf.tidy(() => Array.from((net.predict(tf.tensor4d(standard, [1, CNN_INPUT_HEIGHT, CNN_INPUT_WIDTH, 1])) as tf.Tensor).dataSync()));
      const got = predictCnn(m, x);
      want.forEach((v, i) => expect(Math.abs(got[i] - v)).toBeLessThan(TOLERANCE));
      outputs.push(Array.from(got));
    }
    // The inputs reach the output: a network that answered every page alike would pass the above.
    const spread = Math.max(...outputs.map((o) => Math.abs(o[0] - outputs[0][0])));
    expect(spread).toBeGreaterThan(1e-4);
  });
});

describe('screenshot reduction', () => {
  function solid(width: number, height: number, pick: (x: number, y: number) => [number, number, number]) {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
      const [r, g, b] = pick(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
    return { data, width, height };
  }

  it('averages each 20 × 20 box of a 1280 × 800 capture into one gray level', () => {
    // Left half white, right half black, and one gray 20 × 20 box at the top left.
    const img = solid(1280, 800, (x, y) => (x < 20 && y < 20 ? [100, 100, 100] : x < 640 ? [255, 255, 255] : [0, 0, 0]));
    const input = screenshotInput(img);
    expect(input.length).toBe(CNN_INPUT_WIDTH * CNN_INPUT_HEIGHT);
    expect(input[0]).toBeCloseTo(100 / 255, 6);
    expect(input[1]).toBeCloseTo(1, 6);
    expect(input[CNN_INPUT_WIDTH - 1]).toBeCloseTo(0, 6);
    expect(input[5 * CNN_INPUT_WIDTH + 31]).toBeCloseTo(1, 6);
    expect(input[5 * CNN_INPUT_WIDTH + 32]).toBeCloseTo(0, 6);
  });

  it('gives a HiDPI (2×) capture the input of the 1× one, and weights colours as luma', () => {
    const pattern = (x: number, y: number): [number, number, number] => ((Math.floor(x / 37) + Math.floor(y / 23)) % 2 ? [200, 30, 90] : [10, 240, 60]);
    const one = screenshotInput(solid(640, 400, pattern));
    const two = screenshotInput(solid(1280, 800, (x, y) => pattern(Math.floor(x / 2), Math.floor(y / 2))));
    one.forEach((v, i) => expect(Math.abs(v - two[i])).toBeLessThan(1e-6));
    const red = screenshotInput(solid(64, 40, () => [255, 0, 0]));
    expect(red[0]).toBeCloseTo(0.299, 6);
  });

  it('never stretches: a short window is padded white below, a tall one cropped to the top 800 px', () => {
    // Black above y = 400, white below: the first 20 rows are black whatever the window's height.
    const split = (_x: number, y: number): [number, number, number] => (y < 400 ? [0, 0, 0] : [255, 255, 255]);
    const full = screenshotInput(solid(1280, 800, split));
    const short = screenshotInput(solid(1280, 633, split));
    const tall = screenshotInput(solid(1280, 1400, split));
    tall.forEach((v, i) => expect(v).toBeCloseTo(full[i], 6));
    expect(short[19 * CNN_INPUT_WIDTH]).toBeCloseTo(0, 6);
    expect(short[20 * CNN_INPUT_WIDTH]).toBeCloseTo(1, 6);
    // All black in a short window: rows past 633 px (row 31 holds 620..640) are padding.
    const dark = screenshotInput(solid(1280, 633, () => [0, 0, 0]));
    expect(dark[30 * CNN_INPUT_WIDTH]).toBeCloseTo(0, 6);
    expect(dark[31 * CNN_INPUT_WIDTH]).toBeCloseTo(7 / 20, 6);
    expect(dark[39 * CNN_INPUT_WIDTH]).toBeCloseTo(1, 6);
  });

  it('refuses a capture narrower than the input', () => {
    expect(() => screenshotInput({ data: new Uint8Array(10 * 10 * 4), width: 10, height: 10 })).toThrow(/smaller/);
  });
});
