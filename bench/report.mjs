// Summaries and tables from per-page records (shared by run.mjs and quick.mjs).

import { aggregate } from './metric.mjs';
import { aggregateSnippets } from './snippets.mjs';

/**
 * A set's P/R/F1: summed snippet counts where its pages are scored by snippets, else the
 * shingle means of metric.aggregate.
 * @param {PageRecord[]} recs
 */
export function aggregateRecords(recs) {
  return recs.length > 0 && recs.every((r) => r.snip) ? aggregateSnippets(/** @type {any} */ (recs)) : aggregate(recs);
}

/**
 * @typedef {object} PageRecord
 * @property {string} dataset
 * @property {string} id
 * @property {string|null} pageType dataset's page_type
 * @property {string} extractor
 * @property {number} p
 * @property {number} r
 * @property {number} f1
 * @property {boolean} predEmpty
 * @property {boolean} truthEmpty
 * @property {number|null} ms extraction time measured in the page (null: not measured, e.g. timeout)
 * @property {string|null} error
 * @property {number} chars predicted text length
 * @property {number} [fold] the page's site fold (folds.mjs)
 * @property {{tp: number, fp: number, fn: number, tn: number}} [snip] snippet counts (snippet-scored sets)
 */

/**
 * @typedef {object} Row
 * @property {string} dataset
 * @property {string} extractor
 * @property {number} n
 * @property {number} p
 * @property {number} r
 * @property {number} f1
 * @property {number} errors
 * @property {number|null} medianMs
 * @property {number|null} p95Ms
 * @property {number|null} ratio median / the reference extractor's median (same dataset, same run)
 */

/** Name of the pooled row. */
export const ALL = 'all';

/** @param {number[]} sorted ascending @param {number} q in [0, 1] */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

/**
 * One row per (dataset, extractor) plus a pooled "all" row per extractor.
 * @param {PageRecord[]} records
 * @param {string[]} extractors display order
 * @param {string} [reference] speed reference extractor (ratio column)
 * @returns {Row[]}
 */
export function summarize(records, extractors, reference = 'readability') {
  const datasets = [...new Set(records.map((r) => r.dataset))];
  /** @type {Row[]} */
  const rows = [];
  const groups = datasets.map((d) => [d, records.filter((r) => r.dataset === d)]);
  // The pooled row is of shingle-scored pages only: snippet counts are another measure.
  const pooled = records.filter((r) => !r.snip);
  if (new Set(pooled.map((r) => r.dataset)).size > 1) groups.push([ALL, pooled]);
  for (const [dataset, recs] of /** @type {[string, PageRecord[]][]} */ (groups)) {
    const dsRows = extractors.map((ex) => rowOf(dataset, ex, recs.filter((r) => r.extractor === ex)));
    const ref = dsRows.find((r) => r.extractor === reference)?.medianMs ?? null;
    for (const row of dsRows) {
      row.ratio = ref && row.medianMs !== null ? row.medianMs / ref : null;
      if (row.n > 0) rows.push(row);
    }
  }
  return rows;
}

/**
 * @param {string} dataset @param {string} extractor @param {PageRecord[]} recs
 * @returns {Row}
 */
function rowOf(dataset, extractor, recs) {
  const agg = aggregateRecords(recs);
  const times = recs.map((r) => r.ms).filter((ms) => typeof ms === 'number').sort((a, b) => a - b);
  return {
    dataset,
    extractor,
    n: agg.n,
    p: agg.p,
    r: agg.r,
    f1: agg.f1,
    errors: recs.filter((r) => r.error).length,
    medianMs: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
    ratio: null,
  };
}

/**
 * F1 per page_type (pages without a page_type are left out).
 * @param {PageRecord[]} records one dataset's records
 * @param {string[]} extractors
 * @returns {{pageType: string, n: number, f1: Record<string, number>}[]}
 */
export function byPageType(records, extractors) {
  const types = [...new Set(records.map((r) => r.pageType).filter((t) => t))].sort();
  return types.map((t) => {
    const recs = records.filter((r) => r.pageType === t);
    /** @type {Record<string, number>} */
    const f1 = {};
    for (const ex of extractors) {
      const mine = recs.filter((r) => r.extractor === ex);
      if (mine.length) f1[ex] = aggregateRecords(mine).f1;
    }
    const n = Math.max(0, ...Object.keys(f1).map((ex) => recs.filter((r) => r.extractor === ex).length));
    return { pageType: /** @type {string} */ (t), n, f1 };
  });
}

/**
 * The N pages where `target` scores lowest, with the delta to `peer` on the same page.
 * @param {PageRecord[]} records
 * @param {string} target
 * @param {string|null} peer
 * @param {number} n
 * @param {number|null} [heldFold] pages of this fold are never listed
 */
export function worstPages(records, target, peer, n, heldFold = null) {
  /** @type {Map<string, PageRecord>} */
  const peerBy = new Map();
  if (peer) for (const r of records) if (r.extractor === peer) peerBy.set(`${r.dataset}/${r.id}`, r);
  return records
    // Nobody reads the held fold's pages, nor a validation set's (snippet-scored) ones.
    .filter((r) => r.extractor === target && (heldFold === null || r.fold !== heldFold) && !r.snip)
    .sort((a, b) => a.f1 - b.f1 || a.id.localeCompare(b.id))
    .slice(0, n)
    .map((r) => {
      const other = peerBy.get(`${r.dataset}/${r.id}`);
      return { ...r, peerF1: other ? other.f1 : null, delta: other ? r.f1 - other.f1 : null };
    });
}

const f3 = (/** @type {number} */ x) => x.toFixed(3);
const fms = (/** @type {number|null} */ x) => (x === null ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(1));
const fratio = (/** @type {number|null} */ x) => (x === null ? '-' : `${x.toFixed(2)}x`);

/**
 * Render rows as a table: Markdown when `markdown`, else aligned plain text.
 * @param {string[]} header
 * @param {string[][]} body
 * @param {boolean} markdown
 */
export function table(header, body, markdown) {
  if (markdown) {
    const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/**
 * @param {Row[]} rows
 * @param {{markdown?: boolean, timings?: boolean}} [opts]
 */
export function formatRows(rows, opts = {}) {
  const timings = opts.timings ?? true;
  const header = ['dataset', 'extractor', 'n', 'P', 'R', 'F1', 'err'];
  if (timings) header.push('median ms', 'p95 ms', 'vs Readability');
  const body = rows.map((r) => {
    const cells = [r.dataset, r.extractor, String(r.n), f3(r.p), f3(r.r), f3(r.f1), String(r.errors)];
    if (timings) cells.push(fms(r.medianMs), fms(r.p95Ms), fratio(r.ratio));
    return cells;
  });
  return table(header, body, opts.markdown ?? false);
}

/**
 * @param {ReturnType<typeof byPageType>} types
 * @param {string[]} extractors
 * @param {{markdown?: boolean}} [opts]
 */
export function formatPageTypes(types, extractors, opts = {}) {
  const shown = extractors.filter((ex) => types.some((t) => ex in t.f1));
  const header = ['page_type', 'n', ...shown.map((ex) => `${ex} F1`)];
  const body = types.map((t) => [
    t.pageType,
    String(t.n),
    ...shown.map((ex) => (ex in t.f1 ? f3(t.f1[ex]) : '-')),
  ]);
  return table(header, body, opts.markdown ?? false);
}

/**
 * @param {ReturnType<typeof worstPages>} worst
 * @param {string} target
 * @param {string|null} peer
 * @param {{markdown?: boolean}} [opts]
 */
export function formatWorst(worst, target, peer, opts = {}) {
  const header = ['dataset', 'id', 'page_type', `${target} F1`];
  if (peer) header.push(`${peer} F1`, 'delta');
  header.push('chars', 'error');
  const body = worst.map((w) => {
    const cells = [w.dataset, w.id, w.pageType ?? '-', f3(w.f1)];
    if (peer) cells.push(w.peerF1 === null ? '-' : f3(w.peerF1), w.delta === null ? '-' : f3(w.delta));
    cells.push(String(w.chars), (w.error ?? '').split('\n')[0].slice(0, 60));
    return cells;
  });
  return table(header, body, opts.markdown ?? false);
}

/**
 * Median and p95 of each pipeline stage over the given records (Winnow's `stages`).
 * @param {{stages?: Record<string, number>}[]} records
 * @returns {string[][]}
 */
export function stageMedians(records) {
  /** @type {Map<string, number[]>} */
  const byStage = new Map();
  for (const r of records) {
    for (const [stage, ms] of Object.entries(r.stages ?? {})) {
      if (!byStage.has(stage)) byStage.set(stage, []);
      /** @type {number[]} */ (byStage.get(stage)).push(ms);
    }
  }
  return [...byStage].map(([stage, values]) => {
    values.sort((a, b) => a - b);
    const at = (/** @type {number} */ q) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
    return [stage, at(0.5).toFixed(2), at(0.95).toFixed(2)];
  });
}

/**
 * bench --stages: per set, each stage of Winnow's pipeline with its median and p95 ms (from the
 * plain 'winnow' run) and, for a stage that `disable` switches off, the F1 it earns: all-pages F1
 * with it minus F1 of the '<prefix><stage>' run. A stage that costs more than it earns shows here.
 * @param {PageRecord[]} records
 * @param {string} prefix
 * @param {{markdown?: boolean}} [opts]
 */
export function formatStages(records, prefix, opts = {}) {
  const datasets = [...new Set(records.map((r) => r.dataset))];
  const header = ['dataset', 'stage', 'median ms', 'p95 ms', 'F1 earned', 'pages changed'];
  /** @type {string[][]} */
  const body = [];
  for (const d of datasets) {
    const mine = records.filter((r) => r.dataset === d);
    const on = mine.filter((r) => r.extractor === 'winnow');
    if (!on.length) continue;
    const f1On = aggregateRecords(on).f1;
    const byId = new Map(on.map((r) => [r.id, r.f1]));
    for (const [stage, median, p95] of stageMedians(on)) {
      const off = mine.filter((r) => r.extractor === prefix + stage);
      const earned = off.length ? (f1On - aggregateRecords(off).f1).toFixed(4) : stage === 'total' ? '' : NOT_SWITCHED[stage] ?? 'required';
      const changed = off.length ? String(off.filter((r) => Math.abs((byId.get(r.id) ?? 0) - r.f1) > PAGE_CHANGE_F1).length) : '';
      body.push([d, stage, median, p95, earned, changed]);
    }
  }
  return table(header, body, Boolean(opts.markdown));
}

/** Stages `disable` can switch off that --stages does not run without them, and why. */
const NOT_SWITCHED = /** @type {Record<string, string>} */ ({ template: 'no template in the bench' });

/** A page whose F1 moves more than this counts as changed by a stage. */
const PAGE_CHANGE_F1 = 0.005;

/**
 * Per set and extractor: F1 on the held fold beside F1 on all pages (and on the fitting folds),
 * then the mean over the shingle-scored sets. The held fold's pages were read by nobody.
 * @param {PageRecord[]} records
 * @param {string[]} extractors
 * @param {number} held
 * @param {{markdown?: boolean}} [opts]
 */
export function formatFolds(records, extractors, held, opts = {}) {
  const datasets = [...new Set(records.map((r) => r.dataset))];
  const header = ['dataset', 'extractor', 'n held', 'held F1', 'fitting F1', 'all F1'];
  /** @type {string[][]} */
  const body = [];
  /** @type {Map<string, number[]>} */
  const heldBy = new Map();
  for (const d of datasets) {
    for (const ex of extractors) {
      const mine = records.filter((r) => r.dataset === d && r.extractor === ex);
      if (!mine.length) continue;
      const inHeld = mine.filter((r) => r.fold === held);
      const heldF1 = inHeld.length ? aggregateRecords(inHeld).f1 : null;
      const inFitting = mine.filter((r) => r.fold !== held);
      const fitting = inFitting.length ? f3(aggregateRecords(inFitting).f1) : '-';
      body.push([d, ex, String(inHeld.length), heldF1 === null ? '-' : f3(heldF1), fitting, f3(aggregateRecords(mine).f1)]);
      if (heldF1 !== null && !mine[0].snip) heldBy.set(ex, [...(heldBy.get(ex) ?? []), heldF1]);
    }
  }
  for (const [ex, values] of heldBy) {
    body.push(['mean of sets', ex, String(values.length), f3(values.reduce((a, b) => a + b, 0) / values.length), '', '']);
  }
  return table(header, body, opts.markdown ?? false);
}

/**
 * Which reading each page got, beside what its truth says it is (issue 20's failure class 1):
 * per set with page types, the share of article pages given a list, forum or "other" reading
 * (and how many of each: a list reading drops the story, an "other" one reads it as sections),
 * of those the share whose text is not what the article reading gives (`sameAsArticle`: a
 * page typed "other" or "forum" whose reading falls back to the story's block, and whose
 * article-only filters remove nothing, reads the same text), and the share of the other pages
 * given the article reading.
 * @param {(PageRecord & {guessedType?: string|null, sameAsArticle?: boolean})[]} records
 * @param {{markdown?: boolean}} [opts]
 */
export function formatReadings(records, opts = {}) {
  const header = ['dataset', 'articles', 'read as non-article', 'list / forum / other', 'text not the article reading', 'other pages', 'read as article'];
  /** @type {string[][]} */
  const body = [];
  const pct = (/** @type {number} */ k, /** @type {number} */ n) => (n ? `${((100 * k) / n).toFixed(2)} % (${k})` : '-');
  for (const d of [...new Set(records.map((r) => r.dataset))]) {
    const typed = records.filter((r) => r.dataset === d && r.pageType && !r.error && r.guessedType);
    if (!typed.length) continue;
    const articles = typed.filter((r) => r.pageType === 'article');
    const others = typed.filter((r) => r.pageType !== 'article');
    const as = (/** @type {string} */ t) => articles.filter((r) => r.guessedType === t).length;
    const nonArticle = articles.filter((r) => r.guessedType !== 'article');
    const compared = nonArticle.every((r) => r.sameAsArticle !== undefined);
    body.push([d, String(articles.length), pct(nonArticle.length, articles.length),
      `${as('list')} / ${as('forum')} / ${as('other')}`,
      compared ? pct(nonArticle.filter((r) => !r.sameAsArticle).length, articles.length) : '-',
      String(others.length), pct(others.filter((r) => r.guessedType === 'article').length, others.length)]);
  }
  return table(header, body, opts.markdown ?? false);
}
