import type { SiteTemplate } from './template-types';

export type { SiteTemplate, TemplateEntry } from './template-types';

/**
 * The core's public contract. Everything outside src/core talks to the engine through these
 * types and `extract()` (src/core/extract.ts).
 */

/** Page types the engine distinguishes. v1 recognises article vs other; lists come later. */
export type PageType = 'article' | 'list' | 'forum' | 'other';

/** Names of the pipeline stages, each timed (Article.timings). */
export type StageName = 'segment' | 'template' | 'layout' | 'select' | 'pagetype' | 'comments' | 'forms' | 'dialogs' | 'gallery' | 'rails' | 'lead' | 'datelines' | 'disclosures' | 'title' | 'assemble' | 'metadata';
/**
 * What `disable` can switch off: the layout signals; the page-type reading (the article reading
 * is kept); the template (as if the site had none); and each filter of filters.ts: the title
 * heading (title-heading.ts), reader comments (forum/reader-comments.ts), input boxes
 * (input-box.ts), boxes opened by a close button (close-controls.ts), picture galleries
 * (gallery.ts), teaser rails (rails.ts), what stands above the headline (headline-lead.ts), the
 * source-and-date row above the story (datelines.ts) and affiliate disclosures (disclosures.ts).
 */
export type OptionalStage = 'layout' | 'pagetype' | 'template' | 'title' | 'comments' | 'forms' | 'dialogs' | 'gallery' | 'rails' | 'lead' | 'datelines' | 'disclosures';

/** The page-type model's layers and weights (pagetype/model.ts runs them; models/pagetype/ holds them). */
export type Activation = 'relu' | 'tanh' | 'linear' | 'softmax';

export interface DenseLayer {
  /** Kernel, row-major [inputs × units] (tfjs's layout). */
  kernel: Float32Array | number[];
  bias: Float32Array | number[];
  activation: Activation;
}

export interface PageTypeModel {
  /** Input feature names, in order; must equal FEATURE_NAMES. */
  features: string[];
  /** Output classes, in order. */
  classes: PageType[];
  mean: number[];
  scale: number[];
  layers: DenseLayer[];
}

export interface ExtractOptions {
  /** Page URL used to absolutise links; defaults to document.baseURI / document.URL. */
  url?: string;
  /** Record what was removed and why (Article.removed). */
  debug?: boolean;
  /** Stages to switch off (see OptionalStage); the others are required. */
  disable?: OptionalStage[];
  /**
   * Selection strategy; 'default' fuses every signal. The others keep each paper's method
   * measurable on its own: 'fused' (the default's rules plus the learned block classifier),
   * 'density' (seed 001), 'sd-descent' (seed 003), 'network' (seed 004's content-block tree +
   * dense network), 'svm' (seed 000's RBF SVM), 'layout-regions' (seed 002's VL_PS centre).
   * The learned ones need the research build (src/research/classify/register.ts).
   */
  strategy?: 'default' | 'fused' | 'density' | 'sd-descent' | 'network' | 'svm' | 'layout-regions';
  /** Read getBoundingClientRect where the document has layout (browser). Default: auto. */
  layout?: boolean;
  /** The site's learned boilerplate (seed 000): matching blocks are removed before selection. */
  template?: SiteTemplate;
  /** The page's type when the caller knows it (skips the page-type classifier). */
  pageType?: PageType;
  /**
   * A page-type model to classify with instead of the shipped one, as models/pagetype/*.json
   * stores it: the bench's held-fold runs use one trained without the held fold's sites
   * (models/pagetype/bench-held0.json), so its figures are not read on the model's own pages.
   */
  pageTypeModel?: PageTypeModel;
  /**
   * Time budget in ms (the watchdog). Past it, the walk and the assembly stop and the article
   * read so far is returned with `partial: true`. Default: none.
   */
  deadlineMs?: number;
  /**
   * Also return the page's template entries (seed 000), read from the same walk:
   * `Article.entries`. For learners, which would otherwise walk the page a second time.
   */
  entries?: boolean;
}

export interface RemovedBlock {
  /** Short CSS-like path of the removed element, e.g. "div#footer.links". */
  path: string;
  /** Why it was dropped, e.g. "link-dense", "comments", "outside main container". */
  reason: string;
  /** First characters of its text. */
  text: string;
}

export interface Article {
  title: string;
  byline: string | null;
  /** ISO 8601 date (or date-time) when found. */
  published: string | null;
  siteName: string | null;
  lang: string | null;
  dir: 'ltr' | 'rtl' | null;
  pageType: PageType;
  leadImage: string | null;
  excerpt: string;
  /** Clean HTML of the main content (built from a fresh DOM, allow-listed attributes). */
  html: string;
  /** Plain text: block elements end lines. */
  text: string;
  markdown: string;
  /** Words, with each CJK character counted as one word. */
  wordCount: number;
  readingMinutes: number;
  /** Milliseconds per stage plus 'total'. */
  timings: Record<string, number>;
  /** Present when options.debug is set. */
  removed?: RemovedBlock[];
  /** With options.debug: the element read as the content (a CSS-like path). */
  container?: string;
  /** With options.debug: the page-type model's class probabilities (absent when the type was forced). */
  pageTypeProbabilities?: Record<string, number>;
  /** Set when the watchdog (options.deadlineMs) stopped the extraction: the text is a prefix. */
  partial?: boolean;
  /** List pages (pageType 'list'): the repeated items, in page order. */
  items?: ListItem[];
  /** Forum and comment-thread pages (pageType 'forum'): the posts, in page order. */
  posts?: ForumPost[];
  /** Present when options.entries is set: every visible text unit's tag and normalised text. */
  entries?: { tag: string; text: string }[];
}

/** One entry of a list page (news index, search results, category page). */
export interface ListItem {
  title: string;
  /** Absolute URL of the item's main link. */
  url: string | null;
  snippet: string | null;
  /** ISO 8601 when parsed, else null. */
  date: string | null;
  image: string | null;
}

/** One post of a forum thread or comment section. */
export interface ForumPost {
  author: string | null;
  /** ISO 8601 when parsed, else null. */
  date: string | null;
  /** Clean HTML of the post body (same allow-list as Article.html). */
  html: string;
  text: string;
}

/** Thrown (as a rejected promise) when a page has no main content worth showing. */
export class NoContentError extends Error {
  constructor(message = 'No main content found on this page.') {
    super(message);
    this.name = 'NoContentError';
  }
}

/** The engine's "no main content" (also when it crossed a message or script boundary as a plain Error). */
export const isNoContent = (err: unknown): boolean =>
  err instanceof NoContentError || (err instanceof Error && err.name === 'NoContentError');
