/**
 * The headline: the <h1> (else <h2>) whose words best match the page title. When it sits before
 * the chosen container it is put back on top, so the article reads from its headline.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { normalizeText } from '../text';

/** Share of the heading's tokens that must appear in the title for it to be the headline. */
export const HEADLINE_MATCH_SHARE = 0.6;

function tokens(text: string): string[] {
  return normalizeText(text).toLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu) ?? [];
}

function overlap(heading: string, title: string): number {
  const h = tokens(heading);
  if (h.length === 0) return 0;
  const t = new Set(tokens(title));
  let hit = 0;
  for (const w of h) if (t.has(w)) hit++;
  return hit / h.length;
}

export function findHeadline(
  seg: Segmentation, title: string, container: NodeInfo, ends: Int32Array,
): NodeInfo | null {
  const inside = (n: NodeInfo) => n.index >= container.index && n.index <= ends[container.index];
  for (const level of ['h1', 'h2']) {
    let best: NodeInfo | null = null;
    let bestShare = 0;
    for (const n of seg.nodes) {
      if (n.tag !== level || n.hidden || n.chars === 0) continue;
      const share = title ? overlap(n.el.textContent || '', title) : 0;
      if (share > bestShare) {
        best = n;
        bestShare = share;
      }
    }
    if (best && bestShare >= HEADLINE_MATCH_SHARE) {
      return inside(best) || best.index > container.index ? null : best;
    }
  }
  return null;
}
