// What the Node-only tools (quick.mjs, its worker, readings.mjs) share: Winnow's Node build and
// a dataset page parsed as the CLI parses it (parse5's HTML5 tree, re-serialised for linkedom;
// see src/lib/dom.ts).

import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { parse, serialize } from 'parse5';
import { readPageHtml, REPO_ROOT } from './datasets.mjs';
import { runExtractorInPage } from './page-scripts.mjs';

/** Peers the quick loop can run in Node (fulltext needs innerText, which linkedom lacks). */
export const NODE_PEERS = ['readability', 'defuddle'];

/**
 * dist/lib/winnow.mjs, or $WINNOW_MODULE; exits with a hint when it is not built.
 * @returns {string} absolute path
 */
export function winnowModulePath() {
  const modulePath = path.resolve(process.env.WINNOW_MODULE ?? path.join(REPO_ROOT, 'dist', 'lib', 'winnow.mjs'));
  if (!fs.existsSync(modulePath)) {
    console.error(`Winnow module not found: ${modulePath} (run \`npm run build:lib\` or set WINNOW_MODULE)`);
    process.exit(2);
  }
  return modulePath;
}

/**
 * A dataset page as a linkedom document.
 * @param {string} pagePath pages/<id>.html.gz
 * @param {{hashNames?: boolean, perturb?: string}} [opts] see datasets.readPageHtml
 * @returns {Document}
 */
export function nodeDocument(pagePath, opts = {}) {
  return parseNodeDocument(readPageHtml(pagePath, opts));
}

/**
 * The key under which a Node document carries its HTML parser (src/core/recover.ts HTML_PARSER,
 * checked by test/bench-node-dom.test.ts): a page whose unclosed <title> swallowed its markup is
 * parsed again by this same route, as the CLI does (src/lib/dom.ts), not by linkedom's DOMParser,
 * which loses it and would leave the quick loop reading nothing where the browser reads the story.
 */
export const HTML_PARSER_KEY = '__winnowParseHtml';

/**
 * An HTML string as a linkedom document, parsed as the CLI parses it.
 * @param {string} html
 * @returns {Document}
 */
export function parseNodeDocument(html) {
  const { document } = parseHTML(serialize(parse(html, { scriptingEnabled: false })));
  Object.defineProperty(document, HTML_PARSER_KEY, { value: parseNodeDocument });
  return /** @type {Document} */ (document);
}

/**
 * A peer as an extract(document) function, run through the browser bench's own in-page code
 * (page-scripts.mjs: the same call and the same HTML-to-text) with linkedom standing in for the
 * page's globals. Figures differ from the browser's where the peer reads layout or CSS.
 * @param {string} name one of NODE_PEERS
 * @returns {Promise<(document: Document) => Promise<{text: string, title: string|null, pageType: null}>>}
 */
export async function peerExtract(name) {
  if (!NODE_PEERS.includes(name)) throw new Error(`unknown Node peer "${name}" (have: winnow, ${NODE_PEERS.join(', ')})`);
  const g = /** @type {any} */ (globalThis);
  if (name === 'readability') g.Readability = (await import('@mozilla/readability')).Readability;
  else g.Defuddle = (await import('defuddle')).default;
  // linkedom's own DOMParser leaves a fragment's nodes outside <body>; the peers' output is a fragment.
  g.DOMParser = class {
    /** @param {string} html */
    parseFromString(html) {
      return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
    }
  };
  return async (document) => {
    g.document = document;
    g.window = document.defaultView;
    const r = await runExtractorInPage(name);
    if (r.error) throw new Error(r.error);
    return { text: r.text, title: r.title ?? null, pageType: null };
  };
}
