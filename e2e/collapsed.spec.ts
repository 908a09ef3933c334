/**
 * Text in a collapsed panel that its own button opens ("More", "View product details", accordion
 * sections) has no layout box, like text hidden for good. A reader view has no button to press,
 * and people expect that text in the article: it is kept. Text hidden by other means stays out.
 */
import { test, expect, datasetPage, extractViaWorker } from './fixtures';
import { pageScore } from '../bench/metric.mjs';

/** wcxb-dev pages whose main text sits in collapsed panels: after their opening control, or named as panels. */
const PAGES = [
  // A health fact sheet: every research section is an accordion panel behind a role="button" header.
  { id: '0348', probe: 'A 2020 review examined 83 studies' },
  // A product page: the description is behind a "View Product Details" button.
  { id: '0624', probe: 'Signature waffle-inspired rubber outsole' },
  // A service's FAQ: the answers are "accordion_item-text" panels under plain headings.
  { id: '0288', probe: 'Both spouses (if filing jointly)' },
];

for (const { id, probe } of PAGES) {
  test(`collapsed panels are read: wcxb-dev ${id}`, async ({ winnow }) => {
    const { html, truth } = datasetPage('wcxb-dev', id);
    const { page, tabId } = await winnow.openPage(winnow.server.serve(`/collapsed-${id}.html`, html));
    // The panel is collapsed in the rendered page: its text has no box.
    const boxes = await page.evaluate((text) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.nodeValue?.includes(text)) return n.parentElement?.getClientRects().length ?? -1;
      }
      return -1;
    }, probe);
    expect(boxes).toBe(0);
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    const reply = await extractViaWorker(popup, tabId);
    expect(reply.ok).toBe(true);
    expect(reply.article.text).toContain(probe);
    expect(pageScore(truth, reply.article.text).f1).toBeGreaterThan(0.8);
  });
}
