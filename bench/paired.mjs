#!/usr/bin/env node
// A/B speed of two Winnow builds in the benchmark's conditions, with Readability.js beside them.
// Separate bench runs differ by more than most speed changes (the same build's median moved by
// 5 % between two runs of one evening), and so do two profiler runs: here every page is loaded
// afresh for build A, build B and Readability.js in turn, the order of A and B alternating page by
// page, so that both builds meet the same machine state.
//
//   npm run build:lib && node bench/paired.mjs --old OLD.iife.js [--new NEW.iife.js] [--data a,b] [--every N] [--all-folds]
//
// --new defaults to dist/lib/winnow.iife.js. --old is another build's IIFE, e.g. from a worktree:
//   git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci && npx vite build --config vite.lib.config.ts)
// --every N takes every Nth page (default 2); pages are the held fold's unless --all-folds.
// Prints the medians, the total time and the ratios; only timings, no scores.
// Its own spread: one build run as both (A/A, 447 pages) gave median 0.982 and total 1.016, and
// the in-page clock ticks in 0.1 ms; a change of a few percent needs several runs to show.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, resolveDatasets, listPages } from './datasets.mjs';
import { startServer } from './server.mjs';
import { BrowserRunner } from './browser.mjs';
import { loadExtractors, WINNOW_BUNDLE } from './peers.mjs';
import { DEFAULT_FOLDS, DEFAULT_HELD_FOLD } from './folds.mjs';
import { quantile } from './report.mjs';

const args = parseArgs(process.argv.slice(2));
const oldPath = typeof args.old === 'string' ? args.old : '';
const newPath = typeof args.new === 'string' ? args.new : WINNOW_BUNDLE;
if (!oldPath || !fs.existsSync(oldPath) || !fs.existsSync(newPath)) {
  console.error('usage: node bench/paired.mjs --old OLD.iife.js [--new NEW.iife.js] [--data a,b] [--every N] [--all-folds]');
  process.exit(2);
}
const every = Math.max(1, Number(args.every ?? 2));
/** Both builds define globalThis.Winnow; each runs on its own fresh load, so they never meet. */
const builds = [
  { key: 'old', extractor: { name: 'winnow', script: fs.readFileSync(oldPath, 'utf8'), version: null } },
  { key: 'new', extractor: { name: 'winnow', script: fs.readFileSync(newPath, 'utf8'), version: null } },
];
const [readability] = loadExtractors(['readability']).extractors;

const pages = resolveDatasets(args.data)
  .flatMap((d) => listPages(d, { folds: DEFAULT_FOLDS }))
  .filter((p) => args['all-folds'] || p.fold === DEFAULT_HELD_FOLD)
  .filter((_, i) => i % every === 0);
console.error(`paired: ${pages.length} pages; old ${path.relative('.', oldPath)}, new ${path.relative('.', newPath)}`);

const server = await startServer(pages);
const runner = await new BrowserRunner(server.origin).start();
/** @type {Record<string, number[]>} */
const ms = { old: [], new: [], readability: [] };
for (const [i, page] of pages.entries()) {
  const order = i % 2 === 0 ? builds : [...builds].reverse();
  /** @type {Record<string, number | null>} */
  const got = {};
  for (const { key, extractor } of [...order, { key: 'readability', extractor: readability }]) {
    await runner.load(server.urlOf(page));
    got[key] = (await runner.extract(extractor)).ms;
  }
  // A page counts only when all three timed it (a throw is timed; a timeout or failed inject is not).
  if (Object.values(got).every((t) => typeof t === 'number')) for (const k of Object.keys(ms)) ms[k].push(/** @type {number} */ (got[k]));
}
await runner.close();
await server.close();

const median = (/** @type {number[]} */ a) => quantile([...a].sort((x, y) => x - y), 0.5) ?? NaN;
const total = (/** @type {number[]} */ a) => a.reduce((x, y) => x + y, 0);
console.log(`${ms.old.length} pages, each loaded afresh for every run`);
for (const k of Object.keys(ms)) console.log(`${k.padEnd(12)} median ${median(ms[k]).toFixed(2)} ms  total ${total(ms[k]).toFixed(0)} ms`);
console.log(`new / old: median ${(median(ms.new) / median(ms.old)).toFixed(3)}, total ${(total(ms.new) / total(ms.old)).toFixed(3)}`);
console.log(`vs Readability.js (median): old ${(median(ms.old) / median(ms.readability)).toFixed(3)}x, new ${(median(ms.new) / median(ms.readability)).toFixed(3)}x`);
