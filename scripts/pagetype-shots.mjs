#!/usr/bin/env node
// Renders the labelled pages of scripts/pagetype-features.mjs in headless Chromium and keeps the
// screenshot model's input of each (src/research/pagetype-cnn.ts screenshotInput): the first screen
// as the extension's captureVisibleTab sees it, reduced to 64 × 40 gray levels.
//
//   node scripts/pagetype-features.mjs && npm run shots:pagetype
//
// Same pages, labels and sites as the DOM model (read from its feature rows), so the two models
// are scored on the same held-out sites. The article-only folders are subsampled (seeded): they
// hold 3.2k of the 3.9k pages and would swamp the three rarer classes; every list, forum and other
// page is kept. Pages are served from 127.0.0.1, every other request is aborted, and page
// JavaScript is off (as in the benchmark): pages render with whatever styles they inline, most
// without their external CSS (models/README.md discusses that shift).
//
// The reduction runs in a second tab, in Chromium, with the core's own code (bundled with
// rolldown) on the pixels createImageBitmap + OffscreenCanvas decode from the JPEG screenshot:
// the same steps, and the same code, as src/background/screenshot.ts in the extension.
// Output (gitignored): .cache/shots/<dataset>/<id>.f32 (Float32 input) and .cache/shots/index.jsonl.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startServer } from '../bench/server.mjs';
import { DATASETS_ROOT } from '../bench/datasets.mjs';
import { shuffled } from './train/common.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const features = process.env.PAGETYPE_FEATURES || join(repo, 'bench', 'results', 'pagetype-features.jsonl');
const outDir = join(repo, '.cache', 'shots');
/** What captureVisibleTab shows at the top of a page in a common laptop window. */
export const VIEWPORT = { width: 1280, height: 800 };
/** captureVisibleTab's format in the extension (src/background/screenshot.ts): same artefacts. */
export const JPEG_QUALITY = 90;
/** Max wait for 'load'; the screenshot is taken on whatever has rendered by then. */
const LOAD_TIMEOUT_MS = 8_000;
/**
 * Articles kept per folder: about as many articles in all (≈ 700) as list + forum + other pages
 * (≈ 660), drawn from every folder so that old news (l3s, dragnet), Chinese sites (gne, zh-wce)
 * and today's blogs (wcxb) all count.
 */
const ARTICLES_PER_FOLDER = { 'wcxb-dev': 300, 'l3s-gn1': 80, 'dragnet-train': 80, 'big9-chaos': 80, 'gne-pages-zh': 60, 'zh-wce-dev': 38, 'mozilla-readability': 60 };
const SEED = 20261122;

/** The pages to render: every non-article page, and a seeded sample of each folder's articles. */
export function sample(rows) {
  const picked = rows.filter((r) => r.label !== 'article');
  for (const [ds, n] of Object.entries(ARTICLES_PER_FOLDER)) {
    picked.push(...shuffled(rows.filter((r) => r.dataset === ds && r.label === 'article'), SEED).slice(0, n));
  }
  return picked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(features)) throw new Error(`${features} missing: run node scripts/pagetype-features.mjs first`);
  const rows = readFileSync(features, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const pages = sample(rows).map((r) => ({ ...r, pagePath: join(DATASETS_ROOT, r.dataset, 'pages', `${r.id}.html.gz`) }));
  const limit = Number(process.env.SHOTS_LIMIT || 0);
  const todo = limit ? pages.slice(0, limit) : pages;

  const bundle = join(repo, '.cache', 'cnn-input.js');
  mkdirSync(dirname(bundle), { recursive: true });
  execFileSync('npx', ['rolldown', './src/research/pagetype-cnn.ts', '-f', 'iife', '-n', 'WinnowCnn', '-o', bundle], { cwd: repo, stdio: 'ignore' });

  const server = await startServer(todo);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const render = await browser.newContext({ viewport: VIEWPORT, javaScriptEnabled: false, serviceWorkers: 'block' });
  await render.route('**/*', (route) => (route.request().url().startsWith(server.origin + '/') ? route.continue() : route.abort('blockedbyclient')));
  const page = await render.newPage();
  page.on('dialog', (d) => d.dismiss().catch(() => {}));
  const tools = await (await browser.newContext()).newPage();
  await tools.addScriptTag({ content: readFileSync(bundle, 'utf8') });

  const index = [];
  const t0 = Date.now();
  let failed = 0;
  for (const [n, p] of todo.entries()) {
    const file = join(outDir, p.dataset, `${p.id}.f32`);
    if (!existsSync(file)) {
      try {
        await page.goto(server.urlOf(p), { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS }).catch((e) => {
          if (!/Timeout/i.test(String(e))) throw e;
        });
        const jpeg = await page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, timeout: 10_000 });
        const input = await tools.evaluate(async (b64) => {
          const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d');
          ctx.drawImage(bitmap, 0, 0);
          return Array.from(WinnowCnn.screenshotInput(ctx.getImageData(0, 0, bitmap.width, bitmap.height)));
        }, jpeg.toString('base64'));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, Buffer.from(Float32Array.from(input).buffer));
      } catch (e) {
        failed++;
        console.error(`${p.dataset}/${p.id}: ${String(e).split('\n')[0]}`);
        continue;
      }
    }
    index.push({ dataset: p.dataset, id: p.id, site: p.site, label: p.label, pageType: p.pageType, file: `${p.dataset}/${p.id}.f32` });
    if ((n + 1) % 100 === 0) console.error(`${n + 1}/${todo.length} (${((Date.now() - t0) / (n + 1)).toFixed(0)} ms/page)`);
  }
  writeFileSync(join(outDir, 'index.jsonl'), index.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const byClass = {};
  for (const r of index) byClass[r.label] = (byClass[r.label] || 0) + 1;
  console.error(`wrote ${index.length} inputs to ${outDir} (${failed} failed):`, JSON.stringify(byClass));
  await browser.close();
  await server.close();
}
