/**
 * Real pages from ../shared/datasets (read at test time, never copied into the repository):
 * distinctive sentences of the truth are in the extracted text, page chrome is not.
 * Chrome strings were picked by reading each page: they are on the page and not in the truth.
 */
import { describe, expect, it } from 'vitest';
import { pageScore } from '../../bench/metric.mjs';
import { extractSync } from '../../src/core/extract';
import { parseDocument } from '../../src/lib/dom';
import type { Article } from '../../src/core/types';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

interface Case {
  folder: string;
  id: string;
  what: string;
  title: string;
  /** Sentences copied from truth/<id>.txt. */
  sentences: string[];
  /** Strings on the page that are not article text. */
  chrome: string[];
  lang?: string | null;
  /** Shingle F1 at least this (well under what the page scores today: a gross-failure guard). */
  minF1: number;
}

const CASES: Case[] = [
  {
    folder: 'zh-wce-dev',
    id: '2397c95d-2de8-4ca5-a569-4fffd20b9d50',
    what: 'a Chinese journal article (Hans Publishers), no <html lang>',
    title: '淘宝网物流配送存在的问题及对策研究',
    sentences: [
      '本文基于网络化购物普及的背景下，叙述了电子商务和物流配送等相关理论知识',
      '[11]\t黄海滨. 电子商务物流管理[M]. 北京: 对外经济贸易大学出版社, 2007.',
    ],
    chrome: ['按学科分类Journals by Subject', '核心OA期刊Core OA Journal', '鄂ICP备08006613号-1', '汉斯出版社 (Hans Publishers)'],
    lang: 'zh',
    minF1: 0.9,
  },
  {
    folder: 'l3s-gn1',
    id: '01ccc7c5-a1d1-46e1-a5f7-43310df16575',
    what: 'a UN News Centre story (2008, table layout)',
    title: 'No agreement reached on Kosovo’s future status in Security Council',
    sentences: [
      'The Security Council today discussed the United Nations peacekeeping mission in Kosovo',
      'Mr. Thachi also expressed his intentions of fostering a good relationship with Serbia in the near future.',
    ],
    chrome: ['Print this article', 'Email this article', 'E-Mail News Alerts', 'UN System Links', 'Back to Top', 'Advanced Search'],
    minF1: 0.85,
  },
  {
    folder: 'big9-chaos',
    id: 'big5-05_angelina_1',
    what: 'a Fox News story from a web archive (archive toolbar on top)',
    title: 'Angelina Jolie Film About Slain Reporter Daniel Pearl Filmmaking of Highest Order',
    sentences: [
      'Simply put, the Michael Winterbottom film is an exceptional piece of work, deeply affecting and filmmaking of the highest order.',
      'He also said he made a second master copy of "Sicko" and had it shipped it to France immediately just in case of potential government issues.',
    ],
    chrome: ['About this capture', 'ArchiveIt-Collection-705', 'We Report. You Decide.', 'Hannity & Colmes', 'Celebrity Center'],
    minF1: 0.85,
  },
  {
    folder: 'mozilla-readability',
    id: 'aclu',
    what: 'an ACLU blog post (mega-menu navigation)',
    title: 'Facebook Is Tracking Me Even Though I’m Not on Facebook',
    sentences: [
      "I don't use Facebook. I'm not technophobic — I'm a geek.",
      'At the same time, we also need to protect those of us who manage to opt out.',
    ],
    chrome: ['Jump to navigation', 'Become a Member', 'Renew Your Membership', "What To Do If You're Stopped By Police", 'Find Your Local Affiliate'],
    lang: 'en',
    minF1: 0.9,
  },
];

describe.skipIf(!HAVE_DATASETS)('real pages', () => {
  for (const c of CASES) {
    describe(`${c.folder}/${c.id}: ${c.what}`, () => {
      let article: Article;
      let truth: string;
      let html: string;
      beforeAll(() => {
        html = readPage(c.folder, c.id);
        truth = readTruth(c.folder, c.id);
        article = extractSync(parseDocument(html));
      });

      it('the test data is what it claims: sentences in the truth, chrome on the page but not in the truth', () => {
        const flat = (s: string) => s.replace(/\s+/g, ' ');
        for (const s of c.sentences) expect(flat(truth)).toContain(flat(s));
        const pageText = parseDocument(html).body.textContent!.replace(/\s+/g, ' ');
        for (const s of c.chrome) {
          expect(pageText, s).toContain(s);
          expect(truth, s).not.toContain(s);
        }
      });

      it('keeps the distinctive sentences of the article', () => {
        const text = article.text.replace(/[ \t]+/g, ' ');
        for (const s of c.sentences) expect(text).toContain(s.replace(/[ \t]+/g, ' '));
      });

      it('leaves the page chrome out', () => {
        for (const s of c.chrome) expect(article.text, s).not.toContain(s);
      });

      it('reads the title and language', () => {
        expect(article.title).toBe(c.title);
        if (c.lang !== undefined) expect(article.lang).toBe(c.lang);
      });

      it(`scores a shingle F1 of at least ${c.minF1}`, () => {
        expect(pageScore(truth, article.text).f1).toBeGreaterThanOrEqual(c.minF1);
      });
    });
  }
});
