// Build report of the scripts injected into pages on click: their size, raw and gzipped, printed
// by every extension build (Chromium, E2E, Firefox). These are the bytes a page pays for when the
// user clicks Winnow, so they are watched; past the budget the build says so loudly.
import { gzipSync } from 'node:zlib';

/**
 * Gzipped size an injected script should stay under: the engine and the messaging (the
 * extraction script, injected each time the popup opens; the browsing-time learning script).
 * Minified (44 kB when set). A warning, not an error: the number is for people to see and act on.
 */
export const CONTENT_SCRIPT_BUDGET_GZIP_KB = 45;
/**
 * The reading-view script's budget: the view's UI and the sanitizer (DOMPurify), injected when
 * the reading view opens, after the engine script whose engine it borrows (reader/tools-api.ts),
 * so a page loads the engine once (28.1 kB when set). Read aloud, the Markdown converter and the
 * reading of following pages are a script of their own (content/tools.js), loaded when first used.
 */
export const READER_SCRIPT_BUDGET_GZIP_KB = 30;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Sizes of the given bundle files (missing ones are skipped). */
export function injectedSizes(bundle, files) {
  const out = [];
  for (const file of files) {
    const item = bundle[file];
    if (!item) continue;
    const body = item.type === 'chunk' ? item.code ?? '' : item.source ?? '';
    const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    out.push({ file, bytes, gzip: gzipSync(body).byteLength });
  }
  return out;
}

/**
 * Vite plugin: prints each injected file's size after the bundle is written.
 * @param {string[]} files
 * @param {Record<string, number>} [budgets] gzip kB per file, where not CONTENT_SCRIPT_BUDGET_GZIP_KB
 */
export function contentScriptSize(files, budgets = {}) {
  return {
    name: 'winnow:content-script-size',
    apply: 'build',
    enforce: 'post',
    writeBundle(_options, bundle) {
      for (const { file, bytes, gzip } of injectedSizes(bundle, files)) {
        const budget = budgets[file] ?? CONTENT_SCRIPT_BUDGET_GZIP_KB;
        const over = gzip > budget * 1024;
        const line = `injected on click: ${file} ${kb(bytes)} (gzip ${kb(gzip)}; budget ${budget} kB gzip${over ? ', OVER' : ''})`;
        if (over) this.warn(line);
        else if (this.info) this.info(line);
        else console.log(line);
      }
    },
  };
}
