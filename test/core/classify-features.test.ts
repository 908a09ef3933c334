/**
 * Block features (src/research/classify/features.ts): exact values on a page written here, and
 * sanity on real dataset pages (read at test time from ../shared/datasets, skipped without it).
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/lib/dom';
import { segment } from '../../src/core/segment';
import type { LayoutInfo } from '../../src/core/layout';
import { blockFeatures, FEATURE_COUNT, FEATURE_NAMES, LAYOUT_FEATURES, unitTexts } from '../../src/research/classify/features';
import { HAVE_DATASETS, pagesWithTruth, readPage } from '../helpers/datasets';
import { unseenHtml } from '../helpers/dom';

const NO_LAYOUT: LayoutInfo = { available: false, pageWidth: 0, pageHeight: 0 };
const col = (name: string) => FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]);

const PAGE = `<!doctype html><html><body>
  <nav class="menu"><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li></ul></nav>
  <div class="entry-content">
    <h1>A headline</h1>
    <p>First paragraph, with a sentence. And a second one here.</p>
    <p>Second paragraph <a href="/x">with a link</a>. It ends.</p>
  </div>
  <div class="footer">Copyright 2024</div>
</body></html>`;

function featuresOf(html: string) {
  const seg = segment(parseDocument(html));
  const f = blockFeatures(seg, NO_LAYOUT);
  const at = (k: number, name: string) => f.rows[k * FEATURE_COUNT + col(name)];
  const texts = unitTexts(seg, f.units);
  return { seg, ...f, at, texts };
}

describe('blockFeatures', () => {
  const { seg, units, rows, at, texts } = featuresOf(PAGE);
  const find = (start: string) => texts.findIndex((t) => t.startsWith(start));

  it('gives one row per visible text unit, in document order, with their own text', () => {
    expect(rows.length).toBe(units.length * FEATURE_COUNT);
    expect(texts).toEqual(['Home', 'News', 'A headline', 'First paragraph, with a sentence. And a second one here.',
      'Second paragraph with a link . It ends.', 'Copyright 2024']);
  });

  it("computes seed 000's R1..R5 with add-one smoothing", () => {
    const k = find('Second paragraph');
    const u = units[k];
    expect(at(k, 'r1_text_share')).toBeCloseTo(u.ownChars / (seg.root.chars + 1), 6);
    expect(at(k, 'r2_linktext_share')).toBeCloseTo('withalink'.length / (seg.root.linkChars + 1), 6);
    expect(at(k, 'r3_links_share')).toBeCloseTo(1 / (3 + 1), 6);
    expect(at(k, 'r5_link_density')).toBeCloseTo('withalink'.length / (u.ownChars + 1), 6);
    // A menu item is all link.
    const home = find('Home');
    expect(at(home, 'r5_link_density')).toBeCloseTo(4 / 5, 6);
  });

  it('marks markup hints, tags and neighbours', () => {
    expect(at(find('Home'), 'noise_context')).toBe(1);
    expect(at(find('Copyright'), 'noise_context')).toBe(1);
    expect(at(find('First'), 'content_context')).toBe(1);
    expect(at(find('First'), 'noise_context')).toBe(0);
    expect(at(find('A headline'), 'is_heading')).toBe(1);
    expect(at(find('First'), 'is_paragraph')).toBe(1);
    expect(at(find('Home'), 'is_list_or_cell')).toBe(1);
    const first = find('First');
    expect(at(first, 'prev_log_chars')).toBeCloseTo(Math.log1p('Aheadline'.length), 5);
    expect(at(first, 'next_log_chars')).toBeCloseTo(Math.log1p(units[first + 1].ownChars), 5);
    expect(at(0, 'prev_log_chars')).toBe(0);
  });

  it('leaves layout features neutral when the page has no layout', () => {
    for (let k = 0; k < units.length; k++) {
      for (const j of LAYOUT_FEATURES) {
        const name = FEATURE_NAMES[j];
        expect(rows[k * FEATURE_COUNT + j]).toBe(name === 'rel_x' || name === 'rel_y' ? 0.5 : 0);
      }
    }
  });

  it('reads the layout regions when boxes exist', () => {
    const seg2 = segment(parseDocument(PAGE));
    const layout: LayoutInfo = { available: true, pageWidth: 1000, pageHeight: 2000 };
    for (const u of seg2.units) u.box = { x: 300, y: 900, w: 400, h: 50 };
    seg2.units[0].box = { x: 0, y: 10, w: 100, h: 20 };
    const f = blockFeatures(seg2, layout);
    const r = (k: number, name: string) => f.rows[k * FEATURE_COUNT + col(name)];
    expect(r(0, 'region_header')).toBe(1);
    expect(r(1, 'region_center')).toBe(1);
    expect(r(1, 'rel_x')).toBeCloseTo(0.5, 6);
    expect(r(1, 'rel_y')).toBeCloseTo(925 / 2000, 6);
    expect(r(1, 'width_share')).toBeCloseTo(0.4, 6);
  });
});

/** Finite rows; every visible character owned by exactly one unit, whose texts cover the page. */
function expectRowsCoverPage(html: string): void {
  const { seg, units, rows, texts } = featuresOf(html);
  expect(units.length).toBeGreaterThan(10);
  expect(rows.every(Number.isFinite)).toBe(true);
  let r1 = 0;
  for (let k = 0; k < units.length; k++) r1 += rows[k * FEATURE_COUNT + col('r1_text_share')];
  expect(r1 * (seg.root.chars + 1)).toBeCloseTo(seg.root.chars, 0);
  const textChars = texts.join('').replace(/\s/g, '').length;
  expect(Math.abs(textChars - seg.root.chars) / seg.root.chars).toBeLessThan(0.01);
}

describe('blockFeatures on the committed unseen pages (run without ../shared)', () => {
  // A 2008 table layout, a blog under a mega-menu, and two Chinese pages (one with no <html lang>).
  for (const name of ['story-table-layout.html', 'blog-mega-menu.html', 'zh-journal-no-lang.html', 'zh-table-rails-vs-notice.html']) {
    it(`${name}: finite rows, R1 shares add up to the page, own texts cover the page text`, () => expectRowsCoverPage(unseenHtml(name)));
  }
});

describe.skipIf(!HAVE_DATASETS)('blockFeatures on real pages', () => {
  for (const folder of ['l3s-gn1', 'zh-wce-dev']) {
    it(`${folder}: finite rows, R1 shares add up to the page, own texts cover the page text`, () => {
      for (const page of pagesWithTruth(folder, 3)) expectRowsCoverPage(readPage(folder, page.id));
    });
  }
});
