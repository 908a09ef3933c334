#!/usr/bin/env node
// How much a better choice of reading could give: every page read once per forced page type
// (Winnow's automatic choice, then article, list, other, forum), scored against its truth, and
// the per-page best of them (the "oracle", a ceiling for any gate between the readings).
// Node build on linkedom, like quick.mjs, in one thread.
//
//   node bench/readings.mjs [--data wcxb-dev] [--type listing,collection] [--limit N] [--gaps 0.15]
//                           [--peers bench/results/<run>] [--cross-fit] [--fitting-only]
//
// --gaps D lists the pages where some forced reading beats the automatic one by more than D
// (never a held-fold or validation page: those are counted, not listed).
// --cross-fit: the automatic reading types each page with the model fitted without its fold
// (fold-models.mjs), as quick.mjs --cross-fit does. --fitting-only leaves the held fold out.
// --peers DIR adds the peers' page scores from a Chromium bench run (its pages.jsonl), and the
// per-page best of every reading and every peer: what choosing, page by page, among all of
// today's outputs could give.

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, resolveDatasets, listPages, readTruth } from './datasets.mjs';
import { nodeDocument, winnowModulePath } from './node-dom.mjs';
import { pageScore, aggregate } from './metric.mjs';
import { DEFAULT_FOLDS, DEFAULT_HELD_FOLD } from './folds.mjs';
import { foldModelsOrExit } from './fold-models.mjs';

/** Readings compared: the automatic one first, then each forced page type. */
const READINGS = [['auto', {}], ['article', { pageType: 'article' }], ['list', { pageType: 'list' }],
  ['other', { pageType: 'other' }], ['forum', { pageType: 'forum' }]];

const args = parseArgs(process.argv.slice(2));
const { extract } = await import(pathToFileURL(winnowModulePath()).href);
const type = args.type && args.type !== true ? String(args.type) : 'listing,collection';
/** --fitting-only: every fold but the held one. */
const onlyFolds = args['fitting-only']
  ? new Set(Array.from({ length: DEFAULT_FOLDS }, (_, k) => k).filter((k) => k !== DEFAULT_HELD_FOLD)) : undefined;
const pages = resolveDatasets(args.data ?? 'wcxb-dev')
  .flatMap((d) => listPages(d, { type, limit: args.limit ? Number(args.limit) : undefined, onlyFolds }));
const foldModels = args['cross-fit'] ? foldModelsOrExit(DEFAULT_FOLDS) : null;
const gap = args.gaps === undefined ? null : Number(args.gaps === true ? 0.15 : args.gaps);

/** Peer page scores by extractor, then `dataset/id` (from --peers). */
const peers = new Map();
if (args.peers && args.peers !== true) {
  for (const line of fs.readFileSync(path.join(String(args.peers), 'pages.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    if (row.extractor === 'winnow') continue;
    if (!peers.has(row.extractor)) peers.set(row.extractor, new Map());
    peers.get(row.extractor).set(`${row.dataset}/${row.id}`, row);
  }
}

/** @type {Map<string, {id: string, held: boolean, scores: ReturnType<typeof pageScore>[]}[]>} */
const byType = new Map();
for (const page of pages) {
  // One document for every reading: extraction only reads the page.
  const document = nodeDocument(page.pagePath);
  const truth = readTruth(page.truthPath);
  const scores = [];
  for (const [name, options] of READINGS) {
    let text = '';
    try {
      const typed = name === 'auto' && foldModels ? { ...options, pageTypeModel: foldModels[page.fold] } : options;
      text = (await extract(document, typed)).text;
    } catch {
      // No content: an empty prediction.
    }
    scores.push(pageScore(truth, text));
  }
  const key = page.pageType ?? page.dataset;
  if (!byType.has(key)) byType.set(key, []);
  byType.get(key)?.push({ id: `${page.dataset}/${page.id}`, held: page.fold === DEFAULT_HELD_FOLD || Boolean(page.snippetsPath), scores });
}

const fmt = (/** @type {{f1: number, p: number, r: number}} */ a) => `${a.f1.toFixed(3)} (P ${a.p.toFixed(2)} R ${a.r.toFixed(2)})`;
const best = (/** @type {{f1: number}[]} */ scores) => scores.reduce((b, s) => (s.f1 > b.f1 ? s : b));
const peerNames = [...peers.keys()];
const withPeers = peerNames.length ? [...peerNames, 'oracle+peers'] : [];
console.log(['type', 'n', ...READINGS.map(([name]) => name), 'oracle', ...withPeers].join('\t'));
for (const [key, rows] of byType) {
  const columns = READINGS.map((_, i) => fmt(aggregate(rows.map((r) => r.scores[i]))));
  const oracle = aggregate(rows.map((r) => best(r.scores)));
  // Only pages every peer scored, so the columns compare like with like.
  const scored = rows.filter((r) => peerNames.every((name) => peers.get(name).has(r.id)));
  const peerColumns = peerNames.map((name) => fmt(aggregate(scored.map((r) => peers.get(name).get(r.id)))));
  const all = peerNames.length
    ? [fmt(aggregate(scored.map((r) => best([...r.scores, ...peerNames.map((name) => peers.get(name).get(r.id))]))))] : [];
  console.log([key, rows.length, ...columns, fmt(oracle), ...peerColumns, ...all].join('\t'));
}
if (gap !== null) {
  console.log(`\npages where a forced reading beats the automatic one by more than ${gap}:`);
  let heldPages = 0;
  for (const rows of byType.values()) {
    for (const { id, held, scores } of rows) {
      if (Math.max(...scores.map((s) => s.f1)) - scores[0].f1 <= gap) continue;
      // Rules are written from the fitting folds: a held-fold or validation page is counted, not shown.
      if (held) heldPages++;
      else console.log(id, READINGS.map(([name], i) => `${name} ${scores[i].f1.toFixed(2)}`).join('  '));
    }
  }
  if (heldPages) console.log(`(and ${heldPages} held-fold or validation page${heldPages === 1 ? '' : 's'}, not listed)`);
}
