/**
 * Section markers: a short line such as "8 Comments", "Related", "External Links", "相关新闻"
 * standing on its own after the article starts. Whatever follows it in the container is the
 * page's tail (reader comments, related rails), not the article, even when it is prose and its
 * markup names nothing (old sites rarely class their comment threads). So is a line opening with
 * a count of the comments ("{ 53 comments… read them below or add one }"), once the story has
 * been told after its headline: blog themes print it above their comment lists on many sites.
 * A count of the answers to the story's own quoted title ("4 Responses to “Title”") heads them
 * however short the story: a photo post's one line is all of it.
 * A rail's box set into the story goes alone (insetBox).
 */
import type { NodeInfo, Segmentation } from '../segment';
import { LETTER_RE, normalizeText } from '../text';
import { BLOCK_TAGS, ELEMENT_NODE, HEADING_TAGS, TEXT_NODE, tagOf } from '../dom';
import {
  ANSWER_COUNT_RE, ANSWER_COUNT_START_RE, ANSWER_WORD_RE, COMMENT_COUNT_RE, COUNTED_QUOTE_RE, RAIL_MARKER_RE, SECTION_MARKER_RE,
} from '../vocabulary';
import { HEADLINE_LEVELS, titleKey } from '../headings';
import { STOP_WALK, walkKept, type Removals } from '../removals';
import { STORY_TOLD_CHARS, type Scored } from '../scoring';

/** A marker is a line of its own: at most this many characters. */
export const MAX_MARKER_CHARS = 40;
/** The article must have begun: at least this much prose before a marker counts. */
export const MIN_PROSE_BEFORE_MARKER = 160;

/** Arrows, pilcrows and hash marks around a marker's words ("Comments »", "# Related", "¶"). */
export const DECORATION_RE = /^[\s»›→↓#¶§|·•]+|[\s»›→↓#¶§|·•]+$/gu;

export function hasLinkWords(el: Element): boolean {
  for (const a of Array.from(el.querySelectorAll('a'))) if (LETTER_RE.test(a.textContent || '')) return true;
  return false;
}

/**
 * A comment count and the invitation beside it ("read them below or add one") fit in this many
 * characters; a longer line opening with a count is a sentence about comments.
 */
export const MAX_COUNT_LINE_CHARS = 80;

/** The line's text outside its links. */
function plainText(el: Element): string {
  let text = '';
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) text += c.nodeValue || '';
    else if (c.nodeType === ELEMENT_NODE && tagOf(c as Element) !== 'a') text += plainText(c as Element);
  }
  return text;
}

/**
 * A count of the comments that follow, in the line's plain text (its links may invite, "add one").
 * `raw` is the line's whole text: without an answer word in it, its plain text is not walked.
 */
export function isCommentCount(n: NodeInfo, raw: string): boolean {
  return n.chars <= MAX_COUNT_LINE_CHARS && ANSWER_WORD_RE.test(raw) && COMMENT_COUNT_RE.test(normalizeText(plainText(n.el)));
}

/**
 * Only the answers' heading counts something and quotes the story's own title ("45 users
 * responded in “Title”", "12 réflexions sur « Title »"): the words between may be anything.
 */
function countsAnswersTo(text: string, titles: ReadonlySet<string>): boolean {
  const quoted = COUNTED_QUOTE_RE.exec(text)?.[1];
  return !!quoted && titles.has(titleKey(quoted));
}

const TITLE_TAGS = new Set(HEADLINE_LEVELS);

/**
 * A block's first line, when a <br> ends it within a marker's length and no link or nested
 * block is in it; else null.
 */
function firstLine(el: Element): string | null {
  let line = '';
  const visit = (node: Node): boolean | null => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === TEXT_NODE) {
        line += c.nodeValue || '';
        if (line.length > MAX_MARKER_CHARS) return null;
      } else if (c.nodeType === ELEMENT_NODE) {
        const tag = tagOf(c as Element);
        if (tag === 'br') return LETTER_RE.test(line);
        if (tag === 'a' || BLOCK_TAGS.has(tag)) return null;
        const done = visit(c);
        if (done !== false) return done;
      }
    }
    return false;
  };
  return visit(el) ? line : null;
}

/** A table row of at least this many cells, each no longer than a marker, names a grid's columns. */
export const HEADER_ROW_MIN_CELLS = 3;

/**
 * Is the line a cell of a grid's header row ("Status | Timestamp | Comment")? It names a column
 * and heads nothing after the table: the story goes on below it.
 */
function inHeaderRow(el: Element, stop: Element): boolean {
  for (let e: Element | null = el; e && e !== stop; e = e.parentElement) {
    const tag = tagOf(e);
    if (tag !== 'td' && tag !== 'th') continue;
    const row = e.parentElement;
    if (!row || row.children.length < HEADER_ROW_MIN_CELLS) return false;
    return Array.from(row.children).every((c) => (c.textContent || '').trim().length <= MAX_MARKER_CHARS);
  }
  return false;
}

/** A marker's own words, and at most a quoted title after them (ANSWER_COUNT_RE). */
export const MAX_MARKER_LINE_CHARS = MAX_MARKER_CHARS + 200;

export function isSectionMarker(text: string): boolean {
  return (text.length <= MAX_MARKER_CHARS && SECTION_MARKER_RE.test(text))
    || (text.length <= MAX_MARKER_LINE_CHARS && ANSWER_COUNT_RE.test(text));
}

/** A marker of readers' answers (a comment count, or a marker line that is no link): its words. */
export function markerWords(n: NodeInfo): string | null {
  if (n.chars > MAX_MARKER_LINE_CHARS) return null;
  const raw = n.el.textContent || '';
  const text = normalizeText(raw).replace(DECORATION_RE, '');
  if (isCommentCount(n, raw)) return text;
  return isSectionMarker(text) && !RAIL_MARKER_RE.test(text) && !(n.linkChars > 0 && hasLinkWords(n.el)) ? text : null;
}

/**
 * The words of a heading in the subtree that marks readers' answers ("Comments (26)"), or null.
 * Only a heading: a form's "Comment:" label and a share bar's "comments" button say the word and
 * head nothing.
 */
function answerHeading(seg: Segmentation, ends: Int32Array, root: NodeInfo): string | null {
  for (let i = root.index; i <= ends[root.index]; i++) {
    const n = seg.nodes[i];
    if (n.hidden || n.tag === 'a') {
      i = ends[i];
      continue;
    }
    const words = HEADING_TAGS.has(n.tag) ? markerWords(n) : null;
    if (words) return words;
  }
  return null;
}

/**
 * Drops the marker and everything after it inside the container. The tail follows the story, and
 * the story starts at its headline: a marker above the headline heads a panel placed before it in
 * the markup (a comment drawer, a share dialog), never the article's tail, and is passed over.
 */
export function cutAtSectionMarker(
  seg: Segmentation, container: NodeInfo, scored: Scored, ends: Int32Array, removed: Removals,
  headline: NodeInfo | null = null,
): void {
  const last = ends[container.index];
  const start = headline && headline.index > container.index && headline.index <= last ? headline.index : container.index;
  let prose = 0;
  /** Prose since the headline: a comment count in the story's header (under the headline) heads nothing. */
  let told = 0;
  let marker: NodeInfo | null = null;
  let words = '';
  // The story's titles: its headline, and the headings before it is told (a page titled with the
  // site's motto has no headline).
  const titles = new Set<string>();
  if (headline) titles.add(titleKey(headline.el.textContent || ''));
  walkKept(seg, ends, removed, container.index, last, (n) => {
    if (n.ownChars === 0 || n.hidden) return;
    if (told < STORY_TOLD_CHARS && TITLE_TAGS.has(n.tag)) titles.add(titleKey(n.el.textContent || ''));
    if (scored.classes.get(n) === 'good') {
      prose += n.ownChars;
      if (n.index > start) told += n.ownChars;
    }
    // A marker is a line of plain text: a link or a button reading "Related" is not one. A link
    // without a letter ("»", "#", a heading's anchor) is the line's decoration, and so is a
    // leading or trailing arrow or mark.
    if (n.index < start) return;
    const raw = n.chars <= MAX_MARKER_LINE_CHARS ? n.el.textContent || '' : '';
    // A count of answers quoting the story's title heads them however short the story (a photo
    // post's one line, a brief): the story's header never quotes its own headline.
    const brief = prose < MIN_PROSE_BEFORE_MARKER;
    const opensWithCount = raw !== '' && ANSWER_COUNT_START_RE.test(raw);
    if (brief && !opensWithCount) return;
    const counted = !brief && raw !== '' && told >= STORY_TOLD_CHARS && isCommentCount(n, raw);
    // Past a marker's length only an answer count can be one, or a marker's line that opens the
    // block: old table layouts set it off by a <br> ("<p><b>Related:</b><br>…",
    // "<p><b>振兴东北网版权与免责声明：</b><br>① …"), and the block goes. That line holds no link.
    const opening = !counted && n.chars > MAX_MARKER_CHARS && !opensWithCount;
    const line = opening ? firstLine(n.el) : raw;
    if (line === null) return;
    const text = normalizeText(line).replace(DECORATION_RE, '');
    const linked = !opening && n.linkChars > 0 && hasLinkWords(n.el);
    const quoting = !opening && countsAnswersTo(text, titles);
    if (!counted && !quoting && (brief || !isSectionMarker(text) || linked)) return;
    if (inHeaderRow(n.el, container.el)) return;
    marker = n;
    words = text;
    return STOP_WALK;
  }, false, (n) => {
    // A block pruned before this walk (a comment section's link-dense header, "Comments (26)" beside
    // "Add / View comments") still heads what follows it: readers' answers never sit in the story.
    if (told < STORY_TOLD_CHARS || n.index < start) return;
    const heading = answerHeading(seg, ends, n);
    if (!heading) return;
    marker = n;
    words = heading;
    return STOP_WALK;
  });
  if (!marker) return;
  const at: NodeInfo = marker;
  const reason = `after "${words}"`;
  const box = RAIL_MARKER_RE.test(words) ? insetBox(seg, container, at, scored, ends, removed, prose) : null;
  if (box) {
    // The box goes alone; the story's own tail may still follow it.
    removed.set(box, reason);
    cutAtSectionMarker(seg, container, scored, ends, removed, headline);
    return;
  }
  // A pruned marker keeps the reason it was pruned for.
  if (!removed.has(at)) removed.set(at, reason);
  for (let j = ends[at.index] + 1; j <= last; j++) {
    removed.set(seg.nodes[j], reason);
    j = ends[j];
  }
}

/**
 * A rail's marker (RAIL_MARKER_RE) that opens a box inside the story heads that box, not the
 * page's tail: a "Related Stories" panel set in beside the story's photo, a "Most Popular" rail
 * between its paragraphs. The box is the highest block below the container whose first words are
 * the marker's, or the marker's line itself when no block opens with it (a bare "RELATED" line
 * between two rules, over a linked paragraph); it goes alone when the story resumes right after
 * it (the next words are a paragraph) and goes on for more prose than came before the marker.
 * Readers' answers ("Comments") follow the story and never sit in it, and a rail's marker with
 * little story after it heads everything after it.
 */
function insetBox(
  seg: Segmentation, container: NodeInfo, marker: NodeInfo, scored: Scored, ends: Int32Array,
  removed: Removals, before: number,
): NodeInfo | null {
  let box = marker;
  for (let p = seg.nodes[box.parent]; p && p !== container && firstWords(seg, ends, removed, p) === marker; p = seg.nodes[p.parent]) box = p;
  // The story resumes right after the box: the next words are a paragraph of it.
  const next = firstWords(seg, ends, removed, seg.nodes[container.index], ends[box.index] + 1);
  if (!next || scored.classes.get(next) !== 'good') return null;
  let after = 0;
  walkKept(seg, ends, removed, next.index, ends[container.index], (n) => {
    if (scored.classes.get(n) === 'good') after += n.ownChars;
  });
  return after >= STORY_TOLD_CHARS && after > before ? box : null;
}

/** The first node under root, from `from` on in document order, with text of its own (kept, shown). */
function firstWords(seg: Segmentation, ends: Int32Array, removed: Removals, root: NodeInfo, from = root.index): NodeInfo | null {
  let first: NodeInfo | null = null;
  walkKept(seg, ends, removed, from, ends[root.index], (n) => {
    if (n.hidden || n.ownChars === 0) return;
    first = n;
    return STOP_WALK;
  });
  return first;
}
