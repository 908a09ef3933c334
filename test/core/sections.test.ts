import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { isSectionMarker } from '../../src/core/select/sections';
import { page, prose } from '../helpers/dom';

describe('section markers', () => {
  it('recognises the lines that open a page tail, in English and Chinese', () => {
    for (const t of ['Comments', '8 Comments', 'Related', 'Related Stories', 'External Links', 'Leave a Reply', 'Most Read', '相关新闻', '网友评论：', '12条评论', '评论（12）', '网友评论(3)']) {
      expect(isSectionMarker(t), t).toBe(true);
    }
    for (const t of ['Replies', 'See also', 'Read more', 'Comments are welcome on the draft law', 'Related research shows', '2021年评论', '评论员文章']) {
      expect(isSectionMarker(t), t).toBe(false);
    }
  });

  it('drops an unnamed comment thread after a "Comments" line', () => {
    const doc = page(
      `<div><h1>Title of the story</h1><p>${prose('story one')}</p><p>${prose('story two')}</p>` +
        `<div>3 Comments</div><p>${prose('reader says')}</p><p>Posted By: someone | January 07 2008</p></div>`,
      { head: '<title>Title of the story</title>' },
    );
    const text = extractSync(doc).text;
    expect(text).toContain('story two');
    expect(text).not.toContain('reader says');
    expect(text).not.toContain('3 Comments');
  });

  it('keeps the article when the marker is a link or comes before any prose', () => {
    const doc = page(
      `<div><p><a href="/related">Related</a></p><p>${prose('story one')}</p><p>${prose('story two')}</p>` +
        `<p><a href="#more">Comments</a></p><p>${prose('story three')}</p></div>`,
    );
    const text = extractSync(doc).text;
    expect(text).toContain('story one');
    expect(text).toContain('story three');
  });
});
