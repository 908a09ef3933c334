/** text.ts: character classes, punctuation (Latin and CJK full-width), words, reading time. */
import { describe, expect, it } from 'vitest';
import {
  countCjk, countText, countWords, isCjkChar, normalizeText, readingMinutes, truncate,
} from '../../src/core/text';

describe('countText', () => {
  it('counts non-whitespace characters, punctuation and sentence stops in Latin text', () => {
    // "Hello," = 6, "world!" = 6; the space is not a character.
    expect(countText('Hello, world!')).toEqual({ chars: 12, punct: 2, stops: 1, cjk: 0 });
  });

  it('skips every kind of whitespace: ASCII, NBSP, ideographic space, the U+2000 spaces', () => {
    expect(countText(' a\tb\nc\u00a0d\u3000e\u2003f\u200bg ').chars).toBe(7);
  });

  it('counts CJK characters as characters and as CJK, full-width marks as punctuation', () => {
    expect(countText('你好，世界。')).toEqual({ chars: 6, punct: 2, stops: 1, cjk: 4 });
  });

  it('knows every CJK full-width mark, and only 。！？ among them end a sentence', () => {
    const marks = '。，！？；：、“”《》（）';
    expect(countText(marks)).toEqual({ chars: 13, punct: 13, stops: 3, cjk: 0 });
  });

  it('counts Latin sentence ends (. ! ? …) as stops but not commas, quotes or dashes', () => {
    expect(countText('One. Two! Three? Four… "five", (six) — seven; eight:')).toEqual({
      chars: 44, punct: 12, stops: 4, cjk: 0,
    });
  });

  it('does not count letters, digits or other symbols as punctuation', () => {
    expect(countText('abc 123 #$%+=')).toEqual({ chars: 11, punct: 0, stops: 0, cjk: 0 });
  });

  it('counts kana and hangul as CJK', () => {
    expect(countText('ひらがなカタカナ한국어').cjk).toBe(11);
    expect(countCjk('ひらがなカタカナ한국어 and 中文')).toBe(13);
    expect(isCjkChar('中')).toBe(true);
    expect(isCjkChar('a')).toBe(false);
    expect(isCjkChar('，')).toBe(false);
  });

  it('gives zeros for an empty string', () => {
    expect(countText('')).toEqual({ chars: 0, punct: 0, stops: 0, cjk: 0 });
  });
});

describe('countWords', () => {
  it('counts English words separated by whitespace', () => {
    expect(countWords('The quick brown fox jumps over the lazy dog')).toBe(9);
    expect(countWords('  spaced\t\tout\nwords  ')).toBe(3);
  });

  it('does not count punctuation standing alone as a word', () => {
    expect(countWords('Hello , world ! — “quoted” …')).toBe(3);
  });

  it('counts each CJK character as one word and ignores full-width punctuation', () => {
    expect(countWords('你好，世界。')).toBe(4);
    expect(countWords('日本語のテキスト')).toBe(8);
  });

  it('counts mixed CJK and Latin text: CJK characters one each, Latin runs one each', () => {
    // 我 爱 | New | York | 和 | iPhone15 | 手 机 → 2 + 1 + 1 + 1 + 1 + 2
    expect(countWords('我爱New York和iPhone15手机')).toBe(8);
  });

  it('gives 0 for empty or whitespace-only text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t\u00a0\u3000')).toBe(0);
  });

  // Regression: a full-width comma between two Latin words did not end the first word.
  it('ends a Latin word at full-width punctuation', () => {
    expect(countWords('使用React，Vue开发')).toBe(6);
  });
});

describe('readingMinutes', () => {
  const english = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('never says less than one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Just a few words.')).toBe(1);
  });

  it('reads English at 230 words a minute, rounded', () => {
    expect(readingMinutes(english(460))).toBe(2);
    expect(readingMinutes(english(2300))).toBe(10);
    expect(readingMinutes(english(1150 - 1))).toBe(5); // 4.996 rounds to 5
    expect(readingMinutes(english(805 - 1))).toBe(3); // 3.496 rounds to 3
  });

  it('reads Chinese at 400 characters a minute', () => {
    expect(readingMinutes('中'.repeat(800))).toBe(2);
    expect(readingMinutes('中'.repeat(4000))).toBe(10);
  });

  it('adds both for mixed text', () => {
    // 1150 English words (5 min) + 2000 CJK characters (5 min).
    expect(readingMinutes(english(1150) + ' ' + '文'.repeat(2000))).toBe(10);
  });
});

describe('normalizeText', () => {
  it('collapses all whitespace (NBSP, ideographic space included) and trims', () => {
    expect(normalizeText('  a \n\t b\u00a0\u00a0c\u3000d  ')).toBe('a b c d');
    expect(normalizeText('\n\n')).toBe('');
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
  });

  it('cuts at the last word boundary and adds an ellipsis', () => {
    expect(truncate('The quick brown fox jumps', 12)).toBe('The quick…');
  });

  it('cuts mid-word when the last space is too early (before 60% of the limit)', () => {
    expect(truncate('ab cdefghijklmnop', 10)).toBe('ab cdefghi…');
    expect(truncate('abcdefghijklmnop', 5)).toBe('abcde…');
  });

  it('does not leave trailing spaces before the ellipsis', () => {
    expect(truncate('abcdefg   hijklmnop', 10)).toBe('abcdefg…');
  });

  // Regression: the cut is by UTF-16 code unit and could split an emoji's surrogate pair.
  it('never ends in a lone surrogate', () => {
    expect(truncate('😀😀😀', 3)).toBe('😀…');
  });
});
