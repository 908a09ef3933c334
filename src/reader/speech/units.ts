/**
 * What read aloud reads: the article's text in document order, as sentences that know where
 * they are in the view (a DOM Range over the text nodes, for the highlight). A heading, list item,
 * table cell or paragraph is one unit: sentences never run across two of them. Code blocks,
 * hidden blocks and the view's own controls are skipped; an image is read by its alt text.
 */
import { splitSentences } from './sentences';

export interface Sentence {
  /** What is spoken (whitespace flattened, same length as the source text). */
  text: string;
  /** The block the sentence belongs to (scrolled into view, clicked to start). */
  block: Element;
  /** The sentence's text in the view; null for an image's alt text. */
  range(): Range | null;
  /** Range of `length` characters from `offset` in the sentence (a spoken word); null for alt text. */
  subRange(offset: number, length: number): Range | null;
}

/** Elements whose text is a unit of its own: a sentence never spans two of them. */
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'CAPTION', 'DD', 'DIV', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'SECTION', 'TABLE', 'TD', 'TH',
  'TR', 'UL', 'DL', 'DETAILS', 'SUMMARY',
]);
/** Never read: code is not prose, and the rest is not text a reader sees. */
const SKIPPED_TAGS = new Set(['PRE', 'CODE', 'KBD', 'SAMP', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'BUTTON', 'SELECT', 'TEXTAREA']);
/** Added by the view (remove buttons, the removed-blocks display): not the article. */
const VIEW_CHROME = '.block__remove, .removed-block, .removed-list';

interface Piece {
  node: Text;
  /** Offset of the node's first character in the unit's text. */
  at: number;
}

interface Unit {
  block: Element;
  text: string;
  pieces: Piece[];
}

function skipped(el: Element): boolean {
  return SKIPPED_TAGS.has(el.tagName.toUpperCase()) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || el.matches(VIEW_CHROME);
}

/** Text nodes and images in document order, grouped into units by their nearest block. */
function collectUnits(root: Element): Unit[] {
  const units: Unit[] = [];
  let current: Unit | null = null;
  // `block`: the nearest block ancestor, carried down the walk (no climb back up per text node).
  const visit = (node: Node, block: Element): void => {
    if (node.nodeType === 3) {
      const text = (node as Text).data;
      if (!text) return;
      if (!current || current.block !== block) {
        current = { block, text: '', pieces: [] };
        units.push(current);
      }
      current.pieces.push({ node: node as Text, at: current.text.length });
      current.text += text;
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (skipped(el)) return;
    const tag = el.tagName.toUpperCase();
    if (tag === 'IMG') {
      const alt = (el.getAttribute('alt') ?? '').trim();
      if (alt) units.push({ block: el, text: alt, pieces: [] });
      current = null;
      return;
    }
    // A block, or a line break, ends the unit before it and starts another after it.
    const isBlock = BLOCK_TAGS.has(tag);
    if (isBlock || tag === 'BR') current = null;
    for (let c = el.firstChild; c; c = c.nextSibling) visit(c, isBlock ? el : block);
    if (isBlock) current = null;
  };
  for (let c = root.firstChild; c; c = c.nextSibling) visit(c, root);
  return units;
}

/** The text node and offset of a character offset in a unit (end offsets stay in the left node). */
function locate(pieces: Piece[], offset: number, atEnd: boolean): { node: Text; offset: number } {
  let hit = pieces[0]!;
  for (const p of pieces) {
    if (p.at < offset || (!atEnd && p.at === offset)) hit = p;
    else break;
  }
  return { node: hit.node, offset: Math.min(offset - hit.at, hit.node.data.length) };
}

function rangeOf(doc: Document, unit: Unit, start: number, end: number): Range | null {
  if (unit.pieces.length === 0) return null;
  const a = locate(unit.pieces, start, false);
  const b = locate(unit.pieces, end, true);
  const range = doc.createRange();
  range.setStart(a.node, a.offset);
  range.setEnd(b.node, b.offset);
  return range;
}

/** The sentences of the article shown in `root`, in reading order. */
export function readingSentences(root: Element, lang: string): Sentence[] {
  const doc = root.ownerDocument;
  const out: Sentence[] = [];
  for (const unit of collectUnits(root)) {
    for (const { start, end } of splitSentences(unit.text, lang)) {
      out.push({
        text: unit.text.slice(start, end).replace(/\s/g, ' '),
        block: unit.block,
        range: () => rangeOf(doc, unit, start, end),
        subRange: (offset, length) => rangeOf(doc, unit, start + offset, Math.min(end, start + offset + length)),
      });
    }
  }
  return out;
}
