// An affiliate disclosure is the site's notice about itself, set on every post that earns from
// its links: on the fitting folds 31 such lines in Winnow's output were out of truth and 17 in,
// and about half of those 17 were prose about affiliate programs, not a site's disclosure
// (src/core/disclosures.ts).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page } from '../helpers/dom';
import { DISCLOSURE } from '../../src/core/disclosures';

const paragraphs = Array.from({ length: 4 }, (_, i) =>
  `<p>Step ${i + 1} of the sourdough guide: feed the starter, wait for it to double, then fold the dough every half hour until it holds its shape on the board.</p>`).join('');
const post = (note: string, where: 'top' | 'bottom' = 'top') => page(`<nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav>
  <div class="a1"><h1>Sourdough for beginners</h1>${where === 'top' ? note : ''}<div class="a2">${paragraphs}</div>${where === 'bottom' ? note : ''}</div>`,
  { head: '<title>Sourdough for beginners</title>' });

describe('an affiliate disclosure in the post', () => {
  it.each([
    ['<p class="a3">This post contains affiliate links. If you buy through them, I may earn a small commission at no extra cost to you.</p>', 'top'],
    ['<div class="a3"><em>Our editors pick every product on their own. Purchases made through our links may earn us a commission.</em></div>', 'top'],
    ['<p class="a3">As an Amazon Associate I earn from qualifying purchases.</p>', 'bottom'],
  ] as const)('leaves the body: %s', async (note, where) => {
    const a = await extract(post(note, where), { debug: true });
    expect(a.text).not.toMatch(/commission|qualifying purchases/);
    expect(a.text).toContain('Step 1 of the sourdough guide');
    expect(a.text).toContain('Step 4 of the sourdough guide');
    expect(a.removed!.filter((r) => r.reason === DISCLOSURE)).toHaveLength(1);
  });

  it("stays with disable: ['disclosures']", async () => {
    const a = await extract(post('<p class="a3">This post contains affiliate links.</p>'), { disable: ['disclosures'] });
    expect(a.text).toContain('This post contains affiliate links.');
  });

  it('stays as prose about affiliate programs: not the site speaking of its own links', async () => {
    const line = 'Streamers earn a commission when viewers buy games or gear through their affiliate links.';
    const a = await extract(post(`<p class="a3">${line}</p>`));
    expect(a.text).toContain(line);
  });

  it('stays as a reviewer\'s claim: "we earn no commission on them"', async () => {
    const line = 'We tested twelve bread tins, and we earn no commission on any of them.';
    const a = await extract(post(`<p class="a3">${line}</p>`));
    expect(a.text).toContain(line);
  });

  it('stays inside a longer paragraph of the post, which says more than the notice', async () => {
    const line = 'We tested twelve bread tins over three months, and we may earn a commission on some of them, but the cheap enamel tin from the hardware shop wins all the same: it browns the crust evenly, it releases the loaf without oil, it survives the dishwasher, and it costs a fifth of what the famous brands charge for the same shape in steel, aluminium or cast iron. The second best was the heavy black steel tin, which browns the crust even more but sticks unless it is oiled every time, and the glass dish came last of all.';
    const a = await extract(post(`<p class="a3">${line}</p>`), { debug: true });
    expect(a.removed!.filter((r) => r.reason === DISCLOSURE)).toHaveLength(0);
  });
});
