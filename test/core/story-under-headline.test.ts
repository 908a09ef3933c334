// Scores add up over a subtree, so a wrapper holding a short story and a rail of teaser
// summaries beside it outscored the story's own block: the reading view showed the teasers as if
// they were part of the story. Selection now follows the headline's path down while the
// headline's branch keeps a fair share of the prose (STORY_MIN_SHARE).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page, unseenFixture as fixture } from '../helpers/dom';
import { segment } from '../../src/core/segment';
import { matchHeadline } from '../../src/core/select/headline';

describe('the story under its headline', () => {
  it('reads the story without the teaser rail beside it', async () => {
    const a = await extract(fixture('story-beside-rail.html'));
    expect(a.text).toContain('stay open until ten at night');
    expect(a.text).toContain('fills up by early afternoon');
    expect(a.text).not.toContain('worn bearings under the old stone bridge');
    expect(a.text).not.toContain('Bus timetable changes in autumn');
  });

  it('stays above a headline whose own branch holds a minor share of the story', async () => {
    // A header wrapping the headline and a one-sentence standfirst, the story's body beside it:
    // the header's prose is a minority of the story block, so the block is the story.
    const d = fixture('story-beside-rail.html');
    const header = d.createElement('div');
    const standfirst = d.createElement('p');
    standfirst.textContent = 'Students asked for a quiet place to revise, and the council found the volunteers to make it happen.';
    const story = d.querySelector('.s2')!;
    header.append(d.querySelector('h1')!, d.querySelector('.b5')!, standfirst);
    story.prepend(header);
    const a = await extract(d);
    expect(a.text).toContain('found the volunteers to make it happen');
    expect(a.text).toContain('fills up by early afternoon');
  });
});

describe("the story in the headline's column", () => {
  it('reads a short post under its headline, not the longer "about me" box in the column of link lists beside it', async () => {
    // Failure class 3 of issue 20: two paragraphs of story (about 270 characters) against an
    // about-me box of 520 in a sidebar whose archive lists make the column score below nothing.
    const a = await extract(fixture('brief-beside-about-box.html'), { url: 'https://harbournotes.example.org/2012/10/ferry-timetable.html' });
    expect(a.text).toContain('its third change since the spring');
    expect(a.text).toContain('first Monday of November');
    expect(a.text).not.toContain('deckhand on the old chain ferry');
    expect(a.text).not.toContain('archive entry number');
  });
});

describe('a paragraph is never the article', () => {
  it('widens from one paragraph to the block holding the story, judging that block without its link lists', async () => {
    // The story's four paragraphs share their block with a toolbar and a "Related News" list
    // whose links outweigh them: unpruned, the block scores below one paragraph.
    const a = await extract(fixture('story-among-link-lists.html'), { url: 'https://coastbusiness.example/2025/01/14/harbour-ferry-winter.html' });
    expect(a.pageType).toBe('article');
    for (const s of ['forty-year history', 'heated cabin', 'every hour at weekends', 'lit and gritted']) expect(a.text).toContain(s);
    expect(a.text).not.toContain('Ferry operator orders a second boat');
    expect(a.text).not.toContain('Subscribe to Coast Business Weekly');
  });
});

describe("the site's name is no headline", () => {
  it("anchors on the post's title, not on the blog's name (an <h1> linking to the front page)", async () => {
    // "Notes from the Signal Box: Why the Branch Line Clock Runs Slow" matches both headings.
    const a = await extract(fixture('blog-name-heading.html'), { url: 'https://signalbox.example.net/2025/03/branch-line-clock.html' });
    for (const s of ['four minutes slow', 'last train waiting', 'Nobody has dared']) expect(a.text).toContain(s);
    expect(a.text).not.toContain('retired signalman');
  });
});

// A count set beside the headline ("214" comments) is no word of the title. Counted as one, the
// story's own heading matched the title less well than the comment section's copy of it ("Back
// to article"), and with hashed names the reading was the comments.
describe('a count beside the headline', () => {
  it("anchors on the story's heading with its comment count, not on the comment section's copy of the title", async () => {
    const a = await extract(fixture('story-count-headline-comments.html'), { url: 'https://townwire.example.org/story/2012/07/24/library-power-tools' });
    for (const s of ['shelf of power tools', 'garden tools in the spring']) expect(a.text).toContain(s);
    for (const s of ['three years now', 'lawn aerator']) expect(a.text).not.toContain(s);
  });

  it('leaves out only figures the title lacks: a slide counter ("1/44") matches no title', () => {
    const seg = segment(page('<h2>1/44</h2><h2>This phone sold a million units</h2>'));
    expect(matchHeadline(seg, 'This phone sold more than 1 million units')?.el.textContent).toBe('This phone sold a million units');
  });
});
