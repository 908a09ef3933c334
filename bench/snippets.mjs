// Snippet scoring, for sets whose truth is passages rather than a full text (trafilatura-eval, see
// its README): a `with` snippet found in the extraction is a true positive, missing a false
// negative; a `without` snippet found is a false positive. Whitespace-normalised, case-sensitive
// substring test. The set's P/R/F1 sum the counts over all pages (the Trafilatura project's
// metric), not a mean of page scores.

import fs from 'node:fs';

/** @param {string} text */
const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * @typedef {object} SnippetCounts
 * @property {number} tp `with` snippets found
 * @property {number} fn `with` snippets missing
 * @property {number} fp `without` snippets found
 * @property {number} tn `without` snippets absent
 */

/**
 * @param {{with?: string[], without?: string[]}} snippets
 * @param {string} predText
 * @returns {SnippetCounts}
 */
export function snippetCounts(snippets, predText) {
  const text = squash(predText ?? '');
  const found = (/** @type {string} */ s) => {
    const needle = squash(s);
    return needle !== '' && text.includes(needle);
  };
  const wanted = (snippets.with ?? []).filter((s) => squash(s));
  const unwanted = (snippets.without ?? []).filter((s) => squash(s));
  const tp = wanted.filter(found).length;
  const fp = unwanted.filter(found).length;
  return { tp, fn: wanted.length - tp, fp, tn: unwanted.length - fp };
}

/** @param {string} path */
export function readSnippets(path) {
  return JSON.parse(fs.readFileSync(path, 'utf8'));
}

/**
 * A page's scores in the shape of metric.pageScore (for --worst lists), plus its counts.
 * @param {{with?: string[], without?: string[]}} snippets
 * @param {string} predText
 */
export function snippetPageScore(snippets, predText) {
  const c = snippetCounts(snippets, predText);
  const p = c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : c.tn > 0 || c.fn > 0 ? 0 : 1;
  const r = c.tp + c.fn > 0 ? c.tp / (c.tp + c.fn) : 1;
  const f1 = p + r > 0 ? (2 * p * r) / (p + r) : 0;
  const predEmpty = squash(predText ?? '') === '';
  return { p, r, f1, snip: c, predEmpty, truthEmpty: c.tp + c.fn === 0 };
}

/**
 * Set-level figures from summed counts.
 * @param {{snip: SnippetCounts}[]} records
 */
export function aggregateSnippets(records) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { snip } of records) {
    tp += snip.tp;
    fp += snip.fp;
    fn += snip.fn;
  }
  const p = tp + fp > 0 ? tp / (tp + fp) : 0;
  const r = tp + fn > 0 ? tp / (tp + fn) : 0;
  const f1 = 2 * tp + fp + fn > 0 ? (2 * tp) / (2 * tp + fp + fn) : 0;
  return { n: records.length, nPred: records.length, nTruth: records.length, p, r, f1 };
}
