/**
 * The screenshot page-type model (seed 003: a LeNet-style CNN over the page's first screen) in
 * plain TypeScript: the input reduction (scripts/pagetype-shots.mjs runs this very code in
 * Chromium) and the forward pass (conv, max-pool, dense) over weights trained with TensorFlow.js
 * by scripts/pagetype-cnn-train.mjs; test/core/pagetype-cnn.test.ts checks it against tfjs's
 * predict. Research code: its weight in the page type is 0 (pagetype-combine.ts), so the
 * extension no longer captures or ships it (models/README.md).
 */
import type { PageType } from '../core/types';
import { activate } from '../core/pagetype/model';

/**
 * Input: 64 × 40 gray pixels, the 1280 × 800 viewport cut into 20 × 20 px boxes (one box is about
 * a line of body text). At that scale the picture shows the page's layout (columns, card grids,
 * image tiles, text as gray bands), which is what tells a story from an index; glyphs are gone.
 * Finer inputs cost training time (96 × 60 is twice as slow in SwiftShader WebGL) that this
 * machine did not have; see models/README.md.
 */
export const CNN_INPUT_WIDTH = 64;
export const CNN_INPUT_HEIGHT = 40;

/** RGBA pixels as ImageData (or a canvas's getImageData) gives them. */
export interface RgbaPixels {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** ITU-R BT.601 luma weights: the usual gray of an RGB picture. */
const LUMA_R = 0.299;
const LUMA_G = 0.587;
const LUMA_B = 0.114;

/** Gray level given to rows below a capture shorter than the model's view (a blank page). */
const PAD_GRAY = 1;

/**
 * The source pixels output cell `i` of `n` covers, `step` source pixels per cell, and the share
 * of each (area averaging: every source pixel counts by the area it covers, whatever the ratio,
 * so a 2× HiDPI capture gives the same input as a 1× one). Pixels at or past `size` do not exist.
 */
function coverage(step: number, n: number): { start: Int32Array; weights: Float64Array[] } {
  const start = new Int32Array(n);
  const weights: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    const a = i * step;
    const b = (i + 1) * step;
    const first = Math.floor(a);
    const last = Math.ceil(b - 1e-9);
    const w = new Float64Array(last - first);
    for (let p = first; p < last; p++) w[p - first] = (Math.min(b, p + 1) - Math.max(a, p)) / step;
    start[i] = first;
    weights.push(w);
  }
  return { start, weights };
}

/**
 * The model's input from a captured screenshot: gray levels in [0, 1], row-major
 * CNN_INPUT_HEIGHT × CNN_INPUT_WIDTH, each the area average of the pixels it covers. The
 * capture's width sets the scale (1280 px → 64 cells of 20 px) and the view is its top
 * 40 cells (800 px at that width): a taller window is cropped, a shorter one padded with white
 * below, so the page is never stretched whatever the window's shape (the training captures are
 * 1280 × 800, where this is exactly 20 × 20 px boxes). Alpha is ignored (a screenshot is opaque).
 */
export function screenshotInput(pixels: RgbaPixels, width = CNN_INPUT_WIDTH, height = CNN_INPUT_HEIGHT): Float32Array {
  const { data, width: w, height: h } = pixels;
  if (w < width || h < 1 || data.length < w * h * 4) throw new Error('Screenshot smaller than the model input.');
  const step = w / width;
  const cols = coverage(step, width);
  const rows = coverage(step, height);
  // Horizontal pass on the source rows the view covers (gray), then vertical on the narrow result.
  const used = Math.min(h, Math.ceil(step * height - 1e-9));
  const narrow = new Float64Array(used * width);
  const gray = new Float64Array(w);
  for (let y = 0; y < used; y++) {
    const row = y * w * 4;
    for (let x = 0; x < w; x++) {
      const p = row + x * 4;
      gray[x] = (LUMA_R * data[p] + LUMA_G * data[p + 1] + LUMA_B * data[p + 2]) / 255;
    }
    for (let i = 0; i < width; i++) {
      const s = cols.start[i];
      const wts = cols.weights[i];
      let v = 0;
      for (let k = 0; k < wts.length; k++) v += wts[k] * gray[s + k];
      narrow[y * width + i] = v;
    }
  }
  const out = new Float32Array(width * height);
  for (let j = 0; j < height; j++) {
    const s = rows.start[j];
    const wts = rows.weights[j];
    for (let i = 0; i < width; i++) {
      let v = 0;
      for (let k = 0; k < wts.length; k++) v += wts[k] * (s + k < used ? narrow[(s + k) * width + i] : PAD_GRAY);
      out[j * width + i] = v;
    }
  }
  return out;
}

type Activation = 'relu' | 'linear' | 'softmax';

/** Weights ship as base64 IEEE half floats (half the size of float32; see models/README.md). */
export interface Conv2dLayer {
  type: 'conv2d';
  /** [kernelHeight, kernelWidth, inChannels, filters] (tfjs's layout); valid padding, stride 1. */
  shape: [number, number, number, number];
  kernel: string;
  bias: string;
  activation: Activation;
}
export interface MaxPoolLayer {
  type: 'maxPool';
  /** Square pool, stride = size, valid padding (tfjs's default). */
  size: number;
}
export interface DenseCnnLayer {
  type: 'dense';
  /** [inputs, units], row-major. */
  shape: [number, number];
  kernel: string;
  bias: string;
  activation: Activation;
}
export type CnnLayer = Conv2dLayer | MaxPoolLayer | DenseCnnLayer;

/**
 * The input's size and standardisation: the network reads (gray − mean) / scale, the training
 * pixels' mean and standard deviation (raw gray levels are mostly white ≈ 1, which made the first
 * layers learn slowly).
 */
export interface CnnInput {
  width: number;
  height: number;
  mean: number;
  scale: number;
}

export interface PageTypeCnn {
  format: 'winnow-cnn-1';
  input: CnnInput;
  classes: PageType[];
  layers: CnnLayer[];
}

/** IEEE 754 binary16 → number. */
function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return frac ? NaN : sign * Infinity;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

let halfTable: Float32Array | null = null;

/**
 * Base64 half floats → Float32Array. Through a table of all 65,536 halves: the worker decodes the
 * 226 k weights each time it starts (MV3 stops idle workers): 32 ms instead of 104 in Node.
 */
export function decodeHalfs(b64: string): Float32Array {
  if (!halfTable) {
    halfTable = new Float32Array(65536);
    for (let h = 0; h < 65536; h++) halfTable[h] = halfToFloat(h);
  }
  const bin = atob(b64);
  const out = new Float32Array(bin.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = halfTable[bin.charCodeAt(2 * i) | (bin.charCodeAt(2 * i + 1) << 8)];
  return out;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** number → IEEE 754 binary16 bits, rounded to nearest even (training side: the weights' file). */
function floatToHalf(x: number): number {
  f32[0] = x;
  const b = u32[0];
  const sign = (b >>> 16) & 0x8000;
  const exp = (b >>> 23) & 0xff;
  let mant = b & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  let e = exp - 127 + 15;
  if (e >= 31) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let h = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const half = 1 << (shift - 1);
    if (rest > half || (rest === half && h & 1)) h++;
    return sign | h;
  }
  let h = mant >>> 13;
  const rest = mant & 0x1fff;
  if (rest > 0x1000 || (rest === 0x1000 && h & 1)) h++;
  if (h === 0x400) {
    h = 0;
    e++;
    if (e >= 31) return sign | 0x7c00;
  }
  return sign | (e << 10) | h;
}

/** Numbers → base64 half floats (little-endian), the inverse of decodeHalfs. */
export function encodeHalfs(values: ArrayLike<number>): string {
  let bin = '';
  for (let i = 0; i < values.length; i++) {
    const h = floatToHalf(values[i]);
    bin += String.fromCharCode(h & 0xff, h >> 8);
  }
  return btoa(bin);
}

interface Tensor3 {
  h: number;
  w: number;
  c: number;
  /** HWC, channels last (tfjs's NHWC without the batch). */
  v: Float32Array;
}

type Compiled =
  | { type: 'conv2d'; kh: number; kw: number; cin: number; cout: number; k: Float32Array; b: Float32Array; activation: Activation }
  | { type: 'maxPool'; size: number }
  | { type: 'dense'; nin: number; nout: number; k: Float32Array; b: Float32Array; activation: Activation };

export interface CompiledCnn {
  input: CnnInput;
  classes: PageType[];
  layers: Compiled[];
}

/** Decodes the weights once and checks that the layer shapes chain (a stale file must not mislead). */
export function compileCnn(model: PageTypeCnn): CompiledCnn {
  if (model.format !== 'winnow-cnn-1') throw new Error('Screenshot model: unknown format.');
  if (!(model.input.scale > 0) || !Number.isFinite(model.input.mean)) throw new Error('Screenshot model: bad input standardisation.');
  let shape: number[] = [model.input.height, model.input.width, 1];
  const layers: Compiled[] = model.layers.map((l): Compiled => {
    if (l.type === 'maxPool') {
      shape = [Math.floor(shape[0] / l.size), Math.floor(shape[1] / l.size), shape[2]];
      return { type: 'maxPool', size: l.size };
    }
    const k = decodeHalfs(l.kernel);
    const b = decodeHalfs(l.bias);
    if (l.type === 'conv2d') {
      const [kh, kw, cin, cout] = l.shape;
      if (cin !== shape[2] || k.length !== kh * kw * cin * cout || b.length !== cout) throw new Error('Screenshot model: conv shapes do not chain.');
      shape = [shape[0] - kh + 1, shape[1] - kw + 1, cout];
      return { type: 'conv2d', kh, kw, cin, cout, k, b, activation: l.activation };
    }
    const [nin, nout] = l.shape;
    if (nin !== shape.reduce((a, c) => a * c, 1) || k.length !== nin * nout || b.length !== nout) throw new Error('Screenshot model: dense shapes do not chain.');
    shape = [1, 1, nout];
    return { type: 'dense', nin, nout, k, b, activation: l.activation };
  });
  if (shape[2] !== model.classes.length) throw new Error('Screenshot model: output width differs from its classes.');
  return { input: model.input, classes: model.classes, layers };
}

function conv(t: Tensor3, l: Extract<Compiled, { type: 'conv2d' }>): Tensor3 {
  const h = t.h - l.kh + 1;
  const w = t.w - l.kw + 1;
  const out = new Float32Array(h * w * l.cout);
  const acc = new Float64Array(l.cout);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      acc.set(l.b);
      for (let dy = 0; dy < l.kh; dy++) {
        for (let dx = 0; dx < l.kw; dx++) {
          const src = ((y + dy) * t.w + (x + dx)) * t.c;
          const kBase = (dy * l.kw + dx) * l.cin * l.cout;
          for (let ci = 0; ci < l.cin; ci++) {
            const xv = t.v[src + ci];
            if (xv === 0) continue;
            const kRow = kBase + ci * l.cout;
            for (let co = 0; co < l.cout; co++) acc[co] += xv * l.k[kRow + co];
          }
        }
      }
      activate(acc, l.activation);
      out.set(acc, (y * w + x) * l.cout);
    }
  }
  return { h, w, c: l.cout, v: out };
}

function pool(t: Tensor3, size: number): Tensor3 {
  const h = Math.floor(t.h / size);
  const w = Math.floor(t.w / size);
  const out = new Float32Array(h * w * t.c);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < t.c; c++) {
        let m = -Infinity;
        for (let dy = 0; dy < size; dy++) {
          for (let dx = 0; dx < size; dx++) {
            const v = t.v[((y * size + dy) * t.w + (x * size + dx)) * t.c + c];
            if (v > m) m = v;
          }
        }
        out[(y * w + x) * t.c + c] = m;
      }
    }
  }
  return { h, w, c: t.c, v: out };
}

function dense(x: Float32Array, l: Extract<Compiled, { type: 'dense' }>): Float32Array {
  const acc = Float64Array.from(l.b);
  for (let i = 0; i < l.nin; i++) {
    const xi = x[i];
    if (xi === 0) continue;
    const row = i * l.nout;
    for (let j = 0; j < l.nout; j++) acc[j] += xi * l.k[row + j];
  }
  activate(acc, l.activation);
  return Float32Array.from(acc);
}

/** Class probabilities (the model's class order) for one input of screenshotInput. */
export function predictCnn(model: CompiledCnn, input: Float32Array): Float32Array {
  const { width, height, mean, scale } = model.input;
  if (input.length !== width * height) throw new Error('Screenshot model: input of the wrong size.');
  const v = new Float32Array(input.length);
  for (let i = 0; i < v.length; i++) v[i] = (input[i] - mean) / scale;
  let t: Tensor3 = { h: height, w: width, c: 1, v };
  for (const l of model.layers) {
    if (l.type === 'conv2d') t = conv(t, l);
    else if (l.type === 'maxPool') t = pool(t, l.size);
    // Flatten is free: HWC row-major is tfjs's flatten order.
    else t = { h: 1, w: 1, c: l.nout, v: dense(t.v, l) };
  }
  return t.v;
}

/** Class probabilities by class name. */
export function cnnProbabilities(model: CompiledCnn, input: Float32Array): Record<PageType, number> {
  const p = predictCnn(model, input);
  return Object.fromEntries(model.classes.map((c, i) => [c, p[i]])) as Record<PageType, number>;
}
