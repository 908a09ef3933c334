/**
 * Accessibility end to end: axe-core (WCAG 2.x A/AA and best practices) on the popup, the
 * reading view in every theme (settings panel and edit mode open) and the options page, failing
 * on serious or critical violations; the reading view worked by keyboard alone with a visible
 * focus ring; and the interface in Chinese (a browser started with --lang=zh-CN): strings from
 * _locales/zh_CN, with screenshots of the popup and the reading view (light and dark) written
 * to e2e/screenshots/ (gitignored).
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { test, expect, datasetPage, REPO_ROOT } from './fixtures';
import { startPageServer } from './server';
import {
  axePage, axeReader, describeViolations, dispatchCommand, forgetEverything, waitForReader, type AxeViolation, type ReaderHandle,
} from './reader-helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH, extensionArgs } from '../scripts/chromium.mjs';

const DATASET = 'mozilla-readability';
const ARTICLE_ID = '001';
const ZH_DATASET = 'zh-wce-dev';
const ZH_ID = '0ef8393b-0415-494c-b608-1d45bb33c6fb';
const SHOTS = 'e2e/screenshots';
/** Impacts that fail the suite (the issue: "fails on serious violations"). */
const BLOCKING = new Set(['serious', 'critical']);

const blocking = (violations: AxeViolation[]) => violations.filter((v) => BLOCKING.has(v.impact ?? ''));

function expectClean(where: string, violations: AxeViolation[]): void {
  expect(blocking(violations), `${where}:\n${describeViolations(violations)}`).toEqual([]);
}

async function openReader(page: Page, worker: import('@playwright/test').Worker, tabId: number): Promise<ReaderHandle> {
  expect(await dispatchCommand(worker, 'toggle-reader', tabId)).toMatchObject({ ok: true, open: true });
  return (await waitForReader(page))!;
}

test.describe('Accessibility', () => {
  test.beforeEach(async ({ winnow }) => forgetEverything(winnow.context, winnow.extensionId));

  test('the popup has no serious axe violations (light and dark)', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { tabId } = await winnow.openPage(winnow.server.serve('/a11y-popup.html', html));
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    await popup.setViewportSize({ width: 540, height: 600 });
    expectClean('popup (light)', await axePage(popup));
    await popup.screenshot({ animations: 'disabled', path: `${SHOTS}/popup-light-en.png` });
    await popup.emulateMedia({ colorScheme: 'dark' });
    expectClean('popup (dark)', await axePage(popup));
    await popup.screenshot({ animations: 'disabled', path: `${SHOTS}/popup-dark-en.png` });
  });

  test('the reading view has no serious axe violations in any theme', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/a11y-reader.html', html));
    await page.setViewportSize({ width: 1100, height: 760 });
    const reader = await openReader(page, winnow.worker, tabId);
    await reader.click('[data-action="settings"]');
    await reader.click('[data-action="show-removed"]');
    await reader.click('[data-action="edit"]');
    for (const theme of ['light', 'sepia', 'dark'] as const) {
      await reader.click(`[data-theme="${theme}"]`);
      expectClean(`reading view (${theme})`, await axeReader(page, reader));
    }
    await reader.click('[data-theme="system"]');
    await page.keyboard.press('Escape');
    await winnow.worker.evaluate(() => (globalThis as unknown as { chrome: { storage: { sync: { clear(): Promise<void> } } } }).chrome.storage.sync.clear());
  });

  test('the options page has no serious axe violations', async ({ winnow }) => {
    const options = await winnow.context.newPage();
    await options.goto(`chrome-extension://${winnow.extensionId}/src/options/options.html`);
    await options.waitForLoadState('load');
    expectClean('options page', await axePage(options));
  });

  test('the reading view works by keyboard alone, with a visible focus ring', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/a11y-keys.html', html));
    await page.bringToFront();
    const reader = await openReader(page, winnow.worker, tabId);
    const focused = () => reader.eval<{ action: string; theme: string; outline: string; expanded: string | null }>(`function () {
      const el = this.getRootNode().activeElement; const s = getComputedStyle(el);
      return { action: el.dataset.action ?? '', theme: el.dataset.theme ?? '', outline: s.outlineStyle + ' ' + s.outlineWidth,
        expanded: el.getAttribute('aria-expanded') }; }`);
    expect((await focused()).action).toBe('close');
    // Tab along the toolbar to "Text and theme", open it with Enter, Tab into the themes, choose
    // Dark with Space.
    const toolbarButtons = await reader.eval<number>("function () { return this.querySelectorAll('[role=toolbar] button').length; }");
    for (let i = 0; i < toolbarButtons && (await focused()).action !== 'settings'; i++) await page.keyboard.press('Tab');
    const settings = await focused();
    expect(settings.action).toBe('settings');
    expect(settings.outline).toMatch(/^solid [1-9]/);
    await page.keyboard.press('Enter');
    expect((await focused()).expanded).toBe('true');
    // The panel follows its button: the next Tab is in its first group, the themes.
    await page.keyboard.press('Tab');
    expect((await focused()).theme).toBe('light');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused()).theme).toBe('dark');
    await page.keyboard.press('Space');
    expect(await reader.eval<string>('function () { return this.dataset.theme; }')).toBe('dark');
    // Focus never leaves the modal view for the page behind it.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.hasAttribute('data-winnow-reader'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await waitForReader(page, false);
    await winnow.worker.evaluate(() => (globalThis as unknown as { chrome: { storage: { sync: { clear(): Promise<void> } } } }).chrome.storage.sync.clear());
  });
});

test.describe('Accessibility preferences', () => {
  test('reduced motion drops the fade; forced colours keep the pressed state visible', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/a11y-media.html', html));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reader = await openReader(page, winnow.worker, tabId);
    expect(await reader.eval<string>('function () { return getComputedStyle(this).animationName; }')).toBe('none');
    await reader.click('[data-action="settings"]');
    await page.emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'active' });
    const pressed = await reader.eval<{ on: string; off: string }>(`function () {
      const on = this.querySelector('[data-action="settings"]'), off = this.querySelector('[data-action="print"]');
      return { on: getComputedStyle(on).backgroundColor, off: getComputedStyle(off).backgroundColor }; }`);
    // Pressed and unpressed differ in forced-colours mode too (Highlight vs ButtonFace).
    expect(pressed.on).not.toBe(pressed.off);
    await page.emulateMedia({ forcedColors: 'none' });
    await page.keyboard.press('Escape');
  });
});

/** A second browser whose UI language is Chinese (extension i18n follows the browser's). */
async function launchChinese(): Promise<BrowserContext> {
  return chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extensionArgs(resolve(REPO_ROOT, 'dist/extension-e2e')), '--lang=zh-CN'],
    env: { ...process.env, LANGUAGE: 'zh_CN', LANG: 'zh_CN.UTF-8' },
    locale: 'zh-CN',
  });
}

test('the interface in Chinese: strings from _locales/zh_CN, screenshots light and dark', async () => {
  const server = await startPageServer();
  const context = await launchChinese();
  try {
    await context.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith(server.origin) || url.startsWith('chrome-extension://') || url.startsWith('data:') ? route.continue() : route.abort();
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const page = await context.newPage();
    await page.setViewportSize({ width: 1100, height: 760 });
    const url = server.serve('/zh-article.html', datasetPage(ZH_DATASET, ZH_ID).html);
    await page.goto(url);
    const tabId = await worker.evaluate(async (target) => {
      const tabs = await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number; url?: string }>> } } }).chrome.tabs.query({});
      return tabs.find((t) => t.url === target)?.id ?? -1;
    }, page.url());

    const popup = await context.newPage();
    await popup.setViewportSize({ width: 540, height: 600 });
    await popup.goto(`chrome-extension://${extensionId}/src/popup/popup.html?tab=${tabId}`);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    await expect(popup.locator('#open-reader')).toHaveText('打开阅读视图');
    await expect(popup.locator('#copy')).toHaveText('文本');
    expect(await popup.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
    expectClean('popup (zh)', await axePage(popup));
    await popup.screenshot({ animations: 'disabled', path: `${SHOTS}/popup-light-zh.png` });
    await popup.emulateMedia({ colorScheme: 'dark' });
    await popup.screenshot({ animations: 'disabled', path: `${SHOTS}/popup-dark-zh.png` });
    await popup.close();

    const reader = await openReader(page, worker, tabId);
    expect(await reader.eval<string>("function () { return this.querySelector('[data-action=\"settings\"]').textContent; }")).toBe('文字与主题');
    expect(await reader.eval<string>("function () { return this.querySelector('.meta__reading').textContent; }")).toMatch(/^阅读约 \d+ 分钟$/);
    await reader.click('[data-action="settings"]');
    await reader.click('[data-theme="light"]');
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-light-zh.png` });
    await reader.click('[data-theme="dark"]');
    expectClean('reading view (zh, dark)', await axeReader(page, reader));
    await page.screenshot({ animations: 'disabled', path: `${SHOTS}/reader-dark-zh.png` });
  } finally {
    await context.close();
    await server.close();
  }
});
