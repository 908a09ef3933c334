// Two runs' per-page records side by side (quick.mjs or run.mjs --json files): the landing rule's
// figures for an engine change, or Winnow against a peer (quick.mjs --extractor).
//
//   node bench/compare.mjs BEFORE.jsonl AFTER.jsonl [--held 0] [--min 0.01] [--list 30] [--markdown]
//                          [--before-extractor readability] [--after-extractor winnow]
//
// Prints per set the held-fold, fitting-fold and all-pages F1 before → after, with precision and
// recall apart; the mean of the dev sets' held figures; the landing rule's verdict (issue 20: the
// held mean rises, no validation set falls, no set falls by more than SET_FALL_LIMIT); and the
// pages that moved by at least --min. Only fitting-fold pages of dev sets are listed by name: the
// held fold's and the validation sets' pages are counted, never shown (nobody writes a rule
// from them). A browser run's pages.jsonl holds every extractor's records: each side keeps one
// (winnow unless named), so one run compares with itself, Winnow against a peer:
//   node bench/compare.mjs run/pages.jsonl run/pages.jsonl --before-extractor readability

import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aggregateRecords, table } from './report.mjs';
import { parseArgs } from './datasets.mjs';
import { DEFAULT_HELD_FOLD } from './folds.mjs';

/** A set may fall by this much F1 in a change that lands (issue 20 §1). */
export const SET_FALL_LIMIT = 0.003;

/**
 * @typedef {import('./report.mjs').PageRecord} PageRecord
 * @typedef {{p: number, r: number, f1: number}} Figures
 * @typedef {{dataset: string, validation: boolean, held: [Figures|null, Figures|null], fitting: [Figures|null, Figures|null], all: [Figures, Figures], n: number}} SetRow
 * @typedef {{dataset: string, id: string, fold: number|undefined, before: number, after: number, hidden: boolean}} Moved
 */

/**
 * A run's page records, of one extractor: the one named, else the only one in the file, else
 * winnow (a browser run's pages.jsonl holds every extractor's records).
 * @param {string} file
 * @param {string} [extractor]
 * @returns {PageRecord[]}
 */
export function readRecords(file, extractor) {
  const records = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => r.dataset);
  const names = [...new Set(records.map((r) => r.extractor))];
  const wanted = extractor ?? (names.length === 1 ? names[0] : 'winnow');
  if (!names.includes(wanted)) throw new Error(`${file} has no records of ${wanted} (it has: ${names.join(', ')})`);
  return records.filter((r) => r.extractor === wanted);
}

/** @param {PageRecord[]} recs @returns {Figures|null} */
const figures = (recs) => (recs.length ? aggregateRecords(recs) : null);

/**
 * @param {PageRecord[]} before
 * @param {PageRecord[]} after
 * @param {{held?: number, min?: number}} [opts]
 */
export function compareRuns(before, after, opts = {}) {
  const held = opts.held ?? DEFAULT_HELD_FOLD;
  const min = opts.min ?? 0.01;
  const afterBy = new Map(after.map((r) => [`${r.dataset}/${r.id}`, r]));
  /** Pages in both runs, as [before, after] pairs. */
  const pairs = before.flatMap((b) => {
    const a = afterBy.get(`${b.dataset}/${b.id}`);
    return a ? [[b, a]] : [];
  });
  /** @type {SetRow[]} */
  const sets = [];
  for (const dataset of [...new Set(pairs.map(([b]) => b.dataset))]) {
    const mine = pairs.filter(([b]) => b.dataset === dataset);
    const side = (/** @type {0|1} */ k, /** @type {(r: PageRecord) => boolean} */ keep) => figures(mine.map((p) => p[k]).filter(keep));
    const isHeld = (/** @type {PageRecord} */ r) => r.fold === held;
    sets.push({
      dataset,
      validation: mine.every(([b]) => Boolean(b.snip)),
      n: mine.length,
      held: [side(0, isHeld), side(1, isHeld)],
      fitting: [side(0, (r) => !isHeld(r)), side(1, (r) => !isHeld(r))],
      all: [/** @type {Figures} */ (side(0, () => true)), /** @type {Figures} */ (side(1, () => true))],
    });
  }
  const dev = sets.filter((s) => !s.validation && s.held[0] && s.held[1]);
  const mean = (/** @type {0|1} */ k) => dev.reduce((sum, s) => sum + /** @type {Figures} */ (s.held[k]).f1, 0) / Math.max(1, dev.length);
  const heldMean = /** @type {[number, number]} */ ([mean(0), mean(1)]);
  const fell = sets.filter((s) => s.all[0].f1 - s.all[1].f1 > SET_FALL_LIMIT || (s.held[0] && s.held[1] && s.held[0].f1 - s.held[1].f1 > SET_FALL_LIMIT));
  const validationFell = sets.filter((s) => s.validation && s.all[1].f1 < s.all[0].f1);
  /** @type {Moved[]} */
  const moved = pairs
    .filter(([b, a]) => Math.abs(a.f1 - b.f1) >= min)
    .map(([b, a]) => ({ dataset: b.dataset, id: b.id, fold: b.fold, before: b.f1, after: a.f1, hidden: b.fold === held || Boolean(b.snip) }))
    .sort((x, y) => (x.after - x.before) - (y.after - y.before));
  return {
    held,
    sets,
    heldMean,
    moved,
    verdict: {
      heldMeanRises: heldMean[1] > heldMean[0],
      validationHolds: validationFell.length === 0,
      noSetFalls: fell.length === 0,
      fell: fell.map((s) => s.dataset),
    },
  };
}

const f3 = (/** @type {number} */ x) => x.toFixed(3);
/** @param {Figures|null} b @param {Figures|null} a @param {'p'|'r'|'f1'} k */
const change = (b, a, k) => (b && a ? `${f3(b[k])} → ${f3(a[k])} (${a[k] >= b[k] ? '+' : ''}${(a[k] - b[k]).toFixed(4)})` : '-');

/** @param {ReturnType<typeof compareRuns>} c @param {{list?: number, markdown?: boolean}} [opts] */
export function formatComparison(c, opts = {}) {
  const markdown = opts.markdown ?? false;
  const body = c.sets.map((s) => [
    s.dataset + (s.validation ? ' (validation)' : ''), String(s.n),
    change(s.held[0], s.held[1], 'f1'), change(s.fitting[0], s.fitting[1], 'f1'), change(s.all[0], s.all[1], 'f1'),
    change(s.all[0], s.all[1], 'p'), change(s.all[0], s.all[1], 'r'),
  ]);
  body.push(['held mean (dev sets)', '', change({ p: 0, r: 0, f1: c.heldMean[0] }, { p: 0, r: 0, f1: c.heldMean[1] }, 'f1'), '', '', '', '']);
  const lines = [table(['set', 'pages', `held F1 (fold ${c.held})`, 'fitting F1', 'all F1', 'all P', 'all R'], body, markdown)];
  const v = c.verdict;
  lines.push('', `landing rule: held mean rises ${v.heldMeanRises ? 'yes' : 'NO'}; validation sets hold ${v.validationHolds ? 'yes' : 'NO'}; `
    + `no set falls by more than ${SET_FALL_LIMIT} ${v.noSetFalls ? 'yes' : `NO (${v.fell.join(', ')})`}`);
  const up = c.moved.filter((m) => m.after > m.before);
  const hiddenUp = up.filter((m) => m.hidden).length;
  const hiddenDown = c.moved.filter((m) => m.hidden && m.after < m.before).length;
  lines.push(`pages moved: ${up.length} up, ${c.moved.length - up.length} down; of them in the held fold or a validation set `
    + `(counted, not listed): ${hiddenUp} up, ${hiddenDown} down`);
  const shown = c.moved.filter((m) => !m.hidden);
  const list = opts.list ?? 30;
  const pick = shown.length > list ? [...shown.slice(0, Math.ceil(list / 2)), ...shown.slice(-Math.floor(list / 2))] : shown;
  for (const m of pick) lines.push(`  ${(m.after - m.before >= 0 ? '+' : '') + (m.after - m.before).toFixed(3)}  ${m.dataset}/${m.id}  ${f3(m.before)} → ${f3(m.after)}  fold ${m.fold ?? '-'}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [beforeFile, afterFile, ...rest] = process.argv.slice(2);
  const args = parseArgs(rest);
  if (!beforeFile || !afterFile || beforeFile.startsWith('--') || afterFile.startsWith('--')) {
    console.error('usage: node bench/compare.mjs BEFORE.jsonl AFTER.jsonl [--held 0] [--min 0.01] [--list 30] [--markdown]'
      + ' [--before-extractor NAME] [--after-extractor NAME]');
    process.exit(2);
  }
  const name = (/** @type {string|true|undefined} */ v) => (typeof v === 'string' ? v : undefined);
  const c = compareRuns(readRecords(beforeFile, name(args['before-extractor'])), readRecords(afterFile, name(args['after-extractor'])), {
    held: args.held !== undefined ? Number(args.held) : undefined,
    min: args.min !== undefined ? Number(args.min) : undefined,
  });
  console.log(formatComparison(c, { list: args.list !== undefined ? Number(args.list) : undefined, markdown: Boolean(args.markdown) }));
}
