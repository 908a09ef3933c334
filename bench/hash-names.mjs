// The hashed-names variant of a page (EVALUATION.md, "Hashed names"): every class and id token is
// replaced by a meaningless one, the same token by the same hash everywhere on the page (class
// and id attributes, `href="#id"`, `for`, `aria-*` id references, and the selectors of inline
// <style>), as CSS modules, styled-components or an obfuscating build leave a page. What an
// extractor still gets right here it gets from structure, density and layout, not from names.

import { fnv1a } from './folds.mjs';

/** @param {string} token */
export function hashName(token) {
  return `h${fnv1a(token).toString(36)}`;
}

/**
 * Ids a framework's runtime writes and its inline scripts address by their literal text: React's
 * streamed boundaries (`<template id="B:0">`, `<template id="P:1f">`, `<div hidden id="S:1f">`,
 * `$RC("B:0","S:0")`; the numbers are hexadecimal). They are no names (no word in them to hide),
 * and the bench rewrites no scripts: hashed, they would break the page's own wiring, which no
 * build tool does.
 */
const RUNTIME_ID_RE = /^[BSP]:[0-9a-f]+$/;

const hashList = (/** @type {string} */ value) => value.replace(/[^\s]+/g, (t) => (RUNTIME_ID_RE.test(t) ? t : hashName(t)));

/** class / id / id-reference attributes, quoted or not. */
const NAME_ATTR_RE = /(\s(?:class|id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
/** In-page anchors refer to ids. */
const ANCHOR_RE = /(\shref\s*=\s*)(["']?)#([^"'\s>]+)\2/gi;
const STYLE_RE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
/** `.name` and `#name` in a selector. */
const SELECTOR_NAME_RE = /([.#])(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g;

/**
 * Hash the class and id names of an inline style sheet's selectors. A selector (or at-rule
 * prelude) is the text before a `{`; declarations, between `{` and `}`, are left alone, so
 * `#fff` and `.5em` stay values. At-rule preludes (`@media (min-width: 40.5em)`) are kept.
 * @param {string} css
 */
export function hashCss(css) {
  // Every run up to the next brace is read once (a pattern for "text before `{`" alone retried
  // each declaration block from each of its characters: minutes on a page with data: URIs).
  return css.replace(/([^{}]*)([{}])/g, (whole, text, brace) =>
    brace === '}' || text.trim().startsWith('@') ? whole : text.replace(SELECTOR_NAME_RE, (_m, sigil, name) => sigil + hashName(name)) + '{',
  );
}

/**
 * The page with its class and id names hashed.
 * @param {string} html
 */
export function hashNames(html) {
  return html
    .replace(NAME_ATTR_RE, (_m, lead, dq, sq, bare) => {
      if (dq !== undefined) return `${lead}"${hashList(dq)}"`;
      if (sq !== undefined) return `${lead}'${hashList(sq)}'`;
      return lead + hashList(bare);
    })
    .replace(ANCHOR_RE, (_m, lead, q, id) => `${lead}${q}#${hashName(id)}${q}`)
    .replace(STYLE_RE, (_m, open, css, close) => open + hashCss(css) + close);
}
