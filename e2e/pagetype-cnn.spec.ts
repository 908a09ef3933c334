/**
 * The screenshot page-type model in the built extension (seed 003): the worker captures the
 * visible tab, runs the CNN (plain TS, no tfjs) and sends its probabilities with the extract
 * request; the Article comes back carrying them (Article.pageTypePrior) and the time the
 * screenshot path took (Article.timings.screenshot). A tab that is not the visible one cannot be
 * captured: its extraction goes on with the DOM model alone. The model is off by default (the
 * capture costs time and, at weight 0, changes nothing); the options page switches it on.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, datasetPage, extractViaWorker } from './fixtures';

/** wcxb-dev pages: a university news index (listing) and a blog story (article). */
const LIST_PAGE = { dataset: 'wcxb-dev', id: '0082' };
const ARTICLE_PAGE = { dataset: 'wcxb-dev', id: '0001' };
/** The capture the model was trained on (scripts/pagetype-shots.mjs VIEWPORT). */
const VIEWPORT = { width: 1280, height: 800 };

type Probabilities = Record<'article' | 'list' | 'forum' | 'other', number>;
type Reply = { ok: boolean; article: { pageType: string; pageTypePrior?: Probabilities; timings: Record<string, number>; text: string } };

/** Makes the page's tab the visible one (the popup runs in a tab of its own in these tests). */
async function activate(popup: Page, tabId: number): Promise<void> {
  await popup.evaluate(
    (id) => (globalThis as unknown as { chrome: { tabs: { update(id: number, p: object): Promise<unknown> } } }).chrome.tabs.update(id, { active: true }),
    tabId,
  );
}

const OPTIONS_PATH = 'src/options/options.html';

/** Ticks the options page's switch, as a user would. */
async function switchScreenshotModel(context: BrowserContext, extensionId: string, on: boolean): Promise<void> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/${OPTIONS_PATH}`);
  await expect(options.locator('body')).toHaveAttribute('data-state', 'ready');
  await options.locator('#screenshot-model').setChecked(on);
  // The switch is stored: a reload shows it as set.
  await options.reload();
  await expect(options.locator('#screenshot-model')).toBeChecked({ checked: on });
  await options.close();
}

const sum = (p: Probabilities) => Object.values(p).reduce((a, b) => a + b, 0);

// The browser profile is shared by the tests of a worker: leave the switch as a fresh one has it.
test.afterEach(async ({ winnow }) => switchScreenshotModel(winnow.context, winnow.extensionId, false));

test('by default nothing is captured: the DOM model reads the page alone', async ({ winnow }) => {
  const { html } = datasetPage(LIST_PAGE.dataset, LIST_PAGE.id);
  const { page, tabId } = await winnow.openPage(winnow.server.serve('/cnn-default.html', html));
  const popup = await winnow.openPopup(tabId);
  await activate(popup, tabId);
  const reply = await extractViaWorker<Reply>(popup, tabId);
  expect(reply.ok).toBe(true);
  expect(reply.article.pageTypePrior).toBeUndefined();
  expect(reply.article.timings.screenshot).toBeUndefined();
  expect(reply.article.pageType).toBe('list');
  await popup.close();
  await page.close();
});

test('switched on, the worker runs the screenshot CNN on the visible tab and the Article carries its verdict', async ({ winnow }) => {
  await switchScreenshotModel(winnow.context, winnow.extensionId, true);
  const verdicts: Record<string, Reply['article']> = {};
  for (const [name, ref] of Object.entries({ list: LIST_PAGE, article: ARTICLE_PAGE })) {
    const { html } = datasetPage(ref.dataset, ref.id);
    const { page, tabId } = await winnow.openPage(winnow.server.serve(`/cnn-${name}.html`, html));
    await page.setViewportSize(VIEWPORT);
    const popup = await winnow.openPopup(tabId);
    await activate(popup, tabId);
    const reply = await extractViaWorker<Reply>(popup, tabId);
    expect(reply.ok).toBe(true);
    const prior = reply.article.pageTypePrior;
    expect(prior, `${name} page: no screenshot verdict`).toBeDefined();
    expect(Object.keys(prior!).sort()).toEqual(['article', 'forum', 'list', 'other']);
    expect(sum(prior!)).toBeCloseTo(1, 3);
    expect(reply.article.timings.screenshot).toBeGreaterThan(0);
    verdicts[name] = reply.article;
    await popup.close();
    await page.close();
  }
  // The verdict comes from the picture: two different pages, two different distributions.
  expect(verdicts.list.pageTypePrior).not.toEqual(verdicts.article.pageTypePrior);
  // The screenshot sees a story's first screen as more of an article than the index's.
  expect(verdicts.article.pageTypePrior!.article).toBeGreaterThan(verdicts.list.pageTypePrior!.article);
  // The final verdicts are the page types (the DOM model decides; the prior is combined with it).
  expect(verdicts.article.pageType).toBe('article');
  expect(verdicts.list.pageType).toBe('list');
  console.log('screenshot ms (capture + decode + CNN):', verdicts.list.timings.screenshot, verdicts.article.timings.screenshot, JSON.stringify({ list: verdicts.list.pageTypePrior, article: verdicts.article.pageTypePrior }));
});

test('a tab that is not the visible one is read by the DOM model alone', async ({ winnow }) => {
  await switchScreenshotModel(winnow.context, winnow.extensionId, true);
  const { html } = datasetPage(ARTICLE_PAGE.dataset, ARTICLE_PAGE.id);
  const { tabId } = await winnow.openPage(winnow.server.serve('/cnn-hidden.html', html));
  // The popup's tab opens last and is the visible one: the page's tab cannot be captured.
  const popup = await winnow.openPopup(tabId);
  const reply = await extractViaWorker<Reply>(popup, tabId);
  expect(reply.ok).toBe(true);
  expect(reply.article.pageTypePrior).toBeUndefined();
  expect(reply.article.timings.screenshot).toBeUndefined();
  expect(reply.article.pageType).toBe('article');
  expect(reply.article.text.length).toBeGreaterThan(500);
  await popup.close();
});
