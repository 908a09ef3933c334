// Readers' comments marked by schema.org microdata: the mark survives where class names are
// hashed. A Comment on a work (a question, an answer, an article) is a reader's; a forum's posts
// are Comments too, on nothing or on the thread, and stay.
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { parseDocument } from '../../src/lib/dom';
import { prose, unseenHtml } from '../helpers/dom';

const COMMENT = 'itemprop="comment" itemscope itemtype="https://schema.org/Comment"';

/**
 * A post's comment box, as Q&A sites print one under every post: short comments, each "text –
 * user date", then an "Add a comment" link.
 */
function commentBox(lines: [string, string][], marked: boolean): string {
  return `<div class="k5w"><ul class="k5v">${lines.map(([text, user]) => `<li class="c3m"${marked ? ` ${COMMENT}` : ''}>`
    + `<span class="c8t">${text}</span> – <a href="/users/${user}">${user}</a> <span class="d2q">Oct 17, 2023 at 8:05</span></li>`).join('')}</ul>`
    + '<a class="k7a" href="#">Add a comment</a></div>';
}

/** question-answers.html with microdata on the question and answers, and a comment box beside each. */
function commentedQuestion(marked: boolean): string {
  const boxes = [
    [['Which cron do you run? Vixie cron and cronie differ on this.', 'ops_joe'], ['Is the server clock on local time or on UTC?', 'rkl']],
    [['Moving the job to 03:30 fixed it for us, thanks.', 'petra_v']],
    [],
    [],
  ].map((lines) => commentBox(lines as [string, string][], marked));
  let k = 0;
  return unseenHtml('question-answers.html')
    .replace('<div class="q8a" id="question">', '<div class="q8a" id="question" itemscope itemtype="https://schema.org/Question">')
    .replaceAll('<div class="a1r">', '<div class="a1r" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">')
    // After each post's body and cards (the post cell), inside the post.
    .replace(/(<\/div><\/div><\/div><\/div>\n {6}<\/div>|<\/div>\n {8}<\/div>\n {6}<\/div>)(\n {4}<\/div>)/g, (_, cell, end) => cell + boxes[k++] + end);
}

describe('readers\' comments marked as schema.org Comments (names hashed)', () => {
  const read = (html: string) => extractSync(parseDocument(html), { pageType: 'forum' });

  it('are left out of the question and the answers they comment on', () => {
    const a = read(commentedQuestion(true));
    expect(a.posts?.map((p) => p.author)).toEqual(['Eduardo Poças', 'Milan', 'Ada K.', 'tomas']);
    expect(a.text).toContain('wrap the job in flock');
    expect(a.text).not.toMatch(/Vixie cron|server clock on local time|fixed it for us/);
  });

  it('are read, unmarked, as the page prints them (the test page is what it claims)', () => {
    expect(read(commentedQuestion(false)).text).toContain('fixed it for us');
  });

  it('leave a forum whose posts are Comments (of no work, or of the thread) whole', () => {
    const posts = (html: string) => extractSync(parseDocument(html), { pageType: 'forum' }).posts?.map((p) => p.author);
    const html = unseenHtml('forum-thread.html');
    const expected = posts(html);
    expect(expected).toEqual(['marisol', 'old_ken', 'marisol', 'bea_w']);
    const postsMarked = html.replaceAll('<div class="p4s">', `<div class="p4s" ${COMMENT}>`);
    expect(posts(postsMarked)).toEqual(expected);
    const inThread = postsMarked.replace('<body>', '<body><div itemscope itemtype="https://schema.org/DiscussionForumPosting">').replace('</body>', '</div></body>');
    expect(posts(inThread)).toEqual(expected);
  });
});

describe('readers\' comments marked as schema.org Comments under a blog post (names hashed, no dates)', () => {
  const post = (marked: boolean) => `<!doctype html><html lang="en"><head><title>Pruning an old orchard</title></head><body>
    <div class="n1"><a href="/">Garden Notes</a> <a href="/archive">Archive</a></div>
    <div class="w2" itemscope itemtype="https://schema.org/BlogPosting"><h1 itemprop="headline">Pruning an old orchard</h1>
    <div class="b3" itemprop="articleBody">${Array.from({ length: 4 }, (_, i) => `<p>${prose(`orchard pruning ${i + 1}`, 2)}</p>`).join('')}</div>
    <div class="c4">${[['Ruth', 'We did ours last winter, and the old trees fruited again within two seasons.'],
      ['Davi', 'How much would you take off a tree that has not been touched in thirty years?']].map(([who, said]) =>
      `<div class="c5"${marked ? ` ${COMMENT}` : ''}><b class="c6">${who}</b><p>${said}</p></div>`).join('')}</div></div></body></html>`;

  it('are left out of the post', () => {
    const text = extractSync(parseDocument(post(true))).text;
    expect(text).toContain('The orchard pruning 4 report');
    expect(text).not.toMatch(/fruited again|thirty years/);
  });

  it('are read, unmarked, as the page prints them (the test page is what it claims)', () => {
    expect(extractSync(parseDocument(post(false))).text).toContain('fruited again');
  });
});
