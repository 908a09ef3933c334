/**
 * A page whose `<title>` (or a raw-text element such as `<iframe>`) is never closed: the parser
 * takes the rest of the document as its text, so the body is empty. The engine parses that text
 * again and reads the article.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { SWALLOWED_TITLE_CHARS, swallowedPage } from '../../src/core/recover';
import { pageScore } from '../../bench/metric.mjs';
import { doc } from '../helpers/dom';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

const PARAGRAPHS = Array.from({ length: 8 }, (_, i) =>
  `<p>Paragraph ${i} of the harbour report tells what changed this year, who decided it, and what happens next for the town.</p>`).join('\n');
const BROKEN = `<!doctype html><html><head><title>Harbour report (The Gazette)
<script>var x = 1;</script></head><body><div id="nav"><a href="/">Home</a></div>
<div id="story"><h1>Harbour report</h1>${PARAGRAPHS}</div></body></html>`;

describe('a page swallowed by an unclosed <title>', () => {
  it('has its markup as the title text (the test page is what it claims)', () => {
    const d = doc(BROKEN);
    expect(d.body.textContent?.trim()).toBe('');
    expect((d.querySelector('title')?.textContent ?? '').length).toBeGreaterThan(SWALLOWED_TITLE_CHARS);
  });

  it('is read from its swallowed markup, with the title\'s first line as title', () => {
    const article = extractSync(doc(BROKEN, 'https://gazette.example/harbour'));
    expect(article.text).toContain('Paragraph 0 of the harbour report');
    expect(article.text).toContain('Paragraph 7 of the harbour report');
    expect(article.text).not.toContain('var x');
    expect(article.title).toBe('Harbour report (The Gazette)');
  });

  it('leaves a long real title alone', () => {
    const d = doc(`<title>${'A very long headline '.repeat(60)}</title><p>${PARAGRAPHS}</p>`);
    expect(swallowedPage(d)).toBeNull();
  });
});

describe('a page swallowed by a tag manager\'s self-closed <iframe> in <noscript>', () => {
  // With scripts off a browser parses <noscript> as markup, and "<iframe … />" opens an iframe
  // whose text runs to the end of the file (wcxb-dev 2838 in Chromium). This builds that tree.
  const swallowed = (): Document => {
    const d = doc('<!doctype html><html><head><title>Harbour report (The Gazette)</title></head><body><noscript></noscript></body></html>');
    const iframe = d.createElement('iframe');
    iframe.appendChild(d.createTextNode(`<div id="story"><h1>Harbour report</h1>${PARAGRAPHS}</div></body></html>`));
    d.querySelector('noscript')!.appendChild(iframe);
    return d;
  };

  it('is read from the iframe\'s text, keeping the page\'s own title', () => {
    const d = swallowed();
    expect(d.body.children.length).toBe(1);
    const article = extractSync(d);
    expect(article.text).toContain('Paragraph 7 of the harbour report');
    expect(article.title).toBe('Harbour report (The Gazette)');
  });

  it('leaves an iframe with a short fallback text alone', () => {
    const d = doc(`<title>Harbour report</title><p>${PARAGRAPHS}</p>`);
    const iframe = d.createElement('iframe');
    iframe.appendChild(d.createTextNode('<p>Your browser does not support frames.</p>'));
    d.body.appendChild(iframe);
    expect(swallowedPage(d)).toBeNull();
  });
});

describe.skipIf(!HAVE_DATASETS)('l3s-gn1 stories swallowed by their title', () => {
  // Eight of l3s-gn1's 621 pages lost their `</title>`; all eight gave "no article" before.
  const IDS = ['082e02bd-40d9-40d2-9ab5-61cac83db2c1', '0bf24489-9777-4821-a156-7897a890a4cd', '19956250-1bc8-4f9d-b8de-8fb525e22f3c', '51600d8d-20a1-49a2-87f6-21aa9cb8dbed'];
  for (const id of IDS) {
    it(`${id} is read (shingle F1 at least 0.8)`, () => {
      const article = extractSync(doc(readPage('l3s-gn1', id)));
      expect(pageScore(readTruth('l3s-gn1', id), article.text).f1).toBeGreaterThanOrEqual(0.8);
    });
  }
});
