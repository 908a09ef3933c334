/**
 * Page-type features: the head declarations (publication date, author, rel=next), the headline
 * and form counts, and the list-item shares that are computed from the segmentation (an upward
 * walk from each <time>, heading, price or date line) instead of one DOM query per item — checked
 * against the DOM queries they replace, on our own page and on a real news index.
 */
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from '../../src/core/pagetype/features';
import { featuresOf } from '../../src/core/pagetype/dump';
import { segment } from '../../src/core/segment';
import { select } from '../../src/core/select';
import { bestGroup, findGroups } from '../../src/core/lists';
import { readMetadata } from '../../src/core/metadata';
import { baseUrlOf, pageUrlOf } from '../../src/core/urls';
import { page, prose, unseenHtml } from '../helpers/dom';
import { parseDocument } from '../../src/lib/dom';
import { HAVE_DATASETS, readPage } from '../helpers/datasets';

type Name = (typeof FEATURE_NAMES)[number];
const featureOf = (row: number[], name: Name) => row[FEATURE_NAMES.indexOf(name)];

const TOWNS = ['Harbour', 'Bridge', 'Library', 'Orchard', 'Railway', 'Market'];
/**
 * Cards with a headline each; a <time> on the first three, a price line (a block of its own: a
 * price in an inline span is part of its card's text) on the first two.
 */
function shopIndex(head = ''): Document {
  const cards = TOWNS.map((s, i) => `
    <div class="card">
      <h3><a href="/p/${s.toLowerCase()}">${s} print, framed, limited edition</a></h3>
      ${i < 3 ? `<time datetime="2024-03-1${i}">March 1${i}, 2024</time>` : ''}
      ${i < 2 ? '<div class="price">$24.00</div>' : ''}
      <p>A print of the ${s.toLowerCase()} drawn by a local artist, on heavy paper, signed and numbered.</p>
    </div>`).join('');
  return page(`<header><a href="/">Shop</a></header><main><section class="grid">${cards}</section></main>`, { head });
}

describe('page-type features from the head and the walk', () => {
  it('reads publication date, author, pagination and og:type from <head> only', () => {
    const bare = featuresOf(shopIndex());
    for (const name of ['metaPublished', 'metaAuthor', 'relNext', 'ogWebsite'] as const) expect(featureOf(bare, name), name).toBe(0);
    const declared = featuresOf(shopIndex(`
      <meta property="article:published_time" content="2024-03-10T08:00:00Z">
      <meta name="author" content="A. Writer">
      <meta property="og:type" content="website">
      <link rel="next" href="/page/2">`));
    for (const name of ['metaPublished', 'metaAuthor', 'relNext', 'ogWebsite'] as const) expect(featureOf(declared, name), name).toBe(1);
    // An empty author meta declares nothing.
    expect(featureOf(featuresOf(shopIndex('<meta name="author" content="">')), 'metaAuthor')).toBe(0);
  });

  it('shares of items holding a headline, a <time>, a price line', () => {
    const row = featuresOf(shopIndex());
    expect(featureOf(row, 'itemsWithHeading')).toBeCloseTo(1, 9);
    expect(featureOf(row, 'itemsWithTime')).toBeCloseTo(3 / 6, 9);
    expect(featureOf(row, 'itemsWithPrice')).toBeCloseTo(2 / 6, 9);
    // The <time> lines read as dates too, but an item is counted once per kind.
    expect(featureOf(row, 'itemsWithDate')).toBeLessThanOrEqual(3 / 6);
    expect(featureOf(row, 'itemsWithLink')).toBeCloseTo(1, 9);
  });

  it('headline position and count, form parts (inputs are not segmented, forms and labels are)', () => {
    const rail = `<ul class="rail">${TOWNS.map((s) => `<li><a href="/${s}">${s} news</a></li>`).join('')}</ul>`;
    const story = (before: string, after: string) => page(`${before}<main><h1>Harbour plans approved</h1>
      <p>${prose('harbour', 4)}</p><p>${prose('council', 4)}</p></main>${after}
      <form action="/subscribe"><label for="e">Email</label><input id="e"><button>Go</button></form>`);
    const row = featuresOf(story('', rail));
    expect(featureOf(row, 'logH1')).toBeCloseTo(Math.log1p(1), 9);
    expect(featureOf(row, 'h1Position')).toBeGreaterThan(0);
    // The same headline after a link rail sits later in the page.
    expect(featureOf(featuresOf(story(rail, '')), 'h1Position')).toBeGreaterThan(featureOf(row, 'h1Position') + 0.3);
    expect(featureOf(row, 'logForms')).toBeCloseTo(Math.log1p(1), 9);
    expect(featureOf(row, 'logFormParts')).toBeCloseTo(Math.log1p(2), 9);
    expect(featureOf(featuresOf(shopIndex()), 'h1Position')).toBe(1); // no h1 at all
  });
});

/**
 * The item shares the walk computes, against the DOM queries they replace, on the selection
 * exactly as dump.ts (and extract) makes it. Returns the share of items holding a heading.
 */
function expectWalkAgreesWithQueries(doc: Document): number {
  const row = featuresOf(doc);
  const meta = readMetadata(doc, baseUrlOf(doc, pageUrlOf(doc)));
  const seg = segment(doc);
  const sel = select(seg, { available: false, pageWidth: 0, pageHeight: 0 }, meta.title, 'default', meta.byline);
  const best = bestGroup(findGroups(seg, sel.scored!.ctx));
  expect(best).not.toBeNull();
  const items = best!.items;
  const share = (test: (el: Element) => boolean) => items.filter((it) => test(it.el)).length / items.length;
  // The walk also counts an item that is itself a heading; a descendant query does not.
  const heading = (el: Element) => /^h[1-6]$/.test(el.localName) || !!el.querySelector('h1, h2, h3, h4, h5, h6');
  expect(featureOf(row, 'itemsWithTime')).toBeCloseTo(share((el) => !!el.querySelector('time')), 9);
  expect(featureOf(row, 'itemsWithHeading')).toBeCloseTo(share(heading), 9);
  expect(featureOf(row, 'groupInContainer')).toBeCloseTo(share((el) => sel.container.el.contains(el)), 9);
  return featureOf(row, 'itemsWithHeading');
}

describe('the walk agrees with DOM queries on the committed news indexes (run without ../shared)', () => {
  it('items with a <time>, with a heading, inside the article selection', () => {
    for (const name of ['news-index.html', 'zh-news-channel-list.html']) {
      expect(expectWalkAgreesWithQueries(parseDocument(unseenHtml(name), 'http://127.0.0.1/')), name).toBeGreaterThan(0.5);
    }
  });
});

describe.skipIf(!HAVE_DATASETS)('the walk agrees with DOM queries on a real news index (wcxb-dev 0082)', () => {
  it('items with a <time>, with a heading, inside the article selection', () => {
    expect(expectWalkAgreesWithQueries(parseDocument(readPage('wcxb-dev', '0082'), 'http://127.0.0.1/'))).toBeGreaterThan(0.5);
  });
});
