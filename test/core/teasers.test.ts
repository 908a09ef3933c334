// Teaser cards count nothing in selection (src/core/teasers.ts): a river of "more stories" cards
// at the foot of the page, which holds far more summary prose than a brief, must not be read with
// it or instead of it, whatever the names. Cards are told from structure alone: one short summary
// per holder beside a title link, three or more side by side. A lone short post beside its
// permalink, a listicle's unlinked items and a story's own paragraphs are not cards.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { segment } from '../../src/core/segment';
import { classifyUnit } from '../../src/core/scoring';
import { teaserCards } from '../../src/core/teasers';
import { page, prose, unseenFixture as fixture } from '../helpers/dom';

/** The texts of the prose units marked as inside a teaser card. */
function markedProse(body: string): string[] {
  const seg = segment(page(body));
  const marks = teaserCards(seg, (u) => classifyUnit(u) === 'good');
  return seg.units.filter((u) => marks[u.index] && classifyUnit(u) === 'good').map((u) => (u.el.textContent || '').trim());
}

const card = (i: number, tag = 'div') =>
  `<${tag}><h3><a href="/s/${i}">Another story of the site, number ${i}</a></h3><p>A summary sentence of story ${i}, which the reader may open for more.</p><span>${i} hours ago</span></${tag}>`;

describe('teaser cards', () => {
  it('a brief stays itself above a river that holds five times its prose (names hashed)', async () => {
    const a = await extract(fixture('story-above-river.html'));
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('Fares on the island ferry will rise by ten per cent');
    expect(a.text).toContain('Island residents keep their discount.');
    expect(a.text).not.toContain('Around the island');
    expect(a.text).not.toContain('Lifeboat crew rescues two walkers');
    expect(a.text).not.toContain('Library extends its opening hours');
  });

  it('cuts a river set inside the story\'s own block, after its last paragraph (names hashed)', async () => {
    const a = await extract(fixture('story-river-inside.html'));
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('Trains will run again on the valley line from Monday');
    expect(a.text).toContain('has set aside money for a second drain');
    expect(a.text).not.toContain('More from the dale');
    expect(a.text).not.toContain('Cricket club wins its first league title');
    expect(a.text).not.toContain('hours ago');
  });

  it('keeps cards under a short intro: they are the page\'s own index, not a river after a story', async () => {
    const body = `<nav><a href="/">Home</a> <a href="/guides">Guides</a> <a href="/about">About</a></nav>
      <main><h1>Garden guides</h1><div>
        <p>Our guides for the garden, season by season, written by the allotment society.</p>
        <section><h2>Guides</h2><div>${[1, 2, 3, 4].map((i) => card(i)).join('')}</div></section>
      </div></main>`;
    const a = await extract(page(body, { head: '<title>Garden guides</title>' }), { pageType: 'article' });
    expect(a.text).toContain('Our guides for the garden');
    expect(a.text).toContain('Another story of the site, number 3');
  });

  it('marks every card of a run, in a list or side by side', () => {
    expect(markedProse(`<ul>${[1, 2, 3, 4].map((i) => card(i, 'li')).join('')}</ul>`)).toHaveLength(4);
    expect(markedProse(`<section>${[1, 2, 3].map((i) => card(i)).join('')}</section>`)).toHaveLength(3);
  });

  it('does not mark two cards: a list starts at three', () => {
    expect(markedProse(`<div>${[1, 2].map((i) => card(i)).join('')}</div>`)).toEqual([]);
  });

  it('does not mark a story whose paragraphs stand together, links and all', () => {
    const story = `<div><h1><a href="/this">The story</a></h1>${[1, 2, 3, 4].map((i) => `<p>${prose(`story ${i}`, 1)} <a href="/more">More on it</a></p>`).join('')}</div>`;
    expect(markedProse(story)).toEqual([]);
  });

  it('does not mark a listicle whose items are headed, not linked', () => {
    const items = [1, 2, 3, 4].map((i) => `<div><h3>Tip number ${i} for the garden</h3><p>Water the beds early in the morning, before the sun is up, tip ${i}.</p></div>`).join('');
    expect(markedProse(`<div>${items}</div>`)).toEqual([]);
  });

  it('does not mark a summary longer than a teaser, nor a card with more to say than its title', () => {
    const long = [1, 2, 3].map((i) => `<div><h3><a href="/s/${i}">Another story of the site, number ${i}</a></h3><p>${prose(`long ${i}`, 3)}</p></div>`).join('');
    expect(markedProse(`<div>${long}</div>`)).toEqual([]);
    const talky = [1, 2, 3].map((i) => `<div><h3><a href="/s/${i}">Story ${i} of the site here</a></h3><p>A summary sentence of story ${i}, for the reader.</p><div>Written by a reporter who covers the town hall and the courts every week of the year for us.</div></div>`).join('');
    expect(markedProse(`<div>${talky}</div>`)).toEqual([]);
  });

  it('does not mark an accordion: its questions open their answers in place, not another page', () => {
    const faq = (href: string) => [1, 2, 3].map((i) => `<li><a href="${href}">Question number ${i} that readers ask?</a><div><p>The answer to question ${i}, in one sentence for the reader.</p></div></li>`).join('');
    expect(markedProse(`<ul>${faq('#')}</ul>`)).toEqual([]);
    expect(markedProse(`<ul>${faq('javascript:void(0)')}</ul>`)).toEqual([]);
    expect(markedProse(`<ul>${faq('/faq/more')}</ul>`)).toHaveLength(3);
  });

  it('does not mark features whose links follow the summary: calls to action, not headlines', () => {
    const features = [1, 2, 3].map((i) => `<div><h2>Feature ${i} of the app</h2><p>A sentence on what feature ${i} does for the group, on any device.</p><div><a href="/win">Download for Windows</a> <a href="/web">Open in your browser</a></div></div>`).join('');
    expect(markedProse(`<div>${features}</div>`)).toEqual([]);
    // The same cards with the title linked above the summary are a river.
    const linked = features.replace(/<h2>(Feature \d of the app)<\/h2>/g, '<h2><a href="/f">$1, in depth</a></h2>');
    expect(markedProse(`<div>${linked}</div>`)).toHaveLength(3);
  });
});
