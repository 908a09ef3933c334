import 'fake-indexeddb/auto';
import { TemplateStore, MAX_SITES } from '../../src/background/template-store';
import { pageEntries } from '../../src/core/template';
import { segment } from '../../src/core/segment';
import { PAGES_PER_BATCH } from '../../src/templates/learner';
import { sitePage } from './site';

const SITE = 'https://news.example.com';
const entriesOf = (n: number) => pageEntries(segment(sitePage(n))).map(({ tag, text }) => ({ tag, text }));
let db = 0;
const fresh = () => new TemplateStore(`test-${++db}`);

describe('template store (IndexedDB)', () => {
  it('learns a site page by page and survives reopening mid-batch', async () => {
    const a = fresh();
    for (let n = 1; n <= PAGES_PER_BATCH + 4; n++) await a.observe(SITE, entriesOf(n));
    expect((await a.entries(SITE)).map((e) => e.text)).toContain('world news');
    expect(await a.batch(SITE)).toMatchObject({ pages: 4 });
    await a.close();
    const b = new TemplateStore(`test-${db}`); // a restarted worker
    expect(await b.batch(SITE)).toMatchObject({ pages: 4 });
    expect((await b.template(SITE))?.entries.some((e) => e.text === 'privacy policy')).toBe(true);
    const [summary] = await b.sites();
    expect(summary).toMatchObject({ site: SITE, pages: PAGES_PER_BATCH + 4, learning: true });
    expect(summary.entries).toBeGreaterThan(5);
  });

  it('learns a page read again only once', async () => {
    const s = fresh();
    for (let k = 0; k < 3; k++) await s.observe(SITE, entriesOf(1), 'page-1');
    expect(await s.batch(SITE)).toMatchObject({ pages: 1 });
  });

  it('keeps no article text once the batch closes', async () => {
    const s = fresh();
    for (let n = 1; n <= PAGES_PER_BATCH; n++) await s.observe(SITE, entriesOf(n));
    expect(await s.batch(SITE)).toEqual({ pages: 0, entries: 0 });
    expect((await s.entries(SITE)).every((e) => e.count >= 3)).toBe(true);
  });

  it('respects the learning switches', async () => {
    const s = fresh();
    await s.setSiteLearning(SITE, false);
    expect(await s.isLearning(SITE)).toBe(false);
    await s.observe(SITE, entriesOf(1));
    expect(await s.batch(SITE)).toEqual({ pages: 0, entries: 0 });
    await s.setSiteLearning(SITE, true);
    await s.setLearning(false);
    expect(await s.isLearning(SITE)).toBe(false);
    expect(await s.isLearning('https://other.example')).toBe(false);
  });

  it('forgets a site, everything, and the oldest sites beyond the bound', async () => {
    const s = fresh();
    await s.observe(SITE, entriesOf(1));
    await s.observe('https://b.example', entriesOf(1));
    await s.forget(SITE);
    expect((await s.sites()).map((x) => x.site)).toEqual(['https://b.example']);
    await s.forgetAll();
    expect(await s.sites()).toEqual([]);
    for (let i = 0; i <= MAX_SITES; i++) await s.observe(`https://s${i}.example`, [{ tag: 'p', text: 'x' }]);
    const left = (await s.sites()).map((x) => x.site);
    expect(left).toHaveLength(MAX_SITES);
    expect(left).not.toContain('https://s0.example');
  });
});
