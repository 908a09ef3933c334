#!/usr/bin/env node
// Trains the page-type model (a small dense network) with TensorFlow.js on the rows of
// scripts/pagetype-features.mjs, evaluates it, and writes models/pagetype/model.json (weights
// rounded to 3 significant digits, scripts/train/pack.mjs, for the core's plain-TypeScript
// forward pass), models/pagetype/report.json and models/pagetype/check.json (rows with tfjs's
// predictions from the weights as written, for the forward-pass test).
//
//   node scripts/pagetype-features.mjs && node scripts/pagetype-train.mjs     (npm run train:pagetype)
//
// Evaluation (all printed and saved):
//  - held-out sites: 5 folds split by site (wcxb's domain, gne's site): every page is predicted by
//    a model that never saw a page of its site. The class weighting is chosen inside each fold, on
//    a quarter of the fold's training sites (inner validation), never on the fold's test pages;
//  - a fixed held-out split: a seeded fifth of the sites, trained on the rest;
//  - plain 5-fold cross-validation (pages shuffled, sites may be shared: optimistic, for reference);
//  - per folder, the article pages called lists (by the held-out-site folds, and by a model
//    trained without that folder at all: the honest figure for a kind of page never seen).
import * as tf from '@tensorflow/tfjs';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng, shuffleWith, shuffled } from './train/common.mjs';
import { packFloats } from './train/pack.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const input = process.argv[2] || join(repo, 'bench', 'results', 'pagetype-features.jsonl');
const outDir = join(repo, 'models', 'pagetype');
const CLASSES = ['article', 'list', 'forum', 'other'];
const FEATURES = JSON.parse(readFileSync(input.replace(/\.jsonl$/, '.names.json'), 'utf8'));

/** Hidden units: enough for a few interactions of 43 features, small enough for 1.4k pages. */
const HIDDEN_UNITS = 24;
/** 3.9k pages: batches of 64 for 80 epochs take about as many steps as the first 1.4k-page model. */
const EPOCHS = 80;
const BATCH = 64;
const LEARNING_RATE = 0.005;
/** L2 on the kernels: the data is small and noisy (silver labels), so keep the weights small. */
const L2 = 1e-3;
const FOLDS = 5;
/** PAGETYPE_SEED draws another model from the same rows: compare choices over several draws. */
const SEED = Number(process.env.PAGETYPE_SEED ?? 20261122);
/**
 * Class weights are (n / (classes × n_class)) ^ power. 1 is fully balanced (the rare list and
 * forum pages weigh as much as the 3.2k articles; it pushes articles into "other"), 0 is none.
 * The power is picked per training set by inner validation (macro-F1: every class counts).
 */
const WEIGHT_POWERS = [1, 0.5, 0];
/** The inner validation holds out this share of the training sites. */
const INNER_SHARE = 0.25;

tf.setBackend('cpu');
const rows = readFileSync(input, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
/**
 * PAGETYPE_IGNORE=name,name (an ablation): the model is trained blind to these features (zero in
 * every row) and written with zero weights on them, so the runtime's values for them do nothing.
 * The feature list stays the same and the model still loads in this build.
 */
const IGNORED = (process.env.PAGETYPE_IGNORE ?? '').split(',').filter(Boolean).map((f) => FEATURES.indexOf(f));
if (IGNORED.includes(-1)) throw new Error('unknown feature in PAGETYPE_IGNORE');
for (const r of rows) for (const i of IGNORED) r.x[i] = 0;
/** Row variants in the input: pages as served, and (pagetype-features.mjs) with hashed names. */
const VARIANTS = [...new Set(rows.map((r) => r.variant ?? 'plain'))];

/** Offset of the epoch-order generator's seed from the initialisers' (seed, seed + 1). */
const EPOCH_ORDER_SEED = 2;

function standardiser(train) {
  const d = FEATURES.length;
  const mean = new Array(d).fill(0);
  const scale = new Array(d).fill(0);
  for (const r of train) for (let i = 0; i < d; i++) mean[i] += r.x[i] / train.length;
  for (const r of train) for (let i = 0; i < d; i++) scale[i] += (r.x[i] - mean[i]) ** 2 / train.length;
  for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]) || 1;
  return { mean, scale };
}

async function fit(train, seed, power) {
  const { mean, scale } = standardiser(train);
  const xs = tf.tensor2d(train.map((r) => r.x.map((v, i) => (v - mean[i]) / scale[i])));
  const ys = tf.oneHot(tf.tensor1d(train.map((r) => CLASSES.indexOf(r.label)), 'int32'), CLASSES.length);
  const counts = CLASSES.map((c) => train.filter((r) => r.label === c).length);
  const classWeight = Object.fromEntries(counts.map((n, i) => [i, n ? (train.length / (CLASSES.length * n)) ** power : 0]));
  const init = (s) => tf.initializers.glorotUniform({ seed: s });
  const model = tf.sequential({
    layers: [
      tf.layers.dense({ inputShape: [FEATURES.length], units: HIDDEN_UNITS, activation: 'relu', kernelInitializer: init(seed), kernelRegularizer: tf.regularizers.l2({ l2: L2 }) }),
      tf.layers.dense({ units: CLASSES.length, activation: 'softmax', kernelInitializer: init(seed + 1), kernelRegularizer: tf.regularizers.l2({ l2: L2 }) }),
    ],
  });
  model.compile({ optimizer: tf.train.adam(LEARNING_RATE), loss: 'categoricalCrossentropy', metrics: ['accuracy'] });
  // tfjs shuffles each epoch with Math.random, so two runs gave two models: each epoch's order
  // comes from the seeded generator instead, and the same rows give the same weights.
  const random = rng(seed + EPOCH_ORDER_SEED);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = tf.tensor1d(shuffleWith(Array.from({ length: train.length }, (_, i) => i), random), 'int32');
    const [xe, ye] = [tf.gather(xs, order), tf.gather(ys, order)];
    await model.fit(xe, ye, { epochs: 1, batchSize: BATCH, shuffle: false, classWeight, verbose: 0 });
    tf.dispose([order, xe, ye]);
  }
  xs.dispose();
  ys.dispose();
  return { model, mean, scale };
}

function predictAll(m, rowsToPredict) {
  return tf.tidy(() => {
    const xs = tf.tensor2d(rowsToPredict.map((r) => r.x.map((v, i) => (v - m.mean[i]) / m.scale[i])));
    return m.model.predict(xs).arraySync();
  });
}

function score(pairs) {
  const conf = CLASSES.map(() => CLASSES.map(() => 0));
  for (const { label, pred } of pairs) conf[CLASSES.indexOf(label)][CLASSES.indexOf(pred)]++;
  const n = pairs.length;
  const correct = CLASSES.reduce((s, _, i) => s + conf[i][i], 0);
  const recall = Object.fromEntries(CLASSES.map((c, i) => [c, +(conf[i][i] / Math.max(1, conf[i].reduce((a, b) => a + b, 0))).toFixed(3)]));
  const precision = Object.fromEntries(CLASSES.map((c, i) => [c, +(conf[i][i] / Math.max(1, conf.reduce((s, r) => s + r[i], 0))).toFixed(3)]));
  return { n, accuracy: +(correct / n).toFixed(3), recall, precision, confusion: { rows: 'truth', cols: 'predicted', classes: CLASSES, matrix: conf } };
}

const argmax = (p) => CLASSES[p.indexOf(Math.max(...p))];

function macroF1(s) {
  return CLASSES.reduce((sum, c) => sum + (s.recall[c] + s.precision[c] ? (2 * s.recall[c] * s.precision[c]) / (s.recall[c] + s.precision[c]) : 0), 0) / CLASSES.length;
}

/** The class-weight power that does best on a held-out quarter of the training sites. */
async function choosePower(train, seed) {
  const own = shuffled([...new Set(train.map((r) => r.site))].sort(), seed);
  const inner = new Set(own.slice(0, Math.round(own.length * INNER_SHARE)));
  const fitRows = train.filter((r) => !inner.has(r.site));
  const val = train.filter((r) => inner.has(r.site));
  let best = WEIGHT_POWERS[0], bestF1 = -1;
  const tried = {};
  for (const power of WEIGHT_POWERS) {
    const m = await fit(fitRows, seed, power);
    const probs = predictAll(m, val);
    m.model.dispose();
    const f1 = macroF1(score(val.map((r, i) => ({ label: r.label, pred: argmax(probs[i]) }))));
    tried[power] = +f1.toFixed(4);
    if (f1 > bestF1) [best, bestF1] = [power, f1];
  }
  return { power: best, innerMacroF1: tried };
}

/** Chooses the weighting on the training rows alone, then fits them all with it. */
async function fitChosen(train, seed) {
  const choice = await choosePower(train, seed);
  return { ...(await fit(train, seed, choice.power)), choice };
}

async function crossValidate(foldOf, seed) {
  const pairs = [];
  const perPage = [];
  const choices = [];
  for (let k = 0; k < FOLDS; k++) {
    const train = rows.filter((r) => foldOf(r) !== k);
    const test = rows.filter((r) => foldOf(r) === k);
    const m = await fitChosen(train, seed + k);
    choices.push(m.choice);
    console.log(`fold ${k}: class-weight power ${m.choice.power} (inner macro-F1 ${JSON.stringify(m.choice.innerMacroF1)})`);
    const probs = predictAll(m, test);
    test.forEach((r, i) => {
      const pred = argmax(probs[i]);
      pairs.push({ label: r.label, pred });
      const pList = +probs[i][CLASSES.indexOf('list')].toFixed(4);
      perPage.push({ dataset: r.dataset, id: r.id, variant: r.variant ?? 'plain', pageType: r.pageType, label: r.label, pred, pList });
    });
    m.model.dispose();
  }
  return { ...score(pairs), classWeightPower: choices, perPage };
}

/**
 * The first kernel with zero weights on the ignored features: its row i weighs feature i, which
 * Glorot drew and no gradient moved (the feature was zero in every row).
 */
function blindTo(ignored, kernel) {
  const rowsOfKernel = kernel.arraySync();
  for (const i of ignored) rowsOfKernel[i] = rowsOfKernel[i].map(() => 0);
  return tf.tensor(rowsOfKernel);
}

/**
 * A fitted model as models/pagetype/*.json stores it (src/core/pagetype/model.ts loadModel):
 * features, classes, the input standardisation and each dense layer, floats packed.
 * @returns {string} the file written
 */
function writeModel(fitted, name) {
  const layers = fitted.model.layers.map((l) => {
    const [trained, bias] = l.getWeights();
    const kernel = l === fitted.model.layers[0] && IGNORED.length ? blindTo(IGNORED, trained) : trained;
    const packed = { kernel: packFloats(kernel.dataSync()), bias: packFloats(bias.dataSync()), activation: l.getConfig().activation };
    // From here on the model predicts with the weights as they ship (check.json holds its outputs).
    l.setWeights([tf.tensor(packed.kernel, kernel.shape), tf.tensor(packed.bias, bias.shape)]);
    return packed;
  });
  fitted.mean = packFloats(fitted.mean);
  fitted.scale = packFloats(fitted.scale);
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, name);
  writeFileSync(out, JSON.stringify({ features: FEATURES, classes: CLASSES, mean: fitted.mean, scale: fitted.scale, layers }) + '\n');
  return out;
}

/**
 * BENCH_HELD_FOLD=k: only the bench's model for fold k, trained without a page of the sites the
 * bench holds out in that fold (bench/folds.mjs, by registrable domain, across every folder; and
 * without any page of their sites by this script's own site key), with the shipped weighting
 * chosen on those rows. Written to models/pagetype/bench-held<k>.json; the bench passes it as
 * ExtractOptions.pageTypeModel (--pagetype-model), so held-fold figures are not read with a
 * model that was trained on the held pages.
 */
async function trainBenchModel(held) {
  const { siteOf, foldOf, DEFAULT_FOLDS } = await import('../bench/folds.mjs');
  const { DATASETS_ROOT } = await import('../bench/datasets.mjs');
  const benchFold = new Map();
  for (const ds of new Set(rows.map((r) => r.dataset))) {
    const metaPath = join(DATASETS_ROOT, ds, 'meta.jsonl');
    for (const line of readFileSync(metaPath, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const meta = JSON.parse(line);
      benchFold.set(`${ds}/${meta.id}`, foldOf(siteOf(meta, ds), DEFAULT_FOLDS));
    }
  }
  const heldSites = new Set(rows.filter((r) => benchFold.get(`${r.dataset}/${r.id}`) === held).map((r) => r.site));
  const train = rows.filter((r) => benchFold.get(`${r.dataset}/${r.id}`) !== held && !heldSites.has(r.site));
  console.log(`bench fold ${held}: training on ${train.length} of ${rows.length} rows (${heldSites.size} sites held out)`);
  const choice = await choosePower(train, SEED + 300);
  const out = writeModel(await fit(train, SEED + 300, choice.power), `bench-held${held}.json`);
  console.log(`class-weight power ${choice.power}; wrote ${out}`);
}
if (process.env.BENCH_HELD_FOLD !== undefined) {
  await trainBenchModel(Number(process.env.BENCH_HELD_FOLD));
  process.exit(0);
}

const sites = shuffled([...new Set(rows.map((r) => r.site))].sort(), SEED);
const siteFold = new Map(sites.map((s, i) => [s, i % FOLDS]));
const pageFold = new Map(shuffled(rows.map((r) => `${r.dataset}/${r.id}`), SEED).map((k, i) => [k, i % FOLDS]));

const bySite = await crossValidate((r) => siteFold.get(r.site), SEED);
console.log('held-out sites, 5 folds by site:', bySite.accuracy, 'recall', bySite.recall);
/** The same held-out predictions, pages as served and pages with hashed names apart. */
const byVariant = Object.fromEntries(VARIANTS.map((v) => [v, score(bySite.perPage.filter((p) => p.variant === v))]));
for (const [v, s] of Object.entries(byVariant)) console.log(`  ${v} pages:`, s.accuracy, 'recall', s.recall);
// Optimistic reference only; PAGE_CV=0 skips it (five more fits) on a busy machine.
const byPage = process.env.PAGE_CV === '0' ? null : await crossValidate((r) => pageFold.get(`${r.dataset}/${r.id}`), SEED + 100);
if (byPage) console.log('5-fold CV (pages):', byPage.accuracy, 'recall', byPage.recall);

// One fixed split: a fifth of the sites held out.
const heldSites = new Set(sites.filter((_, i) => i % FOLDS === 0));
const fixedTrain = rows.filter((r) => !heldSites.has(r.site));
const fixedTest = rows.filter((r) => heldSites.has(r.site));
const fixedModel = await fitChosen(fixedTrain, SEED + 200);
const fixedProbs = predictAll(fixedModel, fixedTest);
const fixed = { ...score(fixedTest.map((r, i) => ({ label: r.label, pred: argmax(fixedProbs[i]) }))), classWeightPower: fixedModel.choice };
fixedModel.model.dispose();
console.log(`held-out split (${heldSites.size} of ${sites.length} sites, ${fixedTest.length} pages):`, fixed.accuracy, 'recall', fixed.recall);

const gne = bySite.perPage.filter((p) => p.dataset === 'gne-pages-zh');
const gneLists = gne.filter((p) => p.label === 'list');
console.log('gne-pages-zh (held out by site):', gne.filter((p) => p.pred === p.label).length, '/', gne.length, 'right; lists:', gneLists.map((p) => `${p.id}→${p.pred}`).join(' '));

/**
 * The runtime reads a page as a list only when the model gives the list class at least this
 * probability (src/core/pagetype/index.ts LIST_MIN_PROBABILITY): the false-list rates are given
 * at the argmax and at this threshold.
 */
const LIST_MIN_PROBABILITY = 0.9;
const DATASETS = [...new Set(rows.map((r) => r.dataset))];
function falseLists(pages) {
  const articles = pages.filter((p) => p.label === 'article');
  return {
    articles: articles.length,
    argmax: +(articles.filter((p) => p.pred === 'list').length / Math.max(1, articles.length)).toFixed(4),
    sure: +(articles.filter((p) => p.pList >= LIST_MIN_PROBABILITY).length / Math.max(1, articles.length)).toFixed(4),
  };
}
const perFolder = {};
for (const ds of DATASETS) {
  const pages = bySite.perPage.filter((p) => p.dataset === ds);
  perFolder[ds] = { heldOutSites: { accuracy: +(pages.filter((p) => p.pred === p.label).length / pages.length).toFixed(3), ...falseLists(pages) } };
}
// The shipped model's weighting, chosen on all pages by the same inner validation.
const finalChoice = await choosePower(rows, SEED + 300);
console.log('shipped model: class-weight power', finalChoice.power, JSON.stringify(finalChoice.innerMacroF1));
// Leave one folder out, for the folders that are articles by construction (shipped weighting).
for (const ds of DATASETS) {
  const test = rows.filter((r) => r.dataset === ds);
  if (test.some((r) => r.label !== 'article')) continue;
  const m = await fit(rows.filter((r) => r.dataset !== ds), SEED + 500, finalChoice.power);
  const probs = predictAll(m, test);
  m.model.dispose();
  perFolder[ds].folderHeldOut = falseLists(test.map((r, i) => ({
    label: r.label, pred: argmax(probs[i]), pList: probs[i][CLASSES.indexOf('list')],
  })));
}
for (const [ds, v] of Object.entries(perFolder)) console.log('articles called lists,', ds, JSON.stringify(v));
// The list reading's operating point: pages the runtime would read as lists (p(list) ≥ threshold).
const sureLists = bySite.perPage.filter((p) => p.pList >= LIST_MIN_PROBABILITY);
const listAtThreshold = {
  threshold: LIST_MIN_PROBABILITY,
  called: sureLists.length,
  precision: +(sureLists.filter((p) => p.label === 'list').length / Math.max(1, sureLists.length)).toFixed(3),
  recall: +(sureLists.filter((p) => p.label === 'list').length / Math.max(1, bySite.perPage.filter((p) => p.label === 'list').length)).toFixed(3),
};
console.log('lists at p >=', LIST_MIN_PROBABILITY, JSON.stringify(listAtThreshold));
const wcxb = score(bySite.perPage.filter((p) => p.dataset === 'wcxb-dev'));
console.log('held-out sites, wcxb-dev pages only:', wcxb.accuracy, 'recall', wcxb.recall);

// The shipped model: all pages.
const final = await fit(rows, SEED + 300, finalChoice.power);
writeModel(final, 'model.json');
const checkRows = shuffled(rows, SEED + 400).slice(0, 24);
const checkProbs = predictAll(final, checkRows);
writeFileSync(join(outDir, 'check.json'), JSON.stringify(checkRows.map((r, i) => ({ id: `${r.dataset}/${r.id}`, x: r.x, tfjs: checkProbs[i] }))) + '\n');
writeFileSync(join(outDir, 'report.json'), JSON.stringify({
  data: { pages: new Set(rows.map((r) => `${r.dataset}/${r.id}`)).size, variants: VARIANTS, sites: sites.length, byClass: Object.fromEntries(CLASSES.map((c) => [c, rows.filter((r) => r.label === c).length])), byFolder: Object.fromEntries(DATASETS.map((d) => [d, rows.filter((r) => r.dataset === d).length])) },
  date: new Date().toISOString().slice(0, 10),
  model: { features: FEATURES.length, hidden: HIDDEN_UNITS, epochs: EPOCHS, batch: BATCH, learningRate: LEARNING_RATE, l2: L2, seed: SEED, classWeightPowers: WEIGHT_POWERS, classWeightPower: finalChoice },
  heldOutSitesCv: { ...bySite, perPage: undefined },
  heldOutSitesCvByVariant: byVariant,
  heldOutSitesCvWcxbOnly: wcxb,
  listAtThreshold,
  articlesCalledLists: { threshold: LIST_MIN_PROBABILITY, perFolder },
  heldOutSplit: { sites: heldSites.size, ...fixed },
  pageCv: byPage ? { ...byPage, perPage: undefined } : 'skipped (PAGE_CV=0)',
  gneLists: gneLists.map((p) => ({ id: p.id, predicted: p.pred })),
}, null, 1) + '\n');
writeFileSync(join(repo, 'bench', 'results', 'pagetype-cv.jsonl'), bySite.perPage.map((p) => JSON.stringify(p)).join('\n') + '\n');
console.log('wrote models/pagetype/model.json, check.json, report.json');
