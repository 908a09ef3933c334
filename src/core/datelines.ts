/**
 * A story's dateline: the news system's row of fields above the story that says when and from where
 * it came ("2005年08月16日 来源：新华网", "发布: 2021-1-29 13:18 | 点击: 313 | 来自: 互联网", "来源：太原晚报 2021-11-25
 * 16:26:07"), and in English the stamp row that gives both the publication and the update time
 * ("PUBLISHED: 13:30, Mon, Oct 23, 2017 | UPDATED: 13:37, …"; a lone "POSTED: …" line stays unless
 * the page declares that date, see below). It is the article's metadata, read into
 * Article.published and .byline (pipeline.ts reads the removed row for them) and shown in the
 * reading view's header, not body text. A line before the first paragraph (a standfirst, the short
 * paragraph a modern story page sets under its headline, does not count) is one when it holds a
 * date and a field label and, once its dates, clock times, labels and byline words are out, no more
 * than an outlet's or a reporter's name is left. A reading-time estimate ("9 min read", "Jun 8,
 * 2023 · 11 Minute Read") stands for the label and the date: the site computes it from the text.
 * So does a line that is a <time> element alone: the page marked it as a date. And so does a lone
 * date line ("Monday, May 21, 2007") when the page declares that date in its head: it repeats it.
 * Read from the line's words, not its class: a hashed "info" row is found the same.
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { SHOWN_IN_HEADER, SKIP_SUBTREE, STOP_WALK, walkKept, type Removals } from './removals';
import { parseDate, statesDate } from './metadata';
import { countCjk, normalizeText } from './text';
import { HEADING_TAGS } from './dom';
import { DATELINE_FRAME_RE, EN_STAMP_ROW_RE, READING_TIME_RE, RELATIVE_DATE_RE, ZH_DATELINE_FIELD_RE } from './vocabulary';

/** A dateline is one short line; a longer one is a sentence that mentions a date. */
export const MAX_DATELINE_CHARS = 120;
/**
 * What may be left once the frame is out: an outlet's or a reporter's name ("新华网黑龙江频道",
 * "BUSINESS.SOHU.COM"), each CJK character counted twice (it carries what two Latin letters do).
 */
export const DATELINE_REST_CHARS = 24;

/**
 * A standfirst (the sentence or two under a headline) holds at most this many visible characters
 * (spaces not counted: about 240 with them); a longer paragraph is the story's first.
 */
export const STANDFIRST_MAX_CHARS = 200;

export const DATELINE_REASON = `dateline ${SHOWN_IN_HEADER}`;

/**
 * The field labels first: they rule out nearly every line before a date is parsed. A reading-time
 * estimate is label and date in one.
 */
function isDateline(text: string): boolean {
  const stamped = READING_TIME_RE.test(text) || ((ZH_DATELINE_FIELD_RE.test(text) || EN_STAMP_ROW_RE.test(text)) && statesDate(text));
  return stamped && onlyFrameLeft(text.replace(READING_TIME_RE, ''));
}

/** Once its dates, clock times, labels and byline words are out, at most a name is left. */
function onlyFrameLeft(text: string): boolean {
  const rest = text.replace(DATELINE_FRAME_RE, '');
  return rest.length + countCjk(rest) <= DATELINE_REST_CHARS;
}

/**
 * A line that is a <time> element and nothing else ("<p><time datetime=…>March 28, 2017</time></p>"):
 * the page marked it as the story's date, which the header shows.
 */
function isTimeStamp(n: NodeInfo, text: string): boolean {
  const time = n.tag === 'time' ? n.el : n.el.querySelector('time');
  return time !== null && normalizeText(time.textContent || '') === text;
}

/**
 * A declared date and a line's may differ by a day: the head gives UTC ("2017-04-08T00:36Z"), the
 * line the newsroom's clock ("April 7, 2017, 7:36 p.m. CT").
 */
const DECLARED_DATE_SLACK_DAYS = 1;
const DAY_MS = 86_400_000;

/** The day of an ISO date or date-time, in days since the epoch (NaN when it is not one). */
function dayOf(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3]) / DAY_MS : NaN;
}

/**
 * A line that states the date the page declares (JSON-LD datePublished, article:published_time)
 * with nothing but labels, clock times and a name besides ("Monday, May 21, 2007", "By Sarah
 * Lewin, Staff Writer | April 6, 2017 11:40am ET"), or a relative stamp ("Posted 16 hours ago"):
 * it repeats the metadata the header shows. Without a declaration a lone date line stays: older
 * pages' truths keep it, as it is then the only place the page gives its date.
 */
function repeatsDeclaredDate(text: string, declaredDay: number): boolean {
  if (Number.isNaN(declaredDay)) return false;
  const stated = parseDate(text);
  // A relative stamp ("2 hours ago") is the declared date as the page was served.
  const dated = stated ? Math.abs(dayOf(stated) - declaredDay) <= DECLARED_DATE_SLACK_DAYS : RELATIVE_DATE_RE.test(text);
  return dated && onlyFrameLeft(text);
}

/**
 * Datelines among the content's lines before its first paragraph (a 'good' unit, not a heading).
 * `published`: the date the page declares (Metadata.published), if any.
 */
export function datelines(seg: Segmentation, sel: Selection, ends: Int32Array, published: string | null = null): Removals {
  const declaredDay = published ? dayOf(published) : NaN;
  const out: Removals = new Map();
  const classes = sel.scored?.classes;
  if (!classes) return out;
  let standfirst = false;
  walkKept(seg, ends, sel.removed, sel.container.index, ends[sel.container.index], (n: NodeInfo) => {
    if (n.ownChars === 0) return undefined;
    if (n.chars <= MAX_DATELINE_CHARS) {
      // Source line breaks are spaces: the row's labels are read across them.
      const text = normalizeText(n.el.textContent || '');
      if (isDateline(text) || isTimeStamp(n, text) || repeatsDeclaredDate(text, declaredDay)) {
        out.set(n, DATELINE_REASON);
        return SKIP_SUBTREE;
      }
    }
    // A headline is no paragraph, however sentence-like ("定了！…即将开通！"): the row stands under it.
    if (classes.get(n) !== 'good' || HEADING_TAGS.has(n.tag)) return undefined;
    // A standfirst (one short paragraph under the headline) may stand above the row.
    if (!standfirst && n.chars <= STANDFIRST_MAX_CHARS) {
      standfirst = true;
      return SKIP_SUBTREE;
    }
    return STOP_WALK;
  }, true);
  return out;
}
