/**
 * Per-site template learning end to end (seed 000): pages of one big9 site served under one
 * origin are read through the worker; its IndexedDB then holds the site's template, the next
 * page's extraction leaves those entries out, a worker stopped mid-batch keeps its batch, and
 * "Forget this site" empties the store.
 */
import { test, expect, datasetPage } from './fixtures';
import { readStore } from './idb';

const SITE = 'forbes';
/** One page of an older design, then ten of one design (batch 1 closes after the tenth page). */
const WARMUP = 'big5-13_tax_1';
const DESIGN = ['big5-17_brand_1', 'big5-17_consumer_1', 'big5-17_digital_1', 'big5-17_india_1', 'big5-17_iphone_1',
  'big5-17_korea_1', 'big5-17_rockefeller_1', 'big5-17_shopping_1', 'big5-17_tesla_1', 'big5-17_work_1'];
const OPTIONS_PATH = 'src/options/options.html';

interface Entry { tag: string; text: string; count: number }
interface Chrome { chrome: { runtime: { sendMessage(m: object): Promise<{ ok: boolean; article?: { text: string } }> } } }


test('learns a site template in IndexedDB, applies it, survives a worker restart, forgets', async ({ winnow }) => {
  test.setTimeout(180_000);
  const options = await winnow.context.newPage();
  await options.goto(`chrome-extension://${winnow.extensionId}/${OPTIONS_PATH}`);
  // Other tests read pages of the same server origin: start from "Forget everything".
  await options.locator('#forget-all').click();
  await expect(options.locator('#empty')).toBeVisible();
  // Tabs are looked up from the options page, not the fixture's worker handle: the test stops
  // that worker midway, and a message from the options page starts a new one.
  const read = async (id: string) => {
    const page = await winnow.context.newPage();
    await page.goto(winnow.server.serve(`/${SITE}/${id}.html`, datasetPage('big9-chaos', id).html));
    const reply = await options.evaluate(async (url) => {
      const { chrome } = globalThis as unknown as Chrome & { chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } } };
      const tab = (await chrome.tabs.query({})).find((t) => t.url === url);
      return chrome.runtime.sendMessage({ type: 'winnow/extract-tab', tabId: tab?.id ?? -1 });
    }, page.url());
    await page.close();
    return reply;
  };
  const origin = winnow.server.origin;

  for (const id of [WARMUP, ...DESIGN.slice(0, 9)]) expect((await read(id)).ok).toBe(true);

  // Batch 1 closed: the promoted template holds the design's chrome, counted on ≥ 3 pages.
  const template = (await readStore(options, 'templates', origin)) as { entries: Entry[] } | null;
  expect(template).not.toBeNull();
  const entries = template!.entries;
  expect(entries.length).toBeGreaterThan(10);
  expect(entries.every((e) => e.count >= 3)).toBe(true);
  expect(await readStore(options, 'batch', origin)).toMatchObject({ entries: [] });
  const last = datasetPage('big9-chaos', DESIGN[9]);
  const lastPage = await winnow.context.newPage();
  await lastPage.goto(winnow.server.serve('/probe.html', last.html));
  const inChrome = await lastPage.evaluate((texts) => {
    const chrome = [...document.querySelectorAll('nav, header, footer, [class*="nav"], [class*="footer"], [id*="nav"], [id*="footer"]')]
      .map((el) => (el.textContent || '').replace(/\s+/g, ' ').toLowerCase()).join('\n');
    return texts.filter((t) => t.length > 3 && chrome.includes(t));
  }, entries.map((e) => e.text));
  await lastPage.close();
  expect(inChrome.length).toBeGreaterThan(3);

  // The next page of the design: no line of its article is a learned entry.
  const next = await read(DESIGN[9]);
  expect(next.ok).toBe(true);
  const lines = next.article!.text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim().toLowerCase());
  const learned = new Set(entries.filter((e) => e.text.length > 3 && inChrome.includes(e.text)).map((e) => e.text));
  expect(lines.filter((l) => learned.has(l))).toEqual([]);

  // Mid-batch (2 pages), stop the worker through the DevTools protocol: the batch survives.
  expect((await read('big5-09_bar_1')).ok).toBe(true);
  const before = (await readStore(options, 'sites', origin)) as { batchPages: number; pages: number };
  expect(before.batchPages).toBe(2);
  const cdp = await winnow.context.newCDPSession(options);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  expect(await readStore(options, 'sites', origin)).toMatchObject({ batchPages: 2, pages: before.pages });
  expect(((await readStore(options, 'batch', origin)) as { entries: Entry[] }).entries.length).toBeGreaterThan(0);
  expect((await read('big5-09_blame_1')).ok).toBe(true); // a fresh worker continues the batch
  expect(await readStore(options, 'sites', origin)).toMatchObject({ batchPages: 3 });

  // "Forget this site" in the options page deletes the site's records for real.
  await options.reload();
  const row = options.locator(`tr[data-site="${origin}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Forget this site' }).click();
  await expect(row).toHaveCount(0);
  for (const store of ['sites', 'batch', 'templates'] as const) expect(await readStore(options, store, origin)).toBeNull();
});
