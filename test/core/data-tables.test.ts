/**
 * A data table's short cells (figures, names, dates) are data, not short chrome lines: they must
 * not push the table, and the article holding it, out of the selection (select/units.ts
 * `isDataCell`). Real pages are read from ../shared/datasets at test time (skipped without them).
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { pageScore } from '../../bench/metric.mjs';
import { doc, page } from '../helpers/dom';
import { DATASETS_ROOT, HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

if (!HAVE_DATASETS) console.warn(`data-tables: datasets not found at ${DATASETS_ROOT}; real-page tests skipped`);

const ROWS = 40;
const table = `<table><tbody><tr><th>Rank</th><th>School</th><th>Share</th><th>Salary</th></tr>${
  Array.from({ length: ROWS }, (_, i) => `<tr><td>${i + 1}</td><td>School ${i + 1}</td><td>${30 + (i % 20)}%</td><td>$${150 + i},000</td></tr>`).join('')}</tbody></table>`;

describe('an article whose content is a data table', () => {
  it('is read with its table, not as its lead paragraph alone', () => {
    const d = page(`<nav><a href="/">Home</a> <a href="/rankings">Rankings</a></nav><div class="entry">
      <p>Ranking reports in aggregate help an applicant see trends in a programme's standing and weigh what matters to them most when they apply.</p>
      ${table}<p>Source: the publisher's 2024 survey.</p></div>`);
    const text = extractSync(d).text;
    expect(text).toContain('Ranking reports in aggregate');
    expect(text).toContain('School 40');
  });
});

describe.skipIf(!HAVE_DATASETS)('a real article made of a ranking table (wcxb-dev; needs ../shared/datasets)', () => {
  it('wcxb-dev/0103 (US News MBA ranking): the table rows are read', () => {
    const truth = readTruth('wcxb-dev', '0103');
    const text = extractSync(doc(readPage('wcxb-dev', '0103'))).text;
    expect(truth).toContain('Chicago Booth School of Business');
    expect(text).toContain('Chicago Booth School of Business');
    // Before: 0.09 (the lead paragraph alone).
    expect(pageScore(truth, text).f1).toBeGreaterThan(0.8);
  });
});
