/**
 * Cookie-consent dialogs (OneTrust's "Privacy Preference Center", GDPR banners) hold pages of
 * policy prose. On a short forum thread or a recipe index that prose outweighs the page's own,
 * so a consent name must count as noise however much of the page it holds.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { pageScore } from '../../bench/metric.mjs';
import { doc, page, prose } from '../helpers/dom';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

/** A preference centre as consent managers ship it: purposes, each with its paragraph. */
function consentCentre(purposes: number): string {
  const groups = Array.from({ length: purposes }, (_, i) =>
    `<div class="ot-cat-item"><h4>Purpose ${i + 1}</h4><p>${prose(`cookie purpose ${i + 1}`, 3)}</p></div>`).join('');
  return `<div id="onetrust-consent-sdk"><div id="onetrust-pc-sdk"><h2>Privacy Preference Center</h2>${groups}</div></div>`;
}

describe('a consent dialog larger than the page it covers', () => {
  it('is not taken for the article, even when it holds most of the page text', () => {
    const d = page(`<main><h1>Grandma's tomato sauce</h1><p>${prose('tomato sauce', 2)}</p></main>${consentCentre(6)}`);
    const text = extractSync(d).text;
    expect(text).toContain('The tomato sauce report');
    expect(text).not.toContain('Privacy Preference Center');
    expect(text).not.toContain('cookie purpose');
  });

  it('a page wrapper whose class merely mentions cookies is still the page', () => {
    const d = page(`<div class="site"><div class="wrap cookies-not-set"><main><h1>Harbour news</h1><p>${prose('harbour', 4)}</p></main></div>
      <p>${prose('footer', 1)}</p></div>`);
    expect(extractSync(d).text).toContain('The harbour report');
  });
});

describe('a recipe collection whose only prose is its consent centre (the twin of wcxb-dev 2974)', () => {
  // Twenty-four recipe cards (a linked title, a picture, a time and a difficulty): no sentence
  // of the page's own. The centre's paragraphs, in a noise context, are no article reading.
  const DISHES = ['lentil soup', 'fish pie', 'pea risotto', 'chicken tagine', 'leek tart', 'bean chilli'];
  const cards = Array.from({ length: 24 }, (_, i) => `<div class="r7k"><a href="/recipes/${i}"><img src="/img/${i}.jpg" alt=""></a>
    <h3 class="r2t"><a href="/recipes/${i}">${DISHES[i % 6]} with a twist, number ${i + 1}</a></h3>
    <span class="r9m">${20 + i} mins</span> <span class="r9d">${i % 2 ? 'Easy' : 'More effort'}</span></div>`).join('');
  const html = `<header><a href="/">Good Suppers</a> <a href="/recipes">Recipes</a> <a href="/magazine">Magazine</a></header>
    <main><h1>Weeknight dinners</h1><div class="g4q">${cards}</div></main>
    <footer><a href="/about">About us</a> <a href="/terms">Terms</a></footer>${consentCentre(8)}`;

  it('is read as its recipe cards, without the preference centre', () => {
    const a = extractSync(page(html, { url: 'https://www.goodsuppers.example/recipes/collection/weeknight-dinners' }), { debug: true });
    expect(a.pageType).toBe('list');
    expect(a.items).toHaveLength(24);
    expect(a.text).toContain('bean chilli with a twist, number 24');
    expect(a.text).not.toMatch(/Privacy Preference Center|cookie purpose/);
  });
});

describe.skipIf(!HAVE_DATASETS)('real pages behind a consent centre (wcxb-dev; needs ../shared/datasets)', () => {
  it('wcxb-dev/0543 (a forum thread): the posts, not the preference centre', () => {
    const text = extractSync(doc(readPage('wcxb-dev', '0543'))).text;
    expect(text).not.toContain('Privacy Preference Center');
    // Before consent names counted as noise at any size: 0.29 (the centre came with the thread).
    expect(pageScore(readTruth('wcxb-dev', '0543'), text).f1).toBeGreaterThan(0.9);
  });

  it('wcxb-dev/2974 (a recipe collection): read as its recipe cards, the centre being its only prose', () => {
    const a = extractSync(doc(readPage('wcxb-dev', '2974')));
    expect(a.pageType).toBe('list');
    expect(a.items?.length).toBeGreaterThanOrEqual(20);
    expect(a.text).not.toContain('Privacy Preference Center');
    // Before the list test discounted prose in a noise context: 0 (the centre was the article).
    expect(pageScore(readTruth('wcxb-dev', '2974'), a.text).f1).toBeGreaterThan(0.9);
  });
});
