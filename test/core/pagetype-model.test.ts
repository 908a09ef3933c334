/**
 * The page-type model: the shipped JSON loads and matches this build's features, the plain-TS
 * forward pass equals tfjs's predict (on the trainer's saved rows and on a tfjs model rebuilt from
 * the same weights), stale models are refused, and real pages get their type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tf from '@tensorflow/tfjs';
import { FEATURE_COUNT, FEATURE_NAMES } from '../../src/core/pagetype/features';
import { checkModel, classify, predict, type PageTypeModel } from '../../src/core/pagetype/model';
import { packFloats, WEIGHT_DIGITS } from '../../scripts/train/pack.mjs';
import { LIST_MIN_PROBABILITY, pageTypeModel } from '../../src/core/pagetype';
import { extractSync } from '../../src/core/extract';
import { parseDocument } from '../../src/lib/dom';
import { HAVE_DATASETS, REPO_ROOT, pagesWithTruth, readPage } from '../helpers/datasets';
import { unseenHtml } from '../helpers/dom';

/** The bar: the shipped forward pass equals tfjs's predict to this tolerance. */
const TOLERANCE = 1e-6;
const MODEL_DIR = join(REPO_ROOT, 'models', 'pagetype');

describe('page-type model file', () => {
  it('loads, names this build\'s features and the four page types', () => {
    const m = pageTypeModel();
    expect(m.features).toEqual([...FEATURE_NAMES]);
    expect(m.classes.slice().sort()).toEqual(['article', 'forum', 'list', 'other']);
  });

  it('refuses a model trained on other features or with broken shapes', () => {
    const m = pageTypeModel();
    expect(() => checkModel({ ...m, features: m.features.slice(1) })).toThrow(/features/);
    const bad = { ...m, layers: [{ ...m.layers[0], bias: m.layers[0].bias.slice(1) }, ...m.layers.slice(1)] };
    expect(() => checkModel(bad)).toThrow(/shapes/);
  });

  it('stores each weight at WEIGHT_DIGITS significant digits, within half a unit of the last one', () => {
    const values = [0, 1, -1, 0.1, -2.5e-7, 3.4e38, 1 / 3, -0.13915604].map(Math.fround);
    const stored = packFloats(values);
    expect(stored[7]).toBe(-0.139);
    expect(stored[6]).toBe(0.333);
    expect(stored[4]).toBe(-2.5e-7);
    const bound = 0.5 * 10 ** (1 - WEIGHT_DIGITS);
    values.forEach((v, i) => expect(Math.abs(stored[i] - v)).toBeLessThanOrEqual(bound * Math.abs(v)));
  });

  it('ships its weights packed: no weight has more digits than packing leaves', () => {
    const stored = JSON.parse(readFileSync(join(MODEL_DIR, 'model.json'), 'utf8')) as { layers: { kernel: number[]; bias: number[] }[]; mean: number[] };
    const all = [...stored.mean, ...stored.layers.flatMap((l) => [...l.kernel, ...l.bias])];
    expect(all.length).toBeGreaterThan(1000);
    expect(packFloats(all)).toEqual(all);
  });
});

describe('forward pass equals tfjs', () => {
  const m: PageTypeModel = pageTypeModel();

  it('on the rows the trainer saved with tfjs\'s own predictions', () => {
    const rows: { x: number[]; tfjs: number[] }[] = JSON.parse(readFileSync(join(MODEL_DIR, 'check.json'), 'utf8'));
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      const p = predict(m, r.x);
      r.tfjs.forEach((v, i) => expect(Math.abs(p[i] - v)).toBeLessThan(TOLERANCE));
    }
  });

  it('on random rows, against a tfjs model rebuilt from the shipped weights', () => {
    tf.setBackend('cpu');
    const net = tf.sequential();
    m.layers.forEach((l, k) => {
      net.add(tf.layers.dense({ units: l.bias.length, activation: l.activation, ...(k === 0 ? { inputShape: [FEATURE_COUNT] } : {}) }));
    });
    let width: number = FEATURE_COUNT;
    net.layers.forEach((layer, k) => {
      const l = m.layers[k];
      layer.setWeights([tf.tensor2d(l.kernel, [width, l.bias.length]), tf.tensor1d(l.bias)]);
      width = l.bias.length;
    });
    let seed = 11;
    const rows = Array.from({ length: 32 }, () => Array.from({ length: FEATURE_COUNT }, (_, i) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return m.mean[i] + (seed / 2147483648 - 0.5) * 4 * m.scale[i];
    }));
    const standardised = rows.map((r) => r.map((v, i) => (v - m.mean[i]) / m.scale[i]));
    const expected = (net.predict(tf.tensor2d(standardised, undefined, 'float32')) as tf.Tensor).arraySync() as number[][];
    rows.forEach((r, k) => {
      const p = predict(m, r);
      expected[k].forEach((v, i) => expect(Math.abs(p[i] - v)).toBeLessThan(TOLERANCE));
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    });
  });

  it('classify takes the most probable class', () => {
    const row = new Array(FEATURE_COUNT).fill(0);
    const c = classify(m, row);
    expect(c.p).toBe(Math.max(...c.probs));
    expect(c.type).toBe(m.classes[Array.from(c.probs).indexOf(c.p)]);
  });
});

describe('page types of pages written for the tests (names hashed; run without ../shared)', () => {
  const read = (name: string, options: object = {}) => extractSync(parseDocument(unseenHtml(name), 'http://127.0.0.1/'), options);
  /**
   * Every article fixture of test/fixtures/unseen: stories beside rails, under kickers, with
   * comments, a live blog, a 2008 table layout, Chinese pages. Those with a truth file are found
   * by it (the forum thread and the product pages aside: they are no articles), so a new story
   * fixture joins the guard by itself.
   */
  const ARTICLES = [...new Set([
    'brief-beside-rail.html', 'comment-count-invitation.html', 'comments-inline-dates.html', 'comments-yearless-stamps.html',
    'question-answers.html', 'story-with-gallery.html', 'title-restated.html',
    ...readdirSync(join(REPO_ROOT, 'test', 'fixtures', 'unseen', 'truth'))
      .filter((f) => !/^(?:forum|product)-/.test(f)).map((f) => f.replace(/\.txt$/, '.html')),
  ])];

  it('articles stay articles', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(29);
    for (const name of ARTICLES) expect(read(name).pageType, name).toBe('article');
  });

  it('a news index of teaser cards is a list, read card by card without the site\'s chrome', () => {
    const a = read('news-index.html');
    expect(a.pageType).toBe('list');
    for (const title of ['Harbour wall repairs to start in spring', 'Allotment waiting list falls']) expect(a.text).toContain(title);
    expect(a.text).toContain('Forty new plots on the former depot site');
    expect(a.text).not.toMatch(/Subscribe|Privacy|© 2024/);
  });

  it('a Chinese portal\'s channel page of headline cards is a list (the twin of gne-pages-zh\'s list pages)', () => {
    // No URL to help (127.0.0.1) and no sentence on the page: the cards' structure types it.
    const a = read('zh-news-channel-list.html', { debug: true });
    expect(a.pageType).toBe('list');
    expect(a.pageTypeProbabilities!.list).toBeGreaterThanOrEqual(LIST_MIN_PROBABILITY);
    expect(a.items).toHaveLength(45);
  });

  it('debug output explains the type with the model\'s probabilities, unless the type was forced', () => {
    const probs = read('news-index.html', { debug: true }).pageTypeProbabilities!;
    expect(Object.keys(probs).sort()).toEqual([...pageTypeModel().classes].sort());
    expect(Object.values(probs).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(probs.list).toBeGreaterThan(0.5);
    expect(read('news-index.html').pageTypeProbabilities).toBeUndefined();
    expect(read('news-index.html', { debug: true, pageType: 'article' }).pageTypeProbabilities).toBeUndefined();
  });

  it('classifies with the caller\'s model when given one (the bench\'s held-fold model), and refuses a stale one', () => {
    const stored = JSON.parse(readFileSync(join(MODEL_DIR, 'model.json'), 'utf8')) as PageTypeModel;
    // The shipped weights with the last layer's bias pushed to "forum": every page reads as one.
    const last = stored.layers[stored.layers.length - 1];
    const bias = Array.from(last.bias, (b, i) => (stored.classes[i] === 'forum' ? b + 100 : b));
    const forum: PageTypeModel = { ...stored, layers: [...stored.layers.slice(0, -1), { ...last, bias }] };
    const probs = read('story-beside-rail.html', { debug: true, pageTypeModel: forum }).pageTypeProbabilities!;
    expect(probs.forum).toBeGreaterThan(0.99);
    expect(read('story-beside-rail.html', { debug: true }).pageTypeProbabilities!.forum).toBeLessThan(0.5);
    // The held-fold model the bench passes is a model of this build.
    const held = JSON.parse(readFileSync(join(MODEL_DIR, 'bench-held0.json'), 'utf8')) as PageTypeModel;
    expect(read('news-index.html', { pageTypeModel: held }).pageType).toBe('list');
    expect(() => read('news-index.html', { pageTypeModel: { ...stored, features: stored.features.slice(1) } })).toThrow(/retrain/);
  });
});

describe.skipIf(!HAVE_DATASETS)('page types of real pages (datasets in ../shared)', () => {
  const typeOf = (folder: string, id: string) => extractSync(parseDocument(readPage(folder, id), 'http://127.0.0.1/')).pageType;

  it('gne-pages-zh\'s list pages come out as lists', () => {
    for (const id of ['test_list_page_163_1', 'test_list_page_163_2', 'test_list_page_netease_forum_1']) {
      expect(typeOf('gne-pages-zh', id), id).toBe('list');
    }
  });

  it('articles stay articles, a news index is a list', () => {
    expect(typeOf('gne-pages-zh', 'tests_163_1')).toBe('article');
    expect(typeOf('wcxb-dev', '0001')).toBe('article');
    expect(typeOf('wcxb-dev', '0082')).toBe('list');
  });

  it('debug output explains the type with the model\'s probabilities, unless the type was forced', () => {
    const read = (options: object) => extractSync(parseDocument(readPage('wcxb-dev', '0082'), 'http://127.0.0.1/'), options);
    const probs = read({ debug: true }).pageTypeProbabilities!;
    expect(Object.keys(probs).sort()).toEqual([...pageTypeModel().classes].sort());
    expect(Object.values(probs).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(probs.list).toBeGreaterThan(0.5);
    expect(read({}).pageTypeProbabilities).toBeUndefined();
    expect(read({ debug: true, pageType: 'article' }).pageTypeProbabilities).toBeUndefined();
  });

  /**
   * 2008-era news stories (l3s-gn1) with long link rails were the first model's blind spot: it
   * typed 35 % of the folder lists (11 of these 40). The folder is in the training data now, so
   * this guards against regressions, not generalisation; the bar is what a model trained without
   * the folder at all does: 8.4 % typed lists with the 43-feature model, 0.8 % (5 of 621) with
   * the 70-feature one of 2026-11-22 (models/README.md) — 0.3 of 40 expected: at most 1.
   */
  const MAX_LISTS_OF_40_NEWS_STORIES = 1;
  it('old news stories are not typed lists', () => {
    const pages = pagesWithTruth('l3s-gn1', 40);
    expect(pages).toHaveLength(40);
    const lists = pages.filter((p) => {
      try {
        return typeOf('l3s-gn1', p.id) === 'list';
      } catch {
        return false; // a page with no content found has no type (one in these 40)
      }
    }).map((p) => p.id);
    expect(lists.length, lists.join(' ')).toBeLessThanOrEqual(MAX_LISTS_OF_40_NEWS_STORIES);
  }, 60_000);
});
