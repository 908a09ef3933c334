/**
 * Inference for the block classifiers, in plain TypeScript: the dense network's forward pass
 * (seed 004, trained with TensorFlow.js; test/core/classify-model.test.ts checks it matches
 * tfjs's predict to 1e-6) and the RBF-kernel SVM's decision function (seed 000, shipped as its
 * support vectors). A few hundred multiply-adds per block: cheaper than loading tfjs into every
 * page the user reads.
 */
import { FEATURE_COUNT, FEATURE_NAMES } from './features';

export type Activation = 'sigmoid' | 'relu' | 'tanh' | 'linear';

export interface DenseLayer {
  /** Kernel, row-major [inputs × units] (tfjs's own layout). */
  kernel: number[];
  bias: number[];
  activation: Activation;
}

export interface DenseModel {
  kind: 'dense';
  /** Names of the input features, in order (checked against FEATURE_NAMES on load). */
  features: string[];
  /** Standardisation applied before the first layer: (x - mean) / scale. */
  mean: number[];
  scale: number[];
  layers: DenseLayer[];
}

export interface SvmModel {
  kind: 'svm';
  /** Names of the features the SVM reads (a subset of FEATURE_NAMES). */
  features: string[];
  mean: number[];
  scale: number[];
  /** RBF kernel exp(-gamma · |x - sv|²). */
  gamma: number;
  /** Support vectors, row-major [count × features.length], already standardised. */
  vectors: number[];
  /** alpha_i · y_i per support vector. */
  coef: number[];
  bias: number;
}

export type BlockModel = DenseModel | SvmModel;

/** Positions of the model's features in the extractor's row; throws on an unknown name. */
export function featureIndex(names: string[]): Int32Array {
  const idx = new Int32Array(names.length);
  names.forEach((name, i) => {
    const at = (FEATURE_NAMES as readonly string[]).indexOf(name);
    if (at < 0) throw new Error(`block model wants unknown feature "${name}"`);
    idx[i] = at;
  });
  return idx;
}

/** Checks a model's shapes once, so a corrupt weights file fails loudly instead of scoring NaN. */
export function validateModel(m: BlockModel): void {
  const n = m.features.length;
  featureIndex(m.features);
  if (m.mean.length !== n || m.scale.length !== n) throw new Error('block model: standardisation size mismatch');
  if (m.kind === 'dense') {
    let inputs = n;
    for (const l of m.layers) {
      const units = l.bias.length;
      if (l.kernel.length !== inputs * units) throw new Error('block model: layer shape mismatch');
      inputs = units;
    }
    if (inputs !== 1) throw new Error('block model: the network must end in one unit');
  } else if (m.vectors.length !== m.coef.length * n) {
    throw new Error('block model: support vector shape mismatch');
  }
}

function activate(x: number, a: Activation): number {
  switch (a) {
    case 'sigmoid': return 1 / (1 + Math.exp(-x));
    case 'relu': return x > 0 ? x : 0;
    case 'tanh': return Math.tanh(x);
    default: return x;
  }
}

/** The standardised input of one row, reusing `into`. */
function standardise(m: BlockModel, idx: Int32Array, rows: ArrayLike<number>, offset: number, into: Float64Array): void {
  for (let j = 0; j < idx.length; j++) into[j] = (rows[offset + idx[j]] - m.mean[j]) / m.scale[j];
}

/**
 * The network's output for already standardised inputs (row-major [count × inputs]); this is
 * exactly what tfjs's model.predict computes, layer by layer.
 */
export function denseForward(model: DenseModel, inputs: ArrayLike<number>, count: number): Float64Array {
  let width = model.features.length;
  let cur = Float64Array.from(inputs as ArrayLike<number>);
  for (const layer of model.layers) {
    const units = layer.bias.length;
    const next = new Float64Array(count * units);
    for (let r = 0; r < count; r++) {
      for (let u = 0; u < units; u++) {
        let s = layer.bias[u];
        for (let i = 0; i < width; i++) s += cur[r * width + i] * layer.kernel[i * units + u];
        next[r * units + u] = activate(s, layer.activation);
      }
    }
    cur = next;
    width = units;
  }
  return cur;
}

/** RBF-SVM decision values (positive = content) for already standardised inputs. */
export function svmDecision(model: SvmModel, inputs: ArrayLike<number>, count: number): Float64Array {
  const n = model.features.length;
  const svs = model.coef.length;
  const out = new Float64Array(count);
  for (let r = 0; r < count; r++) {
    let s = model.bias;
    for (let v = 0; v < svs; v++) {
      let d2 = 0;
      for (let i = 0; i < n; i++) {
        const diff = inputs[r * n + i] - model.vectors[v * n + i];
        d2 += diff * diff;
      }
      s += model.coef[v] * Math.exp(-model.gamma * d2);
    }
    out[r] = s;
  }
  return out;
}

/**
 * Scores for every row of a feature matrix (FEATURE_COUNT wide): the network's probability of
 * "content", or the SVM's decision value.
 */
export function scoreRows(model: BlockModel, rows: Float32Array): Float64Array {
  const count = rows.length / FEATURE_COUNT;
  const idx = featureIndex(model.features);
  const n = idx.length;
  const inputs = new Float64Array(count * n);
  const one = new Float64Array(n);
  for (let r = 0; r < count; r++) {
    standardise(model, idx, rows, r * FEATURE_COUNT, one);
    inputs.set(one, r * n);
  }
  return model.kind === 'dense' ? denseForward(model, inputs, count) : svmDecision(model, inputs, count);
}
