// Class names are a weak signal. A template that names each part of the story for the ad slot
// after it ("text-and-ad") loses every paragraph to its names and reads as nothing: then the page
// is read once more as if its names were hashed, and that reading is kept when it is a story. A
// post's taxonomy tokens ("category-…", "tag-…") hold the author's words, never read as names.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { NoContentError } from '../../src/core/types';
import { page, unseenFixture as fixture } from '../helpers/dom';

describe('a story whose names call it an ad', () => {
  it('is read without its names when they leave nothing', async () => {
    const a = await extract(fixture('story-in-ad-named-parts.html'));
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('Sleeper trains will run between the capital and the coast');
    expect(a.text).toContain('the work on the tunnels begins');
    expect(a.text).not.toMatch(/Privacy|About us/);
  });

  it('keeps the names where they leave the story: an ad-named block beside it still goes', async () => {
    const d = fixture('story-in-ad-named-parts.html');
    for (const part of Array.from(d.querySelectorAll('.text-and-ad'))) part.className = 'text';
    const ad = d.createElement('div');
    ad.className = 'text-and-ad';
    ad.innerHTML = '<p>Win a weekend by the sea: enter our competition for two return tickets on the first sleeper train of the summer.</p>';
    d.querySelector('.article-main')!.append(ad);
    const a = await extract(d);
    expect(a.text).toContain('Sleeper trains will run between the capital and the coast');
    expect(a.text).not.toContain('Win a weekend by the sea');
  });

  it("reads a post whose CMS wrote its categories into its classes (\"category-deals-and-promo-codes\")", async () => {
    const a = await extract(fixture('post-category-classes.html'));
    expect(a.text).toContain('On Sunday I make a big pot of chicken stock');
    expect(a.text).toContain('a spoon of miso stirred in at the end');
    expect(a.text).not.toContain('I tried the lemon soup last night');
  });

  it('does not let a navigation name make chrome of the block that holds the headline and its story', async () => {
    const a = await extract(fixture('story-in-nav-named-column.html'));
    expect(a.text).toContain('The night ferry to the outer islands will sail again from May');
    expect(a.text).toContain('Islanders will pay half the fare');
    expect(a.text).not.toContain("keepers' cottages");
  });

  it('does not let a sidebar name make chrome of a wrapper that holds the whole declared article', async () => {
    const a = await extract(fixture('story-in-sidebar-named-wrapper.html'));
    expect(a.text).toContain('The council voted on Tuesday to keep the harbour lights burning');
    expect(a.text).toContain('A new survey of the harbour wall will be done in March');
    expect(a.text).not.toContain('owned by our readers');
    expect(a.text).not.toContain('Most read');
  });

  // A link inside a sentence named for a tooltip ("popup"), a share or an ad: its words are the
  // sentence's, and removing them left "he and slowly said".
  it('keeps a phrase between words of a sentence, whatever it is named', async () => {
    const d = fixture('story-in-ad-named-parts.html');
    const p = d.createElement('p');
    p.innerHTML = '"I prefer not to," he <a href="#note" class="popup">respectfully</a> and slowly said, and then the clerk <span class="share">quietly</span> left.';
    d.querySelector('.article-main')!.append(p);
    const a = await extract(d);
    expect(a.text).toContain('"I prefer not to," he respectfully and slowly said, and then the clerk quietly left.');
  });

  it('still finds nothing on a page that has nothing', async () => {
    await expect(extract(page('<div class="ad"><a href="/">Home</a></div>'))).rejects.toBeInstanceOf(NoContentError);
  });
});
