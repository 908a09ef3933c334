/**
 * Opt-in learning while browsing (seed 000 needs many pages of a site; opening the reader gives
 * few). Per site, the user grants an optional host permission from an extension page; the worker
 * then registers the learning content script (src/content/learn.ts) for exactly the granted
 * sites. The list of sites lives in storage.local; the registration is rebuilt from it and from
 * the permissions actually held, so a permission revoked in the browser's settings ends it too.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import {
  isLearnPageMessage, isListBrowsingMessage, isSetBrowsingMessage,
} from '../messaging/browsing-messages';
import { siteKeyOf } from '../templates/site-key';
import { pageKeyOf } from './page-key';
import { grantedSites, switchSite, type SiteFeature } from './site-grants';
import type { TemplateStore } from './template-store';
import { TOP_FRAME } from './inject';

/** The learning script, built as one classic script (see vite.config.ts). */
const LEARN_SCRIPT_FILE = __WINNOW_LEARN_SCRIPT__;
const SCRIPT_ID = 'winnow-learn';
const SITES_KEY: SiteFeature = 'browsingSites';

/**
 * The learning script's match pattern for a site: its scheme and host, without a port. Firefox
 * matches no page with a pattern that names a port (Chromium does); the script may then load on
 * another port of the same host where a permission allows it, but `learnFrom` keeps only reports
 * from the exact origins opted in.
 */
export const scriptPattern = (site: string): string => {
  const { protocol, hostname } = new URL(site);
  return `${protocol}//${hostname}/*`;
};

/** Sites opted in whose permission is still held. */
export const browsingSites = (): Promise<string[]> => grantedSites(SITES_KEY);

/** Makes the registered learning script match exactly the enabled, granted sites. */
export async function syncRegistration(): Promise<void> {
  const sites = await browsingSites();
  const existing = await browser.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (sites.length === 0) {
    if (existing.length) await browser.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
    return;
  }
  const script = {
    id: SCRIPT_ID,
    matches: [...new Set(sites.map(scriptPattern))],
    js: [LEARN_SCRIPT_FILE],
    runAt: 'document_idle' as const,
    allFrames: false,
    persistAcrossSessions: true,
  };
  if (existing.length) await browser.scripting.updateContentScripts([script]);
  else await browser.scripting.registerContentScripts([script]);
}

async function setBrowsing(site: string, enabled: boolean): Promise<string[]> {
  const sites = await switchSite(SITES_KEY, site, enabled);
  await syncRegistration();
  return sites;
}

/** Learns one page reported by the learning script, if everything allows it. */
async function learnFrom(store: TemplateStore, entries: { tag: string; text: string }[], sender: Runtime.MessageSender) {
  const tab = sender.tab;
  if (!tab || tab.incognito || sender.frameId !== TOP_FRAME || !sender.url) return;
  const site = siteKeyOf(sender.url);
  if (!site || !(await browsingSites()).includes(site)) return;
  if (!(await store.isLearning(site))) return;
  await store.observe(site, entries, await pageKeyOf(sender.url));
}

/** Installs the listeners; returns nothing (messages not ours are left to other listeners). */
export function installBrowsingLearning(store: TemplateStore, extensionOrigin: string): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id) return undefined;
    if (isLearnPageMessage(message)) {
      // A content script: the page controls these entries, so the store bounds and validates them.
      return learnFrom(store, message.entries, sender).then(() => ({ ok: true }), () => ({ ok: false }));
    }
    const fromExtensionPage = sender.url?.startsWith(extensionOrigin) ?? false;
    if (!fromExtensionPage) return undefined;
    if (isSetBrowsingMessage(message)) return setBrowsing(message.site, message.enabled);
    if (isListBrowsingMessage(message)) return browsingSites();
    return undefined;
  });
  // Revoked from the browser's extension settings: stop at once.
  browser.permissions.onRemoved.addListener(() => void syncRegistration().catch(() => undefined));
  browser.runtime.onStartup.addListener(() => void syncRegistration().catch(() => undefined));
  browser.runtime.onInstalled.addListener(() => void syncRegistration().catch(() => undefined));
}
