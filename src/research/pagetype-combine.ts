/**
 * Fusing the DOM page-type model's probabilities with the screenshot CNN's (seed 003 reads the
 * type from the page's picture; this engine reads it from the DOM; the extension has both).
 * Log-linear pooling: p ∝ p_dom · p_shot^w, a product of experts where w says how much the
 * screenshot's opinion counts. w was chosen on held-out sites by scripts/pagetype-combine.mjs
 * (models/README.md, "Screenshot CNN").
 */
import type { PageType } from '../core/types';

/**
 * The screenshot model's weight in the product: 0, the screenshot is off. On held-out sites
 * (scripts/pagetype-combine.mjs, 1,357 pages, 3 site folds) every weight tried made the DOM
 * model worse (accuracy 0.823 alone, 0.822 at 0.1, 0.799 at 0.5, 0.761 at 1): the CNN, trained
 * on offline pages rendered without their CSS, reads 0.48 alone. models/README.md has the rest.
 */
export const SCREENSHOT_WEIGHT = 0;
/** Probabilities are floored before the log: a CNN's 0 must not veto the DOM model alone. */
const PROBABILITY_FLOOR = 1e-4;

/** The page types a prior may name. */
const TYPES: readonly PageType[] = ['article', 'list', 'forum', 'other'];

/**
 * A usable prior: every page type with a finite probability in [0, 1] summing to about 1
 * (a message from another context is checked before it steers the reading).
 */
export function validPrior(prior: unknown): prior is Record<PageType, number> {
  if (!prior || typeof prior !== 'object') return false;
  const p = prior as Record<string, unknown>;
  let sum = 0;
  for (const t of TYPES) {
    const v = p[t];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) return false;
    sum += v;
  }
  return Math.abs(sum - 1) < 1e-3;
}

/** A copy of a valid prior holding the four page types only, else undefined. */
export function cleanPrior(prior: unknown): Record<PageType, number> | undefined {
  return validPrior(prior) ? (Object.fromEntries(TYPES.map((t) => [t, prior[t]])) as Record<PageType, number>) : undefined;
}

/**
 * The combined class probabilities (same keys as `dom`). With weight 0, or a prior that is not
 * valid, the DOM model's own probabilities come back unchanged.
 */
export function combineProbabilities(
  dom: Record<string, number>,
  prior: unknown,
  weight: number = SCREENSHOT_WEIGHT,
): Record<string, number> {
  if (!weight || !validPrior(prior)) return dom;
  const keys = Object.keys(dom);
  const logs = keys.map((k) => Math.log(Math.max(dom[k], PROBABILITY_FLOOR)) + weight * Math.log(Math.max(prior[k as PageType] ?? 0, PROBABILITY_FLOOR)));
  const max = Math.max(...logs);
  const exps = logs.map((l) => Math.exp(l - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return Object.fromEntries(keys.map((k, i) => [k, exps[i] / sum]));
}
