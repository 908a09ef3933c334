/**
 * Affiliate disclosures: the paragraph a site sets on every post that earns from its links ("This
 * post contains affiliate links. If you buy through them, we may earn a commission."). It is the
 * site's notice about itself, the same on every page, not what the post says; the reading view
 * has no links that earn. Read from the words (English): the site's own voice (we, I, this post)
 * saying that its links earn. Prose about affiliate programs ("streamers earn a commission when
 * viewers buy") is not in that voice, and stays.
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { SKIP_SUBTREE, walkKept, type Removals } from './removals';
import { AFFILIATE_DISCLOSURE_RE, AFFILIATE_WORD_RE } from './vocabulary';

/**
 * A disclosure is two or three sentences (visible characters, spaces not counted); a longer block
 * is the post around one.
 */
export const MAX_DISCLOSURE_CHARS = 400;
export const DISCLOSURE = 'affiliate disclosure';

/** The disclosures among the content's kept blocks, labelled. */
export function affiliateDisclosures(seg: Segmentation, sel: Selection, ends: Int32Array): Removals {
  const out: Removals = new Map();
  const c = sel.container;
  walkKept(seg, ends, sel.removed, c.index, ends[c.index], (n: NodeInfo) => {
    if (n.ownChars === 0 || n.chars > MAX_DISCLOSURE_CHARS || !n.isBlock) return undefined;
    const text = n.el.textContent || '';
    // The short word test first: the long pattern is compiled only on pages that speak of earnings.
    if (AFFILIATE_WORD_RE.test(text) && AFFILIATE_DISCLOSURE_RE.test(text)) out.set(n, DISCLOSURE);
    return SKIP_SUBTREE;
  }, true);
  return out;
}
