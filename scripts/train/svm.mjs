// A small C-SVM with an RBF kernel, trained by SMO (sequential minimal optimisation with the
// maximal-violating-pair working set, the first-order rule of Keerthi et al. / LIBSVM's
// paper). Written here because npm's pure-JS SVMs are unmaintained or ship a compiled LIBSVM;
// a few thousand rows are all seed 000's classifier needs, so the full kernel matrix fits.

/** Stop when the most violating pair violates the KKT conditions by less than this. */
const KKT_TOLERANCE = 1e-3;
/** Safety cap on SMO steps (each is O(n)); reached only on badly scaled data. */
const MAX_STEPS = 200_000;
/** Kernel diagonal floor for the pair update's curvature (LIBSVM's TAU). */
const TAU = 1e-12;

/** @param {Float64Array} a @param {number} ai @param {Float64Array} b @param {number} bi @param {number} n */
function sqDist(a, ai, b, bi, n) {
  let s = 0;
  for (let k = 0; k < n; k++) {
    const d = a[ai + k] - b[bi + k];
    s += d * d;
  }
  return s;
}

/**
 * @param {Float64Array} X row-major [count × dims], standardised
 * @param {Int8Array} y labels, +1 content / -1 noise
 * @param {{c: number, gamma: number}} p
 * @returns {{vectors: number[], coef: number[], bias: number, steps: number}}
 */
export function trainSvm(X, y, p) {
  const n = y.length;
  const dims = X.length / n;
  const K = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    K[i * n + i] = 1;
    for (let j = i + 1; j < n; j++) {
      const v = Math.exp(-p.gamma * sqDist(X, i * dims, X, j * dims, dims));
      K[i * n + j] = v;
      K[j * n + i] = v;
    }
  }
  const C = p.c;
  const a = new Float64Array(n);
  const G = new Float64Array(n).fill(-1); // gradient of ½aᵀQa − eᵀa at a = 0
  const up = (t) => (y[t] > 0 ? a[t] < C : a[t] > 0);
  const low = (t) => (y[t] > 0 ? a[t] > 0 : a[t] < C);
  let steps = 0;
  for (; steps < MAX_STEPS; steps++) {
    let i = -1;
    let j = -1;
    let gmax = -Infinity;
    let gmin = Infinity;
    for (let t = 0; t < n; t++) {
      const v = -y[t] * G[t];
      if (up(t) && v > gmax) {
        gmax = v;
        i = t;
      }
      if (low(t) && v < gmin) {
        gmin = v;
        j = t;
      }
    }
    if (i < 0 || j < 0 || gmax - gmin < KKT_TOLERANCE) break;
    const Qij = y[i] * y[j] * K[i * n + j];
    const oldI = a[i];
    const oldJ = a[j];
    if (y[i] !== y[j]) {
      const quad = Math.max(TAU, 2 + 2 * Qij);
      const delta = (-G[i] - G[j]) / quad;
      const diff = a[i] - a[j];
      a[i] += delta;
      a[j] += delta;
      if (diff > 0) {
        if (a[j] < 0) { a[j] = 0; a[i] = diff; }
      } else if (a[i] < 0) { a[i] = 0; a[j] = -diff; }
      if (diff > 0) {
        if (a[i] > C) { a[i] = C; a[j] = C - diff; }
      } else if (a[j] > C) { a[j] = C; a[i] = C + diff; }
    } else {
      const quad = Math.max(TAU, 2 - 2 * Qij);
      const delta = (G[i] - G[j]) / quad;
      const sum = a[i] + a[j];
      a[i] -= delta;
      a[j] += delta;
      if (sum > C) {
        if (a[i] > C) { a[i] = C; a[j] = sum - C; }
      } else if (a[j] < 0) { a[j] = 0; a[i] = sum; }
      if (sum > C) {
        if (a[j] > C) { a[j] = C; a[i] = sum - C; }
      } else if (a[i] < 0) { a[i] = 0; a[j] = sum; }
    }
    const dI = a[i] - oldI;
    const dJ = a[j] - oldJ;
    for (let t = 0; t < n; t++) {
      G[t] += y[t] * (y[i] * K[t * n + i] * dI + y[j] * K[t * n + j] * dJ);
    }
  }
  // ρ from the free support vectors (0 < a < C): there y·G is exactly ρ.
  let sum = 0;
  let free = 0;
  let ub = Infinity;
  let lb = -Infinity;
  for (let t = 0; t < n; t++) {
    const yg = y[t] * G[t];
    if (a[t] > 0 && a[t] < C) {
      sum += yg;
      free++;
    } else if ((a[t] === 0 && y[t] > 0) || (a[t] === C && y[t] < 0)) ub = Math.min(ub, yg);
    else lb = Math.max(lb, yg);
  }
  const rho = free > 0 ? sum / free : (ub + lb) / 2;
  const vectors = [];
  const coef = [];
  for (let t = 0; t < n; t++) {
    if (a[t] <= 0) continue;
    for (let k = 0; k < dims; k++) vectors.push(X[t * dims + k]);
    coef.push(a[t] * y[t]);
  }
  return { vectors, coef, bias: -rho, steps };
}

/** Decision values of a trained SVM (same formula as src/research/classify/model.ts). */
export function svmDecide(model, gamma, X, count) {
  const dims = X.length / count;
  const V = Float64Array.from(model.vectors);
  const out = new Float64Array(count);
  for (let r = 0; r < count; r++) {
    let s = model.bias;
    for (let v = 0; v < model.coef.length; v++) s += model.coef[v] * Math.exp(-gamma * sqDist(X, r * dims, V, v * dims, dims));
    out[r] = s;
  }
  return out;
}
