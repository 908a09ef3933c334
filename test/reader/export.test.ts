/** Exports on real pages: the core's article, then text / Markdown / HTML as the popup makes them. */
import { extract } from '../../src/core/extract';
import { asHtmlDocument, asHtmlFragment, asText, cleanByline, escapeHtml, fileName } from '../../src/reader/export';
import { asMarkdown } from '../../src/reader/export-markdown';
import { doc, page, unseenHtml } from '../helpers/dom';

const unseenFixture = (name: string, url: string) => doc(unseenHtml(name), url);

const STORY_URL = 'https://coast.example.com/news/sea-wall.html';
const CODE_URL = 'https://blog.example.com/code/2013/cover-your-code/';
const PROSE = 'Coverage tells you which lines your tests ran, and which they never reached at all, so you know where to look next.';
const CODE_PAGE = `<html><head><title>Cover Your Code | A Blog</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Cover Your Code</h1><p><strong>So you test your frontend code?</strong> ${PROSE}</p><p>${PROSE}</p>
<pre><code>// cow.js\nfunction moo() {\n  return 'moo';\n}</code></pre><p>${PROSE}</p></article></body></html>`;
const RTL_PARAGRAPH = 'هذه فقرة طويلة من نص المقال تكفي لتعد محتوى، وتشرح كيف تقرأ الصفحة من اليمين إلى اليسار دون أن يضيع شيء منها.';
const RTL_PAGE = `<html dir="rtl" lang="ar"><head><title>مقال تجريبي</title></head><body><article><h1>مقال تجريبي</h1>
<p>${RTL_PARAGRAPH}</p><h1>Lorem</h1><p>${RTL_PARAGRAPH}</p><p>${RTL_PARAGRAPH}</p></article></body></html>`;

describe('exports of an article (pages written for the tests)', () => {
  it('text: title, source URL, then the body without a second title', async () => {
    const article = await extract(unseenFixture('title-in-content.html', STORY_URL));
    const text = asText({ article, url: STORY_URL });
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([article.title, STORY_URL, '']);
    expect(lines[3]).toBe(article.text.split('\n')[0]);
    expect(text).toContain('The council of Harbour Town voted on Tuesday night');
    expect(text.match(/Harbour Town Votes to Rebuild Its Sea Wall/g)).toHaveLength(1);
  });

  it('Markdown: a heading and an autolink on top of the core\'s GFM', async () => {
    const article = await extract(doc(CODE_PAGE, CODE_URL));
    const md = asMarkdown({ article, url: CODE_URL });
    expect(md.startsWith(`# Cover Your Code\n\n<${CODE_URL}>\n\n**So you test`)).toBe(true);
    expect(md).toContain('```\n// cow.js');
  });

  it('Markdown: a data table with a header row becomes a GFM table', async () => {
    const rows = ['Lock', 'Rise (m)', 'Built'].map((h) => `<th>${h}</th>`).join('');
    const body = Array.from({ length: 6 }, (_, i) => `<tr><td>Lock ${i + 1}</td><td>${2 + i}.5</td><td>${1790 + i}</td></tr>`).join('');
    const para = (n: number) => `<p>Paragraph ${n} explains how the flight of locks lifts boats up the hillside, one chamber after another, in a long afternoon.</p>`;
    const article = await extract(page(`<article><h1>Locks</h1>${para(1)}${para(2)}<table><thead><tr>${rows}</tr></thead><tbody>${body}</tbody></table>${para(3)}</article>`));
    const md = asMarkdown({ article, url: 'https://example.com/t.html' });
    expect(md).toMatch(/^\| Lock \| Rise \(m\) \| Built \|\n\| --- \| --- \| --- \|\n\| Lock 1 \| 2\.5 \| 1790 \|$/m);
  });

  it('HTML: fragment and standalone document carry title, source and lang/dir', async () => {
    const article = await extract(doc(RTL_PAGE, 'https://example.com/rtl.html'));
    const fragment = asHtmlFragment({ article, url: 'https://example.com/rtl.html' }, article.html);
    expect(fragment).toMatch(/^<article lang="ar" dir="rtl">/);
    expect(fragment).toContain('<p><a href="https://example.com/rtl.html">https://example.com/rtl.html</a></p>');
    const page = asHtmlDocument({ article, url: 'https://example.com/rtl.html' }, article.html);
    const parsed = doc(page);
    expect(parsed.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toMatch(/^default-src 'none'/);
    // The export's own heading comes first; the article's "Lorem" heading is not the title and stays.
    expect(Array.from(parsed.querySelectorAll('h1'), (h) => h.textContent)).toEqual([article.title, 'Lorem']);
    expect(parsed.documentElement.getAttribute('dir')).toBe('rtl');
  });
});

describe('export helpers', () => {
  it('escape a hostile title everywhere it is written', () => {
    const article = { title: '<img src=x onerror=alert(1)> & "quotes"', text: 'Body', markdown: 'Body', lang: 'en', dir: null, byline: null, published: null, siteName: null };
    const html = asHtmlDocument({ article, url: 'https://example.com/?a=1&b="2"' }, '<p>Body</p>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</title>');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(asMarkdown({ article: { ...article, title: '# [not](a link)' }, url: 'https://e.x/' })).toMatch(/^# \\# \\\[not\\\]\(a link\)/);
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('make file names from titles in any script', () => {
    expect(fileName('Get your Frontend JavaScript Code Covered', 'md')).toBe('Get-your-Frontend-JavaScript-Code-Covered.md');
    expect(fileName('马克龙星期一在莫斯科与普京会面 - 法国报纸摘要', 'html')).toBe('马克龙星期一在莫斯科与普京会面-法国报纸摘要.html');
    expect(fileName('a/b\\c:d*e?f"g<h>i|j', 'md')).toBe('a-b-c-d-e-f-g-h-i-j.md');
    expect(fileName('???', 'md')).toBe('article.md');
    expect(fileName('x'.repeat(300), 'md').length).toBeLessThanOrEqual(83);
  });

  it('drop separators a site leaves after the byline', () => {
    expect(cleanByline('Nicolas Perriault —')).toBe('Nicolas Perriault');
    expect(cleanByline('Ann Lee | ')).toBe('Ann Lee');
    expect(cleanByline('安东尼')).toBe('安东尼');
  });
});
