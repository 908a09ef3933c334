// Failure class 4 of issue 20 (noise inside the right container): a rail of teaser cards in the
// column beside the story, under a headline that sits above both columns. The cards go (each a
// title link and a one-sentence summary in a holder of its own); the story stays, and so do
// blocks of the story that look like cards but point nowhere (a listicle's items).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

const STORY_START = 'The ferry to the outer islands will sail again from Saturday';
const STORY_END = 'seasonal workers at the fish farms';
const TEASER = 'Engineers will close the north quay for six weeks';

describe('teaser rails beside the story', () => {
  it('reads the story column without the cards beside it (names hashed)', async () => {
    const a = await extract(fixture('story-column-teasers.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain(STORY_START);
    expect(a.text).toContain(STORY_END);
    expect(a.text).not.toContain(TEASER);
    expect(a.text).not.toContain('Traders say the larger hall');
    expect(a.removed!.filter((r) => r.reason === 'teaser rail')).toHaveLength(1);
  });

  it("keeps the rail with disable: ['rails']", async () => {
    const a = await extract(fixture('story-column-teasers.html'), { disable: ['rails'] });
    expect(a.text).toContain(TEASER);
  });

  it('keeps cards that point nowhere: one paragraph per item is also how a listicle is built', async () => {
    const d = fixture('story-column-teasers.html');
    for (const link of Array.from(d.querySelectorAll('.p5 a'))) link.replaceWith(...Array.from(link.childNodes));
    const a = await extract(d);
    expect(a.text).toContain(STORY_START);
    expect(a.text).toContain(TEASER);
  });

  it('keeps a second block of the story whose paragraphs are longer than a teaser', async () => {
    const d = fixture('story-column-teasers.html');
    const long = ' The harbour master said the crossings would be watched closely in the first weeks, and that the operator had promised to publish its punctuality every month on the harbour office door.';
    for (const p of Array.from(d.querySelectorAll('.p5 p'))) p.textContent += long;
    const a = await extract(d);
    expect(a.text).toContain(TEASER);
  });
});
