import { extractSync } from '../../src/core/extract';
import { segment } from '../../src/core/segment';
import { matchTemplate, pageEntries } from '../../src/core/template';
import { normaliseText } from '../../src/core/text';
import { ownText } from '../../src/core/tree';
import type { SiteTemplate } from '../../src/core/template-types';
import { TemplateLearner, PAGES_PER_BATCH } from '../../src/templates/learner';
import { page } from '../helpers/dom';
import { FOOTER, NAV, sentence, sitePage } from './site';

function learned(): SiteTemplate {
  const l = new TemplateLearner();
  for (let n = 1; n <= PAGES_PER_BATCH; n++) l.observe(sitePage(n));
  return l.template();
}

describe('applying a template', () => {
  it('removes the learned chrome and records it in the debug trace', () => {
    const template = learned();
    const d = sitePage(500, { body: [0, 1].map((k) => `<p>${sentence(500, k)}</p><p>${FOOTER.slice(0, 20)}</p>`).join('') });
    const removed = matchTemplate(segment(d), template);
    const tags = [...removed.keys()].map((n) => n.tag).sort();
    expect(tags).toEqual(['li', 'li', 'li', 'li', 'li', 'li', 'p', 'p']);
    const article = extractSync(d, { template, debug: true });
    expect(article.removed?.filter((r) => r.reason === 'template')).toHaveLength(8);
    expect(article.text).toContain(sentence(500, 1));
    expect(article.text).not.toContain('All rights reserved');
  });

  it('keeps a body paragraph that quotes the footer (the guard)', () => {
    const template = learned();
    const body = `<p>${sentence(600, 0)}</p><p>${FOOTER}</p><p>${sentence(600, 1)}</p>`;
    const d = sitePage(600, { body });
    const removed = [...matchTemplate(segment(d), template).keys()];
    const footerP = d.querySelector('footer p')!;
    const quoted = d.querySelectorAll('article p')[1];
    expect(removed.map((n) => n.el)).toContain(footerP);
    expect(removed.map((n) => n.el)).not.toContain(quoted);
    const article = extractSync(d, { template });
    expect(article.text).toContain('Reproduction without permission is prohibited.');
    // Also when the quote is wrapped in a blockquote between paragraphs.
    const d2 = sitePage(601, { body: `<p>${sentence(601, 0)}</p><blockquote><p>${FOOTER}</p></blockquote><p>${sentence(601, 1)}</p>` });
    expect([...matchTemplate(segment(d2), template).keys()].map((n) => n.tag)).not.toContain('blockquote');
    expect(extractSync(d2, { template }).text).toContain('Reproduction without permission');
  });

  it('never takes an article whose text it learned (one story read under several URLs)', () => {
    // The same article on every page of the batch: its paragraphs repeat, so they are learned.
    const body = [0, 1, 2, 3].map((k) => `<p>${sentence(700, k)}</p>`).join('');
    const l = new TemplateLearner();
    for (let n = 1; n <= PAGES_PER_BATCH; n++) l.observe(sitePage(n, { body }));
    const template = l.template();
    const d = sitePage(700, { body });
    const matched = [...matchTemplate(segment(d), template).keys()].map((n) => n.tag);
    expect(matched.filter((t) => t === 'p').length).toBeGreaterThanOrEqual(4); // the story is in the template…
    const article = extractSync(d, { template });
    for (let k = 0; k < 4; k++) expect(article.text).toContain(sentence(700, k)); // …but the article keeps it
  });

  it('reads a unit\'s own text through bare inline formatting, not through nested blocks', () => {
    const d = page('<p>Sign <b>up</b> for our<br>news<span>letter</span><script>x()</script><div>Inner block</div></p>');
    const seg = segment(d);
    expect(ownText(seg, seg.byElement.get(d.querySelector('p')!)!)).toBe('sign up for our newsletter');
  });

  it('never drops a block whose subtree holds unmatched text', () => {
    const template: SiteTemplate = { version: 1, entries: [{ tag: 'div', text: 'home', count: 9, lastSeen: 1 }] };
    const d = page(`<div>Home<p>${sentence(1, 1)}</p><p>${sentence(1, 2)}</p></div>`);
    expect(matchTemplate(segment(d), template).size).toBe(0);
    expect(extractSync(d, { template }).text).toContain(sentence(1, 2));
  });

  it('leaves extraction unchanged without a template', () => {
    const d = sitePage(700);
    expect(extractSync(d, { template: { version: 1, entries: [] } }).text).toBe(extractSync(sitePage(700)).text);
  });

  it('matches a large page against 500 entries in a few milliseconds', () => {
    const entries = Array.from({ length: 500 }, (_, i) => ({
      tag: ['li', 'p', 'div', 'a', 'span'][i % 5] === 'a' ? 'li' : ['li', 'p', 'div'][i % 3],
      text: `${sentence(9000 + i, 0).slice(0, 20 + (i % 90))}`.toLowerCase(),
      count: 5,
      lastSeen: 1,
    }));
    const template: SiteTemplate = { version: 1, entries };
    const body = Array.from({ length: 400 }, (_, i) => `<p>${sentence(i, 3)}</p><ul><li><a href="#">${NAV[i % NAV.length]} ${i}</a></li></ul>`).join('');
    const seg = segment(page(`<div>${body}</div>`));
    matchTemplate(seg, template); // warm-up
    const t0 = performance.now();
    const runs = 5;
    for (let r = 0; r < runs; r++) matchTemplate(seg, template);
    const ms = (performance.now() - t0) / runs;
    // A generous floor for a shared CI machine; the bench reports the real median.
    expect(ms).toBeLessThan(100);
  });
});

describe('entries from the extraction walk (options.entries)', () => {
  it('are the page entries a separate walk would read, and only when asked for', () => {
    const d = sitePage(700);
    const separate = pageEntriesOf(d);
    const article = extractSync(d, { entries: true });
    expect(article.entries).toEqual(separate);
    expect(article.entries?.map((e) => e.text)).toContain(normaliseText(FOOTER));
    expect(extractSync(d).entries).toBeUndefined();
  });
});

function pageEntriesOf(d: Document): { tag: string; text: string }[] {
  return pageEntries(segment(d)).map(({ tag, text }) => ({ tag, text }));
}
