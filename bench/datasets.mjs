// Dataset discovery and page loading, shared by run.mjs (browser) and quick.mjs (Node).
// Layout (see ../shared/datasets/*/README.md): pages/<id>.html.gz (gzipped UTF-8),
// truth/<id>.txt, meta.jsonl (one JSON object per page, in a stable order).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FOLDS, foldOf, siteOf } from './folds.mjs';
import { hashNames } from './hash-names.mjs';
import { perturbHtml } from './perturb.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Repository root (parent of bench/). */
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
/** Datasets root: $WINNOW_DATASETS, else ../shared/datasets relative to the repo root. */
export const DATASETS_ROOT = process.env.WINNOW_DATASETS
  ? path.resolve(process.env.WINNOW_DATASETS)
  : path.resolve(REPO_ROOT, '..', 'shared', 'datasets');

/** Matches <meta http-equiv="refresh" ...> (any quoting / case / attribute order). */
const META_REFRESH_RE = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?\s*refresh\b[^>]*>/gi;

/**
 * @typedef {object} PageRef
 * @property {string} dataset folder name
 * @property {string} id page id
 * @property {string|null} pageType meta page_type
 * @property {string} pagePath path to pages/<id>.html.gz
 * @property {string} truthPath path to truth/<id>.txt
 * @property {string|null} snippetsPath snippets/<id>.json where the set is scored by snippets
 * @property {string} site registrable domain (or the set's site name; see folds.mjs)
 * @property {number} fold the site's fold
 */

/** Dataset folders under the root that have a truth/ directory, sorted. */
export function listScoredDatasets(root = DATASETS_ROOT) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, d.name, 'truth')))
    .map((d) => d.name)
    .sort();
}

/**
 * Pages of one dataset that have a truth file, in meta.jsonl order.
 * @param {string} dataset folder name
 * @param {{limit?: number, root?: string, type?: string, folds?: number, onlyFolds?: Set<number>, withoutTruth?: boolean}} [opts]
 *   limit: first N pages with truth; type: only pages whose meta page_type is this (comma list
 *   allowed), the limit counting those; folds: number of site folds; onlyFolds: keep these folds;
 *   withoutTruth: list pages that have no truth file too (a truthless set read by agreement.mjs)
 * @returns {PageRef[]}
 */
export function listPages(dataset, opts = {}) {
  const dir = path.join(opts.root ?? DATASETS_ROOT, dataset);
  const metaPath = path.join(dir, 'meta.jsonl');
  if (!fs.existsSync(metaPath)) throw new Error(`no meta.jsonl in ${dir}`);
  const types = opts.type ? new Set(String(opts.type).split(',').map((t) => t.trim())) : null;
  /** @type {PageRef[]} */
  const out = [];
  for (const line of fs.readFileSync(metaPath, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const meta = JSON.parse(line);
    if (types && !types.has(meta.page_type)) continue;
    const id = String(meta.id);
    // Only <id>.txt counts as truth (wcxb's <id>.devgt.txt extras are ignored).
    const truthPath = path.join(dir, 'truth', `${id}.txt`);
    const pagePath = path.join(dir, 'pages', `${id}.html.gz`);
    if ((!opts.withoutTruth && !fs.existsSync(truthPath)) || !fs.existsSync(pagePath)) continue;
    // Snippets are the score only where they are all the truth there is (trafilatura-eval);
    // wcxb-dev has snippets beside its full truth.
    const snippets = meta.truth_kind === 'with-snippets-only' ? path.join(dir, 'snippets', `${id}.json`) : '';
    const site = siteOf(meta, dataset);
    const fold = foldOf(site, opts.folds ?? DEFAULT_FOLDS);
    if (opts.onlyFolds && !opts.onlyFolds.has(fold)) continue;
    out.push({ dataset, id, pageType: meta.page_type ?? null, pagePath, truthPath, snippetsPath: snippets && fs.existsSync(snippets) ? snippets : null, site, fold });
    if (opts.limit && out.length >= opts.limit) break;
  }
  return out;
}

/**
 * The page's HTML as served to every extractor: gunzipped, decoded as UTF-8, with
 * <meta http-equiv="refresh"> removed (it would navigate away mid-measurement); with
 * `perturb`, a river of teaser cards added beside its story (perturb.mjs; placed from the page's
 * truth, truth/<id>.txt beside pages/); with `hashNames`, its class and id names hashed
 * (hash-names.mjs), the river's too.
 * @param {string} pagePath
 * @param {{hashNames?: boolean, perturb?: string}} [opts]
 */
export function readPageHtml(pagePath, opts = {}) {
  let html = zlib.gunzipSync(fs.readFileSync(pagePath)).toString('utf8').replace(META_REFRESH_RE, '');
  if (opts.perturb) {
    const id = path.basename(pagePath).replace(/\.html\.gz$/, '');
    const truthPath = path.join(path.dirname(path.dirname(pagePath)), 'truth', `${id}.txt`);
    html = perturbHtml(html, opts.perturb, fs.existsSync(truthPath) ? readTruth(truthPath) : '', id).html;
  }
  return opts.hashNames ? hashNames(html) : html;
}

/** @param {string} truthPath */
export function readTruth(truthPath) {
  return fs.readFileSync(truthPath, 'utf8');
}

/**
 * Parse `--name value` / `--flag` command-line options.
 * @param {string[]} argv
 * @returns {Record<string, string | true>}
 */
export function parseArgs(argv) {
  /** @type {Record<string, string | true>} */
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument: ${a}`);
    const eq = a.indexOf('=');
    if (eq > 0) {
      out[a.slice(2, eq)] = a.slice(eq + 1);
    } else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
      out[a.slice(2)] = argv[++i];
    } else {
      out[a.slice(2)] = true;
    }
  }
  return out;
}

/**
 * Resolve --data (comma list) to dataset names; default: every folder with truth/.
 * @param {string | true | undefined} data
 */
export function resolveDatasets(data) {
  const all = listScoredDatasets();
  if (!data || data === true) return all;
  const names = String(data).split(',').map((s) => s.trim()).filter(Boolean);
  for (const n of names) {
    if (!all.includes(n)) throw new Error(`unknown or unscored dataset "${n}" (have: ${all.join(', ')})`);
  }
  return names;
}
