// The page-type model's weights as models/pagetype/model.json stores them: each weight rounded to
// WEIGHT_DIGITS significant digits. The file is bundled into the script injected on every click,
// and each digit of its ~1,800 weights costs about 1.4 kB gzipped there; at 3 digits (a weight
// moves by at most 5e-3 of its size) no page of the dev sets or trafilatura-eval changes its
// reading or its score, plain or with hashed names (the quick loop's 4,881 pages: at 4 digits
// on 2026-11-26, at 3 on 2026-11-29; a check row's probability moves by at most 0.004).
// The trainer predicts with the rounded weights once written, so check.json holds tfjs's outputs
// for the weights that ship.

/** Significant digits kept per weight. */
export const WEIGHT_DIGITS = 3;

/** @param {ArrayLike<number>} values */
export function packFloats(values) {
  const out = new Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = Number(Math.fround(values[i]).toPrecision(WEIGHT_DIGITS));
  return out;
}
