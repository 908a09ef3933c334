/** Blocks removed by hand in the template store: part of the site template, kept through learning, undone. */
import 'fake-indexeddb/auto';
import { TemplateStore, MAX_CONFIRMED_PER_SITE } from '../../src/background/template-store';

const SITE = 'https://canals.example.org';
const PROMO = { tag: 'p', text: 'get our sunday letter, one long read a week.' };
let n = 0;
const fresh = () => new TemplateStore(`confirmed-${++n}`);

describe('confirmed entries (manual removal)', () => {
  it('are part of the site template, even for a site never learned from', async () => {
    const store = fresh();
    expect(await store.template(SITE)).toBeNull();
    await store.confirm(SITE, [PROMO]);
    expect((await store.template(SITE))?.entries).toEqual([expect.objectContaining(PROMO)]);
    expect(await store.confirmed(SITE)).toEqual([PROMO]);
  });

  it('survive learning from later pages, and go with "forget this site"', async () => {
    const store = fresh();
    await store.confirm(SITE, [PROMO]);
    await store.observe(SITE, [{ tag: 'a', text: 'home' }, { tag: 'p', text: 'a story about locks and the people who work them.' }], 'page-1');
    expect(await store.confirmed(SITE)).toEqual([PROMO]);
    await store.forget(SITE);
    expect(await store.confirmed(SITE)).toEqual([]);
    expect(await store.template(SITE)).toBeNull();
  });

  it('undo drops the entries within the block text, and nothing else', async () => {
    const store = fresh();
    const other = { tag: 'h3', text: 'newsletter' };
    await store.confirm(SITE, [PROMO, other]);
    expect(await store.unconfirm(SITE, '  Get our SUNDAY letter,   one long read a week. ')).toBe(1);
    expect(await store.confirmed(SITE)).toEqual([other]);
    expect(await store.unconfirm(SITE, 'nothing like it')).toBe(0);
  });

  it('do not repeat, and stay bounded per site (oldest out)', async () => {
    const store = fresh();
    await store.confirm(SITE, [PROMO]);
    await store.confirm(SITE, [PROMO]);
    expect(await store.confirmed(SITE)).toHaveLength(1);
    const many = Array.from({ length: MAX_CONFIRMED_PER_SITE + 5 }, (_, i) => ({ tag: 'li', text: `link ${i}` }));
    await store.confirm(SITE, many);
    const kept = await store.confirmed(SITE);
    expect(kept).toHaveLength(MAX_CONFIRMED_PER_SITE);
    expect(kept.at(-1)).toEqual(many.at(-1));
    expect(kept).not.toContainEqual(PROMO);
  });
});
