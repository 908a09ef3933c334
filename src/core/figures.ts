/**
 * Pictures with a caption marked up without <figure>: a block holding two elements, one showing
 * a picture and nothing else, one a short unlinked line (a block, or inline: "<a><img></a>
 * <cite>AFP/File – …</cite>"). Assembly writes them as <figure> and <figcaption>, so the
 * caption stays under its picture in HTML and Markdown and leaves plain text as a <figcaption>
 * does (clean.ts toText).
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Removals } from './removals';
import { ELEMENT_NODE, HEADING_SELECTOR, HEADING_TAGS, SKIP_TAGS, TEXT_NODE, tagOf } from './dom';
import { SKIP_SUBTREE, STOP_WALK, isRemoved, walkKept } from './removals';
import { subtreeEnds, within } from './tree';
import { countText } from './text';

/** A caption is a line or two ("… in Tokyo, October 21, 2017. © Issei Kato / Reuters"). */
export const MAX_CAPTION_CHARS = 300;
/** A card's title is a link; a caption is not (at most a credit's link). */
const MAX_CAPTION_LINK_SHARE = 0.5;
/**
 * Captions adorn a story: where they hold more than this share of the content's text (a photo
 * post, a wall of testimonials beside their portraits) they are the content, and stay text.
 */
export const MAX_CAPTIONS_SHARE = 0.25;

const PICTURE_SELECTOR = 'img, picture, video';
/** A caption is a line: lists and tables (a layout table's row and cells above all) are not. */
const STRUCTURED_SELECTOR = 'ul, ol, li, dl, dt, dd, table, tr, td, th';

export interface CaptionedPicture {
  picture: Element;
  caption: Element;
}

/** The content's pictures with a caption, by the element holding each pair. */
export function captionedPictures(seg: Segmentation, container: NodeInfo, removed: Removals): Map<Element, CaptionedPicture> {
  const found = new Map<Element, CaptionedPicture>();
  let captions = 0;
  const ends = subtreeEnds(seg);
  walkKept(seg, ends, removed, container.index, ends[container.index], (n) => {
    if (!n.isBlock || n.hidden) return SKIP_SUBTREE;
    if (n.el.matches(STRUCTURED_SELECTOR)) return;
    const pair = captionedPicture(seg, n.el, removed);
    if (!pair) return;
    found.set(n.el, pair);
    captions += lineChars(seg, pair.caption)[0];
    return SKIP_SUBTREE;
  });
  // Pairs with no prose between them are cards (a grid of courses, features, team members),
  // each pair one item: their text is the items' own.
  const holders = [...found.keys()].map((e) => seg.byElement.get(e)!);
  for (let k = 0; k + 1 < holders.length; k++) {
    if (proseBetween(seg, ends, ends[holders[k].index] + 1, holders[k + 1].index - 1, removed)) continue;
    for (const h of [holders[k], holders[k + 1]]) {
      const pair = found.get(h.el);
      if (!pair) continue;
      found.delete(h.el);
      captions -= lineChars(seg, pair.caption)[0];
    }
  }
  return captions <= MAX_CAPTIONS_SHARE * keptChars(seg, ends, container, removed) ? found : new Map();
}

/** The container's visible characters outside what was removed: the text the reader gets. */
function keptChars(seg: Segmentation, ends: Int32Array, container: NodeInfo, removed: Removals): number {
  let chars = container.chars;
  // Removed roots are few: each outermost one inside the container takes its text out.
  for (const n of removed.keys()) {
    if (n !== container && within(ends, container, n) && !isRemoved(seg, seg.nodes[n.parent], container, removed)) chars -= n.chars;
  }
  return chars;
}

/** A paragraph's worth of text: what stands between two pictures of a story. */
const PARAGRAPH_CHARS = 80;

function proseBetween(seg: Segmentation, ends: Int32Array, from: number, to: number, removed: Removals): boolean {
  let found = false;
  walkKept(seg, ends, removed, from, to, (n) => {
    if (n.ownChars - n.ownLinkChars < PARAGRAPH_CHARS) return;
    found = true;
    return STOP_WALK;
  }, true);
  return found;
}

/** `el`'s picture and caption blocks, or null when it is not such a pair. */
function captionedPicture(seg: Segmentation, el: Element, removed: Removals): CaptionedPicture | null {
  const kids: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) {
      if ((c.nodeValue ?? '').trim()) return null;
      continue;
    }
    if (c.nodeType !== ELEMENT_NODE) continue;
    const child = c as Element;
    if (SKIP_TAGS.has(tagOf(child))) continue;
    const info = seg.byElement.get(child);
    if (info && (info.hidden || removed.has(info))) continue;
    kids.push(child);
    if (kids.length > 2) return null;
  }
  if (kids.length !== 2) return null;
  const [a, b] = kids;
  const picture = showsPictureOnly(a) ? a : showsPictureOnly(b) ? b : null;
  if (!picture) return null;
  const caption = picture === a ? b : a;
  return isCaptionLine(seg, caption) ? { picture, caption } : null;
}

function showsPictureOnly(e: Element): boolean {
  const tag = tagOf(e);
  const shows = tag === 'img' || tag === 'picture' || e.querySelector(PICTURE_SELECTOR) !== null;
  return shows && !(e.textContent ?? '').trim();
}

/**
 * A caption's text and link characters, counted as segment.ts counts them. Bare inline markup (a
 * <cite> or <span> without attributes) has no node of its own: its text is read from the element.
 */
function lineChars(seg: Segmentation, e: Element): [number, number] {
  const info = seg.byElement.get(e);
  if (info) return [info.chars, info.linkChars];
  let links = 0;
  for (const a of Array.from(e.querySelectorAll('a'))) links += countText(a.textContent ?? '').chars;
  return [countText(e.textContent ?? '').chars, links];
}

function isCaptionLine(seg: Segmentation, e: Element): boolean {
  const [chars, linkChars] = lineChars(seg, e);
  if (chars === 0 || chars > MAX_CAPTION_CHARS || linkChars > MAX_CAPTION_LINK_SHARE * chars) return false;
  if (e.querySelector(PICTURE_SELECTOR) !== null || e.matches(STRUCTURED_SELECTOR) || e.querySelector(STRUCTURED_SELECTOR)) return false;
  // A line under a heading is a card's or a section's text.
  return !HEADING_TAGS.has(tagOf(e)) && e.querySelector(HEADING_SELECTOR) === null;
}
