/** metadata.ts: the JSON-LD → Open Graph/meta → DOM cascade, title cleaning, bylines, dates, lang. */
import { describe, expect, it } from 'vitest';
import { labelledAuthor, parseDate, readMetadata } from '../../src/core/metadata';
import { extractSync } from '../../src/core/extract';
import { baseUrlOf } from '../../src/core/urls';
import { PAGE_URL, page, prose, unseenFixture } from '../helpers/dom';

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const og = (p: string, c: string) => `<meta property="${p}" content="${c}">`;
const metaOf = (head: string, body = '<p>x</p>', htmlAttrs?: string) =>
  readMetadata(page(body, { head, htmlAttrs }), PAGE_URL);

const NEWS_ARTICLE = {
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: 'JSON-LD headline wins',
  author: [{ '@type': 'Person', name: 'Jane Doe' }, { '@type': 'Person', name: 'John Roe' }],
  datePublished: '2021-02-03T08:18:00+08:00',
  publisher: { '@type': 'Organization', name: 'Example Publisher' },
  image: { '@type': 'ImageObject', url: 'https://img.example.com/lead.jpg' },
  description: 'The JSON-LD description.',
};
const OG_HEAD = og('og:title', 'Open Graph title') + og('og:image', '/og.jpg') + '<meta name="author" content="Meta Author">' +
  og('article:published_time', '2020-01-01T00:00:00Z') + '<title>Title tag - Site</title>';

describe('metadata cascade', () => {
  it('takes JSON-LD (NewsArticle) over Open Graph and <title>', () => {
    const m = metaOf(ld(NEWS_ARTICLE) + OG_HEAD);
    expect(m.title).toBe('JSON-LD headline wins');
    expect(m.byline).toBe('Jane Doe, John Roe');
    expect(m.published).toBe('2021-02-03T08:18:00+08:00');
    expect(m.siteName).toBe('Example Publisher');
    expect(m.leadImage).toBe('https://img.example.com/lead.jpg');
    expect(m.description).toBe('The JSON-LD description.');
  });

  it('reads the article inside an @graph', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Graph Site' },
        { '@type': 'Article', headline: 'Graph headline', author: { name: 'Graph Author' }, datePublished: '2022-05-06' },
      ],
    };
    const m = metaOf(ld(graph) + OG_HEAD);
    expect(m.title).toBe('Graph headline');
    expect(m.byline).toBe('Graph Author');
    expect(m.published).toBe('2022-05-06');
    expect(m.siteName).toBe('Graph Site');
  });

  // Regression: a Yoast-style @graph lists WebPage before the Article; the Article must win.
  it('prefers the Article over a WebPage listed first in an @graph', () => {
    const m = metaOf(ld({ '@graph': [
      { '@type': 'WebPage', name: 'Page name' },
      { '@type': 'NewsArticle', headline: 'Graph headline', author: { name: 'Graph Author' }, datePublished: '2022-05-06' },
    ] }) + OG_HEAD);
    expect(m.title).toBe('Graph headline');
    expect(m.byline).toBe('Graph Author');
    expect(m.published).toBe('2022-05-06');
  });

  it('ignores malformed JSON-LD and falls back to Open Graph', () => {
    const m = metaOf('<script type="application/ld+json">{ "headline": "Broken", </script>' + OG_HEAD);
    expect(m.title).toBe('Open Graph title');
    expect(m.byline).toBe('Meta Author');
    expect(m.published).toBe('2020-01-01T00:00:00Z');
    expect(m.leadImage).toBe('https://news.example.com/og.jpg');
  });

  it('takes Open Graph over <title>, and <title> when nothing else exists', () => {
    expect(metaOf(og('og:title', 'Open Graph title') + '<title>Title tag</title>').title).toBe('Open Graph title');
    expect(metaOf('<title>Only the title tag</title>').title).toBe('Only the title tag');
  });

  it('reads a byline element without its "By" and its edge separators', () => {
    expect(metaOf('', '<p class="byline">By Nicolas Perriault —</p><p>x</p>').byline).toBe('Nicolas Perriault');
    expect(metaOf('', '<span class="author">| Jane Doe</span>').byline).toBe('Jane Doe');
    expect(metaOf('', '<span class="author"> — </span>').byline).toBeNull();
  });

  it('falls back to the first <h1> without any title', () => {
    expect(metaOf('', '<h1>Heading as title</h1><p>x</p>').title).toBe('Heading as title');
  });
});

describe('title cleaning', () => {
  it('drops the site name given by og:site_name', () => {
    expect(metaOf(og('og:site_name', 'Daily Example') + '<title>Council approves bridge - Daily Example</title>').title)
      .toBe('Council approves bridge');
    expect(metaOf(og('og:site_name', 'Daily Example') + '<title>Daily Example | Council approves bridge</title>').title)
      .toBe('Council approves bridge');
  });

  it('keeps the longest part when no site name is known and it reads like a headline', () => {
    expect(metaOf('<title>Council approves the new bridge | DE</title>').title).toBe('Council approves the new bridge');
  });

  it('splits a Chinese portal\'s "--" between words, not an English headline\'s spaced " -- " dash', () => {
    expect(metaOf('<title>老街手工作坊重新开门 传统手艺吸引年轻人--某某新闻</title>').title).toBe('老街手工作坊重新开门 传统手艺吸引年轻人');
    expect(metaOf('<title>Uranus will be visible tonight -- here is how to see it</title>').title)
      .toBe('Uranus will be visible tonight -- here is how to see it');
  });

  it('takes the part a heading of the page repeats, however short, over the longest part', () => {
    // A wiki or a manual names its site at length and the page in a word.
    expect(metaOf('<title>瓷器 - 维基百科，自由的百科全书</title>', '<h1>瓷器</h1><p>x</p>').title).toBe('瓷器');
    expect(metaOf('<title>Fields - Pydantic Validation</title>', '<h1>Fields¶</h1><p>x</p>').title).toBe('Fields');
    // Compared by letters and digits: the title drops the heading's curly apostrophe.
    expect(metaOf('<title>Im in - The Geek Blog</title>', '<h3>I’m in</h3><p>x</p>').title).toBe('Im in');
  });

  it('titles a wiki article by its <h1>, not by the encyclopedia\'s longer name', () => {
    // zh-wiki-short-title.html: "瓷器 - 维基百科，自由的百科全书" over an <h1>瓷器</h1>, the body a
    // maintenance notice, an infobox and sections below it. The rule reads headings and links, no names.
    const a = extractSync(unseenFixture('zh-wiki-short-title.html'));
    expect(a.title).toBe('瓷器');
    expect(a.text).toContain('瓷器是以黏土、长石和石英等为原料');
  });

  it('weighs a CJK character as two letters when it takes the longest part', () => {
    expect(metaOf('<title>富士X-T3拍风光用什么镜头好？ - 器材讨论 - 蜂鸟摄影论坛 - Powered by Discuz!</title>').title)
      .toBe('富士X-T3拍风光用什么镜头好？');
    // zh-forum-portal-title.html: a forum thread in a table layout under that title.
    const a = extractSync(unseenFixture('zh-forum-portal-title.html'));
    expect(a.title).toBe('富士X-T3拍风光用什么镜头好？');
    expect(a.text).toContain('最近入手了一台二手的富士X-T3');
    expect(a.text).toContain('谢谢大家的建议');
  });

  it('does not take the site\'s name for the headline when a heading repeats it', () => {
    // The blog's name in the <h1>, a link to the front page (protocol-relative too), is the site.
    for (const href of ['/', 'https://blog.example.com/', '//blog.example.com']) {
      expect(metaOf('<title>Council approves the new bridge - Geek</title>', `<h1><a href="${href}">Geek</a></h1><p>x</p>`).title)
        .toBe('Council approves the new bridge');
    }
    // A part without letters is repeated by no heading, not even a wordless one.
    expect(metaOf('<title>Council approves the new bridge | ★</title>', '<h2>★</h2><p>x</p>').title)
      .toBe('Council approves the new bridge');
    // When a heading repeats the longest part too, the longest part stands.
    expect(metaOf('<title>Council approves the new bridge - News</title>', '<h2>News</h2><h3>Council approves the new bridge</h3>').title)
      .toBe('Council approves the new bridge');
  });

  it('leaves a title without separators alone, and does not split hyphenated words', () => {
    expect(metaOf('<title>A well-known fact about rivers</title>').title).toBe('A well-known fact about rivers');
  });
});

describe('bylines', () => {
  it('reads <meta name="author">', () => {
    expect(metaOf('<meta name="author" content="Jane Doe">').byline).toBe('Jane Doe');
  });

  it('reads [rel=author] in the page', () => {
    expect(metaOf('', '<p>Story by <a rel="author" href="/jane">Jane Doe</a></p>').byline).toBe('Jane Doe');
  });

  it('reads .byline and strips "By"', () => {
    expect(metaOf('', '<div class="byline">By   Jane Doe</div>').byline).toBe('Jane Doe');
    expect(metaOf('', '<div class="byline">by John Roe</div>').byline).toBe('John Roe');
  });

  it('takes no profile link for a name: Open Graph\'s article:author, a JSON-LD author without a name', () => {
    const profile = og('article:author', 'https://www.facebook.com/janedoe');
    expect(metaOf(profile).byline).toBeNull();
    expect(metaOf(profile, '<p class="byline">By Jane Doe</p>').byline).toBe('Jane Doe');
    expect(metaOf(profile + '<meta name="author" content="Jane Doe">').byline).toBe('Jane Doe');
    const linkOnly = { '@type': 'NewsArticle', headline: 'h', author: { '@type': 'Person', url: 'https://example.com/staff/jane' } };
    expect(metaOf(ld(linkOnly), '<p class="byline">By Jane Doe</p>').byline).toBe('Jane Doe');
  });

  it('reads the name out of a byline element\'s date, time, outlet and handle', () => {
    const byline = (text: string) => metaOf('', `<p class="byline">${text}</p>`).byline;
    // [byline element's text, the name read from it]; a name with a month inside it stays whole,
    // a stamp without a name is no byline.
    const cases: [string, string | null][] = [
      ['Jane Doe - Dec 4, 2013 3:30 pm UTC', 'Jane Doe'],
      ['Posted 8:11 AM by Jane Doe [link]', 'Jane Doe'],
      ['November 12, 2012 by Jane Doe 0', 'Jane Doe'],
      ['JANE DOE | Associated Press – 1 hr 6 mins ago', 'JANE DOE'],
      ['Jane Doe on November 8, 2012, 12:43 PM', 'Jane Doe'],
      ['Jane Doe @janedoe 7h ago • 6 min read', 'Jane Doe'],
      ['Jane DOEOctober 8, 2012', 'Jane DOE'],
      ['JANE DOE, JOHN ROE and MAX MOE June 30, 2013', 'JANE DOE, JOHN ROE and MAX MOE'],
      ['Thomas Mayer', 'Thomas Mayer'],
      ['Published: January 09, 2008', null],
    ];
    for (const [text, name] of cases) expect(byline(text), text).toBe(name);
  });

  it('refuses a "byline" longer than 100 characters', () => {
    expect(metaOf('', `<div class="byline">${'x'.repeat(101)}</div>`).byline).toBeNull();
  });

  it('reads a Chinese label 作者：… with labelledAuthor', () => {
    expect(labelledAuthor('来源：新华社 作者：张三 2021年2月3日')).toBe('张三');
    expect(labelledAuthor('记者: 李四，发自北京')).toBe('李四');
    expect(labelledAuthor('责任编辑：王五')).toBe('王五');
    expect(labelledAuthor('没有署名的文章')).toBeNull();
    expect(labelledAuthor('x'.repeat(600) + '作者：张三')).toBeNull(); // only the top is searched
  });
});

describe('parseDate', () => {
  it('reads ISO dates and date-times', () => {
    expect(parseDate('2021-02-03')).toBe('2021-02-03');
    expect(parseDate('Updated 2021-02-03 08:18')).toBe('2021-02-03T08:18:00');
    expect(parseDate('2021/2/3 8:18:59')).toBe('2021-02-03T08:18:59');
  });

  it('reads Chinese dates', () => {
    expect(parseDate('2021年2月3日 08:18')).toBe('2021-02-03T08:18:00');
    expect(parseDate('发布时间：2021年12月31日')).toBe('2021-12-31');
    expect(parseDate('2021 年 2 月 3 日 08：18')).toBe('2021-02-03T08:18:00');
  });

  it('reads English dates in both orders', () => {
    expect(parseDate('January 16, 2008')).toBe('2008-01-16');
    expect(parseDate('16 January 2008')).toBe('2008-01-16');
    expect(parseDate('Posted Sept. 3rd, 2019 by staff')).toBe('2019-09-03');
  });

  it('refuses impossible or incomplete dates', () => {
    expect(parseDate('2021-13-01')).toBeNull();
    expect(parseDate('2021-02-00')).toBeNull();
    expect(parseDate('January 2008')).toBeNull();
    expect(parseDate('no date here')).toBeNull();
  });

  it('normalises meta dates that are not ISO', () => {
    expect(metaOf('<meta name="date" content="16 January 2008">').published).toBe('2008-01-16');
    expect(metaOf('', '<time datetime="2019-09-03T10:00:00Z">3 Sept</time>').published).toBe('2019-09-03T10:00:00Z');
  });
});

describe('language and direction', () => {
  it('reads <html lang> and sets ltr', () => {
    const m = metaOf('', '<p>x</p>', 'lang="en-GB"');
    expect(m.lang).toBe('en-GB');
    expect(m.dir).toBe('ltr');
  });

  it('sets rtl for Arabic and Hebrew', () => {
    expect(metaOf('', '<p>x</p>', 'lang="ar"').dir).toBe('rtl');
    expect(metaOf('', '<p>x</p>', 'lang="he-IL"').dir).toBe('rtl');
  });

  it('prefers an explicit dir attribute', () => {
    expect(metaOf('', '<p>x</p>', 'lang="en" dir="rtl"').dir).toBe('rtl');
  });

  it('falls back to og:locale (underscore turned into a hyphen), else null', () => {
    expect(metaOf(og('og:locale', 'fr_FR')).lang).toBe('fr-FR');
    const none = metaOf('');
    expect(none.lang).toBeNull();
    expect(none.dir).toBeNull();
  });

  // Regression: one kana (or the "・" Chinese uses in foreign names) once made a page 'ja'.
  it('guesses zh, not ja, for Chinese text with a "・" in a foreign name', () => {
    const zh = '美国总统约翰・史密斯今天在白宫发表讲话，宣布了新的经济政策，将于明年开始实施。'.repeat(4);
    expect(extractSync(page(`<article><p>${zh}</p><p>${zh}</p></article>`)).lang).toBe('zh');
  });

  it('guesses ja for Japanese prose', () => {
    const ja = '東京都は今日、新しい地下鉄の路線が来年の末に開業すると発表しました。全長は三十二キロです。'.repeat(4);
    expect(extractSync(page(`<article><p>${ja}</p><p>${ja}</p></article>`)).lang).toBe('ja');
  });

  it('guesses zh for an unlabelled Chinese article', () => {
    const zh = '北京市政府今天宣布，新的地铁线路将于明年年底开通运营，全长三十二公里，设站二十座。'.repeat(4);
    const a = extractSync(page(`<article><p>${zh}</p><p>${zh}</p></article>`));
    expect(a.lang).toBe('zh');
  });
});

describe('lead image', () => {
  it('is absolutised against the page URL and <base href>', () => {
    expect(metaOf(og('og:image', 'images/lead.jpg')).leadImage).toBe('https://news.example.com/world/2024/images/lead.jpg');
    const withBase = page('<p>x</p>', { head: '<base href="https://cdn.example.net/a/">' + og('og:image', 'lead.jpg') });
    expect(readMetadata(withBase, baseUrlOf(withBase, PAGE_URL)).leadImage).toBe('https://cdn.example.net/a/lead.jpg');
    expect(metaOf(og('og:image', 'javascript:alert(1)')).leadImage).toBeNull();
  });
});

describe('metadata in the Article', () => {
  it('carries title, byline, date, site and lang from the page', () => {
    const a = extractSync(
      page(`<article><h1>Council approves bridge</h1><p>${prose('a')}</p><p>${prose('b')}</p></article>`, {
        head: ld(NEWS_ARTICLE) + og('og:site_name', 'Daily Example'),
        htmlAttrs: 'lang="en"',
      }),
    );
    expect(a).toMatchObject({
      title: 'JSON-LD headline wins', byline: 'Jane Doe, John Roe', published: '2021-02-03T08:18:00+08:00',
      siteName: 'Daily Example', lang: 'en', dir: 'ltr', excerpt: 'The JSON-LD description.',
    });
  });

  it('finds a Chinese byline and date written as text above the article', () => {
    const zh = '北京市政府今天宣布，新的地铁线路将于明年年底开通运营，全长三十二公里，设站二十座。'.repeat(4);
    const a = extractSync(page(`<div class="info">来源：新华社 作者：张三 2021年2月3日 08:18</div><div class="main"><p>${zh}</p><p>${zh}</p></div>`));
    expect(a.byline).toBe('张三');
    expect(a.published).toBe('2021-02-03T08:18:00');
  });
});
