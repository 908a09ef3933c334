/**
 * Text-unit classes and the container score. Every block that owns text is a unit; a unit is
 * prose (good), link-heavy chrome (bad), a short line (short) or in between (neutral). The main
 * content is the subtree that gains most prose while taking in least chrome.
 */
import type { NodeInfo, Segmentation } from './segment';
import {
  classifyHint, declaresProduct, isChromeLandmark, isConsentDialog, isMarkedArticleBody, isModalDialog, isReviewHint,
} from './vocabulary';
import { regionOf, type LayoutInfo } from './layout';
import { replyTreeHolders } from './reply-trees';
import { datedRunHolders } from './forum/thread';
import { ancestorsOf, subtreeEnds } from './tree';
import { teaserCards } from './teasers';

export type UnitClass = 'good' | 'neutral' | 'short' | 'bad';

/** A unit with more than this share of its characters inside links is navigation. */
export const BAD_LINK_DENSITY = 0.5;
/** Prose may carry some links (citations, inline references), up to this share. */
export const GOOD_LINK_DENSITY = 0.3;
/** Characters that make a unit prose on length alone (two short sentences). */
export const GOOD_LENGTH = 80;
/** Shorter units count as prose when they end a sentence. */
export const GOOD_SENTENCE_LENGTH = 30;
/** Below this a unit is a short line: a label, a date, a caption, a button. */
export const SHORT_LENGTH = 30;

/** How much chrome costs against prose in the container score (1 = character for character). */
export const BAD_WEIGHT = 1.0;
export const SHORT_WEIGHT = 0.3;
/**
 * Prose inside noise-named (comments, related) elements, reply trees, runs of dated records or
 * chrome landmarks counts this much.
 */
export const NOISE_CONTEXT_FACTOR = 0.15;
/** Prose inside content-named elements (article-body, entry-content) counts this much. */
export const CONTENT_CONTEXT_FACTOR = 1.5;
/** Layout: prose in seed 002's header/footer/side regions counts this much (when rendered). */
export const EDGE_REGION_FACTOR = 0.6;

/**
 * A Chinese or Japanese character carries what a short English word does (with its space, about
 * three Latin characters), so the length thresholds count each CJK character this many times: a
 * 34-character line of Chinese written without punctuation is a sentence, not a label (Readability's
 * pixnet test page: 0.01 → 0.55). Site folds do not settle the value: zh-wce-dev's held fold
 * (8 pages) reads 0.988 at 1 or 2 against 0.984 at 3 (one page moves), its other folds 0.946 and
 * 0.947 against 0.952; it stays at 3 for the principle until a larger Chinese set decides.
 */
export const CJK_CHAR_WEIGHT = 3;

/** A unit's own length with each CJK character counted CJK_CHAR_WEIGHT times. */
export const weightedLength = (u: NodeInfo): number => u.ownChars + (CJK_CHAR_WEIGHT - 1) * u.ownCjk;

/**
 * A unit this long without a single punctuation mark is a run of words, not prose: the towns and
 * zip codes a local business serves, a tag soup, keywords for search engines (seed 001: prose is
 * punctuated). Long enough that no real sentence or heading is this long unpunctuated.
 */
export const WORD_LIST_LENGTH = 200;

/**
 * The story has been told once the content holds this many characters of prose (two short
 * paragraphs): what follows a told story may be its tail (readers' comments, the author's card),
 * while the same block before it is part of the story (a live blog's first entries).
 */
export const STORY_TOLD_CHARS = 400;

export function classifyUnit(u: NodeInfo): UnitClass {
  const ld = u.ownChars > 0 ? u.ownLinkChars / u.ownChars : 0;
  const len = weightedLength(u);
  if (ld > BAD_LINK_DENSITY) return 'bad';
  if (len < SHORT_LENGTH && u.ownStops === 0) return 'short';
  if (len >= WORD_LIST_LENGTH && u.ownPunct === 0) return 'neutral';
  if (ld <= GOOD_LINK_DENSITY && (len >= GOOD_LENGTH || (len >= GOOD_SENTENCE_LENGTH && u.ownStops > 0))) return 'good';
  return 'neutral';
}

export interface Context {
  /** Inside a noise-named element or chrome landmark (nav, aside, footer…). */
  noise: Uint8Array;
  /** Holds a reply tree (reply-trees.ts): readers' comments nested in the comments they answer. */
  threads: Uint8Array;
  /** Inside a content-named element or an <article>/<main>/articleBody. */
  content: Uint8Array;
  /** The page declares a product: its customer reviews are noise (vocabulary/hints.ts). */
  product: boolean;
  /** Inside a modal dialog (vocabulary/landmarks.ts isModalDialog): policies, sign-up forms, size charts. */
  dialog: Uint8Array;
  /** Inside readers' answers to a told story (a reply tree after it): they tell nothing of it. */
  answering: Uint8Array;
}

/**
 * A noise name on an element holding more than this share of the page's text is a page-level
 * class ("no-sidebar", "has-comments" on a wrapper), not a description of that element.
 */
export const NOISE_HINT_MAX_SHARE = 0.4;
/** A block holding this share of a declared article's text is that article, whatever its name says. */
export const WHOLE_ARTICLE_SHARE = 0.9;

/**
 * One pre-order pass: each node inherits its parent's context and adds its own hints. Readers'
 * comments are found by name ("comments") and by structure, so that hashed class names and
 * unnamed markup hide nothing: a reply tree, or a run of dated records. Each counts as noise
 * while it holds a small part of the page; a run that is most of the page is a forum thread or
 * a live blog, the page's content. A reply tree after a story told under the headline
 * (toldBefore) answers that story and counts for nothing, whatever its share (a two-paragraph
 * brief above a thread forty times its size).
 */
export function contexts(seg: Segmentation, { answers, headline = null }: ScoringHints = {}): Context {
  const n = seg.nodes.length;
  const holdsHeadline = ancestorsOf(seg, headline);
  const noise = new Uint8Array(n);
  const content = new Uint8Array(n);
  const dialog = new Uint8Array(n);
  const answering = new Uint8Array(n);
  /** Characters of the nearest <article>, <main> or articleBody around each node (0: none). */
  const markedChars = new Float64Array(n);
  const pageChars = Math.max(1, seg.root.chars);
  const product = declaresProduct(seg.root.el.ownerDocument, seg.declarations);
  const threads = replyTreeHolders(seg);
  // The holders of flat runs of dated records: readers' comments side by side, a thread, a dated rail.
  const runs = new Set(datedRunHolders(seg, subtreeEnds(seg), product).map((h) => h.index));
  // Most pages hold no reply tree: only those pay for the measure.
  const answersStory = threads.includes(1) ? toldBefore(seg, headline) : null;
  for (const node of seg.nodes) {
    const p = node.parent;
    const hint = classifyHint(node.hint);
    const marked = node.tag === 'article' || node.tag === 'main' || (node.hasAttrs && isMarkedArticleBody(node.el));
    const small = node.chars <= NOISE_HINT_MAX_SHARE * pageChars || isConsentDialog(node.el, node.tag, hint);
    markedChars[node.index] = marked ? node.chars : p >= 0 ? markedChars[p] : 0;
    // A class or id name cannot make chrome of the block that holds the page's own headline (a
    // theme names the story's column for a pager script, "nav-single"), nor of one that holds
    // the whole of a declared article (a layout wrapper, "content-with-sidebar-wrp"): a rail is
    // a part of what stands around it. Microdata (a Comment item) declares what the block is,
    // and stands.
    const outer = p >= 0 ? markedChars[p] : 0;
    const whole = outer > 0 && node.chars >= WHOLE_ARTICLE_SHARE * outer;
    const named = hint.noise && !((holdsHeadline.has(node.index) || whole) && !seg.microdata.has(node.el));
    const noisy = ((named || (product && isReviewHint(node.hint)) || threads[node.index] === 1 || runs.has(node.index)) && small)
      || answers?.[node.index] === 1 || isChromeLandmark(node.tag, node.role);
    noise[node.index] = (p >= 0 && noise[p]) || (noisy && !marked) ? 1 : 0;
    content[node.index] = (p >= 0 && content[p]) || hint.content || marked ? 1 : 0;
    // A reply tree only: a flat run after a told story is as often a forum's replies under its
    // opening post as an article's comments, and a forum's replies are its content.
    answering[node.index] = (p >= 0 && answering[p]) || (threads[node.index] === 1 && !!answersStory?.(node)) ? 1 : 0;
    dialog[node.index] = (p >= 0 && dialog[p]) || (node.hasAttrs && isModalDialog(node.el, node.tag, node.role)) ? 1 : 0;
  }
  return { noise, content, product, dialog, threads, answering };
}

/**
 * Whether a story has been told under the page's headline before a node begins: STORY_TOLD_CHARS
 * of prose after the headline and before the node, outside it. What follows a told story outside
 * it answers the story (readers' comments), however much of the page it holds; without a
 * headline nothing is known to be the story.
 */
function toldBefore(seg: Segmentation, headline: NodeInfo | null): (n: NodeInfo) => boolean {
  if (!headline) return () => false;
  const before = new Float64Array(seg.nodes.length + 1);
  for (let i = 0; i < seg.nodes.length; i++) {
    const u = seg.nodes[i];
    const prose = i > headline.index && u.ownChars > 0 && !u.hidden && classifyUnit(u) === 'good' ? u.ownChars : 0;
    before[i + 1] = before[i] + prose;
  }
  return (n) => n.index > headline.index && before[n.index] >= STORY_TOLD_CHARS;
}

/** A unit's contribution to every container that holds it. */
export function unitValue(u: NodeInfo, cls: UnitClass, ctx: Context, layout: LayoutInfo): number {
  const len = u.ownChars;
  if (cls === 'bad') return -BAD_WEIGHT * len;
  if (cls === 'short') return -SHORT_WEIGHT * len;
  if (cls === 'neutral') return 0;
  // A modal's prose (a shop's refund and privacy policies, 80,000 characters in its footer) is
  // never what the page is about: it counts nothing.
  if (ctx.dialog[u.index] || ctx.answering[u.index]) return 0;
  let v = len * (1 - u.ownLinkChars / len);
  if (ctx.noise[u.index]) v *= NOISE_CONTEXT_FACTOR;
  else if (ctx.content[u.index]) v *= CONTENT_CONTEXT_FACTOR;
  if (layout.available && u.box && regionOf(u.box, layout) !== 'center') v *= EDGE_REGION_FACTOR;
  return v;
}

/**
 * A data table's cells are short by nature (figures, names, dates); charged as short lines they
 * push the table, and the article holding it, out of the selection (a ranking table that is the
 * page's content). A short cell counts nothing when its row has at least this many cells and
 * its table section at least this many rows: a grid of data, not a layout table's cell.
 */
export const DATA_ROW_MIN_CELLS = 2;
export const DATA_TABLE_MIN_ROWS = 3;

function isDataCell(u: NodeInfo): boolean {
  if (u.tag !== 'td' && u.tag !== 'th') return false;
  const row = u.el.parentElement;
  const rows = row?.parentElement;
  return !!row && !!rows && row.children.length >= DATA_ROW_MIN_CELLS && rows.children.length >= DATA_TABLE_MIN_ROWS;
}

export interface Scored {
  classes: Map<NodeInfo, UnitClass>;
  /** Container score per node: the sum of its units' values. */
  score: Float64Array;
  /** Prose characters per node (unweighted), for guards. */
  prose: Float64Array;
  /** The positive part of the score per node: its prose units' weighted values. */
  gain: Float64Array;
  /** The part of `prose` in teaser cards (teasers.ts), which `gain` leaves out. */
  teaserProse: Float64Array;
  ctx: Context;
}

/** A node's prose outside teaser cards: what of a story it tells (a river of cards tells none). */
export function storyProse(scored: Scored, n: NodeInfo): number {
  return scored.prose[n.index] - scored.teaserProse[n.index];
}

/** What selection knows before scoring. */
export interface ScoringHints {
  /** Blocks known to hold readers' answers (select/answers.ts): noise whatever their share. */
  answers?: Uint8Array;
  /** The page's headline (select/headline.ts): the blocks around it are never noise by class or id. */
  headline?: NodeInfo | null;
}

export function scoreContainers(seg: Segmentation, layout: LayoutInfo, hints: ScoringHints = {}): Scored {
  const ctx = contexts(seg, hints);
  const score = new Float64Array(seg.nodes.length);
  const prose = new Float64Array(seg.nodes.length);
  const gain = new Float64Array(seg.nodes.length);
  const teaserProse = new Float64Array(seg.nodes.length);
  const classes = new Map<NodeInfo, UnitClass>();
  for (const u of seg.units) {
    if (u.hidden) continue;
    classes.set(u, classifyUnit(u));
  }
  // A river of teaser cards is neither the story nor its chrome: it counts nothing either way.
  const teasers = teaserCards(seg, (u) => classes.get(u) === 'good');
  for (const u of seg.units) {
    if (u.hidden) continue;
    const cls = classes.get(u)!;
    const v = teasers[u.index] || (cls === 'short' && isDataCell(u)) ? 0 : unitValue(u, cls, ctx, layout);
    score[u.index] += v;
    if (cls === 'good') {
      prose[u.index] += u.ownChars;
      gain[u.index] += v;
      if (teasers[u.index]) teaserProse[u.index] += u.ownChars;
    }
  }
  // Pre-order means children follow parents: a reverse sweep folds every subtree bottom-up.
  for (let i = seg.nodes.length - 1; i > 0; i--) {
    const p = seg.nodes[i].parent;
    if (p >= 0 && !seg.nodes[i].hidden) {
      score[p] += score[i];
      prose[p] += prose[i];
      gain[p] += gain[i];
      teaserProse[p] += teaserProse[i];
    }
  }
  return { classes, score, prose, gain, teaserProse, ctx };
}
