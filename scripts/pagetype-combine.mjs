#!/usr/bin/env node
// DOM model alone, screenshot CNN alone, and the two combined (src/research/pagetype-combine.ts), on
// the same held-out sites: the pages of scripts/pagetype-shots.mjs, split by
// scripts/train/common.mjs foldOf(site, 3) as scripts/pagetype-cnn-train.mjs did. For each fold
// the DOM model is retrained without the fold's sites (scripts/pagetype-train.mjs's network and
// settings, its shipped class weighting, on all its 3.9k rows), so neither model has seen a
// held-out site. The screenshot weight w is chosen nested: fold k is scored with the w that does
// best (macro-F1) on the other folds; the shipped w is the best on all folds.
//
//   node scripts/pagetype-combine.mjs     (the second half of npm run train:pagetype-cnn)
//
// Adds a "combination" section to models/pagetype-cnn/report.json.
import * as tf from '@tensorflow/tfjs';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldOf } from './train/common.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLASSES = ['article', 'list', 'forum', 'other'];
const FOLDS = 3;
/** The screenshot weights tried (0: the DOM model alone). */
const WEIGHTS = [0, 0.1, 0.2, 0.3, 0.5, 0.7, 1, 1.5, 2];
/** The runtime's operating points (src/core/pagetype/index.ts LIST_MIN_PROBABILITY, FORUM_MIN_PROBABILITY). */
const LIST_MIN_PROBABILITY = 0.9;
const FORUM_MIN_PROBABILITY = 0.5;
// scripts/pagetype-train.mjs's settings, so the DOM figures are those of the shipped model's recipe.
const domReport = JSON.parse(readFileSync(join(repo, 'models', 'pagetype', 'report.json'), 'utf8'));
const { hidden: HIDDEN_UNITS, epochs: EPOCHS, batch: BATCH, learningRate: LEARNING_RATE, l2: L2, seed: SEED } = domReport.model;
const POWER = domReport.model.classWeightPower.power;

tf.setBackend('cpu');
const bundle = join(repo, '.cache', 'pagetype-combine.mjs');
execFileSync('npx', ['rolldown', './src/research/pagetype-combine.ts', '-f', 'esm', '-p', 'node', '-o', bundle], { cwd: repo, stdio: 'ignore' });
const { combineProbabilities } = await import(bundle);

const rows = readFileSync(join(repo, 'bench', 'results', 'pagetype-features.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  // One row per page: the hashed-name twins (pagetype-features.mjs --hashed) are for the DOM model's training.
  .filter((r) => (r.variant ?? 'plain') === 'plain');
const cnn = readFileSync(join(repo, 'bench', 'results', 'pagetype-cnn-cv.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const rowOf = new Map(rows.map((r) => [`${r.dataset}/${r.id}`, r]));

function fitDom(train, seed) {
  const d = train[0].x.length;
  const mean = new Array(d).fill(0);
  const scale = new Array(d).fill(0);
  for (const r of train) for (let i = 0; i < d; i++) mean[i] += r.x[i] / train.length;
  for (const r of train) for (let i = 0; i < d; i++) scale[i] += (r.x[i] - mean[i]) ** 2 / train.length;
  for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]) || 1;
  const std = (x) => x.map((v, i) => (v - mean[i]) / scale[i]);
  const counts = CLASSES.map((c) => train.filter((r) => r.label === c).length);
  const classWeight = Object.fromEntries(counts.map((n, i) => [i, n ? (train.length / (CLASSES.length * n)) ** POWER : 0]));
  const init = (s) => tf.initializers.glorotUniform({ seed: s });
  const model = tf.sequential({
    layers: [
      tf.layers.dense({ inputShape: [d], units: HIDDEN_UNITS, activation: 'relu', kernelInitializer: init(seed), kernelRegularizer: tf.regularizers.l2({ l2: L2 }) }),
      tf.layers.dense({ units: CLASSES.length, activation: 'softmax', kernelInitializer: init(seed + 1), kernelRegularizer: tf.regularizers.l2({ l2: L2 }) }),
    ],
  });
  model.compile({ optimizer: tf.train.adam(LEARNING_RATE), loss: 'categoricalCrossentropy' });
  const xs = tf.tensor2d(train.map((r) => std(r.x)));
  const ys = tf.oneHot(tf.tensor1d(train.map((r) => CLASSES.indexOf(r.label)), 'int32'), CLASSES.length);
  return model.fit(xs, ys, { epochs: EPOCHS, batchSize: BATCH, shuffle: true, classWeight, verbose: 0 }).then(() => {
    tf.dispose([xs, ys]);
    return (test) => tf.tidy(() => model.predict(tf.tensor2d(test.map((r) => std(r.x)))).arraySync());
  });
}

const argmax = (p) => CLASSES.reduce((best, c) => (p[c] > p[best] ? c : best), CLASSES[0]);
function score(pages, probsOf) {
  const conf = CLASSES.map(() => CLASSES.map(() => 0));
  for (const p of pages) conf[CLASSES.indexOf(p.label)][CLASSES.indexOf(argmax(probsOf(p)))]++;
  const recall = Object.fromEntries(CLASSES.map((c, i) => [c, +(conf[i][i] / Math.max(1, conf[i].reduce((a, b) => a + b, 0))).toFixed(3)]));
  const precision = Object.fromEntries(CLASSES.map((c, i) => [c, +(conf[i][i] / Math.max(1, conf.reduce((s, r) => s + r[i], 0))).toFixed(3)]));
  const f1 = CLASSES.map((c) => (recall[c] + precision[c] ? (2 * recall[c] * precision[c]) / (recall[c] + precision[c]) : 0));
  const at = (cls, min) => {
    const called = pages.filter((p) => probsOf(p)[cls] >= min);
    const right = called.filter((p) => p.label === cls).length;
    return { threshold: min, called: called.length, precision: +(right / Math.max(1, called.length)).toFixed(3), recall: +(right / Math.max(1, pages.filter((p) => p.label === cls).length)).toFixed(3) };
  };
  return {
    n: pages.length,
    accuracy: +(CLASSES.reduce((s, _, i) => s + conf[i][i], 0) / pages.length).toFixed(3),
    macroF1: +(f1.reduce((a, b) => a + b, 0) / CLASSES.length).toFixed(3),
    recall, precision,
    listAtThreshold: at('list', LIST_MIN_PROBABILITY),
    forumAtThreshold: at('forum', FORUM_MIN_PROBABILITY),
    confusion: conf,
  };
}

const pages = cnn.filter((p) => rowOf.has(`${p.dataset}/${p.id}`)).map((p) => ({ ...p, shot: Object.fromEntries(CLASSES.map((c, i) => [c, p.p[i]])) }));
for (let k = 0; k < FOLDS; k++) {
  const test = pages.filter((p) => p.fold === k);
  const predict = await fitDom(rows.filter((r) => foldOf(r.site, FOLDS) !== k), SEED + k);
  const probs = predict(test.map((p) => rowOf.get(`${p.dataset}/${p.id}`)));
  test.forEach((p, i) => (p.dom = Object.fromEntries(CLASSES.map((c, j) => [c, probs[i][j]]))));
  console.log(`fold ${k}: DOM model retrained without the fold's sites, ${test.length} test pages`);
}
const combined = (w) => (p) => combineProbabilities(p.dom, p.shot, w);
const best = (set) => WEIGHTS.reduce((b, w) => (score(set, combined(w)).macroF1 > score(set, combined(b)).macroF1 ? w : b), 0);
// Nested choice: fold k gets the weight chosen on the other folds.
const nestedWeight = {};
for (let k = 0; k < FOLDS; k++) nestedWeight[k] = best(pages.filter((p) => p.fold !== k));
const nested = (p) => combineProbabilities(p.dom, p.shot, nestedWeight[p.fold]);
const shippedWeight = best(pages);

const result = {
  folds: FOLDS,
  pages: pages.length,
  dom: score(pages, (p) => p.dom),
  cnn: score(pages, (p) => p.shot),
  combinedNested: { weights: nestedWeight, ...score(pages, nested) },
  byWeight: Object.fromEntries(WEIGHTS.map((w) => [w, (({ accuracy, macroF1, listAtThreshold }) => ({ accuracy, macroF1, listAtThreshold }))(score(pages, combined(w)))])),
  bestWeightOnAllFolds: shippedWeight,
};
for (const name of ['dom', 'cnn', 'combinedNested']) {
  const s = result[name];
  console.log(`${name}: accuracy ${s.accuracy} macro-F1 ${s.macroF1} recall ${JSON.stringify(s.recall)} precision ${JSON.stringify(s.precision)} list@0.9 ${JSON.stringify(s.listAtThreshold)}`);
}
console.log('by weight:', JSON.stringify(result.byWeight));
console.log('nested weights', JSON.stringify(nestedWeight), 'best on all folds', shippedWeight);
const reportPath = join(repo, 'models', 'pagetype-cnn', 'report.json');
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
report.combination = result;
writeFileSync(reportPath, JSON.stringify(report, null, 1) + '\n');
console.log('added "combination" to models/pagetype-cnn/report.json');
