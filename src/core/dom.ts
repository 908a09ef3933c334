/**
 * Tag vocabularies and small DOM predicates. Reads only; nothing here changes a node.
 */
import { PANEL_HINT_RE } from './vocabulary/names';
import {
  HIDDEN_CLASS_PART_RE, HIDDEN_CLASS_RE, REACT_BOUNDARY_ID_RE, REACT_BOUNDARY_PREFIX, REACT_PLACEHOLDER_PREFIXES,
  RESPONSIVE_SHOW_RE, SR_ONLY_PART_RE, SR_ONLY_RE, VUE_CLOAK_ATTR,
} from './vocabulary/vendors';

/** DOM node types (Node.TEXT_NODE…), as numbers: the engine also runs where `Node` is not global. */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const FRAGMENT_NODE = 11;

/** Elements that render nothing: neither a box nor any text of theirs shows. */
export const NON_RENDERED_TAGS = new Set(['style', 'script', 'template', 'link', 'meta', 'noscript']);

/**
 * Elements whose contents are never reader text. (<noembed> is raw text a browser never shows:
 * markup for browsers without plugins, read as text it is tags and ad URLs.)
 */
export const SKIP_TAGS = new Set([
  'script', 'style', 'noscript', 'noembed', 'template', 'head', 'link', 'meta', 'iframe', 'frame', 'frameset',
  'object', 'embed', 'canvas', 'svg', 'select', 'option', 'optgroup', 'textarea', 'input',
  'button', 'datalist', 'map', 'area', 'audio', 'video', 'source', 'track', 'param', 'dialog',
]);

/**
 * Block-level elements: text inside belongs to the nearest of these (its "owner block", the
 * unit seed 000 computes R1..R5 on and seed 004 calls a content block).
 */
export const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'caption', 'center', 'dd', 'details',
  'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'header', 'hgroup', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'html', 'menu',
  'legend', 'listing', 'plaintext', 'xmp',
]);

export const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** The same headings as a selector. */
export const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';

/**
 * The element's open shadow root, if any: web components render their content there, and a
 * reader reads what the page shows. Closed roots are unreachable by design (null here).
 */
export function shadowOf(el: Element): ShadowRoot | null {
  return (el as Element & { shadowRoot?: ShadowRoot | null }).shadowRoot ?? null;
}

/**
 * The page's <body>, or null. Not `doc.body`: linkedom (the CLI's DOM) creates a missing body
 * when that getter is read, and reading a page must never change it (a frameset has no body).
 */
export function bodyOf(doc: Document): HTMLElement | null {
  const root = doc.documentElement as Element | null | undefined;
  // A minimal DOM without element traversal: only its own `body` can say.
  if (!root || root.firstElementChild === undefined) return doc.body ?? null;
  for (let c = root.firstElementChild; c; c = c.nextElementSibling) {
    if (tagOf(c) === 'body') return c as HTMLElement;
  }
  return null;
}

/** Lower-cased tag name; works for HTML and XML-ish documents alike. */
export function tagOf(el: Element): string {
  return (el.localName || el.tagName || '').toLowerCase();
}

/** Ids of fewer words are checked no further: component names are short. */
const SLUG_MIN_WORDS = 3;
const WORD_SEPARATORS_RE = /[-_]+/g;

/**
 * The id is made from the title the element opens with, as docs generators (Sphinx, docutils)
 * name sections: `<div class="section" id="sharing-with-a-single-developer"><h2>Sharing with a
 * single developer</h2>`.
 */
function isTitleSlug(el: Element, id: string): boolean {
  // Once per element with an id: count the words without splitting the string.
  if ((id.match(WORD_SEPARATORS_RE)?.length ?? 0) < SLUG_MIN_WORDS - 1) return false;
  const first = el.firstElementChild;
  if (!first || !HEADING_TAGS.has(tagOf(first))) return false;
  const slug = (first.textContent || '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return slug === id.toLowerCase();
}

/**
 * Class and id joined, lower-cased, with the element's microdata word (vocabulary
 * microdataWords): the string the hint patterns match.
 */
export function hintOf(el: Element, tag: string = tagOf(el), cls: string | null = el.getAttribute('class'), word = ''): string {
  // A heading's id is the anchor of its own text ("social-auth" for "Social Auth"), and so is the
  // id of a section made from its title: not names the author gave a block.
  const rawId = HEADING_TAGS.has(tag) ? null : el.getAttribute('id');
  const id = rawId && isTitleSlug(el, rawId) ? null : rawId;
  if (!cls && !id && !word) return '';
  return ((cls || '') + ' ' + (id || '') + (word ? ' ' + word : '')).toLowerCase();
}

const HIDDEN_STYLE_RE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;

/**
 * Hidden by markup alone (no layout needed): `hidden`, aria-hidden, inline display:none or
 * visibility:hidden, screen-reader-only classes. With `ariaOnly`, only aria-hidden: what scripts
 * would show is shown. `hint` is the element's hintOf (class and id, lower-cased), when the
 * caller has read it already.
 */
export function isHiddenByMarkup(
  el: Element, ariaOnly = false, hint: string = hintOf(el), disclosed: ReadonlySet<string> = NO_IDS,
): boolean {
  if (ariaOnly) return el.getAttribute('aria-hidden') === 'true';
  // Once per element of the walk: the exceptions are read only for an element that is hidden.
  if (el.hasAttribute('hidden')) return !isStreamedBoundary(el) && !isClosedPanel(el, disclosed);
  if (el.getAttribute('aria-hidden') === 'true') return ariaHiddenHides(el, hint, disclosed);
  const style = el.getAttribute('style');
  if (style !== null && HIDDEN_STYLE_RE.test(style)) return !isClosedPanel(el, disclosed);
  if (hiddenByClass(el, hint, disclosed)) return true;
  if (el.hasAttribute(VUE_CLOAK_ATTR)) return isUncompiledTemplate(el);
  return isScreenReaderOnly(el, hint);
}

/**
 * Vue hides a `v-cloak` element until it has compiled it ([v-cloak] { display: none }): a
 * product card's size picker full of "{{ size }}" placeholders. On a page whose whole app is
 * cloaked, that app is the page, and it is read as it stands.
 */
function isUncompiledTemplate(el: Element): boolean {
  return !el.querySelector('main, article, h1');
}

function hiddenByClass(el: Element, hint: string, disclosed: ReadonlySet<string>): boolean {
  if (!hint || !HIDDEN_CLASS_PART_RE.test(hint) || !HIDDEN_CLASS_RE.test(hint) || RESPONSIVE_SHOW_RE.test(hint)) return false;
  return !isPanel(el, hint, disclosed);
}

/**
 * A panel a reader view shows open: one a control opens (isClosedPanel), or one named as a panel
 * ("accordion", "collapse"). Only aria-hidden and hiding classes spare a panel by its name.
 */
function isPanel(el: Element, hint: string, disclosed: ReadonlySet<string>): boolean {
  return isClosedPanel(el, disclosed) || PANEL_HINT_RE.test(hint);
}

/**
 * Screen-reader-only text counts as hidden, except where it is all its parent says: then it
 * names an icon (a comparison table's tick, <span class="sr-only">Yes</span>) and a reader view,
 * which shows no icon, needs the word.
 */
function isScreenReaderOnly(el: Element, hint: string): boolean {
  if (!hint || !SR_ONLY_PART_RE.test(hint) || !SR_ONLY_RE.test(hint)) return false;
  const parent = el.parentElement;
  if (!parent) return true;
  for (let c = parent.firstChild; c; c = c.nextSibling) {
    if (c !== el && /\S/.test(c.textContent || '')) return true;
  }
  return false;
}

/**
 * Text-level elements that aria-hidden leaves on screen: an icon's "4.4 out of 5 stars", a
 * teaser's snippet link kept out of the accessibility tree because the title link goes to the
 * same story. Sighted readers see them.
 */
const TEXT_LEVEL_TAGS = new Set([
  'a', 'span', 'i', 'b', 'em', 'strong', 'small', 'del', 'ins', 's', 'u', 'time', 'abbr', 'sup', 'sub', 'mark', 'cite', 'label',
]);

/**
 * aria-hidden removes an element from the accessibility tree, not from the screen. It still
 * hides a block (an off-canvas copy of the menu, a decorative graphic with text, a script's
 * off-screen render target), but not text-level elements, nor a collapsed panel, which a reader
 * view shows open as it shows every tab panel.
 */
function ariaHiddenHides(el: Element, hint: string, disclosed: ReadonlySet<string>): boolean {
  return !TEXT_LEVEL_TAGS.has(tagOf(el)) && !isPanel(el, hint, disclosed);
}

/**
 * React's streaming server rendering sends late content in `<div hidden id="S:0">` and moves it
 * into place with script. A reader sees it in place, so it is not hidden content.
 */
export function isStreamedBoundary(el: Element): boolean {
  return REACT_BOUNDARY_ID_RE.test(el.getAttribute('id') || '');
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The ids of the panels that disclosure controls open: `aria-controls` on a control that states
 * `aria-expanded` (a product's "Details" row, an FAQ's question, a "Show more"). One query per
 * page.
 */
export function disclosedIds(doc: Document): Set<string> {
  const ids = new Set<string>();
  for (const control of Array.from(doc.querySelectorAll('[aria-controls][aria-expanded]'))) {
    for (const id of (control.getAttribute('aria-controls') || '').split(/\s+/)) if (id) ids.add(id);
  }
  return ids;
}

/**
 * A panel that a control opens: a tab's, or a disclosure button's (its id among `disclosed`, see
 * disclosedIds). A reader view has no tabs or buttons to press, so it shows every such panel
 * open. The reference reads no name: a build tool that hashes the id rewrites the reference too.
 */
export function isClosedPanel(el: Element, disclosed: ReadonlySet<string>): boolean {
  if (isTabPanel(el)) return true;
  if (disclosed.size === 0) return false;
  const id = el.getAttribute('id');
  return id !== null && disclosed.has(id);
}

/**
 * A tab panel ("npm | yarn | pnpm", "Windows | macOS | Linux"): one is shown at a time, the others
 * wait behind their tab. A reader view has no tabs to press, so every panel is content.
 */
export function isTabPanel(el: Element): boolean {
  return el.getAttribute('role') === 'tabpanel';
}

const PLACEHOLDER_SELECTOR = `template[id^="${REACT_PLACEHOLDER_PREFIXES[0]}"], template[id^="${REACT_PLACEHOLDER_PREFIXES[1]}"]`;

/**
 * Where each streamed boundary belongs: React marks the spot with `<template id="B:0">` (a
 * Suspense boundary) or `<template id="P:1f">` (a pending segment) and sends the content later in
 * `<div hidden id="S:0">` / `id="S:1f"` at the end of the body, for a script to move. Without that
 * script the content is read at its template (segment.ts, assemble.ts). Maps template →
 * boundary; empty on pages without boundaries (one query per page).
 */
export function streamedPlacements(doc: Document): Map<Element, Element> {
  const at = new Map<Element, Element>();
  for (const template of Array.from(doc.querySelectorAll(PLACEHOLDER_SELECTOR))) {
    // The number after the placeholder's prefix ("B:", "P:") is the boundary's.
    const id = template.getAttribute('id')!;
    const boundary = doc.getElementById(REACT_BOUNDARY_PREFIX + id.slice(id.indexOf(':') + 1));
    if (boundary && isStreamedBoundary(boundary)) at.set(template, boundary);
  }
  return at;
}

/** A short CSS-like path for debug traces: "div#main.article-body". */
export function describe(el: Element): string {
  const id = el.getAttribute('id');
  const cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return tagOf(el) + (id ? '#' + id : '') + cls.map((c) => '.' + c).join('');
}
