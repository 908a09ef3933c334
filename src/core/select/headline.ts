/**
 * The headline: the heading whose words best match the page title (<h1> first, then <h2>,
 * <h3>). It anchors selection (the article is the block around it); it is Article.title, so the
 * body leaves it out (title-heading.ts).
 */
import type { NodeInfo, Segmentation } from '../segment';
import { normalizeText } from '../text';
import { HEADLINE_LEVELS, namesSite } from '../headings';

/** Share of the heading's tokens that must appear in the title for it to be the headline. */
export const HEADLINE_MATCH_SHARE = 0.6;
/** A one-word heading ("News") matches too many titles to mean anything. */
export const MIN_HEADLINE_TOKENS = 2;

function tokens(text: string): string[] {
  return normalizeText(text).toLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A token of figures only. The title lacking it, it is a count set beside the headline (a story's
 * "313" comments) and is left out of the heading's words.
 */
const FIGURES_RE = /^\p{N}+$/u;

function overlap(heading: string[], title: Set<string>): number {
  if (heading.length === 0) return 0;
  let hit = 0;
  for (const w of heading) if (title.has(w)) hit++;
  return hit / heading.length;
}

/** Selection, the list reading and the title filter all ask: one match per page and title. */
const matched = new WeakMap<Segmentation, { title: string; headline: NodeInfo | null }>();

export function matchHeadline(seg: Segmentation, title: string): NodeInfo | null {
  const cached = matched.get(seg);
  if (cached && cached.title === title) return cached.headline;
  const headline = findHeadline(seg, title);
  matched.set(seg, { title, headline });
  return headline;
}

function findHeadline(seg: Segmentation, title: string): NodeInfo | null {
  if (!title) return null;
  const titleTokens = new Set(tokens(title));
  for (const level of HEADLINE_LEVELS) {
    let best: NodeInfo | null = null;
    let bestShare = 0;
    for (const n of seg.nodes) {
      if (n.tag !== level || n.hidden || n.chars === 0) continue;
      const words = tokens(n.el.textContent || '').filter((w) => titleTokens.has(w) || !FIGURES_RE.test(w));
      if (words.length < MIN_HEADLINE_TOKENS || namesSite(n.el)) continue;
      const share = overlap(words, titleTokens);
      if (share > bestShare) {
        best = n;
        bestShare = share;
      }
    }
    if (best && bestShare >= HEADLINE_MATCH_SHARE) return best;
  }
  return null;
}
