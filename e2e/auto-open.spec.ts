/**
 * "Always open the reading view on this site" (issue 21): switched on from the popup, the view
 * opens by itself over the site's article pages, not over its lists; closed, it stays closed for
 * that page; the options page lists the site and removes it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, REPO_ROOT } from './fixtures';
import { waitForReader } from './reader-helpers';

const OPTIONS_PATH = 'src/options/options.html';
/** Long enough to be sure the worker had its chance to open the view (it takes ~0.2 s). */
const NO_VIEW_WAIT_MS = 2000;

const para = (topic: string, k: number) => `<p>${topic}, part ${k}: the ferry crossed the estuary every hour from dawn, carrying cars, bicycles and the morning post, and the crew knew most of the passengers by name after a season on the route.</p>`;
const articlePage = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
  <body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
  <article><h1>${title}</h1>${[1, 2, 3, 4, 5].map((k) => para(title, k)).join('')}</article>
  <footer><a href="/about">About</a> <a href="/privacy">Privacy</a></footer></body></html>`;
const newsIndex = () => readFileSync(resolve(REPO_ROOT, 'test/fixtures/unseen/news-index.html'), 'utf8');

const mounted = (page: Page) => page.evaluate(() => !!document.querySelector('[data-winnow-reader]'));

test('the reading view opens by itself on a chosen site: articles only, closed stays closed, removable', async ({ winnow }) => {
  test.setTimeout(60_000);
  const { page: first, tabId } = await winnow.openPage(winnow.server.serve('/auto/first.html', articlePage('The estuary ferry')));
  const popup = await winnow.openPopup(tabId);
  await popup.locator('#auto-open-switch').check();
  await expect(popup.locator('#auto-open-switch')).toBeChecked();
  await popup.close();
  await first.close();

  // An article page of the site: the view opens over it, nobody asked.
  const second = await winnow.context.newPage();
  await second.goto(winnow.server.serve('/auto/second.html', articlePage('The new harbour wall')));
  const reader = await waitForReader(second);
  expect(await reader!.text()).toContain('the crew knew most of the passengers by name');

  // Closed, it stays closed for that page, across a reload.
  await second.bringToFront();
  await second.keyboard.press('Escape');
  await waitForReader(second, false);
  await second.reload({ waitUntil: 'load' });
  await second.waitForTimeout(NO_VIEW_WAIT_MS);
  expect(await mounted(second)).toBe(false);

  // The site's news index is a list: no view over it.
  const index = await winnow.context.newPage();
  await index.goto(winnow.server.serve('/auto/index.html', newsIndex()));
  await index.waitForTimeout(NO_VIEW_WAIT_MS);
  expect(await mounted(index)).toBe(false);

  // The options page lists the site; removed, its article pages stay as they are.
  const options = await winnow.context.newPage();
  await options.goto(`chrome-extension://${winnow.extensionId}/${OPTIONS_PATH}`);
  const row = options.locator(`#auto-open-sites li[data-site="${winnow.server.origin}"]`);
  await expect(row).toBeVisible();
  await expect(options.locator('#auto-open-empty')).toBeHidden();
  await row.getByRole('button').click();
  await expect(options.locator('#auto-open-sites li')).toHaveCount(0);
  await expect(options.locator('#auto-open-empty')).toBeVisible();
  const third = await winnow.context.newPage();
  await third.goto(winnow.server.serve('/auto/third.html', articlePage('Night buses return')));
  await third.waitForTimeout(NO_VIEW_WAIT_MS);
  expect(await mounted(third)).toBe(false);
});
