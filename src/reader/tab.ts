/**
 * The reading view in an extension tab: the fallback for pages that cannot host the overlay
 * (src/background/reader-tab.ts puts the article in storage.session and opens this page with
 * its key in the fragment). Same view, same settings; removal by hand needs the live page, so
 * it is not offered here. Closing closes the tab.
 */
import browser from 'webextension-polyfill';
import type { Article } from '../core/types';
import { buildView } from './view';
import { READER_CSS } from './styles';
import { loadSettings, saveSettings, SETTINGS_KEY, validSettings } from './settings';
import { SESSION_PREFIX } from '../background/reader-tab';

const t = (key: string, subs?: string[]): string => browser.i18n.getMessage(key, subs) || key;

function isStored(v: unknown): v is { article: Article; url: string } {
  const o = v as { article?: Partial<Article>; url?: unknown } | null;
  return !!o && typeof o.url === 'string' && !!o.article && typeof o.article.title === 'string' && typeof o.article.html === 'string';
}

async function main(): Promise<void> {
  const key = decodeURIComponent(location.hash.slice(1));
  const root = document.getElementById('reader')!;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(READER_CSS);
  document.adoptedStyleSheets = [sheet];
  root.classList.add('is-tab');
  document.documentElement.lang = browser.i18n.getUILanguage();

  const stored = key.startsWith(SESSION_PREFIX) ? (await browser.storage.session.get(key))[key] : undefined;
  if (!isStored(stored)) {
    root.textContent = t('failedTitle');
    return;
  }
  const { article, url } = stored;
  document.title = `${article.title} — Winnow`;
  const area = browser.storage.sync;
  const view = buildView(root, article, url, {
    t,
    uiLang: browser.i18n.getUILanguage(),
    settings: await loadSettings(area),
    saveSettings: (next) => void saveSettings(area, next).catch(() => undefined),
    close: () => window.close(),
    print: () => window.print(),
    writeClipboard: (text) => navigator.clipboard.writeText(text).then(() => true, () => false),
    // The page is not at hand to place removed blocks: they are listed after the article.
    removals: () => (article.removed ?? []).map((r) => ({ reason: r.reason, text: r.text, after: null })),
    // An extension page loads the tools as a module of its own, on first use.
    tools: async () => (await import('./tools')).readerTools,
    storage: area,
  });
  browser.storage.onChanged.addListener((changes, areaName) => {
    if (areaName === 'sync' && changes[SETTINGS_KEY]) view.applySettings(validSettings(changes[SETTINGS_KEY].newValue));
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') window.close();
  });
  window.addEventListener('pagehide', () => view.stopReading());
  view.focusStart();
}

void main();
