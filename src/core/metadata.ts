/**
 * metadata — title, byline, date, site, language, direction, lead image, excerpt.
 * Cascade: JSON-LD → Open Graph / <meta> → the DOM (headline, bylines, dates in the text,
 * including Chinese forms such as 2021年2月3日 and labels 来源/作者/责编).
 */
import type { Article } from './types';
import { countCjk, normalizeText } from './text';
import { HEADLINE_LEVELS, namesSite, titleKey } from './headings';
import { bodyOf } from './dom';
import { resolveImage } from './urls';
import { readDeclarations, type Declarations, type Json } from './declarations';
import {
  AUTHOR_META_NAMES, BYLINE_CLASSES, BYLINE_NAME_END_RE, BY_WORD_RE, CLOCK_DATE_RE, EN_DATE_RE, MONTHS_EN, PUBLISHED_META_NAMES, ZH_AUTHOR_RE, ZH_DATE_RE,
} from './vocabulary';

/** What the page says about itself; the Article fields of the same names, plus a description. */
export type Metadata = Pick<Article, 'title' | 'byline' | 'published' | 'siteName' | 'lang' | 'dir' | 'leadImage'> & {
  description: string | null;
  /**
   * The words the headline search (select/headline.ts) matches: the title's longest part, which
   * gives a heading the most words to share. The title shown may be a shorter part (cleanTitle).
   */
  searchTitle: string;
};

/** Languages written right to left. */
const RTL_LANGS = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ku']);
/** JSON-LD types that describe the article itself, most specific first. */
const ARTICLE_TYPES = /Article|BlogPosting|Report|Posting|Review|Recipe/;
/** Types that describe the page in general: used only when no article type is present. */
const PAGE_TYPES = /WebPage|CreativeWork/;
/** Longest byline we believe: longer strings are sentences, not names. */
const MAX_BYLINE_CHARS = 100;

function str(v: unknown): string | null {
  if (typeof v === 'string') return normalizeText(v) || null;
  if (Array.isArray(v)) return str(v[0]);
  if (v && typeof v === 'object') return str((v as Json).name ?? (v as Json).url ?? (v as Json)['@value']);
  return null;
}

function names(v: unknown): string | null {
  if (Array.isArray(v)) {
    const all = v.map((x) => personName(str(x))).filter((x): x is string => !!x);
    return all.length ? all.join(', ') : null;
  }
  return personName(str(v));
}

/** A web address: Open Graph's article:author and a JSON-LD author without a name give one. */
const URL_RE = /^(?:https?:|www\.|\/\/)/i;
const LETTERS_RE = /\p{L}.*\p{L}/u;

/**
 * The person a byline source names, or null. A profile link names no one. Around the name, a
 * byline element prints "By", the date and time, the outlet and a handle ("Posted 8:11 AM by
 * Jane Doe", "Jane Doe - Dec 4, 2013 3:30 pm UTC", "Jane Doe | Reuters – 1 hour ago"): the
 * reading view's header shows the name alone, and the filters that find the byline's line and
 * the author's card in the text look for the name.
 */
function personName(raw: string | null | undefined): string | null {
  let t = normalizeText(raw ?? '').replace(EDGE_SEPARATORS_RE, '');
  if (!t || URL_RE.test(t)) return null;
  const by = BY_WORD_RE.exec(t);
  if (by) t = t.slice(by.index + by[0].length);
  const end = BYLINE_NAME_END_RE.exec(t);
  if (end) t = t.slice(0, end.index);
  t = t.replace(EDGE_SEPARATORS_RE, '');
  return LETTERS_RE.test(t) ? t : null;
}

/** The first author <meta> that names a person. */
function metaAuthor(table: MetaTable): string | null {
  for (const k of AUTHOR_META_NAMES) {
    const name = personName(table.get(k));
    if (name) return name;
  }
  return null;
}

/** Every <meta> content by its property/name/itemprop (lower-cased), read in one query. */
type MetaTable = Map<string, string>;

function metaTable(doc: Document): MetaTable {
  const table: MetaTable = new Map();
  for (const m of Array.from(doc.querySelectorAll('meta[content]'))) {
    const content = m.getAttribute('content');
    if (!content || !content.trim()) continue;
    for (const attr of ['property', 'name', 'itemprop', 'http-equiv']) {
      const key = m.getAttribute(attr);
      // "dc:description og:description" names two properties at once.
      if (key) for (const k of key.toLowerCase().split(/\s+/)) if (!table.has(k)) table.set(k, content);
    }
  }
  return table;
}

function meta(table: MetaTable, ...keys: string[]): string | null {
  for (const k of keys) {
    const v = table.get(k);
    if (v) return normalizeText(v);
  }
  return null;
}

/** Dates: ISO-like, Chinese 年月日, and English "January 16, 2008" / "16 January 2008". */
const ISO_DATE_RE = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/;

const pad = (n: string | number) => String(n).padStart(2, '0');

/** The first date in a string, as ISO 8601 (date, or date-time when a time follows). */
export function parseDate(text: string): string | null {
  let m = text.match(ZH_DATE_RE) || text.match(ISO_DATE_RE);
  if (m) {
    const [, y, mo, d, h, mi, s] = m;
    if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31) return null;
    const date = `${y}-${pad(mo)}-${pad(d)}`;
    return h ? `${date}T${pad(h)}:${mi}:${s ?? '00'}` : date;
  }
  m = text.match(EN_DATE_RE);
  if (m) {
    const day = m[1] || m[3];
    if (!day) return null;
    return `${m[4]}-${pad(MONTHS_EN.indexOf(m[2].slice(0, 3).toLowerCase()) + 1)}-${pad(day)}`;
  }
  return null;
}

/**
 * Does a short line state a date: a full one (parseDate), or a record's stamp without its year
 * ("On Thursday, November 1 at 2:57 pm", vocabulary CLOCK_DATE_RE)? For date lines, not prose.
 */
export function statesDate(text: string): boolean {
  return parseDate(text) !== null || CLOCK_DATE_RE.test(text);
}

function normalizeDate(raw: string | null): string | null {
  if (!raw) return null;
  const parsed = Date.parse(raw);
  if (/^\d{4}-\d{2}-\d{2}T/.test(raw) && !Number.isNaN(parsed)) return raw;
  return parseDate(raw) ?? (Number.isNaN(parsed) ? null : new Date(parsed).toISOString());
}

/** How far into the article text a Chinese author label is looked for. */
const ZH_LABEL_SEARCH_CHARS = 600;
/** Separators a byline element often ends or starts with ("Jane Doe —", "| Jane Doe"). */
const EDGE_SEPARATORS_RE = /^[\s—–\-|·•,:]+|[\s—–\-|·•,:]+$/g;

/**
 * A byline element: marked by rel or itemprop, or named (vocabulary BYLINE_CLASSES). Built
 * without Array.prototype.map: the library loads in pages that break it (lib/builtins.ts).
 */
const BYLINE_SELECTOR = `[rel="author"], [itemprop="author"], .${BYLINE_CLASSES.join(', .')}`;

function domByline(doc: Document): string | null {
  const el = doc.querySelector(BYLINE_SELECTOR);
  const t = el ? normalizeText(el.textContent || '') : '';
  if (!t || t.length > MAX_BYLINE_CHARS) return null;
  return personName(t);
}

/** Chinese pages label their author in running text (作者：…); look near the top only. */
export function labelledAuthor(text: string): string | null {
  const m = text.slice(0, ZH_LABEL_SEARCH_CHARS).match(ZH_AUTHOR_RE);
  return m ? m[1] : null;
}

function domDate(doc: Document): string | null {
  const time = doc.querySelector('time[datetime], [itemprop="datePublished"]');
  const attr = time?.getAttribute('datetime') || time?.getAttribute('content');
  if (attr) return normalizeDate(attr);
  if (time) return parseDate(time.textContent || '');
  return null;
}

/**
 * "Headline - Site Name" → "Headline" when the remainder looks like the site. Separators: " | ",
 * " - " and the like with spaces, "_", and "--" between words (Chinese portals: "标题--网站"; a
 * spaced " -- " is a dash inside an English headline). `title` is the title shown; `search` the
 * longest part, which the headline search reads (Metadata.searchTitle).
 */
function cleanTitle(raw: string, siteName: string | null, doc: Document): TitleReading {
  const parts = raw.split(/\s+[|\-–—_»:]\s+|_|(?<=\S)--(?=\S)/);
  if (parts.length < 2) return oneTitle(raw);
  if (siteName) {
    const rest = parts.filter((p) => !siteName.toLowerCase().includes(p.toLowerCase().trim()));
    if (rest.length && rest.length < parts.length) return oneTitle(rest.join(' - '));
  }
  // A CJK character carries what two Latin letters do ("富士X-T3拍风光用什么镜头好？" outweighs "Powered by Discuz!").
  const weight = (p: string): number => p.length + countCjk(p);
  const longest = parts.reduce((a, b) => (weight(b) > weight(a) ? b : a));
  const search = longest.split(/\s+/).length >= 3 || weight(longest) >= 10 ? longest.trim() : raw;
  // The longest part is taken for the headline unless a heading of the page repeats another part
  // alone: then that one is, however short ("瓷器 - 维基百科，自由的百科全书", "Fields - Pydantic").
  const repeated = repeatedKeys(doc, new Set(parts.map(titleKey)));
  const shown = parts.filter((p) => repeated.has(titleKey(p)));
  return { title: shown.length === 1 && !repeated.has(titleKey(longest)) ? shown[0].trim() : search, search };
}

/** The title shown, and the words the headline search reads (Metadata.searchTitle). */
interface TitleReading {
  title: string;
  search: string;
}
const oneTitle = (title: string): TitleReading => ({ title, search: title });

/**
 * Which of the title parts' `keys` a heading of the page repeats; a heading that is the site's
 * name (namesSite) does not count. A part without letters or digits is never repeated.
 */
function repeatedKeys(doc: Document, keys: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const h of Array.from(doc.querySelectorAll(HEADLINE_LEVELS.join(', ')))) {
    const key = titleKey(h.textContent || '');
    if (key !== '' && keys.has(key) && !namesSite(h)) out.add(key);
  }
  return out;
}

export function readMetadata(doc: Document, base: string, declarations: Declarations = readDeclarations(doc)): Metadata {
  const ld = declarations.ld;
  const metas = metaTable(doc);
  const article = ld.find((o) => ARTICLE_TYPES.test(String(o['@type'] ?? ''))) ??
    ld.find((o) => PAGE_TYPES.test(String(o['@type'] ?? ''))) ?? {};
  const site = ld.find((o) => /WebSite|Organization/.test(String(o['@type'] ?? '')));

  const siteName = meta(metas, 'og:site_name', 'application-name') ?? str(site?.name) ?? str((article.publisher as Json | undefined)?.name);
  const rawTitle = str(article.headline) ?? meta(metas, 'og:title', 'twitter:title', 'dc.title') ??
    normalizeText(doc.querySelector('title')?.textContent || '');
  const { title, search } = rawTitle ? cleanTitle(rawTitle, siteName, doc) : oneTitle(normalizeText(doc.querySelector('h1')?.textContent || ''));
  const byline = names(article.author) ?? metaAuthor(metas) ?? domByline(doc);
  const published = normalizeDate(str(article.datePublished) ?? meta(metas, ...PUBLISHED_META_NAMES)) ?? domDate(doc);
  const image = str(article.image) ?? meta(metas, 'og:image', 'twitter:image');
  const langAttr = doc.documentElement.getAttribute('lang') || meta(metas, 'content-language', 'og:locale');
  const lang = langAttr ? langAttr.replace('_', '-').split(/[,;\s]/)[0] : null;
  const dirAttr = doc.documentElement.getAttribute('dir') || bodyOf(doc)?.getAttribute('dir');
  const dir = dirAttr === 'rtl' || dirAttr === 'ltr' ? dirAttr : lang && RTL_LANGS.has(lang.split('-')[0].toLowerCase()) ? 'rtl' : lang ? 'ltr' : null;
  return {
    title,
    byline: byline && byline.length <= MAX_BYLINE_CHARS ? byline : null,
    published,
    siteName,
    lang,
    dir,
    leadImage: image ? resolveImage(image, base) : null,
    description: str(article.description) ?? meta(metas, 'og:description', 'description', 'twitter:description'),
    searchTitle: search,
  };
}
