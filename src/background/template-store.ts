/**
 * The per-site template store (seed 000) in IndexedDB, via idb. Three object stores, keyed by
 * site (origin): `sites` (learning switch, page counters, last update), `batch` (the open batch,
 * seed 000's cache S) and `templates` (promoted entries); `settings` holds the global switch.
 * Every page is learned in one readwrite transaction over all of them, so a worker stopped
 * mid-batch either has the page or not, never half of it. No extension API here: the worker and
 * the options page (same extension origin, same database) both use this module.
 *
 * Faults never reach the user (template-db.ts opens, upgrades and validates): a damaged record
 * reads as a site never seen and is rewritten by the next page; a full disk costs the oldest
 * sites, then the page's learning, never the extraction; concurrent learners of one site are
 * serialised by IndexedDB's readwrite transactions, each page read-modify-written in one.
 */
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import type { SiteTemplate, TemplateEntry } from '../core/template-types';
import { PAGES_PER_BATCH, TemplateLearner, parseLearnerState, type LearnerState } from '../templates/learner';
import {
  DB_VERSION, STORES, cleanSite, isEntriesRecord, isQuotaError, openTemplateDb, type ConfirmedEntry, type EntriesRecord,
  type SiteRecord, type TemplateDB,
} from './template-db';
export type { ConfirmedEntry, SiteRecord } from './template-db';

export { DB_VERSION };

export const DB_NAME = 'winnow-templates';
/** Sites kept at most; beyond it the least recently updated site is forgotten whole. */
export const MAX_SITES = 200;
/** Entries of one site's open batch kept at most (a batch of huge pages stays bounded). */
export const MAX_BATCH_ENTRIES_PER_SITE = 5000;
/**
 * Page keys remembered per site: two batches. Opening the reader three times on one article
 * must not make its text "repeat on three pages" and turn it into boilerplate.
 */
export const RECENT_PAGES = 2 * PAGES_PER_BATCH;

/** Confirmed entries kept per site; the oldest go first beyond it. */
export const MAX_CONFIRMED_PER_SITE = 500;
/**
 * When the disk is full, this share of the learned sites (the least recently updated, at least
 * one) is forgotten before the page is written again, once.
 */
export const QUOTA_EVICT_SHARE = 0.25;

const LEARNING_KEY = 'learning';

export interface SiteSummary extends SiteRecord {
  /** Promoted entries. */
  entries: number;
}

export class TemplateStore {
  private db: Promise<IDBPDatabase<TemplateDB>>;

  constructor(name = DB_NAME) {
    this.db = openTemplateDb(name);
  }

  /**
   * The learner state of a site as the learner reads it; null when never seen or when its
   * records are damaged (a record that is not this site's, counters that are not counts, entry
   * lists that are not lists): the site is then learned afresh.
   */
  private static state(site: SiteRecord | undefined, batch?: unknown, tpl?: unknown): LearnerState | null {
    if (!site) return null;
    if ((batch !== undefined && !isEntriesRecord(batch, site.site)) || (tpl !== undefined && !isEntriesRecord(tpl, site.site))) return null;
    return parseLearnerState({
      version: 1, pages: site.pages, batchPages: site.batchPages,
      batch: (batch as EntriesRecord | undefined)?.entries ?? [], template: (tpl as EntriesRecord | undefined)?.entries ?? [],
    });
  }

  /** The template to apply on this site's next page (promoted + early batch entries). */
  async template(site: string): Promise<SiteTemplate | null> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readonly');
    const [raw, batch, tpl] = await Promise.all([
      tx.objectStore('sites').get(site), tx.objectStore('batch').get(site), tx.objectStore('templates').get(site),
    ]);
    const rec = cleanSite(raw, site);
    const state = TemplateStore.state(rec, batch, tpl);
    if (!state) return null;
    const template = new TemplateLearner(state).template();
    // Confirmed entries count as seen on every page so far: the user said they are noise.
    const known = new Set(template.entries.map((e) => e.tag + '\u0000' + e.text));
    for (const c of rec?.confirmed ?? []) {
      if (!known.has(c.tag + '\u0000' + c.text)) template.entries.push({ ...c, count: Math.max(1, state.pages), lastSeen: state.pages });
    }
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
   * Never rejects: resolves false when a storage fault kept the page out (the store is then as
   * it was before: the transaction is all or nothing).
   */
  async observe(site: string, entries: ReadonlyArray<{ tag: string; text: string }>, pageKey?: string): Promise<boolean> {
    try {
      await this.learnPage(site, entries, pageKey);
    } catch (err) {
      if (!isQuotaError(err)) return false;
      // Disk full: the oldest sites make room, then one more try.
      try {
        const count = await (await this.db).count('sites');
        await this.evictOldest(Math.max(1, Math.ceil(count * QUOTA_EVICT_SHARE)), site);
        await this.learnPage(site, entries, pageKey);
      } catch {
        return false;
      }
    }
    await this.evict().catch(() => undefined);
    return true;
  }

  private async learnPage(site: string, entries: ReadonlyArray<{ tag: string; text: string }>, pageKey?: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readwrite');
    try {
      await this.learnIn(tx, site, entries, pageKey);
    } catch (err) {
      // A write that failed synchronously (a refused value, a full disk in some engines) must
      // not let the others commit: all three records, or none.
      try {
        tx.abort();
      } catch {
        /* already finished or aborted */
      }
      tx.done.catch(() => undefined);
      throw err;
    }
  }

  private async learnIn(
    tx: IDBPTransaction<TemplateDB, Array<(typeof STORES)[number]>, 'readwrite'>,
    site: string, entries: ReadonlyArray<{ tag: string; text: string }>, pageKey?: string,
  ): Promise<void> {
    const sites = tx.objectStore('sites');
    const [raw, batch, tpl] = await Promise.all([
      sites.get(site), tx.objectStore('batch').get(site), tx.objectStore('templates').get(site),
    ]);
    const rec = cleanSite(raw, site);
    if ((rec && !rec.learning) || (pageKey && rec?.recent?.includes(pageKey))) return tx.done;
    const recent = pageKey ? [...(rec?.recent ?? []), pageKey].slice(-RECENT_PAGES) : rec?.recent ?? [];
    const learner = new TemplateLearner(TemplateStore.state(rec, batch, tpl) ?? undefined);
    learner.observeEntries(entries);
    const state = learner.toJSON();
    // One by one, so that a put refused synchronously leaves no earlier request unobserved.
    const writes: Promise<unknown>[] = [];
    try {
      writes.push(sites.put({ ...rec, site, learning: true, pages: state.pages, batchPages: state.batchPages, updated: Date.now(), recent }));
      writes.push(tx.objectStore('batch').put({ site, entries: state.batch.slice(0, MAX_BATCH_ENTRIES_PER_SITE) }));
      writes.push(tx.objectStore('templates').put({ site, entries: state.template }));
    } finally {
      for (const w of writes) w.catch(() => undefined);
    }
    await Promise.all(writes);
    await tx.done;
  }

  /** Forget the least recently updated sites beyond MAX_SITES. */
  private async evict(): Promise<void> {
    const count = await (await this.db).count('sites');
    if (count > MAX_SITES) await this.evictOldest(count - MAX_SITES);
  }

  /** Forget the `extra` least recently updated sites, whole (never `spare`, being written). */
  private async evictOldest(extra: number, spare?: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(STORES, 'readwrite');
    let cursor = await tx.objectStore('sites').index('updated').openCursor();
    while (cursor && extra > 0) {
      const site = cursor.primaryKey;
      if (site !== spare) {
        await Promise.all(STORES.map((s) => tx.objectStore(s).delete(site)));
        extra--;
      }
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  /** Every learned site with its counters and template size, most recent first. */
  async sites(): Promise<SiteSummary[]> {
    const db = await this.db;
    const tx = db.transaction(['sites', 'templates'], 'readonly');
    const [sites, templates] = await Promise.all([tx.objectStore('sites').getAll(), tx.objectStore('templates').getAll()]);
    const sizes = new Map(templates.filter((t) => isEntriesRecord(t, t?.site)).map((t) => [t.site, t.entries.length]));
    // Damaged records are left out of the list (the next page of their site rewrites them).
    const usable = sites.map((s) => cleanSite(s, (s as { site?: unknown })?.site as string)).filter((s) => s !== undefined);
    return usable.map((s) => ({ ...s, entries: sizes.get(s.site) ?? 0 })).sort((a, b) => b.updated - a.updated);
  }

  /** The promoted entries of one site (what the options page shows). */
  async entries(site: string): Promise<TemplateEntry[]> {
    const rec = await (await this.db).get('templates', site);
    return isEntriesRecord(rec, site) ? (parseLearnerState({ version: 1, pages: 0, batchPages: 0, batch: [], template: rec.entries })?.template ?? []) : [];
  }

  /** Pages in the open batch and its entries (the e2e test reads it after a worker restart). */
  async batch(site: string): Promise<{ pages: number; entries: number }> {
    const db = await this.db;
    const [rec, batch] = await Promise.all([db.get('sites', site), db.get('batch', site)]);
    return { pages: cleanSite(rec, site)?.batchPages ?? 0, entries: isEntriesRecord(batch, site) ? batch.entries.length : 0 };
  }

  /** Switch learning for one site (kept as a site record even before its first page). */
  async setSiteLearning(site: string, on: boolean): Promise<void> {
    const db = await this.db;
    const tx = db.transaction('sites', 'readwrite');
    const rec = cleanSite(await tx.store.get(site), site) ?? { site, learning: on, pages: 0, batchPages: 0, updated: Date.now() };
    await tx.store.put({ ...rec, learning: on });
    await tx.done;
  }

  async setLearning(on: boolean): Promise<void> {
    await (await this.db).put('settings', { key: LEARNING_KEY, value: on });
  }

  async learningEnabled(): Promise<boolean> {
    return (await (await this.db).get('settings', LEARNING_KEY))?.value ?? true;
  }

  /** The site's confirmed entries (blocks removed by hand). */
  async confirmed(site: string): Promise<ConfirmedEntry[]> {
    return cleanSite(await (await this.db).get('sites', site), site)?.confirmed ?? [];
  }

  /** Remember blocks the user removed by hand on this site (whatever the learning switch). */
  async confirm(site: string, entries: ReadonlyArray<ConfirmedEntry>): Promise<void> {
    const db = await this.db;
    const tx = db.transaction('sites', 'readwrite');
    const rec = cleanSite(await tx.store.get(site), site) ?? { site, learning: true, pages: 0, batchPages: 0, updated: Date.now() };
    const keyOf = (e: ConfirmedEntry) => e.tag + '\u0000' + e.text;
    const fresh = new Set(entries.map(keyOf));
    const kept = (rec.confirmed ?? []).filter((e) => !fresh.has(keyOf(e)));
    const confirmed = [...kept, ...entries.map(({ tag, text }) => ({ tag, text }))].slice(-MAX_CONFIRMED_PER_SITE);
    await tx.store.put({ ...rec, confirmed, updated: Date.now() });
    await tx.done;
  }

  /** Undo: drop the confirmed entries whose text lies within `blockText` (normalised). */
  async unconfirm(site: string, blockText: string): Promise<number> {
    const db = await this.db;
    const tx = db.transaction('sites', 'readwrite');
    const rec = cleanSite(await tx.store.get(site), site);
    const before = rec?.confirmed?.length ?? 0;
    if (rec && before > 0) {
      const block = blockText.replace(/\s+/g, ' ').trim().toLowerCase();
      await tx.store.put({ ...rec, confirmed: rec.confirmed!.filter((e) => !block.includes(e.text)) });
    }
    await tx.done;
    return before - ((await this.confirmed(site)).length);
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
