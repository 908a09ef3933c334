/**
 * assemble — builds the clean tree (clean.ts) from the selected container: structure kept
 * (headings, paragraphs, lists, data tables, figures, code, quotes, maths), page chrome and
 * removed blocks left out, lazy images resolved, URLs absolutised, attributes allow-listed.
 * Loose inline text in a <div> becomes a paragraph; a script's source shown as text is left out
 * (script-text.ts). The page is only read.
 */
import type { Segmentation } from './segment';
import type { Selection } from './select';
import { ELEMENT_NODE, HEADING_TAGS, SKIP_TAGS, TEXT_NODE, shadowOf, tagOf } from './dom';
import { NO_DEADLINE } from './deadline';
import { collapseSpace } from './text';
import { el, type CleanElement, type CleanNode } from './clean';
import { bestFromSrcset, resolveImage, resolveLink } from './urls';
import { isLayoutTable } from './tables';
import { holdsBlock, startsCodeLine, wordsTouch } from './text-breaks';
import { dropSourceParagraphs, proseOfLeakedSource } from './script-text';
import { captionedPictures, type CaptionedPicture } from './figures';

/** Block elements kept as themselves. */
const KEEP_BLOCK = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote',
  'pre', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'hr', 'details', 'summary', 'address',
]);
/** Inline elements kept as themselves. */
const KEEP_INLINE = new Set([
  'a', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'code',
  'kbd', 'samp', 'var', 'q', 'cite', 'abbr', 'time', 'dfn', 'bdi', 'bdo', 'ruby', 'rt', 'rp',
]);
/** Elements whose content may hold inline text directly (no implicit paragraph needed). */
const TEXT_HOLDERS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd', 'pre', 'figcaption', 'caption',
  'th', 'td', 'summary', 'address', 'blockquote', 'figure', ...KEEP_INLINE,
]);
/** Text holders that may also hold blocks (a card can sit in them; not in a heading or a <p>). */
const FLOW_HOLDERS = new Set(['li', 'dd', 'td', 'th', 'blockquote', 'figure', 'details']);
function holdsFlow(target: CleanElement): boolean {
  return !TEXT_HOLDERS.has(target.tag) || FLOW_HOLDERS.has(target.tag);
}
/**
 * A kept block may stand in the target: not in a paragraph, nor in an inline element (a
 * <figure> in <code> in a <p>). There a parser would move it out, and the output would read
 * otherwise the next time; the block's content is written in place instead.
 */
function holdsBlocks(target: CleanElement): boolean {
  return target.tag !== 'p' && !KEEP_INLINE.has(target.tag);
}
/** Attributes kept per tag (plus lang and dir everywhere). */
const ALLOWED_ATTRS: Record<string, string[]> = {
  td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'], ol: ['start', 'reversed'],
  time: ['datetime'], abbr: ['title'], dfn: ['title'], img: ['alt', 'title', 'width', 'height'],
};
const MATHML_ATTRS = new Set(['display', 'mathvariant', 'displaystyle', 'scriptlevel', 'fence',
  'separator', 'stretchy', 'lspace', 'rspace', 'accent', 'accentunder', 'columnalign', 'rowalign',
  'columnspan', 'rowspan', 'linethickness', 'notation', 'encoding', 'open', 'close', 'separators']);
/**
 * MathML presentation elements kept in formulas. Anything else inside <math> (HTML smuggled in
 * through <mtext>, <style>, <mglyph>, <annotation-xml>: classic sanitizer-confusion vectors)
 * contributes its text at most, never an element.
 */
const MATHML_TAGS = new Set([
  'math', 'semantics', 'mrow', 'mi', 'mn', 'mo', 'mtext', 'mspace', 'ms', 'msup', 'msub',
  'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd',
  'mstyle', 'mpadded', 'mphantom', 'menclose', 'mfenced', 'mmultiscripts', 'mprescripts', 'none',
]);
/** Lazy-loading attributes, most specific first. */
const LAZY_SRC_ATTRS = ['data-src', 'data-original', 'data-lazy-src', 'data-url', 'data-hi-res-src', 'data-full-src'];
const LAZY_SRCSET_ATTRS = ['data-srcset', 'data-lazy-srcset', 'srcset'];
/** Images this small (either side, in px) are spacers or tracking pixels. */
export const MIN_IMAGE_SIDE = 3;
/** Nesting beyond this is flattened to text: no reader needs it, and recursion must stay bounded. */
export const MAX_NESTING = 400;
/** Code hints kept on <pre>/<code> so highlighters and Markdown know the language. */
const LANGUAGE_CLASS_RE = /\b(?:language|lang)-[\w+#-]+/;

interface Ctx {
  seg: Segmentation;
  sel: Selection;
  base: string;
  /** The watchdog: once expired, building stops and the article ends where it got to. */
  deadline: { expired(): boolean };
  /** Streamed boundaries read at their templates, skipped where they sit. */
  placed: Set<Element>;
  /** Pictures with a caption marked up without <figure> (figures.ts), by their holder. */
  figures: Map<Element, CaptionedPicture>;
}

function commonAttrs(src: Element, tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const name of ALLOWED_ATTRS[tag] ?? []) {
    const v = src.getAttribute(name);
    if (v !== null && v.length < 200) attrs[name] = v;
  }
  const lang = src.getAttribute('lang');
  if (lang && /^[a-z]{2,3}(-[\w]{2,8})*$/i.test(lang)) attrs.lang = lang;
  const dir = src.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') attrs.dir = dir;
  if (tag === 'pre' || tag === 'code') {
    const m = (src.getAttribute('class') || '').match(LANGUAGE_CLASS_RE);
    if (m) attrs.class = m[0];
  }
  return attrs;
}

function imageOf(src: Element, ctx: Ctx): CleanElement | null {
  for (const side of ['width', 'height']) {
    const v = parseInt(src.getAttribute(side) || '', 10);
    if (!Number.isNaN(v) && v < MIN_IMAGE_SIDE) return null;
  }
  let raw: string | null = null;
  for (const a of LAZY_SRC_ATTRS) if (!raw) raw = src.getAttribute(a);
  for (const a of LAZY_SRCSET_ATTRS) {
    if (raw) break;
    const set = src.getAttribute(a);
    if (set) raw = bestFromSrcset(set);
  }
  raw = raw || src.getAttribute('src');
  const url = raw ? resolveImage(raw, ctx.base) : null;
  if (!url) return null;
  return el('img', { src: url, ...commonAttrs(src, 'img') });
}

function mathOf(src: Element, depth: number): CleanElement {
  const out = el(tagOf(src));
  for (const a of Array.from(src.attributes)) if (MATHML_ATTRS.has(a.name)) out.attrs[a.name] = a.value;
  if (out.tag === 'math') out.attrs.xmlns = 'http://www.w3.org/1998/Math/MathML';
  for (let c = src.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE) out.children.push(c.nodeValue || '');
    else if (c.nodeType === ELEMENT_NODE && depth < MAX_NESTING) {
      const tag = tagOf(c as Element);
      if (MATHML_TAGS.has(tag)) out.children.push(mathOf(c as Element, depth + 1));
      else if (!SKIP_TAGS.has(tag) && tag !== 'annotation-xml' && tag !== 'mglyph') out.children.push(collapseSpace(c.textContent || ''));
    }
  }
  return out;
}

/**
 * Builder state: `target` receives block children; inline content goes to `inline`, which is
 * `target` itself when it can hold text, or an implicit paragraph opened on demand.
 */
class Sink {
  private para: CleanElement | null = null;
  /** A block ended inside a text holder: the next text starts a new line. */
  private lineBreak = false;
  constructor(readonly target: CleanElement) {}
  get holdsText(): boolean {
    return TEXT_HOLDERS.has(this.target.tag);
  }
  inline(node: CleanNode): void {
    if (this.holdsText) {
      if (this.lineBreak && !isBlank(node)) {
        // <li><div>Amberlight</div><div>Bluestone</div></li> shows two lines, not one word.
        if (endsInText(this.target)) this.target.children.push(el('br'));
        this.lineBreak = false;
      }
      this.target.children.push(node);
      return;
    }
    if (!this.para) {
      if (typeof node === 'string' && !node.trim()) return;
      this.para = el('p');
      this.target.children.push(this.para);
    }
    this.para.children.push(node);
  }
  block(node: CleanElement): void {
    this.para = null;
    this.target.children.push(node);
  }
  breakParagraph(): void {
    this.para = null;
    this.lineBreak = true;
  }
}

function isBlank(node: CleanNode): boolean {
  return typeof node === 'string' && !node.trim();
}

/** The holder's content so far ends in a run of text (not a block, not a line break). */
function endsInText(holder: CleanElement): boolean {
  for (let i = holder.children.length - 1; i >= 0; i--) {
    const c = holder.children[i];
    if (isBlank(c)) continue;
    return typeof c === 'string' || (c.tag !== 'br' && !KEEP_BLOCK.has(c.tag));
  }
  return false;
}

/** The element's content as rendered: an open shadow root's children, then its own (slotted). */
function build(src: Element, sink: Sink, ctx: Ctx, pre: boolean, depth: number): void {
  const shadow = shadowOf(src);
  if (shadow) buildFrom(shadow.firstChild, sink, ctx, pre, depth);
  buildFrom(src.firstChild, sink, ctx, pre, depth);
}

function buildFrom(first: ChildNode | null, sink: Sink, ctx: Ctx, pre: boolean, depth: number): void {
  for (let c = first; c; c = c.nextSibling) {
    if (ctx.deadline.expired()) return;
    if (c.nodeType === TEXT_NODE) {
      // A script's tail shown as text keeps only its prose lines (script-text.ts).
      const text = (pre ? null : proseOfLeakedSource(c as Text)) ?? c.nodeValue ?? '';
      if (text) sink.inline(pre ? text : collapseSpace(text));
      continue;
    }
    if (c.nodeType !== ELEMENT_NODE) continue;
    const child = c as Element;
    const tag = tagOf(child);
    if (tag === 'math') {
      sink.inline(mathOf(child, 0));
      continue;
    }
    if (ctx.placed.size !== 0 && (tag === 'template' || ctx.placed.has(child))) {
      // A streamed boundary is read where its template stands (dom.ts streamedPlacements).
      const boundary = ctx.seg.placements.get(child);
      if (boundary) build(boundary, sink, ctx, pre, depth);
      continue;
    }
    // Skipped tags have no node; a <noscript> read as content (crawler views) does.
    if (SKIP_TAGS.has(tag) && !(tag === 'noscript' && ctx.seg.byElement.has(child))) continue;
    const info = ctx.seg.byElement.get(child);
    if (info && (info.hidden || ctx.sel.removed.has(info))) continue;
    if (depth > MAX_NESTING) {
      sink.inline(collapseSpace(child.textContent || ''));
      continue;
    }
    if (pre && startsCodeLine(child)) sink.inline('\n');
    else if (!pre && !ctx.seg.byElement.get(child)?.isBlock && wordsTouch(child)) sink.inline(' '); // blocks break anyway
    // A list item is a paragraph of its own even when the page wraps it in a bare link.
    const item = ctx.sel.itemBreaks?.has(child) ?? false;
    if (item) sink.breakParagraph();
    buildElement(child, tag, sink, ctx, pre, depth + 1);
    if (item) sink.breakParagraph();
  }
}

function buildElement(src: Element, tag: string, sink: Sink, ctx: Ctx, pre: boolean, depth: number): void {
  if (tag === 'img') {
    const img = imageOf(src, ctx);
    if (img) sink.inline(img);
    return;
  }
  if (tag === 'picture') {
    const img = src.querySelector('img');
    const out = img ? imageOf(img, ctx) : null;
    if (out) sink.inline(out);
    return;
  }
  if (tag === 'br') {
    sink.inline(el('br'));
    return;
  }
  if (tag === 'table' && isLayoutTable(src, ctx.seg)) {
    sink.breakParagraph();
    build(src, sink, ctx, pre, depth);
    sink.breakParagraph();
    return;
  }
  if (KEEP_BLOCK.has(tag) && holdsBlocks(sink.target)) {
    if (tag === 'td' || tag === 'th' || tag === 'tr' || tag === 'thead' || tag === 'tbody' || tag === 'tfoot' || tag === 'caption') {
      // Table parts outside a kept table (a layout table was unwrapped) are containers.
      if (!isInKeptTable(sink.target)) {
        sink.breakParagraph();
        build(src, sink, ctx, pre, depth);
        sink.breakParagraph();
        return;
      }
    }
    const out = el(tag, commonAttrs(src, tag));
    build(src, new Sink(out), ctx, pre || tag === 'pre', depth);
    if (tag !== 'hr' && isEmpty(out)) return;
    sink.block(out);
    return;
  }
  if (tag === 'a' && holdsFlow(sink.target) && holdsBlock(src)) {
    buildCardLink(src, sink, ctx, pre, depth);
    return;
  }
  if (KEEP_INLINE.has(tag)) {
    const attrs = commonAttrs(src, tag);
    if (tag === 'a') {
      const href = src.getAttribute('href');
      const url = href ? resolveLink(href, ctx.base) : null;
      if (url) attrs.href = url;
    }
    const out = el(tag, attrs);
    build(src, new Sink(out), ctx, pre, depth);
    if (!isEmpty(out)) sink.inline(out);
    else {
      // An empty phrase still spaces its words: "is<b> </b>Future" reads "is Future".
      const space = out.children.filter((c): c is string => typeof c === 'string').join('');
      if (space) sink.inline(pre ? space : ' ');
    }
    return;
  }
  // A picture and its caption without <figure> markup are one (figures.ts).
  const pair = ctx.figures.get(src);
  if (pair) {
    const figure = el('figure');
    const picture = new Sink(figure);
    buildElement(pair.picture, tagOf(pair.picture), picture, ctx, pre, depth);
    const caption = el('figcaption');
    build(pair.caption, new Sink(caption), ctx, pre, depth);
    if (!isEmpty(caption)) figure.children.push(caption);
    sink.block(figure);
    return;
  }
  // Containers (div, section, span, font, …) are unwrapped; a block container ends a paragraph.
  // Code keeps its own newlines.
  const breaks = !pre && (ctx.seg.byElement.get(src)?.isBlock ?? false);
  if (breaks) sink.breakParagraph();
  build(src, sink, ctx, pre, depth);
  if (breaks) sink.breakParagraph();
}

/**
 * A link around blocks (a product or story card: image, title, price, swatches) is a container,
 * not a phrase: its blocks stay blocks, or their lines would run together ("AmberlightBluestone").
 * The link moves to the card's title: its first heading, else its first paragraph.
 */
function buildCardLink(src: Element, sink: Sink, ctx: Ctx, pre: boolean, depth: number): void {
  const card = el('div');
  build(src, new Sink(card), ctx, pre, depth);
  const href = src.getAttribute('href');
  const url = href ? resolveLink(href, ctx.base) : null;
  const title = url ? firstTitle(card.children) : null;
  if (title && url) title.children = [el('a', { href: url }, title.children)];
  sink.breakParagraph();
  for (const c of card.children) if (typeof c !== 'string') sink.block(c);
  sink.breakParagraph();
}

function firstTitle(nodes: CleanNode[]): CleanElement | null {
  let para: CleanElement | null = null;
  const visit = (list: CleanNode[]): CleanElement | null => {
    for (const n of list) {
      if (typeof n === 'string' || n.tag === 'a') continue;
      if (HEADING_TAGS.has(n.tag)) return n;
      if (n.tag === 'p' && !para && !isEmpty(n)) para = n;
      const found = visit(n.children);
      if (found) return found;
    }
    return null;
  };
  return visit(nodes) ?? para;
}

const TABLE_PART = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
function isInKeptTable(target: CleanElement): boolean {
  return TABLE_PART.has(target.tag);
}

function isEmpty(n: CleanElement): boolean {
  return n.children.every((c) => (typeof c === 'string' ? !c.trim() : c.tag !== 'img' && c.tag !== 'math' && c.tag !== 'br' && isEmpty(c)));
}

/**
 * The clean tree of the selection: the container's content. The headline is Article.title, not
 * body text: one outside the container is left out, one inside it is dropped (title-heading.ts).
 * `story`: the reading is an article's, whose captioned pictures without <figure> markup are
 * found (figures.ts); on other pages a picture beside a line is a card, a product, a member.
 */
export function assemble(seg: Segmentation, sel: Selection, base: string, deadline = NO_DEADLINE, story = false): CleanNode[] {
  const figures = story ? captionedPictures(seg, sel.container, sel.removed) : new Map<Element, CaptionedPicture>();
  const ctx: Ctx = { seg, sel, base, deadline, placed: new Set(seg.placements.values()), figures };
  const root = el('article');
  const sink = new Sink(root);
  const container = sel.container.el;
  buildElement(container, tagOf(container), sink, ctx, false, 0);
  return trimWhitespace(dropSourceParagraphs(root.children));
}

/** Drop whitespace-only strings at block level and trim paragraph edges. */
function trimWhitespace(nodes: CleanNode[]): CleanNode[] {
  return nodes.filter((n) => typeof n !== 'string' || n.trim());
}
