/**
 * "Always open the reading view on this site" (issue 21). Per site, the user grants the same
 * optional host permission as learning while browsing, from an extension page; when a page of
 * such a site finishes loading in a tab, the worker opens the view over it, if the page reads as
 * an article. A page whose view the user closed stays closed until the browser restarts
 * (storage.session). The sites live in storage.local; a permission revoked in the browser's
 * settings ends the feature for that site.
 */
import browser, { type Runtime, type Tabs } from 'webextension-polyfill';
import { isListAutoOpenMessage, isReaderClosedMessage, isSetAutoOpenMessage } from '../messaging/auto-open-messages';
import { originPattern } from '../messaging/browsing-messages';
import { siteKeyOf } from '../templates/site-key';

const SITES_KEY = 'autoOpenSites';
const CLOSED_KEY = 'autoOpenClosed';
/** Pages remembered as closed (the oldest are forgotten first). */
const MAX_CLOSED_PAGES = 500;
const TOP_FRAME = 0;

export interface AutoOpenDeps {
  /** Opens the view over a tab's page when it reads as an article. */
  open(tabId: number): Promise<unknown>;
  /** Sites that still use the host permission for something else (learning while browsing). */
  otherUses(): Promise<string[]>;
}

async function storedList(area: browser.Storage.StorageArea, key: string): Promise<string[]> {
  const got = await area.get(key);
  const list = got[key];
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

/** Stored sites whose permission is still held. */
export async function autoOpenSites(): Promise<string[]> {
  const sites = await storedList(browser.storage.local, SITES_KEY);
  const held = await Promise.all(sites.map((s) => browser.permissions.contains({ origins: [originPattern(s)] })));
  return sites.filter((_, i) => held[i]);
}

async function setAutoOpen(deps: AutoOpenDeps, site: string, enabled: boolean): Promise<string[]> {
  const sites = new Set(await storedList(browser.storage.local, SITES_KEY));
  if (enabled) {
    // The extension page asked for the grant (a user gesture is needed); without it, nothing.
    if (!(await browser.permissions.contains({ origins: [originPattern(site)] }))) return autoOpenSites();
    sites.add(site);
  } else {
    sites.delete(site);
  }
  await browser.storage.local.set({ [SITES_KEY]: [...sites] });
  // The grant goes with the last feature that used it: Winnow keeps no access it does not use.
  if (!enabled && !(await deps.otherUses()).includes(site)) {
    await browser.permissions.remove({ origins: [originPattern(site)] }).catch(() => false);
  }
  return autoOpenSites();
}

/** The page, without its fragment: the view closed on it stays closed for it. */
const pageOf = (url: string): string => url.split('#')[0];

async function remembersClosed(url: string): Promise<boolean> {
  return (await storedList(browser.storage.session, CLOSED_KEY)).includes(pageOf(url));
}

async function rememberClosed(sender: Runtime.MessageSender): Promise<void> {
  if (!sender.tab || sender.frameId !== TOP_FRAME || !sender.url) return;
  const site = siteKeyOf(sender.url);
  if (!site || !(await autoOpenSites()).includes(site)) return;
  const closed = (await storedList(browser.storage.session, CLOSED_KEY)).filter((p) => p !== pageOf(sender.url!));
  closed.push(pageOf(sender.url));
  await browser.storage.session.set({ [CLOSED_KEY]: closed.slice(-MAX_CLOSED_PAGES) });
}

async function maybeOpen(deps: AutoOpenDeps, tabId: number, tab: Tabs.Tab): Promise<void> {
  if (tab.incognito || !tab.url || !/^https?:/.test(tab.url)) return;
  const site = siteKeyOf(tab.url);
  if (!site || !(await autoOpenSites()).includes(site) || (await remembersClosed(tab.url))) return;
  await deps.open(tabId);
}

/** Installs the listeners; messages not ours are left to other listeners. */
export function installAutoOpen(deps: AutoOpenDeps, extensionOrigin: string): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id) return undefined;
    if (isReaderClosedMessage(message)) return rememberClosed(sender).then(() => ({ ok: true }), () => ({ ok: false }));
    if (!sender.url?.startsWith(extensionOrigin)) return undefined;
    if (isSetAutoOpenMessage(message)) return setAutoOpen(deps, message.site, message.enabled);
    if (isListAutoOpenMessage(message)) return autoOpenSites();
    return undefined;
  });
  // Only tabs whose URL Winnow may see report it: the granted sites.
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.status === 'complete') void maybeOpen(deps, tabId, tab).catch(() => undefined);
  });
}
