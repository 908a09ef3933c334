// A tail marker ("Comments", "Related stories") cuts what follows the story. The story starts at
// its headline, so a marker placed above the headline in the markup (a comment drawer, a share
// dialog) heads a panel, not the tail: cutting there lost whole stories on pages whose class
// names said nothing (hashed names).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { isSectionMarker } from '../../src/core/select/sections';
import { page, unseenFixture as fixture } from '../helpers/dom';

describe('section markers and the headline', () => {
  it('does not cut the story at a marker that stands above its headline', async () => {
    const a = await extract(fixture('marker-before-headline.html'), { debug: true });
    expect(a.text).toContain('voted on Tuesday to keep the night ferry running');
    expect(a.text).toContain('weeks of uncertainty');
  });

  it('does not cut at a grid\'s column heading that reads like a marker ("Comment")', async () => {
    // A data table's header row names its columns; the story goes on under the table.
    const row = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}><p>${c}</p></${tag}>`).join('')}</tr>`;
    const a = await extract(page(`<article><h1>How the task queue retries</h1>
      <p>Each task moves through a few states, and the scheduler acts on each of them as the table below shows in full. A task that is stuck in one state for too long is put back in the queue, so that another worker can pick it up.</p>
      <table>${row(['State', 'Timer', 'Comment'])}${row(['queued', 'enqueue timeout', 'Put the task back when it waits too long.'])}${row(['running', 'heartbeat timeout', 'Put the task back when its worker stops answering.'])}</table>
      <p>Retries are spaced out with a backoff, so a failing task does not crowd out the others waiting in the same queue.</p>
      <p>Once a task succeeds or fails for good, it leaves the queue, and its owner is told the outcome by a callback.</p></article>`,
      { head: '<title>How the task queue retries</title>' }));
    expect(a.text).toContain('Put the task back when its worker stops answering.');
    expect(a.text).toContain('Retries are spaced out with a backoff');
    expect(a.text).toContain('its owner is told the outcome by a callback');
  });

  it('still cuts at a marker that follows the story', async () => {
    const a = await extract(fixture('marker-before-headline.html'), { debug: true });
    expect(a.text).not.toContain('Port authority sets out its budget');
    expect(a.removed!.some((r) => r.reason === 'after "Related stories"')).toBe(true);
  });

  // A rail's box set into the story (between its photo and its text) heads that box alone: the
  // story resumes after it. Readers' answers ("Comments") never sit inside a story.
  it('drops a "Related Stories" box set into the story, and keeps the story after it', async () => {
    const a = await extract(fixture('story-inset-rail-box.html'), { debug: true });
    expect(a.text).toContain('has keepers again');
    expect(a.text).toContain('print a selection of it at the end of the season');
    expect(a.text).not.toContain('Related Stories');
    expect(a.text).not.toContain('Seal Colony Counted');
    expect(a.text).not.toContain('Coast Weekly is published');
    // The story's own tail after it is still cut.
    expect(a.text).not.toContain('craft fair');
  });

  // The same inset can be a bare marker line between two rules: "RELATED" over one linked
  // paragraph, then the story goes on for longer than it had run before. The marker heads the
  // inset, not the page's tail; the rail after the story is still cut.
  it('keeps the story that resumes after a bare "RELATED" line set into it', async () => {
    const a = await extract(fixture('story-inset-related-line.html'), { debug: true });
    expect(a.text).toContain('Millbrook\'s answer has been to split plots in half');
    expect(a.text).toContain('give a few hours a year to keep the paths clear');
    expect(a.text).not.toMatch(/^RELATED$/m);
    expect(a.text).not.toContain('River path reopens after repairs');
  });

  // A comment section's header can be more links than words ("Comments (3)" beside "Add / View
  // comments | Discussion FAQ") and is pruned as link-dense before markers are read: its heading
  // still heads the answers after it.
  it('cuts at a comments heading inside a pruned link-dense header', async () => {
    const a = await extract(fixture('comments-linked-header.html'), { debug: true });
    expect(a.text).toContain('put out to tender when the contract ends');
    expect(a.text).not.toContain('hospital appointments');
    expect(a.text).not.toContain('linkspan had to be paid');
  });

  // A heading's own link without words ("Comments »", a "#" anchor) is its decoration: the line is
  // still a marker. (Unnamed, undated comments: only the marker tells them from the story.)
  it('cuts at a marker whose heading carries an arrow or anchor link', async () => {
    const a = await extract(fixture('comments-marker-link.html'), { debug: true });
    expect(a.text).toContain('went straight into a new freezer');
    expect(a.text).not.toContain('Marion from the mill house');
    expect(a.text).not.toContain('sense of betrayal');
    expect(a.removed!.some((r) => r.reason === 'after "Comments"')).toBe(true);
  });

  it('still ignores a marker whose words are the link (a "Related" link in a menu line)', async () => {
    const marker = fixture('comments-marker-link.html').querySelector('h3')!;
    marker.innerHTML = '<a href="#comments">Comments »</a>';
    const a = await extract(marker.ownerDocument, { debug: true });
    expect(a.removed!.some((r) => r.reason.startsWith('after '))).toBe(false);
  });

  // WordPress's default comments heading counts the answers to the post's quoted title. Its
  // comments, with class names hashed and no dates, are told from the story by that line alone.
  it('cuts at a count of answers to the quoted title ("4 Responses to “…”")', async () => {
    const a = await extract(fixture('answer-count-heading.html'), { debug: true });
    expect(a.text).toContain('the only test a wall in this valley has to pass');
    expect(a.text).not.toContain('Agnes Whitfield');
    expect(a.text).not.toContain('Responses to');
  });

  // The words between the count and the quoted title may be any (a theme's own, another
  // language's): that the heading counts and quotes the story's own title says what it heads,
  // even on a page titled with the site's motto (no headline matches it).
  it('cuts at a count quoting the story\'s title in other words ("4 users responded in “…”", "4 Kommentare zu „…“")', async () => {
    for (const heading of ['4 users responded in " Repairing a Dry Stone Wall "', '4 Kommentare zu „Repairing a Dry Stone Wall“']) {
      const d = fixture('answer-count-heading.html');
      d.title = 'Hillside Diary: notes from a small farm';
      d.querySelector('h3')!.textContent = heading;
      const a = await extract(d, { debug: true });
      expect(a.text, heading).toContain('the only test a wall in this valley has to pass');
      expect(a.text, heading).not.toContain('Agnes Whitfield');
    }
  });

  // A photo post's one line, or a brief's two paragraphs, is all the story: no length of it makes
  // the count of answers quoting its headline any less their heading.
  it('cuts at a count quoting the title under a story of one line or two short paragraphs', async () => {
    const brief = (keep: number, heading?: string) => {
      const d = fixture('answer-count-heading.html');
      Array.from(d.querySelectorAll('.w0c5 > p')).slice(keep).forEach((p) => p.remove());
      if (heading) d.querySelector('h3')!.textContent = heading;
      return d;
    };
    for (const [keep, heading] of [[1, undefined], [2, undefined], [2, '4 users responded in " Repairing a Dry Stone Wall "']] as const) {
      const a = await extract(brief(keep, heading), { debug: true });
      expect(a.text, `${keep} ${heading}`).toContain('leaving a heap of stone');
      expect(a.text, `${keep} ${heading}`).not.toContain('Agnes Whitfield');
    }
  });

  it('does not cut at a count quoting words that are not the story\'s title', async () => {
    const d = fixture('answer-count-heading.html');
    d.querySelector('h3')!.textContent = '4 users responded in "Fencing a Field"';
    const a = await extract(d, { debug: true });
    expect(a.text).toContain('Agnes Whitfield');
  });

  it('reads an answer count only with a quoted title after it', () => {
    for (const t of ['4 Responses to “Repairing a Dry Stone Wall”', 'One thought on "A long title that runs well past the forty characters of a marker"', '12 comments on «Le mur»']) {
      expect(isSectionMarker(t), t).toBe(true);
    }
    for (const t of ['Responses to the survey were mixed', '4 replies to “Help with my wall”', 'Readers sent 40 responses to “the wall question” in a week']) {
      expect(isSectionMarker(t), t).toBe(false);
    }
  });

  // A comment section's heading is often qualified ("Show Comments", "Promoted Comments", "Latest
  // Comments:"): the qualifier does not make it part of the story. (Unnamed, undated comments.)
  it('cuts at a qualified comments heading ("Show Comments")', async () => {
    const a = await extract(fixture('comments-qualified-marker.html'), { debug: true });
    expect(a.text).toContain('welcome to bring it along');
    expect(a.text).not.toContain('take pears as well');
    expect(a.removed!.some((r) => r.reason === 'after "Show Comments"')).toBe(true);
  });

  // "About the Author" heads the writer's card (name, career, books), which follows the story or
  // sits in it as a box; with hashed names and no byline in the page's metadata nothing else
  // tells the card from the story.
  it('cuts at an "About the Author" heading', async () => {
    const a = await extract(fixture('story-author-box.html'), { debug: true });
    expect(a.text).toContain('dry weeks of summer');
    expect(a.text).not.toContain('allotment in the city');
    expect(a.removed!.some((r) => r.reason === 'after "About the Author"')).toBe(true);
  });

  // The count may stand before the word in brackets ("(3) comments"), as a newspaper CMS prints it
  // on many sites' pages.
  it('cuts at a bracketed comment count before the word ("(3) comments")', async () => {
    const story = '<p>The orchard at Lower Ashby pressed its first apples in eleven years on Saturday, after a group of neighbours raised the money to repair the press.</p>'
      + '<p>The press, built in 1931 by a firm in the next county, needed a new screw and oak boards for its bed, cut by a retired joiner in the village.</p>'
      + '<p>Families brought their own windfalls in buckets and wheelbarrows, and the group pressed about four hundred litres of juice by the end of the afternoon.</p>';
    const comments = ['So glad to see the press turning again after all these years, we used to go as children.', 'Does anyone know whether they will take pears as well this autumn?', 'A lovely afternoon with the kids, and the best juice in a long time.']
      .map((c, i) => `<div class="k${i % 2}"><div class="n3">reader${i}</div><div class="t4">${c}</div></div>`).join('');
    const b = await extract(page(`<div class="q1"><h1 class="q2">Cider press reopens</h1><div class="q3">${story}</div>`
      + `<div class="q4"><h3 class="q5">(3) comments</h3>${comments}</div></div>`, { head: '<title>Cider press reopens</title>' }), { debug: true });
    expect(b.text).toContain('four hundred litres');
    expect(b.text).not.toContain('take pears as well');
    expect(b.removed!.some((r) => r.reason === 'after "(3) comments"')).toBe(true);
  });

  it('reads qualified comment headings as markers, and story subheads with other words as none', () => {
    for (const t of ['Promoted Comments', 'Show Comments', 'Latest Comments:', 'All comments', "Readers' comments (12)", '(0) comments', '[12] Comments']) {
      expect(isSectionMarker(t), t).toBe(true);
    }
    for (const t of ['Closing comments', 'The minister’s comments', 'Comments and questions from the floor']) {
      expect(isSectionMarker(t), t).toBe(false);
    }
  });

  // A comment count opens the line, and a link beside it invites ("add one"): the count is plain
  // text, so the line marks the tail although it carries a link (blog themes on many sites).
  it('cuts at a comment count with an invitation beside it ("{ 4 comments… read them below or add one }")', async () => {
    const a = await extract(fixture('comment-count-invitation.html'), { debug: true });
    expect(a.text).toContain('the same colour as the rest');
    expect(a.text).not.toContain('Tom Ridley');
    expect(a.text).not.toContain('broken rakes in the shed');
    expect(a.removed!.some((r) => r.reason.startsWith('after "{ 4 comments'))).toBe(true);
  });

  // Prose above the headline (a note from the archive) does not tell the story: only what follows
  // the headline does, and a count in the header under it comes before any of that.
  it('does not cut at a comment count in the story\'s header, under its headline', async () => {
    const doc = fixture('comment-count-invitation.html');
    const note = doc.createElement('p');
    note.textContent = 'From the archive: this post first appeared in the spring of 2012, when the blog was still written by hand on '
      + 'Sunday evenings, and it is reprinted here with the photographs its readers sent in over the following summer.';
    doc.querySelector('h1')!.before(note);
    const count = doc.querySelector('.v4b7n')!;
    doc.querySelector('.d6f1g')!.after(count);
    const a = await extract(doc, { debug: true });
    expect(a.text).toContain('I split a seasoned billet');
    expect(a.text).toContain('the same colour as the rest');
  });

  it('reads the count past a link that opens the line ("Post a Comment 141 Comments and 12 Replies from our readers so far")', async () => {
    const doc = fixture('comment-count-invitation.html');
    doc.querySelector('.v4b7n')!.outerHTML = '<h3><span><a href="#respond">Post a Comment</a></span> 141 Comments and 12 Replies from our readers so far</h3>';
    const a = await extract(doc, { debug: true });
    expect(a.text).toContain('the same colour as the rest');
    expect(a.text).not.toContain('Tom Ridley');
  });

  it('reads a count only where the count itself is plain text, not the link', async () => {
    const doc = fixture('comment-count-invitation.html');
    doc.querySelector('.v4b7n')!.innerHTML = '<a href="#comments">4 comments</a> · read them below';
    const a = await extract(doc, { debug: true });
    expect(a.removed!.some((r) => r.reason.startsWith('after '))).toBe(false);
  });

  // Chinese comment sections are headed as English ones are, qualified (热门 top, 最新 latest,
  // 网友 readers') and counted after the words ("热门评论 6条"). With hashed names, a short story
  // and a longer comment list in one column read as one article without the heading.
  it('cuts at a qualified, counted Chinese comments heading ("热门评论 6条")', async () => {
    const a = await extract(fixture('zh-news-hot-comments.html'), { debug: true });
    expect(a.text).toContain('现在终于可以把店开到深夜了');
    expect(a.text).not.toContain('根本赶不上');
    expect(a.removed!.some((r) => r.reason.startsWith('after "热门评论'))).toBe(true);
  });

  it('reads qualified Chinese comment headings as markers, and headings about commentary as none', () => {
    for (const t of ['热门评论 6条', '网友评论', '最新评论（3）', '全部跟帖', '发表评论', '我要评论', '读者留言', '12条评论', '评论 共8条']) {
      expect(isSectionMarker(t), t).toBe(true);
    }
    for (const t of ['评论员文章', '时事评论', '评论与分析', '专家评论：降息仍有空间']) {
      expect(isSectionMarker(t), t).toBe(false);
    }
  });

  // Chinese blogs count their comments with a measure word or in full-width brackets.
  it('cuts at a Chinese comment count ("12条评论")', async () => {
    const a = await extract(fixture('zh-blog-comment-count.html'), { debug: true });
    expect(a.text).toContain('继续给一双旧靴子缝线');
    expect(a.text).not.toContain('我小时候的凉鞋');
    expect(a.text).not.toContain('12条评论');
  });
});
