/**
 * Linked prose: sentences that carry their links in running text ("For more information, see
 * <a>Overview of storage</a>.", "<a>Stream data</a> with the <a>Storage Write API</a>.").
 * Documentation is full of them, and their link density is that of a menu; what tells them
 * apart is the text between the links. A menu, a tag list or a "related" rail separates its links
 * with spaces, bullets, commas or dates; a sentence joins them with words and ends with a stop.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { countCjk, countText, VISIBLE_RE } from '../text';
import { ELEMENT_NODE, TEXT_NODE, tagOf } from '../dom';

/** Latin-script words of two letters or more: "see", "with the" (not "·", "|", "3"). */
const LATIN_WORD_RE = /\p{L}{2,}/gu;
/** A colon ends a lead-in sentence ("Load data into <a>BigQuery</a> using:") as a stop does. */
const LEAD_IN_RE = /[:：]/g;
/** Two CJK characters make about one word. */
const CJK_CHARS_PER_WORD = 2;
/** Fewer words outside the links than this is a label ("Tags:", "Source:"), not a sentence. */
export const LINKED_PROSE_MIN_WORDS = 2;

interface Outside {
  /** Words outside links, up to the last link seen so far. */
  words: number;
  /** Words outside links since the last link (a snippet after a title, not yet joined). */
  pending: number;
  stops: number;
  links: number;
  /** Links that follow the previous one with no word between ("A · B", "a, b"). */
  bareGaps: number;
  /** The text after the last link goes on with its sentence (see CONTINUES_RE), or undefined before any text. */
  continues?: boolean;
  /** The last visible text outside links. */
  last: string;
}

/**
 * A label before the first link ("Read more:", "Related posts:", "See also:") names the links; its
 * words do not join them into a sentence. Lead-ins longer than this are sentences ("Load data into
 * the warehouse using:").
 */
export const LABEL_MAX_WORDS = 3;
const ENDS_LABEL_RE = /[:：][\s\u00a0]*$/;

/**
 * Text that goes on with the sentence its link began: a lower-case word or a clause mark
 * ("<a>Learn about datasets</a>, BigQuery's container of tables."). A snippet after a title
 * starts a sentence of its own.
 */
const CONTINUES_RE = /^[\s\u00a0]*[\p{Ll},;:)]/u;

function walk(node: Node, inLink: boolean, out: Outside): void {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) {
      if (inLink) continue;
      const text = c.nodeValue || '';
      if (!VISIBLE_RE.test(text)) continue;
      if (out.links > 0 && out.continues === undefined) out.continues = CONTINUES_RE.test(text);
      out.last = text;
      out.pending += (text.match(LATIN_WORD_RE)?.length ?? 0) + countCjk(text) / CJK_CHARS_PER_WORD;
      out.stops += countText(text).stops + (text.match(LEAD_IN_RE)?.length ?? 0);
    } else if (c.nodeType === ELEMENT_NODE && !LIST_TAGS.has(tagOf(c as Element))) {
      const isLink = tagOf(c as Element) === 'a';
      if (isLink && !inLink) {
        if (out.links > 0 && out.pending === 0) out.bareGaps++;
        if (out.links === 0 && out.pending <= LABEL_MAX_WORDS && ENDS_LABEL_RE.test(out.last)) {
          out.pending = 0;
          out.stops--;
        }
        out.links++;
        out.words += out.pending;
        out.pending = 0;
        out.continues = undefined;
      }
      walk(c, inLink || isLink, out);
    }
  }
}

/**
 * Does this link-dense block read as sentences? At least LINKED_PROSE_MIN_WORDS words before or
 * between its links, and a sentence stop outside them; and words between every two links, or at
 * least one word per link (terms listed in a sentence: "formats: Avro, ORC and CSV."). Words
 * after the last link count only if they go on with its sentence: a "related" rail's title link
 * with its snippet is not a sentence that carries a link.
 */
function readsAsSentences(el: Element): boolean {
  const out: Outside = { words: 0, pending: 0, stops: 0, links: 0, bareGaps: 0, last: '' };
  walk(el, false, out);
  if (out.continues) out.words += out.pending;
  if (out.stops === 0 || out.words < LINKED_PROSE_MIN_WORDS) return false;
  return out.bareGaps === 0 || out.words >= out.links;
}

/** Lists: an item may hold a sentence and a nested list, which is judged on its own. */
const LIST_TAGS = new Set(['ul', 'ol']);
/** Blocks that hold a sentence; a layout cell or div holding all its text is a menu as often. */
const SENTENCE_TAGS = new Set(['p', 'dd']);

/**
 * A list is linked prose when this share of its items are sentences; one may be a lead-in to a
 * nested list ("<a>Load data</a> using:") or a bare link among sentences.
 */
export const SENTENCE_LIST_SHARE = 0.75;

/**
 * Is this link-dense block linked prose? A paragraph that holds all its own text (a teaser box
 * with a title, a snippet and "[more]" holds blocks and is no sentence); a list item whose only
 * blocks are nested lists, or which introduces such a nested list; or a list most items of which
 * are such sentences.
 */
export function isLinkedProse(seg: Segmentation, n: NodeInfo): boolean {
  if (SENTENCE_TAGS.has(n.tag)) return n.ownChars === n.chars && readsAsSentences(n.el);
  if (n.tag === 'li') return isSentenceItem(seg, n.el) || leadsIntoLinkedProse(seg, n.el);
  if (!LIST_TAGS.has(n.tag)) return false;
  let items = 0;
  let sentences = 0;
  for (let c = n.el.firstElementChild; c; c = c.nextElementSibling) {
    const item = seg.byElement.get(c);
    if (!item || item.hidden || item.chars === 0) continue;
    items++;
    if (isSentenceItem(seg, c)) sentences++;
  }
  return items > 0 && sentences >= SENTENCE_LIST_SHARE * items;
}

/** An item that introduces a nested list of linked sentences ("<a>Load data</a> using:"). */
function leadsIntoLinkedProse(seg: Segmentation, li: Element): boolean {
  for (let c = li.firstElementChild; c; c = c.nextElementSibling) {
    const nested = LIST_TAGS.has(tagOf(c)) ? seg.byElement.get(c) : undefined;
    if (nested && isLinkedProse(seg, nested)) return true;
  }
  return false;
}

function isSentenceItem(seg: Segmentation, li: Element): boolean {
  for (let c = li.firstElementChild; c; c = c.nextElementSibling) {
    if (!LIST_TAGS.has(tagOf(c)) && seg.byElement.get(c)?.isBlock) return false;
  }
  return readsAsSentences(li);
}
