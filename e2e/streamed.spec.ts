/**
 * React's streaming server rendering sends an article in `<div hidden id="S:0">` and an inline
 * script moves it into place. When the page's scripts do not run (switched off, or blocked by
 * its own CSP, as here), that article has no layout box. It is still the page's content: the
 * layout stage must not read "no box" there as hidden, or the popup shows a byline and a table
 * of contents (wcxb-dev 0155 scored F1 0 in Chromium while Node read it at 0.96).
 */
import { test, expect, datasetPage, extractViaWorker } from './fixtures';
import { pageScore } from '../bench/metric.mjs';

/** wcxb-dev 0155: a Next.js article whose body sits in streamed boundaries. */
const PAGE = { dataset: 'wcxb-dev', id: '0155' };
/** Every inline script is refused, the $RC that would move the boundary among them. */
const NO_SCRIPTS = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'">`;

test('an article left in a streamed boundary by blocked scripts is read', async ({ winnow }) => {
  const { html, truth } = datasetPage(PAGE.dataset, PAGE.id);
  expect(html).toMatch(/<div hidden id="S:0">/);
  const blocked = html.replace(/<head[^>]*>/i, (head) => head + NO_SCRIPTS);
  const { page, tabId } = await winnow.openPage(winnow.server.serve('/streamed.html', blocked));
  // The boundary is still where the server put it: hidden, without a box.
  expect(await page.evaluate(() => document.getElementById('S:0')?.getClientRects().length)).toBe(0);
  const popup = await winnow.openPopup(tabId);
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
  const reply = await extractViaWorker(popup, tabId);
  expect(reply.ok).toBe(true);
  expect(pageScore(truth, reply.article.text).f1).toBeGreaterThan(0.9);
});

/**
 * wcxb-dev 0583: a shop whose lock-down app hides the whole main content with CSS
 * (`display: none`) until its script opens it; here no script runs. The first reading finds
 * nothing; the second ignores markup and CSS hiding and reads the product.
 */
test('a page hidden whole by its CSS until a script opens it is read', async ({ winnow }) => {
  const { html, truth } = datasetPage('wcxb-dev', '0583');
  const blocked = html.replace(/<head[^>]*>/i, (head) => head + NO_SCRIPTS);
  const { page, tabId } = await winnow.openPage(winnow.server.serve('/locked.html', blocked));
  expect(await page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().height)).toBe(0);
  const popup = await winnow.openPopup(tabId);
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
  const reply = await extractViaWorker(popup, tabId);
  expect(reply.ok).toBe(true);
  expect(reply.article.text).toContain('Meet the yin to your yang');
  expect(pageScore(truth, reply.article.text).f1).toBeGreaterThan(0.5);
});
