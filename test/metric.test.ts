import { describe, it, expect } from 'vitest';
import { tokenize, shingles, pageScore, aggregate } from '../bench/metric.mjs';

/** Space-separated words, for building texts with a known token sequence. */
const words = (...w: string[]) => w.join(' ');

describe('tokenize', () => {
  it('splits on anything that is not a letter, digit, mark or underscore', () => {
    expect(tokenize('Hello, world! x_y 3.14 — naïve')).toEqual(['Hello', 'world', 'x_y', '3', '14', 'naïve']);
  });

  it('keeps case and applies NFKC', () => {
    // Fullwidth letters and the "ﬁ" ligature fold to ASCII under NFKC.
    expect(tokenize('ＡＢＣ ﬁne Abc')).toEqual(['ABC', 'fine', 'Abc']);
  });

  it('makes every Han / Kana / Hangul character a token of its own (CJK variant, default)', () => {
    expect(tokenize('中文abc日本語')).toEqual(['中', '文', 'abc', '日', '本', '語']);
    expect(tokenize('ひらがなカタカナ')).toEqual(['ひ', 'ら', 'が', 'な', 'カ', 'タ', 'カ', 'ナ']);
    expect(tokenize('한국어 word')).toEqual(['한', '국', '어', 'word']);
    // Chinese punctuation separates nothing extra and is not a token.
    expect(tokenize('你好，世界。')).toEqual(['你', '好', '世', '界']);
  });

  it('keeps a whole CJK run as one token when the CJK variant is off', () => {
    expect(tokenize('中文abc 日本', { cjk: false })).toEqual(['中文abc', '日本']);
  });

  it('gives no token for empty or punctuation-only text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' ... — !!! ')).toEqual([]);
  });
});

describe('shingles', () => {
  it('counts every window of 4 tokens as a multiset', () => {
    const s = shingles(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']);
    expect(s.get('a b c d')).toBe(2);
    expect(s.get('b c d a')).toBe(1);
    expect([...s.values()].reduce((x, y) => x + y, 0)).toBe(5);
  });

  it('gives one short shingle for 1–3 tokens and none for no token', () => {
    expect([...shingles(['a'])]).toEqual([['a', 1]]);
    expect([...shingles(['a', 'b', 'c'])]).toEqual([['a b c', 1]]);
    expect(shingles([]).size).toBe(0);
  });
});

describe('pageScore', () => {
  it('scores identical texts 1 whatever the whitespace and punctuation', () => {
    const s = pageScore('The quick brown fox jumps over the lazy dog.', 'The quick\nbrown fox — jumps over the lazy dog');
    expect(s).toMatchObject({ p: 1, r: 1, f1: 1 });
  });

  it('scores disjoint texts 0', () => {
    expect(pageScore(words('a', 'b', 'c', 'd', 'e'), words('v', 'w', 'x', 'y', 'z'))).toMatchObject({ p: 0, r: 0, f1: 0 });
  });

  it('computes a partial overlap (hand-checked)', () => {
    // truth a b c d e f  → abcd, bcde, cdef
    // pred  a b c d e x y → abcd, bcde, cdex, dexy
    // tp = 2, fp = 2, fn = 1 → P = 2/4, R = 2/3, F1 = 2·(1/2)(2/3)/(1/2+2/3) = 4/7
    const s = pageScore(words('a', 'b', 'c', 'd', 'e', 'f'), words('a', 'b', 'c', 'd', 'e', 'x', 'y'));
    expect(s.p).toBeCloseTo(0.5, 12);
    expect(s.r).toBeCloseTo(2 / 3, 12);
    expect(s.f1).toBeCloseTo(4 / 7, 12);
    // tp / fp / fn are normalised by tp + fp + fn = 5.
    expect(s.tp).toBeCloseTo(2 / 5, 12);
    expect(s.fp).toBeCloseTo(2 / 5, 12);
    expect(s.fn).toBeCloseTo(1 / 5, 12);
  });

  it('counts repeated shingles as a multiset, not a set', () => {
    // truth: "a b c d" once (1 shingle); pred: "a b c d a b c d" → abcd ×2, bcda, cdab, dabc.
    // tp = 1, fp = 4, fn = 0 → P = 1/5, R = 1.
    const s = pageScore(words('a', 'b', 'c', 'd'), words('a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'));
    expect(s.p).toBeCloseTo(1 / 5, 12);
    expect(s.r).toBe(1);
  });

  it('is not fooled by a prediction that is a subset (recall drops, precision stays 1)', () => {
    // truth 8 tokens → 5 shingles; pred first 5 tokens → 2 shingles, both in truth.
    const truth = words('t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8');
    const s = pageScore(truth, words('t1', 't2', 't3', 't4', 't5'));
    expect(s.p).toBe(1);
    expect(s.r).toBeCloseTo(2 / 5, 12);
  });

  it('scores Chinese text by characters', () => {
    // truth 我爱北京天安门 → 7 tokens, shingles 我爱北京 爱北京天 北京天安 京天安门.
    // pred  我爱北京天安 → 我爱北京 爱北京天 北京天安: tp 3, fp 0, fn 1.
    const s = pageScore('我爱北京天安门', '我爱北京天安');
    expect(s.p).toBe(1);
    expect(s.r).toBeCloseTo(3 / 4, 12);
    // Without per-character tokens both texts would be one (different) token.
    expect(pageScore('我爱北京天安门', '我爱北京天安', { cjk: false }).f1).toBe(0);
  });

  it('handles short texts (1–3 tokens) as one short shingle', () => {
    expect(pageScore('Hello world', 'hello world').f1).toBe(0); // case is kept
    expect(pageScore('Hello world', 'Hello, world!').f1).toBe(1);
    // short truth vs longer prediction containing it: the short shingle never matches a 4-gram.
    expect(pageScore('Hello world', 'Hello world and more').f1).toBe(0);
  });

  it('applies the empty-text rules', () => {
    // both empty: fp = fn = 0 → P = R = 1
    expect(pageScore('', '')).toMatchObject({ p: 1, r: 1, truthEmpty: true, predEmpty: true });
    // empty prediction: tp = fp = 0 → P = 0; R = 0
    expect(pageScore(words('a', 'b', 'c', 'd'), '')).toMatchObject({ p: 0, r: 0, predEmpty: true, truthEmpty: false });
    // empty truth, something predicted: P = 0, tp = fn = 0 → R = 0
    expect(pageScore('', words('a', 'b', 'c', 'd'))).toMatchObject({ p: 0, r: 0, predEmpty: false, truthEmpty: true });
    // punctuation only counts as empty
    expect(pageScore('...', '')).toMatchObject({ p: 1, r: 1, truthEmpty: true, predEmpty: true });
  });
});

describe('aggregate', () => {
  it('averages P over non-empty predictions and R over non-empty truths', () => {
    const scores = [
      { p: 1, r: 0.5, truthEmpty: false, predEmpty: false },
      { p: 0.5, r: 1, truthEmpty: false, predEmpty: false },
      { p: 0, r: 0, truthEmpty: false, predEmpty: true }, // nothing predicted: R only
      { p: 0, r: 0, truthEmpty: true, predEmpty: false }, // empty truth: P only
    ];
    const a = aggregate(scores);
    expect(a.n).toBe(4);
    expect(a.nPred).toBe(3);
    expect(a.nTruth).toBe(3);
    expect(a.p).toBeCloseTo(1.5 / 3, 12);
    expect(a.r).toBeCloseTo(1.5 / 3, 12);
    expect(a.f1).toBeCloseTo(0.5, 12);
  });

  it('uses F1 = 2PR/(P+R) of the dataset means, not the mean of page F1s', () => {
    const a = aggregate([
      { p: 1, r: 0.2, truthEmpty: false, predEmpty: false },
      { p: 0.6, r: 1, truthEmpty: false, predEmpty: false },
    ]);
    expect(a.p).toBeCloseTo(0.8, 12);
    expect(a.r).toBeCloseTo(0.6, 12);
    expect(a.f1).toBeCloseTo((2 * 0.8 * 0.6) / 1.4, 12);
  });

  it('returns zeros for no pages', () => {
    expect(aggregate([])).toEqual({ n: 0, nPred: 0, nTruth: 0, p: 0, r: 0, f1: 0 });
  });
});

describe('speed', () => {
  it('scores a 50k-token page pair in well under a second', () => {
    const tokens = Array.from({ length: 50_000 }, (_, i) => `w${i % 997}`);
    const t0 = performance.now();
    const s = pageScore(tokens.join(' '), tokens.slice(0, 25_000).join(' '));
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(s.p).toBe(1);
  });
});
