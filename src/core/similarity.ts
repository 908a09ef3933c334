/**
 * Text similarity for seed 000's template library: two texts are the same entry when their edit
 * distance is at most one edit per eight characters of the shorter text. Code points, not UTF-16
 * units, so a CJK or emoji character is one character.
 */

/**
 * Seed 000's rule: D(A, B) ≤ floor(min(lenA, lenB) / SIMILARITY_CHARS_PER_EDIT). Texts of 8
 * characters or fewer must be identical; one edit is allowed per further 8 characters, which
 * absorbs a changing date or counter in a footer line but not a different sentence.
 */
export const SIMILARITY_CHARS_PER_EDIT = 8;

/**
 * The largest edit distance at which texts of these lengths (in code points) still match. The
 * formula alone would allow one edit at exactly 8 characters; the seed's stated intent ("texts
 * of 8 characters or fewer must be identical") wins there, so short labels never blur together.
 */
export function similarityBound(lenA: number, lenB: number): number {
  const shorter = Math.min(lenA, lenB);
  return shorter <= SIMILARITY_CHARS_PER_EDIT ? 0 : Math.floor(shorter / SIMILARITY_CHARS_PER_EDIT);
}

/** The text as code points (a CJK ideograph or an emoji is one element). */
export function codePoints(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) out.push(ch.codePointAt(0)!);
  return out;
}

/** Surrogate halves: texts holding any are compared by code point only (see mayBeWithin). */
const SURROGATE_RE = /[\ud800-\udfff]/;
const HIGH_SURROGATES_RE = /[\ud800-\udbff]/g;

/** Code points in a string without building them (a surrogate pair counts once). */
export function codePointLength(text: string): number {
  // A regex, not a loop over char codes: this runs cold, once per entry and per unit.
  if (!SURROGATE_RE.test(text)) return text.length;
  return text.length - (text.match(HIGH_SURROGATES_RE)?.length ?? 0);
}

/**
 * A cheap exact filter before the edit distance (the pigeonhole rule): cut `a` into bound + 1
 * pieces; each edit breaks at most one of them, so if the distance is ≤ bound, one piece is
 * found intact in `b`, within `bound` characters of its place in `a`. When none is, the texts are farther apart than the bound. Most
 * comparisons on a page (a paragraph against footer lines of similar length) end here, in
 * native substring searches instead of a banded dynamic program. Texts with surrogate pairs
 * are not filtered (a piece edge could split a pair): it answers true, the distance decides.
 */
export function mayBeWithin(a: string, b: string, bound: number): boolean {
  if (bound < 0) return false;
  if (a.length < bound + 1 || SURROGATE_RE.test(a) || SURROGATE_RE.test(b)) return true;
  const pieces = bound + 1;
  for (let p = 0; p < pieces; p++) {
    const from = Math.floor((p * a.length) / pieces);
    const to = Math.floor(((p + 1) * a.length) / pieces);
    // Edits before the piece shift it by at most `bound` characters.
    const at = b.indexOf(a.slice(from, to), Math.max(0, from - bound));
    if (at !== -1 && at <= from + bound) return true;
  }
  return false;
}

/** Two rows reused across calls (matching a page makes hundreds of comparisons). */
let rowA = new Int32Array(256);
let rowB = new Int32Array(256);

/**
 * Levenshtein distance if it is ≤ bound, else bound + 1. Only the diagonal band of width
 * 2·bound + 1 is computed, and the walk stops as soon as a whole row exceeds the bound, so a
 * mismatch costs O(bound) rows at best and O(n·bound) at worst, never O(n·m).
 */
export function boundedDistance(a: ArrayLike<number>, b: ArrayLike<number>, bound: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > bound) return bound + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  const over = bound + 1;
  // prev[j] = distance of a[0..i) to b[0..j); cells outside the band hold `over`.
  if (rowA.length <= m) {
    rowA = new Int32Array(2 * (m + 1));
    rowB = new Int32Array(2 * (m + 1));
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= m; j++) prev[j] = j <= bound ? j : over;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - bound);
    const hi = Math.min(m, i + bound);
    // Only the band is written; the cells just outside it are set to `over` so that the next
    // row never reads a stale value (no O(m) clearing per row).
    cur[lo - 1] = lo === 1 && i <= bound ? i : over;
    if (hi < m) cur[hi + 1] = over;
    let rowMin = cur[lo - 1];
    const ai = a[i - 1];
    for (let j = lo; j <= hi; j++) {
      const sub = prev[j - 1] + (ai === b[j - 1] ? 0 : 1);
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      let d = sub < del ? sub : del;
      if (ins < d) d = ins;
      if (d > over) d = over;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > bound) return over;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[m] > bound ? over : prev[m];
}

/** Seed 000's similarity: same text up to the allowed number of edits. */
export function isSimilar(a: string, b: string): boolean {
  if (a === b) return true;
  const bound0 = similarityBound(codePointLength(a), codePointLength(b));
  if (bound0 === 0 || !mayBeWithin(a, b, bound0)) return false;
  const ca = codePoints(a);
  const cb = codePoints(b);
  const bound = similarityBound(ca.length, cb.length);
  return bound > 0 && boundedDistance(ca, cb, bound) <= bound;
}
