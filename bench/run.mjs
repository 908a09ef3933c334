#!/usr/bin/env node
// Browser benchmark: Winnow vs Readability.js vs Defuddle vs full page text, in headless
// Chromium with page JavaScript off, scored with the shingle F1 of EVALUATION.md.
//
//   npm run bench -- [--data a,b] [--limit N] [--worst N] [--only winnow,readability,...]
//                    [--type forum,listing] [--out DIR] [--jobs N] [--save-text] [--strategies]
//                    [--folds K] [--held F] [--held-only] [--hash-names] [--stages]
//
// See bench/README.md for the method and the columns.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, resolveDatasets, listPages, REPO_ROOT, DATASETS_ROOT } from './datasets.mjs';
import { PERTURB_KINDS } from './perturb.mjs';
import { startServer } from './server.mjs';
import { BrowserRunner, CHROMIUM_PATH } from './browser.mjs';
import { ALL_EXTRACTORS, SPEED_REFERENCE, STAGE_OFF_PREFIX, STAGE_SWITCHES, STRATEGY_EXTRACTORS, loadExtractors } from './peers.mjs';
import { scorePage } from './scoring.mjs';
import { summarize, byPageType, worstPages, formatRows, formatPageTypes, formatWorst, formatFolds, formatReadings, formatStages, stageMedians, table } from './report.mjs';
import { DEFAULT_FOLDS, DEFAULT_HELD_FOLD } from './folds.mjs';

/** Datasets whose page_type is worth a per-type table. */
const PAGE_TYPE_DATASETS = ['wcxb-dev'];
const PROGRESS_EVERY_MS = 15_000;

const args = parseArgs(process.argv.slice(2));
if (args.help) {
  console.log(fs.readFileSync(path.join(REPO_ROOT, 'bench', 'README.md'), 'utf8'));
  process.exit(0);
}
if (args.templates || args['templates-sweep']) {
  // Per-site template learning (seed 000): its own replay and report, see bench/templates.mjs.
  const { runTemplates } = await import('./templates.mjs');
  await runTemplates(args);
  process.exit(0);
}
const datasets = resolveDatasets(args.data);
const limit = args.limit ? Number(args.limit) : undefined;
// Only pages of these meta page_types (wcxb-dev labels them): one type's figures without the whole folder.
const pageTypes = args.type && args.type !== true ? String(args.type) : undefined;
const worstN = args.worst ? Number(args.worst) : 0;
const folds = Number(args.folds ?? DEFAULT_FOLDS);
const held = Number(args.held ?? DEFAULT_HELD_FOLD);
const hashNames = Boolean(args['hash-names']);
/** --perturb KIND: every page with a river of teaser cards beside its story (perturb.mjs). */
const perturb = args.perturb && args.perturb !== true ? String(args.perturb) : undefined;
if (perturb && !PERTURB_KINDS.includes(perturb)) {
  console.error(`--perturb ${perturb}: one of ${PERTURB_KINDS.join(', ')}`);
  process.exit(2);
}
const jobs = Math.max(1, Number(args.jobs ?? 1));
const askedNames = args.only && args.only !== true ? String(args.only).split(',').map((s) => s.trim())
  : args.strategies ? STRATEGY_EXTRACTORS : ALL_EXTRACTORS;
// --stages: Winnow with each switchable stage off, beside Winnow itself (its timings and F1).
const onlyNames = args.stages
  ? [...new Set(['winnow', ...askedNames, ...STAGE_SWITCHES.map((s) => STAGE_OFF_PREFIX + s)])]
  : askedNames;
const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('Z', '');
const outDir = path.resolve(args.out && args.out !== true ? String(args.out) : path.join(REPO_ROOT, 'bench', 'results', stamp));

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  process.exit(2);
}
/** --pagetype-model FILE: Winnow classifies page types with this model (models/pagetype/bench-held0.json). */
const pageTypeModel = args['pagetype-model'] && args['pagetype-model'] !== true ? fs.readFileSync(String(args['pagetype-model']), 'utf8').trim() : null;
const { extractors, skipped } = loadExtractors(onlyNames, pageTypeModel);
for (const s of skipped) console.error(`SKIP ${s}`);
if (extractors.length === 0) {
  console.error('no extractor to run');
  process.exit(2);
}
const names = extractors.map((e) => e.name);

/** Only the held fold's pages: the figures that judge a change, in a fifth of the time. */
const onlyFolds = args['held-only'] ? new Set([held]) : undefined;
const pages = datasets.flatMap((d) => listPages(d, { limit, type: pageTypes, folds, onlyFolds }));
if (pages.length === 0) {
  console.error(`no page${pageTypes ? ` of page_type ${pageTypes}` : ''} in ${datasets.join(', ')}`);
  process.exit(2);
}
console.error(
  `bench: ${pages.length} pages${pageTypes ? ` (page_type ${pageTypes})` : ''} from ${datasets.join(', ')} (${DATASETS_ROOT}); extractors: ${names.join(', ')}; jobs: ${jobs}`,
);
if (jobs > 1) console.error('note: --jobs > 1 runs tabs in parallel on a 2-core machine; timings are noisier');

const server = await startServer(pages, { hashNames, perturb });
/** @type {import('./report.mjs').PageRecord[]} */
const records = [];
/** Extractors seen changing the live DOM (the page is then reloaded before the next one). */
const mutators = new Map(names.map((n) => [n, 0]));
let stopping = false;
process.on('SIGINT', () => {
  if (stopping) process.exit(130);
  stopping = true;
  console.error('\ninterrupted: finishing the current page, then reporting what ran (Ctrl-C again to quit)');
});

if (args['save-text']) for (const n of names) fs.mkdirSync(path.join(outDir, 'texts', n), { recursive: true });

const started = Date.now();
let next = 0;
let done = 0;
let lastProgress = Date.now();

/** One sequential worker: its own browser, pages taken from the shared queue. */
async function worker() {
  const runner = await new BrowserRunner(server.origin).start();
  try {
    while (!stopping && next < pages.length) {
      const index = next++;
      const page = pages[index];
      try {
        await runner.load(server.urlOf(page));
      } catch (err) {
        console.error(`load failed ${page.dataset}/${page.id}: ${err}`);
        await runner.newTab();
      }
      // Rotate the order per page so no extractor always runs first (GC, caches).
      const order = names.map((_, i) => extractors[(i + index) % extractors.length]);
      for (const ex of order) {
        const res = await runner.extract(ex).catch((err) => ({
          text: '', ms: null, error: `harness: ${String(err?.message ?? err).slice(0, 300)}`, pageType: null, mutated: false,
        }));
        if (res.mutated) mutators.set(ex.name, (mutators.get(ex.name) ?? 0) + 1);
        const s = scorePage(page, res.text, res.title);
        records.push({
          dataset: page.dataset,
          id: page.id,
          pageType: page.pageType,
          extractor: ex.name,
          p: s.p,
          r: s.r,
          f1: s.f1,
          predEmpty: s.predEmpty,
          truthEmpty: s.truthEmpty,
          ms: res.ms,
          error: res.error,
          chars: res.text.length,
          fold: page.fold,
          ...('snip' in s ? { snip: s.snip } : {}),
          ...(res.pageType ? { guessedType: res.pageType } : {}),
          ...(res.sameAsArticle !== undefined ? { sameAsArticle: res.sameAsArticle } : {}),
          ...(res.stages ? { stages: res.stages } : {}),
        });
        if (args['save-text']) {
          fs.writeFileSync(path.join(outDir, 'texts', ex.name, `${page.dataset}__${page.id}.txt`), res.text);
        }
      }
      done++;
      if (Date.now() - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        const perPage = (Date.now() - started) / done;
        const eta = ((pages.length - done) * perPage) / 1000 / 60;
        console.error(`  ${done}/${pages.length} pages, ${(perPage / 1000).toFixed(2)} s/page, ETA ${eta.toFixed(1)} min`);
      }
    }
  } finally {
    await runner.close();
  }
}

try {
  await Promise.all(Array.from({ length: jobs }, () => worker()));
} finally {
  await server.close();
}
const wallS = (Date.now() - started) / 1000;

// ---- report ----
const rows = summarize(records, names, SPEED_REFERENCE);
const typeTables = PAGE_TYPE_DATASETS.filter((d) => datasets.includes(d)).map((d) => ({
  dataset: d,
  types: byPageType(records.filter((r) => r.dataset === d), names),
}));
const target = names.includes('winnow') ? 'winnow' : names[0];
const peer = target !== SPEED_REFERENCE && names.includes(SPEED_REFERENCE) ? SPEED_REFERENCE : null;
const worst = worstN ? worstPages(records, target, peer, worstN, held) : [];
const mutatorNote = [...mutators].filter(([, n]) => n > 0).map(([name, n]) => `${name} (${n} pages)`);

/** @param {boolean} markdown */
function render(markdown) {
  const h = (/** @type {string} */ t) => (markdown ? `\n## ${t}\n` : `\n${t}`);
  const parts = [formatRows(rows, { markdown })];
  for (const t of typeTables) parts.push(h(`${t.dataset}: F1 per page_type`), formatPageTypes(t.types, names, { markdown }));
  parts.push(h(`site folds: ${folds}, held fold ${held}${hashNames ? ', class and id names hashed' : ''}${perturb ? `, perturbed: ${perturb}` : ''}`), formatFolds(records, names, held, { markdown }));
  // Held pages only: the page-type model given with --pagetype-model was fitted without them.
  const typed = records.filter((r) => r.extractor === target && r.fold === held && r.guessedType);
  if (typed.length) parts.push(h(`${target}: readings of the held fold's pages, against their page type`), formatReadings(typed, { markdown }));
  if (worst.length) parts.push(h(`${worst.length} worst pages for ${target}`), formatWorst(worst, target, peer, { markdown }));
  if (args.stages) {
    parts.push(h('winnow: each stage, per set — its cost, and the F1 it earns (F1 with it minus F1 switched off)'), formatStages(records, STAGE_OFF_PREFIX, { markdown }));
  } else {
    const stages = stageMedians(records.filter((r) => r.extractor === 'winnow'));
    if (stages.length) parts.push(h('winnow: median ms per stage'), table(['stage', 'median ms', 'p95 ms'], stages, markdown));
  }
  return parts.join('\n');
}

const meta = {
  date: new Date().toISOString(),
  datasets,
  limit: limit ?? null,
  pageTypes: pageTypes ?? null,
  pages: done,
  interrupted: stopping,
  extractors: extractors.map((e) => ({ name: e.name, version: e.version })),
  skipped,
  jobs,
  folds,
  heldFold: held,
  hashNames,
  perturb: perturb ?? null,
  wallSeconds: wallS,
  secondsPerPage: done ? wallS / done : null,
  chromium: CHROMIUM_PATH,
  domMutations: Object.fromEntries(mutators),
};
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'pages.jsonl'), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ meta, rows, pageTypes: typeTables, worst }, null, 2));
const mdHeader = [
  `# Winnow benchmark ${meta.date}`,
  '',
  `Headless Chromium (${CHROMIUM_PATH}), page JS off, shingle F1 (CJK variant). ${done} pages, ` +
    `${wallS.toFixed(0)} s wall (${meta.secondsPerPage?.toFixed(2)} s/page), jobs ${jobs}.`,
  `Extractors: ${meta.extractors.map((e) => `${e.name}${e.version ? ` ${e.version}` : ''}`).join(', ')}.`,
  ...(skipped.length ? [`Skipped: ${skipped.join('; ')}.`] : []),
  '',
];
fs.writeFileSync(path.join(outDir, 'summary.md'), mdHeader.join('\n') + render(true) + '\n');

console.log(render(false));
console.log(
  `\n${done} pages in ${wallS.toFixed(0)} s (${meta.secondsPerPage?.toFixed(2)} s/page, all extractors, load included)` +
    (mutatorNote.length ? `; DOM changed by: ${mutatorNote.join(', ')} (page reloaded before the next extractor)` : ''),
);
for (const s of skipped) console.log(`SKIPPED ${s}`);
console.log(`results: ${path.relative(process.cwd(), outDir) || outDir}`);
