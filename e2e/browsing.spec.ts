/**
 * Opt-in learning while browsing (issue 5): the user enables a site in the options page; the
 * worker registers the learning script for that origin only; plain visits (no popup, no reader)
 * then build the site's template; switching it off unregisters the script and learning stops.
 */
import type { Page } from '@playwright/test';
import { test, expect, datasetPage } from './fixtures';
import { readStore } from './idb';

const SITE = 'forbes';
/** Ten pages of one design close the first batch (N1 = 10); the eleventh starts the next. */
const PAGES = ['big5-17_brand_1', 'big5-17_consumer_1', 'big5-17_digital_1', 'big5-17_india_1', 'big5-17_iphone_1',
  'big5-17_korea_1', 'big5-17_rockefeller_1', 'big5-17_shopping_1', 'big5-17_tesla_1', 'big5-17_work_1', 'big5-13_tax_1'];
const OPTIONS_PATH = 'src/options/options.html';

interface SiteRecord { pages: number; batchPages: number }
interface Entry { tag: string; text: string; count: number }


const registered = (options: Page) => options.evaluate(async () => {
  const { chrome } = globalThis as unknown as { chrome: { scripting: { getRegisteredContentScripts(): Promise<{ id: string; matches?: string[] }[]> } } };
  return chrome.scripting.getRegisteredContentScripts();
});

test('learns a site while browsing once enabled, and stops when switched off', async ({ winnow }) => {
  test.setTimeout(120_000);
  const origin = winnow.server.origin;
  const options = await winnow.context.newPage();
  await options.goto(`chrome-extension://${winnow.extensionId}/${OPTIONS_PATH}`);
  await options.locator('#forget-all').click();
  await expect(options.locator('#empty')).toBeVisible();

  const visit = async (id: string) => {
    const page = await winnow.context.newPage();
    await page.goto(winnow.server.serve(`/${SITE}/${id}.html`, datasetPage('big9-chaos', id).html));
    return page;
  };
  const pagesLearned = async () => ((await readStore(options, 'sites', origin)) as SiteRecord | null)?.pages ?? 0;

  // Not enabled: a visit teaches nothing (no script is registered for the site).
  expect(await registered(options)).toEqual([]);
  await (await visit(PAGES[0])).close();
  await options.waitForTimeout(1000);
  expect(await pagesLearned()).toBe(0);

  // Enabled from the options page: the script is registered for this host only (match patterns
  // carry no port: Firefox's would match nothing; the worker keeps this exact origin's reports).
  await options.locator('#browsing-site').fill(origin);
  await options.getByRole('button', { name: 'Learn while browsing this site' }).click();
  await expect(options.locator(`#browsing-sites li[data-site="${origin}"]`)).toBeVisible();
  const scripts = await registered(options);
  expect(scripts).toHaveLength(1);
  expect(scripts[0].matches).toEqual([`http://${new URL(origin).hostname}/*`]);

  // Plain visits, one after another: each page is learned once it is idle.
  for (const [i, id] of PAGES.entries()) {
    const page = await visit(id);
    await expect.poll(pagesLearned, { timeout: 15_000 }).toBe(i + 1);
    await page.close();
  }
  // The first batch closed: its recurring entries are the design's chrome, seen on ≥ 3 pages.
  const template = (await readStore(options, 'templates', origin)) as { entries: Entry[] } | null;
  expect(template?.entries.length ?? 0).toBeGreaterThan(10);
  expect(template!.entries.every((e) => e.count >= 3)).toBe(true);
  const article = datasetPage('big9-chaos', PAGES[0]).truth.toLowerCase();
  // Boilerplate only: no learned entry is a sentence of the article itself.
  expect(template!.entries.filter((e) => e.text.length > 80 && article.includes(e.text))).toEqual([]);

  // Switched off: the script is unregistered and further visits teach nothing.
  await options.locator(`#browsing-sites li[data-site="${origin}"] button`).click();
  await expect(options.locator(`#browsing-sites li[data-site="${origin}"]`)).toHaveCount(0);
  expect(await registered(options)).toEqual([]);
  const before = await pagesLearned();
  await (await visit('big5-09_bar_1')).close();
  await options.waitForTimeout(1000);
  expect(await pagesLearned()).toBe(before);
});
