/**
 * filters — what leaves the chosen content after selection, as an ordered list of filters with
 * one signature: the segmented page and the selection in, labels (node → reason) out. A filter
 * only reads; the pipeline alone applies its labels, times it (Article.timings, under its name)
 * and skips it when the caller switched it off (`disable`). Each one states a principle that
 * holds across sites and is read from structure, not from class names.
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import type { Removals } from './removals';
import type { OptionalStage, PageType } from './types';
import { templateProseIn, TEMPLATE_MAX_PROSE_SHARE } from './template';
import { readerComments } from './forum/reader-comments';
import { inputBoxes } from './input-box';
import { closableBoxes } from './close-controls';
import { titleHeading, TITLE_REASON } from './title-heading';
import { leadAboveHeadline } from './headline-lead';
import { pictureGalleries } from './gallery';
import { teaserRails } from './rails';
import { datelines } from './datelines';
import { affiliateDisclosures } from './disclosures';

export interface FilterInput {
  seg: Segmentation;
  /** The selection as the earlier filters left it (their labels applied). */
  sel: Selection;
  /** The article selection (before a list or forum reading took over). */
  article: Selection;
  pageType: PageType;
  /** The words the headline is found by (Metadata.searchTitle): the filters that keep clear of it read them. */
  title: string;
  /** Article.title, which the title filter leaves out of the body. */
  shownTitle: string;
  /** Subtree ends (tree.ts), computed once. */
  ends: Int32Array;
  /** The publication date the page declares (Metadata.published), which the header shows. */
  published: string | null;
  /** The site template's matches on the page as loaded (template.ts), when it has one. */
  template: Map<NodeInfo, string> | null;
}

export interface Filter {
  name: OptionalStage & ('template' | 'comments' | 'forms' | 'dialogs' | 'gallery' | 'rails' | 'lead' | 'datelines' | 'disclosures' | 'title');
  /** Runs on article readings only (a forum's records are its content; a list's fields its own). */
  articlesOnly: boolean;
  /** ...and on another reading where this holds (a product page's sections, for reviews). */
  alsoOn?: (input: FilterInput) => boolean;
  run(input: FilterInput): Removals;
}

const NONE: Removals = new Map();

export const FILTERS: readonly Filter[] = [
  {
    // Seed 000: the site's recurring boilerplate, unless it would take most of the chosen prose
    // (then the template has learned the site's article layout, not its chrome).
    name: 'template',
    articlesOnly: false,
    run: ({ seg, sel, article, template }) => {
      if (!template) return NONE;
      const prose = (sel.scored ?? article.scored)?.prose;
      const takes = prose ? templateProseIn(seg, template, sel.container, prose) : 0;
      return takes <= TEMPLATE_MAX_PROSE_SHARE * sel.prose ? template : NONE;
    },
  },
  // A run of dated records or a reply tree after the story is its readers' answer (forum/reader-comments.ts).
  // On a product page read as its sections, the same run after the description is its customer reviews.
  {
    name: 'comments',
    articlesOnly: true,
    alsoOn: ({ sel, pageType }) => pageType === 'other' && !!sel.scored?.ctx.product,
    run: ({ seg, sel, ends }) => readerComments(seg, sel, ends),
  },
  // A short block built around a text field asks; it does not tell (input-box.ts).
  { name: 'forms', articlesOnly: true, run: ({ seg, sel }) => inputBoxes(seg, sel) },
  // A block that opens with a close button ("×") is dismissed by the reader; a story has none (close-controls.ts).
  { name: 'dialogs', articlesOnly: true, run: ({ seg, sel }) => closableBoxes(seg, sel) },
  // A run of pictures with a caption each shows pictures; as text it repeats the story (gallery.ts).
  { name: 'gallery', articlesOnly: true, run: ({ seg, sel, title, ends }) => pictureGalleries(seg, sel, title, ends) },
  // Beside the story's paragraph run, a branch of one-summary cards with title links (rails.ts).
  { name: 'rails', articlesOnly: true, run: ({ seg, sel, title, ends }) => teaserRails(seg, sel, title, ends) },
  // What stands above the <h1> headline inside the content is furniture, not story (headline-lead.ts).
  { name: 'lead', articlesOnly: false, run: ({ seg, sel, title, ends }) => leadAboveHeadline(seg, sel, title, ends) },
  // A date and source line before the first paragraph is the article's metadata (datelines.ts).
  { name: 'datelines', articlesOnly: true, run: ({ seg, sel, ends, published }) => datelines(seg, sel, ends, published) },
  // A site's notice that its links earn is about the site, not the post (disclosures.ts).
  { name: 'disclosures', articlesOnly: true, run: ({ seg, sel, ends }) => affiliateDisclosures(seg, sel, ends) },
  // The heading that repeats Article.title: the body is the body (title-heading.ts).
  {
    name: 'title',
    articlesOnly: false,
    run: ({ seg, sel, shownTitle }) => {
      const heading = titleHeading(seg, sel.container, shownTitle, sel.removed);
      return heading ? new Map([[heading, TITLE_REASON]]) : NONE;
    },
  },
];
