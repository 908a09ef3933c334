/** Exports on real pages: the core's article, then text / Markdown / HTML as the popup makes them. */
import { extract } from '../../src/core/extract';
import { asHtmlDocument, asHtmlFragment, asMarkdown, asText, cleanByline, escapeHtml, fileName } from '../../src/reader/export';
import { doc, page } from '../helpers/dom';
import { HAVE_DATASETS, readPage } from '../helpers/datasets';

const URL_001 = 'https://blog.example.com/code/2013/get-your-frontend-javascript-code-covered/';

describe.skipIf(!HAVE_DATASETS)('exports of a real article (mozilla-readability, datasets present)', () => {
  it('text: title, source URL, then the body without a second title', async () => {
    const article = await extract(doc(readPage('mozilla-readability', '001'), URL_001));
    const text = asText({ article, url: URL_001 });
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual([article.title, URL_001, '']);
    expect(lines[3]).toMatch(/^So finally you're testing your frontend JavaScript code\?/);
    expect(text.match(/Get your Frontend JavaScript Code Covered/g)).toHaveLength(1);
  });

  it('Markdown: a heading and an autolink on top of the core\'s GFM', async () => {
    const article = await extract(doc(readPage('mozilla-readability', '001'), URL_001));
    const md = asMarkdown({ article, url: URL_001 });
    expect(md.startsWith(`# Get your Frontend JavaScript Code Covered\n\n<${URL_001}>\n\n**So finally`)).toBe(true);
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
    const article = await extract(doc(readPage('mozilla-readability', 'rtl-1'), 'https://example.com/rtl.html'));
    const fragment = asHtmlFragment({ article, url: 'https://example.com/rtl.html' }, article.html);
    expect(fragment).toMatch(/^<article dir="rtl">/);
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
