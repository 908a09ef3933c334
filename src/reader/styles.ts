/**
 * The reading view's stylesheet, as a string: adopted by the closed shadow root over a page
 * (constructable stylesheets are not subject to the page's style-src CSP, and nothing of the
 * page's CSS reaches inside), and by the extension-tab fallback. One sheet for both.
 */
import { MONO_STACK, PALETTES, UI_STACK, paletteCss } from './themes';

/** Fade-in of the view; none at all under prefers-reduced-motion. */
const FADE_MS = 140;

export const READER_CSS = `
:host { all: initial; }
.reader {
  ${paletteCss(PALETTES.light)}
  --font: serif; --size: 19px; --leading: 1.6; --measure: 70ch;
  color-scheme: light;
  position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none;
  margin: 0; padding: 0; border: 0; overflow: auto; overscroll-behavior: contain;
  background: var(--bg); color: var(--fg);
  font: 16px/1.5 ${UI_STACK};
  animation: winnow-fade ${FADE_MS}ms ease-out;
  -webkit-text-size-adjust: 100%;
}
.reader.is-tab { position: static; min-height: 100vh; overflow: visible; }
.reader::backdrop { background: #000; }
.reader[data-theme="sepia"] { ${paletteCss(PALETTES.sepia)} color-scheme: light; }
.reader[data-theme="dark"] { ${paletteCss(PALETTES.dark)} color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  .reader[data-theme="system"] { ${paletteCss(PALETTES.dark)} color-scheme: dark; }
}
@keyframes winnow-fade { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .reader, .reader * { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }

/* Toolbar: sticky, quiet, every control a real button. */
.bar {
  position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 6px;
  padding: 8px 16px; background: var(--bg); border-bottom: 1px solid var(--rule);
}
.bar__spacer { flex: 1; }
.btn {
  font: 500 14px/1 ${UI_STACK}; min-height: 34px; padding: 8px 12px; border-radius: 8px;
  border: 1px solid var(--rule); background: var(--bg); color: var(--fg); cursor: pointer;
}
.btn:hover { border-color: var(--accent); }
.btn[aria-pressed="true"], .btn[aria-expanded="true"] { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
.btn--icon { min-width: 34px; padding: 8px; font-size: 16px; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.panel {
  /* Same column as the article: its font sets the width of 'ch' in --measure (children set their own fonts). */
  position: sticky; top: 51px; z-index: 2; display: grid; grid-template-columns: minmax(0, var(--measure)); justify-content: center;
  font-family: var(--font); font-size: var(--size); gap: 12px; padding: 14px 20px;
  background: var(--raised); color: var(--fg); border-bottom: 1px solid var(--rule);
}
.panel__row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0; padding: 0; border: 0; }
.panel__label { min-width: 9em; font: 600 13px/1.2 ${UI_STACK}; color: var(--muted); padding: 0; }
.panel__value { min-width: 4em; text-align: center; font: 14px/1 ${UI_STACK}; font-variant-numeric: tabular-nums; }

/* The page: one column of the chosen measure, typography from the settings. */
.page { padding: 40px 20px 96px; }
.article {
  max-width: var(--measure); margin: 0 auto;
  font-family: var(--font); font-size: var(--size); line-height: var(--leading);
  overflow-wrap: break-word; hyphens: auto; text-rendering: optimizeLegibility;
}
.article:lang(zh), .article:lang(ja) { line-break: strict; hyphens: none; }
.meta { margin-bottom: 1.6em; padding-bottom: 1em; border-bottom: 1px solid var(--rule); }
.meta__partial { font-size: 0.85em; margin: 0.6em 0 0; padding: 0.4em 0.7em; border-inline-start: 3px solid var(--accent); }
.meta__site { margin: 0 0 6px; font: 600 13px/1.4 ${UI_STACK}; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); }
.meta__title { margin: 0 0 .4em; font-size: 1.75em; line-height: 1.2; }
.meta__line { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0; font: 14px/1.5 ${UI_STACK}; color: var(--muted); }
.meta__line a { color: var(--accent); }

.content :is(h1, h2, h3, h4, h5, h6) { line-height: 1.25; margin: 1.6em 0 .5em; }
.content h1 { font-size: 1.5em; } .content h2 { font-size: 1.3em; } .content h3 { font-size: 1.12em; }
.content :is(h4, h5, h6) { font-size: 1em; }
.content :is(p, ul, ol, dl, blockquote, figure, table, pre) { margin: 0 0 1em; }
.content a { color: var(--accent); text-underline-offset: .15em; }
.content img, .content picture, .content video, .content svg { max-width: 100%; height: auto; }
.content figure { margin-inline: 0; }
.content figcaption { margin-top: .4em; font: 14px/1.45 ${UI_STACK}; color: var(--muted); }
.content blockquote { margin-inline: 0; padding-inline-start: 1em; border-inline-start: 3px solid var(--rule); color: var(--muted); }
.content :is(pre, code, kbd, samp) { font-family: ${MONO_STACK}; font-size: .88em; }
.content pre { padding: 12px 14px; overflow-x: auto; white-space: pre; background: var(--raised); border-radius: 6px; line-height: 1.45; tab-size: 4; }
.content :not(pre) > code { padding: .1em .3em; background: var(--raised); border-radius: 3px; }
.content table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; font-size: .9em; }
.content :is(td, th) { border: 1px solid var(--rule); padding: 4px 10px; text-align: start; vertical-align: top; }
.content hr { border: 0; border-top: 1px solid var(--rule); margin: 2em 0; }
.content math { font-size: 1.05em; }

/* Lists and threads (page types). */
.items, .posts { list-style: none; margin: 0; padding: 0; }
.item, .post { padding: .8em 0; border-bottom: 1px solid var(--rule); }
.item__title { margin: 0 0 .2em; font-size: 1.1em; line-height: 1.3; }
.item__title a { color: var(--accent); }
.item__snippet { margin: 0; }
.item__date, .post__meta { margin: 0 0 .3em; font: 14px/1.4 ${UI_STACK}; color: var(--muted); }
.post__author { font-weight: 600; color: var(--fg); }

/* Where the reader is: a bar along the toolbar's edge, the time left, the contents. */
.progress { position: absolute; inset-inline: 0; bottom: -1px; height: 3px; pointer-events: none; }
.progress__fill { height: 100%; background: var(--accent); transform-origin: 0 50%; transform: scaleX(0); }
.reader[dir="rtl"] .progress__fill { transform-origin: 100% 50%; }
.progress__left { margin-inline-start: 6px; font: 13px/1 ${UI_STACK}; color: var(--muted); white-space: nowrap; }
.toc { margin: 0 0 1.6em; padding: 8px 12px; border: 1px solid var(--rule); border-radius: 8px; font: 15px/1.45 ${UI_STACK}; }
.toc__summary { cursor: pointer; font-weight: 600; }
.toc__list { list-style: none; margin: 8px 0 0; padding: 0; }
.toc__item--h3 { padding-inline-start: 1em; }
.toc__item--h4 { padding-inline-start: 2em; }
.toc__entry {
  display: block; width: 100%; padding: 4px 6px; border: 0; border-radius: 4px; background: none;
  font: inherit; color: var(--accent); text-align: start; cursor: pointer;
}
.toc__entry:hover { text-decoration: underline; }
.toc__entry[aria-current] { color: var(--fg); background: var(--raised); font-weight: 600; }

/* Manual removal and "show what was removed". */
.block { position: relative; }
.block__remove {
  float: inline-end; margin-inline-start: 8px; font: 500 13px/1 ${UI_STACK}; padding: 6px 8px; border-radius: 6px;
  border: 1px solid var(--rule); background: var(--bg); color: var(--muted); cursor: pointer;
}
.block__remove:hover { color: var(--fg); border-color: var(--accent); }
.is-editing .block { outline: 1px dashed var(--rule); outline-offset: 4px; }
.removed-block {
  margin: 0 0 1em; padding: 8px 12px; border: 1px dashed var(--muted); border-radius: 6px;
  background: var(--removed-bg); color: var(--muted); font-size: .9em;
}
.removed-block__reason { display: block; margin-bottom: 4px; font: 600 12px/1.3 ${UI_STACK}; text-transform: uppercase; letter-spacing: .05em; }
.removed-block__restore { margin-top: 6px; }
.removed-list { margin-top: 2em; }
.removed-list__title { font: 600 14px/1.4 ${UI_STACK}; color: var(--muted); }

.toast {
  position: fixed; inset-block-end: 20px; inset-inline-start: 50%; transform: translateX(-50%); z-index: 3;
  display: flex; align-items: center; gap: 12px; padding: 10px 14px; border-radius: 10px;
  background: var(--fg); color: var(--bg); font: 14px/1.3 ${UI_STACK}; box-shadow: 0 4px 16px rgb(0 0 0 / .25);
}
.toast .btn { background: var(--bg); color: var(--fg); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

@media (forced-colors: active) {
  .btn, .block__remove { border-color: ButtonText; }
  .btn[aria-pressed="true"], .btn[aria-expanded="true"] { forced-color-adjust: none; background: Highlight; color: HighlightText; }
  .removed-block { border-color: CanvasText; }
  .toast { border: 1px solid CanvasText; }
  .progress__fill { forced-color-adjust: none; background: Highlight; }
  .toc__entry[aria-current] { forced-color-adjust: none; background: Highlight; color: HighlightText; }
  :focus-visible { outline-color: Highlight; }
}

@media print {
  .reader { position: absolute; inset: auto; height: auto; overflow: visible; background: #fff; color: #000; animation: none; }
  .bar, .panel, .toast, .toc, .block__remove, .removed-block, .removed-list { display: none !important; }
  .page { padding: 0; }
  .article { max-width: none; font-size: 12pt; }
  .meta__line a, .content a { color: #000; }
  .content a[href^="http"]::after { content: " (" attr(href) ")"; font-size: .8em; overflow-wrap: anywhere; }
  .content :is(pre, table) { overflow: visible; white-space: pre-wrap; }
  .content :is(h1, h2, h3, h4) { break-after: avoid; }
  .content :is(figure, pre, blockquote, tr) { break-inside: avoid; }
}
`;

/**
 * Added to the page's own document while the view is open (as an adopted sheet, so the page's
 * DOM is untouched): printing shows the view, not the page under it.
 */
export const PAGE_PRINT_CSS = `@media print { :root > :not([data-winnow-reader]) { display: none !important; } }`;
