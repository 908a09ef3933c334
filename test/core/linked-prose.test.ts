/**
 * Sentences that carry their links ("For more information, see <a>…</a>.") are as link-dense
 * as a menu; pruning keeps them when words join the links (select/linked-prose.ts), and still
 * drops menus, tag lists and teaser rails. Real pages are read from ../shared/datasets at test
 * time (skipped without them).
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { page } from '../helpers/dom';
import { DATASETS_ROOT, HAVE_DATASETS } from '../helpers/datasets';
import { readRealPage } from '../helpers/real-page';

if (!HAVE_DATASETS) console.warn(`linked-prose: datasets not found at ${DATASETS_ROOT}; real-page tests skipped`);

const prose = (topic: string) => `<p>The ${topic} service stores tables in a columnar format, separates storage from compute, and scales each of them on its own, so that a query over a large table costs what it reads.</p>`;

describe('a documentation page with linked sentences', () => {
  const d = page(`<main><h1>Overview of the warehouse</h1>${prose('storage')}
    <ul>
      <li><a href="/patterns">Learn about common patterns</a> in the data warehouse and data marts.</li>
      <li><a href="/datasets">Learn about datasets</a>, the top-level container of tables and views.</li>
      <li><a href="/transfer">The transfer service</a> automates data ingestion.</li>
      <li><a href="/load">Load data</a> using: <ul><li><a href="/stream">Stream data</a> with the <a href="/write">Write API</a>.</li></ul></li>
    </ul>
    <p>For more information, see <a href="/storage">Overview of warehouse storage</a>.</p>
    <ul class="x1"><li><a href="/a">Pricing</a></li><li><a href="/b">Quotas and limits</a></li><li><a href="/c">Release notes</a></li></ul>
    <ul class="x2"><li><a href="/r1">Coming soon: special bus lanes for the city</a> (Mar 3)</li><li><a href="/r2">Canadian soldier killed in Afghanistan</a> (Mar 2)</li></ul>
    <p>Tags: <a href="/t/sql">bigquery</a>, <a href="/t/etl">warehousing</a>, <a href="/t/bi">analytics</a>.</p>
    <p>Related posts: <a href="/p1">Instant-hit kills in the next game? If true, a good idea.</a><br><a href="/p2">New shots of the sequel hit the web</a></p>
    <p>Read more: <a href="/p3">Canadian man and family released after five years in captivity.</a></p>
    ${prose('analytics')}</main>`);
  const text = extractSync(d, { pageType: 'article' }).text;

  it('keeps the sentences whose words join their links', () => {
    expect(text).toContain('Learn about common patterns in the data warehouse and data marts.');
    expect(text).toContain('Learn about datasets, the top-level container');
    expect(text).toContain('Stream data with the Write API.');
    expect(text).toContain('For more information, see Overview of warehouse storage.');
  });

  it('still drops a bare menu, a rail of dated titles, a tag list and labelled related links', () => {
    expect(text).not.toContain('Quotas and limits');
    expect(text).not.toContain('special bus lanes');
    expect(text).not.toContain('Tags:');
    expect(text).not.toContain('Instant-hit kills');
    expect(text).not.toContain('Canadian man');
  });
});

describe.skipIf(!HAVE_DATASETS)('a real documentation page (wcxb-dev; needs ../shared/datasets)', () => {
  it('wcxb-dev/0701 (BigQuery overview): its linked sentences are read', () => {
    const { text, f1 } = readRealPage('wcxb-dev', '0701');
    expect(text).toContain('For more information, see Overview of BigQuery storage.');
    // Before: 0.86 (every "For more information, see …" line and linked list dropped).
    expect(f1).toBeGreaterThan(0.88);
  });
});
