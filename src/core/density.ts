/**
 * density — seed 001's text density and symbol density, CJK-aware (counts are characters, and
 * full-width punctuation counts as punctuation; see text.ts).
 *
 *   TD  = (T − LT) / (TG − LTG)          text per non-link tag
 *   SbD = (T − LT) / (Sb + 1)            text per punctuation mark
 *   score = TD · log(SbD) · log10(P + 2)  (P = <p> descendants)
 *
 * normalised by the standard deviation of TD over all block nodes. Bodies score high: much text,
 * few tags, few links, many full stops, many paragraphs.
 */
import type { NodeInfo, Segmentation } from './segment';

/** Minimum non-link characters for a node to be scored at all (a sentence or two). */
export const MIN_SCORED_CHARS = 25;
/** SbD's log is floored here so a punctuation-heavy node never scores negative. */
const MIN_SYMBOL_DENSITY = Math.E;

export function textDensity(n: NodeInfo): number {
  const text = n.chars - n.linkChars;
  const tags = Math.max(1, n.tags - n.linkTags);
  return text / tags;
}

export function symbolDensity(n: NodeInfo): number {
  return (n.chars - n.linkChars) / (n.punct + 1);
}

/**
 * Seed 001's score for every block node (0 for non-blocks and tiny nodes). Returned as an array
 * indexed like seg.nodes. Symbol density rewards *fewer* symbols per character only up to a
 * point, so its log is taken with a floor, as the published formulation does.
 */
export function densityScores(seg: Segmentation): Float64Array {
  const scores = new Float64Array(seg.nodes.length);
  const tds: number[] = [];
  for (const n of seg.nodes) {
    if (!n.isBlock || n.hidden || n.chars - n.linkChars < MIN_SCORED_CHARS) continue;
    tds.push(textDensity(n));
  }
  const sd = standardDeviation(tds) || 1;
  for (const n of seg.nodes) {
    if (!n.isBlock || n.hidden || n.chars - n.linkChars < MIN_SCORED_CHARS) continue;
    const td = textDensity(n);
    const sbd = Math.max(MIN_SYMBOL_DENSITY, symbolDensity(n));
    scores[n.index] = (td / sd) * Math.log(sbd) * Math.log10(n.paragraphs + 2);
  }
  return scores;
}

/**
 * Seed 001's score of one node without the page-wide normalisation (a constant factor, so it
 * ranks nodes of one page exactly as densityScores does, without a pass over the whole page).
 */
export function rawDensityScore(n: NodeInfo): number {
  if (!n.isBlock || n.hidden || n.chars - n.linkChars < MIN_SCORED_CHARS) return 0;
  const sbd = Math.max(MIN_SYMBOL_DENSITY, symbolDensity(n));
  return textDensity(n) * Math.log(sbd) * Math.log10(n.paragraphs + 2);
}

export function standardDeviation(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i];
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (values[i] - mean) ** 2;
  return Math.sqrt(sq / n);
}
