/**
 * Multi-page articles: which link is the next page (the same address with its page number
 * stepped, on the same site), and the stitching of the following pages (order, repeated
 * paragraphs dropped, loops, a failing page, the page limit), with the engine reading each page.
 */
import { parseDocument } from '../../src/lib/dom';
import { extractSync } from '../../src/core/extract';
import { followingPage, nextPageUrl } from '../../src/core/pages/next-page';
import { followPages, MAX_FOLLOWING_PAGES } from '../../src/core/pages/stitch';
import { EN_STORY, ZH_STORY, type PageSet } from '../fixtures/pages/multipage';

const ORIGIN = 'https://news.example.org';

function site(set: PageSet) {
  const html = set.html(ORIGIN);
  const urls = set.paths.map((p) => ORIGIN + p);
  const docs = new Map(urls.map((u, i) => [u, html[i]!]));
  return { urls, load: async (url: string) => parseDocument(docs.get(url) ?? '<p>not found</p>', url), docs };
}

describe('the next page', () => {
  it('is the same address with its page number stepped by one', () => {
    expect(followingPage(`${ORIGIN}/news/keepers`, `${ORIGIN}/news/keepers?page=2`)).toBe(2);
    expect(followingPage(`${ORIGIN}/news/keepers?page=2`, `${ORIGIN}/news/keepers?page=3`)).toBe(3);
    expect(followingPage(`${ORIGIN}/a/keepers.shtml`, `${ORIGIN}/a/keepers_2.shtml`)).toBe(2);
    expect(followingPage(`${ORIGIN}/a/keepers_9.shtml`, `${ORIGIN}/a/keepers_10.shtml`)).toBe(10);
    expect(followingPage(`${ORIGIN}/story/`, `${ORIGIN}/story/2/`)).toBe(2);
    // Not a page: another story, a skipped page, another site, a year.
    expect(followingPage(`${ORIGIN}/news/keepers`, `${ORIGIN}/news/next-story`)).toBeNull();
    expect(followingPage(`${ORIGIN}/news/keepers?page=2`, `${ORIGIN}/news/keepers?page=4`)).toBeNull();
    expect(followingPage(`${ORIGIN}/news/keepers`, 'https://elsewhere.example.com/news/keepers?page=2')).toBeNull();
    expect(followingPage(`${ORIGIN}/2025/keepers`, `${ORIGIN}/2026/keepers`)).toBeNull();
    // Not a page number: a file named by an id (the next article), an offset, a zero-padded id.
    expect(followingPage(`${ORIGIN}/articles/57.php`, `${ORIGIN}/articles/58.php`)).toBeNull();
    expect(followingPage(`${ORIGIN}/list?start_from=15`, `${ORIGIN}/list?start_from=16`)).toBeNull();
    expect(followingPage(`${ORIGIN}/a/item_007`, `${ORIGIN}/a/item_008`)).toBeNull();
    expect(followingPage(`${ORIGIN}/post/`, `${ORIGIN}/post/page/2/`)).toBe(2);
  });

  it('is found from rel="next", "Next page" and "下一页" links, never from a rail\'s "Next" story', () => {
    const en = site(EN_STORY);
    const zh = site(ZH_STORY);
    expect(nextPageUrl(parseDocument(en.docs.get(en.urls[0]!)!, en.urls[0]), en.urls[0]!)).toBe(en.urls[1]);
    expect(nextPageUrl(parseDocument(zh.docs.get(zh.urls[1]!)!, zh.urls[1]), zh.urls[1]!)).toBe(zh.urls[2]);
    expect(nextPageUrl(parseDocument(zh.docs.get(zh.urls[2]!)!, zh.urls[2]), zh.urls[2]!)).toBeNull();
    const single = '<html><body><article><p>One page only.</p></article><a href="/news/next-story">Next</a><a href="/news/2">2</a></body></html>';
    expect(nextPageUrl(parseDocument(single, `${ORIGIN}/news/one`), `${ORIGIN}/news/one`)).toBeNull();
  });

  it('is refused on another site, even when the page declares it', () => {
    const html = '<html><head><link rel="next" href="https://elsewhere.example.com/news/keepers?page=2"></head><body><p>x</p></body></html>';
    expect(nextPageUrl(parseDocument(html, `${ORIGIN}/news/keepers`), `${ORIGIN}/news/keepers`)).toBeNull();
  });
});

describe('stitching the following pages', () => {
  for (const [name, set] of [['English', EN_STORY], ['Chinese', ZH_STORY]] as const) {
    it(`reads every page of the ${name} story in order, each repeated paragraph once`, async () => {
      const { urls, load } = site(set);
      const doc = await load(urls[0]!);
      const first = extractSync(doc, { url: urls[0], layout: false });
      const seen: number[] = [];
      const result = await followPages(doc, urls[0]!, nextPageUrl(doc, urls[0]!)!, first, {
        load, read: (d, u) => extractSync(d, { url: u, layout: false }), onPage: (p) => seen.push(p.number),
      });
      expect(result.failed).toBeNull();
      expect(seen).toEqual([2, 3]);
      expect(result.pages.map((p) => p.url)).toEqual(urls.slice(1));
      result.pages.forEach((p, i) => {
        expect(p.text).toContain(set.marks[i + 1]);
        expect(p.html).toContain(set.marks[i + 1]);
      });
      const all = [first.text, ...result.pages.map((p) => p.text)].join('\n');
      expect(all.split(set.standfirst).length - 1).toBe(1);
      expect(all).not.toContain('harbour festival');
    });
  }

  it('stops at a loop, at a page that fails (keeping what was read), and at the page limit', async () => {
    const { urls, load } = site(EN_STORY);
    const doc = await load(urls[0]!);
    const first = extractSync(doc, { url: urls[0], layout: false });
    const read = (d: Document, u: string) => extractSync(d, { url: u, layout: false });
    // Page 2 links "next" back to page 1.
    const loop = await followPages(doc, urls[0]!, urls[1]!, first, {
      read, load: async (url) => parseDocument(EN_STORY.html(ORIGIN)[1]!.replace(/keepers\?page=3/g, 'keepers'), url),
    });
    expect(loop.pages.map((p) => p.number)).toEqual([2]);
    expect(loop.failed).toBeNull();
    // Page 3 does not answer.
    const failing = await followPages(doc, urls[0]!, urls[1]!, first, {
      read, load: (url) => (url === urls[2] ? Promise.reject(new Error('no answer in 10 s')) : load(url)),
    });
    expect(failing.pages.map((p) => p.number)).toEqual([2]);
    expect(failing.failed).toEqual({ url: urls[2], number: 3, reason: 'no answer in 10 s' });
    // An endless series: at most MAX_FOLLOWING_PAGES, and never the same page twice.
    const endless = (n: number) => `<html><body><article><p>${'Page number ' + n + ' of an endless series, with a sentence of its own. '.repeat(4)}</p>
      <a href="/series?page=${n + 1}">Next page</a></article></body></html>`;
    const series = await followPages(doc, `${ORIGIN}/series`, `${ORIGIN}/series?page=2`, first, {
      read, load: async (url) => parseDocument(endless(Number(new URL(url).searchParams.get('page'))), url),
    });
    expect(series.pages).toHaveLength(MAX_FOLLOWING_PAGES);
    expect(series.pages.at(-1)!.url).toBe(`${ORIGIN}/series?page=${MAX_FOLLOWING_PAGES + 1}`);
  });
});
