// Failure class 4 of issue 20 (noise inside the right container): photo captions marked up
// without <figure>. A block holding a picture-only block and a short unlinked line is a captioned
// picture: HTML and Markdown keep the caption under its picture, plain text leaves it out, as it
// does a <figcaption>. Read from structure alone (the fixture's class names are hashes).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page, unseenFixture as fixture } from '../helpers/dom';

const STORY = [
  'The river authority opened the new weir on Tuesday, two years after the floods that closed the lower town for a month and left the old mill without power for most of the winter.',
  'Engineers say the weir will hold back water for six hours longer than the old one, enough time to warn the farms downstream and to open the relief channel behind the football ground.',
  'The project cost less than planned because the stone from the old weir was crushed and used again in the new banks, the authority said in its report to the county council.',
];
const HEAD = { head: '<title>New weir opens</title>' };
const picture = (caption: string, n = 1) =>
  `<div><div><img src="/img/p${n}.jpg" width="900" height="600"></div><div>${caption}</div></div>`;

describe('pictures with a caption, marked up without <figure>', () => {
  it('leaves the captions out of plain text and keeps them under their pictures in HTML and Markdown', async () => {
    const a = await extract(fixture('story-photo-captions.html'));
    expect(a.text).toContain('made its first crossing in two years');
    expect(a.text).toContain('honoured until the end of the year');
    expect(a.text).not.toContain('The restored ferry at the north quay');
    expect(a.text).not.toContain('Ana Ruiz');
    expect(a.html).toMatch(/<figure><img [^>]*ferry-quay\.jpg[^>]*><figcaption>The restored ferry at the north quay on Monday morning\. © Ana Ruiz \/ County Press<\/figcaption>/);
    expect(a.markdown).toContain('Skipper Joan Pell, left, and deckhand Tom Avery');
  });

  it('reads an inline caption beside a linked picture (<a><img></a><cite>…</cite>) as the caption', async () => {
    const pictured = `<div><a href="/photos/weir"><img src="/img/w.jpg" width="600" height="400"></a><cite>AFP/File – The new weir at high water on Tuesday.</cite></div>`;
    const a = await extract(page(`<h1>New weir opens</h1><div><p>${STORY[0]}</p>${pictured}<p>${STORY[1]}</p><p>${STORY[2]}</p></div>`, HEAD));
    expect(a.text).toContain('enough time to warn the farms');
    expect(a.text).not.toContain('at high water');
    expect(a.html).toContain('<figcaption>AFP/File – The new weir at high water on Tuesday.</figcaption>');
  });

  it('keeps the text of cards: pictures with a line each, side by side with no paragraph between', async () => {
    // (Such a run in a story is also a picture gallery, gallery.ts; switched off to see this rule alone.)
    const cards = ['Gate one lifts in four minutes.', 'Gate two holds the spring tide.', 'Gate three feeds the mill race.']
      .map((t, i) => picture(t, i)).join('');
    const a = await extract(page(`<h1>New weir opens</h1><div><p>${STORY[0]}</p><div>${cards}</div><p>${STORY[1]}</p><p>${STORY[2]}</p></div>`, HEAD),
      { disable: ['gallery'] });
    expect(a.text).toContain('Gate two holds the spring tide.');
  });

  it('keeps captions that are most of the text (a photo post), and a line beside a picture in a list', async () => {
    const post = await extract(page(`<h1>New weir opens</h1><div>${picture(STORY[0], 1)}<p>Pictures by the river authority.</p></div>`, HEAD),
      { pageType: 'article' });
    expect(post.text).toContain('The river authority opened the new weir');
    const listed = await extract(page(`<h1>New weir opens</h1><div><p>${STORY[0]}</p>` +
      `<ul><li><img src="/img/g.jpg" width="90" height="60"><span>The old gate, kept as a bench.</span></li></ul><p>${STORY[1]}</p><p>${STORY[2]}</p></div>`, HEAD));
    expect(listed.text).toContain('The old gate, kept as a bench.');
  });

  it('weighs captions against the text the reader gets: a story opening under its picture, a river cut after it', async () => {
    const cards = [1, 2, 3, 4, 5, 6].map((i) => `<div><h3><a href="/n/${i}">Another story from the valley, number ${i}</a></h3><p>A summary of story ${i} from the valley, with a clause or two for the reader to go on.</p></div>`).join('');
    const a = await extract(page(`<h1>New weir opens</h1><div><div><p><img src="/img/w.jpg" width="900" height="600"></p><p>${STORY[0]}</p></div><p>${STORY[1]}</p><p>${STORY[2]}</p><section><h2>More</h2><div>${cards}</div></section></div>`, HEAD),
      { pageType: 'article' });
    expect(a.text).toContain('The river authority opened the new weir');
    expect(a.text).not.toContain('Another story from the valley');
  });
});
