// bench/compare.mjs: the landing rule's figures from two runs' per-page records.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareRuns, formatComparison, readRecords } from '../bench/compare.mjs';

/** A shingle-scored page record with P = R = F1 = f1. */
const page = (dataset: string, id: string, fold: number, f1: number) =>
  ({ dataset, id, fold, f1, p: f1, r: f1, predEmpty: false, truthEmpty: false, extractor: 'winnow', pageType: 'article', ms: 1, error: null, chars: 100 });
/** A snippet-scored (validation) page record. */
const snippetPage = (id: string, fold: number, tp: number) => ({ ...page('trafilatura-eval', id, fold, 0), snip: { tp, fp: 4 - tp, fn: 4 - tp, tn: tp } });

const before = [page('a', 'h1', 0, 0.8), page('a', 'f1', 1, 0.9), page('b', 'h2', 0, 0.7), page('b', 'f2', 2, 0.9), snippetPage('v1', 0, 3)];

describe('comparing two runs', () => {
  it('rises on the held fold, holds the validation set: the change lands', () => {
    const after = before.map((r) => (r.id === 'h1' ? { ...r, f1: 0.9, p: 0.9, r: 0.9 } : r));
    const c = compareRuns(before, after, { held: 0 });
    expect(c.heldMean[1]).toBeGreaterThan(c.heldMean[0]);
    expect(c.verdict).toMatchObject({ heldMeanRises: true, validationHolds: true, noSetFalls: true });
    // The held page moved: counted, not named.
    expect(c.moved).toHaveLength(1);
    expect(c.moved[0].hidden).toBe(true);
    expect(formatComparison(c)).not.toContain('a/h1');
  });

  it('names a fitting page that moved, and fails a set that falls by more than the limit', () => {
    const after = before.map((r) => (r.id === 'f2' ? { ...r, f1: 0.5, p: 0.5, r: 0.5 } : r));
    const c = compareRuns(before, after, { held: 0 });
    expect(c.verdict.noSetFalls).toBe(false);
    expect(c.verdict.fell).toEqual(['b']);
    expect(c.verdict.heldMeanRises).toBe(false);
    expect(formatComparison(c)).toContain('b/f2');
  });

  it('reads a validation set by its snippet counts and says when it falls', () => {
    const after = before.map((r) => (r.id === 'v1' ? snippetPage('v1', 0, 2) : r));
    const c = compareRuns(before, after, { held: 0 });
    const v = c.sets.find((s) => s.dataset === 'trafilatura-eval')!;
    expect(v.validation).toBe(true);
    expect(v.all[1].f1).toBeLessThan(v.all[0].f1);
    expect(c.verdict.validationHolds).toBe(false);
    // The validation set is not in the dev sets' held mean.
    expect(c.heldMean[0]).toBeCloseTo((0.8 + 0.7) / 2, 6);
  });

  it("reads one extractor's records from a browser run's file of several (winnow unless named)", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'compare-')), 'pages.jsonl');
    const rows = [page('a', 'x', 0, 0.9), { ...page('a', 'x', 0, 0.6), extractor: 'readability' }];
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
    expect(readRecords(file).map((r) => r.f1)).toEqual([0.9]);
    expect(readRecords(file, 'readability').map((r) => r.f1)).toEqual([0.6]);
    expect(() => readRecords(file, 'defuddle')).toThrow(/no records of defuddle/);
    const c = compareRuns(readRecords(file, 'readability'), readRecords(file));
    expect(c.heldMean[1] - c.heldMean[0]).toBeCloseTo(0.3, 6);
  });
});
