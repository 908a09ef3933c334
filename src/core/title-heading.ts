/**
 * The body is the body: Article.title carries the headline, so the heading that repeats it at the
 * top of the chosen content is not part of `text`, `html` or `markdown` (as with Readability.js,
 * Defuddle and Trafilatura). The reading view, the popup, the exports and the CLI head the body
 * with the title themselves. A heading that matches the title further down (a section that
 * restates it after the lead) is the author's and stays.
 */
import type { NodeInfo, Segmentation } from './segment';
import { STOP_WALK, walkKept, type Removals } from './removals';
import { matchHeadline } from './select/headline';
import { subtreeEnds, within } from './tree';
import { normalizeText } from './text';

/**
 * Visible characters the content may hold before the title's heading for it still to be its top:
 * a kicker ("Politics"), a breadcrumb or a date line above a headline, not a paragraph.
 */
export const TITLE_LEAD_CHARS = 120;

export const TITLE_REASON = 'title: the heading repeats the article title';

/** A title this short ("News", "首页") could be any label's words: no title line is looked for. */
export const MIN_TITLE_LINE_CHARS = 4;
const TITLE_LINE_SLACK_CHARS = 2;

/**
 * The heading that repeats the title at the top of `container`, or null when there is none (no
 * title, no matching heading, or one below the content's start). `removed` is what already goes.
 */
export function titleHeading(seg: Segmentation, container: NodeInfo, title: string, removed: Removals): NodeInfo | null {
  const heading = matchHeadline(seg, title);
  const ends = subtreeEnds(seg);
  if (!heading || heading === container || !within(ends, container, heading)) {
    return titleLine(seg, container, title, removed, ends);
  }
  let before = 0;
  walkKept(seg, ends, removed, container.index + 1, heading.index - 1, (n) => {
    before += n.ownChars;
    return before > TITLE_LEAD_CHARS ? STOP_WALK : undefined;
  }, true);
  return before > TITLE_LEAD_CHARS ? null : heading;
}

/**
 * Without a matching heading, the title may still open the content set in any tag (a <b> or a
 * styled <div> on old and Chinese pages): the content's first line, the title word for word.
 */
function titleLine(seg: Segmentation, container: NodeInfo, title: string, removed: Removals, ends: Int32Array): NodeInfo | null {
  const want = normalizeText(title).toLowerCase();
  if (want.length < MIN_TITLE_LINE_CHARS) return null;
  let found: NodeInfo | null = null;
  walkKept(seg, ends, removed, container.index + 1, ends[container.index], (n) => {
    if (n.ownChars === 0) return undefined;
    // Visible characters count what normalizing drops (doubled spaces): only a line about the
    // title's length is read at all.
    if (n.chars <= want.length + TITLE_LINE_SLACK_CHARS && normalizeText(n.el.textContent || '').toLowerCase() === want) found = n;
    return STOP_WALK;
  }, true);
  return found;
}
