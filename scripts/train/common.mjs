// Shared helpers of scripts/train.mjs: the labelled matrix, standardisation, layout
// neutralisation, class balance, site folds and block scores.

import { CONTENT_SHARE } from './labels.mjs';

/** seed 002's features (neutralised for the "no layout" augmentation and the ablation). */
export const LAYOUT_NAMES = ['has_box', 'region_header', 'region_footer', 'region_left', 'region_right', 'region_center', 'rel_x', 'rel_y', 'width_share'];
/** What a row reads without layout (see blockFeatures: positions default to the page middle). */
const NO_LAYOUT_VALUE = { rel_x: 0.5, rel_y: 0.5 };
/** seed 000's R1..R5. */
export const R_NAMES = ['r1_text_share', 'r2_linktext_share', 'r3_links_share', 'r4_images_share', 'r5_link_density'];
/** Share of training pages shown without layout, so one model serves both cases. */
export const LAYOUT_DROPOUT = 0.3;

/** mulberry32: a small seeded generator, so `npm run train` is reproducible. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Fold of a site: every page of one site lands in the same fold. */
export function foldOf(site, k) {
  return hash(site) % k;
}

/** Rows with a label (blocks with at least one token), as flat arrays. */
export function prepare(pages, names) {
  const F = names.length;
  const charsAt = names.indexOf('log_chars');
  const X = [];
  const y = [];
  const site = [];
  const dataset = [];
  const page = [];
  const chars = [];
  pages.forEach((p, pi) => {
    p.rows.forEach((row, k) => {
      const s = p.shares[k];
      if (s === null) return;
      for (let j = 0; j < F; j++) X.push(row[j]);
      y.push(s >= CONTENT_SHARE ? 1 : 0);
      site.push(p.site);
      dataset.push(p.dataset);
      page.push(pi);
      chars.push(Math.expm1(row[charsAt]));
    });
  });
  return {
    F, names, X: Float32Array.from(X), y: Uint8Array.from(y), site, dataset, page, chars,
    count: y.length, positives: y.reduce((a, b) => a + b, 0),
  };
}

/** All positive rows of `use` plus as many negatives drawn at random (seed 000), shuffled. */
export function balanced(set, use, rand) {
  const pos = [];
  const neg = [];
  for (let r = 0; r < set.count; r++) if (use[r]) (set.y[r] ? pos : neg).push(r);
  shuffle(neg, rand);
  const rows = pos.concat(neg.slice(0, pos.length));
  return shuffle(rows, rand);
}

function shuffle(a, rand) {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Smallest scale kept: a constant feature (sd 0) is centred, not blown up. */
const MIN_SCALE = 1e-6;

/** Mean / sd of the chosen features over the training rows, and the matrix builder. */
export function standardiser(set, rows, idx) {
  const n = idx.length;
  const mean = new Array(n).fill(0);
  const sq = new Array(n).fill(0);
  for (const r of rows) for (let j = 0; j < n; j++) mean[j] += set.X[r * set.F + idx[j]];
  for (let j = 0; j < n; j++) mean[j] /= rows.length || 1;
  for (const r of rows) for (let j = 0; j < n; j++) sq[j] += (set.X[r * set.F + idx[j]] - mean[j]) ** 2;
  const scale = sq.map((s) => Math.max(MIN_SCALE, Math.sqrt(s / (rows.length || 1))));
  const layoutSlot = idx.map((i) => LAYOUT_NAMES.includes(set.names[i]));
  const neutral = idx.map((i) => NO_LAYOUT_VALUE[set.names[i]] ?? 0);
  return {
    idx, mean, scale,
    names: (all) => idx.map((i) => all[i]),
    /**
     * Standardised rows. layout: neutralise layout on every row (a page without layout);
     * augment: neutralise it on LAYOUT_DROPOUT of the pages (chosen by page, reproducibly).
     */
    matrix(s, rs, opts) {
      const out = new Float32Array(rs.length * n);
      rs.forEach((r, k) => {
        const drop = opts.layout || (opts.augment && hash(`page${s.page[r]}`) % 1000 < LAYOUT_DROPOUT * 1000);
        for (let j = 0; j < n; j++) {
          const v = drop && layoutSlot[j] ? neutral[j] : s.X[r * s.F + idx[j]];
          out[k * n + j] = (v - mean[j]) / scale[j];
        }
      });
      return out;
    },
  };
}

/**
 * Block scores of predictions (NaN = not predicted): accuracy, content precision / recall /
 * F1 by block, and F1 weighted by characters (what the reader sees).
 */
export function blockScores(set, preds, threshold, filter = () => true) {
  let tp = 0, fp = 0, fn = 0, tn = 0, ctp = 0, cfp = 0, cfn = 0;
  for (let r = 0; r < set.count; r++) {
    if (Number.isNaN(preds[r]) || !filter(r)) continue;
    const yes = preds[r] > threshold;
    const c = set.chars[r];
    if (yes && set.y[r]) { tp++; ctp += c; }
    else if (yes) { fp++; cfp += c; }
    else if (set.y[r]) { fn++; cfn += c; }
    else tn++;
  }
  const f = (a, b, c) => (2 * a) / (2 * a + b + c || 1);
  const r3 = (v) => Math.round(v * 1000) / 1000;
  return {
    n: tp + fp + fn + tn, accuracy: r3((tp + tn) / (tp + fp + fn + tn || 1)),
    precision: r3(tp / (tp + fp || 1)), recall: r3(tp / (tp + fn || 1)), f1: r3(f(tp, fp, fn)), charF1: r3(f(ctp, cfp, cfn)),
  };
}

/** Shuffles `list` in place with draws from `random` (Fisher–Yates), and returns it. */
export function shuffleWith(list, random) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** A seeded Fisher–Yates shuffle (a copy; the list is left as it is). */
export function shuffled(list, seed) {
  return shuffleWith(list.slice(), rng(seed));
}
