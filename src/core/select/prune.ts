/**
 * Pruning inside the chosen container: small filters over the subtree, each with its reason, in
 * the spirit of DOM Distiller's filter list. A subtree is dropped whole; nothing is rewritten.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { HEADING_TAGS, TEXT_NODE } from '../dom';
import { SKIP_SUBTREE, isRemoved, walkKept, type Removals } from '../removals';
import {
  CALL_TO_ACTION_RE, CALL_TO_ACTION_ZH_RE, CHROME_LANDMARK_TAGS, SKIP_LINK_RE, STAR_RATING_RE, classifyHint, isChromeRoleName, isConsentDialog,
  isMarkedArticleBody, isReviewHint,
} from '../vocabulary';
import { BAD_LINK_DENSITY, DATA_ROW_MIN_CELLS, type Scored } from '../scoring';
import { cutAtSectionMarker } from './sections';
import { DIGIT_RE } from '../text';
import { introducedList, linkIndexShare } from './link-index';
import { isLinkedProse } from './linked-prose';

/** A named block keeps its place if it holds at least this share of the container's prose. */
export const KEEP_IF_PROSE_SHARE = 0.5;
/** Link-dense blocks are dropped unless they carry this share of the container's prose. */
export const LINK_BLOCK_PROSE_SHARE = 0.1;


/**
 * Headings and definition terms name what follows them. Reference pages link them (an API's
 * members, a docs index's cards: "<dt><a>WebSocket.close()</a></dt><dd>Closes the
 * connection.</dd>"), which makes them link-dense; one followed by a sibling that reads as
 * text (not another run of links) heads content and stays.
 */
const TERM_TAGS = new Set([...HEADING_TAGS, 'dt']);

function headsText(seg: Segmentation, n: NodeInfo, ends: Int32Array): boolean {
  if (!TERM_TAGS.has(n.tag)) return false;
  const next = seg.nodes[ends[n.index] + 1];
  return !!next && next.parent === n.parent && !next.hidden && next.chars > 0
    && next.linkChars / next.chars <= BAD_LINK_DENSITY;
}

/** Why a node inside the container should go, or null to keep it (and look inside). */
function removalReason(
  seg: Segmentation, n: NodeInfo, scored: Scored, containerProse: number, ends: Int32Array, linksAreContent: boolean,
): string | null {
  if (n.hidden) return 'hidden';
  // A consent dialog goes however much prose it holds (vocabulary/names.ts CONSENT_WORDS).
  const hint = n.hint ? classifyHint(n.hint) : null;
  if (hint && isConsentDialog(n.el, n.tag, hint)) return 'cookie consent';
  if (n.tag === 'footer' && isPageFooter(seg, n)) return '<footer> landmark';
  const share = containerProse > 0 ? scored.prose[n.index] / containerProse : 0;
  if (share >= KEEP_IF_PROSE_SHARE || (n.hasAttrs && isMarkedArticleBody(n.el))) return null;
  if (CHROME_LANDMARK_TAGS.has(n.tag)) return `<${n.tag}> landmark`;
  // A form is chrome (a search box, a sign-up) unless it holds a share of the prose.
  if (n.tag === 'form') return share > LINK_BLOCK_PROSE_SHARE ? null : '<form> landmark';
  if (isChromeRoleName(n.role)) return `role=${n.role}`;
  if (n.tag === 'a' && n.hasAttrs && isSkipLink(n.el)) return 'skip link';
  const widget = widgetReason(n);
  if (widget) return widget;
  if (hint?.noise && !isMidSentence(n)) return 'boilerplate class/id';
  if (scored.ctx.product && isReviewHint(n.hint)) return 'customer reviews';
  if (n.isBlock && n.chars > 0 && n.linkChars / n.chars > BAD_LINK_DENSITY && share < LINK_BLOCK_PROSE_SHARE
    && !linksAreContent && !headsText(seg, n, ends) && !isLinkedProse(seg, n)) {
    return 'link-dense';
  }
  if (isIconToolbar(n) && share < LINK_BLOCK_PROSE_SHARE && !linksAreContent) return 'icon links';
  return null;
}

/** A toolbar's label ("Share story", "Follow us:") is short. */
const MAX_TOOLBAR_LABEL_CHARS = 20;
/** A toolbar has two links or more. */
const MIN_TOOLBAR_LINKS = 2;

/**
 * A row of icon links under a short label ("Share story" over three glyphs): the sharing or
 * following toolbar, whatever it is named. Its links show glyphs, no words and no picture (a row
 * of linked pictures is a gallery), and its label states no date or number (a date line with a
 * share glyph is the story's, a numbered entry with its icons a list's).
 */
function isIconToolbar(n: NodeInfo): boolean {
  if (!n.isBlock || n.linkTags < MIN_TOOLBAR_LINKS || n.pictures > 0 || n.linkChars > 0) return false;
  if (n.chars === 0 || n.chars > MAX_TOOLBAR_LABEL_CHARS) return false;
  return !DIGIT_RE.test(n.el.textContent || '');
}

/** Elements that scope a <footer> to themselves (HTML-AAM): inside one, it is that part's footer. */
const FOOTER_SCOPE_TAGS = new Set(['article', 'aside', 'main', 'nav', 'section']);

/**
 * The page's own footer (the contentinfo landmark: a <footer> no sectioning element or <main>
 * encloses). However much prose it holds — Apple's pages end in 2,000 words of footnotes and
 * legal terms — it is about the site, never the content. A footer inside an article or section
 * is that part's (a byline, tags) and is judged like any block.
 */
function isPageFooter(seg: Segmentation, n: NodeInfo): boolean {
  for (let a = n.parent; a >= 0; a = seg.nodes[a].parent) if (FOOTER_SCOPE_TAGS.has(seg.nodes[a].tag)) return false;
  return true;
}

/**
 * "Skip to content", "Jump to navigation": a keyboard user's shortcut to a place on the page, not
 * part of any text (one inside a sentence, "readers who skip to the tips", is the sentence's).
 */
function isSkipLink(a: Element): boolean {
  const href = a.getAttribute('href');
  return !!href && href.length > 1 && href[0] === '#' && SKIP_LINK_RE.test(a.textContent || '')
    && standsAlone(a);
}

/**
 * A button's words on a line of their own (vocabulary CALL_TO_ACTION_RE, and CALL_TO_ACTION_ZH_RE
 * on Chinese pages): a control, never what a reader came for. On a list page every item repeats
 * one, and at four tokens a shingle, each costs the item's precision more than its length
 * suggests. Longer text is not a control's label: the longest the vocabulary names is a story
 * tool's ("Send this article to friends by e-mail", 32 characters without spaces). The patterns
 * are anchored to the whole line, so this bound only spares the test on longer text.
 */
const CALL_TO_ACTION_MAX_CHARS = 40;
export const CALL_TO_ACTION = 'call to action';

/**
 * A star rating's words alone (vocabulary STAR_RATING_RE): a widget drawn as stars; as text,
 * noise in every card of a grid. (With a review count, "111 reviews with an average rating of
 * 4.5 out of 5 stars", truths disagree.) Longer text is a review or a sentence that mentions a rating.
 */
const STAR_RATING_MAX_CHARS = 100;
export const STAR_RATING = 'star rating';

/** Longer text is no widget's: the longest label a widget test takes (ratings outrun buttons). */
const WIDGET_MAX_CHARS = Math.max(CALL_TO_ACTION_MAX_CHARS, STAR_RATING_MAX_CHARS);

/** A button label's or a star rating's removal reason, or null; reads the text once. */
function widgetReason(n: NodeInfo): string | null {
  if (n.chars === 0 || n.chars > WIDGET_MAX_CHARS) return null;
  const text = (n.el.textContent || '').trim();
  if (n.chars <= CALL_TO_ACTION_MAX_CHARS && isCallToAction(n, text)) return CALL_TO_ACTION;
  return n.chars <= STAR_RATING_MAX_CHARS && STAR_RATING_RE.test(text) ? STAR_RATING : null;
}

/** Removals of a widget's words, which keeping a list item does not overrule (lists/region.ts). */
export const WIDGET_REASONS: ReadonlySet<string> = new Set([CALL_TO_ACTION, STAR_RATING]);

/**
 * Marks every widget's words inside `n` (button labels, star ratings): a block whose removal was
 * overruled (a list item's link-dense button row, restored as part of the item) still loses them.
 */
export function dropWidgets(seg: Segmentation, n: NodeInfo, ends: Int32Array, removed: Removals): void {
  for (let i = n.index + 1; i <= ends[n.index]; i++) {
    const c = seg.nodes[i];
    const reason = widgetReason(c);
    if (reason) {
      removed.set(c, reason);
      i = ends[i];
    }
  }
}

/** A label's brackets ("[打印]", "【字号 大 中 小】", "(Print)") and its trailing arrows. */
const LABEL_DECORATION_RE = /^[\s[【(（]+|[\s.…›»→>+\]】)）]+$/gu;

function isCallToAction(n: NodeInfo, text: string): boolean {
  const label = text.replace(LABEL_DECORATION_RE, '');
  return (CALL_TO_ACTION_RE.test(label.toLowerCase()) || (n.cjk > 0 && CALL_TO_ACTION_ZH_RE.test(label.replace(/\s+/g, ''))))
    && standsAlone(n.el);
}

function inSentence(n: ChildNode | null): boolean {
  return n !== null && n.nodeType === TEXT_NODE && /\S/.test(n.nodeValue || '');
}

/** No words of a sentence on either side: the element is a line of its own. */
function standsAlone(el: Element): boolean {
  return !inSentence(el.previousSibling) && !inSentence(el.nextSibling);
}

/**
 * A phrase with words on both sides ("he <a class="popup">respectfully</a> and slowly said") is
 * part of its sentence, whatever its name says: taking it out would leave a sentence with a hole.
 */
function isMidSentence(n: NodeInfo): boolean {
  return !n.isBlock && inSentence(n.el.previousSibling) && inSentence(n.el.nextSibling);
}

/**
 * A table with a header row is data (a course's lecture schedule, a comparison): its resource
 * links are cells of the grid, which a reader wants whole or not at all. Pruning judges the
 * table itself and leaves its rows and cells alone.
 */
function isHeadedTable(n: NodeInfo): boolean {
  if (n.tag !== 'table') return false;
  const first = n.el.querySelector('tr');
  return !!first && !!first.firstElementChild && first.firstElementChild.tagName === 'TH' && first.children.length >= DATA_ROW_MIN_CELLS;
}

/**
 * A headed table (isHeadedTable) this wide and this long is a grid of data even when most cells
 * are links (a list of laureates by year and prize, every name linked): its links are its
 * records, not a menu, so it is not dropped as link-dense. Narrower or shorter headed tables are
 * judged as before (a navbox's title row is one cell; a two-column "see also" table is a link
 * list).
 */
export const GRID_MIN_COLUMNS = 3;
export const GRID_MIN_ROWS = 6;

function isDataGrid(table: Element): boolean {
  return table.querySelector('tr')!.children.length >= GRID_MIN_COLUMNS && table.querySelectorAll('tr').length >= GRID_MIN_ROWS;
}

/** Code: its spans are a highlighter's tokens. */
const CODE_TAGS = new Set(['pre', 'code']);

/**
 * Walk the container's subtree once; record each dropped subtree's root with its reason. The
 * headline (headline.ts), when known, is where the story starts.
 */
export function pruneContainer(
  seg: Segmentation, container: NodeInfo, scored: Scored, ends: Int32Array, headline: NodeInfo | null = null,
): Removals {
  const removed: Removals = new Map();
  const containerProse = scored.prose[container.index];
  const last = ends[container.index];
  // Inside an introduced list of links (up to this index) links are the content, on pages
  // made of such lists.
  const share = linkIndexShare(seg, container, ends);
  const linkIndex = share !== 'none';
  let linkListEnd = -1;
  // Inside a kept table with a header row (up to this index), cells are not judged one by one.
  let dataTableEnd = -1;
  // Those lists and their introductions (on a page that is mostly such lists), and headed
  // tables: subtrees that are never tail chrome.
  const kept: NodeInfo[] = [];
  for (let i = container.index + 1; i <= last; i++) {
    const n = seg.nodes[i];
    if (linkIndex && i > linkListEnd && introducedList(seg, n)) {
      linkListEnd = ends[i];
      if (share === 'most') {
        const intro = seg.byElement.get(n.el.previousElementSibling!);
        kept.push(n, ...(intro ? [intro] : []));
      }
    }
    const headedTable = i > dataTableEnd && isHeadedTable(n);
    const linksAreContent = i <= linkListEnd || i <= dataTableEnd || (headedTable && isDataGrid(n.el));
    const reason = removalReason(seg, n, scored, containerProse, ends, linksAreContent);
    if (reason) {
      removed.set(n, reason);
      i = ends[i];
    } else if (CODE_TAGS.has(n.tag)) {
      // A code block is kept or dropped whole: a highlighter's token classes ("sp-syntax-comment",
      // "token share") name code, not boilerplate.
      i = ends[i];
    } else if (headedTable) {
      dataTableEnd = ends[i];
      kept.push(n);
    }
  }
  dropDuplicates(seg, container, ends, removed);
  cutAtSectionMarker(seg, container, scored, ends, removed, headline);
  trimTrailing(seg, container, scored, ends, removed, kept);
  return removed;
}

/** Units shorter than this may repeat legitimately ("Read more", a repeated label). */
export const MIN_DUPLICATE_CHARS = 40;

/**
 * Responsive layouts repeat whole sections for other screen sizes (hidden by CSS that an
 * offline or unstyled page lacks), and carousels clone their slides. A reader wants each once.
 * Only copies in another branch count: a paragraph repeated among its siblings is the author's.
 * Texts are compared only when their counts already agree, so most units are never read.
 */
function dropDuplicates(seg: Segmentation, container: NodeInfo, ends: Int32Array, removed: Removals): void {
  // Texts are read only once a second unit with the same counts turns up.
  const seen = new Map<string, { node: NodeInfo; text?: string }[]>();
  const textOf = (e: { node: NodeInfo; text?: string }) => (e.text ??= e.node.el.textContent || '');
  walkKept(seg, ends, removed, container.index, ends[container.index], (n) => {
    if (n.ownChars < MIN_DUPLICATE_CHARS || n.hidden) return;
    const key = `${n.ownChars}:${n.ownPunct}:${n.ownLinkChars}`;
    const earlier = seen.get(key);
    const entry = { node: n };
    if (!earlier) {
      seen.set(key, [entry]);
      return;
    }
    const text = textOf(entry);
    if (earlier.some((e) => e.node.parent !== n.parent && textOf(e) === text && !repeatedInOwnRun(seg, e.node, n))) {
      removed.set(n, 'duplicate');
      return SKIP_SUBTREE;
    }
    earlier.push(entry);
  });
}

/**
 * A paragraph the author repeats in another passage: the copy follows a paragraph of its own,
 * not the one the first copy follows. Responsive copies repeat their neighbours too, and a pull
 * quote stands alone in its box.
 */
function repeatedInOwnRun(seg: Segmentation, first: NodeInfo, copy: NodeInfo): boolean {
  if (copy.tag !== 'p' || first.tag !== 'p') return false;
  const before = paragraphBefore(seg, copy.el);
  if (!before || before.tag !== 'p' || before.chars < MIN_DUPLICATE_CHARS) return false;
  return before.el.textContent !== paragraphBefore(seg, first.el)?.el.textContent;
}

/** The nearest earlier sibling with visible text (empty paragraphs, embeds and breaks between). */
function paragraphBefore(seg: Segmentation, el: Element): NodeInfo | null {
  for (let e = el.previousElementSibling; e; e = e.previousElementSibling) {
    const n = seg.byElement.get(e);
    if (n && !n.hidden && n.chars > 0) return n;
  }
  return null;
}

/** Units that are parts of a list or table. */
const STRUCTURED_TAGS = new Set(['li', 'td', 'th', 'dt', 'dd', 'caption', 'figcaption']);

/**
 * After the last prose unit, what follows is tail chrome: "Share this", tag lists, a copyright
 * line. Short and link units there are dropped; headings there too (they head nothing).
 */
function trimTrailing(
  seg: Segmentation, container: NodeInfo, scored: Scored, ends: Int32Array, removed: Removals, kept: NodeInfo[],
): void {
  const units: NodeInfo[] = [];
  for (let i = container.index; i <= ends[container.index]; i++) {
    const n = seg.nodes[i];
    if (n.ownChars > 0 && !n.hidden && !isRemoved(seg, n, container, removed)) units.push(n);
  }
  let lastGood = -1;
  for (let k = units.length - 1; k >= 0; k--) {
    if (scored.classes.get(units[k]) === 'good') {
      lastGood = k;
      break;
    }
  }
  if (lastGood < 0) return;
  for (let k = lastGood + 1; k < units.length; k++) {
    const u = units[k];
    const cls = scored.classes.get(u);
    if (kept.some((r) => u.index >= r.index && u.index <= ends[r.index])) continue;
    // Items of a closing list or table are short by nature; only their links can be chrome.
    if (STRUCTURED_TAGS.has(u.tag) && cls !== 'bad') continue;
    if (cls === 'short' || cls === 'bad' || (cls === 'neutral' && HEADING_TAGS.has(u.tag))) {
      removed.set(u, 'trailing ' + cls);
    }
  }
}

/** A block's score once pruned: the link runs and landmarks pruning drops no longer count. */
export function prunedScore(seg: Segmentation, scored: Scored, n: NodeInfo, ends: Int32Array): number {
  return scoreWithout(scored, n, pruneContainer(seg, n, scored, ends));
}

/** A block's score without the removed subtrees inside it. */
export function scoreWithout(scored: Scored, n: NodeInfo, removed: Removals): number {
  let score = scored.score[n.index];
  for (const r of removed.keys()) score -= scored.score[r.index];
  return score;
}
