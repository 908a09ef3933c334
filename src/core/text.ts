/**
 * Text primitives shared by every stage: CJK-aware character classes, punctuation, whitespace.
 * Everything here is a pure function of strings; no DOM.
 */

/** Han, Hiragana, Katakana, Hangul: scripts written without spaces, one character ≈ one word. */

/**
 * Sentence and clause punctuation, Latin and CJK full-width (seed 001 counts these: bodies are
 * full of them, navigation has almost none). Quotes and brackets count too, as in the paper.
 */
const PUNCTUATION = new Set(
  Array.from('.,;:!?\'"()[]—–…' + '。，！？；：、“”‘’《》（）【】「」『』〈〉．・'),
);

/** Marks that end a sentence: a text unit holding one of these reads like prose. */
const SENTENCE_END = new Set(Array.from('.!?。！？…'));

/** Han, kana and Hangul ranges, on a UTF-16 code unit (the one definition of "CJK" here). */
function isCjkCode(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff) || (code >= 0xac00 && code <= 0xd7af);
}

export function isCjkChar(ch: string): boolean {
  return ch.length > 0 && isCjkCode(ch.charCodeAt(0));
}

export function countCjk(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (isCjkCode(text.charCodeAt(i))) n++;
  return n;
}

export interface TextCounts {
  /** Non-whitespace characters. */
  chars: number;
  /** Punctuation marks (see PUNCTUATION). */
  punct: number;
  /** Sentence-ending marks. */
  stops: number;
  /** CJK characters. */
  cjk: number;
}

/**
 * One pass over a string: characters, punctuation, sentence ends, CJK characters. The walk
 * passes its own scratch object as `into` (overwritten) so counting allocates nothing.
 */
export function countText(text: string, into?: TextCounts): TextCounts {
  let chars = 0;
  let punct = 0;
  let stops = 0;
  let cjk = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Fast path for ASCII whitespace and letters.
    if (code <= 32) continue;
    if (code === 0xa0 || code === 0x3000 || (code >= 0x2000 && code <= 0x200b)) continue;
    chars++;
    if (isCjkCode(code)) {
      cjk++;
      continue;
    }
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) continue;
    const ch = text[i];
    if (PUNCTUATION.has(ch)) {
      punct++;
      if (SENTENCE_END.has(ch)) stops++;
    }
  }
  if (!into) return { chars, punct, stops, cjk };
  into.chars = chars;
  into.punct = punct;
  into.stops = stops;
  into.cjk = cjk;
  return into;
}

/** Collapse runs of whitespace (including NBSP and ideographic space) to one space. */
export function collapseSpace(text: string): string {
  return text.replace(/[\s\u00a0\u3000]+/g, ' ');
}

/** Collapsed and trimmed. */
export function normalizeText(text: string): string {
  return collapseSpace(text).trim();
}

/** Words for reading time: Latin words by spaces, each CJK character as a word. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isCjkCode(code)) {
      words++;
      inWord = false;
    } else if (code <= 32 || code === 0xa0 || code === 0x3000 || (code >= 0x3000 && PUNCTUATION.has(text[i]))) {
      // Spaces end a word, and so does full-width punctuation ("React，Vue" is two words).
      inWord = false;
    } else if (!inWord && !PUNCTUATION.has(text[i])) {
      words++;
      inWord = true;
    }
  }
  return words;
}

/** Reading speeds: ~230 English words a minute; ~400 Chinese characters a minute. */
export const WORDS_PER_MINUTE = 230;
export const CJK_CHARS_PER_MINUTE = 400;

export function readingMinutes(text: string): number {
  return minutesFor(countWords(text), countText(text).cjk);
}

/** Reading minutes from counts already made: CJK characters at their own speed. */
export function minutesFor(words: number, cjk: number): number {
  const minutes = (words - cjk) / WORDS_PER_MINUTE + cjk / CJK_CHARS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

/** Cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never cut between the two halves of a surrogate pair (an emoji).
  const end = /[\ud800-\udbff]/.test(text[max - 1] ?? '') ? max - 1 : max;
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd() + '…';
}
