/**
 * A byline line inside the article ("By Jane Doe", "Jane Doe | Reuters") repeats what the reading
 * view shows in its header. Short units near the top that are the byline are dropped.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { normalizeText } from '../text';
import { BYLINE_FRAME_RE } from '../vocabulary';
import { SKIP_SUBTREE, STOP_WALK, walkKept, type Removals } from '../removals';

/** A byline line may add this many characters around the name ("By", a date, an outlet). */
export const BYLINE_SLACK_CHARS = 40;
/** What may remain of a byline line once name, "by", dates and punctuation are taken out. */
export const BYLINE_REST_CHARS = 12;

/** The line is the byline: nothing of substance is left once the name and its frame are gone. */
function isBylineLine(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const rest = (text.slice(0, at) + ' ' + text.slice(at + name.length)).replace(BYLINE_FRAME_RE, '');
  return rest.length <= BYLINE_REST_CHARS;
}
/** Only the first units of the article are looked at: a name further down is prose. */
export const BYLINE_SEARCH_UNITS = 6;

export function dropBylines(
  seg: Segmentation, container: NodeInfo, ends: Int32Array, removed: Removals, byline: string,
): void {
  const name = normalizeText(byline).toLowerCase();
  if (name.length < 3) return;
  let seen = 0;
  walkKept(seg, ends, removed, container.index, ends[container.index], (n) => {
    if (seen >= BYLINE_SEARCH_UNITS) return STOP_WALK;
    if (n.ownChars === 0 || n.hidden) return;
    seen++;
    if (n.chars > name.length + BYLINE_SLACK_CHARS) return;
    const text = normalizeText(n.el.textContent || '').toLowerCase();
    if (!isBylineLine(text, name)) return;
    removed.set(n, 'byline (shown in the header)');
    return SKIP_SUBTREE;
  });
}
