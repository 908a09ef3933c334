/**
 * The popup: asks the worker for the active tab's article and shows it (sanitized), with
 * "Open reading view", copy as text / Markdown / HTML, download .md / .html and the per-site
 * learning switch; or explains why there is no article. Test hook: `popup.html?tab=<id>`
 * targets that tab instead of the active one (harmless: the worker still needs a grant for the
 * tab, which activeTab only gives for the active one).
 */
import browser from 'webextension-polyfill';
import type { Article } from '../core/types';
import {
  extractTabRequest,
  failure,
  isExtractResponse,
  type ExtractErrorCode,
  type ExtractResponse,
} from '../messaging/messages';
import {
  getSiteLearningRequest, isReaderReply, isSiteLearningReply, openReaderRequest, setSiteLearningRequest,
} from '../messaging/reader-messages';
import { siteKeyOf } from '../templates/site-key';
import { sanitizeArticleHtml } from './sanitize';
import { structuredBody } from './structured';
import type { CopyFormat, FileFormat } from './exports';
import { fontStack } from '../reader/themes';
import { cleanByline } from '../reader/byline';
import { showDate, timeElement } from '../reader/dates';
import { listAutoOpenMessage, setAutoOpenMessage } from '../messaging/auto-open-messages';
import { originPattern } from '../messaging/browsing-messages';
import { isJoinPagesReply, joinTabRequest } from '../messaging/pages-messages';
import { joinArticle } from '../core/pages/stitch';
import { pageLine, pageStatus } from '../reader/pages';
import { adoptToolsSheet } from '../reader/tools-styles';
import { loadSettings } from '../reader/settings';

/** How long "Copied" stays on a button before its label comes back. */
const FEEDBACK_MS = 1500;

type State = 'loading' | 'article' | 'message';

const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`popup.html lacks #${id}`);
  return el as T;
};

const t = (key: string, subs?: string[]): string => browser.i18n.getMessage(key, subs) || key;

function localizeStatic(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    el.textContent = t(el.dataset.i18n ?? '');
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel ?? ''));
  }
  document.documentElement.lang = browser.i18n.getUILanguage();
}

function setState(state: State): void {
  document.body.dataset.state = state;
  byId('loading').hidden = state !== 'loading';
  byId('article').hidden = state !== 'article';
  byId('message').hidden = state !== 'message';
  byId('open-reader').hidden = state !== 'article';
}

async function targetTabId(): Promise<number | null> {
  const param = new URLSearchParams(location.search).get('tab');
  if (param !== null && /^\d+$/.test(param)) return Number(param);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

const timeOf = (iso: string, className?: string): HTMLTimeElement => timeElement(document, iso, browser.i18n.getUILanguage(), className);

function setText(id: string, text: string | null): void {
  const el = byId(id);
  el.textContent = text ?? '';
  el.hidden = !text;
}

/** Shows the outcome on the button itself (and to screen readers), then restores its label. */
function feedback(button: HTMLButtonElement, key: string): void {
  const label = t(button.dataset.i18n ?? '');
  button.textContent = t(key);
  byId('status').textContent = t(key);
  button.classList.add('chip--done');
  setTimeout(() => {
    button.textContent = label;
    button.classList.remove('chip--done');
  }, FEEDBACK_MS);
}

/**
 * The copy and download code (Markdown conversion, HTML export) is not needed to show the
 * article: it loads once the article is on screen, and a click waits for it if it is early.
 */
let exportsLoading: Promise<typeof import('./exports')> | null = null;
const exportsModule = () => (exportsLoading ??= import('./exports'));

function wireExports(article: Article, url: string): void {
  // After the frame that shows the article.
  requestAnimationFrame(() => setTimeout(exportsModule, 0));
  for (const button of byId('exports').querySelectorAll<HTMLButtonElement>('button')) {
    const format = button.dataset.format as CopyFormat | undefined;
    const file = button.dataset.download as FileFormat | undefined;
    button.onclick = () => {
      if (format) {
        exportsModule().then(({ copyAs }) => copyAs(format, article, url)).then(() => feedback(button, 'copied'), () => feedback(button, 'copyFailed'));
      } else if (file) {
        exportsModule().then(({ download }) => {
          download(file, article, url);
          feedback(button, 'downloaded');
        }, () => feedback(button, 'copyFailed'));
      }
    };
  }
}

function showArticle(article: Article, url: string, tabId: number): void {
  document.title = `${article.title} — Winnow`;
  setText('site', article.siteName);
  setText('title', article.title);
  setText('byline', article.byline ? t('byline', [cleanByline(article.byline)]) : null);
  const published = byId('published') as HTMLTimeElement;
  published.hidden = !article.published;
  if (article.published) showDate(published, article.published, browser.i18n.getUILanguage());
  setText('reading', article.readingMinutes > 0 ? t('readingTime', [String(article.readingMinutes)]) : null);
  // The watchdog stopped a runaway page: this is its beginning, not all of it.
  setText('partial', article.partial ? t('partialNotice') : null);

  const content = byId('content');
  for (const el of [content, byId('article')]) {
    if (article.lang) el.lang = article.lang;
    if (article.dir) el.dir = article.dir;
  }
  // Chinese and Japanese pages read in a CJK face, as in the reading view's default.
  byId('article').style.fontFamily = fontStack('auto', article.lang);
  // A list page shows its items and a thread its posts, as the reading view does.
  const structured = structuredBody(article, { t, time: (iso) => timeOf(iso, 'when') });
  content.replaceChildren(structured ?? sanitizeArticleHtml(article.html));
  if (!structured) dropRepeatedTitle(content, article.title);
  wireExports(article, url);
  byId<HTMLButtonElement>('open-reader').onclick = () => void openReader(tabId);
  setState('article');
  void showLearning(url);
}

/**
 * A multi-page article: once page 1 is on screen, its following pages (read in the tab by the
 * reading tools, src/background/reader.ts joinTab) are appended under "Page 2 of 3" lines, and
 * copies and downloads take the whole article. Off when the reading view's setting is off.
 */
async function joinFollowingPages(article: Article, url: string, tabId: number, next: string): Promise<void> {
  if (!(await loadSettings(browser.storage.sync)).joinPages) return;
  const uiLang = browser.i18n.getUILanguage();
  const content = byId('content');
  adoptToolsSheet(content); // the page lines' style, as in the reading view
  const status = pageStatus(document, t, uiLang);
  content.append(status.line);
  const reply: unknown = await browser.runtime.sendMessage(joinTabRequest(tabId, next)).catch((err: unknown) => ({ ok: false, message: String(err) }));
  if (!isJoinPagesReply(reply) || !reply.ok) return status.failed(2, isJoinPagesReply(reply) && !reply.ok ? reply.message : 'no answer');
  const total = reply.failed ? undefined : reply.pages.length + 1;
  for (const page of reply.pages) status.line.before(pageLine(document, t, uiLang, page.number, total), sanitizeArticleHtml(page.html));
  if (reply.failed) status.failed(reply.failed.number, reply.failed.reason);
  else status.line.remove();
  const whole = joinArticle(article, reply.pages);
  setText('reading', t('readingTime', [String(whole.readingMinutes)]));
  wireExports(whole, url);
}

/** The header already shows the title: drop a body heading that repeats it before any text. */
function dropRepeatedTitle(content: HTMLElement, title: string): void {
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const heading = content.querySelector('h1, h2');
  if (!heading || norm(heading.textContent) !== norm(title)) return;
  if (norm(content.textContent).startsWith(norm(heading.textContent))) heading.remove();
}

async function openReader(tabId: number): Promise<void> {
  const reply: unknown = await browser.runtime.sendMessage(openReaderRequest(tabId)).catch((err: unknown) => ({
    ok: false, error: 'failed', message: String(err),
  }));
  if (isReaderReply(reply) && reply.ok) {
    window.close(); // the view is over the page now; the popup would only cover it
    return;
  }
  byId('status').textContent = t('readerOpenFailed', [isReaderReply(reply) && !reply.ok ? reply.message : '']);
  byId('status').classList.remove('visually-hidden');
}

/** The per-site learning switch (the worker's template store decides and remembers). */
async function showLearning(url: string): Promise<void> {
  const site = url ? siteKeyOf(url) : null;
  if (!site || !/^https?:/.test(site)) return;
  const input = byId<HTMLInputElement>('learning-switch');
  const render = (reply: unknown): void => {
    if (!isSiteLearningReply(reply)) return;
    const global = (reply as { global?: unknown }).global !== false;
    input.checked = reply.enabled;
    input.disabled = !global;
    byId('learning-off').hidden = global;
    byId('learning').hidden = false;
  };
  byId('learning-site').textContent = new URL(site).host;
  render(await browser.runtime.sendMessage(getSiteLearningRequest(site)).catch(() => null));
  input.onchange = () => {
    void browser.runtime.sendMessage(setSiteLearningRequest(site, input.checked)).then(render, () => undefined);
  };
  await showAutoOpen(site);
}

/**
 * "Always open the reading view on this site": the site's host permission is asked for here, in
 * the click (a grant needs the user's gesture); the worker keeps the list.
 */
async function showAutoOpen(site: string): Promise<void> {
  const input = byId<HTMLInputElement>('auto-open-switch');
  const render = (sites: unknown): void => {
    input.checked = Array.isArray(sites) && sites.includes(site);
  };
  render(await browser.runtime.sendMessage(listAutoOpenMessage()).catch(() => null));
  input.onchange = () => {
    const enabled = input.checked;
    const granted = enabled ? browser.permissions.request({ origins: [originPattern(site)] }) : Promise.resolve(true);
    void granted.then((ok) => (ok ? browser.runtime.sendMessage(setAutoOpenMessage(site, enabled)) : null)).then(render, () => render(null));
  };
}

const MESSAGE_KEYS: Record<ExtractErrorCode, [title: string, body: string]> = {
  'no-content': ['noContentTitle', 'noContentBody'],
  restricted: ['restrictedTitle', 'restrictedBody'],
  'no-tab': ['restrictedTitle', 'restrictedBody'],
  failed: ['failedTitle', 'failedBody'],
};

function showMessage(code: ExtractErrorCode, detail: string): void {
  const [title, body] = MESSAGE_KEYS[code];
  byId('message').dataset.error = code;
  byId('message-title').textContent = t(title);
  byId('message-body').textContent = t(body, [detail]);
  setState('message');
}

async function requestArticle(tabId: number | null): Promise<ExtractResponse> {
  if (tabId === null) return failure('no-tab', 'No active tab.');
  const reply: unknown = await browser.runtime.sendMessage(extractTabRequest(tabId));
  return isExtractResponse(reply) ? reply : failure('failed', 'Malformed reply from the worker.');
}

/**
 * Phase marks for the latency bench (bench/latency.mjs): when the popup's script started, when
 * the worker's answer arrived and when the article was on the page.
 */
const mark = (phase: 'start' | 'reply' | 'shown'): void => void performance.mark(`winnow:popup:${phase}`);

async function main(): Promise<void> {
  mark('start');
  localizeStatic();
  setState('loading');
  let reply: ExtractResponse;
  let tabId: number | null = null;
  try {
    tabId = await targetTabId();
    reply = await requestArticle(tabId);
  } catch (err) {
    reply = failure('failed', err instanceof Error ? err.message : String(err));
  }
  mark('reply');
  if (reply.ok && tabId !== null) {
    showArticle(reply.article, reply.url ?? '', tabId);
    mark('shown');
    if (reply.next) void joinFollowingPages(reply.article, reply.url ?? '', tabId, reply.next);
  }
  else if (!reply.ok) showMessage(reply.error, reply.message);
}

void main();
