/**
 * The template store under faults (fake-indexeddb): a full disk, damaged records, a database
 * from an older schema or a newer Winnow, a worker stopped mid-write, 20 learners at once. In
 * every case: no rejection reaches the caller, no entry lost or duplicated, and the three
 * records of a site (counters, batch, template) agree with each other.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { TemplateStore, DB_VERSION } from '../../src/background/template-store';
import { PAGES_PER_BATCH } from '../../src/templates/learner';

const SITE = 'https://faults.example.com';
let n = 0;
const freshName = () => `faults-${++n}`;

/** A page's entries: the site's chrome (the same on every page) and the page's own text. */
const pageEntries = (page: number) => [
  { tag: 'nav', text: 'home news sport weather' },
  { tag: 'p', text: 'subscribe to our newsletter' },
  { tag: 'footer', text: '© faults example ltd' },
  { tag: 'p', text: `story number ${page} and its own words` },
];

/** Raw access to the same database, as another connection (a damaged record, an old version). */
async function raw(name: string) {
  return openDB(name);
}

/** Counters, batch and template of a site as stored, read in one transaction. */
async function snapshot(name: string, site = SITE) {
  const db = await raw(name);
  const tx = db.transaction(['sites', 'batch', 'templates'], 'readonly');
  const [rec, batch, tpl] = await Promise.all(['sites', 'batch', 'templates'].map((s) => tx.objectStore(s).get(site)));
  db.close();
  return { rec, batch, tpl };
}

/** The invariants of one site's records: one entry per text, counts bounded by the pages seen. */
function expectConsistent(s: Awaited<ReturnType<typeof snapshot>>) {
  if (!s.rec) {
    expect(s.batch).toBeUndefined();
    expect(s.tpl).toBeUndefined();
    return;
  }
  const entries = [...(s.batch?.entries ?? []), ...(s.tpl?.entries ?? [])] as Array<{ tag: string; text: string; count: number }>;
  const keys = entries.map((e) => e.tag + '|' + e.text);
  expect(new Set(keys).size).toBe(keys.length); // no duplicated entries
  for (const e of entries) expect(e.count).toBeLessThanOrEqual(s.rec.pages);
  expect(s.rec.batchPages).toBeLessThanOrEqual(s.rec.pages);
  expect(s.rec.batchPages).toBe(s.rec.pages % PAGES_PER_BATCH);
}

/** Temporarily replaces IDBObjectStore.prototype.put (the fake's global). */
const realPut = IDBObjectStore.prototype.put;
function patchPut(fn: (this: IDBObjectStore, original: typeof realPut, ...args: Parameters<typeof realPut>) => IDBRequest) {
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof realPut>) {
    return fn.call(this, realPut, ...args);
  } as typeof realPut;
}
afterEach(() => {
  IDBObjectStore.prototype.put = realPut;
});

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('template store: full disk', () => {
  it('makes room by forgetting the oldest sites and keeps the page', async () => {
    const name = freshName();
    const store = new TemplateStore(name);
    for (let i = 0; i < 8; i++) await store.observe(`https://old${i}.example`, pageEntries(i));
    let refused = 0;
    patchPut(function (original, ...args) {
      // The disk is full until something is deleted.
      if (refused < 1) {
        refused++;
        throw quota();
      }
      return original.apply(this, args);
    });
    await expect(store.observe(SITE, pageEntries(1), 'k1')).resolves.toBe(true);
    const sites = (await store.sites()).map((s) => s.site);
    expect(sites).toContain(SITE);
    expect(sites).not.toContain('https://old0.example'); // the oldest went first
    expect(sites).toContain('https://old7.example');
    expectConsistent(await snapshot(name));
    await store.close();
  });

  it('gives up quietly when the disk stays full, leaving the store as it was', async () => {
    const name = freshName();
    const store = new TemplateStore(name);
    for (let p = 1; p <= 3; p++) await store.observe(SITE, pageEntries(p), `k${p}`);
    const before = await snapshot(name);
    patchPut(() => {
      throw quota();
    });
    await expect(store.observe(SITE, pageEntries(4), 'k4')).resolves.toBe(false);
    IDBObjectStore.prototype.put = realPut;
    const after = await snapshot(name);
    expect(after.tpl).toEqual(before.tpl);
    expect(after.batch).toEqual(before.batch);
    expect(after.rec?.pages).toBe(before.rec?.pages);
    expect(await store.template(SITE)).not.toBeNull();
    await store.close();
  });
});

describe('template store: damaged records', () => {
  const damage: Array<[string, (db: Awaited<ReturnType<typeof raw>>) => Promise<unknown>]> = [
    ['counters that are not numbers', (db) => db.put('sites', { site: SITE, learning: true, pages: 'many', batchPages: null, updated: 1 })],
    ['a site record of another site', (db) => db.put('sites', { site: 'https://else.example', pages: 1, batchPages: 1, updated: 1 }, undefined).then(() => db.put('sites', { site: SITE, pages: 3, batchPages: 9, updated: 1 }))],
    ['entries that are not a list', (db) => db.put('templates', { site: SITE, entries: 'oops' })],
    ['entries with missing fields', (db) => db.put('batch', { site: SITE, entries: [{ tag: 'p' }, null, 7, { tag: 'nav', text: 'home news sport weather', count: 1, lastSeen: 1 }] })],
    ['recent keys that are a string', (db) => db.get('sites', SITE).then((r) => db.put('sites', { ...r, recent: 'k1k2k3' }))],
    ['confirmed entries that are not a list', (db) => db.get('sites', SITE).then((r) => db.put('sites', { ...r, confirmed: { tag: 'p' } }))],
  ];

  for (const [what, hurt] of damage) {
    it(`survives ${what}`, async () => {
      const name = freshName();
      const store = new TemplateStore(name);
      for (let p = 1; p <= 2; p++) await store.observe(SITE, pageEntries(p), `k${p}`);
      const db = await raw(name);
      await hurt(db);
      db.close();

      // Every read the worker and the options page make: no rejection, sane values.
      await expect(store.template(SITE)).resolves.toBeDefined(); // null or a template, never a rejection
      const template = await store.template(SITE);
      if (template) for (const e of template.entries) expect(typeof e.text).toBe('string');
      expect(Array.isArray(await store.entries(SITE))).toBe(true);
      expect(await store.batch(SITE)).toEqual({ pages: expect.any(Number), entries: expect.any(Number) });
      expect(Array.isArray(await store.sites())).toBe(true);
      expect(Array.isArray(await store.confirmed(SITE))).toBe(true);

      // Learning goes on and repairs the site.
      for (let p = 3; p <= PAGES_PER_BATCH + 3; p++) await expect(store.observe(SITE, pageEntries(p), `k${p}`)).resolves.toBe(true);
      expectConsistent(await snapshot(name));
      expect((await store.entries(SITE)).map((e) => e.text)).toContain('home news sport weather');
      await store.close();
    });
  }
});

describe('template store: schema versions', () => {
  it('upgrades a version 1 database, keeping good sites and dropping damaged ones', async () => {
    const name = freshName();
    // A database as Winnow's first schema wrote it.
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('sites', { keyPath: 'site' }).createIndex('updated', 'updated');
        db.createObjectStore('batch', { keyPath: 'site' });
        db.createObjectStore('templates', { keyPath: 'site' });
        db.createObjectStore('settings', { keyPath: 'key' });
      },
    });
    const good = { tag: 'nav', text: 'home news sport weather', count: 3, lastSeen: 3 };
    await v1.put('sites', { site: SITE, learning: true, pages: 3, batchPages: 3, updated: 5 });
    await v1.put('batch', { site: SITE, entries: [good] });
    await v1.put('templates', { site: SITE, entries: [] });
    await v1.put('sites', { site: 'https://bad.example', learning: true, pages: -1, batchPages: 0, updated: 1 });
    await v1.put('batch', { site: 'https://bad.example', entries: [good] });
    await v1.put('settings', { key: 'learning', value: false });
    v1.close();

    const store = new TemplateStore(name);
    expect((await store.sites()).map((s) => s.site)).toEqual([SITE]);
    expect(await store.batch(SITE)).toEqual({ pages: 3, entries: 1 });
    expect(await store.learningEnabled()).toBe(false); // the user's switch survives
    const db = await raw(name);
    expect(db.version).toBe(DB_VERSION);
    expect(await db.get('batch', 'https://bad.example')).toBeUndefined();
    db.close();
    await store.close();
  });

  it('completes a version 1 database that has no stores (opened without a version)', async () => {
    const name = freshName();
    (await openDB(name)).close(); // version 1, empty
    const store = new TemplateStore(name);
    await expect(store.observe(SITE, pageEntries(1))).resolves.toBe(true);
    expect(await store.batch(SITE)).toEqual({ pages: 1, entries: 4 });
    await store.close();
  });

  it('starts afresh on a database from a newer Winnow (after a rollback)', async () => {
    const name = freshName();
    const future = await openDB(name, DB_VERSION + 5, { upgrade: (db) => void db.createObjectStore('unknown') });
    future.close();
    const store = new TemplateStore(name);
    await expect(store.observe(SITE, pageEntries(1))).resolves.toBe(true);
    expect(await store.batch(SITE)).toEqual({ pages: 1, entries: 4 });
    await store.close();
  });

  it('an old connection steps aside for an upgrade instead of blocking it', async () => {
    const name = freshName();
    const old = new TemplateStore(name);
    await old.observe(SITE, pageEntries(1));
    // A newer schema opening the same database while `old` is still open.
    const next = await openDB(name, DB_VERSION + 1, { upgrade: () => undefined });
    expect(next.version).toBe(DB_VERSION + 1);
    next.close();
  });
});

describe('template store: a worker stopped mid-write', () => {
  it('keeps all of a page or none of it, and learns on afterwards', async () => {
    const name = freshName();
    const store = new TemplateStore(name);
    for (let p = 1; p <= 3; p++) await store.observe(SITE, pageEntries(p), `k${p}`);
    const before = await snapshot(name);
    // The worker dies after writing the counters, before the template: the transaction never
    // commits (IndexedDB aborts it with the worker's connection).
    patchPut(function (original, ...args) {
      if (this.name === 'templates') this.transaction.abort();
      return original.apply(this, args);
    });
    await expect(store.observe(SITE, pageEntries(4), 'k4')).resolves.toBe(false);
    IDBObjectStore.prototype.put = realPut;
    expect(await snapshot(name)).toEqual(before);

    const restarted = new TemplateStore(name);
    await expect(restarted.observe(SITE, pageEntries(4), 'k4')).resolves.toBe(true);
    const after = await snapshot(name);
    expect(after.rec.pages).toBe(4);
    expectConsistent(after);
    await store.close();
    await restarted.close();
  });
});

describe('template store: 20 tabs learning one site at once', () => {
  const TABS = 20;

  it('one worker, 20 concurrent pages: every page counted once', async () => {
    const name = freshName();
    const store = new TemplateStore(name);
    const results = await Promise.all(Array.from({ length: TABS }, (_, i) => store.observe(SITE, pageEntries(i), `page-${i}`)));
    expect(results.every(Boolean)).toBe(true);
    const s = await snapshot(name);
    expect(s.rec.pages).toBe(TABS);
    expectConsistent(s);
    const nav = [...s.batch.entries, ...s.tpl.entries].filter((e: { text: string }) => e.text === 'home news sport weather');
    expect(nav).toHaveLength(1);
    expect(nav[0].count).toBe(TABS); // on every page, counted once per page
    await store.close();
  });

  it('20 connections, the same 10 pages twice each: no page learned twice', async () => {
    const name = freshName();
    const stores = Array.from({ length: TABS }, () => new TemplateStore(name));
    await Promise.all(stores.map((st, i) => st.observe(SITE, pageEntries(i % 10), `page-${i % 10}`)));
    const s = await snapshot(name);
    expect(s.rec.pages).toBe(10);
    expect(new Set(s.rec.recent).size).toBe(10);
    expectConsistent(s);
    await Promise.all(stores.map((st) => st.close()));
  });
});

describe('template store: blocks removed by hand, on a damaged record', () => {
  it('confirm and undo work on a site record whose confirmed list is damaged', async () => {
    const name = freshName();
    const store = new TemplateStore(name);
    await store.observe(SITE, pageEntries(1), 'k1');
    const db = await raw(name);
    await db.put('sites', { ...(await db.get('sites', SITE)), confirmed: 'not a list' });
    db.close();
    await store.confirm(SITE, [{ tag: 'aside', text: 'share this story' }]);
    expect(await store.confirmed(SITE)).toEqual([{ tag: 'aside', text: 'share this story' }]);
    expect(await store.unconfirm(SITE, 'Share this story')).toBe(1);
    expect(await store.confirmed(SITE)).toEqual([]);
    expect((await snapshot(name)).rec.pages).toBe(1); // the counters survived the repair
    await store.close();
  });
});
