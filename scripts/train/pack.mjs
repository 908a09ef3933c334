// The page-type model's weights as models/pagetype/model.json stores them: each float32 weight
// written with the fewest digits that still read back to the same float32 (6 to 9 significant
// digits, not the 17 of the double that holds it). src/core/pagetype/model.ts loads them into
// Float32Arrays, so the forward pass sees exactly the trained values.

/** @param {number} value a float32 value held in a double */
export function float32Text(value) {
  for (let digits = 6; digits < 9; digits++) {
    const short = Number(value.toPrecision(digits));
    if (Math.fround(short) === value) return short;
  }
  return Number(value.toPrecision(9));
}

/** @param {ArrayLike<number>} values */
export function packFloats(values) {
  const out = new Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = float32Text(Math.fround(values[i]));
  return out;
}
