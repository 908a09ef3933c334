/**
 * An article's story starts at its headline. When the chosen content holds the page's <h1>
 * headline below more than a kicker's worth of text (title-heading.ts, TITLE_LEAD_CHARS), what
 * stands above it inside the content is the page's furniture — a share bar, "Join the
 * conversation", a section's teaser, a breadcrumb trail — not the story's opening: a writer puts
 * the opening under the headline. It goes, provided it is small beside what follows the
 * headline; when it is not, the headline is not where this content's story starts (an <h1> for a
 * later section, a product's name under its description) and nothing goes.
 *
 * The title filter then finds the headline at the content's top and takes it too.
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { SKIP_SUBTREE, isRemoved, walkKept, type Removals } from './removals';
import { matchHeadline } from './select/headline';
import { within } from './tree';
import { TITLE_LEAD_CHARS } from './title-heading';

/**
 * Most text the lead may hold, as a share of the kept text after the headline: furniture is less
 * than the story it stands over. On the fitting site folds every page that lost by this filter
 * had more text above its headline than below (the <h1> headed a later part); 0.3 and 0.5 kept
 * chrome above short stories that 1 takes.
 */
export const LEAD_MAX_SHARE = 1;

export const LEAD_REASON = 'lead: above the article headline';

/** The kept subtrees of the chosen content that stand above its <h1> headline, or none. */
export function leadAboveHeadline(seg: Segmentation, sel: Selection, title: string, ends: Int32Array): Removals {
  const out: Removals = new Map();
  const c = sel.container;
  const h = matchHeadline(seg, title);
  // Only the page's own headline: an <h2>/<h3> matched to the title is often a section restating it.
  if (!h || h.tag !== 'h1' || h === c || !within(ends, c, h)) return out;
  if (isRemoved(seg, h, c, sel.removed)) return out;

  let before = 0;
  let after = 0;
  walkKept(seg, ends, sel.removed, c.index + 1, ends[c.index], (n) => {
    if (n.index < h.index) before += n.ownChars;
    else after += n.ownChars;
  }, true);
  // A kicker or a date line above the headline is the story's own (the title filter keeps it).
  if (before <= TITLE_LEAD_CHARS || before > LEAD_MAX_SHARE * after) return out;

  walkKept(seg, ends, sel.removed, c.index + 1, h.index - 1, (n: NodeInfo) => {
    if (ends[n.index] >= h.index) return undefined; // holds the headline: look inside
    if (n.chars > 0) out.set(n, LEAD_REASON);
    return SKIP_SUBTREE;
  }, true);
  return out;
}
