// Failure class 4 of issue 20 (noise inside the right container): a slideshow in the story. Its
// captions, credits, counters and controls go; the story, a photo post under its headline and a
// photo essay whose captions are the text stay. Read from picture and paragraph counts.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page, unseenFixture as fixture } from '../helpers/dom';

const STORY = [
  'The river authority opened the new weir on Tuesday, two years after the floods that closed the lower town for a month and left the old mill without power for most of the winter.',
  'Engineers say the weir will hold back water for six hours longer than the old one, enough time to warn the farms downstream and to open the relief channel behind the football ground.',
  'The project cost less than planned because the stone from the old weir was crushed and used again in the new banks, the authority said in its report to the county council.',
];

describe('picture galleries in an article', () => {
  /** The fixture's one gallery goes (its captions and counter with it); the story on both sides stays. */
  const dropsOneGallery = async (name: string, gone: string[], kept: string[]) => {
    const a = await extract(fixture(name), { debug: true });
    for (const text of gone) expect(a.text).not.toContain(text);
    for (const text of kept) expect(a.text).toContain(text);
    expect(a.removed!.filter((r) => r.reason === 'picture gallery')).toHaveLength(1);
  };

  it('drops a slideshow (hashed names) and keeps the story on both sides', () =>
    dropsOneGallery('story-with-gallery.html', ['Tall ships moor', '3/5'], ['More than ninety thousand people', 'limit amplified music']));

  it('drops a slideshow whose slides each have a caption paragraph, beside a story told in full', () =>
    dropsOneGallery('story-beside-slideshow.html', ['wrapped in a foil blanket', 'Photo: Ian Moss'], ['A record 412 runners finished', 'first Saturday of June']));

  it('drops a slideshow known by its numbered legends (pictures as CSS backgrounds), beside a story told in full', () =>
    dropsOneGallery('story-numbered-slideshow.html', ['gannet dives', '3/6'], ['nominal sum from the harbour board', 'glad to accept']));

  it('keeps numbered slides when no story is told beside them, and a list counting up without a total', async () => {
    const legends = [1, 2, 3, 4].map((i) => `<li><span>${i}/4</span> <p>Morning at the weir, day ${i}, before the gates opened.</p></li>`).join('');
    const essay = await extract(page(`<h1>Four mornings at the weir</h1><div><ul>${legends}</ul><p>${STORY[0]}</p></div>`,
      { head: '<title>Four mornings at the weir</title>' }), { pageType: 'article', debug: true });
    expect(essay.text).toContain('Morning at the weir, day 3');
    const steps = [1, 2, 3, 4].map((i) => `<li><b>${i}.</b> Close gate ${i} of the weir and wait for the level to settle.</li>`).join('');
    const story = await extract(page(`<h1>New weir opens</h1><div><p>${STORY[0]}</p><ol>${steps}</ol><p>${STORY[1]}</p><p>${STORY[2]}</p></div>`,
      { head: '<title>New weir opens</title>' }), { pageType: 'article', debug: true });
    expect(story.text).toContain('Close gate 3 of the weir');
  });

  it('keeps captioned slides when no story is told beside them (a photo post with a line of text)', async () => {
    const slides = [1, 2, 3, 4].map((i) => `<div><img src="p${i}.jpg" width="600" height="400"><p>Morning at the weir, day ${i}, before the gates opened.</p></div>`).join('');
    const a = await extract(page(`<h1>Four mornings at the weir</h1><div><div>${slides}</div><p>${STORY[0]}</p></div>`,
      { head: '<title>Four mornings at the weir</title>' }), { pageType: 'article', debug: true });
    expect(a.text).toContain('Morning at the weir, day 3');
    expect(a.removed!.some((r) => r.reason === 'picture gallery')).toBe(false);
  });

  it('keeps captioned slides beside a river of teaser cards: the river tells no story', async () => {
    const slides = [1, 2, 3, 4].map((i) => `<div><img src="p${i}.jpg" width="600" height="400"><p>Morning at the weir, day ${i}, before the gates opened.</p></div>`).join('');
    const cards = [1, 2, 3, 4, 5, 6].map((i) => `<div><h3><a href="/n/${i}">Another story from the valley, number ${i}</a></h3><p>A summary of story ${i} from the valley, with a clause or two for the reader to go on.</p></div>`).join('');
    const a = await extract(page(`<h1>Four mornings at the weir</h1><div><div>${slides}</div><p>${STORY[0]}</p><section><h2>More</h2><div>${cards}</div></section></div>`,
      { head: '<title>Four mornings at the weir</title>' }), { pageType: 'article', debug: true });
    expect(a.text).toContain('Morning at the weir, day 3');
    expect(a.removed!.some((r) => r.reason === 'picture gallery')).toBe(false);
  });

  it("keeps it with disable: ['gallery']", async () => {
    const a = await extract(fixture('story-with-gallery.html'), { disable: ['gallery'] });
    expect(a.text).toContain('Tall ships moor');
  });

  it('counts pictures only: a box of quote marks and rules is no gallery', async () => {
    const quote = '<div><img src="q1.gif" width="24" height="13"><img src="line.gif" width="226" height="1">' +
      '<img src="q2.gif" width="24" height="13"><b>We rebuilt it with its own stones.</b> Chief engineer</div>';
    const a = await extract(page(`<h1>New weir opens</h1><div><p>${STORY[0]}</p>${quote}<p>${STORY[1]}</p><p>${STORY[2]}</p></div>`,
      { head: '<title>New weir opens</title>' }));
    expect(a.text).toContain('We rebuilt it with its own stones.');
  });

  it('keeps a photo post: the block holding the headline is the story', async () => {
    const pics = [1, 2, 3, 4].map((i) => `<div><img src="p${i}.jpg" width="600" height="400"></div><div>Morning at the weir, day ${i}.</div>`).join('');
    const body = `<div><div><h2>Four mornings at the weir</h2>${pics}<div>Posted by the lock keeper</div></div>` +
      `<div><p>${STORY[0]}</p><p>${STORY[1]}</p></div></div>`;
    const a = await extract(page(body, { head: '<title>Four mornings at the weir</title>' }), { pageType: 'article', debug: true });
    expect(a.removed!.some((r) => r.reason === 'picture gallery')).toBe(false);
  });

  it('keeps a photo essay: captions that are most of the prose are the text', async () => {
    const captions = [
      'The keeper opens the sluice at dawn, as his father did, by turning the wheel forty times by hand.',
      'Herons wait below the spillway for the fish that the current brings down from the mill pond.',
      'By noon the water is a metre lower and the old stones of the first weir show through the weed.',
      'Children from the school come every Friday to count the eels in the pass beside the new bank.',
    ];
    const strip = captions.map((c, i) => `<div><img src="e${i}.jpg" width="800" height="533"><span>${c}</span></div>`).join('');
    const a = await extract(page(`<h1>A day at the weir</h1><div><p>${STORY[0]}</p><div>${strip}</div></div>`,
      { head: '<title>A day at the weir</title>' }), { pageType: 'article' });
    expect(a.text).toContain('count the eels');
  });
});
