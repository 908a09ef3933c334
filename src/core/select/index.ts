/**
 * select — choose the main content. Strategies:
 *  - 'default': the subtree that gains most prose for least chrome (scoring.ts), steered by
 *    class/id hints, landmarks, layout regions and seed 001's density as a tie-breaker, moved
 *    to the story where a rail or thread beside it outscores it (story.ts), then pruned (prune.ts);
 *  - 'density': seed 001 alone, the block with the best text/symbol density score;
 *  - 'sd-descent': seed 003's same-depth standard-deviation descent;
 *  - 'network', 'svm', 'layout-regions': seeds 004, 000 and 002 (src/research/classify/);
 *  - 'fused': 'default' plus the network (research/classify/fuse.ts). Not the default: in Chromium it
 *    lost to the rules alone on dragnet-train and cleaneval-dev and doubled the time
 *    (models/README.md).
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { LayoutInfo } from '../layout';
import { densityScores, rawDensityScore } from '../density';
import { sdDescent } from './sd-descent';
import { BAD_LINK_DENSITY, scoreContainers, type Scored } from '../scoring';
import { CHROME_TAGS } from '../vocabulary';
import { pruneContainer, prunedScore, scoreWithout } from './prune';
import { headlineColumn, proseOverChrome, storyUnderHeadline } from './story';
import { isRemoved, walkKept, type Removals } from '../removals';
import { ancestorsOf, childrenOf, subtreeEnds, within } from '../tree';
import { dropAuthorCard, dropBylines } from './byline';
import { matchHeadline } from './headline';
import { learnedStrategies, type Fused } from './learned';
import { widenToLinkIndex } from './link-index';
import { answersHolding, type AnnouncedAnswers } from './answers';

export type Strategy = 'default' | 'fused' | 'density' | 'sd-descent' | 'network' | 'svm' | 'layout-regions';

export interface Selection {
  container: NodeInfo;
  removed: Removals;
  strategy: Strategy;
  /** The container's prose characters; 0 means nothing reads like an article. */
  prose: number;
  /** Elements assembled as paragraphs of their own (a list page's items, src/core/lists). */
  itemBreaks?: Set<Element>;
  /** The unit classes and container scores selection used (later stages reuse them). */
  scored?: Scored;
  /**
   * The reading before the story was narrowed to its headline's block (storyUnderHeadline), when
   * that moved it: pages read as sections side by side (landing, product, list pages) start here.
   */
  sections?: () => Selection;
}

/**
 * Density breaks near-ties between nested containers: a score within this share of the best
 * loses to a candidate whose seed-001 density is clearly higher.
 */
export const DENSITY_TIE_SHARE = 0.02;

/**
 * Blocks that hold the headline gain this many characters' worth of score: a short post under
 * its title beats a longer "about me" box in the sidebar.
 */
export const HEADLINE_BONUS_CHARS = 200;

function bestByScore(seg: Segmentation, scored: Scored, headline: NodeInfo | null): NodeInfo {
  const anchored = ancestorsOf(seg, headline);
  const total = new Float64Array(seg.nodes.length);
  let best = seg.root;
  let bestScore = -Infinity;
  for (const n of seg.nodes) {
    if (n.hidden || !n.isBlock) continue;
    const s = scored.score[n.index] + (anchored.has(n.index) && scored.prose[n.index] > 0 ? HEADLINE_BONUS_CHARS : 0);
    total[n.index] = s;
    // ">=" in pre-order: among equal scores the deepest container wins (least extra chrome).
    if (s >= bestScore) {
      best = n;
      bestScore = s;
    }
  }
  // No block gains anything: a page of short lines. Take the whole page and let pruning drop
  // its chrome; if nothing is left, the page has no content.
  if (bestScore <= 0) return seg.root;
  // Seed 001 as the tie-breaker: among near-equal containers, the densest text wins.
  let bestDensity = rawDensityScore(best);
  for (const n of seg.nodes) {
    if (total[n.index] < (1 - DENSITY_TIE_SHARE) * bestScore) continue;
    const d = rawDensityScore(n);
    if (d > bestDensity) {
      best = n;
      bestDensity = d;
    }
  }
  return best;
}

function bestByDensity(seg: Segmentation): NodeInfo {
  const scores = densityScores(seg);
  let best = seg.root;
  let bestScore = 0;
  for (let i = 0; i < scores.length; i++) {
    if (scores[i] > bestScore) {
      bestScore = scores[i];
      best = seg.nodes[i];
    }
  }
  return best;
}

/** Paragraph-level elements: never the article itself, only a part of it. */
const LEAF_TAGS = new Set(['p', 'pre', 'blockquote', 'li', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'figcaption', 'caption', 'address', 'summary']);
/**
 * A lone paragraph wins when its neighbours are short (a caption, a table of figures), or when
 * link lists between its siblings outweigh them. Its parent takes over unless that costs more
 * than this share of the paragraph's score; a parent holding more prose is judged pruned.
 */
export const LEAF_CLIMB_SHARE = 0.5;

function widenLeaf(seg: Segmentation, scored: Scored, chosen: NodeInfo, ends: Int32Array): NodeInfo {
  let container = chosen;
  while (LEAF_TAGS.has(container.tag) && container.parent >= 0) {
    const parent = seg.nodes[container.parent];
    // Pruned, a parent drops the link runs between the paragraphs (a "Related News" list, share
    // buttons); that matters only when it holds more prose than the paragraph.
    const more = scored.gain[parent.index] > scored.gain[container.index];
    const score = more ? prunedScore(seg, scored, parent, ends) : scored.score[parent.index];
    if (score < LEAF_CLIMB_SHARE * scored.score[container.index]) break;
    container = parent;
  }
  return container;
}

/**
 * A page whose content is cut up by runs of links (a course page's reading list between its
 * sections, a reference page's index) lets one part win on score alone: each run costs the
 * parent what it holds in link characters. The parent takes over when it holds at least this
 * many times the part's weighted prose (noise-named and chrome prose weigh little, so a footer's
 * legal text or a comment thread does not count)...
 */
export const PARENT_GAIN_RATIO = 1.3;
/** ...and keeps at least this share of the part's score (pruning then drops the link runs). */
export const PARENT_SCORE_SHARE = 0.2;

/**
 * `ceiling`: the block storyUnderHeadline narrowed from. The climb stops below it: climbing back
 * would undo that narrowing whenever the rail holds 30–77% of the block (1 / PARENT_GAIN_RATIO),
 * which is a short story beside a richer rail (test/fixtures/unseen/brief-beside-rail.html).
 */
function widenToRicherParent(
  seg: Segmentation, scored: Scored, chosen: NodeInfo, ends: Int32Array, ceiling: NodeInfo | null = null,
): NodeInfo {
  let container = chosen;
  while (container.parent >= 0) {
    const parent = seg.nodes[container.parent];
    if (parent === ceiling) break;
    if (scored.gain[parent.index] < PARENT_GAIN_RATIO * scored.gain[container.index]) break;
    if (scored.score[parent.index] < PARENT_SCORE_SHARE * scored.score[container.index]) break;
    container = parent;
  }
  return widenToLinkIndex(seg, scored, widenToSections(seg, scored, container, ends), ends);
}

/**
 * A page made of sections (a product's landing page: a hero, then feature blocks, each a heading
 * and a paragraph) lets its hero win: it holds the headline, and the wrappers around it add no
 * prose, which ends widenToRicherParent's climb at once. Here those wrappers are passed over, and
 * the first ancestor holding PARENT_GAIN_RATIO times the prose takes over when, once pruned (its
 * menus and landmarks are negative score that pruning drops), it keeps PARENT_SCORE_SHARE of the
 * score and WIDEN_KEEPS_SHARE of what the chosen block kept. Not for articles: there the richer
 * ancestor holds the comments or a "more stories" rail.
 */
export function widenPastWrappers(seg: Segmentation, sel: Selection): Selection {
  const scored = sel.scored;
  if (!scored) return sel;
  const chosen = sel.container;
  const ends = subtreeEnds(seg);
  const chosenKept = keptProse(seg, scored, chosen, ends, sel.removed);
  let container = chosen;
  let removed = sel.removed;
  for (let a = chosen; a.parent >= 0;) {
    a = seg.nodes[a.parent];
    if (scored.gain[a.index] === scored.gain[container.index]) continue;
    if (scored.gain[a.index] < PARENT_GAIN_RATIO * scored.gain[container.index]) break;
    const pruned = pruneContainer(seg, a, scored, ends);
    if (scoreWithout(scored, a, pruned) < PARENT_SCORE_SHARE * scored.score[container.index]) break;
    // A product's description in a drawer is the page's prose; wider, it is one block among many.
    if (keptProse(seg, scored, chosen, ends, pruned) < WIDEN_KEEPS_SHARE * chosenKept) break;
    container = a;
    removed = pruned;
  }
  if (container === chosen) return sel;
  return { ...sel, container, removed, prose: scored.prose[container.index] };
}

/** ...and the wider block must keep this share of the prose the chosen block kept. */
export const WIDEN_KEEPS_SHARE = 0.9;

/** Content sections: a page cut into <section>s needs at least this many with prose. */
const MIN_PROSE_SECTIONS = 2;
/** Elements that enclose the content itself: sections inside them are its own. */
const ENCLOSING_TAGS = new Set(['article', 'main']);

/**
 * A page built of <section> blocks (a guide's intro, its chapters, its glossary) between a site
 * header and footer: the chosen block is one section, perhaps inside wrappers that add nothing.
 * The sections' parent takes over when it holds PARENT_GAIN_RATIO times the prose and, without
 * the header and footer at its edges (pruning drops them), keeps PARENT_SCORE_SHARE of the score.
 */
function widenToSections(seg: Segmentation, scored: Scored, container: NodeInfo, ends: Int32Array): NodeInfo {
  let top = container;
  while (top.parent >= 0 && scored.gain[top.parent] === scored.gain[container.index]) {
    // An <article> or <main> is the content already: its sections are its own.
    if (ENCLOSING_TAGS.has(top.tag)) return container;
    top = seg.nodes[top.parent];
  }
  if (top.tag !== 'section' || top.parent < 0) return container;
  const parent = seg.nodes[top.parent];
  // The body holds everything: widening to it is no choice at all.
  if (parent.tag === 'body' || parent.tag === 'html') return container;
  const kids = childrenOf(seg, parent, ends).filter((k) => k.chars > 0);
  if (kids.filter((k) => k.tag === 'section' && scored.gain[k.index] > 0).length < MIN_PROSE_SECTIONS) return container;
  if (scored.gain[parent.index] < PARENT_GAIN_RATIO * scored.gain[container.index]) return container;
  const score = scored.score[parent.index] - edgeChromeScore(scored, kids);
  return score >= PARENT_SCORE_SHARE * scored.score[container.index] ? parent : container;
}

/** A run of links or a landmark: what pruning drops from a container whatever it holds. */
function isChromeBlock(n: NodeInfo): boolean {
  return CHROME_TAGS.has(n.tag) || (n.chars > 0 && n.linkChars / n.chars > BAD_LINK_DENSITY);
}

/** The (negative) score of the leading and trailing children that are chrome blocks. */
function edgeChromeScore(scored: Scored, kids: NodeInfo[]): number {
  let sum = 0;
  let first = 0;
  for (; first < kids.length && isChromeBlock(kids[first]); first++) sum += Math.min(0, scored.score[kids[first].index]);
  for (let k = kids.length - 1; k > first && isChromeBlock(kids[k]); k--) sum += Math.min(0, scored.score[kids[k].index]);
  return sum;
}

/**
 * 'fused' lets the network move the container only inside the rules' one, and only when the
 * narrower block keeps at least this share of the prose the rules kept. Unguarded, the network
 * jumped to a long reader comment or an "about me" box on small blog pages (dragnet 119: F1
 * 0.95 → 0.01; Chromium, dragnet −0.053 on 40 pages); narrowing inside the rules' container is
 * where it helped (big9's wire stories lose their related-story tails: F1 0.69 → 0.99).
 */
export const NARROW_MIN_KEPT_SHARE = 0.5;

/** Prose characters under root that the pruning kept (a root inside a removed block keeps none). */
function keptProse(seg: Segmentation, scored: Scored, root: NodeInfo, ends: Int32Array, removed: Removals): number {
  if (isRemoved(seg, root, null, removed)) return 0;
  let prose = 0;
  walkKept(seg, ends, removed, root.index, ends[root.index], (n) => {
    if (scored.classes.get(n) === 'good') prose += n.ownChars;
  });
  return prose;
}

export function select(
  seg: Segmentation, layout: LayoutInfo, title: string, strategy: Strategy = 'default',
  byline: string | null = null,
): Selection {
  const headline = matchHeadline(seg, title);
  const scored = scoreContainers(seg, layout, { headline });
  const ends = subtreeEnds(seg);
  const learned = strategy === 'network' ? learnedStrategies().network(seg, layout, ends)
    : strategy === 'svm' ? learnedStrategies().svm(seg, layout, ends)
      : strategy === 'layout-regions' ? learnedStrategies().regions(seg, layout, ends) : null;
  if (learned) {
    return {
      ...learned, strategy,
      prose: scored.prose[learned.container.index],
    };
  }
  const fused = strategy === 'fused' ? learnedStrategies().fuse(seg, layout, scored) : null;
  const choice: Choice = { seg, scored, ends, headline, byline, strategy, fused };
  if (strategy === 'density') return finish(choice, bestByDensity(seg));
  if (strategy === 'sd-descent') return finish(choice, sdDescent(seg));
  const sel = chooseByRules(choice);
  if (strategy !== 'default') return sel;
  // Readers' answers that outweigh a short story were chosen: the story is read without them.
  const inside = answersHolding(seg, ends, sel.container, (u) => scored.classes.get(u) === 'good');
  if (!inside) return sel;
  const answers = new Uint8Array(seg.nodes.length);
  for (const b of inside.blocks) answers[b.index] = 1;
  const again = chooseByRules({ ...choice, scored: scoreContainers(seg, layout, { answers, headline }), answers: inside });
  return inside.blocks.some((b) => within(ends, b, again.container)) ? sel : again;
}

/** The default rules' choice: the best-scoring block, then each step that may move it (see their constants). */
function chooseByRules(choice: Choice): Selection {
  const { seg, scored, ends, headline } = choice;
  const settle = (start: NodeInfo, ceiling: NodeInfo | null = null) =>
    widenToRicherParent(seg, scored, widenLeaf(seg, scored, proseOverChrome(seg, scored, start, headline, ends), ends), ends, ceiling);
  const best = headlineColumn(seg, scored, bestByScore(seg, scored, headline), headline, ends);
  const story = storyUnderHeadline(seg, scored, best, headline, ends);
  // Widening back to the block the story was narrowed from would read the rail in again (when
  // the story is the best block, no climb from it meets it).
  const container = settle(story, best);
  const sel = finish(choice, container);
  if (story !== best) {
    // Built only when a non-article reading asks for it.
    sel.sections = () => {
      const whole = settle(best);
      return whole === container ? sel : finish(choice, whole);
    };
  }
  return sel;
}

/** What selection knows once the container is chosen: what pruning and the strategies need. */
interface Choice {
  seg: Segmentation;
  scored: Scored;
  ends: Int32Array;
  headline: NodeInfo | null;
  byline: string | null;
  strategy: Strategy;
  fused: Fused | null;
  /** Readers' answers the story is read without (select/answers.ts). */
  answers?: AnnouncedAnswers;
}

/** The chosen container pruned: the Selection. */
function finish({ seg, scored, ends, headline, byline, strategy, fused, answers }: Choice, chosen: NodeInfo): Selection {
  const rules = strategy === 'default' || strategy === 'fused';
  let container = chosen;
  let removed: Removals = rules ? pruneContainer(seg, container, scored, ends, headline) : new Map();
  for (const b of answers?.blocks ?? []) if (b !== container && within(ends, container, b)) removed.set(b, `after "${answers!.words}"`);
  if (fused) {
    // 'fused': the network's content gain joins the rules' container score (research/classify/fuse.ts),
    // but it may only narrow the rules' choice (see NARROW_MIN_KEPT_SHARE).
    const chooser = { ...scored, score: fused.score };
    const narrowed = widenLeaf(seg, chooser, bestByScore(seg, chooser, headline), ends);
    const inside = narrowed !== container && within(ends, container, narrowed);
    const kept = inside ? keptProse(seg, scored, narrowed, ends, removed) : 0;
    if (kept > 0 && kept >= NARROW_MIN_KEPT_SHARE * keptProse(seg, scored, container, ends, removed)) {
      container = narrowed;
      removed = pruneContainer(seg, container, scored, ends, headline);
    }
  }
  if (rules && byline) {
    dropBylines(seg, container, ends, removed, byline);
    dropAuthorCard(seg, container, scored, ends, removed, byline);
  }
  if (fused) learnedStrategies().prune(seg, fused, container, scored, ends, removed);
  if (!rules) {
    for (let i = container.index; i <= ends[container.index]; i++) {
      if (seg.nodes[i].hidden) {
        removed.set(seg.nodes[i], 'hidden');
        i = ends[i];
      }
    }
  }
  return {
    container, removed, strategy, scored,
    prose: scored.prose[container.index],
  };
}

