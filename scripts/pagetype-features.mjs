#!/usr/bin/env node
// Dumps the page-type feature row of every labelled page for scripts/pagetype-train.mjs:
// wcxb-dev's page_type, gne-pages-zh's article/list, mozilla-readability (readerable → article,
// not readerable → other), and the article-only benchmark folders (l3s-gn1, dragnet-train,
// big9-chaos, zh-wce-dev: every page is a news or blog story by construction). cleaneval-dev is
// left out: its pages are of mixed, unlabelled types.
//
//   node scripts/pagetype-features.mjs [--out bench/results/pagetype-features.jsonl] [--hashed]
//
// --hashed: every page gives a second row with its class and id names hashed
// (bench/hash-names.mjs, `variant: "hashed"`), as on sites built with CSS modules or obfuscating
// tools; the twin rows share their site, so the site folds keep them together, and the training
// report gives each variant's accuracy. Not used for the shipped model: measured 2026-11-25
// (quick loop, held fold 0), a model fitted on both variants typed hashed pages far better
// (wcxb-dev non-articles read as articles 8.5 % -> 4.6 %, articles read as non-articles
// 3.0 % -> 1.7 %) but moved F1 by nothing beyond retraining noise (hashed held mean .9225 ->
// .9220) and cost pages as served (held mean .9275 -> .9268, wcxb-dev held .8449 -> .8401).
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
import { hashNames } from '../bench/hash-names.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const datasets = process.env.WINNOW_DATASETS || join(repo, '..', 'shared', 'datasets');
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? process.argv[outArg + 1] : join(repo, 'bench', 'results', 'pagetype-features.jsonl');
const VARIANTS = process.argv.includes('--hashed') ? ['plain', 'hashed'] : ['plain'];

/** wcxb's seven page types folded into the engine's four (src/core/types.ts PageType). */
export const CLASS_OF = {
  article: 'article', listing: 'list', collection: 'list', list: 'list', forum: 'forum',
  service: 'other', product: 'other', documentation: 'other',
};
const SOURCES = ['wcxb-dev', 'gne-pages-zh', 'mozilla-readability', 'l3s-gn1', 'dragnet-train', 'big9-chaos', 'zh-wce-dev'];

/** The label of a page: its page_type, else readability's readerable flag. */
function labelOf(m) {
  if (m.page_type) return CLASS_OF[m.page_type];
  if (m.readerable === true) return 'article';
  if (m.readerable === false) return 'other';
  return undefined;
}

/** Labels of a host name that are not the site's own name (public suffixes, www). */
const SUFFIX_LABELS = new Set(['www', 'com', 'org', 'net', 'edu', 'gov', 'co', 'info', 'biz', 'ac', 'or', 'ne', 'news']);
/** Two-letter labels are country codes (co.uk, com.au, co.za), never the site's name. */
const isSuffix = (label, i) => i > 0 && (SUFFIX_LABELS.has(label) || label.length === 2);
/** Hosts that a page links to without being them (ads, share buttons, feeds). */
const THIRD_PARTY = new Set(['doubleclick', 'google', 'googlesyndication', 'googleadservices', 'facebook', 'twitter', 'addthis', 'feedburner', 'digg', 'delicious', 'stumbleupon', 'reddit', 'w3', 'adobe', 'macromedia', 'technorati', 'newsvine', 'myspace', 'youtube', 'apple', 'microsoft']);

/**
 * One key per site across folders, so that the split by site is honest: "cnn.com" (dragnet),
 * "cnn" (big9) and "edition.cnn.com" (wcxb) are the same site. The key is the host's last label
 * that is not a public suffix.
 */
export function siteKey(site) {
  const labels = String(site).toLowerCase().replace(/^https?:\/\//, '').split('/')[0].split('.').filter(Boolean);
  for (let i = labels.length - 1; i >= 0; i--) if (!isSuffix(labels[i], i)) return labels[i];
  return labels.join('.');
}

const HREF_HOST_RE = /\bhref\s*=\s*["']?https?:\/\/([a-z0-9.-]+)/gi;
const CANONICAL_RE = /<(?:link|meta)\b[^>]*(?:rel=["']?canonical|property=["']og:url)[^>]*>/i;
const URL_IN_TAG_RE = /(?:href|content)\s*=\s*["']?https?:\/\/([a-z0-9.-]+)/i;

/**
 * The site of a page whose folder does not say (l3s-gn1, some readability pages): its canonical
 * or og:url host, else the host its absolute links name most (a 2008 news page links mostly to
 * its own site). Null when the page names no host at all.
 */
function siteFromHtml(html) {
  const canonical = html.match(CANONICAL_RE);
  const inTag = canonical && canonical[0].match(URL_IN_TAG_RE);
  if (inTag) return siteKey(inTag[1]);
  const counts = new Map();
  for (const m of html.matchAll(HREF_HOST_RE)) {
    const k = siteKey(m[1]);
    if (THIRD_PARTY.has(k)) continue;
    counts.set(k, (counts.get(k) || 0) + 1);
  }
  let best = null, n = 0;
  for (const [k, c] of counts) if (c > n) [best, n] = [k, c];
  return best;
}

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
    const label = labelOf(m);
    if (!label) continue;
    const html = gunzipSync(readFileSync(join(dir, 'pages', `${m.id}.html.gz`))).toString('utf8');
    const declared = m.domain || m.site || (m.url && new URL(m.url).hostname);
    const site = declared ? siteKey(declared) : siteFromHtml(html) || `${ds}/${m.id}`;
    for (const variant of VARIANTS) {
      const { document } = parseHTML(serialize(parse(variant === 'hashed' ? hashNames(html) : html, { scriptingEnabled: false })));
      let row;
      try {
        row = featuresOf(document);
      } catch (e) {
        console.error(ds, m.id, variant, e.message);
        continue;
      }
      lines.push(JSON.stringify({ dataset: ds, id: m.id, variant, site, pageType: m.page_type, label, x: row.map((v) => +v.toFixed(6)) }));
    }
  }
  console.error(`${ds}: ${lines.length} rows so far`);
}
writeFileSync(out, lines.join('\n') + '\n');
writeFileSync(out.replace(/\.jsonl$/, '.names.json'), JSON.stringify(FEATURE_NAMES));
console.error(`wrote ${lines.length} rows to ${out}`);
