#!/usr/bin/env node
// npm run features — the block classifier's training rows, computed exactly as the extension
// computes them: each dataset page is served from 127.0.0.1 (every other request blocked),
// rendered in headless Chromium with page JS off (bench/browser.mjs), and the library bundle's
// WinnowResearch.blockFeatures runs segment + layout + features in the page. One JSON line per page is
// appended to .cache/features/<dataset>.jsonl (gitignored; pages already there are skipped, so
// an interrupted run resumes).
//
//   npm run features -- [--data l3s-gn1,dragnet-train] [--limit 150] [--out .cache/features]
//
// Needs `npm run build:lib` (dist/lib/winnow-research.iife.js).

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, resolveDatasets, listPages, REPO_ROOT } from '../bench/datasets.mjs';
import { startServer } from '../bench/server.mjs';
import { BrowserRunner } from '../bench/browser.mjs';
import { WINNOW_RESEARCH_BUNDLE as WINNOW_BUNDLE } from '../bench/peers.mjs';

/** Pages per folder by default: enough rows to train on, affordable on a small machine. */
const DEFAULT_LIMIT = 150;
const PROGRESS_EVERY = 50;

const args = parseArgs(process.argv.slice(2));
const datasets = resolveDatasets(args.data);
const limit = args.limit ? Number(args.limit) : DEFAULT_LIMIT;
const outDir = path.resolve(REPO_ROOT, args.out && args.out !== true ? String(args.out) : '.cache/features');

if (!fs.existsSync(WINNOW_BUNDLE)) {
  console.error(`${path.relative(REPO_ROOT, WINNOW_BUNDLE)} not found: run npm run build:lib first`);
  process.exit(2);
}
const bundle = fs.readFileSync(WINNOW_BUNDLE, 'utf8');
fs.mkdirSync(outDir, { recursive: true });

/** Ids already dumped for a dataset (resume). */
function doneIds(file) {
  if (!fs.existsSync(file)) return new Set();
  const ids = new Set();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    try {
      ids.add(JSON.parse(line).id);
    } catch {
      // a line cut by an interrupted run: that page is dumped again
    }
  }
  return ids;
}

const todo = [];
for (const d of datasets) {
  const file = path.join(outDir, `${d}.jsonl`);
  const have = doneIds(file);
  for (const p of listPages(d, { limit })) if (!have.has(p.id)) todo.push({ ...p, file });
}
console.error(`features: ${todo.length} pages to render from ${datasets.join(', ')} (limit ${limit} per folder) → ${path.relative(REPO_ROOT, outDir)}`);

const server = await startServer(todo);
const runner = await new BrowserRunner(server.origin).start();
const started = Date.now();
let failed = 0;
try {
  for (let i = 0; i < todo.length; i++) {
    const page = todo[i];
    try {
      await runner.load(server.urlOf(page));
      const inject = await runner.cdp.send('Runtime.evaluate', { expression: bundle, returnByValue: true });
      if (inject.exceptionDetails) throw new Error(inject.exceptionDetails.text);
      const dump = await runner.page.evaluate(() => /** @type {any} */ (globalThis).WinnowResearch.blockFeatures(document));
      const rows = dump.rows.map((r) => r.map((v) => Math.round(v * 1e6) / 1e6));
      fs.appendFileSync(page.file, JSON.stringify({ id: page.id, layout: dump.layout, names: dump.names, rows, texts: dump.texts, tags: dump.tags }) + '\n');
    } catch (err) {
      failed++;
      console.error(`  failed ${page.dataset}/${page.id}: ${String(err).slice(0, 200)}`);
      await runner.newTab();
    }
    if ((i + 1) % PROGRESS_EVERY === 0) {
      const s = (Date.now() - started) / 1000 / (i + 1);
      console.error(`  ${i + 1}/${todo.length} pages, ${s.toFixed(2)} s/page`);
    }
  }
} finally {
  await runner.close();
  await server.close();
}
console.error(`done: ${todo.length - failed} pages in ${((Date.now() - started) / 1000).toFixed(0)} s, ${failed} failed`);
