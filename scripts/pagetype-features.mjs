#!/usr/bin/env node
// Dumps the page-type feature row of every labelled page (wcxb-dev's page_type, gne-pages-zh's
// article/list) for scripts/pagetype-train.mjs.
//
//   node scripts/pagetype-features.mjs [--out bench/results/pagetype-features.jsonl]
//
// The rows are computed by the core's own code (src/core/pagetype/dump.ts, bundled here with
// rolldown) on a parse5 + linkedom DOM. The features read no layout, so they are the ones the
// browser computes on the same HTML (parse5 is a spec HTML parser: the same tree Chromium builds);
// Node is used because it is ten times faster than driving Chromium page by page. The page URL is
// not passed: as in the benchmark (pages served from 127.0.0.1) the URL features come from the
// page's canonical link or og:url only.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, serialize } from 'parse5';
import { parseHTML } from 'linkedom';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const datasets = process.env.WINNOW_DATASETS || join(repo, '..', 'shared', 'datasets');
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? process.argv[outArg + 1] : join(repo, 'bench', 'results', 'pagetype-features.jsonl');

/** wcxb's seven page types folded into the engine's four (src/core/types.ts PageType). */
export const CLASS_OF = {
  article: 'article', listing: 'list', collection: 'list', list: 'list', forum: 'forum',
  service: 'other', product: 'other', documentation: 'other',
};
const SOURCES = ['wcxb-dev', 'gne-pages-zh'];

const bundle = join(repo, 'bench', 'results', 'pagetype-dump.mjs');
mkdirSync(dirname(bundle), { recursive: true });
execFileSync('npx', ['rolldown', './src/core/pagetype/dump.ts', '-f', 'esm', '-p', 'node', '-o', bundle], { cwd: repo, stdio: 'ignore' });
const { featuresOf, FEATURE_NAMES } = await import(bundle);

const lines = [];
for (const ds of SOURCES) {
  const dir = join(datasets, ds);
  if (!existsSync(dir)) {
    console.error(`skipped ${ds}: not found in ${datasets}`);
    continue;
  }
  const metas = readFileSync(join(dir, 'meta.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  for (const m of metas) {
    const label = CLASS_OF[m.page_type];
    if (!label) continue;
    const html = gunzipSync(readFileSync(join(dir, 'pages', `${m.id}.html.gz`))).toString('utf8');
    const { document } = parseHTML(serialize(parse(html, { scriptingEnabled: false })));
    let row;
    try {
      row = featuresOf(document);
    } catch (e) {
      console.error(ds, m.id, e.message);
      continue;
    }
    const site = m.domain || m.site || m.id;
    lines.push(JSON.stringify({ dataset: ds, id: m.id, site, pageType: m.page_type, label, x: row.map((v) => +v.toFixed(6)) }));
  }
  console.error(`${ds}: ${lines.length} rows so far`);
}
writeFileSync(out, lines.join('\n') + '\n');
writeFileSync(out.replace(/\.jsonl$/, '.names.json'), JSON.stringify(FEATURE_NAMES));
console.error(`wrote ${lines.length} rows to ${out}`);
