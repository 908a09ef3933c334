/**
 * The popup: asks the worker for the active tab's article and shows it, or explains why there
 * is none. Test hook: `popup.html?tab=<id>` targets that tab instead of the active one (harmless:
 * the worker still needs a grant for the tab, which activeTab only gives for the active one).
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
import { sanitizeArticleHtml } from './sanitize';

/** How long "Copied" stays on the button before it reads "Copy text" again. */
const COPIED_FEEDBACK_MS = 1500;

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
  document.documentElement.lang = browser.i18n.getUILanguage();
}

function setState(state: State): void {
  document.body.dataset.state = state;
  byId('loading').hidden = state !== 'loading';
  byId('article').hidden = state !== 'article';
  byId('message').hidden = state !== 'message';
  byId('copy').hidden = state !== 'article';
}

async function targetTabId(): Promise<number | null> {
  const param = new URLSearchParams(location.search).get('tab');
  if (param !== null && /^\d+$/.test(param)) return Number(param);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(browser.i18n.getUILanguage(), { dateStyle: 'medium' }).format(date);
}

function setText(id: string, text: string | null): void {
  const el = byId(id);
  el.textContent = text ?? '';
  el.hidden = !text;
}

function showArticle(article: Article): void {
  document.title = `${article.title} — Winnow`;
  setText('site', article.siteName);
  setText('title', article.title);
  setText('byline', article.byline ? t('byline', [article.byline]) : null);
  setText('published', article.published ? formatDate(article.published) : null);
  if (article.published) byId('published').setAttribute('datetime', article.published);
  setText('reading', article.readingMinutes > 0 ? t('readingTime', [String(article.readingMinutes)]) : null);

  const content = byId('content');
  if (article.lang) content.lang = article.lang;
  if (article.dir) content.dir = article.dir;
  if (article.lang) byId('article').lang = article.lang;
  if (article.dir) byId('article').dir = article.dir;
  content.replaceChildren(sanitizeArticleHtml(article.html));
  dropRepeatedTitle(content, article.title);

  const copy = byId<HTMLButtonElement>('copy');
  copy.onclick = () => void copyText(copy, `${article.title}\n\n${article.text}`);
  setState('article');
}

/** The header already shows the title: drop a body heading that repeats it before any text. */
function dropRepeatedTitle(content: HTMLElement, title: string): void {
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const heading = content.querySelector('h1, h2');
  if (!heading || norm(heading.textContent) !== norm(title)) return;
  if (norm(content.textContent).startsWith(norm(heading.textContent))) heading.remove();
}

async function copyText(button: HTMLButtonElement, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = t('copied');
  } catch {
    button.textContent = t('copyFailed');
  }
  button.classList.add('bar__button--done');
  setTimeout(() => {
    button.textContent = t('copyText');
    button.classList.remove('bar__button--done');
  }, COPIED_FEEDBACK_MS);
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

async function requestArticle(): Promise<ExtractResponse> {
  const tabId = await targetTabId();
  if (tabId === null) return failure('no-tab', 'No active tab.');
  const reply: unknown = await browser.runtime.sendMessage(extractTabRequest(tabId));
  return isExtractResponse(reply) ? reply : failure('failed', 'Malformed reply from the worker.');
}

async function main(): Promise<void> {
  localizeStatic();
  setState('loading');
  let reply: ExtractResponse;
  try {
    reply = await requestArticle();
  } catch (err) {
    reply = failure('failed', err instanceof Error ? err.message : String(err));
  }
  if (reply.ok) showArticle(reply.article);
  else showMessage(reply.error, reply.message);
}

void main();
