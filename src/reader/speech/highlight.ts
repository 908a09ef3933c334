/**
 * Marks the sentence and word being read without touching the article's text: ranges registered
 * with the CSS Custom Highlight API (styled by `::highlight()` in the view's sheet). Where the API
 * is missing, the sentence's block carries `data-speaking` instead. Either way copy, export and
 * the article's HTML are unchanged.
 */

export const SENTENCE_HIGHLIGHT = 'winnow-speech-sentence';
export const WORD_HIGHLIGHT = 'winnow-speech-word';
const SPEAKING_ATTRIBUTE = 'data-speaking';

interface HighlightApi {
  highlights: Map<string, unknown>;
  Highlight: new (...ranges: Range[]) => unknown;
}

function highlightApi(win: Window): HighlightApi | null {
  const css = (win as unknown as { CSS?: { highlights?: Map<string, unknown> } }).CSS;
  const Highlight = (win as unknown as { Highlight?: HighlightApi['Highlight'] }).Highlight;
  return css?.highlights && Highlight ? { highlights: css.highlights, Highlight } : null;
}

export interface Highlighter {
  sentence(block: Element, range: Range | null): void;
  word(range: Range | null): void;
  clear(): void;
}

export function highlighter(win: Window): Highlighter {
  const api = highlightApi(win);
  let marked: Element | null = null;
  const set = (name: string, range: Range | null): void => {
    if (!api) return;
    if (range) api.highlights.set(name, new api.Highlight(range));
    else api.highlights.delete(name);
  };
  return {
    sentence(block, range) {
      marked?.removeAttribute(SPEAKING_ATTRIBUTE);
      marked = block;
      block.setAttribute(SPEAKING_ATTRIBUTE, '');
      set(SENTENCE_HIGHLIGHT, range);
      set(WORD_HIGHLIGHT, null);
    },
    word(range) {
      set(WORD_HIGHLIGHT, range);
    },
    clear() {
      marked?.removeAttribute(SPEAKING_ATTRIBUTE);
      marked = null;
      set(SENTENCE_HIGHLIGHT, null);
      set(WORD_HIGHLIGHT, null);
    },
  };
}

/** Scrolls `block` to the middle of the view when the sentence's range is outside it. */
export function keepInView(scroller: Element, block: Element, range: Range | null): void {
  const view = scroller.getBoundingClientRect();
  const rect = (range ?? block).getBoundingClientRect();
  // The sticky toolbar covers the top of the scroller: a sentence in its top fifth counts as hidden.
  const top = view.top + view.height * 0.2;
  const bottom = view.bottom - view.height * 0.15;
  if (rect.top >= top && rect.bottom <= bottom) return;
  const reduced = scroller.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  block.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}
