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
import { siteKeyOf } from '../templates/site-key';
import { grantedSites, storedStrings, switchSite, type SiteFeature } from './site-grants';
import { TOP_FRAME } from './inject';

const SITES_KEY: SiteFeature = 'autoOpenSites';
const CLOSED_KEY = 'autoOpenClosed';
/** Pages remembered as closed (the oldest are forgotten first). */
const MAX_CLOSED_PAGES = 500;

/** Sites opted in whose permission is still held. */
export const autoOpenSites = (): Promise<string[]> => grantedSites(SITES_KEY);

/** The page, without its fragment: the view closed on it stays closed for it. */
const pageOf = (url: string): string => url.split('#')[0];

async function remembersClosed(url: string): Promise<boolean> {
  return (await storedStrings(browser.storage.session, CLOSED_KEY)).includes(pageOf(url));
}

async function rememberClosed(sender: Runtime.MessageSender): Promise<void> {
  if (!sender.tab || sender.frameId !== TOP_FRAME || !sender.url) return;
  const site = siteKeyOf(sender.url);
  if (!site || !(await autoOpenSites()).includes(site)) return;
  const closed = (await storedStrings(browser.storage.session, CLOSED_KEY)).filter((p) => p !== pageOf(sender.url!));
  closed.push(pageOf(sender.url));
  await browser.storage.session.set({ [CLOSED_KEY]: closed.slice(-MAX_CLOSED_PAGES) });
}

/** Opens the view over a tab's page when it reads as an article. */
type OpenView = (tabId: number) => Promise<unknown>;

async function maybeOpen(open: OpenView, tabId: number, tab: Tabs.Tab): Promise<void> {
  if (tab.incognito || !tab.url || !/^https?:/.test(tab.url)) return;
  const site = siteKeyOf(tab.url);
  if (!site || !(await autoOpenSites()).includes(site) || (await remembersClosed(tab.url))) return;
  await open(tabId);
}

/** Installs the listeners; messages not ours are left to other listeners. */
export function installAutoOpen(open: OpenView, extensionOrigin: string): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id) return undefined;
    if (isReaderClosedMessage(message)) return rememberClosed(sender).then(() => ({ ok: true }), () => ({ ok: false }));
    if (!sender.url?.startsWith(extensionOrigin)) return undefined;
    if (isSetAutoOpenMessage(message)) return switchSite(SITES_KEY, message.site, message.enabled);
    if (isListAutoOpenMessage(message)) return autoOpenSites();
    return undefined;
  });
  // Only tabs whose URL Winnow may see report it: the granted sites.
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.status === 'complete') void maybeOpen(open, tabId, tab).catch(() => undefined);
  });
}
