// A told story under its headline in one column, and in the other a box of sponsored offers that
// outscores it: their column is no link chrome as a whole, so the best-scoring block is the
// offers. The headline's column holds a told story (STORY_TOLD_CHARS) and is where the story is
// (select/story.ts headlineColumn); before, only a column whose links outweigh its prose gave way
// (story-under-headline.test.ts: a short post beside an "about me" box).
import { describe, it, expect } from 'vitest';
import { segment } from '../../src/core/segment';
import { scoreContainers } from '../../src/core/scoring';
import { subtreeEnds } from '../../src/core/tree';
import { headlineColumn } from '../../src/core/select/story';
import { doc, unseenHtml } from '../helpers/dom';

const NO_LAYOUT = { available: false, pageWidth: 0, pageHeight: 0 };

describe('a told story beside a column of offers', () => {
  const d = doc(unseenHtml('story-beside-offers.html'));
  const seg = segment(d);
  const scored = scoreContainers(seg, NO_LAYOUT);
  const ends = subtreeEnds(seg);
  const at = (sel: string) => seg.byElement.get(d.querySelector(sel)!)!;
  const offers = at('.w9');
  const story = at('.m3');
  const headline = at('h1');

  it('is a page where the offers outscore the story and their column is no link chrome', () => {
    expect(scored.score[offers.index]).toBeGreaterThan(scored.score[at('.k8').index]);
    expect(scored.score[offers.index]).toBeGreaterThan(scored.score[story.index]);
    expect(scored.score[at('.r7').index]).toBeGreaterThan(0);
  });

  it("moves to the headline's column, which holds a told story", () => {
    expect(headlineColumn(seg, scored, offers, headline, ends)).toBe(story);
  });

  it('stays with the offers when the story is cut to a short one', () => {
    const short = doc(unseenHtml('story-beside-offers.html').replace(/<p>Premiums[^]*?<\/p>\s*<p>Advisers[^]*?<\/p>/, ''));
    const s2 = segment(short);
    const sc2 = scoreContainers(s2, NO_LAYOUT);
    const at2 = (sel: string) => s2.byElement.get(short.querySelector(sel)!)!;
    expect(headlineColumn(s2, sc2, at2('.w9'), at2('h1'), subtreeEnds(s2))).toBe(at2('.w9'));
  });

  // End to end the story was read before the change too (the common block scores too little for
  // the widening to climb to it from the story); this guards the whole reading of the page.
  it('reads the story, not the offers', async () => {
    const { extract } = await import('../../src/lib');
    const a = await extract(doc(unseenHtml('story-beside-offers.html')));
    expect(a.text).toContain('Advisers suggest checking whether your doctors');
    expect(a.text).not.toContain('Earn one mile for every dollar');
  });
});
