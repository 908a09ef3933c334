/**
 * The reading view's tools that load on first use: read aloud, the Markdown converter and the
 * reading of a multi-page article's following pages. They
 * ship as their own script (src/content/tools-main.ts, injected by the worker when first asked
 * for; a module import in the extension-tab view), so the script that opens the view stays small.
 * The view and the tools meet through these types and one global of the isolated world.
 */
import type { Translate } from './controls';
import type { SettingsArea } from './settings';
import type { ExportSource } from './export';
import type { JoinContext } from './pages';
import type { Article, SiteTemplate } from '../core/types';
import type { PageEntryMessage } from '../messaging/messages';

/** The isolated world's global under which the injected tools script registers itself. */
export const TOOLS_GLOBAL = '__winnowReaderTools';

/**
 * The global under which the extraction script (content/index.ts) lends its engine to the
 * scripts injected after it: the reading view and the tools carry no engine of their own, so a
 * page compiles the engine once, and the view opened from the popup reads with an engine that
 * has already run (bench/latency.mjs).
 */
export const ENGINE_GLOBAL = '__winnowEngine';

/** How the live page is read (content/read.ts readPage). */
export interface ReadOptions {
  /** Fill Article.removed (the reading view's "show removed"). */
  debug?: boolean;
  /** Fill Article.entries from the same walk (the worker learns from them). */
  entries?: boolean;
}

export interface EngineApi {
  /** The article the popup was last given (page 1). */
  last: Article | null;
  /** Reads a fetched page with the engine (no layout). */
  read(doc: Document, url: string, template: SiteTemplate | undefined): Article;
  /** Reads the live page (content/read.ts readPage). */
  readPage(template: SiteTemplate | undefined, removals: PageEntryMessage[] | undefined, options?: ReadOptions): Article;
  /** The page's "next page" link, for a multi-page article (core/pages/next-page.ts). */
  nextPageUrl(doc: Document, url: string): string | null;
}

/** The engine the extraction script lent this world; the worker injects that script first. */
export function borrowedEngine(): EngineApi {
  const engine = (globalThis as unknown as Record<string, EngineApi | undefined>)[ENGINE_GLOBAL];
  if (!engine) throw new Error('The extraction script is not loaded in this page.');
  return engine;
}

export interface ReadAloudContext {
  /** The view's toolbar: the read-aloud controls are added as its second row. */
  toolbar: HTMLElement;
  /** The article's content (what is read; clicks on it choose where to start). */
  content: HTMLElement;
  /** The element that scrolls the view. */
  scroller: HTMLElement;
  /** The article's language (empty when the page did not say). */
  lang: string;
  uiLang: string;
  t: Translate;
  /** Where voice and rate are kept (storage.sync). */
  storage: SettingsArea;
  /** Read aloud ended (stop button, end of article, an engine failure). */
  onStop(): void;
}

export interface ReadAloudSession {
  /** Pause when reading, read on when paused. */
  toggle(): void;
  /** Stops speaking and removes the controls and highlight. */
  stop(): void;
}

export interface ReaderTools {
  startReadAloud(ctx: ReadAloudContext): ReadAloudSession;
  /** The article as Markdown, headed by its title and source (src/reader/export.ts). */
  asMarkdown(source: ExportSource): string;
  /** Appends the following pages of a multi-page article to the view (pages.ts). */
  joinPages(ctx: JoinContext): Promise<void>;
}
