/**
 * segment — one depth-first walk of the document builds the block list (seed 004's
 * content-block tree) with per-node totals computed bottom-up once. No ancestor is ever
 * re-read: each text node is counted once and its counts flow to the parent on exit.
 */
import { BLOCK_TAGS, ELEMENT_NODE, FRAGMENT_NODE, SKIP_TAGS, TEXT_NODE, disclosedIds, hintOf, isHiddenByMarkup, shadowOf, streamedPlacements, tagOf } from './dom';
import { microdataWords } from './vocabulary/landmarks';
import { NO_DEADLINE } from './deadline';
import { VISIBLE_RE, countText, type TextCounts } from './text';
import { readDeclarations, type Declarations } from './declarations';

export interface NodeInfo {
  el: Element;
  /** Position in pre-order; parents come before children. */
  index: number;
  parent: number;
  depth: number;
  tag: string;
  /** Lower-cased class + id. */
  hint: string;
  /** The class attribute as written ('' without one), for class signatures (lists/signature.ts). */
  cls: string;
  /** The element has attributes (else no attribute-based test can match it). */
  hasAttrs: boolean;
  /** The role attribute as written ('' without one): landmarks and dialogs are read by it, once. */
  role: string;
  isBlock: boolean;
  hidden: boolean;
  /** Inside an <a>. */
  inLink: boolean;
  /** Nearest block ancestor-or-self: the owner of this element's direct text. */
  owner: number;
  // Subtree totals (visible text only).
  chars: number;
  linkChars: number;
  tags: number;
  linkTags: number;
  punct: number;
  stops: number;
  cjk: number;
  paragraphs: number;
  images: number;
  /** Images that show a picture (isPicture): not spacers, rules, icons or tracking pixels. */
  pictures: number;
  /** Approximate markup length: tags and attributes (seed 004's text/code ratio). */
  markup: number;
  // Own text: text nodes whose owner block is this node (seed 000's "block text").
  ownChars: number;
  ownLinkChars: number;
  ownPunct: number;
  ownStops: number;
  ownCjk: number;
  /** Layout box in document coordinates, when the layout stage ran. */
  box?: { x: number; y: number; w: number; h: number };
}

export interface Segmentation {
  nodes: NodeInfo[];
  /** The walk's root: the document element. */
  root: NodeInfo;
  /** Blocks that own text, in document order: the text units. */
  units: NodeInfo[];
  byElement: Map<Element, NodeInfo>;
  /** The walk was stopped by the deadline: the totals cover the document up to that point. */
  cut: boolean;
  /** Streamed boundaries read at their template (dom.ts streamedPlacements): template → boundary. */
  placements: Map<Element, Element>;
  /** The document's JSON-LD and og:type, read once (declarations.ts). */
  declarations: Declarations;
  /** The words schema.org microdata gives elements ("comment", "review"), read once (vocabulary/landmarks.ts). */
  microdata: Map<Element, string>;
  /** The ids of the panels that disclosure controls open (dom.ts disclosedIds), read once. */
  disclosed: ReadonlySet<string>;
}

/**
 * Markup length estimate: the tags, the class/id text, and a typical attribute's length for the
 * rest. Reading every attribute would cost more than the whole walk.
 */
const TYPICAL_ATTRIBUTE_CHARS = 12;

/** What one walk reads every element against: its reading mode and the page's signals, read once. */
interface Walk {
  revealHidden: boolean;
  ignoreNames: boolean;
  words: Map<Element, string>;
  disclosed: ReadonlySet<string>;
}

function makeInfo(el: Element, tag: string, index: number, parent: NodeInfo | null, walk: Walk): NodeInfo {
  const { revealHidden, ignoreNames, words, disclosed } = walk;
  const isBlock = BLOCK_TAGS.has(tag);
  // Most elements carry no attributes at all: then there is nothing to read. (hasAttributes()
  // allocates nothing, unlike el.attributes.)
  const hasAttrs = el.hasAttributes();
  const cls = hasAttrs ? el.getAttribute('class') ?? '' : '';
  const role = hasAttrs ? el.getAttribute('role') ?? '' : '';
  const word = words.get(el);
  // Hiding and the markup estimate read the names whatever the reading (see ReadingMode).
  const named = hasAttrs ? hintOf(el, tag, cls, word) : '';
  // Microdata is no class name: a page whose names are hashed keeps it, and so does this reading.
  const hint = ignoreNames ? word ?? '' : named;
  return {
    el, index, tag, isBlock, hint, cls, hasAttrs, role,
    parent: parent ? parent.index : -1,
    depth: parent ? parent.depth + 1 : 1,
    hidden: (parent !== null && parent.hidden) || (hasAttrs && isHiddenByMarkup(el, revealHidden, named, disclosed)),
    inLink: (parent !== null && parent.inLink) || tag === 'a',
    owner: isBlock || !parent ? index : parent.owner,
    chars: 0, linkChars: 0, tags: 1, linkTags: tag === 'a' ? 1 : 0, punct: 0, stops: 0, cjk: 0,
    paragraphs: tag === 'p' ? 1 : 0, images: tag === 'img' ? 1 : 0,
    pictures: tag === 'img' && isPicture(el) ? 1 : 0,
    markup: tag.length * 2 + 5 + named.length + (hasAttrs ? TYPICAL_ATTRIBUTE_CHARS : 0),
    ownChars: 0, ownLinkChars: 0, ownPunct: 0, ownStops: 0, ownCjk: 0,
  };
}

/**
 * An image drawn smaller than this on either side (by its width/height attributes) is a spacer,
 * a dotted rule, an icon or a pixel, not a picture. Images without the attributes count.
 */
export const MIN_PICTURE_PX = 48;

function isPicture(img: Element): boolean {
  const w = img.getAttribute('width');
  const h = img.getAttribute('height');
  return !((w !== null && parseInt(w, 10) < MIN_PICTURE_PX) || (h !== null && parseInt(h, 10) < MIN_PICTURE_PX));
}

/** Fold a finished node's totals into its parent. Hidden subtrees contribute nothing. */
function closeNode(info: NodeInfo, nodes: NodeInfo[]): void {
  if (info.parent < 0 || info.hidden) return;
  const p = nodes[info.parent];
  p.chars += info.chars;
  p.linkChars += info.linkChars;
  p.tags += info.tags;
  p.linkTags += info.linkTags;
  p.punct += info.punct;
  p.stops += info.stops;
  p.cjk += info.cjk;
  p.paragraphs += info.paragraphs;
  p.images += info.images;
  p.pictures += info.pictures;
  p.markup += info.markup;
}

/**
 * Inline formatting that, without attributes, says nothing about its text: not walked as nodes
 * of their own (a third of a typical page's elements), so the walk allocates less. Links and
 * images are not here: they carry link density and image counts.
 */
const PLAIN_INLINE_TAGS = new Set([
  'b', 'i', 'u', 's', 'em', 'strong', 'span', 'font', 'small', 'big', 'br', 'wbr', 'sup', 'sub',
  'mark', 'abbr', 'cite', 'q', 'tt', 'nobr', 'del', 'ins', 'kbd', 'var', 'samp', 'time', 'label',
]);

/** Reused by every text node of the walk: counting allocates nothing. */
const scratch: TextCounts = { chars: 0, punct: 0, stops: 0, cjk: 0 };

/** The watchdog's clock is read once per this many nodes (well under a millisecond of walk). */
const NODES_PER_DEADLINE_CHECK = 256;

// The walk's tree is the rendered one: a host with an open shadow root has the root's children
// first, then its own (light) children, which its <slot>s show. Their order within the host may
// differ from the slots' order; what counts here is that the text is read, once.
// Only custom elements and these can host a shadow root (DOM standard, attachShadow): asking
// the others costs a binding call per element for nothing (a tenth of the walk, measured).
const SHADOW_HOST_TAGS = new Set([
  'article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'main', 'nav', 'p', 'section', 'span',
]);
const firstChildOf = (el: Element, tag: string): ChildNode | null => {
  const shadow = SHADOW_HOST_TAGS.has(tag) || tag.includes('-') ? shadowOf(el) : null;
  return shadow ? shadow.firstChild ?? el.firstChild : el.firstChild;
};
/** How a page is read, when the first reading found nothing (pipeline.ts repairs). */
export interface ReadingMode {
  /**
   * Walk <noscript> content as page content: for pages that show nothing without script and put
   * their whole content there for crawlers (Discourse, some SPAs).
   */
  readNoscript?: boolean;
  /**
   * Count only aria-hidden as hidden, not the hidden attribute or inline display/visibility: for
   * pages hidden whole until their scripts run.
   */
  revealHidden?: boolean;
  /**
   * Read no class or id as a hint (NodeInfo.hint is only the microdata word, if any), as on a page
   * whose names are hashed: for pages whose names mislead so far that nothing is left of them.
   * Hiding still reads them.
   */
  ignoreNames?: boolean;
}

export function segment(doc: Document, deadline = NO_DEADLINE, mode: ReadingMode = {}): Segmentation {
  const { readNoscript = false, revealHidden = false, ignoreNames = false } = mode;
  // The document element, not <body>: head is skipped anyway, and lenient parsers (linkedom)
  // can leave content outside an empty <body> on malformed pages.
  const rootEl = doc.documentElement;
  const nodes: NodeInfo[] = [];
  const byElement = new Map<Element, NodeInfo>();
  if (!rootEl) throw new Error('The document has no root element.');
  const words = microdataWords(doc);
  const walk: Walk = { revealHidden, ignoreNames, words, disclosed: disclosedIds(doc) };
  // The root is read as it stands, whatever the mode.
  const root = makeInfo(rootEl, tagOf(rootEl), 0, null, { ...walk, revealHidden: false, ignoreNames: false });
  nodes.push(root);
  byElement.set(rootEl, root);

  const placements = streamedPlacements(doc);
  // Boundary → its template: climbing out of a boundary's content resumes after the template.
  const resumeAt = new Map<Element, Element>();
  for (const [template, boundary] of placements) resumeAt.set(boundary, template);
  const stack: NodeInfo[] = [root];
  let node: Node | null = rootEl.firstChild;
  let cut = false;
  let checks = NODES_PER_DEADLINE_CHECK;
  // Once per node of the page, and cold (each extraction runs in a fresh script context, where
  // this is interpreted): the small steps are written out here rather than called.
  while (node) {
    // The watchdog: past the budget, what was walked so far is the segmentation.
    if (--checks === 0) {
      checks = NODES_PER_DEADLINE_CHECK;
      if (deadline.check()) {
        cut = true;
        break;
      }
    }
    const top = stack[stack.length - 1];
    let first: Node | null = null;
    const type = node.nodeType;
    if (type === ELEMENT_NODE) {
      const el = node as Element;
      const tag = (el.localName || el.tagName || '').toLowerCase();
      if (resumeAt.size !== 0 && (placements.has(el) || resumeAt.has(el))) {
        // A streamed boundary: its content is walked at its template, and skipped where it sits.
        first = placements.get(el)?.firstChild ?? null;
      } else if (PLAIN_INLINE_TAGS.has(tag) && !el.hasAttributes()) {
        // Bare formatting (<b>, <span>, <br>): no node of its own, its text goes to the parent.
        top.tags++;
        top.markup += tag.length * 2 + 5;
        first = firstChildOf(el, tag);
      } else if (!SKIP_TAGS.has(tag) || (readNoscript && tag === 'noscript')) {
        const info = makeInfo(el, tag, nodes.length, top, walk);
        nodes.push(info);
        byElement.set(el, info);
        first = firstChildOf(el, tag);
        if (first) stack.push(info);
        else closeNode(info, nodes);
      }
    } else if (type === TEXT_NODE && !top.hidden) {
      const data = (node as Text).data;
      // Most text nodes are the whitespace between tags: nothing to count.
      if (VISIBLE_RE.test(data)) {
        const c = countText(data, scratch);
        top.chars += c.chars;
        top.punct += c.punct;
        top.stops += c.stops;
        top.cjk += c.cjk;
        const owner = nodes[top.owner];
        owner.ownChars += c.chars;
        owner.ownPunct += c.punct;
        owner.ownStops += c.stops;
        owner.ownCjk += c.cjk;
        if (top.inLink) {
          top.linkChars += c.chars;
          owner.ownLinkChars += c.chars;
        }
      }
    }
    if (first) {
      node = first;
      continue;
    }
    // Advance: next sibling, or climb (closing each finished element) until one has a sibling.
    let next: Node | null = node.nextSibling;
    while (!next) {
      let parent: Node | null = node.parentNode;
      if (parent !== null && parent.nodeType === FRAGMENT_NODE) {
        // Past a shadow root's last child come its host's own (light) children, then the host ends.
        const host: Element | null = (parent as ShadowRoot).host;
        next = host ? host.firstChild : null;
        if (next) break;
        parent = host ?? null;
      }
      node = parent;
      if (!node || node === rootEl) break;
      if (resumeAt.size !== 0 && resumeAt.has(node as Element)) node = resumeAt.get(node as Element)!;
      // Climbing out of a bare inline element closes nothing: it never had a node.
      if (node === stack[stack.length - 1].el) closeNode(stack.pop()!, nodes);
      next = node.nextSibling;
    }
    node = next;
  }
  while (stack.length > 1) closeNode(stack.pop()!, nodes);

  const units = nodes.filter((n) => n.ownChars > 0 && !n.hidden);
  return { nodes, root, units, byElement, cut, placements, declarations: readDeclarations(doc), microdata: words, disclosed: walk.disclosed };
}
