#!/usr/bin/env node
// Fast accuracy loop, no browser: linkedom DOM in Node worker threads, Winnow's Node build.
//
//   node bench/quick.mjs [--data a,b] [--limit N] [--worst N] [--jobs 2] [--timeout MS] [--json FILE]
//                        [--folds K] [--held F] [--hash-names] [--perturb KIND] [--options JSON] [--pagetype-model FILE]
//                        [--extractor readability|defuddle] [--cross-fit] [--save-text DIR]
//
// Module: dist/lib/winnow.mjs (npm run build:lib), or $WINNOW_MODULE. Scores are the same
// shingle F1 as run.mjs, but linkedom has no layout/CSS, so figures can differ from the browser.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { parseArgs, resolveDatasets, listPages, REPO_ROOT } from './datasets.mjs';
import { NODE_PEERS, winnowModulePath } from './node-dom.mjs';
import { readSnippets, snippetPageScore } from './snippets.mjs';
import { summarize, byPageType, worstPages, formatRows, formatPageTypes, formatWorst, formatFolds, formatReadings } from './report.mjs';
import { DEFAULT_FOLDS, DEFAULT_HELD_FOLD } from './folds.mjs';
import { foldModelsOrExit } from './fold-models.mjs';
import { PERTURB_KINDS } from './perturb.mjs';

const PAGE_TYPE_DATASETS = ['wcxb-dev'];
const DEFAULT_TIMEOUT_MS = 15_000;
const WORKER_SCRIPT = new URL('./quick-worker.mjs', import.meta.url);

const args = parseArgs(process.argv.slice(2));
/**
 * Winnow, or a peer run in Node (--extractor): its per-page figures beside Winnow's (--json of
 * both runs) show where a peer wins without a browser run. Figures are not the browser's.
 */
const NAME = args.extractor && args.extractor !== true ? String(args.extractor) : 'winnow';
if (NAME !== 'winnow' && !NODE_PEERS.includes(NAME)) {
  console.error(`--extractor ${NAME}: the quick loop runs winnow, ${NODE_PEERS.join(', ')}`);
  process.exit(2);
}
const datasets = resolveDatasets(args.data);
const limit = args.limit ? Number(args.limit) : undefined;
const worstN = args.worst === true ? 20 : Number(args.worst ?? 0);
const jobs = Math.max(1, Number(args.jobs ?? Math.min(2, os.availableParallelism())));
const timeoutMs = Number(args.timeout ?? DEFAULT_TIMEOUT_MS);
/** Winnow's build (peers load from node_modules). */
const modulePath = NAME === 'winnow' ? winnowModulePath() : null;
const folds = Number(args.folds ?? DEFAULT_FOLDS);
const held = Number(args.held ?? DEFAULT_HELD_FOLD);
const hashNames = Boolean(args['hash-names']);
/** --perturb KIND: every page with a river of teaser cards beside its story (perturb.mjs). */
const perturb = args.perturb && args.perturb !== true ? String(args.perturb) : undefined;
if (perturb && !PERTURB_KINDS.includes(perturb)) {
  console.error(`--perturb ${perturb}: one of ${PERTURB_KINDS.join(', ')}`);
  process.exit(2);
}
/** Extraction options for every page (e.g. '{"pageType":"article"}' to see one reading's figures). */
const given = args.options && args.options !== true ? JSON.parse(String(args.options)) : undefined;
/**
 * A page-type model in place of the shipped one (ExtractOptions.pageTypeModel): with
 * models/pagetype/bench-held0.json, the held fold is read by a model that never saw its sites.
 */
const pageTypeModel = args['pagetype-model'] && args['pagetype-model'] !== true
  ? JSON.parse(fs.readFileSync(String(args['pagetype-model']), 'utf8')) : undefined;
const options = pageTypeModel ? { ...given, pageTypeModel } : given;
/**
 * --cross-fit: every page is read with the page-type model fitted without its own fold
 * (models/pagetype/bench-held<k>.json, one per fold: `npm run train:pagetype-folds`), so the
 * readings table covers every dev page out of sample, not only the held fold's.
 */
if (args['cross-fit'] && pageTypeModel) {
  console.error('--cross-fit types each page with its fold\'s model: --pagetype-model would be ignored');
  process.exit(2);
}
const foldModels = args['cross-fit'] ? foldModelsOrExit(folds) : null;
/** --save-text DIR: every page's extracted text in DIR/<dataset>__<id>.txt. */
const saveText = args['save-text'] && args['save-text'] !== true ? path.resolve(String(args['save-text'])) : null;
if (saveText) fs.mkdirSync(saveText, { recursive: true });

const pages = datasets.flatMap((d) => listPages(d, { limit, folds, type: args.type && args.type !== true ? String(args.type) : undefined }));
const what = modulePath ? `module ${path.relative(REPO_ROOT, modulePath)}` : `peer ${NAME}`;
console.error(`quick: ${pages.length} pages from ${datasets.join(', ')}; ${jobs} workers; ${what}`);
const started = Date.now();

/** @type {(import('./report.mjs').PageRecord & {guessedType?: string|null})[]} */
const records = new Array(pages.length);
let next = 0;
let finished = 0;

/** @param {number} index @param {object} fields */
function record(index, fields) {
  const page = pages[index];
  records[index] = {
    dataset: page.dataset,
    id: page.id,
    pageType: page.pageType,
    extractor: NAME,
    p: 0,
    r: 0,
    f1: 0,
    predEmpty: true,
    truthEmpty: false,
    ms: null,
    error: null,
    chars: 0,
    fold: page.fold,
    ...fields,
  };
  finished++;
}

/** Run one worker over the shared queue; a page that exceeds the timeout kills and replaces it. */
function lane() {
  return new Promise((resolve, reject) => {
    /** @type {Worker} */
    let worker;
    /** @type {number} */
    let current = -1;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;

    const feed = () => {
      if (next >= pages.length) {
        worker.terminate().then(() => resolve(undefined));
        return;
      }
      current = next++;
      timer = setTimeout(onTimeout, timeoutMs);
      worker.postMessage({ index: current, page: pages[current] });
    };
    const onTimeout = () => {
      // Truth may not be empty, but we have no prediction: recall 0, no precision sample.
      const truthEmpty = fs.readFileSync(pages[current].truthPath, 'utf8').trim() === '';
      const snip = pages[current].snippetsPath ? { snip: snippetPageScore(readSnippets(pages[current].snippetsPath), '').snip } : {};
      record(current, { error: `timeout after ${timeoutMs} ms`, truthEmpty, ...snip });
      worker.removeAllListeners();
      worker.terminate();
      spawn();
    };
    const spawn = () => {
      worker = new Worker(WORKER_SCRIPT, { workerData: { modulePath, hashNames, perturb, options, foldModels, extractor: NAME, saveText } });
      worker.on('message', (msg) => {
        if (msg.fatal) {
          reject(new Error(msg.fatal));
          worker.terminate();
        } else if (msg.ready) {
          feed();
        } else {
          clearTimeout(timer);
          const { index, ...fields } = msg;
          record(index, fields);
          feed();
        }
      });
      worker.on('error', (err) => {
        clearTimeout(timer);
        if (current >= 0 && !records[current]) record(current, { error: `worker crashed: ${err.message}` });
        spawn();
      });
    };
    spawn();
  });
}

await Promise.all(Array.from({ length: Math.min(jobs, pages.length) }, lane));
const wallS = (Date.now() - started) / 1000;

const done = records.filter(Boolean);
const rows = summarize(done, [NAME], 'none');
console.log(formatRows(rows, { timings: false }));
for (const d of PAGE_TYPE_DATASETS.filter((x) => datasets.includes(x))) {
  console.log(`\n${d}: F1 per page_type`);
  console.log(formatPageTypes(byPageType(done.filter((r) => r.dataset === d), [NAME]), [NAME]));
}
console.log(`\nreadings by truth page type (pageType as read${foldModels ? '; every page typed by the model fitted without its fold' : ''})`);
console.log(formatReadings(done));
console.log(`\nsite folds: ${folds}, held fold ${held}${hashNames ? ', class and id names hashed' : ''}${perturb ? `, perturbed: ${perturb}` : ''}`);
console.log(formatFolds(done, [NAME], held));
if (worstN > 0) {
  console.log(`\n${worstN} worst pages (held fold ${held} and validation sets left out)`);
  console.log(formatWorst(worstPages(done, NAME, null, worstN, held), NAME, null));
}
const errors = done.filter((r) => r.error);
if (errors.length) {
  const kinds = new Map();
  for (const e of errors) {
    const k = String(e.error).split(':')[0];
    kinds.set(k, (kinds.get(k) ?? 0) + 1);
  }
  console.log(`\nerrors: ${errors.length} (${[...kinds].map(([k, n]) => `${k} ×${n}`).join(', ')})`);
}
const times = done.map((r) => r.ms).filter((x) => typeof x === 'number').sort((a, b) => a - b);
const median = times.length ? times[Math.floor(times.length / 2)] : 0;
console.log(`\n${done.length} pages in ${wallS.toFixed(1)} s; median extract ${median.toFixed(1)} ms (linkedom, Node)`);
if (args.json && args.json !== true) {
  fs.writeFileSync(String(args.json), done.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`per-page results: ${args.json}`);
}
