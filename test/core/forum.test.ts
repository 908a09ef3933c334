/**
 * Forum threads (src/core/forum): the posts of real wcxb-dev threads come out in page order with
 * their authors and dates, the posts' user cards stay out, the thread reads better against the
 * truth than the article reading, and an article with a few reader comments stays an article.
 * Tests that force pageType 'forum' check the thread reading itself, whatever the classifier says.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { parseDocument } from '../../src/lib/dom';
import { pageScore } from '../../bench/metric.mjs';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';
import { page, prose, unseenHtml } from '../helpers/dom';
import { fixedVerdict } from '../helpers/pagetype';

const read = (id: string, pageType?: 'forum' | 'article') => extractSync(parseDocument(readPage('wcxb-dev', id)), pageType ? { pageType } : {});

describe.skipIf(!HAVE_DATASETS)('forum threads on real pages (wcxb-dev)', () => {
  it('a Discourse thread: every post in order, with its author and its ISO date', () => {
    // forums.docker.com: the truth opens with "amondale (Amondale)" / "November 8, 2024, 7:33pm".
    const a = read('0502');
    expect(a.pageType).toBe('forum');
    const posts = a.posts ?? [];
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(posts[0].author).toBe('amondale');
    expect(posts[0].date).toBe('2024-11-08');
    expect(posts[0].text).toContain('I am just getting back in to using Docker');
    expect(posts[1].author).toBe('rimelek');
    expect(posts[1].text).toContain('Depends on the kind of network you use');
    // Posts keep their order and are distinct.
    const starts = posts.map((p) => p.text.indexOf('\n') > 0 ? p.text.slice(0, 60) : p.text);
    expect(new Set(starts).size).toBe(starts.length);
    for (const p of posts) expect(p.html).not.toMatch(/<(?:script|style|form|button)\b/i);
  });

  it('an Invision thread that article reading drops as "comments" reads in full', () => {
    // forum.evernote.com classes each post "ipsComment": the article reading found no text.
    const truth = readTruth('wcxb-dev', '0545');
    const thread = read('0545');
    expect(thread.posts?.length).toBe(6);
    expect(thread.posts?.[0].text).toContain("I don't like this new look");
    expect(thread.posts?.[0].date).toBe('2024-03-05');
    const asArticle = (() => {
      try {
        return read('0545', 'article').text;
      } catch {
        return '';
      }
    })();
    expect(pageScore(truth, thread.text).f1).toBeGreaterThan(pageScore(truth, asArticle).f1 + 0.3);
  });

  it('user cards (rank, post count, join date) stay out of the posts', () => {
    // bbs.archlinux.org (FluxBB): each post's left column holds "Member", "Registered: …", "Posts: …".
    const a = read('0555');
    expect(a.posts?.length).toBeGreaterThanOrEqual(10);
    for (const p of a.posts ?? []) {
      expect(p.text).not.toMatch(/Registered: \d{4}/);
      expect(p.text).not.toMatch(/^Posts: \d+/m);
    }
    // The post's own date, not the member's registration date.
    expect(a.posts?.[0].date).toBe('2024-08-03T10:59:47');
  });

  it('a Stack Exchange page keeps the question above its answers', () => {
    // The article selection keeps div#answers alone; the question sits above it, with comments under it.
    const truth = readTruth('wcxb-dev', '0564');
    const a = read('0564', 'forum');
    expect(a.posts?.length).toBeGreaterThanOrEqual(5);
    expect(a.posts?.[0].text).toMatch(/^I often see comments on other Stack Overflow questions/);
    expect(a.posts?.[0].date).toBe('2014-02-04');
    expect(a.posts?.[1].author).toBe('Milan');
    expect(pageScore(truth, a.text).r).toBeGreaterThan(0.8);
  });

  it('XenForo: the post date, not the join date; one-line replies; no user cards or quote toggles', () => {
    // forums.studentdoctor.net: each user card holds <dt>Joined</dt><dd>Jun 29, 2016</dd>.
    const a = read('0518', 'forum');
    const posts = a.posts ?? [];
    expect(posts.map((p) => p.date)).toEqual(['2024-07-18', '2024-07-18', '2024-07-19', '2024-07-20', '2024-07-20', '2024-07-25']);
    expect(posts.map((p) => p.author)).toEqual(['boobaloobie', 'boobaloobie', 'pnomes', 'boobaloobie', 'boobaloobie', 'fieldterrain922']);
    // "NIH - 7/18" is too short to read as prose: the body is found by the thread's shared body markup.
    expect(posts[1].text.trim()).toBe('NIH - 7/18');
    // Quotes stay (the reader sees what is answered); their "Click to expand..." button goes.
    expect(posts[2].text).toContain('boobaloobie said:');
    expect(a.text).not.toMatch(/Click to expand|Reaction score|Full Member|Joined/);
    expect(pageScore(readTruth('wcxb-dev', '0518'), a.text).p).toBeGreaterThan(0.9);
  });

  it('a join date labelled by an icon tooltip, and the poster rank in a heading, stay out', () => {
    // forums.macrumors.com: <dt><span title="Joined"><i></i></span></dt><dd>Apr 13, 2009</dd>;
    // the rank is an <h5 class="userTitle">macrumors 6502a</h5>.
    const a = read('0513', 'forum');
    expect(a.posts?.[0].author).toBe('felixen');
    expect(a.posts?.[0].date).toBe('2022-07-09');
    expect(a.text).not.toMatch(/macrumors 6502|Original poster|Apr 13, 2009/);
    // The thread title is Article.title; the text starts with the first post.
    expect(a.text.startsWith(a.title)).toBe(false);
  });

  it("quotes' citation dates do not split an Invision thread into pieces", () => {
    // linustechtips.com: replies quote "36 minutes ago, Mr_Enigmatic said:" (a relative date each).
    const a = read('0550', 'forum');
    expect(a.posts?.length).toBe(9);
    expect(a.posts?.[0].author).toBe('Mr_Enigmatic');
    expect(a.posts?.every((p) => p.author && /^2024-05-2[23]$/.test(p.date ?? ''))).toBe(true);
  });

  it('FluxBB: unmarked author names are found; "Re: <title>" headings are not body text', () => {
    // bbs.archlinux.org: <dt><strong>seth</strong></dt>, no class or profile link.
    const a = read('0555', 'forum');
    expect(a.posts?.slice(0, 3).map((p) => p.author)).toEqual(['archuser38013', 'seth', 'archuser38013']);
    for (const p of a.posts ?? []) expect(p.text).not.toMatch(/^(?:Re: )?Open source forum software/m);
  });

  it("a question's user cards, votes and the site's furniture go; the asker, not the editor, is its author", () => {
    // serverfault.com: the question shows an "edited" card (Greg Askew) before the "asked" one.
    const truth = readTruth('wcxb-dev', '2828');
    const a = read('2828', 'forum');
    const q = a.posts?.[0];
    expect(q?.author).toBe('Eduardo Poças');
    expect(q?.date).toBe('2023-10-16');
    expect(q?.text).toMatch(/^I'm having a problem setting up a virtual machine/);
    expect(a.text).not.toMatch(/gold badges?|bronze badges?|\d+ Answers/);
    // Read as an article, the page is its question alone (the dated answers weigh as readers'
    // comments): precise, but without the answers the thread is for.
    const asArticle = read('2828', 'article').text;
    expect(pageScore(truth, a.text).f1).toBeGreaterThan(pageScore(truth, asArticle).f1);
  });

  it('an unrendered template placeholder is not taken for a post', () => {
    // warriorforum.com: an Angular alert "{{ DiscussionBoard.errors[…].message }}" under each post.
    const a = read('0526', 'forum');
    expect(a.posts?.length).toBeGreaterThanOrEqual(10);
    for (const p of a.posts ?? []) expect(p.text).not.toContain('{{');
  });

  it('an article with a few reader comments is still read as its article', () => {
    // l3s-gn1 news story the classifier calls a forum: its prose dwarfs the comments below it.
    const truth = readTruth('l3s-gn1', '63fc89f8-2608-4d2b-bf98-10af0d4cbb3c');
    const a = extractSync(parseDocument(readPage('l3s-gn1', '63fc89f8-2608-4d2b-bf98-10af0d4cbb3c')));
    expect(a.posts).toBeUndefined();
    expect(pageScore(truth, a.text).f1).toBeGreaterThan(0.9);
  });
});

describe('an article with a few reader comments, which the model calls a forum (the twin of l3s-gn1 63fc89f8)', () => {
  // The story and its comments are records of one template (a name, a date, a body): a "thread"
  // whose first post holds nearly all of it (MAX_POST_SHARE) is a story with comments.
  const record = (name: string, date: string, body: string) =>
    `<div class="e1"><div class="e2">${name}</div><div class="e3">${date}</div><div class="e4">${body}</div></div>`;
  const story = Array.from({ length: 6 }, (_, i) => `<p>${prose(`orchard ${i + 1}`, 2)}</p>`).join('');
  const comments = [['Margaret Hale', 'My father worked at that mill, what a lovely thing to read over breakfast.'],
    ['Tom R.', 'Is there a list of the varieties anywhere? We have an old tree nobody can name.'],
    ['orchardkeeper', 'We are publishing the list in the spring newsletter, with photos of each blossom.']];
  const html = `<div class="x9"><a href="/">Valley Ledger</a> <a href="/news">News</a></div><div class="k3"><h1>The orchard that outlived the town</h1>
    ${record('By Ann Weller', 'March 2, 2024', story)}
    ${comments.map(([n, c], i) => record(n, `March ${3 + i}, 2024`, `<p>${c}</p>`)).join('')}</div>`;

  it('is still read as its article: its prose dwarfs the comments below it', () => {
    const forum = fixedVerdict({ article: 0.04, list: 0.03, forum: 0.9, other: 0.03 });
    const a = extractSync(page(html), { pageTypeModel: forum, debug: true });
    expect(a.pageTypeProbabilities!.forum).toBeGreaterThan(0.5);
    expect(a.posts).toBeUndefined();
    expect(a.text).toContain('The orchard 6 report');
  });
});

describe('a forum thread written for the test (names hashed; runs without ../shared)', () => {
  const thread = () => extractSync(parseDocument(unseenHtml('forum-thread.html')), { pageType: 'forum' });

  it('reads every post in order, with its author and its ISO date', () => {
    const posts = thread().posts ?? [];
    expect(posts.map((p) => p.author)).toEqual(['marisol', 'old_ken', 'marisol', 'bea_w']);
    expect(posts.map((p) => p.date?.slice(0, 10))).toEqual(['2024-03-02', '2024-03-02', '2024-03-03', '2024-03-04']);
    expect(posts[0].text).toContain('the trailer lights flicker whenever the outboard is running');
    expect(posts[1].text).toContain('Sounds like a poor ground');
  });

  it('leaves the user cards out of the posts', () => {
    for (const p of thread().posts ?? []) expect(p.text).not.toContain('Member since');
  });

  it('keeps every paragraph of a post whose paragraphs are each a block of the kind one-paragraph replies are', () => {
    // Replies of one paragraph make "p.x7p" the thread's body kind; the opening post's two
    // paragraphs of that kind are its text, not one body and a stray block.
    const html = unseenHtml('forum-thread.html').replaceAll('<p>', '<p class="x7p">');
    const posts = extractSync(parseDocument(html), { pageType: 'forum' }).posts ?? [];
    expect(posts[0].text).toContain('the trailer lights flicker whenever the outboard is running');
    expect(posts[0].text).toContain('I would rather not rewire the whole trailer');
    expect(posts[1].text).toContain('Sounds like a poor ground');
    expect(posts[1].text).not.toContain('Member since');
  });

  it('keeps them when a quote of the kind stands before them', () => {
    // Two paragraphs side by side make the post's text wherever a first one of the kind stands.
    const html = unseenHtml('forum-thread.html')
      .replace('<div class="b5d"><p>Since', '<div class="b5d"><blockquote><p>The manual says: keep every ground wire short and clean.</p></blockquote><p>Since')
      .replaceAll('<p>', '<p class="x7p">');
    const posts = extractSync(parseDocument(html), { pageType: 'forum' }).posts ?? [];
    expect(posts[0].text).toContain('the trailer lights flicker whenever the outboard is running');
    expect(posts[0].text).toContain('I would rather not rewire the whole trailer');
  });

  it('reads every post when the engine names each post a "comment" (Invision\'s ipsComment)', () => {
    const html = unseenHtml('forum-thread.html').replaceAll('<div class="p4s">', '<div class="p4s comment">');
    const a = extractSync(parseDocument(html));
    expect(a.pageType).toBe('forum');
    expect(a.posts?.map((p) => p.author)).toEqual(['marisol', 'old_ken', 'marisol', 'bea_w']);
  });
});

describe('a thread with user cards, quotes and a one-line reply (names hashed; runs without ../shared)', () => {
  // Each post: a user card (name, rank heading, join date under an icon tooltip, message count),
  // then the post's own <time> and its body; replies quote earlier posts with a relative date.
  const thread = () => extractSync(parseDocument(unseenHtml('forum-cards-quotes.html')));

  it('is typed a forum and reads five posts: the post dates, not the join dates', () => {
    const a = thread();
    expect(a.pageType).toBe('forum');
    const posts = a.posts ?? [];
    expect(posts.map((p) => p.author)).toEqual(['lenka_d', 'lenka_d', 'tomasz', 'lenka_d', 'ferngully']);
    expect(posts.map((p) => p.date)).toEqual(['2024-07-18', '2024-07-18', '2024-07-19', '2024-07-20', '2024-07-25']);
  });

  it('a one-line reply is read from the body markup the other posts share, not from its user card', () => {
    expect(thread().posts?.[1].text.trim()).toBe('Harbor State - 7/18');
  });

  it('quotes stay with their citation; cards, ranks, toggles and template placeholders go', () => {
    const a = thread();
    expect(a.posts?.[2].text).toContain('2 hours ago, lenka_d said:');
    expect(a.text).not.toMatch(/Click to expand|Senior Member|Messages|Jun 29, 2016|\{\{/);
    expect(a.text.startsWith(a.title)).toBe(false);
  });
});

describe('a question with answers (names hashed; runs without ../shared)', () => {
  // The question shows an "edited" card before the "asked" one; every card has badge counts.
  const qa = () => extractSync(parseDocument(unseenHtml('question-answers.html')), { pageType: 'forum' });

  it('keeps the question above its answers, the asker (not the editor) as its author', () => {
    const posts = qa().posts ?? [];
    expect(posts.map((p) => p.author)).toEqual(['Eduardo Poças', 'Milan', 'Ada K.', 'tomas']);
    expect(posts.map((p) => p.date)).toEqual(['2023-10-16', '2023-10-16', '2023-10-17', '2023-10-18']);
    expect(posts[0].text).toMatch(/^I'm having a problem with a nightly backup job/);
  });

  it("leaves votes, badges, tags and the site's rails out", () => {
    const text = qa().text;
    expect(text).not.toMatch(/Greg Holt|91\.2k|badges|Hot Network|3 Answers|Up vote|▲/);
  });
});

describe('a thread of unclassed posts: names in <dt><strong>, "Re:" subject lines (names hashed; runs without ../shared)', () => {
  const thread = () => extractSync(parseDocument(unseenHtml('forum-table-posts.html')), { pageType: 'forum' });

  it('finds the unmarked author names and the post dates, not the registration dates', () => {
    const posts = thread().posts ?? [];
    expect(posts.map((p) => p.author)).toEqual(['archuser38013', 'seth', 'archuser38013']);
    expect(posts.map((p) => p.date)).toEqual(['2024-08-03T10:59:47', '2024-08-03T11:24:05', '2024-08-03T13:02:51']);
  });

  it('leaves the user cards and the "Re: <title>" subject lines out of the posts', () => {
    for (const p of thread().posts ?? []) {
      expect(p.text).not.toMatch(/Registered: \d{4}|^Posts: \d+|Moderator|^(?:Re: )?Wi-Fi drops after resume/m);
    }
  });
});

