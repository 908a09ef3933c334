import { TemplateLearner, MAX_AGE_PAGES, MIN_FREQUENCY, PAGES_PER_BATCH } from '../../src/templates/learner';
import { createTemplateLearner } from '../../src/lib/index';
import { NAV, FOOTER, sitePage } from './site';

const texts = (l: TemplateLearner) => l.template().entries.map((e) => `${e.tag}:${e.text}`).sort();

describe('template learner', () => {
  it('uses seed 000\'s constants', () => {
    expect([PAGES_PER_BATCH, MIN_FREQUENCY]).toEqual([10, 3]);
    expect(MAX_AGE_PAGES).toBeGreaterThanOrEqual(PAGES_PER_BATCH);
  });

  it('promotes nothing before the batch closes, then the chrome and no article text', () => {
    const l = new TemplateLearner(undefined, { earlyMatching: false });
    for (let n = 1; n < PAGES_PER_BATCH; n++) l.observe(sitePage(n));
    expect(l.template().entries).toHaveLength(0);
    expect(l.batchPageCount).toBe(PAGES_PER_BATCH - 1);
    l.observe(sitePage(PAGES_PER_BATCH));
    expect(l.batchPageCount).toBe(0);
    expect(l.toJSON().batch).toHaveLength(0);
    const got = texts(l);
    for (const t of NAV) expect(got).toContain(`li:${t.toLowerCase()}`);
    expect(got).toContain(`p:${FOOTER.toLowerCase()}`);
    expect(got).toContain('p:privacy policy');
    expect(got.some((t) => t.includes('council') || t.startsWith('h1:'))).toBe(false);
    expect(l.template().entries.find((e) => e.text === 'home')?.count).toBe(PAGES_PER_BATCH);
  });

  it('applies open-batch entries once they reach N2 pages (early matching), promotes at N1', () => {
    const l = new TemplateLearner();
    for (let n = 1; n < MIN_FREQUENCY; n++) l.observe(sitePage(n));
    expect(l.template().entries).toHaveLength(0);
    l.observe(sitePage(MIN_FREQUENCY));
    expect(texts(l)).toContain('li:world news');
    expect(l.toJSON().template).toHaveLength(0); // nothing promoted yet
    expect(texts(l).some((t) => t.startsWith('h1:'))).toBe(false);
  });

  it('counts an entry once per page and needs N2 pages', () => {
    const l = new TemplateLearner();
    // "Only here" appears twice on page 1 and on one more page: 2 pages < N2.
    for (let n = 1; n <= PAGES_PER_BATCH; n++) {
      const extra = n === 1 ? ['Only here', 'Only here'] : n === 2 ? ['Only here'] : [];
      l.observe(sitePage(n, { nav: [...NAV, ...extra] }));
    }
    expect(texts(l)).not.toContain('li:only here');
  });

  it('merges similar texts (a footer whose year changes)', () => {
    const l = new TemplateLearner();
    for (let n = 1; n <= PAGES_PER_BATCH; n++) l.observe(sitePage(n, { footer: FOOTER.replace('2015', String(2000 + n)) }));
    const footers = l.template().entries.filter((e) => e.text.startsWith('©'));
    expect(footers).toHaveLength(1);
    expect(footers[0].count).toBe(PAGES_PER_BATCH);
  });

  it('ages out entries of an old design', () => {
    const l = new TemplateLearner();
    for (let n = 1; n <= PAGES_PER_BATCH; n++) l.observe(sitePage(n));
    expect(texts(l)).toContain('li:world news');
    const redesign = ['Start', 'Global', 'Money', 'Gadgets', 'Games', 'Write to us'];
    for (let n = 1; n < MAX_AGE_PAGES; n++) l.observe(sitePage(100 + n, { nav: redesign }));
    expect(texts(l)).toContain('li:world news'); // not yet M pages unseen
    l.observe(sitePage(200, { nav: redesign }));
    expect(texts(l)).not.toContain('li:world news');
    expect(texts(l)).toContain('li:gadgets');
    expect(texts(l)).toContain(`p:${FOOTER.toLowerCase()}`); // still on every page
  });

  it('round-trips through JSON mid-batch', () => {
    const a = new TemplateLearner();
    const b0 = new TemplateLearner();
    for (let n = 1; n <= 14; n++) a.observe(sitePage(n));
    for (let n = 1; n <= 7; n++) b0.observe(sitePage(n));
    const b = new TemplateLearner(JSON.parse(JSON.stringify(b0)));
    for (let n = 8; n <= 14; n++) b.observe(sitePage(n));
    expect(b.toJSON()).toEqual(a.toJSON());
    expect(() => new TemplateLearner({ version: 99 })).toThrow(TypeError);
  });

  it('is exposed by the library as createTemplateLearner', () => {
    const l = createTemplateLearner();
    for (let n = 1; n <= PAGES_PER_BATCH; n++) l.observe(sitePage(n));
    const again = createTemplateLearner(JSON.parse(JSON.stringify(l.toJSON())));
    expect(again.template()).toEqual(l.template());
    expect(again.template().entries.length).toBeGreaterThan(NAV.length);
  });
});
