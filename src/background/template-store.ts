/**
 * The per-site template store (seed 000) in IndexedDB, via idb. Three object stores, keyed by
 * site (origin): `sites` (learning switch, page counters, last update), `batch` (the open batch,
 * seed 000's cache S) and `templates` (promoted entries); `settings` holds the global switch.
 * Every page is learned in one readwrite transaction over all of them, so a worker stopped
 * mid-batch either has the page or not, never half of it. No extension API here: the worker and
 * the options page (same extension origin, same database) both use this module.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SiteTemplate, TemplateEntry } from '../core/template-types';
import { PAGES_PER_BATCH, TemplateLearner, type LearnerState } from '../templates/learner';

export const DB_NAME = 'winnow-templates';
/** Schema version; `upgrade` walks every step from the stored version to this one. */
export const DB_VERSION = 1;
/** Sites kept at most; beyond it the least recently updated site is forgotten whole. */
export const MAX_SITES = 200;
/** Entries of one site's open batch kept at most (a batch of huge pages stays bounded). */
export const MAX_BATCH_ENTRIES_PER_SITE = 5000;
/**
 * Page keys remembered per site: two batches. Opening the reader three times on one article
 * must not make its text "repeat on three pages" and turn it into boilerplate.
 */
export const RECENT_PAGES = 2 * PAGES_PER_BATCH;

export interface SiteRecord {
  site: string;
  /** Learning switched on for this site (the user can turn it off in the options page). */
  learning: boolean;
  pages: number;
  batchPages: number;
  /** Date.now() of the last page learned: eviction by age uses it. */
  updated: number;
  /** Opaque keys (URL hashes) of the last pages learned: a page re-read is not a new page. */
  recent?: string[];
}
interface EntriesRecord {
  site: string;
  entries: TemplateEntry[];
}
interface SettingRecord {
  key: string;
  value: boolean;
}

interface TemplateDB extends DBSchema {
  sites: { key: string; value: SiteRecord; indexes: { updated: number } };
  batch: { key: string; value: EntriesRecord };
  templates: { key: string; value: EntriesRecord };
  settings: { key: string; value: SettingRecord };
}

const STORES = ['sites', 'batch', 'templates'] as const;
const LEARNING_KEY = 'learning';

export interface SiteSummary extends SiteRecord {
  /** Promoted entries. */
  entries: number;
}

export class TemplateStore {
  private db: Promise<IDBPDatabase<TemplateDB>>;

  constructor(name = DB_NAME) {
    this.db = openDB<TemplateDB>(name, DB_VERSION, {
      upgrade(db, oldVersion) {
        // One step per version; a database at version n runs steps n+1..DB_VERSION in order.
        if (oldVersion < 1) {
          db.createObjectStore('sites', { keyPath: 'site' }).createIndex('updated', 'updated');
          db.createObjectStore('batch', { keyPath: 'site' });
          db.createObjectStore('templates', { keyPath: 'site' });
          db.createObjectStore('settings', { keyPath: 'key' });
        }
      },
    });
  }

  /** The learner state of a site as the learner reads it (null: never seen). */
  private static state(site: SiteRecord | undefined, batch?: EntriesRecord, tpl?: EntriesRecord): LearnerState | null {
    if (!site) return null;
    return { version: 1, pages: site.pages, batchPages: site.batchPages, batch: batch?.entries ?? [], template: tpl?.entries ?? [] };
  }

  /** The template to apply on this site's next page (promoted + early batch entries). */
  async template(site: string): Promise<SiteTemplate | null> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readonly');
    const [rec, batch, tpl] = await Promise.all([
      tx.objectStore('sites').get(site), tx.objectStore('batch').get(site), tx.objectStore('templates').get(site),
    ]);
    const state = TemplateStore.state(rec, batch, tpl);
    if (!state) return null;
    const template = new TemplateLearner(state).template();
    return template.entries.length ? template : null;
  }

  /** Is learning on, globally and for this site? */
  async isLearning(site: string): Promise<boolean> {
    const db = await this.db;
    const [global, rec] = await Promise.all([db.get('settings', LEARNING_KEY), db.get('sites', site)]);
    return (global?.value ?? true) && (rec?.learning ?? true);
  }

  /**
   * Learn one page of a site: read, observe, write back, in one transaction. `pageKey` (an
   * opaque key of the page, e.g. a hash of its URL) makes a page seen again recently a no-op.
   */
  async observe(site: string, entries: ReadonlyArray<{ tag: string; text: string }>, pageKey?: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readwrite');
    const sites = tx.objectStore('sites');
    const [rec, batch, tpl] = await Promise.all([
      sites.get(site), tx.objectStore('batch').get(site), tx.objectStore('templates').get(site),
    ]);
    if ((rec && !rec.learning) || (pageKey && rec?.recent?.includes(pageKey))) return tx.done;
    const recent = pageKey ? [...(rec?.recent ?? []), pageKey].slice(-RECENT_PAGES) : rec?.recent ?? [];
    const learner = new TemplateLearner(TemplateStore.state(rec, batch, tpl) ?? undefined);
    learner.observeEntries(entries);
    const state = learner.toJSON();
    await Promise.all([
      sites.put({ site, learning: true, pages: state.pages, batchPages: state.batchPages, updated: Date.now(), recent }),
      tx.objectStore('batch').put({ site, entries: state.batch.slice(0, MAX_BATCH_ENTRIES_PER_SITE) }),
      tx.objectStore('templates').put({ site, entries: state.template }),
    ]);
    await tx.done;
    await this.evict();
  }

  /** Forget the least recently updated sites beyond MAX_SITES. */
  private async evict(): Promise<void> {
    const db = await this.db;
    const count = await db.count('sites');
    if (count <= MAX_SITES) return;
    const tx = db.transaction(STORES, 'readwrite');
    let cursor = await tx.objectStore('sites').index('updated').openCursor();
    for (let extra = count - MAX_SITES; cursor && extra > 0; extra--) {
      const site = cursor.value.site;
      await Promise.all(STORES.map((s) => tx.objectStore(s).delete(site)));
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  /** Every learned site with its counters and template size, most recent first. */
  async sites(): Promise<SiteSummary[]> {
    const db = await this.db;
    const tx = db.transaction(['sites', 'templates'], 'readonly');
    const [sites, templates] = await Promise.all([tx.objectStore('sites').getAll(), tx.objectStore('templates').getAll()]);
    const sizes = new Map(templates.map((t) => [t.site, t.entries.length]));
    return sites.map((s) => ({ ...s, entries: sizes.get(s.site) ?? 0 })).sort((a, b) => b.updated - a.updated);
  }

  /** The promoted entries of one site (what the options page shows). */
  async entries(site: string): Promise<TemplateEntry[]> {
    return (await (await this.db).get('templates', site))?.entries ?? [];
  }

  /** Pages in the open batch and its entries (the e2e test reads it after a worker restart). */
  async batch(site: string): Promise<{ pages: number; entries: number }> {
    const db = await this.db;
    const [rec, batch] = await Promise.all([db.get('sites', site), db.get('batch', site)]);
    return { pages: rec?.batchPages ?? 0, entries: batch?.entries.length ?? 0 };
  }

  /** Switch learning for one site (kept as a site record even before its first page). */
  async setSiteLearning(site: string, on: boolean): Promise<void> {
    const db = await this.db;
    const tx = db.transaction('sites', 'readwrite');
    const rec = (await tx.store.get(site)) ?? { site, learning: on, pages: 0, batchPages: 0, updated: Date.now() };
    await tx.store.put({ ...rec, learning: on });
    await tx.done;
  }

  async setLearning(on: boolean): Promise<void> {
    await (await this.db).put('settings', { key: LEARNING_KEY, value: on });
  }

  async learningEnabled(): Promise<boolean> {
    return (await (await this.db).get('settings', LEARNING_KEY))?.value ?? true;
  }

  /** "Forget this site": its counters, batch and template, for real. */
  async forget(site: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readwrite');
    await Promise.all(STORES.map((s) => tx.objectStore(s).delete(site)));
    await tx.done;
  }

  /** "Forget everything" (the global switch stays as the user set it). */
  async forgetAll(): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readwrite');
    await Promise.all(STORES.map((s) => tx.objectStore(s).clear()));
    await tx.done;
  }

  async close(): Promise<void> {
    (await this.db).close();
  }
}
