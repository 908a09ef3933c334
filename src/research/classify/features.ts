/**
 * Block features: one fixed-length numeric row per text unit (seed 004's content blocks, seed
 * 000's "blocks with their own text"), computed from the segmentation's bottom-up totals and,
 * where the page is rendered, the layout boxes. The same function runs in the extension, the
 * library and the training dump (scripts/features.mjs), so training sees exactly what inference
 * sees.
 */
import type { NodeInfo, Segmentation } from '../../core/segment';
import { regionOf, type LayoutInfo, type Region } from '../../core/layout';
import { contexts } from '../../core/scoring';
import { HEADING_TAGS, SKIP_TAGS, tagOf } from '../../core/dom';

/**
 * The row layout. Order matters: the shipped weights index into it, so append, never reorder
 * (the model files record these names and loading checks them).
 */
export const FEATURE_NAMES = [
  // seed 000: R1..R5 (add-one smoothing on every denominator, as the paper does)
  'r1_text_share', 'r2_linktext_share', 'r3_links_share', 'r4_images_share', 'r5_link_density',
  // seed 001: text density and symbol density, plus the plain counts behind them
  'log_text_density', 'log_symbol_density', 'log_chars', 'log_stops', 'punct_rate',
  // seed 004: text / markup ratio; relative depth in the tree
  'text_markup_ratio', 'rel_depth',
  // seed 002: layout region and relative position (all neutral when the page has no layout)
  'has_box', 'region_header', 'region_footer', 'region_left', 'region_right', 'region_center',
  'rel_x', 'rel_y', 'width_share',
  // seed 003: same-depth text-length z-score, same-depth same-class repetition
  'same_depth_z', 'log_same_signature',
  // markup hints (class/id words, landmarks) and the unit's own tag
  'noise_context', 'content_context', 'is_heading', 'is_list_or_cell', 'is_paragraph',
  'doc_position',
  // neighbours (previous / next unit) and the parent block
  'prev_log_chars', 'prev_link_density', 'prev_log_stops',
  'next_log_chars', 'next_link_density', 'next_log_stops',
  'parent_log_chars', 'parent_link_density', 'parent_log_paragraphs',
] as const;

export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Indices of seed 000's five ratios (the SVM's "R1..R5 only" variant). */
export const R_FEATURES = [0, 1, 2, 3, 4];
/** Indices of the layout features (seed 002), for the ablation. */
export const LAYOUT_FEATURES = FEATURE_NAMES.flatMap((n, i) =>
  /^(has_box|region_|rel_x|rel_y|width_share)/.test(n) ? [i] : []);

const REGION_SLOT: Record<Region, number> = {
  header: FEATURE_NAMES.indexOf('region_header'),
  footer: FEATURE_NAMES.indexOf('region_footer'),
  left: FEATURE_NAMES.indexOf('region_left'),
  right: FEATURE_NAMES.indexOf('region_right'),
  center: FEATURE_NAMES.indexOf('region_center'),
};

const LIST_OR_CELL_TAGS = new Set(['li', 'td', 'th', 'dt', 'dd']);

/** Neutral position (page middle) for units without a box. */
const NEUTRAL_POSITION = 0.5;

export interface BlockFeatures {
  /** The visible text units, in document order: row i describes units[i]. */
  units: NodeInfo[];
  /** units.length × FEATURE_COUNT, row-major. */
  rows: Float32Array;
}

const log1p = Math.log1p;

function linkDensity(chars: number, linkChars: number): number {
  return linkChars / (chars + 1);
}

/** Features of every visible text unit of the page. */
export function blockFeatures(seg: Segmentation, layout: LayoutInfo): BlockFeatures {
  const units = seg.units.filter((u) => !u.hidden);
  const F = FEATURE_COUNT;
  const rows = new Float32Array(units.length * F);
  const root = seg.root;
  const ctx = contexts(seg);

  // Seed 003's same-depth statistics, over the units of each depth.
  let maxDepth = 1;
  const depthSum = new Map<number, { n: number; sum: number; sq: number }>();
  const signatures = new Map<string, number>();
  for (const u of units) {
    if (u.depth > maxDepth) maxDepth = u.depth;
    const d = depthSum.get(u.depth) ?? { n: 0, sum: 0, sq: 0 };
    d.n++;
    d.sum += u.ownChars;
    d.sq += u.ownChars * u.ownChars;
    depthSum.set(u.depth, d);
    const sig = u.depth + '|' + u.tag + '|' + u.hint;
    signatures.set(sig, (signatures.get(sig) ?? 0) + 1);
  }

  for (let k = 0; k < units.length; k++) {
    const u = units[k];
    const o = k * F;
    const own = u.ownChars;
    rows[o + 0] = own / (root.chars + 1);
    rows[o + 1] = u.ownLinkChars / (root.linkChars + 1);
    rows[o + 2] = u.linkTags / (root.linkTags + 1);
    rows[o + 3] = u.images / (root.images + 1);
    rows[o + 4] = linkDensity(own, u.ownLinkChars);

    rows[o + 5] = log1p((u.chars - u.linkChars) / Math.max(1, u.tags - u.linkTags));
    rows[o + 6] = log1p((u.chars - u.linkChars) / (u.punct + 1));
    rows[o + 7] = log1p(own);
    rows[o + 8] = log1p(u.ownStops);
    rows[o + 9] = u.ownPunct / (own + 1);

    rows[o + 10] = u.chars / (u.chars + u.markup + 1);
    rows[o + 11] = u.depth / maxDepth;

    if (layout.available && u.box && layout.pageWidth > 0 && layout.pageHeight > 0) {
      rows[o + 12] = 1;
      rows[o + REGION_SLOT[regionOf(u.box, layout)]] = 1;
      rows[o + 18] = (u.box.x + u.box.w / 2) / layout.pageWidth;
      rows[o + 19] = (u.box.y + u.box.h / 2) / layout.pageHeight;
      rows[o + 20] = Math.min(1, u.box.w / layout.pageWidth);
    } else {
      rows[o + 18] = NEUTRAL_POSITION;
      rows[o + 19] = NEUTRAL_POSITION;
    }

    const d = depthSum.get(u.depth)!;
    const mean = d.sum / d.n;
    const sd = Math.sqrt(Math.max(0, d.sq / d.n - mean * mean));
    rows[o + 21] = (own - mean) / (sd + 1);
    rows[o + 22] = log1p(signatures.get(u.depth + '|' + u.tag + '|' + u.hint)! - 1);

    rows[o + 23] = ctx.noise[u.index];
    rows[o + 24] = ctx.content[u.index];
    rows[o + 25] = HEADING_TAGS.has(u.tag) ? 1 : 0;
    rows[o + 26] = LIST_OR_CELL_TAGS.has(u.tag) ? 1 : 0;
    rows[o + 27] = u.tag === 'p' ? 1 : 0;
    rows[o + 28] = units.length > 1 ? k / (units.length - 1) : 0;

    neighbour(rows, o + 29, units[k - 1]);
    neighbour(rows, o + 32, units[k + 1]);

    const p = u.parent >= 0 ? seg.nodes[u.parent] : u;
    rows[o + 35] = log1p(p.chars);
    rows[o + 36] = linkDensity(p.chars, p.linkChars);
    rows[o + 37] = log1p(p.paragraphs);
  }
  return { units, rows };
}

/** A missing neighbour (first or last unit) reads as an empty line. */
function neighbour(rows: Float32Array, at: number, n: NodeInfo | undefined): void {
  if (!n) return;
  rows[at] = log1p(n.ownChars);
  rows[at + 1] = linkDensity(n.ownChars, n.ownLinkChars);
  rows[at + 2] = log1p(n.ownStops);
}

/**
 * Each unit's own text (text nodes it owns, not those of nested blocks), for labelling the
 * training rows against the truth. Not used at inference: reading text costs time.
 */
export function unitTexts(seg: Segmentation, units: NodeInfo[]): string[] {
  const wanted = new Map<number, string[]>();
  for (const u of units) wanted.set(u.index, []);
  const doc = seg.root.el.ownerDocument;
  const SHOW_TEXT = 4;
  const walker = doc.createTreeWalker(seg.root.el, SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    // The owner block: the nearest walked ancestor's owner.
    let el = t.parentElement;
    let info: NodeInfo | undefined;
    let skipped = false;
    while (el && !(info = seg.byElement.get(el))) {
      if (SKIP_TAGS.has(tagOf(el))) skipped = true;
      el = el.parentElement;
    }
    if (!info || skipped || info.hidden) continue;
    const parts = wanted.get(info.owner);
    if (parts) parts.push(t.nodeValue || '');
  }
  return units.map((u) => wanted.get(u.index)!.join(' ').replace(/\s+/g, ' ').trim());
}
