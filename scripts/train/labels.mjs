// Block labels for training: how much of a block's own text is in the page's truth.
//
// Rule (documented in models/README.md): tokens are the benchmark's CJK-aware tokens (every
// Han / kana / Hangul character is a token, bench/metric.mjs). A block of at least
// SHINGLE_SIZE tokens is scored by the share of its 4-token shingles found in the truth's
// shingles (a multiset: inside one block, a shingle the truth has once matches once). A shorter block (a heading,
// a date line, "Home") has no shingle worth the name: it is content when its whole token
// sequence is a truth line, or begins or ends one (a headline, a "By X" line), not when its
// words merely occur somewhere. A block is content when its share is at least CONTENT_SHARE.

import { tokenize, SHINGLE_SIZE } from '../../bench/metric.mjs';

/** Share of a block's shingles found in the truth above which it is content. */
export const CONTENT_SHARE = 0.5;

const SEP = '\u0001';

function shingleKeys(tokens) {
  const keys = [];
  for (let i = 0; i + SHINGLE_SIZE <= tokens.length; i++) keys.push(tokens.slice(i, i + SHINGLE_SIZE).join(SEP));
  return keys;
}

/**
 * A labeller for one page's truth.
 * @param {string} truth the page's truth text, one block per line
 * @returns {(text: string) => number | null} share of the text in the truth, null when the
 *   text has no token at all (punctuation, an icon): such blocks are left out of training
 */
export function truthLabeller(truth) {
  const counts = new Map();
  for (const k of shingleKeys(tokenize(truth))) counts.set(k, (counts.get(k) ?? 0) + 1);
  const lines = new Set();
  const edges = [];
  for (const line of truth.split('\n')) {
    const t = tokenize(line);
    if (t.length === 0) continue;
    lines.add(t.join(SEP));
    edges.push(t);
  }
  return (text) => {
    const tokens = tokenize(text);
    if (tokens.length === 0) return null;
    if (tokens.length < SHINGLE_SIZE) {
      const key = tokens.join(SEP);
      if (lines.has(key)) return 1;
      for (const t of edges) {
        if (t.length < tokens.length) continue;
        if (t.slice(0, tokens.length).join(SEP) === key || t.slice(t.length - tokens.length).join(SEP) === key) return 1;
      }
      return 0;
    }
    const used = new Map();
    const keys = shingleKeys(tokens);
    let hit = 0;
    for (const k of keys) {
      const u = used.get(k) ?? 0;
      if (u < (counts.get(k) ?? 0)) {
        hit++;
        used.set(k, u + 1);
      }
    }
    return hit / keys.length;
  };
}

/** l3s-gn1's block labels that make a block part of the truth (its README: sel1..sel3). */
export const L3S_CONTENT_LABELS = new Set(['headline', 'fulltext', 'supplemental']);

/**
 * Human labels for a page's units from l3s-gn1's labels/<id>.json ([label, text] per block):
 * a unit takes the label of the human block whose text contains it, or of the blocks it
 * contains; units that match no block are undefined (the assessors' segmentation differs).
 * @param {[string, string][]} blocks
 * @param {string[]} texts
 * @returns {(boolean | undefined)[]}
 */
export function l3sUnitLabels(blocks, texts) {
  const norm = (s) => tokenize(s).join(' ');
  const human = blocks.map(([label, text]) => ({ content: L3S_CONTENT_LABELS.has(label), text: norm(text) })).filter((b) => b.text);
  return texts.map((t) => {
    const key = norm(t);
    if (!key) return undefined;
    const inside = human.filter((b) => b.text.includes(key) || key.includes(b.text));
    if (inside.length === 0) return undefined;
    // Ambiguous short texts ("Home" in both a menu and a sentence): the majority decides.
    const yes = inside.filter((b) => b.content).length;
    if (yes * 2 === inside.length) return undefined;
    return yes * 2 > inside.length;
  });
}
