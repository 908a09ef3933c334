// One page's score, whatever kind of truth its set has: the shingle F1 of metric.mjs against
// truth/<id>.txt, or the snippet counts of snippets.mjs where the set has snippets/ (trafilatura-eval).
//
// Title: an extractor's text is the article's body; its title is a field of its own (Winnow,
// Readability.js and Defuddle alike). Where a set's truth starts with the headline, the
// extractor's own title is put before its text (unless the text already starts with it) for
// every extractor alike, so the body is not judged for a line the truth gives elsewhere.

import { pageScore, tokenize } from './metric.mjs';
import { readTruth } from './datasets.mjs';
import { readSnippets, snippetPageScore } from './snippets.mjs';

/**
 * Sets whose truth starts with the page's headline: the first truth line matches the meta title
 * on 85 % of big9-chaos, 67 % of dragnet-train and 69 % of l3s-gn1 pages, and on at most 43 % of
 * any other set's (cleaneval-dev 43 %, wcxb-dev 14 %, zh-wce-dev 14 %, mozilla-readability 6 %).
 */
export const TITLE_IN_TRUTH = new Set(['big9-chaos', 'dragnet-train', 'l3s-gn1']);

/** @param {string} text */
const key = (text) => tokenize(text).join(' ').toLowerCase();

/**
 * The text as scored: the title before it where the set's truth carries one and the text does not
 * already start with it.
 * @param {string} dataset
 * @param {string} text
 * @param {string|null|undefined} title
 */
export function scoredText(dataset, text, title) {
  if (!TITLE_IN_TRUTH.has(dataset) || !title || !text) return text;
  const first = key(text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n')));
  const t = key(title);
  if (!t || (first && (first.includes(t) || t.includes(first)))) return text;
  return `${title}\n${text}`;
}

/**
 * @param {import('./datasets.mjs').PageRef} page
 * @param {string} text the extractor's text
 * @param {string|null} [title] the extractor's title
 */
export function scorePage(page, text, title) {
  if (page.snippetsPath) return snippetPageScore(readSnippets(page.snippetsPath), text);
  return pageScore(readTruth(page.truthPath), scoredText(page.dataset, text, title));
}
