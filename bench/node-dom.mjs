// What the Node-only tools (quick.mjs, its worker, readings.mjs) share: Winnow's Node build and
// a dataset page parsed as the CLI parses it (parse5's HTML5 tree, re-serialised for linkedom;
// see src/lib/dom.ts).

import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { parse, serialize } from 'parse5';
import { readPageHtml, REPO_ROOT } from './datasets.mjs';

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
 * @param {{hashNames?: boolean}} [opts] see datasets.readPageHtml
 * @returns {Document}
 */
export function nodeDocument(pagePath, opts = {}) {
  return /** @type {Document} */ (parseHTML(serialize(parse(readPageHtml(pagePath, opts), { scriptingEnabled: false }))).document);
}
