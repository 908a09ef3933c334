/**
 * Real pages from ../shared/datasets (read at test time, never copied into the repository):
 * distinctive sentences of the truth are in the extracted text, page chrome is not.
 * Chrome strings were picked by reading each page: they are on the page and not in the truth.
 *
 * Each dataset page stands for a kind of page, and a page of that kind written for the tests
 * (test/fixtures/unseen/, with its truth) takes the same checks, so they run without ../shared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageScore } from '../../bench/metric.mjs';
import { extractSync } from '../../src/core/extract';
import { parseDocument } from '../../src/lib/dom';
import type { Article } from '../../src/core/types';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';
import { unseenHtml } from '../helpers/dom';

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

/**
 * One written page per dataset page above, of the same kind (folder "unseen"; the id is the file
 * name). Their class names are meaningless tokens, as on a site that hashes them.
 */
const WRITTEN_CASES: Case[] = [
  {
    folder: 'unseen',
    id: 'zh-journal-no-lang',
    what: 'a Chinese journal article in a three-column table, no <html lang>',
    title: '社区图书馆数字化服务的现状与对策研究',
    sentences: [
      '调查显示，超过七成的社区图书馆已经提供电子书借阅服务，但只有不到三成的受访读者使用过这项服务，多数读者表示并不知道图书馆提供数字资源。',
      '[3] 刘芳, 赵明. 数字阅读推广的实践与思考[M]. 北京: 学苑出版社, 2020.',
    ],
    chrome: ['按学科分类', '核心期刊推荐', '南ICP备12345678号-2', '大数据背景下的阅读行为分析', '引用本文'],
    lang: 'zh',
    minF1: 0.9,
  },
  {
    folder: 'unseen',
    id: 'story-table-layout',
    what: 'a 2008 wire story in a table layout, side columns of links',
    title: 'River commission agrees on shared flood warnings',
    sentences: [
      'The five countries of the river basin commission today agreed to share their flood forecasts within an hour of issuing them',
      'since many of the most exposed villages have neither mobile coverage nor electricity.',
    ],
    chrome: ['Print this article', 'Email this article', 'E-Mail News Alerts', 'Partner Links', 'Back to Top', 'Advanced Search', 'Drought talks open in the capital'],
    minF1: 0.85,
  },
  {
    folder: 'unseen',
    id: 'archived-story-toolbar',
    what: 'a small-town story captured by a web archive (capture banner on top)',
    title: "Lighthouse keeper's logbooks go on display after restoration",
    sentences: [
      'One entry from the winter of 1898 describes the keeper and his son keeping the lamp lit for sixty hours while ice closed the harbor.',
      'The exhibition runs through October. Admission is free for residents of the county.',
    ],
    chrome: ['About this capture', 'ArchiveIt-Collection-1184', 'Your Town. Your Tides. Since 1884.', 'Cod landings up for the third week', 'Council votes on pier repairs'],
    minF1: 0.85,
  },
  {
    folder: 'unseen',
    id: 'blog-mega-menu',
    what: "an advocacy group's blog post under a mega menu whose panels hold sentences",
    title: 'Why our town library stopped charging late fees',
    sentences: [
      'Three years ago the library in our town stopped charging fines for overdue books.',
      'Those two habits, not fines, are what bring books back.',
    ],
    chrome: ['Jump to navigation', 'Become a Member', 'Renew Your Membership', 'What To Do When a Book Is Challenged', 'Members fund our research', 'Get our weekly letter'],
    lang: 'en',
    minF1: 0.9,
  },
];

/** The five checks, on a page's HTML and its truth. */
function checkPage(what: string, c: Case, source: () => { html: string; truth: string }): void {
  describe(what, () => {
    let article: Article;
    let truth: string;
    let html: string;
    beforeAll(() => {
      ({ html, truth } = source());
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

describe.skipIf(!HAVE_DATASETS)('real pages', () => {
  for (const c of CASES) {
    checkPage(`${c.folder}/${c.id}: ${c.what}`, c, () => ({ html: readPage(c.folder, c.id), truth: readTruth(c.folder, c.id) }));
  }
});

const UNSEEN_TRUTH = path.join(__dirname, '..', 'fixtures', 'unseen', 'truth');

describe('pages of the same kinds written for the tests (run without ../shared)', () => {
  for (const c of WRITTEN_CASES) {
    checkPage(`${c.id}.html: ${c.what}`, c, () => ({
      html: unseenHtml(`${c.id}.html`),
      truth: fs.readFileSync(path.join(UNSEEN_TRUTH, `${c.id}.txt`), 'utf8'),
    }));
  }
});
