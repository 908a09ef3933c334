// Failure class 4/6 of issue 20: a story read together with its readers' comments. The run of
// dated records after the story goes by structure and dates, whatever the markup is named; a live
// blog's dated entries are the story and stay.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { datedRunHolders } from '../../src/core/forum/thread';
import { subtreeEnds } from '../../src/core/tree';
import { prose, segmentOf, unseenFixture as fixture } from '../helpers/dom';

describe('reader comments after the story', () => {
  it('drops a dated comment run whose class names say nothing', async () => {
    const a = await extract(fixture('comments-hashed.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('The group hopes to open the orchard to visitors next year.');
    expect(a.text).not.toContain('My father worked at that mill');
    expect(a.text).not.toContain('spring newsletter');
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('finds the records by a date in an inline element (a link in a <small>), as a date line', async () => {
    // WordPress's classic comment list: "Name Says:", then the date as a link, then the comment,
    // each in one <li>: no block holds the date alone. Without its "4 Responses to “…”" heading,
    // which cuts the thread by itself (section-marker.test.ts), only the records tell.
    const doc = fixture('comments-inline-dates.html');
    doc.querySelector('h3')!.remove();
    const a = await extract(doc, { debug: true });
    expect(a.text).toContain('has long since set its clocks by');
    for (const s of ['My grandfather', 'north slip at low tide', 'see the seals; please', 'nurses on the early shift']) expect(a.text).not.toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('drops a striped run whose rows share a generated name ending in digits', async () => {
    // Striping tokens ("odd"/"even", hashed) alternate over the rows; the rows' common name is
    // their kind, so the run is one group of rows under one parent, not four lone inner blocks.
    const a = await extract(fixture('comments-striped-hashed.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('it does not wait for anyone who stopped for a second pot of tea.');
    expect(a.text).not.toContain('My grandfather ran the ticket office');
    expect(a.text).not.toContain('the 1923 copy in the museum');
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('drops records written flat: header line, comment and action row side by side under one parent', async () => {
    // Old news sites write each comment as three sibling blocks ("Posted by: Brad, Dennistoun on
    // 11:16am Wed 9 Jan 08", the comment, "Quote | Report this post"); the dated header rows hold
    // too little text to be posts until what follows each is counted as its own.
    const a = await extract(fixture('comments-flat-records.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('before giving a formal answer later in the spring.');
    for (const s of ['Posted by: Old Hand', 'national remit', 'better trains now', 'extra hour a day', 'institutes of sport']) expect(a.text).not.toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('keeps a page of stories written flat, each under its byline and date: each says more than the opening note', async () => {
    const a = await extract(fixture('stories-under-bylines.html'));
    for (const s of ['courts in two countries', 'Reworking the package signing scheme', 'build servers sign every package', 'fifth release candidate', 'end of the coming summer']) {
      expect(a.text).toContain(s);
    }
  });

  it("keeps them with disable: ['comments']", async () => {
    const a = await extract(fixture('comments-hashed.html'), { disable: ['comments'] });
    expect(a.text).toContain('My father worked at that mill');
  });

  it("reads a thread's opening post, not the replies of the same run after it (old table board, names meaningless)", async () => {
    const a = await extract(fixture('zh-thread-opening-post.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('上周末我们一家人去了江边的老城区');
    expect(a.text).toContain('回来的时候坐了最后一班渡船');
    for (const s of ['谢谢分享', '灯塔那边周一是不开放的', '照片呢', '好多年没回去了']) expect(a.text).not.toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('keeps every post of a run whose later posts say as much as the first (an archive, not a thread)', async () => {
    const doc = fixture('zh-thread-opening-post.html');
    // The second post says as much as the opening one: posts side by side, none the story alone.
    const second = Array.from(doc.querySelectorAll('td')).find((td) => td.textContent!.startsWith('谢谢分享'))!;
    second.insertAdjacentHTML('afterbegin', `${'这是一篇同样长的游记，写的是另一个周末在山里走过的路和看到的风景。'.repeat(12)}<br>`);
    const a = await extract(doc);
    expect(a.text).toContain('谢谢分享');
    expect(a.text).toContain('我小时候就住在那边');
  });

  it("keeps a live blog's dated entries: they are the story", async () => {
    const a = await extract(fixture('liveblog-dated-entries.html'));
    for (const s of ['coastguard has closed', 'four thousand homes', 'Rail services', 'amber warning']) expect(a.text).toContain(s);
  });

  it("keeps a live blog's entries after an intro that tells a story of its own", async () => {
    const a = await extract(fixture('liveblog-told-intro.html'));
    for (const s of ['Schools will stay closed tomorrow', 'harbour road', 'two streets behind the promenade', 'towed to the inner basin']) expect(a.text).toContain(s);
  });
});

describe('reader comments found by structure alone', () => {
  it('reads a stamp without a year ("On Thursday, November 1 at 2:57 pm") as a record\'s date', async () => {
    const a = await extract(fixture('comments-yearless-stamps.html'), { debug: true });
    expect(a.text).toContain('we were eating popcorn instead');
    for (const s of ['Too funny!', 'gave out raisins', 'the dentist in me', 'something like that with pencils']) expect(a.text).not.toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('reads a stamp in figures ("AT 01/08/08 05:30 PM") as a record\'s date', async () => {
    const a = await extract(fixture('comments-figure-stamps.html'), { debug: true });
    expect(a.text).toContain('before the show ends on Sunday');
    for (const s of ['come with the wig', 'massage chairs', 'painful to watch', 'flick into working']) expect(a.text).not.toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });

  it('reads a stamp with the clock before the day ("9:35am Wed 9 Jan 08") as a record\'s date', async () => {
    const a = await extract(fixture('comments-clock-first-stamps.html'), { debug: true });
    expect(a.text).toContain('invited councillors to ride the last bus themselves');
    for (const s of ['the taxi fare', 'a smaller vehicle', 'Plan it properly']) expect(a.text).not.toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(true);
  });
});

describe('what is no record of a run', () => {
  it("keeps a story whose sections each hold a stock quote card (\"Today's Change\" names a figure, not a date)", async () => {
    const a = await extract(fixture('story-quote-cards.html'), { debug: true });
    for (const s of ['steadiest revenue', 'connect quarries', 'smooth the swings', 'furnace upgrade', 'coastal franchise']) expect(a.text).toContain(s);
    expect(a.removed!.some((r) => r.reason === 'reader comments')).toBe(false);
  });
});

describe('a run of dated records weighs as noise in selection', () => {
  it("reads a brief post, not the blog's dated teaser rail beside it that holds four times its prose", async () => {
    // The story (300 characters) is too short for the comment filter (STORY_TOLD_CHARS), and the
    // rail is too rich for the headline's branch to win on its own (STORY_MIN_SHARE): the rail
    // counts as little as a comment-named block only because its records are dated.
    const a = await extract(fixture('story-beside-dated-rail.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain('hushes the room around whoever sits in it');
    expect(a.text).toContain('furniture fair in Milan');
    for (const s of ['vineyard slope', 'design award', 'grain silo', 'demolished houses', 'boatyard', 'October 17, 2024']) expect(a.text).not.toContain(s);
  });
});

describe('readers\' answers announced by their marker', () => {
  // A short post (under STORY_TOLD_CHARS of prose) above a long comment list: the list holds
  // nearly all the page's prose and, names hashed, nothing calls it comments but its marker line
  // "{ 16 comments… read them below or add one }". (The type is forced: this is selection's rule.)
  it('reads the post, not the comments its marker announces', async () => {
    const a = await extract(fixture('post-under-comments.html'), { pageType: 'article' });
    expect(a.text).toContain('he did not think he had any');
    expect(a.text).not.toContain('16 comments');
    expect(a.text).not.toContain('Marta Lindqvist');
    expect(a.text).not.toContain('My grandmother used to say');
  });
});

describe('runs of dated records', () => {
  it('are every run on the page, not only the one with most text', () => {
    // A story's readers' comments, and beside them a "from the archive" list of dated notes: both
    // are runs of dated records, and both weigh as little as comments do in selection.
    const comments = [1, 2, 3, 4].map((i) => `<div class="k2x"><div>Reader ${i}, March ${i}, 2024 at 9:1${i} am</div><p>${prose(`comment ${i}`, 1)}</p></div>`).join('');
    const notes = [1, 2, 3].map((i) => `<div class="q7v"><div>June ${i}, 1998</div><p>${prose(`archive note ${i}`, 2)}</p></div>`).join('');
    const { seg, at } = segmentOf(`<div><p>${prose('story', 6)}</p></div><div id="c">${comments}</div><div id="n">${notes}</div>`);
    const holders = datedRunHolders(seg, subtreeEnds(seg));
    expect(holders).toContain(at('#c'));
    expect(holders).toContain(at('#n'));
  });
});
