/**
 * Combining the DOM page-type model with the screenshot CNN (research code, not shipped while its
 * weight is 0): the log-linear pool and the prior's validation.
 */
import { describe, expect, it } from 'vitest';
import { cleanPrior, combineProbabilities, SCREENSHOT_WEIGHT, validPrior } from '../../src/research/pagetype-combine';

const dom = { article: 0.55, list: 0.35, forum: 0.05, other: 0.05 };
const listShot = { article: 0.1, list: 0.8, forum: 0.05, other: 0.05 };

describe('combineProbabilities', () => {
  it('is the DOM model alone at weight 0 and with an invalid prior', () => {
    expect(combineProbabilities(dom, listShot, 0)).toBe(dom);
    expect(combineProbabilities(dom, { article: 1 }, 1)).toBe(dom);
    expect(combineProbabilities(dom, { ...listShot, list: Number.NaN }, 1)).toBe(dom);
  });

  it('is the normalised product p_dom · p_shot^w', () => {
    const c = combineProbabilities(dom, listShot, 1);
    const raw = Object.fromEntries(Object.keys(dom).map((k) => [k, dom[k as keyof typeof dom] * listShot[k as keyof typeof listShot]]));
    const sum = Object.values(raw).reduce((a, b) => a + b, 0);
    for (const k of Object.keys(dom)) expect(c[k]).toBeCloseTo(raw[k] / sum, 9);
    // A sure screenshot turns the DOM model's close call; a weaker weight moves it less.
    expect(c.list).toBeGreaterThan(c.article);
    expect(combineProbabilities(dom, listShot, 0.2).list).toBeLessThan(c.list);
  });

  it('does not let a screenshot zero veto a class', () => {
    const c = combineProbabilities({ article: 0.98, list: 0.01, forum: 0.005, other: 0.005 }, { article: 0, list: 1, forum: 0, other: 0 }, 0.5);
    expect(c.article).toBeGreaterThan(0);
  });

  it('has a shipped weight in the range the combiner script tries', () => {
    expect(SCREENSHOT_WEIGHT).toBeGreaterThanOrEqual(0);
    expect(SCREENSHOT_WEIGHT).toBeLessThanOrEqual(2);
  });
});

describe('validPrior / cleanPrior', () => {
  it('accepts a distribution over the four types only', () => {
    expect(validPrior(listShot)).toBe(true);
    expect(validPrior({ ...listShot, list: 0.9 })).toBe(false);
    expect(validPrior({ ...listShot, list: -0.1, article: 1 })).toBe(false);
    expect(validPrior('list')).toBe(false);
    expect(validPrior(null)).toBe(false);
    expect(cleanPrior({ ...listShot, extra: 'x' })).toEqual(listShot);
    expect(cleanPrior({ article: 1 })).toBeUndefined();
  });
});
