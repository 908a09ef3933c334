/**
 * The headline: the heading whose words best match the page title (<h1> first, then <h2>,
 * <h3>). It anchors selection (the article is the block around it); it is Article.title, so the
 * body leaves it out (title-heading.ts).
 */
import type { NodeInfo, Segmentation } from '../segment';
import { normalizeText } from '../text';

/** Share of the heading's tokens that must appear in the title for it to be the headline. */
export const HEADLINE_MATCH_SHARE = 0.6;
/** A one-word heading ("News") matches too many titles to mean anything. */
export const MIN_HEADLINE_TOKENS = 2;
export const HEADLINE_LEVELS = ['h1', 'h2', 'h3'];

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

/**
 * Is the heading the site's name: its whole text one link to a site's front page ("/")? Blog
 * themes set the blog's name in the <h1> and the post's title lower; the page title holds both
 * ("Blog Name: Post Title"), so both match it. A story's headline links to the story, if at all.
 */
function namesSite(el: Element): boolean {
  const a = el.querySelector('a[href]');
  if (!a || normalizeText(a.textContent || '') !== normalizeText(el.textContent || '')) return false;
  return FRONT_PAGE_HREF_RE.test((a.getAttribute('href') || '').trim());
}
/** "/", or an origin with at most its root slash ("https://blog.example.com/"). */
const FRONT_PAGE_HREF_RE = /^(?:\/|https?:\/\/[^/?#]+\/?)$/i;
