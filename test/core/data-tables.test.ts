/**
 * A data table's short cells (figures, names, dates) are data, not short chrome lines: they must
 * not push the table, and the article holding it, out of the selection (scoring.ts
 * `isDataCell`). Real pages are read from ../shared/datasets at test time (skipped without them).
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { pageScore } from '../../bench/metric.mjs';
import { doc, page } from '../helpers/dom';
import { DATASETS_ROOT, HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';
import { readRealPage } from '../helpers/real-page';

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

describe('a headed table of links (a lecture schedule)', () => {
  it('keeps every row, its resource links included, while an article\'s link rail still goes', () => {
    const rows = Array.from({ length: 6 }, (_, i) => `<tr><td>Sep ${i + 6}</td><td>Lecture ${i + 1}: tensor methods, part ${i + 1}</td>
      <td><a href="/n${i}.pdf">instructor notes</a>, <a href="/s${i}.pdf">slides</a>, <a href="/sc${i}.pdf">scribe notes</a></td></tr>`).join('');
    const d = page(`<main><h1>Algorithms for data science</h1>
      <p>This graduate class covers algorithmic questions in modern machine learning, with weekly problem sets and a final project.</p>
      <p>Lectures are on Mondays and Wednesdays; notes and slides are posted after each lecture, and scribe notes within a week.</p>
      <table><tr><th>Date</th><th>Topic</th><th>Resources</th></tr>${rows}</table>
      <div class="links"><a href="/a">Home</a> <a href="/b">Faculty and staff directory</a> <a href="/c">Department news</a></div></main>`);
    // Read as an article: this is pruning's rule (a page this small may be typed a list).
    const text = extractSync(d, { pageType: 'article' }).text;
    expect(text.match(/instructor notes, slides, scribe notes/g)?.length).toBe(6);
    expect(text).not.toContain('Faculty and staff directory');
  });
});

describe('a headed grid whose cells are links (laureates by year and prize)', () => {
  const grid = (rows: number) => `<table><tr><th>Year</th><th>Physics</th><th>Chemistry</th><th>Peace</th></tr>${
    Array.from({ length: rows }, (_, i) => `<tr><td>${1901 + i}</td><td><a href="/p${i}">Physicist ${i}</a></td>`
      + `<td><a href="/c${i}">Chemist ${i}</a></td><td><a href="/o${i}">Peacemaker ${i}</a></td></tr>`).join('')}</table>`;
  const article = (body: string) => page(`<main><h1>Nobel Prize</h1>
    <p>The prizes are awarded annually by the academies for outstanding contributions in their fields, and each prize may be shared.</p>
    <p>The committee keeps nominations secret for fifty years, after which the archives may be opened to researchers on request.</p>
    <h2>List of laureates</h2>${body}<p>Laureates receive a gold medal, a diploma and a sum of money set by the foundation.</p></main>`);

  it('keeps the grid: its links are its records, not a menu', () => {
    const text = extractSync(article(grid(12)), { pageType: 'article' }).text;
    expect(text).toContain('Physicist 11');
    expect(text).toContain('Peacemaker 0');
  });

  it('still drops a short headed table of links as link-dense', () => {
    const text = extractSync(article(grid(2)), { pageType: 'article' }).text;
    expect(text).not.toContain('Physicist 1');
  });
});

describe.skipIf(!HAVE_DATASETS)('a real list page whose content is a linked grid (wcxb-dev 2905, Nobel laureates)', () => {
  it('reads the table of laureates', () => {
    const { text, f1 } = readRealPage('wcxb-dev', '2905');
    expect(text).toContain('Wilhelm Röntgen');
    // Before: 0.27 (the table dropped as link-dense).
    expect(f1).toBeGreaterThan(0.8);
  });
});
