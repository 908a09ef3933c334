/**
 * Hostile pages through the built extension in Chromium (issue 7): the generated corpus
 * (test/hardening/corpus.ts), frames, shadow roots, late SPA content, pages that sabotage the
 * built-ins, a strict CSP, legacy CJK encodings, and XSS vectors rendered by the popup under a
 * trap. Every page must give an article or a clear message in time, and stay byte-identical.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { test, expect, REPO_ROOT, type Winnow } from './fixtures';
import { XSS_VECTORS, cjkArticle, encodeLegacy, hostileCorpus, prose, servedPage } from '../test/hardening/corpus';

/**
 * Wall-clock ceilings from opening the popup to its answer (worker start, injection, extraction,
 * messaging, rendering) on a shared 2-core machine: they catch hangs, not slow-downs (the bench
 * measures speed: bench/hostile.mjs).
 */
const BUDGET_MS = 8_000;
const LARGE_BUDGET_MS = 30_000;
/** How long a late handler (img onerror, ontoggle, animation) gets to fire before the trap is read. */
const TRAP_SETTLE_MS = 800;
/** The SPA test page adds its article this long after load (its "API" answers: under FIRST_CHANGE_MS). */
const SPA_DELAY_MS = 800;
/**
 * Chromium's renderer crashes on a DOM nested deeper than about 2,500 levels (2,000 fine, 3,000
 * "Target crashed", measured with no extension involved), so the DOM-built deep page runs here
 * at this depth; the engine's own 5,000-level walk is proven in Node (test/hardening).
 */
const CHROMIUM_DEEP_LEVELS = 2_000;

/**
 * Template learning (seed 000) off and forgotten while these tests run: every page here comes
 * from one origin and shares sentence shapes, which the learner would rightly take for the
 * "site's" boilerplate after a few pages. Restored (on, empty) afterwards for the other specs.
 */
async function setLearning(winnow: Winnow, on: boolean): Promise<void> {
  const page = await winnow.context.newPage();
  await page.goto(`chrome-extension://${winnow.extensionId}/src/options/options.html`);
  await page.evaluate(async (learning) => {
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const req = indexedDB.open('winnow-templates');
      req.onsuccess = () => ok(req.result);
      req.onerror = () => fail(req.error);
    });
    const tx = db.transaction(['sites', 'batch', 'templates', 'settings'], 'readwrite');
    for (const store of ['sites', 'batch', 'templates']) tx.objectStore(store).clear();
    tx.objectStore('settings').put({ key: 'learning', value: learning });
    await new Promise((done) => (tx.oncomplete = done));
    db.close();
  }, on);
  await page.close();
}

test.beforeAll(async ({ winnow }) => setLearning(winnow, false));
test.afterAll(async ({ winnow }) => setLearning(winnow, true));

/** A digest of everything the page shows: the document and every open shadow root in it. */
function snapshot(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [document.documentElement?.outerHTML ?? ''];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) {
          parts.push(el.shadowRoot.innerHTML);
          walk(el.shadowRoot);
        }
      }
    };
    walk(document);
    const bytes = new TextEncoder().encode(parts.join('\u0000'));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return `${bytes.length}:${Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  });
}

/** Serves bytes with exact headers (charset, CSP) at the fixture server's origin. */
async function serveRaw(winnow: Winnow, path: string, body: Uint8Array | string, headers: Record<string, string>): Promise<string> {
  const url = winnow.server.origin + path;
  await winnow.context.route(url, (route) => route.fulfill({ status: 200, headers, body: Buffer.from(body) }));
  return url;
}

/** Does the popup's article contain each string? (Checked in the popup: the text can be 10 MB.) */
async function contentHas(popup: Page, strings: string[]): Promise<boolean[]> {
  return popup.evaluate((ss) => {
    const text = document.getElementById('content')?.textContent ?? '';
    return ss.map((s) => text.includes(s));
  }, strings);
}

async function expectArticle(popup: Page, contains: string[], absent: string[] = []): Promise<void> {
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
  expect(await contentHas(popup, contains)).toEqual(contains.map(() => true));
  expect(await contentHas(popup, absent)).toEqual(absent.map(() => false));
}

test.describe('hostile corpus in Chromium', () => {
  // The frameset case needs real frame pages: see 'frames' below.
  for (const c of hostileCorpus().filter((x) => !x.name.startsWith('frameset'))) {
    const { title, html } = servedPage(c, CHROMIUM_DEEP_LEVELS);
    test(title, async ({ winnow }) => {
      const slug = c.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      const { page, tabId } = await winnow.openPage(winnow.server.serve(`/corpus/${slug}.html`, html));
      const before = await snapshot(page);

      const started = Date.now();
      const popup = await winnow.openPopup(tabId);
      expect(Date.now() - started).toBeLessThan(c.large ? LARGE_BUDGET_MS : BUDGET_MS);

      if (c.expect.kind === 'no-content') {
        await expect(popup.locator('#message')).toHaveAttribute('data-error', 'no-content');
        await expect(popup.locator('#message-title')).not.toBeEmpty();
      } else {
        await expectArticle(popup, c.expect.contains, c.expect.absent);
      }
      expect(await snapshot(page)).toBe(before);
      await popup.close();
      await page.close();
    });
  }
});

test.describe('frames, shadow roots and late content', () => {
  test('a page that is only a frame around the article: the frame is read', async ({ winnow }) => {
    winnow.server.serve('/frames/inner.html', `<!doctype html><html><head><title>Inner</title></head><body><article><h1>The framed story</h1><p>${prose('framed')}</p><p>${prose('framed more')}</p></article></body></html>`);
    const shell = winnow.server.serve('/frames/shell.html', '<!doctype html><html><head><title>Shell</title></head><body><iframe src="/frames/inner.html" width="800" height="600"></iframe></body></html>');
    const { page, tabId } = await winnow.openPage(shell);
    await page.frameLocator('iframe').locator('article').waitFor();
    await expectArticle(await winnow.openPopup(tabId), ['The framed account', 'The framed more account']);
  });

  test('a frameset page: its largest frame is the article', async ({ winnow }) => {
    winnow.server.serve('/frames/nav.html', '<!doctype html><html><body><a href="/">Home</a> <a href="/b">Archive</a></body></html>');
    winnow.server.serve('/frames/body.html', `<!doctype html><html><head><title>Body</title></head><body><h1>Frameset story</h1><p>${prose('frameset')}</p><p>${prose('frameset two')}</p></body></html>`);
    const url = winnow.server.serve('/frames/set.html', '<!doctype html><html><head><title>Frames</title></head><frameset cols="20%,80%"><frame src="/frames/nav.html"><frame src="/frames/body.html"></frameset></html>');
    const { page, tabId } = await winnow.openPage(url);
    await expect.poll(() => page.frames().length).toBe(3);
    await expectArticle(await winnow.openPopup(tabId), ['The frameset account', 'The frameset two account'], ['Archive']);
  });

  test('declarative shadow DOM (<template shadowrootmode="open">) is read', async ({ winnow }) => {
    const html = `<!doctype html><html><head><title>Declarative</title></head><body><nav><a href="/">Home</a></nav>
      <x-post><template shadowrootmode="open"><article><h1>Declared</h1><p>${prose('declared')}</p><slot></slot></article></template><p>${prose('slotted')}</p></x-post></body></html>`;
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/shadow/declarative.html', html));
    expect(await page.evaluate(() => !!document.querySelector('x-post')?.shadowRoot)).toBe(true);
    await expectArticle(await winnow.openPopup(tabId), ['The declared account', 'The slotted account']);
  });

  test('a single-page app clicked while loading: the popup waits for the content it loads', async ({ winnow }) => {
    const article = `<article><h1>Arrived late</h1>${[1, 2, 3].map((i) => `<p>${prose(`late ${i}`)}</p>`).join('')}</article>`;
    const html = `<!doctype html><html><head><title>SPA</title></head><body><div id="app"><nav><a href="/">Home</a></nav><p class="spinner">Loading…</p></div>
      <script>setTimeout(() => { document.querySelector('.spinner').remove(); document.getElementById('app').insertAdjacentHTML('beforeend', ${JSON.stringify(article)}); }, ${SPA_DELAY_MS});</script></body></html>`;
    const { tabId } = await winnow.openPage(winnow.server.serve('/spa/late.html', html));
    // Clicked right after load, before the content arrived: the spinner is all there is, so the
    // script watches the page, and reads it again once the content has come and gone quiet.
    await expectArticle(await winnow.openPopup(tabId), ['The late 1 account', 'The late 3 account'], ['Loading…']);
  });

  test('a page without an article answers once it has had its chance to change', async ({ winnow }) => {
    const html = `<!doctype html><html><head><title>Static</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav></body></html>`;
    const { tabId } = await winnow.openPage(winnow.server.serve('/spa/static.html', html));
    const started = Date.now();
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('#message')).toHaveAttribute('data-error', 'no-content');
    // One FIRST_CHANGE_MS (1.5 s) of watching, not the MAX_SETTLE_MS (4 s) cap.
    expect(Date.now() - started).toBeLessThan(3_500);
  });
});

test.describe('pages that sabotage the built-ins', () => {
  /**
   * What a page can break in its own world before a reader looks at it. (Playwright's own
   * page.evaluate runs in that world too, so the tests read results through document.title.)
   */
  const SABOTAGE = `
    Array.prototype.map = function () { throw new Error('map sabotaged'); };
    Array.prototype.filter = function () { return []; };
    Array.from = function () { return []; };
    Object.defineProperty(Node.prototype, 'textContent', { get() { return 'SABOTAGED'; }, configurable: true });
    Object.defineProperty(Element.prototype, 'getAttribute', { value() { return 'sabotaged'; }, configurable: true });
    window.Node = undefined; window.Element = undefined;
    var config = { extract: false, debug: 'page config' };`;
  const body = `<article><h1>Under attack</h1><p>${prose('sabotage one')}</p><p>${prose('sabotage two')}</p></article>`;
  const LIB = resolve(REPO_ROOT, 'dist/lib/winnow.iife.js');

  test('the content script runs in its own world: the article is read intact', async ({ winnow }) => {
    const extra = `Promise.prototype.then = function () { throw new Error('then sabotaged'); }; JSON.stringify = () => '{}';`;
    const html = `<!doctype html><html><head><title>Sabotage</title></head><body>${body}<script>${SABOTAGE}${extra} document.title = 'page sees ' + document.body.textContent;</script></body></html>`;
    const { page: tab, tabId } = await winnow.openPage(winnow.server.serve('/sabotage/ext.html', html));
    expect(await tab.title()).toBe('page sees SABOTAGED'); // the sabotage is live in the page's world…
    // …and invisible to the extension's.
    await expectArticle(await winnow.openPopup(tabId), ['The sabotage one account', 'The sabotage two account'], ['SABOTAGED']);
  });

  /** Runs the library bundle in the page's world after `prelude`; the outcome lands in the title. */
  async function libraryOutcome(winnow: Winnow, path: string, prelude: string): Promise<string> {
    winnow.server.serve('/lib/winnow.iife.js', readFileSync(LIB, 'utf8'));
    const run = `Winnow.extract(document).then((a) => { document.title = 'ok: ' + a.text.slice(0, 200); }, (e) => { document.title = 'error: ' + e; });`;
    const html = `<!doctype html><html><head><title>pending</title></head><body>${body}<script>${prelude}</script><script src="/lib/winnow.iife.js"></script><script>try { ${run} } catch (e) { document.title = 'error: ' + e; }</script></body></html>`;
    const { page: tab } = await winnow.openPage(winnow.server.serve(path, html));
    await expect.poll(() => tab.title()).not.toBe('pending');
    return tab.title();
  }

  test('the library bundle in the page world: globals it never uses do not matter', async ({ winnow }) => {
    test.skip(!existsSync(LIB), 'dist/lib/winnow.iife.js missing: run `npm run build:lib`');
    const outcome = await libraryOutcome(winnow, '/sabotage/lib-globals.html', `window.Node = undefined; window.Element = undefined; var config = { debug: 'page' }; var Winnow = 'page global';`);
    expect(outcome).toMatch(/^ok: .*The sabotage one account/);
  });

  test('the library bundle in the page world: broken built-ins give an error, never a wrong article', async ({ winnow }) => {
    test.skip(!existsSync(LIB), 'dist/lib/winnow.iife.js missing: run `npm run build:lib`');
    const outcome = await libraryOutcome(winnow, '/sabotage/lib.html', SABOTAGE);
    test.info().annotations.push({ type: 'outcome', description: outcome.slice(0, 160) });
    // Documented (README, "Library"): the IIFE shares the page's built-ins. A page that breaks
    // them gets an error that names what it broke, never its fake text as an article.
    expect(outcome).not.toContain('SABOTAGED');
    expect(outcome).toMatch(/^error: TamperedPageError: This page replaced built-in functions/);
    for (const name of ['Array.prototype.map', 'Array.from', 'Node.prototype.textContent', 'Element.prototype.getAttribute']) expect(outcome).toContain(name);
  });
});

test.describe('strict CSP and legacy encodings', () => {
  test('a page under a strict Content-Security-Policy is read', async ({ winnow }) => {
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Locked down</title></head><body><article><h1>Locked down</h1><p>${prose('csp')}</p><p>${prose('csp two')}</p></article></body></html>`;
    const url = await serveRaw(winnow, '/csp/strict.html', html, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; script-src 'none'; style-src 'none'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'",
    });
    const { page, tabId } = await winnow.openPage(url);
    const before = await snapshot(page);
    await expectArticle(await winnow.openPopup(tabId), ['The csp account', 'The csp two account']);
    expect(await snapshot(page)).toBe(before);
  });

  const ENCODINGS = [
    { encoding: 'gbk', label: 'GBK', lang: 'zh-CN' },
    { encoding: 'big5', label: 'Big5', lang: 'zh-TW' },
    { encoding: 'shift_jis', label: 'Shift_JIS', lang: 'ja' },
  ] as const;
  for (const { encoding, label, lang } of ENCODINGS) {
    for (const declared of ['header', 'meta'] as const) {
      test(`${label} declared in the ${declared === 'header' ? 'Content-Type header' : '<meta charset>'}`, async ({ winnow }) => {
        const { html, sentence } = cjkArticle(lang, declared === 'meta' ? label : null);
        const contentType = declared === 'header' ? `text/html; charset=${label}` : 'text/html';
        const url = await serveRaw(winnow, `/enc/${encoding}-${declared}.html`, encodeLegacy(html, encoding), { 'content-type': contentType });
        const { tabId } = await winnow.openPage(url);
        const popup = await winnow.openPopup(tabId);
        await expectArticle(popup, [sentence]);
        await expect(popup.locator('#title')).toHaveText('港口');
      });
    }
  }
});

test.describe('XSS: nothing from the page runs in the popup', () => {
  test(`${XSS_VECTORS.length} vectors through the whole pipeline, under a trap`, async ({ winnow }) => {
    const body = XSS_VECTORS.map((v, i) => `<p>${prose(`vector ${i}`, 2)}</p>${v}`).join('\n');
    const html = `<!doctype html><html><head><title>Vectors</title></head><body><article><h1>Vectors</h1>${body}<p>${prose('closing')}</p></article></body></html>`;
    const { tabId } = await winnow.openPage(winnow.server.serve('/xss/all.html', html));
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    // Give every interaction vector its event: mouse over, focus and click on everything rendered.
    await popup.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll('#content *'))) {
        for (const type of ['mouseover', 'focus', 'click']) el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
      }
    });
    await popup.waitForTimeout(TRAP_SETTLE_MS);
    const report = await popup.evaluate(() => {
      const content = document.getElementById('content')!;
      const all = Array.from(content.querySelectorAll('*'));
      const urls = all.flatMap((el) => ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'data'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null));
      return {
        trap: (window as unknown as { __pwned?: unknown }).__pwned ?? (top as unknown as { __pwned?: unknown }).__pwned ?? null,
        dangerous: content.querySelectorAll('script, iframe, object, embed, style, base, form, meta, link, svg, template, input, button').length,
        handlers: all.flatMap((el) => Array.from(el.attributes, (a) => a.name)).filter((n) => n.startsWith('on')),
        styles: all.filter((el) => el.hasAttribute('style')).length,
        badUrls: urls.filter((u) => !/^(?:https?:|mailto:|data:image\/(?:png|gif|jpe?g|webp);)/i.test(u.trim())),
        text: content.textContent ?? '',
      };
    });
    expect(report.trap).toBeNull();
    expect(report.dangerous).toBe(0);
    expect(report.handlers).toEqual([]);
    expect(report.styles).toBe(0);
    expect(report.badUrls).toEqual([]);
    // The article itself survived its vectors: first and last paragraphs are there.
    expect(report.text).toContain('The vector 0 account');
    expect(report.text).toContain('The closing account');
  });

  test('page text learned as template entries is shown as text in the options page', async ({ winnow }) => {
    const site = 'https://hostile.example';
    const entries = XSS_VECTORS.slice(0, 12).map((text, i) => ({ tag: i % 2 ? 'p' : 'nav', text, count: 3, lastSeen: 3 }));
    const options = await winnow.context.newPage();
    await options.goto(`chrome-extension://${winnow.extensionId}/src/options/options.html`);
    // Entries as the learner stores them: normalised page text, which can be any string.
    await options.evaluate(async ({ site, entries }) => {
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const req = indexedDB.open('winnow-templates');
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error);
      });
      const tx = db.transaction(['sites', 'templates'], 'readwrite');
      tx.objectStore('sites').put({ site, learning: true, pages: 3, batchPages: 3, updated: Date.now() });
      tx.objectStore('templates').put({ site, entries });
      await new Promise((done) => (tx.oncomplete = done));
      db.close();
    }, { site, entries });
    await options.reload();
    await options.locator(`tr[data-site="${site}"] button`).first().click();
    await expect(options.locator('#inspect-entries li')).toHaveCount(entries.length);
    await options.waitForTimeout(TRAP_SETTLE_MS);
    const report = await options.evaluate(() => ({
      trap: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      elements: document.querySelectorAll('#inspect-entries li *').length,
      texts: Array.from(document.querySelectorAll('#inspect-entries li'), (li) => li.textContent ?? ''),
    }));
    expect(report.trap).toBeNull();
    expect(report.elements).toBe(0); // every entry is one text node
    for (const e of entries) expect(report.texts.some((t) => t.includes(e.text))).toBe(true);
    await options.close();
  });

  test('each raw vector through the popup\'s sanitizer, on a page without CSP (trap armed and proven)', async ({ winnow }) => {
    // The sanitizer as the popup bundles it, built for a plain page: here only DOMPurify stands
    // between a vector and the trap (no extension CSP), and the raw control shows the trap works.
    const built = await build({
      configFile: false, root: REPO_ROOT, logLevel: 'silent', publicDir: false,
      build: { write: false, minify: false, lib: { entry: 'src/popup/sanitize.ts', formats: ['iife'], name: 'winnowSanitize' } },
    });
    const outputs = (Array.isArray(built) ? built : [built]) as Array<{ output: Array<{ type: string; code?: string }> }>;
    const code = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')!.code!;
    const { page } = await winnow.openPage(winnow.server.serve('/xss/sandbox.html', '<!doctype html><html><head><title>Sandbox</title></head><body><div id="out"></div></body></html>'));
    await page.addScriptTag({ content: code });

    const render = (vectors: string[], sanitize: boolean) => page.evaluate(async ({ vectors, sanitize, settle }) => {
      const w = window as unknown as { __pwned?: unknown; winnowSanitize: { sanitizeArticleHtml(h: string): DocumentFragment } };
      const fired: number[] = [];
      const dirty: number[] = [];
      const out = document.getElementById('out')!;
      for (let i = 0; i < vectors.length; i++) {
        w.__pwned = undefined;
        out.replaceChildren();
        if (sanitize) out.append(w.winnowSanitize.sanitizeArticleHtml(vectors[i]));
        else out.innerHTML = vectors[i];
        out.querySelectorAll('details').forEach((d) => d.toggleAttribute('open'));
        await new Promise((r) => setTimeout(r, settle));
        if (w.__pwned !== undefined) fired.push(i);
        const els = Array.from(out.querySelectorAll('*'));
        const bad = els.some((el) => /^(script|iframe|object|embed|style|base|form|meta|link|svg|template)$/i.test(el.localName)
          || Array.from(el.attributes).some((a) => a.name.startsWith('on') || /^\s*(javascript|vbscript|data:text)/i.test(a.value)));
        if (bad) dirty.push(i);
      }
      return { fired, dirty };
    }, { vectors, sanitize, settle: 30 });

    const raw = await render(XSS_VECTORS, false);
    expect(raw.fired.length).toBeGreaterThan(3); // the trap catches real execution
    const clean = await render(XSS_VECTORS, true);
    expect(clean.fired.map((i) => XSS_VECTORS[i])).toEqual([]);
    expect(clean.dirty.map((i) => XSS_VECTORS[i])).toEqual([]);
  });
});
