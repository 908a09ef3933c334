/**
 * The on-demand tools' own sheet, adopted next to the view's when a tool starts (it ships in the
 * tools script, so the view's script does not carry it): read aloud's toolbar row and the
 * sentence and word being read, drawn over the text; the page lines of a multi-page article.
 */
import { UI_STACK } from './themes';
import { SENTENCE_HIGHLIGHT, WORD_HIGHLIGHT } from './speech/highlight';

export const TOOLS_CSS = `
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
.page-break {
  display: flex; align-items: center; gap: 12px; margin: 2.2em 0 1.2em;
  font: 600 13px/1.4 ${UI_STACK}; letter-spacing: .06em; text-transform: uppercase; color: var(--muted);
}
.page-break::before, .page-break::after { content: ""; flex: 1; border-top: 1px solid var(--rule); }
.page-status { font: 14px/1.5 ${UI_STACK}; color: var(--muted); }
.page-status--failed { padding: .5em .8em; border-inline-start: 3px solid var(--accent); }
`;

const adopted = new WeakSet<Node>();

/** Adds the sheet to the shadow root (or document) the view lives in, once. */
export function adoptToolsSheet(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  if (adopted.has(root) || !('adoptedStyleSheets' in root)) return;
  adopted.add(root);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(TOOLS_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
