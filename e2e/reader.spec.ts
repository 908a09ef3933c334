/**
 * The reading view end to end (issue 6): opened from the popup and by the keyboard command,
 * closed by Esc and by the command with the page restored exactly (DOM and focus), every theme
 * applied at once and persisted, a Chinese page and a right-to-left page, "show what was
 * removed", manual removal remembered on the site's next page (and undone), print.
 * Screenshots go to e2e/screenshots/ (gitignored).
 */
import type { Page } from '@playwright/test';
import { test, expect, datasetPage, type Winnow } from './fixtures';
import { axeReader, describeViolations, dispatchCommand, forgetEverything, waitForReader, type ReaderHandle } from './reader-helpers';
import { PALETTES } from '../src/reader/themes';

const DATASET = 'mozilla-readability';
const ARTICLE_ID = '001';
const ARTICLE_TITLE = 'Frontend JavaScript Code Covered';
/** The whole title, as the exports head the copied article with it. */
const ARTICLE_TITLE_FULL = 'Get your Frontend JavaScript Code Covered';
const ARTICLE_SENTENCE = 'Blanket.js is an easy to install, easy to configure, and easy to use JavaScript code coverage library';
/** A Chinese news page (rfi.fr, UTF-8) from the Chinese web-content dataset. */
const ZH_DATASET = 'zh-wce-dev';
const ZH_ID = '0ef8393b-0415-494c-b608-1d45bb33c6fb';
export const SHOTS = 'e2e/screenshots';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
const snapshot = (page: Page) => page.evaluate(() => document.documentElement.outerHTML);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function openReader(winnow: Winnow, path: string, html: string): Promise<{ page: Page; tabId: number; reader: ReaderHandle }> {
  const { page, tabId } = await winnow.openPage(winnow.server.serve(path, html));
  expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
  return { page, tabId, reader: (await waitForReader(page))! };
}

const style = (reader: ReaderHandle, selector: string, prop: string) =>
  reader.eval<string>(`function (s, p) { return getComputedStyle(s ? this.querySelector(s) : this).getPropertyValue(p); }`, selector, prop);

const syncSettings = (winnow: Winnow) =>
  winnow.worker.evaluate(async () => (await (globalThis as unknown as { chrome: { storage: { sync: { get(k: string): Promise<Record<string, unknown>> } } } })
    .chrome.storage.sync.get('readerSettings')).readerSettings as Record<string, unknown> | undefined);

test.describe('Reading view', () => {
  test.beforeEach(async ({ winnow }) => forgetEverything(winnow.context, winnow.extensionId));

  test('opens from the popup, closes with Esc, and leaves the page exactly as it was', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/reader-open.html', html));
    // Focus something on the page: it must have focus again after the view closes.
    const focusedBefore = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href]')!;
      link.focus();
      return link.outerHTML;
    });
    const before = await snapshot(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const popup = await winnow.openPopup(tabId);
    await popup.locator('#open-reader').click();
    const reader = (await waitForReader(page))!;
    expect(squash(await reader.text())).toContain(ARTICLE_SENTENCE);
    expect(await reader.eval<string>("function () { return this.querySelector('.meta__title').textContent; }")).toContain(ARTICLE_TITLE);
    // Modal over an inert page: focus is inside the view, on its close button.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-winnow-reader'))).toBe(true);
    expect(await reader.eval<string>("function () { return this.getRootNode().activeElement?.dataset.action ?? ''; }")).toBe('close');
    // The source link and the reading time are shown.
    expect(await reader.eval<string>("function () { return this.querySelector('.meta__source').href; }")).toBe(page.url());
    expect(await reader.eval<string>("function () { return this.querySelector('.meta__reading').textContent; }")).toMatch(/\d+ min read/);

    await page.bringToFront();
    await page.keyboard.press('Escape');
    await waitForReader(page, false);
    expect(await snapshot(page)).toBe(before);
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('the keyboard command opens and closes it; the close button closes it too', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId, reader } = await openReader(winnow, '/reader-command.html', html);
    const before = await page.evaluate(() => {
      const host = document.querySelector('[data-winnow-reader]')!;
      const clone = document.documentElement.cloneNode(true) as HTMLElement;
      clone.querySelector('[data-winnow-reader]')!.remove();
      return { html: clone.outerHTML, hostParent: host.parentElement!.tagName, hosts: document.querySelectorAll('[data-winnow-reader]').length };
    });
    // Exactly one host element, on <html>; nothing else of the page changed while open.
    expect(before.hosts).toBe(1);
    expect(before.hostParent).toBe('HTML');
    expect(squash(await reader.text())).toContain(ARTICLE_SENTENCE);
    expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: false });
    await waitForReader(page, false);
    expect(await snapshot(page)).toBe(before.html);

    expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
    const again = (await waitForReader(page))!;
    await again.click('[data-action="close"]');
    await waitForReader(page, false);
    expect(await snapshot(page)).toBe(before.html);
  });

  test('opening it by the command teaches the site, as the popup does', async ({ winnow }) => {
    await forgetEverything(winnow.context, winnow.extensionId);
    const pagesLearned = () => winnow.worker.evaluate((site) => new Promise<number>((resolve) => {
      const open = indexedDB.open('winnow-templates');
      open.onsuccess = () => {
        const req = open.result.transaction('sites').objectStore('sites').get(site);
        req.onsuccess = () => { resolve((req.result as { pages?: number } | undefined)?.pages ?? 0); open.result.close(); };
      };
    }), winnow.server.origin);
    expect(await pagesLearned()).toBe(0);
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page } = await openReader(winnow, '/reader-learns.html', html);
    await expect.poll(pagesLearned).toBe(1);
    await page.close();
  });

  test('every theme applies at once, persists in storage.sync and survives a reopen', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId, reader } = await openReader(winnow, '/reader-themes.html', html);
    await page.setViewportSize({ width: 1100, height: 760 });
    await reader.click('[data-action="settings"]');
    for (const theme of ['light', 'sepia', 'dark'] as const) {
      await reader.click(`[data-theme="${theme}"]`);
      expect(await style(reader, '', 'background-color')).toBe(rgb(PALETTES[theme].bg));
      expect(await style(reader, '.article', 'color')).toBe(rgb(PALETTES[theme].fg));
      await expect.poll(async () => (await syncSettings(winnow))?.theme).toBe(theme);
      await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-${theme}-en.png` });
    }
    // "System" follows the colour scheme the browser reports.
    await reader.click('[data-theme="system"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await style(reader, '', 'background-color')).toBe(rgb(PALETTES.dark.bg));
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await style(reader, '', 'background-color')).toBe(rgb(PALETTES.light.bg));

    // Typography steppers change the text at once and are saved.
    const size = Number.parseFloat(await style(reader, '.article', 'font-size'));
    await reader.click('[data-step="fontSize+"]');
    await reader.click('[data-step="fontSize+"]');
    expect(Number.parseFloat(await style(reader, '.article', 'font-size'))).toBe(size + 2);
    await reader.click('[data-font="mono"]');
    expect(await style(reader, '.article', 'font-family')).toMatch(/monospace/);
    await reader.click('[data-theme="sepia"]');
    await expect.poll(async () => (await syncSettings(winnow))?.fontSize).toBe(size + 2);

    // Closed and reopened: the saved settings are back.
    await page.keyboard.press('Escape');
    await waitForReader(page, false);
    expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
    const reopened = (await waitForReader(page))!;
    expect(await style(reopened, '', 'background-color')).toBe(rgb(PALETTES.sepia.bg));
    expect(Number.parseFloat(await style(reopened, '.article', 'font-size'))).toBe(size + 2);

    // A change saved elsewhere (another tab's view) applies to this open view at once.
    await winnow.worker.evaluate(() => (globalThis as unknown as { chrome: { storage: { sync: { set(v: object): Promise<void> } } } })
      .chrome.storage.sync.set({ readerSettings: { theme: 'dark', font: 'auto', fontSize: 19, lineHeight: 1.6, width: 70 } }));
    await expect.poll(() => style(reopened, '', 'background-color')).toBe(rgb(PALETTES.dark.bg));
    await page.keyboard.press('Escape');
    await winnow.worker.evaluate(() => (globalThis as unknown as { chrome: { storage: { sync: { clear(): Promise<void> } } } }).chrome.storage.sync.clear());
  });

  test('a Chinese page: CJK default font, lang kept, text read in full', async ({ winnow }) => {
    const { html, truth } = datasetPage(ZH_DATASET, ZH_ID);
    const line = truth.split('\n').map((l) => l.trim()).sort((a, b) => b.length - a.length)[0];
    const { page, reader } = await openReader(winnow, '/reader-zh.html', html);
    await page.setViewportSize({ width: 1100, height: 760 });
    expect(squash(await reader.text())).toContain(line.slice(0, 30));
    expect(await reader.eval<string>("function () { return this.querySelector('.article').lang; }")).toMatch(/^zh/);
    // The default font on a Chinese page is a CJK sans, not the Latin serif.
    const family = await style(reader, '.article', 'font-family');
    expect(family).toMatch(/Noto Sans CJK SC|PingFang SC/);
    expect(family).not.toMatch(/^Charter/);
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-zh-page-en-ui.png` });
    await page.keyboard.press('Escape');
  });

  test('a long article has a table of contents that marks the section being read, a progress bar and the time left', async ({ winnow }) => {
    const sections = ['Where the canal began', 'The locks', 'Boats and cargo', 'The railway arrives', 'A second life'];
    const para = (s: string, k: number) => `<p>${s}, part ${k}: the canal carried coal and grain through the valley for a century, and the towns along it grew with every barge that passed their wharves, while the lock keepers kept their logs of every boat, every cargo and every toll paid at the gates.</p>`;
    const body = sections.map((s) => `<h2>${s}</h2>${[1, 2, 3, 4, 5, 6].map((k) => para(s, k)).join('')}`).join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The valley canal</title></head>
      <body><nav><a href="/">Home</a> <a href="/history">History</a></nav><article><h1>The valley canal</h1>${body}</article></body></html>`;
    const { page, reader } = await openReader(winnow, '/reader-toc.html', html);
    await page.setViewportSize({ width: 1000, height: 700 });
    const entries = await reader.eval<string[]>("function () { return [...this.querySelectorAll('.toc__entry')].map((b) => b.textContent); }");
    expect(entries).toEqual(sections);
    expect(await reader.eval<string>("function () { return this.querySelector('.toc nav').getAttribute('aria-label'); }")).toBe('Contents');
    // At the top: the whole reading time is left, nothing is marked yet.
    const left = () => reader.eval<string>("function () { return this.querySelector('.progress__left').textContent; }");
    const readingMinutes = Number((await reader.eval<string>("function () { return this.querySelector('.meta__reading').textContent; }")).match(/\d+/)![0]);
    await expect.poll(left).toBe(`${readingMinutes} min left`);
    const current = () => reader.eval<string | null>("function () { return this.querySelector('.toc__entry[aria-current]')?.textContent ?? null; }");
    expect(await current()).toBeNull();
    // A click on an entry brings its section to the top and marks it; the bar moves on.
    await reader.eval("function () { this.querySelector('.toc').open = true; }");
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-toc-open.png` });
    await reader.click('.toc__item:nth-child(4) .toc__entry');
    await expect.poll(current).toBe('The railway arrives');
    // The contents, open with an entry marked, add no serious accessibility violation.
    const serious = (await axeReader(page, reader)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, describeViolations(serious)).toEqual([]);
    const scale = () => reader.eval<number>("function () { const m = getComputedStyle(this.querySelector('.progress__fill')).transform.match(/matrix\\(([^,]+)/); return m ? Number(m[1]) : 0; }");
    expect(await scale()).toBeGreaterThan(0.4);
    // At the end: the bar is full and no time is left.
    await reader.eval('function () { this.scrollTop = this.scrollHeight; }');
    await expect.poll(scale).toBeCloseTo(1, 2);
    await expect.poll(left).toBe('');
    await expect.poll(current).toBe('A second life');
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-toc.png` });
    await page.keyboard.press('Escape');
  });

  test('a right-to-left page reads right to left', async ({ winnow }) => {
    const para = [
      'הספרייה העירונית נפתחה מחדש השבוע לאחר שיפוץ שנמשך שנתיים. המבקרים מצאו אולמות קריאה מוארים, מדפים חדשים ופינה שקטה לילדים.',
      'ראש העירייה אמר בטקס הפתיחה כי הספרייה היא לב הקהילה, ושהעיר תמשיך להשקיע בתרבות ובחינוך לכל הגילים.',
      'בשבועות הקרובים יתקיימו בספרייה ערבי קריאה, סדנאות כתיבה והרצאות על תולדות העיר, והכניסה לכולם חופשית.',
    ];
    const html = `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>הספרייה נפתחה מחדש</title></head>
      <body><nav><a href="/">ראשי</a> <a href="/news">חדשות</a> <a href="/sport">ספורט</a></nav>
      <article><h1>הספרייה נפתחה מחדש</h1>${para.map((p) => `<p>${p}</p>`).join('')}</article>
      <footer>כל הזכויות שמורות</footer></body></html>`;
    const { page, reader } = await openReader(winnow, '/reader-rtl.html', html);
    expect(await reader.eval<string>("function () { return this.querySelector('.article').dir; }")).toBe('rtl');
    expect(await style(reader, '.article', 'direction')).toBe('rtl');
    expect(await reader.eval<string>("function () { return this.querySelector('.article').lang; }")).toBe('he');
    // Right to left: a paragraph's first line starts at the column's right edge.
    const edges = await reader.eval<{ col: number; text: number }>(`function () {
      const p = this.querySelector('.content p'); const range = document.createRange(); range.selectNodeContents(p);
      const first = range.getClientRects()[0]; return { col: p.getBoundingClientRect().right, text: first.right }; }`);
    expect(Math.abs(edges.col - edges.text)).toBeLessThan(2);
    expect(squash(await reader.text())).toContain(para[1]);
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-rtl-en.png` });
    await page.keyboard.press('Escape');
  });

  test('"Show removed" brings the removed blocks back, dimmed, with the reason', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, reader } = await openReader(winnow, '/reader-removed.html', html);
    expect(await reader.eval<number>("function () { return this.querySelectorAll('.removed-block').length; }")).toBe(0);
    await reader.click('[data-action="show-removed"]');
    const shown = await reader.eval<Array<{ reason: string; text: string; color: string }>>(`function () {
      return [...this.querySelectorAll('.removed-block')].map((b) => ({
        reason: b.querySelector('.removed-block__reason').textContent, text: b.textContent, color: getComputedStyle(b).color }));
    }`);
    expect(shown.length).toBeGreaterThan(0);
    // The blog's "Source files" link line is pruned as a list of links; it is shown with that reason.
    const links = shown.find((s) => s.text.includes('Source files'));
    expect(links?.reason).toBe('Removed: a list of links');
    expect(links?.color).toBe(rgb(PALETTES.light.muted));
    await reader.click('[data-action="show-removed"]');
    expect(await reader.eval<number>("function () { return this.querySelectorAll('.removed-block').length; }")).toBe(0);
    await page.keyboard.press('Escape');
  });

  test('copies the article as text and as Markdown, headed by title and source', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const url = winnow.server.serve('/reader-copy.html', html);
    const { page, tabId } = await winnow.openPage(url);
    await page.bringToFront();
    expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
    const reader = (await waitForReader(page))!;
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await reader.click('[data-action="copy-text"]');
    await expect.poll(clipboard).toContain(ARTICLE_SENTENCE);
    const text = await clipboard();
    expect(text.split('\n').slice(0, 2)).toEqual([ARTICLE_TITLE_FULL, url]);
    expect(await reader.eval<string>("function () { return this.querySelector('[data-action=\"copy-text\"]').textContent; }")).toBe('Copied');

    await reader.click('[data-action="copy-markdown"]');
    await expect.poll(clipboard).toMatch(/^# /);
    const md = await clipboard();
    expect(md.startsWith(`# ${ARTICLE_TITLE_FULL}\n\n<${url}>\n\n`)).toBe(true);
    expect(md).toContain('[code coverage](http://en.wikipedia.org/wiki/Code_coverage)');
  });

  test('prints the article, not the page under it', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, reader } = await openReader(winnow, '/reader-print.html', html);
    await page.emulateMedia({ media: 'print' });
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('none');
    expect(await style(reader, '.bar', 'display')).toBe('none');
    expect(await style(reader, '', 'overflow')).toBe('visible');
    expect(await style(reader, '.article', 'display')).toBe('block');
    const pdf = await page.pdf({ format: 'A4' });
    // Several pages: the article flows across them instead of being cut to one viewport.
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await waitForReader(page, false);
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
  });
  test('a block removed by hand stays out of the next page of the site, until restored', async ({ winnow }) => {
    const promo = 'Enjoying this story? Our Sunday letter brings one long read about canals and waterways to your inbox every week, free of charge.';
    const story = (title: string, topic: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
      <header><a href="/">Waterways Weekly</a></header>
      <article><h1>${title}</h1>
        <p>The ${topic} was built in the eighteenth century to carry coal from the valley mines to the river port, and for a hundred years it did exactly that.</p>
        <p>Boats were pulled by horses along the towpath, and whole families lived aboard, moving goods through a chain of locks that still works today.</p>
        <p>${promo}</p>
        <p>When the railway arrived the traffic faded, but volunteers restored the ${topic} in the nineteen-seventies and it now carries holiday boats all summer.</p>
        <p>Walkers use the towpath all year round, and the old lock cottages have become cafés, a small museum and a boatyard that repairs narrowboats.</p>
      </article><footer>© Waterways Weekly</footer></body></html>`;
    const first = await openReader(winnow, '/canals/first.html', story('The valley canal', 'valley canal'));
    const { page, reader } = first;
    await reader.click('[data-action="edit"]');
    const index = await reader.eval<number>(`function (t) {
      return [...this.querySelectorAll('.block')].findIndex((b) => b.textContent.includes(t)); }`, 'Sunday letter');
    expect(index).toBeGreaterThan(0);
    await reader.click(`.block[data-block="${index}"] > .block__remove`);
    await expect.poll(() => reader.eval<string>("function () { return this.querySelector('.toast').textContent; }"))
      .toContain('Winnow will leave it out on this site');
    expect(squash(await reader.text())).not.toContain('Sunday letter');
    // Focus moved on to the next block's Remove button (keyboard flow).
    expect(await reader.eval<string>("function () { return this.getRootNode().activeElement?.closest('.block')?.dataset.block ?? ''; }"))
      .toBe(String(index + 1));
    await page.keyboard.press('Escape');

    // The worker keeps it as a confirmed entry of the site, part of the site's template.
    const options = await winnow.context.newPage();
    await options.goto(`chrome-extension://${winnow.extensionId}/src/options/options.html`);
    const confirmed = await options.evaluate((site) => new Promise<unknown>((resolve) => {
      const open = indexedDB.open('winnow-templates');
      open.onsuccess = () => {
        const req = open.result.transaction('sites').objectStore('sites').get(site);
        req.onsuccess = () => { resolve(req.result?.confirmed ?? null); open.result.close(); };
      };
    }), winnow.server.origin);
    expect(confirmed).toEqual([{ tag: 'p', text: promo.toLowerCase() }]);
    await options.close();

    // The next page of the same site comes out without it: in the reading view and the popup.
    const second = await openReader(winnow, '/canals/second.html', story('The hill canal', 'hill canal'));
    const text = squash(await second.reader.text());
    expect(text).toContain('The hill canal was built');
    expect(text).not.toContain('Sunday letter');
    const popup = await winnow.openPopup(second.tabId);
    await expect(popup.locator('#content')).toContainText('The hill canal was built');
    await expect(popup.locator('#content')).not.toContainText('Sunday letter');
    await popup.close();

    // "Show removed" lists it as removed by the user, in place, with a way back.
    await second.reader.click('[data-action="show-removed"]');
    const shown = await second.reader.eval<{ reason: string; after: string }>(`function () {
      const b = [...this.querySelectorAll('.removed-block')].find((n) => n.textContent.includes('sunday letter'));
      return b ? { reason: b.querySelector('.removed-block__reason').textContent, after: b.previousElementSibling?.textContent ?? '' } : null; }`);
    expect(shown.reason).toBe('Removed: by you');
    expect(shown.after).toContain('whole families lived aboard');
    await second.reader.click('.removed-block__restore');
    await expect.poll(async () => squash(await second.reader.text())).toContain('Sunday letter');
    await second.page.keyboard.press('Escape');
    const third = await openReader(winnow, '/canals/third.html', story('The river canal', 'river canal'));
    expect(squash(await third.reader.text())).toContain('Sunday letter');
    await third.page.keyboard.press('Escape');
  });

  test('undo right after removing keeps the block on the site', async ({ winnow }) => {
    const para = (n: number) => `<p>Paragraph ${n} of a long account of the harbour ferry, its crews and the timetable that has barely changed since the war, told slowly.</p>`;
    const html = `<!doctype html><html lang="en"><head><title>The harbour ferry</title></head><body><article><h1>The harbour ferry</h1>
      ${para(1)}${para(2)}<p>Support our harbour reporting with a small monthly gift: it keeps these stories free for everyone to read.</p>${para(3)}${para(4)}
      </article></body></html>`;
    const { page, tabId, reader } = await openReader(winnow, '/ferry/one.html', html);
    await reader.click('[data-action="edit"]');
    const index = await reader.eval<number>(`function () { return [...this.querySelectorAll('.block')].findIndex((b) => b.textContent.includes('monthly gift')); }`);
    await reader.click(`.block[data-block="${index}"] > .block__remove`);
    // The toast with Undo appears once the worker has stored the removal.
    await expect.poll(() => reader.eval<boolean>("function () { return !!this.querySelector('.toast:not([hidden]) [data-action=\"undo\"]'); }")).toBe(true);
    await reader.click('.toast [data-action="undo"]');
    await expect.poll(async () => squash(await reader.text())).toContain('monthly gift');
    await page.keyboard.press('Escape');
    await waitForReader(page, false);
    // Reopened: the block is still there, and the site has no confirmed removal left.
    expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
    expect(squash(await (await waitForReader(page))!.text())).toContain('monthly gift');
    await page.keyboard.press('Escape');
  });
  test('a frameset page, which cannot host the overlay, gets the view in an extension tab', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    winnow.server.serve('/frames/inner.html', html);
    const outer = `<!doctype html><html><head><title>Framed blog</title></head>
      <frameset cols="100%"><frame src="/frames/inner.html"></frameset></html>`;
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/frames/outer.html', outer));
    const before = await snapshot(page);
    const [tab] = await Promise.all([
      winnow.context.waitForEvent('page', (p) => p.url().includes('/src/reader/reader.html')),
      dispatchCommand(winnow.worker, 'toggle-reader', tabId).then((r) => expect(r).toMatchObject({ ok: true, open: true })),
    ]);
    await expect(tab.locator('.meta__title')).toHaveText(/Frontend JavaScript Code Covered/);
    expect(squash(await tab.locator('.content').innerText())).toContain(ARTICLE_SENTENCE);
    await expect(tab.locator('[data-action="settings"]')).toBeVisible();
    // The page itself was not touched.
    expect(await snapshot(page)).toBe(before);
    await tab.close();
  });
});
