// The extractors compared by the benchmark and the script each one needs in the page.

import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './datasets.mjs';

/** Winnow's browser bundle (npm run build:lib); defines globalThis.Winnow = { extract, version }. */
export const WINNOW_BUNDLE = path.join(REPO_ROOT, 'dist', 'lib', 'winnow.iife.js');
/** The learned strategies live in the research bundle only (src/lib/research.ts). */
export const WINNOW_RESEARCH_BUNDLE = path.join(REPO_ROOT, 'dist', 'lib', 'winnow-research.iife.js');
/** Readability.js as a classic script: defines the global function `Readability`. */
const READABILITY_SCRIPT = path.join(REPO_ROOT, 'node_modules', '@mozilla', 'readability', 'Readability.js');
/** Defuddle's UMD bundle: defines `Defuddle` on self. */
const DEFUDDLE_SCRIPT = path.join(REPO_ROOT, 'node_modules', 'defuddle', 'dist', 'index.js');

/** Order used when --only is not given. Readability.js is the speed reference. */
export const ALL_EXTRACTORS = ['winnow', 'readability', 'defuddle', 'fulltext'];
export const SPEED_REFERENCE = 'readability';
/**
 * --strategies: Winnow once per selection strategy ("winnow:<strategy>", see ExtractOptions),
 * each paper's method on its own row; plain "winnow" is the default.
 */
export const STRATEGY_EXTRACTORS = ['winnow', 'winnow:fused', 'winnow:density', 'winnow:layout-regions', 'winnow:sd-descent',
  'winnow:network', 'winnow:svm', 'readability', 'defuddle', 'fulltext'];

/**
 * --stages: Winnow once more per stage that `disable` switches off ("winnow-off:<stage>"), to
 * read each stage's F1 contribution beside its cost. 'template' is left out: the bench has no
 * learned templates, so switching it off changes nothing.
 */
export const STAGE_SWITCHES = ['layout', 'pagetype', 'comments', 'forms', 'dialogs', 'gallery', 'rails', 'lead', 'datelines', 'disclosures', 'title'];
export const STAGE_OFF_PREFIX = 'winnow-off:';

/**
 * @typedef {object} Extractor
 * @property {string} name
 * @property {string|null} script source to evaluate in the page before running (null: none)
 * @property {string|null} version
 */

/**
 * Load the extractors asked for. An extractor whose script is missing is skipped with a
 * message (returned in `skipped`), so the peers can run before Winnow's bundle exists.
 * @param {string[]} names
 * @param {string|null} [pageTypeModel] a page-type model's JSON for Winnow's rows (bench
 *   --pagetype-model): the page's global `__winnowPageTypeModel`, passed as
 *   ExtractOptions.pageTypeModel (page-scripts.mjs)
 * @returns {{extractors: Extractor[], skipped: string[]}}
 */
export function loadExtractors(names, pageTypeModel = null) {
  /** @type {Extractor[]} */
  const extractors = [];
  /** @type {string[]} */
  const skipped = [];
  for (const name of names) {
    if (name === 'fulltext') {
      extractors.push({ name, script: null, version: null });
      continue;
    }
    const base = name.startsWith('winnow:') || name.startsWith(STAGE_OFF_PREFIX) ? 'winnow' : name;
    const file = name.startsWith('winnow:') ? WINNOW_RESEARCH_BUNDLE
      : { winnow: WINNOW_BUNDLE, readability: READABILITY_SCRIPT, defuddle: DEFUDDLE_SCRIPT }[base];
    if (!file) throw new Error(`unknown extractor "${name}" (have: ${ALL_EXTRACTORS.join(', ')})`);
    if (!fs.existsSync(file)) {
      const hint = base === 'winnow' ? ' — run `npm run build:lib` first' : '';
      skipped.push(`${name}: ${path.relative(REPO_ROOT, file)} not found${hint}`);
      continue;
    }
    const script = fs.readFileSync(file, 'utf8');
    const model = base === 'winnow' && pageTypeModel ? `\n;globalThis.__winnowPageTypeModel = ${pageTypeModel};` : '';
    extractors.push({ name, script: script + model, version: versionOf(base) });
  }
  return { extractors, skipped };
}

/** @param {string} name */
function versionOf(name) {
  const pkg = {
    winnow: path.join(REPO_ROOT, 'package.json'),
    readability: path.join(REPO_ROOT, 'node_modules', '@mozilla', 'readability', 'package.json'),
    defuddle: path.join(REPO_ROOT, 'node_modules', 'defuddle', 'package.json'),
  }[name];
  try {
    return pkg ? JSON.parse(fs.readFileSync(pkg, 'utf8')).version : null;
  } catch {
    return null;
  }
}
