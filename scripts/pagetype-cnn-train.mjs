#!/usr/bin/env node
// Trains the screenshot page-type CNN (seed 003, LeNet-style) with TensorFlow.js on the inputs
// of scripts/pagetype-shots.mjs, evaluates it on held-out sites, and writes
// models/pagetype-cnn/model.json (half-float weights for src/research/pagetype-cnn.ts),
// report.json, check.json (inputs with tfjs's outputs) and the held-out probabilities of every
// page (bench/results/pagetype-cnn-cv.jsonl, read by scripts/pagetype-combine.mjs).
//
//   npm run train:pagetype-cnn      (after npm run shots:pagetype; runs scripts/pagetype-combine.mjs next)
//
// Training runs in headless Chromium on tfjs's WebGL backend (SwiftShader): Node's pure-JS cpu
// backend took 6.3 s per batch of 32 at 96 × 60, WebGL about 1 s per batch of 64 at 64 × 40.
// Folds split by site with scripts/train/common.mjs foldOf (every page of a site in one fold);
// FOLDS is 3, not 5, to fit the machine's time (4 fits in all). Batches are drawn by a seeded
// generator and the initialisers are seeded, so a run is reproducible up to WebGL's float sums.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { foldOf } from './train/common.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const shots = join(repo, '.cache', 'shots');
const outDir = join(repo, 'models', 'pagetype-cnn');
const CLASSES = ['article', 'list', 'forum', 'other'];
const WIDTH = 64;
const HEIGHT = 40;
export const FOLDS = 3;
const SEED = 20261122;
/** Enough passes for the training loss to flatten on ≈ 900 pages (watch the printed loss). */
const EPOCHS = Number(process.env.CNN_EPOCHS || 15);
/** 64: WebGL pays a fixed cost per step, so bigger batches train faster per page. */
const BATCH = 64;
const LEARNING_RATE = 2e-3;
/**
 * Class weights (n / (classes × n_class)) ^ 0.5: the sample already keeps all rare pages and
 * about 700 articles, so the weighting only tempers what is left of the imbalance.
 */
const WEIGHT_POWER = 0.5;
/** The paper's LeNet: conv 6 @ 3×3, pool 2, conv 16 @ 3×3, pool 2, dense 120, 84, classes. */
const ARCH = { conv: [6, 16], kernel: 3, pool: 2, dense: [120, 84] };
/** Inputs kept in check.json (local, not committed) to check the plain-TS forward pass against WebGL. */
const CHECK_INPUTS = 6;
/** SwiftShader gives Chromium WebGL without a GPU (--disable-gpu would turn WebGL off). */
const WEBGL_ARGS = [...CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu'), '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** In the page: builds, trains and applies one model (tf and WinnowCnn are page globals). */
const PAGE_CODE = String.raw`
window.trainer = (() => {
  let X = null, Y = null, model = null;
  function rng(seed) { let a = seed >>> 0; return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
  function build(seed, arch, h, w, classes, lr) {
    const init = (s) => tf.initializers.glorotUniform({ seed: s });
    const layers = [];
    arch.conv.forEach((filters, i) => {
      layers.push(tf.layers.conv2d({ ...(i ? {} : { inputShape: [h, w, 1] }), filters, kernelSize: arch.kernel, activation: 'relu', kernelInitializer: init(seed + i) }));
      layers.push(tf.layers.maxPooling2d({ poolSize: arch.pool }));
    });
    layers.push(tf.layers.flatten());
    arch.dense.forEach((units, i) => layers.push(tf.layers.dense({ units, activation: 'relu', kernelInitializer: init(seed + 10 + i) })));
    layers.push(tf.layers.dense({ units: classes, activation: 'softmax', kernelInitializer: init(seed + 20) }));
    const m = tf.sequential({ layers });
    m.compile({ optimizer: tf.train.adam(lr), loss: 'categoricalCrossentropy' });
    return m;
  }
  return {
    load(b64, labels, size) {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      X = new Float32Array(bytes.buffer); Y = labels; return X.length / size;
    },
    async fit(o) {
      await tf.setBackend('webgl'); await tf.ready();
      if (model) model.dispose();
      model = build(o.seed, o.arch, o.h, o.w, o.classes, o.lr);
      const size = o.h * o.w, rand = rng(o.seed), idx = o.train.slice(), losses = [];
      const t0 = performance.now();
      for (let e = 0; e < o.epochs; e++) {
        for (let i = idx.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [idx[i], idx[j]] = [idx[j], idx[i]]; }
        let sum = 0, n = 0;
        for (let b = 0; b < idx.length; b += o.batch) {
          const part = idx.slice(b, b + o.batch);
          const xb = new Float32Array(part.length * size);
          part.forEach((r, k) => xb.set(X.subarray(r * size, (r + 1) * size), k * size));
          for (let i = 0; i < xb.length; i++) xb[i] = (xb[i] - o.mean) / o.scale;
          const xs = tf.tensor4d(xb, [part.length, o.h, o.w, 1]);
          const ys = tf.oneHot(tf.tensor1d(part.map((r) => Y[r]), 'int32'), o.classes);
          const sw = tf.tensor1d(part.map((r) => o.classWeight[Y[r]]));
          // Weighted loss by hand: trainOnBatch has no class weights.
          const loss = model.optimizer.minimize(() => {
            const p = model.apply(xs, { training: true });
            return tf.mean(tf.mul(tf.losses.softmaxCrossEntropy(ys, tf.log(tf.clipByValue(p, 1e-7, 1)), undefined, 0, tf.Reduction.NONE), sw));
          }, true);
          sum += (await loss.data())[0]; n++;
          tf.dispose([xs, ys, sw, loss]);
        }
        losses.push(+(sum / n).toFixed(4));
      }
      return { losses, seconds: Math.round((performance.now() - t0) / 1000) };
    },
    predict(rows, h, w, mean, scale) {
      const size = h * w, out = [];
      for (let b = 0; b < rows.length; b += 64) {
        const part = rows.slice(b, b + 64);
        const xb = new Float32Array(part.length * size);
        part.forEach((r, k) => xb.set(X.subarray(r * size, (r + 1) * size), k * size));
        for (let i = 0; i < xb.length; i++) xb[i] = (xb[i] - mean) / scale;
        const p = tf.tidy(() => model.predict(tf.tensor4d(xb, [part.length, h, w, 1])).arraySync());
        out.push(...p);
      }
      return out;
    },
    /** The trained weights rounded to half floats, put back so tfjs runs what ships. */
    exportHalf() {
      const layers = [];
      const rounded = [];
      for (const l of model.layers) {
        const ws = l.getWeights();
        if (!ws.length) { if (l.getClassName() === 'MaxPooling2D') layers.push({ type: 'maxPool', size: l.getConfig().poolSize[0] }); continue; }
        const [kernel, bias] = ws.map((t) => WinnowCnn.encodeHalfs(t.dataSync()));
        rounded.push(...[kernel, bias].map((b, i) => tf.tensor(WinnowCnn.decodeHalfs(b), ws[i].shape)));
        const type = l.getClassName() === 'Conv2D' ? 'conv2d' : 'dense';
        layers.push({ type, shape: ws[0].shape, kernel, bias, activation: l.getConfig().activation });
      }
      model.setWeights(rounded);
      return layers;
    },
  };
})();
`;

function score(pairs) {
  const conf = CLASSES.map(() => CLASSES.map(() => 0));
  for (const { label, pred } of pairs) conf[CLASSES.indexOf(label)][CLASSES.indexOf(pred)]++;
  const correct = CLASSES.reduce((s, _, i) => s + conf[i][i], 0);
  const recall = Object.fromEntries(CLASSES.map((c, i) => [c, +(conf[i][i] / Math.max(1, conf[i].reduce((a, b) => a + b, 0))).toFixed(3)]));
  const precision = Object.fromEntries(CLASSES.map((c, i) => [c, +(conf[i][i] / Math.max(1, conf.reduce((s, r) => s + r[i], 0))).toFixed(3)]));
  return { n: pairs.length, accuracy: +(correct / pairs.length).toFixed(3), recall, precision, confusion: { rows: 'truth', cols: 'predicted', classes: CLASSES, matrix: conf } };
}
const argmax = (p) => CLASSES[p.indexOf(Math.max(...p))];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const index = readFileSync(join(shots, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const size = WIDTH * HEIGHT;
  const X = new Float32Array(index.length * size);
  index.forEach((r, i) => X.set(new Float32Array(readFileSync(join(shots, r.file)).buffer.slice(0)), i * size));
  const Y = index.map((r) => CLASSES.indexOf(r.label));
  const bundle = join(repo, '.cache', 'cnn-input.js');
  if (!existsSync(bundle) || process.env.REBUNDLE !== '0') {
    execFileSync('npx', ['rolldown', './src/research/pagetype-cnn.ts', '-f', 'iife', '-n', 'WinnowCnn', '-o', bundle], { cwd: repo, stdio: 'ignore' });
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: WEBGL_ARGS });
  const page = await browser.newPage();
  page.setDefaultTimeout(0);
  await page.addScriptTag({ content: readFileSync(join(repo, 'node_modules/@tensorflow/tfjs/dist/tf.min.js'), 'utf8') });
  await page.addScriptTag({ content: readFileSync(bundle, 'utf8') });
  await page.addScriptTag({ content: PAGE_CODE });
  await page.evaluate(([b64, y, s]) => window.trainer.load(b64, y, s), [Buffer.from(X.buffer).toString('base64'), Y, size]);

  const classWeightOf = (rows) => {
    const counts = CLASSES.map((_, c) => rows.filter((r) => Y[r] === c).length);
    return counts.map((n) => (n ? (rows.length / (CLASSES.length * n)) ** WEIGHT_POWER : 0));
  };
  /** Pixel mean and standard deviation of the training pages (the model's input standardisation). */
  const standardiser = (rows) => {
    let sum = 0, sq = 0;
    for (const r of rows) for (let i = r * size; i < (r + 1) * size; i++) sum += X[i];
    const mean = sum / (rows.length * size);
    for (const r of rows) for (let i = r * size; i < (r + 1) * size; i++) sq += (X[i] - mean) ** 2;
    return { mean: Math.fround(mean), scale: Math.fround(Math.sqrt(sq / (rows.length * size)) || 1) };
  };
  const fitOpts = (train, seed) => ({ train, seed, ...standardiser(train), arch: ARCH, h: HEIGHT, w: WIDTH, classes: CLASSES.length, lr: LEARNING_RATE, epochs: EPOCHS, batch: BATCH, classWeight: classWeightOf(train) });

  // CNN_CV=pages: folds over pages (a site may be on both sides; optimistic, for reference only):
  // scores them, adds "pageCv" to report.json and stops (the shipped model is not retrained).
  const byPages = process.env.CNN_CV === 'pages';
  const fold = index.map((r) => foldOf(byPages ? `${r.dataset}/${r.id}` : r.site, FOLDS));
  const perPage = [];
  const folds = [];
  for (let k = 0; k < FOLDS; k++) {
    const train = index.map((_, i) => i).filter((i) => fold[i] !== k);
    const test = index.map((_, i) => i).filter((i) => fold[i] === k);
    const opts = fitOpts(train, SEED + k);
    const fit = await page.evaluate((o) => window.trainer.fit(o), opts);
    const probs = await page.evaluate(([rows, h, w, mean, scale]) => window.trainer.predict(rows, h, w, mean, scale), [test, HEIGHT, WIDTH, opts.mean, opts.scale]);
    test.forEach((i, j) => perPage.push({ dataset: index[i].dataset, id: index[i].id, site: index[i].site, fold: k, label: index[i].label, pred: argmax(probs[j]), p: probs[j].map((v) => +v.toFixed(5)) }));
    const s = score(test.map((i, j) => ({ label: index[i].label, pred: argmax(probs[j]) })));
    folds.push({ fold: k, train: train.length, test: test.length, accuracy: s.accuracy, ...fit });
    console.log(`fold ${k}: ${fit.seconds} s, loss ${fit.losses.join(' ')}; held-out accuracy ${s.accuracy}`);
  }
  const heldOut = score(perPage);
  if (byPages) {
    console.log('page folds (optimistic):', heldOut.accuracy, 'recall', JSON.stringify(heldOut.recall), 'precision', JSON.stringify(heldOut.precision));
    const reportPath = join(outDir, 'report.json');
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    report.pageCv = { folds: FOLDS, split: 'foldOf(dataset/id): pages, sites may be shared', ...heldOut, perFold: folds };
    writeFileSync(reportPath, JSON.stringify(report, null, 1) + '\n');
    await browser.close();
    process.exit(0);
  }
  console.log('held-out sites:', heldOut.accuracy, 'recall', JSON.stringify(heldOut.recall), 'precision', JSON.stringify(heldOut.precision));
  const byFolder = {};
  for (const ds of [...new Set(index.map((r) => r.dataset))]) {
    const pages = perPage.filter((p) => p.dataset === ds);
    byFolder[ds] = { pages: pages.length, accuracy: +(pages.filter((p) => p.pred === p.label).length / pages.length).toFixed(3) };
  }
  mkdirSync(join(repo, 'bench', 'results'), { recursive: true });
  writeFileSync(join(repo, 'bench', 'results', 'pagetype-cnn-cv.jsonl'), perPage.map((p) => JSON.stringify(p)).join('\n') + '\n');

  // The shipped model: every page.
  const all = index.map((_, i) => i);
  const finalOpts = fitOpts(all, SEED + 100);
  const finalFit = await page.evaluate((o) => window.trainer.fit(o), finalOpts);
  console.log(`shipped model: ${finalFit.seconds} s, loss ${finalFit.losses.join(' ')}`);
  const layers = await page.evaluate(() => window.trainer.exportHalf());
  const checkRows = all.filter((i) => i % Math.floor(all.length / CHECK_INPUTS) === 0).slice(0, CHECK_INPUTS);
  const checkProbs = await page.evaluate(([rows, h, w, mean, scale]) => window.trainer.predict(rows, h, w, mean, scale), [checkRows, HEIGHT, WIDTH, finalOpts.mean, finalOpts.scale]);
  await browser.close();

  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'model.json'), JSON.stringify({ format: 'winnow-cnn-1', input: { width: WIDTH, height: HEIGHT, mean: finalOpts.mean, scale: finalOpts.scale }, classes: CLASSES, layers }) + '\n');
  writeFileSync(join(outDir, 'check.json'), JSON.stringify(checkRows.map((i, j) => ({
    id: `${index[i].dataset}/${index[i].id}`, input: Buffer.from(X.slice(i * size, (i + 1) * size).buffer).toString('base64'), tfjs: checkProbs[j],
  }))) + '\n');
  const count = (key) => Object.fromEntries([...new Set(index.map((r) => r[key]))].map((v) => [v, index.filter((r) => r[key] === v).length]));
  writeFileSync(join(outDir, 'report.json'), JSON.stringify({
    date: new Date().toISOString().slice(0, 10),
    data: { pages: index.length, sites: new Set(index.map((r) => r.site)).size, byClass: count('label'), byFolder: count('dataset') },
    model: { input: [HEIGHT, WIDTH, 1], arch: ARCH, epochs: EPOCHS, batch: BATCH, learningRate: LEARNING_RATE, classWeightPower: WEIGHT_POWER, seed: SEED, weights: 'float16' },
    heldOutSitesCv: { folds: FOLDS, split: 'scripts/train/common.mjs foldOf(site)', ...heldOut, byFolder, perFold: folds },
    shipped: { seconds: finalFit.seconds, losses: finalFit.losses },
  }, null, 1) + '\n');
  console.log('wrote models/pagetype-cnn/model.json, check.json, report.json and bench/results/pagetype-cnn-cv.jsonl');
}
