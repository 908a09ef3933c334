#!/usr/bin/env node
// npm run train — the block classifiers, from the feature dump (npm run features) and the
// datasets' truth. Reproduces every shipped file from scratch, deterministically:
//   models/block/model.json + weights.bin   the dense network, tfjs layers format
//   models/block/svm.json                   the RBF SVM (support vectors)
//   models/block/report.json                labels, cross-validation, held-out scores
//   src/research/classify/weights.ts            both models as the core loads them
//
//   npm run train -- [--data a,b] [--holdout cleaneval-dev,zh-wce-dev] [--folds 10] [--quick]
//
// Method (models/README.md): labels by token alignment with the truth (labels.mjs), checked
// against l3s-gn1's human block labels; folds split by site (no site on both sides); noise
// down-sampled to the content count in every training set (seed 000); 30 % of training pages
// see their layout features neutralised, so the model also serves pages without layout (Node).

import fs from 'node:fs';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { parseArgs, REPO_ROOT } from '../bench/datasets.mjs';
import { loadPages, labelAgreement } from './train/data.mjs';
import { CONTENT_SHARE } from './train/labels.mjs';
import { trainSvm, svmDecide } from './train/svm.mjs';
import { prepare, standardiser, rng, foldOf, blockScores, balanced, LAYOUT_NAMES, R_NAMES } from './train/common.mjs';

const args = parseArgs(process.argv.slice(2));
const FEATURES_DIR = path.join(REPO_ROOT, '.cache', 'features');
const OUT_DIR = path.join(REPO_ROOT, 'models', 'block');
const WEIGHTS_TS = path.join(REPO_ROOT, 'src', 'core', 'classify', 'weights.ts');
/** mozilla-readability's truth is Readability.js's output: never trained on. */
const NEVER_TRAIN = ['mozilla-readability'];
const DEFAULT_DATA = ['big9-chaos', 'cleaneval-dev', 'dragnet-train', 'l3s-gn1', 'wcxb-dev', 'zh-wce-dev'];
const DEFAULT_HOLDOUT = ['cleaneval-dev', 'zh-wce-dev'];
const FOLDS = Number(args.folds ?? 10);
const QUICK = Boolean(args.quick);
const SEED = 20240601;

/** The network: seed 004's shape (one sigmoid hidden layer), widened; chosen by CV below. */
const NET_CONFIGS = [
  { name: 'seed004-8-sigmoid', hidden: [8], activation: 'sigmoid' },
  { name: 'wide-24-sigmoid', hidden: [24], activation: 'sigmoid' },
];
const EPOCHS = QUICK ? 6 : 8;
/** Balanced training rows per fit, at most (pure-JS tfjs on a small machine: minutes, not hours). */
const MAX_NET_ROWS = 20_000;
const BATCH = 256;
const LEARNING_RATE = 0.003;

/** SVM: a balanced sample of this many rows (the kernel matrix is n²), grid by CV. */
const SVM_ROWS = QUICK ? 800 : 1500;
const SVM_GRID = QUICK ? [{ c: 1, gamma: 0.1 }] : [
  { c: 1, gamma: 0.05 }, { c: 10, gamma: 0.05 }, { c: 10, gamma: 0.5 },
];

const data = (args.data && args.data !== true ? String(args.data).split(',') : DEFAULT_DATA).filter((d) => !NEVER_TRAIN.includes(d));
const holdout = (args.holdout && args.holdout !== true ? String(args.holdout).split(',') : DEFAULT_HOLDOUT).filter((d) => data.includes(d));
const t0 = Date.now();
const log = (...a) => console.error(`[${((Date.now() - t0) / 1000).toFixed(0)}s]`, ...a);

const { pages, names } = loadPages(data, FEATURES_DIR);
log(`${pages.length} pages from ${data.join(', ')}`);
const agreement = labelAgreement(pages);
log('label agreement with l3s-gn1 human labels', agreement);

const all = prepare(pages, names);
log(`${all.count} labelled blocks (${all.positives} content), ${new Set(all.site).size} sites`);

function buildNet(cfg, inputs) {
  const model = tf.sequential();
  cfg.hidden.forEach((units, i) => model.add(tf.layers.dense({
    units, activation: cfg.activation, ...(i === 0 ? { inputShape: [inputs] } : {}),
    kernelInitializer: tf.initializers.glorotUniform({ seed: SEED + i }),
  })));
  model.add(tf.layers.dense({ units: 1, activation: 'sigmoid', kernelInitializer: tf.initializers.glorotUniform({ seed: SEED + 99 }) }));
  model.compile({ optimizer: tf.train.adam(LEARNING_RATE), loss: 'binaryCrossentropy' });
  return model;
}

/** Train a net on the rows where `use` is true; returns the model and its standardiser. */
async function fitNet(cfg, set, use, featureIdx, opts = {}) {
  const rows = balanced(set, use, rng(SEED)).slice(0, MAX_NET_ROWS);
  const st = standardiser(set, rows, featureIdx);
  const X = st.matrix(set, rows, opts.dropLayout ? { layout: true } : { augment: rng(SEED + 1) });
  const y = rows.map((r) => set.y[r]);
  const model = buildNet(cfg, featureIdx.length);
  const xs = tf.tensor2d(X, [rows.length, featureIdx.length]);
  const ys = tf.tensor2d(y, [rows.length, 1]);
  await model.fit(xs, ys, { epochs: EPOCHS, batchSize: BATCH, shuffle: false, verbose: 0 });
  xs.dispose();
  ys.dispose();
  return { model, st };
}

function predictNet(fit, set, rows, opts = {}) {
  const X = fit.st.matrix(set, rows, opts.dropLayout ? { layout: true } : {});
  const xs = tf.tensor2d(X, [rows.length, fit.st.idx.length]);
  const out = fit.model.predict(xs);
  const p = out.dataSync().slice();
  xs.dispose();
  out.dispose();
  return p;
}

const idxOf = (list) => list.map((n) => names.indexOf(n));
const FULL = names.map((_, i) => i);
const NO_LAYOUT = FULL.filter((i) => !LAYOUT_NAMES.includes(names[i]));
const R_ONLY = idxOf(R_NAMES);

/** Site-split k-fold CV of one variant; scores pooled over the folds' test blocks. */
async function crossValidate(label, trainFn, predictFn) {
  const preds = new Float64Array(all.count).fill(NaN);
  for (let f = 0; f < FOLDS; f++) {
    const test = [];
    const use = new Uint8Array(all.count);
    for (let r = 0; r < all.count; r++) {
      if (foldOf(all.site[r], FOLDS) === f) test.push(r);
      else use[r] = 1;
    }
    if (test.length === 0) continue;
    const fit = await trainFn(use);
    const p = predictFn(fit, test);
    test.forEach((r, k) => (preds[r] = p[k]));
    fit.model?.dispose?.();
  }
  const scores = blockScores(all, preds, label.startsWith('svm') ? 0 : 0.5);
  log(`CV ${label}`, JSON.stringify(scores));
  return scores;
}

const report = {
  date: new Date().toISOString().slice(0, 10), data, holdout, folds: FOLDS, pages: pages.length,
  blocks: all.count, contentBlocks: all.positives, sites: new Set(all.site).size,
  labelRule: `share of the block's 4-token shingles in the truth >= ${CONTENT_SHARE} (short blocks: a whole truth line or its start/end)`,
  labelAgreement: agreement, cv: {}, heldOut: {}, svmGrid: [],
};

// ---- dense network: configurations and ablations by CV ----
for (const cfg of NET_CONFIGS) {
  report.cv[`net ${cfg.name}`] = await crossValidate(`net ${cfg.name}`, (use) => fitNet(cfg, all, use, FULL), (fit, rows) => predictNet(fit, all, rows));
}
const best = NET_CONFIGS.reduce((a, b) => (report.cv[`net ${b.name}`].f1 > report.cv[`net ${a.name}`].f1 ? b : a));
log(`best network: ${best.name}`);
report.network = best;
report.cv[`net ${best.name} without layout features (ablation)`] = await crossValidate('net no-layout',
  (use) => fitNet(best, all, use, NO_LAYOUT), (fit, rows) => predictNet(fit, all, rows));
report.cv[`net ${best.name} on R1..R5 only`] = await crossValidate('net R1..R5',
  (use) => fitNet(best, all, use, R_ONLY), (fit, rows) => predictNet(fit, all, rows));
report.cv[`net ${best.name}, full model scored with layout absent (Node)`] = await crossValidate('net layout-absent',
  (use) => fitNet(best, all, use, FULL), (fit, rows) => predictNet(fit, all, rows, { dropLayout: true }));

// ---- held-out folders: trained without them entirely ----
if (holdout.length) {
  const use = new Uint8Array(all.count);
  const test = [];
  for (let r = 0; r < all.count; r++) (holdout.includes(all.dataset[r]) ? test.push(r) : (use[r] = 1));
  const fit = await fitNet(best, all, use, FULL);
  const p = predictNet(fit, all, test);
  const preds = new Float64Array(all.count).fill(NaN);
  test.forEach((r, k) => (preds[r] = p[k]));
  for (const d of holdout) report.heldOut[d] = blockScores(all, preds, 0.5, (r) => all.dataset[r] === d);
  log('held out', JSON.stringify(report.heldOut));
  fit.model.dispose();
}

// ---- SVM (seed 000): R1..R5 and the full set, parameters by CV on a balanced sample ----
function fitSvm(use, featureIdx, p) {
  const rows = balanced(all, use, rng(SEED + 7)).slice(0, SVM_ROWS);
  const st = standardiser(all, rows, featureIdx);
  const X = Float64Array.from(st.matrix(all, rows, { augment: rng(SEED + 8) }));
  const y = Int8Array.from(rows.map((r) => (all.y[r] ? 1 : -1)));
  return { svm: trainSvm(X, y, p), st, p };
}
/** SVM CV scores every SVM_TEST_STRIDE-th test block: its decision costs rows × support vectors. */
const SVM_TEST_STRIDE = 4;
function predictSvm(fit, rows) {
  const sample = rows.filter((_, k) => k % SVM_TEST_STRIDE === 0);
  const d = svmDecide(fit.svm, fit.p.gamma, Float64Array.from(fit.st.matrix(all, sample, {})), sample.length);
  const out = new Float64Array(rows.length).fill(NaN);
  for (let k = 0; k < sample.length; k++) out[k * SVM_TEST_STRIDE] = d[k];
  return out;
}
const svmBest = {};
for (const [fname, fidx] of [['R1..R5', R_ONLY], ['full', FULL]]) {
  let top = null;
  for (const p of SVM_GRID) {
    const s = await crossValidate(`svm ${fname} C=${p.c} gamma=${p.gamma}`, (use) => fitSvm(use, fidx, p), predictSvm);
    report.svmGrid.push({ features: fname, ...p, ...s });
    if (!top || s.f1 > top.s.f1) top = { p, s };
  }
  svmBest[fname] = top;
  report.cv[`svm ${fname} (C=${top.p.c}, gamma=${top.p.gamma})`] = top.s;
}

// ---- final models on every training folder ----
const everything = new Uint8Array(all.count).fill(1);
const finalNet = await fitNet(best, all, everything, FULL);
const finalSvmFeatures = svmBest.full.s.f1 >= svmBest['R1..R5'].s.f1 + 0.01 ? 'full' : 'R1..R5';
const finalSvm = fitSvm(everything, finalSvmFeatures === 'full' ? FULL : R_ONLY, svmBest[finalSvmFeatures].p);
report.shipped = { network: best.name, svm: { features: finalSvmFeatures, ...svmBest[finalSvmFeatures].p, supportVectors: finalSvm.svm.coef.length } };
log('shipped', JSON.stringify(report.shipped));

fs.mkdirSync(OUT_DIR, { recursive: true });
// tfjs layers format, written by hand: the file:// handler needs tfjs-node, which cannot install here.
await finalNet.model.save(tf.io.withSaveHandler(async (art) => {
  fs.writeFileSync(path.join(OUT_DIR, 'weights.bin'), Buffer.from(art.weightData));
  const manifest = [{ paths: ['weights.bin'], weights: art.weightSpecs }];
  fs.writeFileSync(path.join(OUT_DIR, 'model.json'), JSON.stringify({
    modelTopology: art.modelTopology, format: 'layers-model', generatedBy: `TensorFlow.js tfjs-layers v${tf.version.tfjs}`,
    convertedBy: null, weightsManifest: manifest,
    userDefinedMetadata: { features: finalNet.st.names(names), mean: finalNet.st.mean, scale: finalNet.st.scale },
  }));
  return { modelArtifactsInfo: { dateSaved: new Date(), modelTopologyType: 'JSON' } };
}));

const round = (a) => a.map((v) => Number(v.toPrecision(7)));
/** Support vectors are standardised values: 4 significant digits move a decision by < 1e-3 and halve the bundle. */
const roundSv = (a) => a.map((v) => Number(v.toPrecision(4)));
const denseModel = {
  kind: 'dense', features: finalNet.st.names(names), mean: round(finalNet.st.mean), scale: round(finalNet.st.scale),
  layers: finalNet.model.layers.map((l) => {
    const [k, b] = l.getWeights();
    return { kernel: Array.from(k.dataSync()), bias: Array.from(b.dataSync()), activation: l.getConfig().activation };
  }),
};
const svmModel = {
  kind: 'svm', features: finalSvm.st.names(names), mean: round(finalSvm.st.mean), scale: round(finalSvm.st.scale),
  gamma: finalSvm.p.gamma, vectors: roundSv(finalSvm.svm.vectors), coef: round(finalSvm.svm.coef), bias: finalSvm.svm.bias,
};
fs.writeFileSync(path.join(OUT_DIR, 'svm.json'), JSON.stringify(svmModel));
fs.writeFileSync(path.join(OUT_DIR, 'report.json'), JSON.stringify(report, null, 2) + '\n');
fs.writeFileSync(WEIGHTS_TS, [
  '// Generated by `npm run train` (scripts/train.mjs) — do not edit. See models/README.md.',
  "import type { DenseModel, SvmModel } from './model';",
  '',
  `/** Seed 004's network (${best.name}), trained ${report.date}; same weights as models/block/model.json. */`,
  `export const BLOCK_NET: DenseModel = ${JSON.stringify(denseModel)};`,
  '',
  `/** Seed 000's RBF SVM on ${finalSvmFeatures} features, ${svmModel.coef.length} support vectors. */`,
  `export const BLOCK_SVM: SvmModel = ${JSON.stringify(svmModel)};`,
  '',
].join('\n'));
log(`wrote ${path.relative(REPO_ROOT, OUT_DIR)}/ and ${path.relative(REPO_ROOT, WEIGHTS_TS)}`);
