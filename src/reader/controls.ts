/**
 * The reading view's toolbar and its settings panel. Every control is a real <button> with a
 * visible or accessible label from _locales; choices are aria-pressed toggle buttons inside
 * labelled groups, steppers say their current value. Changes apply at once through `onChange`.
 */
import {
  FONTS, LIMITS, THEMES, stepSetting, type FontChoice, type NumericSetting, type ReaderSettings, type Theme,
} from './settings';

export type Translate = (key: string, subs?: string[]) => string;

export interface ToolbarActions {
  close(): void;
  print(): void;
  /** Turn "show what was removed" on or off; the view re-renders its content. */
  showRemoved(on: boolean): void;
  /** Turn the manual-removal mode on or off. */
  editing(on: boolean): void;
  /** Copy the article (title and source first); false when the clipboard refused. */
  copy(format: CopyFormat): Promise<boolean>;
  /** Start or stop read aloud. */
  readAloud(on: boolean): void;
}

export type CopyFormat = 'text' | 'markdown';

/** How long a copy button says "Copied" (or "Copy failed") before its label comes back. */
const COPY_FEEDBACK_MS = 1500;

function copyButton(doc: Document, t: Translate, label: string, format: CopyFormat, copy: ToolbarActions['copy']): HTMLButtonElement {
  const b = button(doc, label);
  b.dataset.action = `copy-${format}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  b.addEventListener('click', () => {
    void copy(format).then((ok) => {
      clearTimeout(timer);
      b.textContent = t(ok ? 'copied' : 'copyFailed');
      timer = setTimeout(() => (b.textContent = label), COPY_FEEDBACK_MS);
    });
  });
  return b;
}

export function button(doc: Document, label: string, className = 'btn'): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = label;
  return b;
}

function toggle(doc: Document, label: string, onToggle: (on: boolean) => void): HTMLButtonElement {
  const b = button(doc, label);
  b.setAttribute('aria-pressed', 'false');
  b.addEventListener('click', () => {
    const on = b.getAttribute('aria-pressed') !== 'true';
    b.setAttribute('aria-pressed', String(on));
    onToggle(on);
  });
  return b;
}

/** The sticky bar: close, read aloud, removed blocks, manual removal, copy, print, settings disclosure. */
export function buildToolbar(doc: Document, t: Translate, actions: ToolbarActions, panel: HTMLElement): HTMLElement {
  const bar = doc.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', t('readerToolbar'));

  const close = button(doc, '✕', 'btn btn--icon');
  close.setAttribute('aria-label', t('readerClose'));
  close.title = t('readerCloseHint');
  close.dataset.action = 'close';
  close.addEventListener('click', () => actions.close());

  const settings = button(doc, t('readerSettings'));
  settings.dataset.action = 'settings';
  settings.setAttribute('aria-expanded', 'false');
  settings.setAttribute('aria-controls', panel.id);
  settings.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    settings.setAttribute('aria-expanded', String(open));
  });

  const removed = toggle(doc, t('readerShowRemoved'), actions.showRemoved);
  removed.dataset.action = 'show-removed';
  const edit = toggle(doc, t('readerEdit'), actions.editing);
  edit.dataset.action = 'edit';
  const print = button(doc, t('readerPrint'));
  print.dataset.action = 'print';
  print.addEventListener('click', () => actions.print());

  const listen = toggle(doc, t('readAloud'), actions.readAloud);
  listen.dataset.action = 'read-aloud';
  listen.title = t('readAloudHint');
  const copyText = copyButton(doc, t, t('copyText'), 'text', actions.copy);
  const copyMarkdown = copyButton(doc, t, t('copyMarkdown'), 'markdown', actions.copy);

  const spacer = doc.createElement('span');
  spacer.className = 'bar__spacer';
  // The settings button comes last: its panel follows the toolbar, so Tab goes from the button
  // straight into the panel it opened.
  bar.append(close, spacer, listen, removed, edit, copyText, copyMarkdown, print, settings);
  return bar;
}

const THEME_KEYS: Record<Theme, string> = {
  light: 'themeLight', sepia: 'themeSepia', dark: 'themeDark', system: 'themeSystem',
};
const FONT_KEYS: Record<FontChoice, string> = {
  auto: 'fontAuto', serif: 'fontSerif', sans: 'fontSans', mono: 'fontMono',
};

/** A settings row: a group labelled by its visible title. */
function labelledRow(doc: Document, name: string, label: string): HTMLElement {
  const row = doc.createElement('div');
  row.className = 'panel__row';
  row.setAttribute('role', 'group');
  const title = doc.createElement('span');
  title.className = 'panel__label';
  title.id = `winnow-${name}-label`;
  title.textContent = label;
  row.setAttribute('aria-labelledby', title.id);
  row.append(title);
  return row;
}

/** A labelled group of mutually exclusive toggle buttons. */
function choiceGroup<T extends string>(
  doc: Document, label: string, values: readonly T[], names: Record<T, string>, t: Translate,
  current: () => T, choose: (v: T) => void, name: string,
): { group: HTMLElement; sync(): void } {
  const group = labelledRow(doc, name, label);
  const buttons = values.map((v) => {
    const b = button(doc, t(names[v]));
    b.dataset[name] = v;
    b.addEventListener('click', () => choose(v));
    group.append(b);
    return b;
  });
  const sync = () => buttons.forEach((b, i) => b.setAttribute('aria-pressed', String(values[i] === current())));
  return { group, sync };
}

const STEPPER_KEYS: Record<NumericSetting, [label: string, less: string, more: string]> = {
  fontSize: ['settingSize', 'settingSmaller', 'settingLarger'],
  lineHeight: ['settingLeading', 'settingTighter', 'settingLooser'],
  width: ['settingWidth', 'settingNarrower', 'settingWider'],
};

function formatValue(key: NumericSetting, v: number): string {
  if (key === 'fontSize') return `${v}px`;
  if (key === 'width') return `${v}ch`;
  return v.toFixed(1);
}

/** − value + for one numeric setting; the buttons disable at the bounds. */
function stepper(
  doc: Document, key: NumericSetting, t: Translate, current: () => ReaderSettings, apply: (s: ReaderSettings) => void,
): { row: HTMLElement; sync(): void } {
  const [labelKey, lessKey, moreKey] = STEPPER_KEYS[key];
  const row = labelledRow(doc, key, t(labelKey));
  const less = button(doc, '−', 'btn btn--icon');
  const more = button(doc, '+', 'btn btn--icon');
  less.setAttribute('aria-label', t(lessKey));
  more.setAttribute('aria-label', t(moreKey));
  less.dataset.step = `${key}-`;
  more.dataset.step = `${key}+`;
  const value = doc.createElement('output');
  value.className = 'panel__value';
  value.setAttribute('aria-live', 'polite');
  less.addEventListener('click', () => apply(stepSetting(current(), key, -1)));
  more.addEventListener('click', () => apply(stepSetting(current(), key, 1)));
  row.append(less, value, more);
  const sync = () => {
    const v = current()[key];
    value.textContent = formatValue(key, v);
    // aria-disabled rather than disabled: the button keeps focus while the user steps to a bound.
    less.setAttribute('aria-disabled', String(v <= LIMITS[key].min));
    more.setAttribute('aria-disabled', String(v >= LIMITS[key].max));
  };
  return { row, sync };
}

/**
 * The settings panel (hidden until the toolbar opens it). `sync()` re-reads the settings, so a
 * change made in another tab (storage.onChanged) shows here too.
 */
export function buildPanel(
  doc: Document, t: Translate, current: () => ReaderSettings, apply: (s: ReaderSettings) => void,
): { panel: HTMLElement; sync(): void } {
  const panel = doc.createElement('div');
  panel.className = 'panel';
  panel.id = 'winnow-settings';
  panel.hidden = true;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', t('readerSettings'));
  const fonts = choiceGroup(doc, t('settingFont'), FONTS, FONT_KEYS, t, () => current().font, (font) => apply({ ...current(), font }), 'font');
  const themes = choiceGroup(doc, t('settingTheme'), THEMES, THEME_KEYS, t, () => current().theme, (theme) => apply({ ...current(), theme }), 'theme');
  const steppers = (['fontSize', 'lineHeight', 'width'] as const).map((k) => stepper(doc, k, t, current, apply));
  // Multi-page articles: one on/off button (takes effect the next time the view opens).
  const pagesRow = labelledRow(doc, 'pages', t('settingPages'));
  const pages = button(doc, t('settingJoinPages'));
  pages.dataset.setting = 'join-pages';
  pages.addEventListener('click', () => apply({ ...current(), joinPages: !current().joinPages }));
  pagesRow.append(pages);
  panel.append(themes.group, fonts.group, ...steppers.map((s) => s.row), pagesRow);
  const sync = () => {
    pages.setAttribute('aria-pressed', String(current().joinPages));
    fonts.sync();
    themes.sync();
    steppers.forEach((s) => s.sync());
  };
  sync();
  return { panel, sync };
}
