/**
 * The Firefox build, end to end in Firefox ESR (issue 23): the popup and its copy, the reading
 * view over the page, a multi-page article joined in the view, learning while browsing with its
 * IndexedDB store across a browser restart, and the hostile-page cases the Chromium suite runs.
 * Pages are written here or generated (test/hardening, test/templates, test/fixtures/pages):
 * nothing comes from the datasets.
 */
import type { Page } from 'puppeteer-core';
import { readStore } from '../e2e/idb';
import { hostileCorpus, prose, servedPage, XSS_VECTORS } from '../test/hardening/corpus';
import { FOOTER, NAV, sentence, sitePageBody } from '../test/templates/site';
import { EN_STORY, ZH_STORY } from '../test/fixtures/pages/multipage';
import { test, expect, EXTENSION_ORIGIN, type FirefoxWinnow } from './fixtures';

/** Wall-clock ceilings from opening the popup to its answer: they catch hangs, not slow-downs. */
const BUDGET_MS = 10_000;
const LARGE_BUDGET_MS = 40_000;
/** How long late handlers (img onerror, animations) get to fire before the XSS trap is read. */
const TRAP_SETTLE_MS = 800;
/** Pages of one design that close the first learning batch (N1 = 10). */
const BATCH_PAGES = 10;
/** Per page, how long learning may take once the page is idle. */
const LEARN_MS = 20_000;

const ARTICLE_TITLE = 'How the river council rebuilt the old bridge';
const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${ARTICLE_TITLE} | Riverside Gazette</title></head>
<body><header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a> <a href="/about">About us</a></nav></header>
<main><article><h1>${ARTICLE_TITLE}</h1><p class="byline">By Ann Example</p>
${[0, 1, 2, 3, 4, 5].map((i) => `<p>${prose(`bridge ${i}`, 3)}</p>`).join('\n')}
</article><aside><h2>Most read</h2><ul><li><a href="/a">Storm closes the harbour</a></li><li><a href="/b">Festival dates announced</a></li></ul></aside></main>
<footer><p>© Riverside Gazette. All rights reserved.</p><a href="/privacy">Privacy</a></footer></body></html>`;

/** What the page shows: its markup and every open shadow root in it. */
const snapshot = (page: Page) => page.evaluate(() => {
  const parts = [document.documentElement?.outerHTML ?? ''];
  for (const el of Array.from(document.querySelectorAll('*'))) if (el.shadowRoot) parts.push(el.shadowRoot.innerHTML);
  return parts.join('\u0000');
});

/** The reading view's text, or null while it is not open (it lives in a closed shadow root: only the extension's own world reaches it). */
const viewText = (firefox: FirefoxWinnow, tabId: number) => firefox.inContentWorld(tabId, () => {
  const host = document.querySelector('[data-winnow-reader]') as (Element & { openOrClosedShadowRoot?: ShadowRoot }) | null;
  const dialog = host?.openOrClosedShadowRoot?.querySelector('dialog');
  return dialog?.open ? (dialog as HTMLElement).innerText : null;
});

const popupState = (popup: Page) => popup.evaluate(() => document.body.dataset.state);
const popupText = (popup: Page) => popup.evaluate(() => document.getElementById('content')?.textContent ?? '');

test.describe.configure({ mode: 'serial' });

test('the popup shows the article, and Copy puts its text on the clipboard', async ({ firefox }) => {
  const { page, tabId } = await firefox.openPage(firefox.server.serve('/gazette/bridge.html', ARTICLE));
  const before = await snapshot(page);
  const popup = await firefox.openPopup(tabId);
  expect(await popupState(popup)).toBe('article');
  expect(await popup.evaluate(() => document.getElementById('title')?.textContent)).toBe(ARTICLE_TITLE);
  const text = await popupText(popup);
  expect(text).toContain('The bridge 0 account');
  expect(text).toContain('The bridge 5 account');
  expect(text).not.toContain('Storm closes the harbour');
  expect(text).not.toContain('All rights reserved');

  await popup.bringToFront();
  await popup.click('#copy');
  await popup.waitForSelector('#copy.chip--done');
  // The test build may read the clipboard (clipboardRead, test builds only).
  const copied = await popup.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${ARTICLE_TITLE}\n${page.url()}\n\n`)).toBe(true);
  expect(copied).toContain('The bridge 3 account');
  expect(copied).not.toContain('Most read');
  expect(await snapshot(page)).toBe(before);
  await popup.close();
  await page.close();
});

test('the context menu\'s "Copy clean text" copies from the page itself, without the popup', async ({ firefox }) => {
  const { page, tabId } = await firefox.openPage(firefox.server.serve('/gazette/bridge-menu.html', ARTICLE));
  const before = await snapshot(page);
  await page.bringToFront();
  await firefox.extension.evaluate(() => navigator.clipboard.writeText('before'));
  // The background asks the tab's content script, which writes the clipboard.
  expect(await firefox.menu('winnow-copy-text', tabId)).toBe(true);
  const copied = await firefox.extension.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').slice(0, 2)).toEqual([ARTICLE_TITLE, page.url()]);
  expect(copied).toContain('The bridge 4 account');
  expect(copied).not.toContain('Most read');
  expect(await snapshot(page)).toBe(before);
  await page.close();
});

test('the reading view opens over the page and closes, leaving the page as it was', async ({ firefox }) => {
  const { page, tabId } = await firefox.openPage(firefox.server.serve('/gazette/bridge-view.html', ARTICLE));
  const before = await snapshot(page);
  const mounted = () => page.evaluate(() => !!document.querySelector('[data-winnow-reader]'));

  await firefox.command('toggle-reader', tabId);
  await expect.poll(() => viewText(firefox, tabId), { timeout: 15_000 }).toContain('The bridge 5 account');
  const shown = (await viewText(firefox, tabId))!;
  expect(shown).toContain(ARTICLE_TITLE);
  expect(shown).not.toContain('Storm closes the harbour');
  // Nothing from the view is visible to the page: only its empty host element is in the DOM.
  expect(await page.evaluate(() => document.querySelector('[data-winnow-reader]')?.shadowRoot ?? null)).toBeNull();

  await firefox.command('toggle-reader', tabId);
  await expect.poll(mounted, { timeout: 10_000 }).toBe(false);
  expect(await snapshot(page)).toBe(before);
  await page.close();
});

for (const [name, set] of [['English', EN_STORY], ['Chinese', ZH_STORY]] as const) {
  test(`a ${name} article split over three pages is read whole in the reading view`, async ({ firefox }) => {
    const html = set.html(firefox.server.origin);
    const urls = set.paths.map((path, i) => firefox.server.serve(path, html[i]!));
    const { page, tabId } = await firefox.openPage(urls[0]!);
    await firefox.command('toggle-reader', tabId);
    // The following pages are fetched by the view's tools script, from the page's own origin.
    await expect.poll(async () => (await viewText(firefox, tabId))?.includes(set.marks[2]!) ?? false, { timeout: 20_000 }).toBe(true);
    const text = (await viewText(firefox, tabId))!.replace(/\s+/g, ' ');
    const at = set.marks.map((m) => text.indexOf(m));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const lines = await firefox.inContentWorld(tabId, () => {
      const host = document.querySelector('[data-winnow-reader]') as Element & { openOrClosedShadowRoot?: ShadowRoot };
      return Array.from(host.openOrClosedShadowRoot!.querySelectorAll('.page-break'), (p) => p.textContent);
    });
    expect(lines).toEqual(['Page 2 of 3', 'Page 3 of 3']);
    expect(text.split(set.standfirst).length - 1).toBe(1);
    expect(firefox.server.hits('/news/next-story')).toBe(0);
    await firefox.command('toggle-reader', tabId);
    await page.close();
  });
}

interface SiteRecord { pages: number }
interface Entry { tag: string; text: string; count: number }

test('learning while browsing an opted-in site keeps its template in IndexedDB across a restart', async ({ firefox }) => {
  test.setTimeout(180_000);
  const origin = firefox.server.origin;
  const options = await firefox.openExtensionPage('src/options/options.html');
  await options.waitForSelector('body[data-state="ready"]');
  // The earlier tests' popup and view taught this origin their pages: start from nothing.
  await options.click('#forget-all');
  await options.waitForSelector('#empty:not([hidden])');
  await options.type('#browsing-site', origin);
  await options.click('#browsing-form button[type="submit"]');
  await options.waitForSelector(`#browsing-sites li[data-site="${origin}"]`);

  const pagesLearned = async () => ((await readStore(options, 'sites', origin)) as SiteRecord | null)?.pages ?? 0;
  for (let n = 1; n <= BATCH_PAGES; n++) {
    const html = `<!doctype html><html><head><title>Page ${n}</title></head><body>${sitePageBody(n)}</body></html>`;
    const page = await firefox.browser.newPage();
    await page.goto(firefox.server.serve(`/site/${n}.html`, html), { waitUntil: 'load' });
    await expect.poll(pagesLearned, { timeout: LEARN_MS }).toBe(n);
    await page.close();
  }
  const learned = (await readStore(options, 'templates', origin)) as { entries: Entry[] } | null;
  expect(learned?.entries.length ?? 0).toBeGreaterThan(0);
  // The site's chrome (entries are kept lowercased)...
  const texts = learned!.entries.map((e) => e.text);
  expect(texts).toContain(FOOTER.toLowerCase());
  expect(texts).toContain(NAV[1].toLowerCase());
  // ...and none of its articles' sentences.
  const sentences = new Set(Array.from({ length: BATCH_PAGES }, (_, i) => [0, 1, 2, 3].map((k) => sentence(i + 1, k).toLowerCase())).flat());
  expect(texts.filter((t) => sentences.has(t))).toEqual([]);

  await firefox.restart();
  const reopened = await firefox.openExtensionPage('src/options/options.html');
  expect(await reopened.evaluate(() => location.origin)).toBe(EXTENSION_ORIGIN);
  const kept = (await readStore(reopened, 'templates', origin)) as { entries: Entry[] } | null;
  expect(kept?.entries).toEqual(learned!.entries);
  // The options page lists the site with what it learned.
  await reopened.waitForSelector('body[data-state="ready"]');
  expect(await reopened.evaluate(() => document.querySelector('#sites tbody')?.textContent ?? '')).toContain(origin.replace(/^https?:\/\//, ''));
  await reopened.close();
});

/** Every page gives an article or a clear message in time, and stays as it was. */
async function hostileCase(firefox: FirefoxWinnow, path: string, html: string, large: boolean): Promise<{ popup: Page; close(): Promise<void> }> {
  const { page, tabId } = await firefox.openPage(firefox.server.serve(path, html));
  const before = await snapshot(page);
  const started = Date.now();
  const popup = await firefox.openPopup(tabId);
  expect(Date.now() - started).toBeLessThan(large ? LARGE_BUDGET_MS : BUDGET_MS);
  expect(await snapshot(page)).toBe(before);
  return { popup, close: async () => { await popup.close(); await page.close(); } };
}

test.describe('hostile pages', () => {
  // The frameset case needs frame pages of its own (the Chromium suite serves them).
  for (const c of hostileCorpus().filter((x) => !x.name.startsWith('frameset'))) {
    const { title, html } = servedPage(c);
    test(title, async ({ firefox }) => {
      const slug = c.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      const { popup, close } = await hostileCase(firefox, `/corpus/${slug}.html`, html, !!c.large);
      if (c.expect.kind === 'no-content') {
        expect(await popupState(popup)).toBe('message');
        expect(await popup.evaluate(() => document.getElementById('message')?.dataset.error)).toBe('no-content');
      } else {
        expect(await popupState(popup)).toBe('article');
        const text = await popupText(popup);
        for (const s of c.expect.contains) expect(text).toContain(s);
        for (const s of c.expect.absent ?? []) expect(text).not.toContain(s);
      }
      await close();
    });
  }

  test(`${XSS_VECTORS.length} script vectors in the article: none runs in the popup`, async ({ firefox }) => {
    const body = XSS_VECTORS.map((v, i) => `<p>${prose(`vector ${i}`, 2)}</p>${v}`).join('\n');
    const html = `<!doctype html><html><head><title>Vectors</title></head><body><article><h1>Vectors</h1>${body}<p>${prose('closing')}</p></article></body></html>`;
    const { popup, close } = await hostileCase(firefox, '/xss/all.html', html, false);
    expect(await popupState(popup)).toBe('article');
    await popup.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll('#content *'))) {
        for (const type of ['mouseover', 'focus', 'click']) el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
      }
    });
    await new Promise((r) => setTimeout(r, TRAP_SETTLE_MS));
    const report = await popup.evaluate(() => {
      const content = document.getElementById('content')!;
      const all = Array.from(content.querySelectorAll('*'));
      return {
        trap: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        dangerous: content.querySelectorAll('script, iframe, object, embed, style, base, form, meta, link, svg, template').length,
        handlers: all.flatMap((el) => Array.from(el.attributes, (a) => a.name)).filter((n) => n.startsWith('on')),
        text: content.textContent ?? '',
      };
    });
    expect(report.trap).toBeNull();
    expect(report.dangerous).toBe(0);
    expect(report.handlers).toEqual([]);
    expect(report.text).toContain('The vector 0 account');
    expect(report.text).toContain('The closing account');
    await close();
  });
});
