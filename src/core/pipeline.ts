/**
 * pipeline — the engine's stages, Document in, Article out: segment → metadata → template →
 * layout → select → page type → filters (filters.ts FILTERS, in their order) → assemble, each
 * timed; optional ones can be switched off. The document is only read: no node of the page is
 * changed, added or removed.
 *
 * The Article's `markdown` is left empty here: Markdown needs a converter (turndown) that the
 * script injected on every click should not carry. extract.ts adds it, made when first read;
 * the popup makes it from the HTML in its own page.
 */
import { NoContentError, type Article, type ExtractOptions, type StageName } from './types';
import { segment, type ReadingMode, type Segmentation } from './segment';
import { readLayout, type LayoutInfo } from './layout';
import { select } from './select';
import { matchTemplate, pageEntries } from './template';
import { assemble } from './assemble';
import { toHtml, toText } from './clean';
import { labelledAuthor, parseDate, readMetadata } from './metadata';
import { baseUrlOf, pageUrlOf } from './urls';
import { describe } from './dom';
import { Deadline } from './deadline';
import { frameFallback } from './frames';
import { swallowedPage } from './recover';
import { cjkLanguage, countText, countWords, hasVisibleChars, minutesFor, truncate } from './text';
import { readByType, type TypedReading } from './pagetype';
import { subtreeEnds } from './tree';
import { shownInHeader, type Removals } from './removals';
import { FILTERS, type FilterInput } from './filters';

/** Fewer visible characters than this is no content at all (the chosen block held only chrome). */
export const MIN_ARTICLE_CHARS = 1;
/** Share of options.deadlineMs the segment walk may use; selection and assembly get the rest. */
const WALK_SHARE = 0.6;
/** Excerpts are cut to about two lines. */
export const EXCERPT_CHARS = 200;

/**
 * A page showing less text than this without script, whose <noscript> holds its content
 * (crawler views), is read from the <noscript> instead.
 */
export const NOSCRIPT_FALLBACK_CHARS = 200;

function hasNoscriptText(doc: Document): boolean {
  // With script on, a browser keeps <noscript> as raw text, not markup: nothing to read there.
  for (const n of Array.from(doc.querySelectorAll('body noscript'))) {
    if (n.firstElementChild && (n.textContent || '').length > NOSCRIPT_FALLBACK_CHARS) return true;
  }
  return false;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Runs one stage and records its time. */
function timed<T>(timings: Record<string, number>, name: StageName, run: () => T): T {
  const start = now();
  const result = run();
  timings[name] = (timings[name] ?? 0) + (now() - start);
  return result;
}

/**
 * A page hidden whole by its markup until its scripts run (an anti-flicker wrapper with
 * `visibility: hidden`, a product block `display: none` until loaded) shows nothing without
 * them. When the reading finds no article, or less than this many characters (a "Loading" line),
 * the page is read once more with markup and CSS hiding ignored (aria-hidden still counts; no
 * layout is read), and that reading is kept if it has at least this many visible characters:
 * enough to be content, not a stray hidden label.
 */
export const REVEALED_MIN_CHARS = 200;

/** The Article without its Markdown (`markdown` is ''; see markdown.ts `withMarkdown`). */
export function extractPlain(doc: Document, options: ExtractOptions = {}): Article {
  const start = now();
  let first: Article;
  try {
    first = readDocument(doc, options);
  } catch (err) {
    if (!(err instanceof NoContentError) || !doc?.documentElement) throw err;
    const repaired = repair(doc, options, start, true);
    if (!repaired) throw err;
    return repaired;
  }
  // Next to nothing read: a stray visible line ("Loading…") beside content hidden until scripts run.
  if (!first.partial && !hasVisibleChars(first.text, REVEALED_MIN_CHARS)) return repair(doc, options, start, false) ?? first;
  return first;
}

/**
 * The repairs of a page read as nothing or next to nothing: a page whose markup an unclosed
 * <title> or <iframe> took as text (recover.ts), else (when nothing was read) a thread of posts
 * named as comments, else one hidden until its scripts run, else one whose names misled. Each
 * reading gets what is left of the budget when it starts, and none starts once that no longer
 * fits a walk.
 */
function repair(doc: Document, options: ExtractOptions, start: number, nothing: boolean): Article | null {
  const read = (extra: ExtractOptions, mode: ReadingMode = {}, target: Document = doc): Article | null => {
    const budget = options.deadlineMs;
    const left = budget === undefined ? undefined : budget - (now() - start);
    if (left !== undefined && budget !== undefined && left < budget * WALK_SHARE) return null;
    return orNull(() => readDocument(target, { ...options, ...extra, deadlineMs: left }, mode));
  };
  const swallowed = swallowedPage(doc);
  if (swallowed) return read({ url: pageUrlOf(doc, options.url) || undefined }, {}, swallowed);
  // A page with no article left, because its reading dropped every post as a comment (an engine
  // naming each post a "comment"), is read as its thread when it has a group of dated posts.
  const thread = !nothing || options.pageType ? null : read({ pageType: 'forum' });
  if (thread?.posts?.length && hasVisibleChars(thread.text, REVEALED_MIN_CHARS)) return thread;
  const revealed = read({}, { revealHidden: true });
  if (revealed && hasVisibleChars(revealed.text, REVEALED_MIN_CHARS)) return revealed;
  // Names are a weak signal: a page whose class names call its story an ad (a template's
  // "section-and-ad" wrapper around each part of it) loses all of it to them. Read once more as
  // if every name were hashed, and keep it when it reads a story: without names a shop or landing
  // page has no sign of its cookie notice or its customer reviews. (Not for a short reading: a
  // two-line story above a long comment thread is read right.)
  const unnamed = nothing ? read({}, { ignoreNames: true }) : null;
  return unnamed?.pageType === 'article' && hasVisibleChars(unnamed.text, REVEALED_MIN_CHARS) ? unnamed : null;
}

/** A repair's reading, or null when it finds no more than the first one did. */
function orNull(read: () => Article): Article | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function readDocument(doc: Document, options: ExtractOptions, mode: ReadingMode = {}): Article {
  if (!doc || !doc.documentElement) throw new NoContentError('This is not an HTML document.');
  const start = now();
  // The walk gets part of the budget, so that selecting and assembling what it read still fit.
  const walkDeadline = new Deadline(options.deadlineMs === undefined ? undefined : options.deadlineMs * WALK_SHARE, start);
  const deadline = new Deadline(options.deadlineMs, start);
  const timings: Record<string, number> = {};
  const off = new Set(options.disable ?? []);
  const pageUrl = pageUrlOf(doc, options.url);
  const base = baseUrlOf(doc, pageUrl);

  let seg = timed(timings, 'segment', () => segment(doc, walkDeadline, mode));
  if (seg.root.chars < NOSCRIPT_FALLBACK_CHARS && !seg.cut && hasNoscriptText(doc)) seg = timed(timings, 'segment', () => segment(doc, walkDeadline, { ...mode, readNoscript: true }));
  const meta = timed(timings, 'metadata', () => readMetadata(doc, base, seg.declarations));
  // Seed 000: the site's common noise, matched on the page as loaded and dropped from the chosen
  // content (not from what selection sees: that moved the container on list pages, see bench).
  const fromTemplate = options.template && !off.has('template') ? timed(timings, 'template', () => matchTemplate(seg, options.template)) : null;
  const noLayout: LayoutInfo = { available: false, pageWidth: 0, pageHeight: 0 };
  // Layout is a signal, not a requirement: past the deadline it is the first thing dropped. A
  // reading that reveals hidden content skips it: the page's own CSS hid what is read there.
  const layout = off.has('layout') || options.layout === false || mode.revealHidden || walkDeadline.check()
    ? noLayout
    : timed(timings, 'layout', () => readLayout(doc, seg));
  const articleSel = timed(timings, 'select', () => select(seg, layout, meta.searchTitle, options.strategy ?? 'default', meta.byline));
  // Seed 003: the page's type, then its own reading (list items, forum posts) where it has one.
  // A page too big to walk in time keeps its article reading: typing it is a refinement.
  // (The overall deadline is not read here: reading it would mark it hit for the assembly.)
  const typed: TypedReading = walkDeadline.hit || off.has('pagetype')
    ? { pageType: options.pageType ?? 'article', selection: articleSel }
    : timed(timings, 'pagetype', () => readByType({ doc, seg, layout, article: articleSel, title: meta.searchTitle, base, pageUrl }, options.pageType, options.pageTypeModel));
  const sel = typed.selection;
  // The filters (filters.ts), in order: each labels what goes, and only this loop removes it.
  const input: FilterInput = { seg, sel, article: articleSel, pageType: typed.pageType, title: meta.searchTitle, shownTitle: meta.title, published: meta.published, ends: subtreeEnds(seg), template: fromTemplate };
  for (const filter of FILTERS) {
    if (off.has(filter.name) || (filter.articlesOnly && typed.pageType !== 'article' && !filter.alsoOn?.(input))) continue;
    const labels = timed(timings, filter.name, () => filter.run(input));
    for (const [n, why] of labels) sel.removed.set(n, why);
  }
  const { html, text } = timed(timings, 'assemble', () => {
    const clean = assemble(seg, sel, base, deadline, typed.pageType === 'article');
    return { html: toHtml(clean), text: toText(clean) };
  });
  if (text.replace(/\s/g, '').length < MIN_ARTICLE_CHARS) {
    // A page that is only a frame around its content (framesets, embedded viewers).
    const framed = frameFallback(doc, (d) => extractPlain(d, { ...options, url: undefined }));
    if (framed) return framed;
    throw new NoContentError();
  }

  // Bylines and dates that only appear as text ("作者：…", "2021年2月3日 08:18") sit just above
  // or at the top of the article.
  // Lines the filters took out of the body because the header shows them are read here all the same.
  const lead = meta.byline && meta.published ? ''
    : [leadText(seg, sel.container.index), ...headerLines(sel.removed), text.slice(0, LEAD_CHARS)].join('\n');
  const words = countWords(text);
  const article: Article = {
    title: meta.title,
    byline: meta.byline ?? labelledAuthor(lead),
    published: meta.published ?? parseDate(lead),
    siteName: meta.siteName,
    lang: meta.lang ?? cjkLanguage(text),
    dir: meta.dir,
    pageType: typed.pageType,
    leadImage: meta.leadImage,
    excerpt: truncate(meta.description ?? firstParagraph(text), EXCERPT_CHARS),
    html,
    text,
    markdown: '',
    wordCount: words,
    readingMinutes: minutesFor(words, countText(text).cjk),
    timings,
  };
  if (walkDeadline.hit || deadline.hit) article.partial = true;
  if (typed.items) article.items = typed.items;
  if (typed.posts) article.posts = typed.posts;
  if (options.entries) article.entries = pageEntries(seg).map(({ tag, text }) => ({ tag, text }));
  if (options.debug) {
    article.container = describe(sel.container.el);
    article.removed = Array.from(sel.removed, ([n, reason]) => ({
      path: describe(n.el),
      reason,
      text: truncate((n.el.textContent || '').replace(/\s+/g, ' ').trim(), 80),
    }));
    if (typed.probabilities) article.pageTypeProbabilities = typed.probabilities;
  }
  timings.total = now() - start;
  return article;
}

/** Text units read above the article for a byline or date: the few lines under the headline. */
const LEAD_UNITS = 8;
/** Characters of the article's own start searched likewise. */
const LEAD_CHARS = 400;

/** The text of what was removed for the header to show (a byline, a dateline). */
function headerLines(removed: Removals): string[] {
  const out: string[] = [];
  for (const [n, why] of removed) if (shownInHeader(why)) out.push(n.el.textContent || '');
  return out;
}

function leadText(seg: Segmentation, containerIndex: number): string {
  const before = seg.units.filter((u) => u.index < containerIndex).slice(-LEAD_UNITS);
  return before.map((u) => u.el.textContent || '').join('\n');
}

function firstParagraph(text: string): string {
  return text.split('\n').find((l) => l.length > 40) ?? text.split('\n')[0] ?? '';
}
