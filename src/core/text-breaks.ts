/**
 * text-breaks — where a page's CSS (absent offline, and never read here) would have set text
 * apart, and the markup alone runs it together: code line spans, sibling elements whose words
 * meet, links around whole cards. assemble.ts asks; nothing here changes the page.
 */
import { BLOCK_TAGS, ELEMENT_NODE, SKIP_TAGS, TEXT_NODE, tagOf } from './dom';

/**
 * Highlighters (Shiki, rehype-pretty-code) wrap each line of a code block in its own span
 * ("<span class="line">", "<span data-line>") and some leave out the newline between them, which
 * their CSS supplies (display: block). A line that directly follows another starts a new line.
 */
export function startsCodeLine(el: Element): boolean {
  const prev = el.previousSibling;
  return prev !== null && prev.nodeType === ELEMENT_NODE && isCodeLine(el) && isCodeLine(prev as Element)
    && !(prev.textContent || '').endsWith('\n');
}

/** Script marks that attach to the word before them. */
const ATTACHED_TAGS = new Set(['sup', 'sub', 'rt', 'rp', 'ruby']);

/**
 * Two sibling elements with no space between them whose texts meet as "AgnesAnthracite": a
 * brand and a product name, a label and a value, that the page's CSS sets apart (display:
 * block, a margin). A capital after a lower-case letter, a capital run or a number across an
 * element boundary starts a new word, and so does any link right after another link;
 * "<b>T</b>he", "<span>i</span>Phone" and "Mc<b>Donald</b>" are left alone, and so is a
 * wordmark coloured letter by letter with inline styles (PrintRunner).
 */
export function wordsTouch(el: Element): boolean {
  const prev = el.previousSibling;
  if (prev === null || prev.nodeType !== ELEMENT_NODE || ATTACHED_TAGS.has(tagOf(el))) return false;
  if (onlyStyled(el) && onlyStyled(prev as Element)) return false;
  const before = edgeText(prev as Element, false);
  const after = edgeText(el, true);
  if (!/[\p{L}\p{N}]$/u.test(before) || !/^[\p{L}\p{N}]/u.test(after)) return false;
  // Links side by side are a tag list or a breadcrumb ("MatureShooter"); a linked drop cap
  // ("<a>R</a><a>eal…") is one letter, and an editor's split link ("<a>Co</a><a>ntact") one href.
  if (tagOf(el) === 'a' && tagOf(prev as Element) === 'a' && /[\p{L}\p{N}]{2}$/u.test(before)
    && el.getAttribute('href') !== (prev as Element).getAttribute('href')) return true;
  // "AgnesAnthracite", "HOKAClifton", "$99.99MSRP".
  return /^\p{Lu}/u.test(after) && (/\p{Ll}$/u.test(before) || (/\p{Lu}{2}$/u.test(before) && /^\p{Lu}\p{Ll}/u.test(after)) || /\p{N}$/u.test(before));
}

function onlyStyled(el: Element): boolean {
  return el.attributes.length === 1 && el.hasAttribute('style');
}

/** The first (or last) non-empty text below an element; '' when there is none nearby. */
function edgeText(el: Element, first: boolean): string {
  let n: Node | null = el;
  for (let depth = 0; n && depth < EDGE_DEPTH; depth++) {
    if (n.nodeType === TEXT_NODE) {
      if ((n.nodeValue || '').trim()) return n.nodeValue || '';
      n = first ? n.nextSibling : n.previousSibling;
      continue;
    }
    n = first ? n.firstChild : n.lastChild;
  }
  return '';
}
/** How far edgeText looks: deep enough for a span in a link in a heading. */
const EDGE_DEPTH = 8;

function isCodeLine(el: Element): boolean {
  return el.hasAttribute('data-line') || (el.getAttribute('class') || '').split(/\s+/).includes('line');
}

/** Deeper than this, a link's content is taken for inline: cards nest a few levels at most. */
const CARD_DEPTH = 6;

/** The link (or any element) holds a block element within CARD_DEPTH levels. */
export function holdsBlock(src: Element, depth = 0): boolean {
  for (let c = src.firstElementChild; c; c = c.nextElementSibling) {
    if (BLOCK_TAGS.has(tagOf(c)) || (depth < CARD_DEPTH && holdsBlock(c, depth + 1))) return true;
  }
  return false;
}

/** An element's text as a reader sees it: blocks and touching words set apart (list titles). */
export function spacedText(el: Element, depth = 0): string {
  let s = '';
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) s += c.nodeValue || '';
    else if (c.nodeType === ELEMENT_NODE && depth < MAX_TEXT_DEPTH) {
      const child = c as Element;
      const tag = tagOf(child);
      if (SKIP_TAGS.has(tag)) continue;
      const gap = BLOCK_TAGS.has(tag) || wordsTouch(child) ? ' ' : '';
      s += gap + spacedText(child, depth + 1) + gap;
    }
  }
  return s;
}
/** Bounds the recursion on hostile nesting (assemble.ts MAX_NESTING flattens deeper still). */
const MAX_TEXT_DEPTH = 200;
