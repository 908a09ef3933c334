// The page-type models fitted without one fold each (models/pagetype/bench-held<k>.json,
// `npm run train:pagetype-folds`): with them every dev page is typed out of sample (--cross-fit).

import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './datasets.mjs';
import { DEFAULT_FOLDS } from './folds.mjs';

/**
 * The five fold models, indexed by the fold each one leaves out.
 * @param {number} k the run's fold count
 * @returns {object[]}
 * @throws {Error} when k is not the split they were fitted on, or a model is missing
 */
export function loadFoldModels(k) {
  // The fold models were fitted on the bench's default split: another K draws other folds.
  if (k !== DEFAULT_FOLDS) throw new Error(`--cross-fit: the fold models are fitted on ${DEFAULT_FOLDS} folds, not ${k}`);
  return Array.from({ length: k }, (_, fold) => {
    const file = path.join(REPO_ROOT, 'models', 'pagetype', `bench-held${fold}.json`);
    if (!fs.existsSync(file)) throw new Error(`--cross-fit: ${path.relative(REPO_ROOT, file)} is missing; train it with npm run train:pagetype-folds`);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  });
}

/**
 * loadFoldModels for a command line: its refusal is printed and the process exits with 2.
 * @param {number} k
 */
export function foldModelsOrExit(k) {
  try {
    return loadFoldModels(k);
  } catch (err) {
    console.error(/** @type {Error} */ (err).message);
    process.exit(2);
  }
}
