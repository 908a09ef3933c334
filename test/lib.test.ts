/**
 * dist/lib/winnow.iife.js as the benchmark uses it: evaluated inside a page (a happy-dom Window).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { ensureLibBuilt, BUILD_TIMEOUT_MS } from './helpers/build';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WinnowGlobal } from '../src/lib/global';

const REPO = fileURLToPath(new URL('..', import.meta.url));
/** The half of `npm run build:lib` this file needs (the other test file builds the other). */
const BUNDLE = join(REPO, 'dist/lib/winnow.iife.js');
/** What the IIFE is built from; a newer file here means rebuild. */
const PAGE_URL = 'https://example.org/blog/post.html';

const PARAGRAPH =
  'The bundle runs inside the page it reads, so it must bring every dependency along and ' +
  'leave nothing behind in the global scope except the one name it promises. ';
const ARTICLE_PAGE = `<!doctype html><html lang="en"><head><title>Bundle test</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About us</a></nav>
<article><h1>Bundle test</h1><p>${PARAGRAPH}</p><p>${PARAGRAPH.repeat(2)}</p>
<p>${PARAGRAPH.repeat(2)} <a href="other.html">Another post</a>.</p></article>
</body></html>`;
const NAV_ONLY_PAGE = `<!doctype html><html><head><title>Links</title></head><body><ul>
${['Home', 'News', 'Sport', 'Weather'].map((t) => `<li><a href="/${t}">${t}</a></li>`).join('')}
</ul></body></html>`;

/** Builds this test's half of build:lib when it is missing or stale. */
function ensureBuilt(): void {
  ensureLibBuilt('dist/lib/winnow.iife.js');
}

let bundle: string;
let window: Window | undefined;

/** A page with the bundle evaluated in it, plus the globals the bundle added. */
function loadPage(html: string): { Winnow: WinnowGlobal; added: string[]; document: Document } {
  window = new Window({ url: PAGE_URL });
  window.document.write(html);
  const before = new Set(Object.getOwnPropertyNames(window));
  window.eval(bundle);
  const added = Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
  const Winnow = (window as unknown as { Winnow: WinnowGlobal }).Winnow;
  return { Winnow, added, document: window.document as unknown as Document };
}

beforeAll(() => {
  ensureBuilt();
  bundle = readFileSync(BUNDLE, 'utf8');
}, BUILD_TIMEOUT_MS);

afterEach(async () => {
  await window?.happyDOM.close();
  window = undefined;
});

describe('winnow.iife.js', () => {
  it('defines globalThis.Winnow and no other global', () => {
    const { Winnow, added } = loadPage(ARTICLE_PAGE);
    expect(added).toEqual(['Winnow']);
    expect(typeof Winnow.extract).toBe('function');
    expect(typeof Winnow.NoContentError).toBe('function');
  });

  it('reports the package version', () => {
    const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
    expect(loadPage(ARTICLE_PAGE).Winnow.version).toBe(version);
  });

  it('extracts the article from the page it is injected into', async () => {
    const { Winnow, document } = loadPage(ARTICLE_PAGE);
    const article = await Winnow.extract(document);
    expect(article.title).toBe('Bundle test');
    expect(article.text).toContain('must bring every dependency along');
    expect(article.text).not.toContain('About us');
    expect(article.html).toContain('href="https://example.org/blog/other.html"');
    expect(article.wordCount).toBeGreaterThan(50);
  });

  it('rejects with NoContentError on a page without content', async () => {
    const { Winnow, document } = loadPage(NAV_ONLY_PAGE);
    await expect(Winnow.extract(document)).rejects.toBeInstanceOf(Winnow.NoContentError);
  });
});
