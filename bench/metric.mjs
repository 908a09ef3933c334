// Shingle F1, exactly as specified in /work/shared/design/EVALUATION.md ("Metrics").
//
// Per page: NFKC, tokens = runs of /[\p{L}\p{N}\p{M}_]/ (CJK variant: every Han / Hiragana /
// Katakana / Hangul character is a token of its own), 4-token shingles counted as multisets
// (1–3 tokens give one short shingle, no tokens give none), then tp / fp / fn and page P / R.
// Dataset: P = mean page precision over pages with a non-empty prediction, R = mean page recall
// over pages with non-empty truth, F1 = 2PR / (P + R).

/** Shingle width (tokens per shingle). */
export const SHINGLE_SIZE = 4;

const CJK_CHAR = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}';
const WORD_CHAR = '\\p{L}\\p{N}\\p{M}_';

/** Plain token pattern (no CJK splitting). */
const TOKEN_RE = new RegExp(`[${WORD_CHAR}]+`, 'gu');

/**
 * CJK-variant token pattern: one CJK word character (plus any combining marks that follow it),
 * or a run of word characters that contains no CJK character.
 */
const CJK_TOKEN_RE = new RegExp(
  `(?=[${WORD_CHAR}])[${CJK_CHAR}]\\p{M}*|(?:(?![${CJK_CHAR}])[${WORD_CHAR}])+`,
  'gu',
);

/** Separator used to join tokens into a shingle key (never part of a token). */
const KEY_SEP = ' ';

/**
 * Tokenise a text.
 * @param {string} text
 * @param {{cjk?: boolean}} [opts] cjk (default true): every CJK character is a token
 * @returns {string[]}
 */
export function tokenize(text, opts = {}) {
  const cjk = opts.cjk ?? true;
  const norm = (text ?? '').normalize('NFKC');
  return norm.match(cjk ? CJK_TOKEN_RE : TOKEN_RE) ?? [];
}

/**
 * Multiset of 4-token shingles.
 * @param {string[]} tokens
 * @returns {Map<string, number>} shingle → count
 */
export function shingles(tokens) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  if (tokens.length === 0) return counts;
  if (tokens.length < SHINGLE_SIZE) {
    counts.set(tokens.join(KEY_SEP), 1);
    return counts;
  }
  for (let i = 0; i + SHINGLE_SIZE <= tokens.length; i++) {
    const key = tokens[i] + KEY_SEP + tokens[i + 1] + KEY_SEP + tokens[i + 2] + KEY_SEP + tokens[i + 3];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * @typedef {object} PageScore
 * @property {number} p precision
 * @property {number} r recall
 * @property {number} f1 page F1 (2pr/(p+r), 0 when p+r = 0)
 * @property {number} tp normalised true positives (tp/(tp+fp+fn))
 * @property {number} fp normalised false positives
 * @property {number} fn normalised false negatives
 * @property {boolean} truthEmpty truth has no shingle
 * @property {boolean} predEmpty prediction has no shingle
 */

/**
 * Score one page.
 * @param {string} truthText
 * @param {string} predText
 * @param {{cjk?: boolean}} [opts]
 * @returns {PageScore}
 */
export function pageScore(truthText, predText, opts) {
  const truth = shingles(tokenize(truthText, opts));
  const pred = shingles(tokenize(predText, opts));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [key, pc] of pred) {
    const tc = truth.get(key) ?? 0;
    tp += Math.min(tc, pc);
    if (pc > tc) fp += pc - tc;
  }
  for (const [key, tc] of truth) {
    const pc = pred.get(key) ?? 0;
    if (tc > pc) fn += tc - pc;
  }
  const total = tp + fp + fn;
  if (total > 0) {
    tp /= total;
    fp /= total;
    fn /= total;
  }
  const p = fp === 0 && fn === 0 ? 1 : tp === 0 && fp === 0 ? 0 : tp / (tp + fp);
  const r = fp === 0 && fn === 0 ? 1 : tp === 0 && fn === 0 ? 0 : tp / (tp + fn);
  const f1 = p + r > 0 ? (2 * p * r) / (p + r) : 0;
  return { p, r, f1, tp, fp, fn, truthEmpty: truth.size === 0, predEmpty: pred.size === 0 };
}

/**
 * @typedef {object} Aggregate
 * @property {number} n pages scored
 * @property {number} nPred pages with a non-empty prediction (precision denominator)
 * @property {number} nTruth pages with non-empty truth (recall denominator)
 * @property {number} p
 * @property {number} r
 * @property {number} f1
 */

/**
 * Dataset-level P / R / F1 from page scores.
 * @param {Pick<PageScore, 'p' | 'r' | 'truthEmpty' | 'predEmpty'>[]} scores
 * @returns {Aggregate}
 */
export function aggregate(scores) {
  let sumP = 0;
  let nPred = 0;
  let sumR = 0;
  let nTruth = 0;
  for (const s of scores) {
    if (!s.predEmpty) {
      sumP += s.p;
      nPred++;
    }
    if (!s.truthEmpty) {
      sumR += s.r;
      nTruth++;
    }
  }
  const p = nPred > 0 ? sumP / nPred : 0;
  const r = nTruth > 0 ? sumR / nTruth : 0;
  const f1 = p + r > 0 ? (2 * p * r) / (p + r) : 0;
  return { n: scores.length, nPred, nTruth, p, r, f1 };
}
