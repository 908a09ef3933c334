/**
 * Shop product pages (wcxb-dev `product`): the content is what the product is (description,
 * details, specifications); its customer reviews are buyers' prose about it and are left out,
 * but only on pages that declare a product and no article (vocabulary/hints.ts `declaresProduct`).
 * Real pages are read from ../shared/datasets at test time; without them those tests are skipped.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { declaresProduct } from '../../src/core/vocabulary';
import { readDeclarations } from '../../src/core/declarations';
import { pageScore } from '../../bench/metric.mjs';
import { doc, page } from '../helpers/dom';
import { DATASETS_ROOT, HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

if (!HAVE_DATASETS) console.warn(`product-pages: datasets not found at ${DATASETS_ROOT}; real-page tests skipped`);

const PRODUCT_LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail Kettle"}</script>';
const ARTICLE_LD = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Kettles tested"}</script>';

const SHOP_BODY = `<main><h1>Trail Kettle</h1>
  <div class="description"><p>The Trail Kettle boils a litre of water in four minutes on any camping stove, and its folding handle locks flat so it packs inside a standard cook set.</p>
  <p>Hard-anodised aluminium keeps it light at 280 grams; the lid doubles as a strainer and the spout pours without dribbling.</p></div>
  <div class="product-reviews">${['Anna', 'Ben', 'Chloe', 'Dev', 'Erin'].map((who) =>
    `<div class="review-card"><p>${who} wrote: I took this kettle on a week-long trip through the hills and it was the best piece of kit I carried, quick to boil and easy to clean after every single meal.</p></div>`).join('')}</div></main>`;

/** The product test as selection runs it: on the document's declarations, read once. */
const declares = (d: Document) => declaresProduct(d, readDeclarations(d));

describe('customer reviews on product pages', () => {
  it('a page declaring a product, and no article, is a product page', () => {
    expect(declares(page('', { head: PRODUCT_LD }))).toBe(true);
    expect(declares(page('', { head: '<meta property="og:type" content="product">' }))).toBe(true);
    expect(declares(page('<div itemscope itemtype="https://schema.org/Product"></div>'))).toBe(true);
    // A roundup article lists the products it reviews in its JSON-LD: still an article.
    expect(declares(page('', { head: PRODUCT_LD + ARTICLE_LD }))).toBe(false);
    expect(declares(page('', { head: PRODUCT_LD + '<meta property="og:type" content="article">' }))).toBe(false);
    expect(declares(page(''))).toBe(false);
  });

  it('leaves the reviews out of a product page and keeps its description', () => {
    const text = extractSync(page(SHOP_BODY, { head: PRODUCT_LD })).text;
    expect(text).toContain('The Trail Kettle boils a litre of water');
    expect(text).not.toContain('Anna wrote');
  });

  it('keeps the same "reviews" on a page that does not declare a product', () => {
    const text = extractSync(page(SHOP_BODY, { head: ARTICLE_LD })).text;
    expect(text).toContain('Anna wrote');
  });
});

describe('customer reviews as a run of dated records after the description (names hashed)', () => {
  // WooCommerce's review list, its classes hashed: "Rated 5 out of 5 · Name (verified owner) –
  // June 23, 2020" over each buyer's text. The page declares a product in its JSON-LD.
  const reviews = [['Fernando', 'June 23, 2020', 'The sandals are comfortable from the first day, and the leather softens after a week of walking.'],
    ['Quim', 'June 9, 2020', 'A sincere review: light, well made, and the strap holds the heel without rubbing on long days.'],
    ['Annette', 'July 3, 2025', 'Minimal and well finished. I wore them through a city summer and they still look new.'],
    ['Robert', 'June 7, 2020', 'My third pair. The sole lasts two summers of daily wear, which is more than any other I owned.']]
    .map(([who, when, said]) => `<li class="r4k"><div class="r5m"><div class="r6s">Rated 5 out of 5</div>
      <p class="r7n"><strong>${who}</strong> (verified owner) – <span class="r8d">${when}</span></p><div class="r9t"><p>${said}</p></div></div></li>`).join('');
  const shop = `<div class="h1q"><a href="/">Sandal Works</a> <a href="/shop">Shop</a></div><div class="m2w"><h1>Kalahari sandal</h1>
    <div class="d3e"><p>The Kalahari is cut from one piece of vegetable-tanned leather and stitched by hand, so there is no seam under the foot and nothing to wear through.</p>
    <p>The sole is natural rubber, resoleable by any cobbler; the strap adjusts with a brass buckle that will outlast the sandal.</p>
    <p>Made to order in our workshop in two weeks, in four leathers and every size from 35 to 47.</p>
    <p>Care is simple: brush off the dust after a walk, wipe the leather with a damp cloth when it gets muddy, and oil it once a season so that it stays supple and keeps out the rain.</p></div>
    <h2 class="r1h">4 reviews for Kalahari sandal</h2><ol class="r2l">${reviews}</ol></div>`;

  it('leaves the reviews out of a page that declares a product', () => {
    const text = extractSync(page(shop, { head: PRODUCT_LD.replace('Trail Kettle', 'Kalahari sandal') })).text;
    expect(text).toContain('resoleable by any cobbler');
    expect(text).not.toMatch(/verified owner|softens after a week|third pair/);
  });

  it('keeps them on a page that declares no product', () => {
    expect(extractSync(page(shop)).text).toContain('third pair');
  });
});

/** A policy's prose: long, punctuated, and as good a paragraph as any description. */
const policy = (name: string) => Array.from({ length: 12 }, (_, i) =>
  `<p>${name} clause ${i + 1}: where an order is returned within thirty days, the customer is refunded in full, and where it is not, the terms of the original sale apply to every item in it.</p>`).join('');

describe('modal dialogs at the end of the page (a page written for the test, names hashed)', () => {
  // A shop keeps its refund, privacy and terms pages as closed modals after the content, in no
  // landmark, each longer than the product description: as prose they would win the selection.
  const shop = `<main class="x7f2a"><h1>Merino Runner</h1>
    <div class="k91c"><p>The Merino Runner combines soft merino wool with a recycled sole, so it breathes on a summer run and stays warm on a winter walk.</p>
    <p>It weighs 240 grams, goes in the washing machine, and comes in six colours.</p></div></main>
    <div class="q3d0">${['Refunds', 'Privacy', 'Terms'].map((name) =>
      `<div class="m${name.length}z" role="dialog" aria-modal="true"><h2>${name}</h2>${policy(name)}</div>`).join('')}
      <dialog class="zz81"><h2>Shipping</h2>${policy('Shipping')}</dialog></div>`;

  it('count nothing: the product is read, not the policies', () => {
    const text = extractSync(page(shop, { head: PRODUCT_LD })).text;
    expect(text).toContain('combines soft merino wool');
    expect(text).not.toContain('clause');
  });

  it('the same policies outside modals would be read: the dialogs are what leaves them out', () => {
    const plain = shop.replace(/ role="dialog" aria-modal="true"/g, '').replace(/<dialog class="zz81">([\s\S]*?)<\/dialog>/, '<div class="zz81">$1</div>');
    expect(extractSync(page(plain, { head: PRODUCT_LD })).text).toContain('clause');
  });
});

describe.skipIf(!HAVE_DATASETS)('modal dialogs in the footer (wcxb-dev 0580; needs ../shared/datasets)', () => {
  it('count nothing: the shoe is read, not the 80,000 characters of policies in the footer\'s modals', () => {
    const truth = readTruth('wcxb-dev', '0580');
    const { text } = extractSync(doc(readPage('wcxb-dev', '0580')));
    expect(text).toContain('combines soft Merino wool');
    expect(text).not.toContain('Digital Millennium Copyright Act');
    // Before: 0.00 (the footer's refund, privacy and terms modals won the selection).
    expect(pageScore(truth, text).f1).toBeGreaterThan(0.5);
  });
});

describe.skipIf(!HAVE_DATASETS)('real product pages (wcxb-dev; needs ../shared/datasets)', () => {
  it('wcxb-dev/0628 (REI daypack): the details are read, the 159 reviews are not', () => {
    const truth = readTruth('wcxb-dev', '0628');
    const text = extractSync(doc(readPage('wcxb-dev', '0628'))).text;
    expect(truth).toContain('Ripstop nylon main body fabric');
    expect(text).toContain('Ripstop nylon main body fabric');
    expect(truth).not.toContain('people found this review helpful');
    expect(text).not.toContain('people found this review helpful');
    // Before: 0.27 (reviews made up three quarters of the text).
    expect(pageScore(truth, text).f1).toBeGreaterThan(0.6);
  });

  it('wcxb-dev/2985 (Thomann microphone): the customer ratings are left out', () => {
    const truth = readTruth('wcxb-dev', '2985');
    const text = extractSync(doc(readPage('wcxb-dev', '2985'))).text;
    expect(text).not.toContain('Another Winner from Rode');
    expect(pageScore(truth, text).f1).toBeGreaterThan(0.8);
  });
});
