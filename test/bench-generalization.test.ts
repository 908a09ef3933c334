// The bench's generalization tools: site folds, snippet scoring, the title rule, hashed names, listing a set's pages.
import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { registrableDomain, siteOf, foldOf } from '../bench/folds.mjs';
import { snippetCounts, aggregateSnippets } from '../bench/snippets.mjs';
import { scoredText } from '../bench/scoring.mjs';
import { hashNames, hashName, hashCss } from '../bench/hash-names.mjs';
import { listPages } from '../bench/datasets.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

describe('site folds', () => {
  it('groups a site\'s hosts under its registrable domain', () => {
    expect(registrableDomain('www.nytimes.com')).toBe('nytimes.com');
    expect(registrableDomain('news.bbc.co.uk')).toBe('bbc.co.uk');
    expect(registrableDomain('finance.sina.com.cn')).toBe('sina.com.cn');
    expect(registrableDomain('blog.example.de')).toBe('example.de');
  });

  it('reads the URL first, then the set\'s site name, then the title\'s site part', () => {
    expect(siteOf({ id: '1', url: 'https://edition.cnn.com/a', site: 'other' }, 'd')).toBe('cnn.com');
    expect(siteOf({ id: '1', url: null, site: 'arstechnica' }, 'd')).toBe('arstechnica');
    expect(siteOf({ id: '1', url: null, title: 'Search falls short - CBS News' }, 'd')).toBe('d:title:cbs news');
    expect(siteOf({ id: '7', url: null, title: 'No separator here' }, 'd')).toBe('d:7');
  });

  it('puts every page of a site in the same fold, and spreads sites over all folds', () => {
    const sites = Array.from({ length: 200 }, (_, i) => `site${i}.com`);
    expect(foldOf('cnn.com', 5)).toBe(foldOf(siteOf({ id: 'x', url: 'https://www.cnn.com/b' }, 'd'), 5));
    const counts = [0, 0, 0, 0, 0];
    for (const s of sites) counts[foldOf(s, 5)]++;
    for (const c of counts) expect(c).toBeGreaterThan(20);
  });
});

describe('snippet scoring', () => {
  const snippets = { with: ['the main  passage', 'second part'], without: ['Cookie banner'] };

  it('counts found and missing passages, whitespace-normalised and case-sensitive', () => {
    expect(snippetCounts(snippets, 'Intro.\nthe main\npassage here. Cookie banner')).toEqual({ tp: 1, fn: 1, fp: 1, tn: 0 });
    expect(snippetCounts(snippets, 'THE MAIN PASSAGE second part')).toEqual({ tp: 1, fn: 1, fp: 0, tn: 1 });
  });

  it('sums counts over the set before dividing', () => {
    const agg = aggregateSnippets([{ snip: { tp: 2, fn: 0, fp: 0, tn: 1 } }, { snip: { tp: 0, fn: 2, fp: 2, tn: 0 } }]);
    expect(agg.p).toBeCloseTo(0.5);
    expect(agg.r).toBeCloseTo(0.5);
    expect(agg.f1).toBeCloseTo(0.5);
  });
});

describe('title in truth', () => {
  it('puts the title before the body on sets whose truth starts with it, once', () => {
    expect(scoredText('l3s-gn1', 'Body line.', 'A Headline')).toBe('A Headline\nBody line.');
    expect(scoredText('l3s-gn1', 'A Headline\nBody line.', 'A Headline')).toBe('A Headline\nBody line.');
    expect(scoredText('wcxb-dev', 'Body line.', 'A Headline')).toBe('Body line.');
  });
});

describe('hashed names', () => {
  it('replaces class and id tokens consistently in attributes, anchors and inline CSS', () => {
    const out = hashNames('<style>.nav a{color:#fff;margin:.5em} #main{x:1}</style><div class="nav main" id=main><a href="#main">x</a></div>');
    const { document } = parseHTML(`<!doctype html><html><body>${out}</body></html>`);
    const div = document.querySelector('div')!;
    expect(div.className).toBe(`${hashName('nav')} ${hashName('main')}`);
    expect(div.id).toBe(hashName('main'));
    expect(document.querySelector('a')!.getAttribute('href')).toBe(`#${hashName('main')}`);
    expect(out).toContain(`.${hashName('nav')} a{color:#fff;margin:.5em}`);
    expect(out).not.toMatch(/class="nav/);
  });

  it("keeps React's streamed-boundary ids, which the page's scripts name literally", () => {
    const out = hashNames('<template id="B:0"></template><div hidden id="S:0" class="p"><p>x</p></div>');
    expect(out).toContain('id="B:0"');
    expect(out).toContain('id="S:0"');
    expect(out).toContain(`class="${hashName('p')}"`);
    expect(hashNames('<div id="B:main">x</div>')).toContain(`id="${hashName('B:main')}"`);
    // React numbers them in hexadecimal: "S:a" and a pending segment's "P:1f" are its ids too.
    const hex = hashNames('<template id="P:1f"></template><div hidden id="S:1f"><p>x</p></div><div id="S:hero">y</div>');
    expect(hex).toContain('id="P:1f"');
    expect(hex).toContain('id="S:1f"');
    expect(hex).toContain(`id="${hashName('S:hero')}"`);
  });

  it('leaves declaration values and at-rule preludes alone', () => {
    expect(hashCss('@media (min-width: 40.5em) { .side { color: #abc } }')).toBe(`@media (min-width: 40.5em) { .${hashName('side')} { color: #abc } }`);
  });

  it('reads a long declaration block once (a 300 kB data: URI, as inlined by build tools)', () => {
    const uri = 'url(data:image/png;base64,' + 'A'.repeat(300_000) + ')';
    expect(hashCss(`.hero { background: ${uri} } .lede { margin: 0 }`)).toBe(
      `.${hashName('hero')} { background: ${uri} } .${hashName('lede')} { margin: 0 }`,
    );
  });
});

describe('stage table (bench --stages)', () => {
  const rec = (extractor: string, id: string, f1: number, stages?: Record<string, number>) => ({
    dataset: 'd', id, pageType: null, extractor, p: f1, r: f1, f1, predEmpty: false, truthEmpty: false, ms: 1, error: null, chars: 10, stages,
  });

  it("gives each stage's cost, the F1 a switchable one earns and the pages it moves; the others are required", async () => {
    const { formatStages } = await import('../bench/report.mjs');
    const records = [
      rec('winnow', 'a', 1, { segment: 2, title: 0.1, total: 3 }),
      rec('winnow', 'b', 0.8, { segment: 4, title: 0.3, total: 5 }),
      rec('winnow-off:title', 'a', 0.9),
      rec('winnow-off:title', 'b', 0.8),
    ];
    const lines: string[] = formatStages(records, 'winnow-off:').split('\n');
    const row = (stage: string) => lines.find((l) => l.split(/\s+/)[1] === stage)?.trim().split(/\s+/);
    expect(row('segment')?.slice(4)).toEqual(['required']);
    // Pooled F1 without the stage is lower on page a only: it earns that difference and moves one page.
    const title = row('title')!;
    expect(Number(title[4])).toBeGreaterThan(0);
    expect(title[5]).toBe('1');
  });
});

describe('readings table', () => {
  const rec = (id: string, pageType: string, guessedType: string, sameAsArticle?: boolean) => ({
    dataset: 'd', id, pageType, extractor: 'winnow', p: 1, r: 1, f1: 1, predEmpty: false, truthEmpty: false, ms: 1, error: null,
    chars: 10, guessedType, ...(sameAsArticle === undefined ? {} : { sameAsArticle }),
  });

  it('says how many article pages typed otherwise are read to another text than the article reading', async () => {
    const { formatReadings } = await import('../bench/report.mjs');
    const cells = (records: ReturnType<typeof rec>[]) => formatReadings(records).split('\n').find((l: string) => l.startsWith('d '))!.split(/\s{2,}/);
    const records = [
      rec('a', 'article', 'article'), rec('b', 'article', 'other', true), rec('c', 'article', 'list', false),
      rec('e', 'article', 'article'), rec('f', 'service', 'article'),
    ];
    // Two of four articles typed otherwise, one of them read to other text; one other page read as an article.
    expect(cells(records).slice(1)).toEqual(['4', '50.00 % (2)', '1 / 0 / 1', '25.00 % (1)', '1', '100.00 % (1)']);
    // Without the comparison (an older run's records) the column says nothing.
    expect(cells(records.map((r) => ({ ...r, sameAsArticle: undefined })))[4]).toBe('-');
  });
});

describe('listing a set\'s pages', () => {
  it('lists only pages with a truth file, unless asked for the truthless ones too (agreement.mjs)', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'winnow-sets-'));
    const dir = path.join(root, 'set');
    fs.mkdirSync(path.join(dir, 'pages'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'truth'));
    for (const id of ['a', 'b']) fs.writeFileSync(path.join(dir, 'pages', `${id}.html.gz`), zlib.gzipSync('<p>x</p>'));
    fs.writeFileSync(path.join(dir, 'truth', 'a.txt'), 'x');
    fs.writeFileSync(path.join(dir, 'meta.jsonl'), '{"id":"a","url":null}\n{"id":"b","url":null}\n{"id":"c","url":null}\n');
    expect(listPages('set', { root }).map((p) => p.id)).toEqual(['a']);
    // A page without its HTML is never listed.
    expect(listPages('set', { root, withoutTruth: true }).map((p) => p.id)).toEqual(['a', 'b']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
