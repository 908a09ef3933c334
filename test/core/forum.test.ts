/**
 * Forum threads (src/core/forum): the posts of real wcxb-dev threads come out in page order with
 * their authors and dates, the posts' user cards stay out, the thread reads better against the
 * truth than the article reading, and an article with a few reader comments stays an article.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { parseDocument } from '../../src/lib/dom';
import { pageScore } from '../../bench/metric.mjs';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

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
    const truth = readTruth('wcxb-dev', '0564');
    const a = read('0564');
    expect(a.posts?.length).toBeGreaterThanOrEqual(5);
    expect(a.text).toContain('Why is using an except: pass block bad?');
    expect(pageScore(truth, a.text).r).toBeGreaterThan(0.8);
  });

  it('an article with a few reader comments is still read as its article', () => {
    // l3s-gn1 news story the classifier calls a forum: its prose dwarfs the comments below it.
    const truth = readTruth('l3s-gn1', '63fc89f8-2608-4d2b-bf98-10af0d4cbb3c');
    const a = extractSync(parseDocument(readPage('l3s-gn1', '63fc89f8-2608-4d2b-bf98-10af0d4cbb3c')));
    expect(a.posts).toBeUndefined();
    expect(pageScore(truth, a.text).f1).toBeGreaterThan(0.9);
  });
});
