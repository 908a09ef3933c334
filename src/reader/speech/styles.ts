/**
 * Read aloud's own sheet, adopted next to the view's when read aloud starts (it ships in the
 * read-aloud script, so the view's script does not carry it): a second toolbar row, and the
 * sentence and word being read drawn over the text.
 */
import { UI_STACK } from '../themes';
import { SENTENCE_HIGHLIGHT, WORD_HIGHLIGHT } from './highlight';

export const SPEECH_CSS = `
.speech { flex-basis: 100%; display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding-top: 6px; border-top: 1px solid var(--rule); }
.speech__field { display: inline-flex; align-items: center; gap: 6px; font: 13px/1.2 ${UI_STACK}; color: var(--muted); }
.speech select {
  font: 14px/1.2 ${UI_STACK}; min-height: 34px; max-width: 18em; padding: 4px 8px; border-radius: 8px;
  border: 1px solid var(--rule); background: var(--bg); color: var(--fg);
}
.speech__status { font: 13px/1.3 ${UI_STACK}; color: var(--muted); }
::highlight(${SENTENCE_HIGHLIGHT}) { background-color: color-mix(in srgb, var(--accent) 20%, transparent); }
::highlight(${WORD_HIGHLIGHT}) { background-color: color-mix(in srgb, var(--accent) 45%, transparent); }
@supports not selector(::highlight(x)) {
  .content [data-speaking] { outline: 2px solid var(--accent); outline-offset: 4px; border-radius: 2px; }
}
`;

const adopted = new WeakSet<Node>();

/** Adds the sheet to the shadow root (or document) the view lives in, once. */
export function adoptSpeechSheet(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  if (adopted.has(root) || !('adoptedStyleSheets' in root)) return;
  adopted.add(root);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(SPEECH_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
