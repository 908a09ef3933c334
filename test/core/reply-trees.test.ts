/**
 * A comment thread whose replies nest inside the comments they answer is not the article, even
 * when its names say nothing (hashed) and it holds more prose than the story above it.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { segment } from '../../src/core/segment';
import { replyTreeHolders } from '../../src/core/reply-trees';
import { page, unseenFixture as fixture } from '../helpers/dom';

describe('reply trees', () => {
  it('an article is read without the nested thread under it', () => {
    const text = extractSync(fixture('reply-tree-hashed.html')).text;
    expect(text).toContain('leave the island at a quarter past seven');
    expect(text).toContain('refund anyone who cannot use the new sailing');
    expect(text).not.toContain('breakfast club');
    expect(text).not.toContain('car deck');
  });

  it('a brief is read without the thread after it, even when the thread is most of the page', () => {
    // The thread holds three quarters of the page's text, so its share alone reads it as a forum's
    // posts; but it starts after the story has been told under the headline, outside it.
    const text = extractSync(fixture('brief-above-long-thread.html')).text;
    expect(text).toContain('open on Sunday afternoons from the first weekend in March');
    expect(text).toContain('the computers and the printing service will not');
    expect(text).not.toContain('impossible for years');
    expect(text).not.toContain('storytime');
  });

  it('reads a comment by the children that say something: empty spacers before its name hide no tree', () => {
    const text = extractSync(fixture('reply-tree-spacers.html')).text;
    expect(text).toContain('meets the first train on the mainland');
    expect(text).toContain('busy at the slipway');
    expect(text).not.toContain('breakfast club');
    expect(text).not.toContain('second relief crew');
    expect(text).toContain('racks on the lower deck');
  });

  it('marks the thread\'s holder, not a nested list of short items in an article', () => {
    const seg = segment(page(`<article><h1>Packing list</h1><p>${'What to take on a long walk, and why. '.repeat(4)}</p>
      <ul id="list"><li><b>Food</b> for the day, and some for tomorrow.<ul><li><b>Bread</b> and cheese</li><li><b>Fruit</b></li></ul></li>
      <li><b>Water</b>, two litres at least.</li></ul></article>`));
    const holders = replyTreeHolders(seg);
    expect(seg.nodes.filter((n) => holders[n.index]).length).toBe(0);
    const thread = segment(fixture('reply-tree-hashed.html'));
    const marked = thread.nodes.filter((n) => replyTreeHolders(thread)[n.index]).map((n) => n.el.getAttribute('class'));
    expect(marked).toContain('z5q0');
  });

  it('marks the whole thread when its opening comments carry a subject line over the byline', () => {
    // Slashdot's build: each top-level item holds the opening comment ("Why not repair the old
    // one? (Score:5, Insightful)" over "by name on date") and then the list of replies to it, whose
    // headers are short ("Re: (Score:2)"). Only one item nests deep enough to be a tree by itself;
    // the opening comments, built as the replies are but for their header, make the list the thread.
    const seg = segment(fixture('reply-tree-subjects.html'));
    const holders = replyTreeHolders(seg);
    expect(seg.nodes.filter((n) => holders[n.index]).map((n) => n.el.getAttribute('class'))).toContain('q8');
  });

  it('finds a tree whose replies sit beside the comment they answer, in one item', () => {
    const say = (who: string, what: string) => `<article class="c7"><footer class="m2"><b>${who}</b> <time>May 2, 2024</time></footer>`
      + `<div class="t5"><p>${what} I have said so before, and I will say it again at the meeting.</p></div></article>`;
    const seg = segment(page(`<main><h1>Harbour works</h1><p>${'The works start in May and end in June. '.repeat(6)}</p>
      <ol id="thread"><li>${say('Ana', 'The slipway needs fixing first.')}<ol><li>${say('Ben', 'The slipway is fine as it is.')}</li></ol></li>
      <li>${say('Cleo', 'Nobody told the fishermen.')}</li></ol></main>`));
    const holders = replyTreeHolders(seg);
    expect(seg.nodes.filter((n) => holders[n.index]).map((n) => n.el.id)).toEqual(['thread']);
  });

  it('a flat list of comments is no tree', () => {
    const say = (who: string) => `<li><div>${who}</div><div><p>I agree with the plan, and I said so at the last meeting of the board.</p></div></li>`;
    const seg = segment(page(`<ul>${say('Ana')}${say('Ben')}${say('Cleo')}</ul>`));
    expect(replyTreeHolders(seg).some((h) => h === 1)).toBe(false);
  });
});
