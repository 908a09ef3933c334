/**
 * Multi-page articles in the reading view: page 1 at once, the following pages of the same site
 * appended under "Page 2 of 3" lines (English "?page=N" pagination and a Chinese portal's
 * "_N.shtml" pages with "下一页"), a next link to another site refused, a loop that stops, and a
 * page that never answers (the view says so and keeps what was read).
 */
import type { Page } from '@playwright/test';
import { test, expect, type Winnow } from './fixtures';
import { dispatchCommand, forgetEverything, waitForReader, type ReaderHandle } from './reader-helpers';
import { EN_STORY, ZH_STORY, type PageSet } from '../test/fixtures/pages/multipage';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

async function serveSet(winnow: Winnow, set: PageSet, edit: (html: string, i: number) => string = (h) => h): Promise<string[]> {
  const html = set.html(winnow.server.origin);
  return set.paths.map((path, i) => winnow.server.serve(path, edit(html[i]!, i)));
}

async function openView(winnow: Winnow, url: string): Promise<{ page: Page; reader: ReaderHandle }> {
  const { page, tabId } = await winnow.openPage(url);
  expect(await dispatchCommand(winnow.worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
  return { page, reader: (await waitForReader(page))! };
}

/** The view's text once no page is loading any more. */
async function settledText(reader: ReaderHandle, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const loading = await reader.eval<boolean>("function () { return !!this.querySelector('.page-status:not(.page-status--failed)'); }");
    if (!loading) return squash(await reader.text());
    if (Date.now() > deadline) throw new Error('the following pages never finished loading');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const lines = (reader: ReaderHandle) =>
  reader.eval<string[]>("function () { return [...this.querySelectorAll('.page-break')].map((p) => p.textContent); }");

test.describe('Multi-page articles', () => {
  test.beforeEach(async ({ winnow }) => forgetEverything(winnow.context, winnow.extensionId));

  for (const [name, set] of [['English', EN_STORY], ['Chinese', ZH_STORY]] as const) {
    test(`the ${name} story's following pages are appended in order, each under its page line`, async ({ winnow }) => {
      const urls = await serveSet(winnow, set);
      const { page, reader } = await openView(winnow, urls[0]!);
      const text = await settledText(reader);
      const at = set.marks.map((m) => text.indexOf(m));
      expect(at.every((i) => i >= 0), JSON.stringify(at)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(await lines(reader)).toEqual(['Page 2 of 3', 'Page 3 of 3']);
      // The standfirst every page repeats is read once; the rail's "Next" story is never fetched.
      expect(text.split(set.standfirst).length - 1).toBe(1);
      expect(winnow.server.hits('/news/next-story')).toBe(0);
      await page.close();
    });
  }

  test('the popup shows page 1, then appends the following pages; its copy is the whole article', async ({ winnow }) => {
    const set = { ...EN_STORY, paths: EN_STORY.paths.map((p) => p.replace('keepers', 'popup')) };
    const html = set.html(winnow.server.origin).map((h) => h.replace(/\/news\/keepers/g, '/news/popup'));
    const urls = set.paths.map((path, i) => winnow.server.serve(path, html[i]!));
    const { tabId } = await winnow.openPage(urls[0]!);
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('#content .page-break')).toHaveText(['Page 2 of 3', 'Page 3 of 3']);
    const text = squash(await popup.locator('#content').innerText());
    const at = EN_STORY.marks.map((m) => text.indexOf(m));
    expect(at.every((i) => i >= 0) && at[0]! < at[1]! && at[1]! < at[2]!, JSON.stringify(at)).toBe(true);
    expect(text.split(EN_STORY.standfirst).length - 1).toBe(1);
    await popup.locator('[data-format="text"]').click();
    await expect(popup.locator('[data-format="text"]')).toHaveText('Copied');
    const copied = squash(await popup.evaluate(() => navigator.clipboard.readText()));
    for (const mark of EN_STORY.marks) expect(copied).toContain(mark);
    await popup.close();
  });

  test('a next page on another site is refused, and a loop back to page 1 stops', async ({ winnow }) => {
    // Page 1 declares its next page on another origin (localhost is not 127.0.0.1).
    const elsewhere = winnow.server.origin.replace('127.0.0.1', 'localhost');
    const refused = await serveSet(winnow, { ...EN_STORY, paths: EN_STORY.paths.map((p) => p.replace('keepers', 'refused')) },
      (html) => html.replace(/<link rel="next" href="[^"]+">/, `<link rel="next" href="${elsewhere}/news/refused?page=2">`).replace(/href="\/news\/keepers[^"]*"/g, 'href="#"'));
    const one = await openView(winnow, refused[0]!);
    const text = await settledText(one.reader);
    expect(text).toContain(EN_STORY.marks[0]);
    expect(text).not.toContain(EN_STORY.marks[1]);
    expect(await lines(one.reader)).toEqual([]);
    expect(winnow.server.hits('/news/refused?page=2')).toBe(0);
    await one.page.close();

    // Page 2's "next" leads back to page 1.
    const loop = await serveSet(winnow, { ...EN_STORY, paths: EN_STORY.paths.map((p) => p.replace('keepers', 'loop')) },
      (html, i) => (i === 1 ? html.replace(/\/news\/keepers\?page=3/g, '/news/loop') : html).replace(/\/news\/keepers/g, '/news/loop'));
    const two = await openView(winnow, loop[0]!);
    const looped = await settledText(two.reader);
    expect(looped).toContain(EN_STORY.marks[1]);
    expect(looped).not.toContain(EN_STORY.marks[2]);
    expect(await lines(two.reader)).toEqual(['Page 2 of 2']);
    expect(winnow.server.hits('/news/loop')).toBe(1);
    await two.page.close();
  });

  test('a page that never answers ends the stitching with a note; what was read stays', async ({ winnow }) => {
    test.setTimeout(60_000);
    const set = { ...EN_STORY, paths: EN_STORY.paths.map((p) => p.replace('keepers', 'slow')) };
    const html = set.html(winnow.server.origin).map((h) => h.replace(/\/news\/keepers/g, '/news/slow'));
    const urls = set.paths.map((path, i) => winnow.server.serve(path, html[i]!, i === 2 ? { delayMs: 25_000 } : {}));
    const { reader } = await openView(winnow, urls[0]!);
    const text = await settledText(reader, 30_000);
    expect(text).toContain(EN_STORY.marks[1]);
    expect(text).not.toContain(EN_STORY.marks[2]);
    expect(text).toContain('Page 3 could not be read (no answer in 10 s)');
    expect(await lines(reader)).toEqual(['Page 2']);
  });
});
