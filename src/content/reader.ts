/**
 * The reading view in the page: reads the article (with the site's template and the blocks the
 * user removed), mounts the overlay, wires settings (storage.sync, applied live), manual removal
 * and undo (through the worker), and closes on Esc, the close button or the toggling shortcut.
 */
import { isNoContent, NoContentError, type Article, type SiteTemplate } from '../core/types';
import {
  confirmRemovalRequest, forgetRemovalRequest, isRemovalReply, loadToolsRequest, type ReaderReply, type ShowReaderRequest,
} from '../messaging/reader-messages';
import { mountOverlay, overlayBlocker, type Overlay } from '../reader/overlay';
import { buildView, type ReaderView } from '../reader/view';
import { entriesForBlock } from '../reader/removals';
import { anchorRemovals } from '../reader/anchor';
import { loadSettings, saveSettings, SETTINGS_KEY, validSettings, type ReaderSettings, type SettingsArea } from '../reader/settings';
import type { ShownRemoval } from '../reader/blocks';
import { sanitizeArticleHtml } from '../reader/sanitize';
import { readSettled } from './settle';
import { boundedEntries } from './page-entries';
import { writeClipboard } from './clipboard';
import { readerClosedMessage } from '../messaging/auto-open-messages';
import { borrowedEngine, TOOLS_GLOBAL, type ReaderTools } from '../reader/tools-api';
import { contentApi, type StorageChanges } from './extension-api';

const t = (key: string, subs?: string[]): string => contentApi().i18n.getMessage(key, subs) || key;


let current: { overlay: Overlay; view: ReaderView } | null = null;

/** Read aloud and Markdown live in their own script: the worker injects it into this world on first use. */
async function tools(): Promise<ReaderTools> {
  const world = globalThis as unknown as Record<string, ReaderTools | undefined>;
  if (!world[TOOLS_GLOBAL]) {
    const reply = (await contentApi().runtime.sendMessage(loadToolsRequest())) as { ok?: boolean; message?: string } | undefined;
    if (!reply?.ok || !world[TOOLS_GLOBAL]) throw new Error(reply?.message ?? 'the reading tools could not be loaded');
  }
  return world[TOOLS_GLOBAL]!;
}

function render(overlay: Overlay, article: Article, settingsArea: SettingsArea, settings: ReturnType<typeof validSettings>): ReaderView {
  let shown: ShownRemoval[] | null = null;
  const sendMessage = (m: object): Promise<unknown> => contentApi().runtime.sendMessage(m);
  const rerender = async (reply: unknown): Promise<void> => {
    if (!isRemovalReply(reply) || !current || !overlay.open) return;
    const next = borrowedEngine().readPage(reply.template ?? undefined, reply.removals, { debug: true });
    current.view.stopReading();
    current.view = render(overlay, next, settingsArea, settings);
    current.view.focusStart();
    // The rebuilt view starts from page 1 again: its following pages are read again too.
    joinFollowingPages(current.view, next, settings, reply.template ?? undefined);
  };
  const view = buildView(overlay.root, article, document.URL, {
    t,
    uiLang: contentApi().i18n.getUILanguage(),
    settings,
    saveSettings: (next) => {
      settings = next;
      void saveSettings(settingsArea, next).catch(() => undefined);
    },
    close: () => overlay.close(),
    print: () => window.print(),
    writeClipboard,
    removals: () => (shown ??= anchorRemovals(document, article.html, article.removed ?? [])),
    removal: {
      async remove(text) {
        const entries = entriesForBlock(document, text);
        if (entries.length === 0) return false;
        const reply = (await sendMessage(confirmRemovalRequest(entries))) as { ok?: unknown } | undefined;
        return reply?.ok === true;
      },
      async undo(text) {
        await sendMessage(forgetRemovalRequest(text));
      },
    },
    restore: (text) => void sendMessage(forgetRemovalRequest(text)).then(rerender),
    tools,
    storage: settingsArea,
  });
  return view;
}

/**
 * A multi-page article: its following pages are read and appended after page 1 is on screen
 * (tools-api.ts). Nothing is loaded for the far more common article of one page.
 */
function joinFollowingPages(view: ReaderView, article: Article, settings: ReaderSettings, template: SiteTemplate | undefined): void {
  if (!settings.joinPages || article.pageType !== 'article') return;
  const engine = borrowedEngine();
  const next = engine.nextPageUrl(document, document.URL);
  if (!next) return;
  void tools().then((kit) => kit.joinPages({
    doc: document, url: document.URL, next, first: article, content: view.content, t, uiLang: contentApi().i18n.getUILanguage(),
    read: (doc, url) => engine.read(doc, url, template),
    sanitize: sanitizeArticleHtml,
    added: (page) => view.addPage(page),
  })).catch(() => undefined);
}

/** Opens the view (or closes it, for a toggle). */
export async function showReader(request: ShowReaderRequest): Promise<ReaderReply> {
  if (current?.overlay.open) {
    if (request.speak) current.view.readAloud();
    if (!request.toggle) return { ok: true, open: true };
    current.overlay.close();
    return { ok: true, open: false };
  }
  const blocked = overlayBlocker(document);
  if (blocked) return { ok: false, error: 'overlay-blocked', message: blocked };
  const start = performance.now();
  const area = contentApi().storage.sync;
  // Read while the page is: the view needs them only once the article is read (never rejects).
  const loading = loadSettings(area);
  let article: Article;
  try {
    // A page still filling in (an app's spinner) is read again once it settles.
    article = await readSettled(() => borrowedEngine().readPage(request.template, request.removals, { debug: true, entries: request.learn }), isNoContent);
    if (article.text.trim() === '') throw new NoContentError('The main content is empty.');
  } catch (err) {
    if (request.onlyArticle) return { ok: true, open: false };
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, error: isNoContent(err) ? 'no-content' : 'failed', message };
  }
  const extract = performance.now() - start;
  // Opened by itself: a home page, list or thread of the site stays as it is.
  if (request.onlyArticle && article.pageType !== 'article') return { ok: true, open: false };
  const settings = await loading;
  const onChanged = (changes: StorageChanges, areaName: string): void => {
    if (areaName === 'sync' && changes[SETTINGS_KEY] && current) current.view.applySettings(validSettings(changes[SETTINGS_KEY].newValue));
  };
  const overlay = mountOverlay(document, () => {
    current?.view.stopReading();
    contentApi().storage.onChanged.removeListener(onChanged);
    current = null;
    // On an auto-open site, a page whose view the user closed stays closed (the worker remembers).
    void contentApi().runtime.sendMessage(readerClosedMessage()).catch(() => undefined);
  });
  const renderStart = performance.now();
  try {
    current = { overlay, view: render(overlay, article, area, settings) };
  } catch (err) {
    overlay.close();
    return { ok: false, error: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
  contentApi().storage.onChanged.addListener(onChanged);
  current.view.focusStart();
  if (request.speak) current.view.readAloud();
  joinFollowingPages(current.view, article, settings, request.template);
  const sanitize = current.view.sanitizeMs;
  const timings = { extract, sanitize, render: performance.now() - renderStart - sanitize };
  // The worker learns the site from the entries of the same walk (none when it did not ask).
  return article.entries ? { ok: true, open: true, entries: boundedEntries(article.entries), timings } : { ok: true, open: true, timings };
}
