/**
 * Opening the template database robustly: the schema and its upgrade steps, record validation,
 * and recovery from what a long-lived extension meets in the wild — a database left by an older
 * version (upgraded step by step), by a newer one after a rollback (the templates are a cache
 * of what can be learned again: the database is recreated), a connection that blocks an upgrade
 * (it closes itself), and records damaged by hand or by a bug (dropped, never thrown at the user).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TemplateEntry } from '../core/template-types';

/** One learned site: its switch, counts and the user's own removals (the `sites` store). */
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
  /** Blocks the user removed by hand (reading view): always part of the site's template. */
  confirmed?: ConfirmedEntry[];
}

/** A template entry the user confirmed by removing its block (kept until undone or forgotten). */
export interface ConfirmedEntry {
  tag: string;
  text: string;
}

/**
 * Schema version; `upgrade` walks every step from the stored version to this one.
 * 1: sites / batch / templates / settings. 2: v1's records validated once (v1 wrote whatever the
 * learner produced; a damaged record then broke every later read of its site).
 */
export const DB_VERSION = 2;

export interface EntriesRecord {
  site: string;
  entries: TemplateEntry[];
}
export interface SettingRecord {
  key: string;
  value: boolean;
}

export interface TemplateDB extends DBSchema {
  sites: { key: string; value: SiteRecord; indexes: { updated: number } };
  batch: { key: string; value: EntriesRecord };
  templates: { key: string; value: EntriesRecord };
  settings: { key: string; value: SettingRecord };
}

export const STORES = ['sites', 'batch', 'templates'] as const;

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
const isStringArray = (a: unknown): a is string[] => Array.isArray(a) && a.every((s) => typeof s === 'string');
const isPair = (e: unknown): e is { tag: string; text: string } =>
  typeof e === 'object' && e !== null && typeof (e as { tag: unknown }).tag === 'string' && typeof (e as { text: unknown }).text === 'string';

/**
 * A usable site record, repaired where the damage is local (a bad optional list is dropped),
 * or undefined when the counters themselves are gone (the site is then learned afresh).
 */
export function cleanSite(rec: unknown, site: string): SiteRecord | undefined {
  if (typeof rec !== 'object' || rec === null) return undefined;
  const r = rec as Partial<SiteRecord>;
  if (r.site !== site || !isCount(r.pages) || !isCount(r.batchPages) || r.batchPages > r.pages) return undefined;
  return {
    ...r,
    site,
    learning: r.learning !== false,
    pages: r.pages,
    batchPages: r.batchPages,
    updated: typeof r.updated === 'number' && Number.isFinite(r.updated) ? r.updated : 0,
    recent: isStringArray(r.recent) ? r.recent : [],
    ...(r.confirmed !== undefined ? { confirmed: Array.isArray(r.confirmed) ? r.confirmed.filter(isPair) : [] } : {}),
  };
}

/** An entries record is usable when it is one for this site with a list of entries. */
export function isEntriesRecord(rec: unknown, site: string): rec is EntriesRecord {
  return typeof rec === 'object' && rec !== null && (rec as EntriesRecord).site === site && Array.isArray((rec as EntriesRecord).entries);
}

/** v1 → v2: drop every site whose records are unusable, all three of them together. */
async function dropDamagedSites(tx: import('idb').IDBPTransaction<TemplateDB, ('sites' | 'batch' | 'templates' | 'settings')[], 'versionchange'>): Promise<void> {
  const damaged = new Set<string>();
  for (let c = await tx.objectStore('sites').openCursor(); c; c = await c.continue()) {
    if (!cleanSite(c.value, String(c.key))) damaged.add(String(c.key));
  }
  for (const store of ['batch', 'templates'] as const) {
    for (let c = await tx.objectStore(store).openCursor(); c; c = await c.continue()) {
      if (!isEntriesRecord(c.value, String(c.key))) damaged.add(String(c.key));
    }
  }
  for (const site of damaged) for (const s of STORES) await tx.objectStore(s).delete(site);
}

function open(name: string): Promise<IDBPDatabase<TemplateDB>> {
  return openDB<TemplateDB>(name, DB_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      // Version 1's stores, made whenever missing (not only from version 0: a database someone
      // opened without a version is at version 1 with no stores at all).
      const has = (name: string) => db.objectStoreNames.contains(name as 'sites');
      const hadSites = has('sites');
      if (!hadSites) db.createObjectStore('sites', { keyPath: 'site' }).createIndex('updated', 'updated');
      if (!has('batch')) db.createObjectStore('batch', { keyPath: 'site' });
      if (!has('templates')) db.createObjectStore('templates', { keyPath: 'site' });
      if (!has('settings')) db.createObjectStore('settings', { keyPath: 'key' });
      // Then one step per version, from the stored version up.
      if (oldVersion === 1 && hadSites) await dropDamagedSites(tx);
    },
    blocking(_current, _next, event) {
      // A newer version (an updated extension's worker) wants to upgrade: let it.
      (event.target as IDBDatabase).close();
    },
  });
}

/**
 * Opens (creating or upgrading) the database. A database from a newer version of Winnow (after
 * a rollback) cannot be opened at this version: it is deleted and created afresh.
 */
export async function openTemplateDb(name: string): Promise<IDBPDatabase<TemplateDB>> {
  try {
    return await open(name);
  } catch (err) {
    if ((err as { name?: string })?.name !== 'VersionError') throw err;
    await deleteDB(name);
    return open(name);
  }
}

/** The browser refused the write for lack of space (names differ across engines). */
export function isQuotaError(err: unknown): boolean {
  const name = (err as { name?: string })?.name ?? '';
  const inner = (err as { inner?: { name?: string } })?.inner?.name ?? '';
  return /quota/i.test(name) || /quota/i.test(inner) || (name === 'AbortError' && /quota/i.test(String((err as Error).message)));
}
