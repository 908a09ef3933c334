/**
 * Real dataset pages for tests, read at test time (never copied into the repository).
 * Root: $WINNOW_DATASETS, else ../shared/datasets relative to the repository root — the same
 * rule as bench/datasets.mjs. Pages are gzipped UTF-8; meta.jsonl gives the stable order.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const DATASETS_ROOT = process.env.WINNOW_DATASETS
  ? resolve(process.env.WINNOW_DATASETS)
  : resolve(REPO_ROOT, '..', 'shared', 'datasets');

/** True when the datasets directory exists (tests that need it are skipped otherwise). */
export const HAVE_DATASETS = existsSync(DATASETS_ROOT);

/** Same as bench/datasets.mjs: a meta refresh would navigate a browser away; strip it. */
const META_REFRESH_RE = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?\s*refresh\b[^>]*>/gi;

export interface DatasetPage {
  folder: string;
  id: string;
  pagePath: string;
  truthPath: string;
}

export function pagePath(folder: string, id: string): string {
  return join(DATASETS_ROOT, folder, 'pages', `${id}.html.gz`);
}

export function truthPath(folder: string, id: string): string {
  return join(DATASETS_ROOT, folder, 'truth', `${id}.txt`);
}

/** A page's HTML: gunzipped, decoded as UTF-8, meta refresh removed. */
export function readPage(folder: string, id: string): string {
  const html = gunzipSync(readFileSync(pagePath(folder, id))).toString('utf8');
  return html.replace(META_REFRESH_RE, '');
}

export function readTruth(folder: string, id: string): string {
  return readFileSync(truthPath(folder, id), 'utf8');
}

/** The first `limit` pages of a folder that have both a page and a truth file, in meta.jsonl order. */
export function pagesWithTruth(folder: string, limit: number): DatasetPage[] {
  const out: DatasetPage[] = [];
  const meta = readFileSync(join(DATASETS_ROOT, folder, 'meta.jsonl'), 'utf8');
  for (const line of meta.split('\n')) {
    if (!line.trim()) continue;
    const id = String((JSON.parse(line) as { id: string | number }).id);
    const page = { folder, id, pagePath: pagePath(folder, id), truthPath: truthPath(folder, id) };
    if (!existsSync(page.pagePath) || !existsSync(page.truthPath)) continue;
    out.push(page);
    if (out.length >= limit) break;
  }
  return out;
}
