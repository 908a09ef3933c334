/**
 * Picture galleries: a slideshow or photo strip inside the story (a row of pictures, each with a
 * caption and its credit, "1/44" counters, "Previous"/"Next" controls). It shows pictures; as text
 * it is a run of captions that restates the story. A block holding several pictures, fewer than
 * half as many paragraphs, and no more text than a caption per picture is such a gallery (in the
 * spirit of Readability's conditional cleaning, read from counts, not class names). It goes
 * unless it holds the headline (then it is the story itself, a photo post) or the galleries
 * would take a large share of the content's prose (a photo essay, where captions are the text).
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { matchHeadline } from './select/headline';
import { SKIP_SUBTREE, walkKept, type Removals } from './removals';
import { within } from './tree';

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

function isGallery(seg: Segmentation, n: NodeInfo, ends: Int32Array): boolean {
  return n.isBlock && n.pictures >= GALLERY_MIN_PICTURES && 2 * n.paragraphs < n.pictures
    && n.chars <= CAPTION_MAX_CHARS * n.pictures && longestOwnText(seg, n, ends) <= CAPTION_MAX_CHARS;
}

/** The picture galleries of an article selection, labelled (outermost first, none inside another). */
export function pictureGalleries(seg: Segmentation, sel: Selection, title: string, ends: Int32Array): Removals {
  const labels: Removals = new Map();
  const prose = sel.scored?.prose;
  if (!prose) return labels;
  const c = sel.container;
  const headline = matchHeadline(seg, title);
  const budget = GALLERY_MAX_PROSE_SHARE * prose[c.index];
  let taken = 0;
  walkKept(seg, ends, sel.removed, c.index + 1, ends[c.index], (n) => {
    if (headline && within(ends, n, headline)) return;
    if (!isGallery(seg, n, ends) || taken + prose[n.index] >= budget) return;
    taken += prose[n.index];
    labels.set(n, PICTURE_GALLERY);
    return SKIP_SUBTREE;
  });
  return labels;
}
