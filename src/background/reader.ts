/**
 * The worker's side of the reading experience: the reading view (popup button, keyboard
 * command), the "Copy clean text" context-menu entry, blocks removed by hand (confirmed template
 * entries, with undo) and the popup's per-site learning switch. index.ts installs it and lends
 * its injection policy, so there is one list of pages Winnow may run on.
 */
import browser, { type Menus, type Runtime, type Tabs } from 'webextension-polyfill';
import type { SiteTemplate } from '../core/types';
import type { ExtractResponse, PageEntryMessage } from '../messaging/messages';
import {
  copyCleanRequest, isConfirmRemovalRequest, isForgetRemovalRequest, isGetSiteLearningRequest, isLoadToolsRequest, isOpenReaderRequest,
  isReaderReply, isSetSiteLearningRequest, showReaderRequest, type ReaderReply, type RemovalReply, type ShowReaderFlags, type SiteLearningReply,
} from '../messaging/reader-messages';
import { siteKeyOf } from '../templates/site-key';
import type { TemplateStore } from './template-store';
import { openReaderTab } from './reader-tab';
import { inject, TOP_FRAME } from './inject';
import { isJoinPagesReply, isJoinTabRequest, joinPagesRequest, type JoinPagesReply } from '../messaging/pages-messages';

/** The keyboard command that opens and closes the reading view (manifest.json "commands"). */
export const TOGGLE_COMMAND = 'toggle-reader';
/** The keyboard command that reads the article aloud (opening the view first), or pauses it. */
export const READ_ALOUD_COMMAND = 'read-aloud';
/** Context-menu entries. */
export const MENU_COPY_TEXT = 'winnow-copy-text';
export const MENU_OPEN_READER = 'winnow-open-reader';

/** A site's template and whether to learn from the page (background/index.ts templatePlan). */
export interface TemplatePlan {
  site: string | null;
  template: SiteTemplate | null;
  learn: boolean;
}

export interface ReaderDeps {
  store: TemplateStore;
  isInjectable(url: string | undefined): boolean;
  templatePlan(url: string | undefined, incognito: boolean): Promise<TemplatePlan>;
  /** The template plan with the site's confirmed removals; never rejects. */
  sitePlan(url: string | undefined, incognito: boolean): Promise<TemplatePlan & { removals: PageEntryMessage[] }>;
  /** Learns one page of a site (as the popup's extraction does). */
  observe(site: string, entries: PageEntryMessage[], url: string): Promise<void>;
  /** The popup's extraction (used to fill the tab fallback). */
  extractTab(tabId: number): Promise<ExtractResponse>;
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
const fail = (error: Exclude<ReaderReply, { ok: true }>['error'], message: string): ReaderReply => ({ ok: false, error, message });

/**
 * Injects the reading view's script, after the engine's it reads with (tools-api.ts
 * borrowedEngine: the popup's click may have loaded and run that one already), and reads the
 * site's plan: template and confirmed removals.
 */
async function prepare(deps: ReaderDeps, tabId: number) {
  const tab = await browser.tabs.get(tabId);
  if (!deps.isInjectable(tab.url)) throw new Error(`Extensions cannot run on ${tab.url}`);
  // The site's plan is read from storage while the scripts are injected: neither waits for the other.
  const [, plan] = await Promise.all([
    inject(tabId, __WINNOW_CONTENT_SCRIPT__, __WINNOW_READER_SCRIPT__),
    deps.sitePlan(tab.url, tab.incognito),
  ]);
  return { tab, template: plan.template, removals: plan.removals, site: plan.site, learn: plan.learn };
}

/**
 * Opening the reading view teaches the site's template like the popup does, from the entries the
 * view's own extraction read. A failure here costs the lesson only, never the reading view.
 */
async function learnFromView(deps: ReaderDeps, ready: Awaited<ReturnType<typeof prepare>>, entries: PageEntryMessage[] | undefined): Promise<void> {
  if (!ready.learn || !ready.site || !ready.tab.url || !entries) return;
  await deps.observe(ready.site, entries, ready.tab.url).catch(() => undefined);
}

/** How the view opens: `toggle` closes an open one (the shortcut); `onlyArticle`: it opens by itself
 * (an auto-open site), so only over a page read as an article; `speak`: read aloud at once. */
export type OpenFlags = Pick<ShowReaderFlags, 'toggle' | 'onlyArticle' | 'speak'>;

/** Opens the reading view on a tab (or closes it, for the toggling shortcut). */
export async function openReader(deps: ReaderDeps, tabId: number, flags: OpenFlags = {}): Promise<ReaderReply> {
  const { onlyArticle = false } = flags;
  let ready;
  const start = performance.now();
  try {
    ready = await prepare(deps, tabId);
  } catch (err) {
    return fail('restricted', errorText(err));
  }
  const inject = performance.now() - start;
  try {
    const request = showReaderRequest(ready.template, ready.removals, { ...flags, learn: ready.learn && ready.site !== null });
    const reply: unknown = await browser.tabs.sendMessage(tabId, request, { frameId: TOP_FRAME });
    if (!isReaderReply(reply)) return fail('failed', 'Malformed reply from the page.');
    if (reply.ok) {
      // The view is on screen now; learning from it comes after, and is not part of the wait.
      const timings = reply.timings ? { ...reply.timings, inject, total: performance.now() - start } : undefined;
      if (reply.open) await learnFromView(deps, ready, reply.entries);
      return { ok: true, open: reply.open, ...(timings ? { timings } : {}) };
    }
    // A view opening by itself never opens a tab of its own.
    if (reply.error !== 'overlay-blocked' || onlyArticle) return reply;
    // The page can't host the overlay (not an HTML document, a frameset): read it in a tab.
    const extracted = await deps.extractTab(tabId);
    if (!extracted.ok) return fail(extracted.error === 'no-tab' ? 'failed' : extracted.error, extracted.message);
    await openReaderTab(extracted.article, ready.tab.url ?? '', tabId);
    return { ok: true, open: true };
  } catch (err) {
    return fail('failed', errorText(err));
  }
}

/**
 * The popup's multi-page article: the reading tools, injected into the tab, fetch and read the
 * following pages there (on the page's own site, with the site's template) and send them back.
 */
async function joinTab(deps: ReaderDeps, tabId: number, next: string): Promise<JoinPagesReply> {
  try {
    const tab = await browser.tabs.get(tabId);
    if (!deps.isInjectable(tab.url)) return { ok: false, message: `Extensions cannot run on ${tab.url}` };
    await inject(tabId, __WINNOW_TOOLS_SCRIPT__);
    const plan = await deps.templatePlan(tab.url, tab.incognito);
    const reply: unknown = await browser.tabs.sendMessage(tabId, joinPagesRequest(next, plan.template), { frameId: TOP_FRAME });
    return isJoinPagesReply(reply) ? reply : { ok: false, message: 'Malformed reply from the page.' };
  } catch (err) {
    return { ok: false, message: errorText(err) };
  }
}

/** "Copy clean text": the content script extracts and writes the clipboard in the page. */
export async function copyClean(deps: ReaderDeps, tabId: number): Promise<boolean> {
  try {
    const ready = await prepare(deps, tabId);
    const reply = (await browser.tabs.sendMessage(tabId, copyCleanRequest(ready.template, ready.removals), { frameId: TOP_FRAME })) as { ok?: unknown };
    return reply?.ok === true;
  } catch {
    return false;
  }
}

/** The site of a content script's tab, only for the top frame of a tab (never from the message). */
function senderSite(sender: Runtime.MessageSender): string | null {
  if (!sender.tab || sender.frameId !== TOP_FRAME || !sender.url) return null;
  return siteKeyOf(sender.url);
}

async function removalReply(deps: ReaderDeps, site: string, ok: boolean, tab?: Tabs.Tab): Promise<RemovalReply> {
  const plan = await deps.templatePlan(tab?.url, tab?.incognito ?? false);
  return { ok, template: plan.template, removals: await deps.store.confirmed(site) };
}

/** Messages from content scripts (manual removal); undefined when the message is not ours. */
export function handleContentMessage(deps: ReaderDeps, message: unknown, sender: Runtime.MessageSender): Promise<unknown> | undefined {
  const site = senderSite(sender);
  if (!site) return undefined;
  if (isLoadToolsRequest(message) && sender.tab?.id !== undefined) {
    // Into the asking tab's top frame only (senderSite checked it is one), once per page.
    return inject(sender.tab.id, __WINNOW_TOOLS_SCRIPT__)
      .then(() => ({ ok: true }), (err: unknown) => ({ ok: false, message: errorText(err) }));
  }
  if (isConfirmRemovalRequest(message)) {
    return deps.store.confirm(site, message.entries).then(() => ({ ok: true }), () => ({ ok: false }));
  }
  if (isForgetRemovalRequest(message)) {
    return deps.store.unconfirm(site, message.text).then(
      (n) => removalReply(deps, site, n > 0, sender.tab),
      () => ({ ok: false }),
    );
  }
  return undefined;
}

/** Messages from the popup; undefined when the message is not one of these. */
export function handlePopupMessage(deps: ReaderDeps, message: unknown): Promise<unknown> | undefined {
  if (isOpenReaderRequest(message)) return openReader(deps, message.tabId);
  if (isJoinTabRequest(message)) return joinTab(deps, message.tabId, message.next);
  if (isGetSiteLearningRequest(message)) return siteLearning(deps, message.site);
  if (isSetSiteLearningRequest(message)) {
    return deps.store.setSiteLearning(message.site, message.enabled).then(() => siteLearning(deps, message.site));
  }
  return undefined;
}

async function siteLearning(deps: ReaderDeps, site: string): Promise<SiteLearningReply & { global: boolean }> {
  const [enabled, global] = await Promise.all([deps.store.isLearning(site), deps.store.learningEnabled()]);
  return { site, enabled, global };
}

async function activeTabId(tab?: Tabs.Tab): Promise<number | undefined> {
  if (tab?.id !== undefined && tab.id >= 0) return tab.id;
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active?.id;
}

/** The command and context-menu handlers (exported for the tests' dispatch). */
export function handlers(deps: ReaderDeps) {
  return {
    async command(command: string, tab?: Tabs.Tab): Promise<unknown> {
      if (command !== TOGGLE_COMMAND && command !== READ_ALOUD_COMMAND) return undefined;
      const id = await activeTabId(tab);
      if (id === undefined) return fail('restricted', 'No active tab.');
      return openReader(deps, id, command === TOGGLE_COMMAND ? { toggle: true } : { speak: true });
    },
    async menu(info: Menus.OnClickData, tab?: Tabs.Tab): Promise<unknown> {
      const id = await activeTabId(tab);
      if (id === undefined) return false;
      if (info.menuItemId === MENU_COPY_TEXT) return copyClean(deps, id);
      if (info.menuItemId === MENU_OPEN_READER) return openReader(deps, id);
      return undefined;
    },
  };
}

function createMenus(): void {
  // removeAll first: onInstalled also runs on update, and ids must be unique.
  void browser.contextMenus.removeAll().then(() => {
    for (const [id, key] of [[MENU_OPEN_READER, 'menuOpenReader'], [MENU_COPY_TEXT, 'menuCopyText']] as const) {
      browser.contextMenus.create({ id, title: browser.i18n.getMessage(key), contexts: ['page', 'selection'] });
    }
  });
}

/** Registers the command and context-menu listeners; returns the handlers. */
export function installReader(deps: ReaderDeps): ReturnType<typeof handlers> {
  const h = handlers(deps);
  browser.commands.onCommand.addListener((command, tab) => void h.command(command, tab));
  browser.contextMenus.onClicked.addListener((info, tab) => void h.menu(info, tab));
  browser.runtime.onInstalled.addListener(createMenus);
  // Tests (and curious users in the worker console) can run the same handlers directly.
  (globalThis as unknown as { winnowReader?: unknown }).winnowReader = h;
  return h;
}
