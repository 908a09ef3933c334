/**
 * Picture galleries: a slideshow or photo strip inside the story (a row of pictures, each with a
 * caption and its credit, "1/44" counters, "Previous"/"Next" controls). It shows pictures; as text
 * it is a run of captions that restates the story. A block holding several pictures, fewer than
 * half as many paragraphs, and no more text than a caption per picture is such a gallery (in the
 * spirit of Readability's conditional cleaning, read from counts, not class names). It goes
 * unless it holds the headline (then it is the story itself, a photo post) or the galleries
 * would take a large share of the content's prose (a photo essay, where captions are the text).
 * Beside a story told in full (STORY_TOLD_CHARS of prose outside them), slides with a caption
 * paragraph each are galleries too, whatever their share: the story is the text, they its pictures.
 * So are legends numbered in order ("1/44", "2/44", …): a slideshow's, wherever its pictures are
 * (CSS backgrounds, a separate strip the picture count never sees).
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { matchHeadline } from './select/headline';
import { SKIP_SUBTREE, walkKept, type Removals } from './removals';
import { ownText, within } from './tree';
import { STORY_TOLD_CHARS, storyProse } from './scoring';
import { SLIDE_COUNTER_RE } from './vocabulary';

/** Two pictures are a figure pair; a gallery shows at least this many (segment.ts isPicture). */
export const GALLERY_MIN_PICTURES = 3;
/**
 * A caption with its credit fits in this many characters: more text per picture, or one text
 * block longer than this, is an article with pictures in it (or a rail of teasers).
 */
export const CAPTION_MAX_CHARS = 200;
/** Galleries together may take less than this share of the content's prose (else: a photo essay). */
export const GALLERY_MAX_PROSE_SHARE = 0.5;
export const PICTURE_GALLERY = 'picture gallery';

/** The longest text one block of `n`'s subtree owns. */
function longestOwnText(seg: Segmentation, n: NodeInfo, ends: Int32Array): number {
  let longest = 0;
  for (let i = n.index; i <= ends[n.index]; i++) longest = Math.max(longest, seg.nodes[i].ownChars);
  return longest;
}

/**
 * `captioned`: each picture may have its own caption paragraph (a slideshow's slides), which is
 * also how a photo post is built; otherwise fewer than half as many paragraphs as pictures.
 */
function isGallery(seg: Segmentation, n: NodeInfo, ends: Int32Array, captioned: boolean): boolean {
  const paragraphs = captioned ? n.paragraphs : 2 * n.paragraphs + 1;
  return n.isBlock && n.pictures >= GALLERY_MIN_PICTURES && paragraphs <= n.pictures
    && n.chars <= CAPTION_MAX_CHARS * n.pictures && longestOwnText(seg, n, ends) <= CAPTION_MAX_CHARS;
}

/** A counter on a line of its own ("1 of 23" under a caption) is this short. */
export const COUNTER_LINE_CHARS = 12;
/** A legend is a few lines (counter, title, caption, credit): its counter is among the first of them. */
export const LEGEND_LINES = 4;

/** The slide number and count an item's legend carries: its first line opens with them, or a short line is only them. */
function slideCounter(seg: Segmentation, item: NodeInfo, ends: Int32Array): [number, number] | null {
  let line = 0;
  for (let i = item.index; i <= ends[item.index] && line < LEGEND_LINES; i++) {
    const u = seg.nodes[i];
    if (u.ownChars === 0 || u.hidden) continue;
    if (line === 0 || u.ownChars <= COUNTER_LINE_CHARS) {
      const text = ownText(seg, u).trim();
      const m = SLIDE_COUNTER_RE.exec(text);
      if (m && (line === 0 || m[0].trim().length === text.length)) return [Number(m[1]), Number(m[2])];
    }
    line++;
  }
  return null;
}

/**
 * Sibling items numbered 1, 2, 3… of one count: a slideshow's legends. No story numbers its
 * paragraphs "k/N"; a listicle's items count up without the total.
 */
function isNumberedSlides(seg: Segmentation, n: NodeInfo, ends: Int32Array): boolean {
  if (!n.isBlock || n.el.children.length < GALLERY_MIN_PICTURES) return false;
  let next = 1;
  let total = -1;
  for (let i = n.index + 1; i <= ends[n.index]; i = ends[i] + 1) {
    const item = seg.nodes[i];
    if (item.chars === 0 || item.hidden) continue;
    const counter = slideCounter(seg, item, ends);
    if (!counter || counter[0] !== next || (total >= 0 && counter[1] !== total)) return false;
    total = counter[1];
    next++;
  }
  return next - 1 >= GALLERY_MIN_PICTURES && total >= next - 1;
}

/**
 * Visits the galleries under the container (passing over the headline's block) in document
 * order; a gallery `take` accepts is not searched further, one it refuses is.
 */
function eachGallery(
  seg: Segmentation, sel: Selection, headline: NodeInfo | null, ends: Int32Array, captioned: boolean,
  take: (n: NodeInfo) => boolean,
): void {
  walkKept(seg, ends, sel.removed, sel.container.index + 1, ends[sel.container.index], (n) => {
    if (headline && within(ends, n, headline)) return;
    const gallery = isGallery(seg, n, ends, captioned) || (captioned && isNumberedSlides(seg, n, ends));
    if (gallery && take(n)) return SKIP_SUBTREE;
  });
}

/** The picture galleries of an article selection, labelled (outermost first, none inside another). */
export function pictureGalleries(seg: Segmentation, sel: Selection, title: string, ends: Int32Array): Removals {
  const labels: Removals = new Map();
  const scored = sel.scored;
  if (!scored) return labels;
  // The story's prose: a river of teaser cards (teasers.ts) tells none of it.
  const prose = (n: NodeInfo) => storyProse(scored, n);
  const total = prose(sel.container);
  const headline = matchHeadline(seg, title);
  // With a story told beside them, captioned slides are its pictures, whatever their share.
  const slides: NodeInfo[] = [];
  let taken = 0;
  eachGallery(seg, sel, headline, ends, true, (n) => {
    slides.push(n);
    taken += prose(n);
    return true;
  });
  if (total - taken >= STORY_TOLD_CHARS) {
    for (const n of slides) labels.set(n, PICTURE_GALLERY);
    return labels;
  }
  // Else only clear galleries go, and together less than a share of the prose (a photo essay stays).
  const budget = GALLERY_MAX_PROSE_SHARE * total;
  taken = 0;
  eachGallery(seg, sel, headline, ends, false, (n) => {
    if (taken + prose(n) >= budget) return false;
    taken += prose(n);
    labels.set(n, PICTURE_GALLERY);
    return true;
  });
  return labels;
}
