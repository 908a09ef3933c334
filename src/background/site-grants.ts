/**
 * Per-site features that run on the optional host permission of a site (learning while browsing,
 * opening the reading view by itself): each keeps its list of sites in storage.local, and a site
 * counts only while its permission is still held (a grant revoked in the browser's settings ends
 * every feature there). The grant goes with the last feature that used it.
 */
import browser from 'webextension-polyfill';
import { originPattern } from '../messaging/browsing-messages';

/** The storage.local key of each feature's list of sites. */
export type SiteFeature = 'browsingSites' | 'autoOpenSites';
const FEATURES: readonly SiteFeature[] = ['browsingSites', 'autoOpenSites'];

/** The strings stored under `key` in a storage area ([] for anything else). */
export async function storedStrings(area: browser.Storage.StorageArea, key: string): Promise<string[]> {
  const list = (await area.get(key))[key];
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

const held = (site: string): Promise<boolean> => browser.permissions.contains({ origins: [originPattern(site)] });

/** The feature's sites whose permission is still held. */
export async function grantedSites(feature: SiteFeature): Promise<string[]> {
  const sites = await storedStrings(browser.storage.local, feature);
  const granted = await Promise.all(sites.map(held));
  return sites.filter((_, i) => granted[i]);
}

/**
 * Switches a feature on or off for a site; returns its granted sites. On: only with the grant,
 * which the extension page asked for in the user's click. Off: the grant is given back unless
 * another feature still uses the site.
 */
export async function switchSite(feature: SiteFeature, site: string, enabled: boolean): Promise<string[]> {
  const sites = new Set(await storedStrings(browser.storage.local, feature));
  if (enabled) {
    if (!(await held(site))) return grantedSites(feature);
    sites.add(site);
  } else {
    sites.delete(site);
  }
  await browser.storage.local.set({ [feature]: [...sites] });
  if (!enabled) {
    const others = await Promise.all(FEATURES.filter((f) => f !== feature).map((f) => storedStrings(browser.storage.local, f)));
    if (!others.some((list) => list.includes(site))) await browser.permissions.remove({ origins: [originPattern(site)] }).catch(() => false);
  }
  return grantedSites(feature);
}
