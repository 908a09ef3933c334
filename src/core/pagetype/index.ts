/**
 * Page type, then the type's own reading (seed 003): a list page keeps its repeated items, a
 * forum its posts, anything else the article selection as it is. The type comes from a small
 * dense network over page-level DOM features (features.ts, model.ts, models/pagetype/).
 */
import type { ForumPost, ListItem, PageType } from '../types';
import type { Segmentation } from '../segment';
import type { LayoutInfo } from '../layout';
import { widenPastWrappers, type Selection } from '../select';
import { SHORT_STORY_CHARS } from '../select/story';
import { NOISE_CONTEXT_FACTOR, scoreContainers, type Scored } from '../scoring';
import { bestGroup, findGroups, listGroup, readList, type ItemGroup } from '../lists';
import { readForum, MIN_POSTS } from '../forum';
import { pageFeatures, readSignals } from './features';
import { checkModel, classify, loadModel, type PageTypeModel } from './model';
import modelJson from '../../../models/pagetype/model.json';

export { FEATURE_NAMES, FEATURE_COUNT } from './features';
export { predict, classify, checkModel, type PageTypeModel } from './model';

/**
 * A predicted list is read as a list only when its items hold more non-prose text (titles, dates,
 * prices) than this share of the article selection's prose: an article whose paragraphs merely
 * repeat stays an article.
 */
export const LIST_PROSE_SHARE = 0.5;
/** ...and only when the model is this sure (a wrong list reading costs an article much). */
export const LIST_MIN_PROBABILITY = 0.9;
/**
 * ...or, below that probability, when the items' text outweighs the article reading's prose this
 * many times over: the article reading of such a page is a footer line or a cookie notice, and a
 * wrong list reading would cost little. (It needs as many items as a page without prose does,
 * PROSELESS_MIN_ITEMS: three or four repeated blocks are a sidebar's sections, not a list.)
 */
export const LIST_DOMINANT_RATIO = 5;
/**
 * The classifier's list verdict switches the text to the list reading (else only options.pageType
 * does). On since 2026-11-22: with the 70-feature model no article folder of the quick loop
 * changed, wcxb-dev listing 0.475 → 0.591 and collection 0.498 → 0.559 (models/README.md).
 */
export const AUTO_LIST_READING = true;
/**
 * A page without prose is read as its items only when it has at least this many: three or four
 * repeated blocks there are its sections (a sidebar's "Most Popular", "Search Site"), whose
 * reading is a soup of menus; "no article" serves the reader better (an archive of month
 * links). Re-checked on site folds: at 3, held dragnet 0.905 → 0.903 and cleaneval (all pages)
 * 0.891 → 0.877, held mean −0.001.
 */
export const PROSELESS_MIN_ITEMS = 5;
/**
 * Whatever the model says, a page whose repeated items hold this many times the article
 * reading's prose is read as its items: that reading is a heading or a footer line (a library's
 * subject index of 103 entries, typed "article" in Chromium, read as 37 characters). At 10 an
 * article with a long comment list turned into the list (dragnet R264); at 20 a Chinese thread's
 * opening post (173 characters: prose counts characters, and Chinese needs fewer) lost to its
 * 80 replies. At 50 the list pages that gain (ratios 52 to 400) still do. Re-checked on site
 * folds: at 20 no held figure moves but zh-wce-dev's other folds fall (0.952 → 0.938).
 */
export const LIST_OVERWHELMING_RATIO = 50;
/** The classifier's forum verdict switches the text to the thread reading (src/core/forum). */
export const AUTO_FORUM_READING = true;
/** ...when the model is at least this sure. */
export const FORUM_MIN_PROBABILITY = 0.5;

/**
 * The article reading's prose as evidence against a list: prose in a noise-named dialog or chrome
 * landmark (a cookie-consent centre, the only prose on a recipe index) weighs as little as it
 * does in selection (scoring.ts NOISE_CONTEXT_FACTOR).
 */
function articleProse(scored: Scored, article: Selection, prose = article.prose): number {
  return scored.ctx.noise[article.container.index] ? prose * NOISE_CONTEXT_FACTOR : prose;
}

function listProse(scored: Scored, group: ItemGroup): number {
  let prose = 0;
  for (const it of group.items) prose += scored.prose[it.index];
  return prose;
}

let model: PageTypeModel | null = null;
/** Models the caller passed (ExtractOptions.pageTypeModel), loaded and checked once each. */
const given = new WeakMap<PageTypeModel, PageTypeModel>();
/** The shipped model, or the caller's, checked once against this build's feature list. */
export function pageTypeModel(stored?: PageTypeModel): PageTypeModel {
  if (!stored) return (model ??= checkModel(loadModel(modelJson as PageTypeModel)));
  let loaded = given.get(stored);
  if (!loaded) given.set(stored, (loaded = checkModel(loadModel(stored))));
  return loaded;
}

export interface PageInput {
  doc: Document;
  seg: Segmentation;
  layout: LayoutInfo;
  /** The article selection (the fallback reading, and a source of features). */
  article: Selection;
  title: string;
  base: string;
  pageUrl: string;
}

export interface TypedReading {
  pageType: PageType;
  /** Class probabilities, in the model's class order (absent when the type was forced). */
  probabilities?: Record<string, number>;
  selection: Selection;
  items?: ListItem[];
  posts?: ForumPost[];
}

interface Analysis {
  scored: Scored;
  /** The group a list reading reads (lists/groups.ts listGroup; the features read bestGroup's). */
  list: ItemGroup | null;
  row: Float64Array;
}

function analyse(input: PageInput): Analysis {
  // Selection already scored every container; a learned strategy may not have.
  const scored = input.article.scored ?? scoreContainers(input.seg, input.layout);
  const groups = findGroups(input.seg, scored.ctx);
  const best = bestGroup(groups);
  const row = pageFeatures(input.seg, scored, input.article, groups, best, readSignals(input.doc, input.pageUrl, input.seg.declarations));
  return { scored, list: listGroup(groups, best), row };
}

/** The page's feature row (for training and debugging). */
export function pageTypeFeatures(input: PageInput): Float64Array {
  return analyse(input).row;
}

/**
 * @param forced the caller's page type (options.pageType), which skips the classifier.
 * @param stored the caller's model (options.pageTypeModel) instead of the shipped one.
 */
export function readByType(input: PageInput, forced?: PageType, stored?: PageTypeModel): TypedReading {
  const a = analyse(input);
  let pageType: PageType;
  let probabilities: Record<string, number> | undefined;
  if (forced) pageType = forced;
  else {
    const m = pageTypeModel(stored);
    const c = classify(m, a.row);
    probabilities = Object.fromEntries(m.classes.map((k, i) => [k, c.probs[i]]));
    pageType = m.classes.reduce((best, k) => (probabilities![k] > probabilities![best] ? k : best), m.classes[0]);
  }
  // The repeated items' text beside the article reading's prose.
  const itemText = a.list ? a.list.chars - listProse(a.scored, a.list) : 0;
  const prose = articleProse(a.scored, input.article);
  // ...and its story: that prose without the teaser cards' (which may be the list's own items).
  const story = articleProse(a.scored, input.article, input.article.prose - a.scored.teaserProse[input.article.container.index]);
  if (pageType === 'list') {
    // The model was trained on today's sites; on older news pages it can call an article with
    // a long "related" rail a list. A page whose article reading holds more prose than its
    // repeated items hold text is read as an article (unless the caller forced the type).
    const dominant = a.list !== null && a.list.items.length >= PROSELESS_MIN_ITEMS && itemText > LIST_DOMINANT_RATIO * prose;
    const sure = (probabilities?.list ?? 0) >= LIST_MIN_PROBABILITY || dominant;
    // A reading that holds no story beside the cards (less than a short one) keeps nothing
    // from the list; a short story above a river, however long, stays an article.
    const listed = a.list && (forced || (sure && (itemText > LIST_PROSE_SHARE * prose || story < SHORT_STORY_CHARS)));
    // An article read as a list loses most of its text, hence the probability floor and the
    // prose test above. Items come only with the list reading (the reading view shows them
    // instead of the text). Pages without prose: see below.
    if (a.list && listed && (forced || AUTO_LIST_READING)) {
      const list = readList(input.seg, a.scored, a.list, input.article, input.title, input.base);
      return { pageType, probabilities, selection: list.selection, items: list.items };
    }
  }
  if (pageType === 'forum' && (forced || (AUTO_FORUM_READING && (probabilities?.forum ?? 0) >= FORUM_MIN_PROBABILITY))) {
    // A thread is read as its posts (src/core/forum) when a group of dated posts is found.
    const thread = readForum(input.seg, a.scored, input.article, input.title, input.base);
    if (thread && thread.posts.length >= MIN_POSTS) return { pageType, probabilities, selection: thread.selection, posts: thread.posts };
  }
  // Whatever the model says, a page with no prose (or next to none beside its items) has no
  // article reading: its repeated items, when it has enough to be a list, are its content.
  if (!forced && a.list && a.list.items.length >= PROSELESS_MIN_ITEMS && itemText > LIST_OVERWHELMING_RATIO * prose) {
    const list = readList(input.seg, a.scored, a.list, input.article, input.title, input.base);
    return { pageType: 'list', probabilities, selection: list.selection, items: list.items };
  }
  // Landing pages, shop and service pages are sections side by side; their hero is no article.
  const selection = pageType === 'other' || pageType === 'list' ? widenPastWrappers(input.seg, input.article.sections?.() ?? input.article) : input.article;
  return { pageType, probabilities, selection };
}
