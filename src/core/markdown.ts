/**
 * Markdown from the clean HTML, with a maintained converter (turndown + its GFM plugin for
 * tables, strikethrough and task lists). Computed on first use: most callers never ask for it.
 */
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

let service: TurndownService | null = null;

function converter(): TurndownService {
  if (!service) {
    service = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
      hr: '---',
    });
    service.use(gfm);
    // Page text can hold a literal "<img onerror=…>" (from <title>, <xmp>, an escaped code
    // sample): in Markdown that would be live HTML to the next renderer. CommonMark's backslash
    // escape keeps it text.
    const escapeMarkdown = service.escape.bind(service);
    service.escape = (text: string) => escapeMarkdown(text).replace(/</g, '\\<');
  }
  return service;
}

/** An innermost table (no table inside it) of our clean HTML. */
const INNER_TABLE_RE = /<table\b[^>]*>(?:(?!<\/?table\b)[\s\S])*<\/table>/g;
const FIRST_ROW_RE = /<tr\b[^>]*>[\s\S]*?<\/tr>/;

/**
 * GFM tables need a header row, and the GFM plugin leaves a table without one as raw HTML in the
 * Markdown. Most such tables open with a row of labels anyway: that row becomes the header.
 * (The clean HTML is our own serialisation, so its tags are regular enough for this rewrite.)
 */
function promoteHeaderRows(html: string): string {
  if (!html.includes('<table')) return html;
  return html.replace(INNER_TABLE_RE, (table) => {
    if (table.includes('<thead')) return table;
    return table.replace(FIRST_ROW_RE, (row) => row.replace(/<td\b/g, '<th').replace(/<\/td>/g, '</th>'));
  });
}

export function toMarkdown(html: string): string {
  if (!html.trim()) return '';
  try {
    return converter().turndown(promoteHeaderRows(html)).trim();
  } catch {
    // The converter failed on some structure (it has: an empty table inside MathML). The
    // article must still reach the user: plain text is valid Markdown once its specials are
    // escaped, and a getter that throws would break every consumer that serialises the Article.
    return converter().escape(htmlToPlainText(html)).trim();
  }
}

/** Text of clean HTML (ours: tags never hold '<' in attribute values), paragraphs kept apart. */
function htmlToPlainText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<\/(?:p|h[1-6]|li|tr|pre|blockquote|figure|table|ul|ol|dl|dt|dd)>/g, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n');
}

/**
 * The article with its `markdown` made from its HTML when first read, then kept (a parse most
 * readers never ask for). Returns the same object.
 */
export function withMarkdown<T extends { html: string; markdown: string }>(article: T): T {
  let markdown: string | null = null;
  const html = article.html;
  Object.defineProperty(article, 'markdown', {
    enumerable: true,
    configurable: true,
    get: () => (markdown ??= toMarkdown(html)),
  });
  return article;
}

/** The article's Markdown: its own when it has one, else made from its HTML now. */
export function markdownOf(article: { html?: string; markdown?: string }): string {
  return article.markdown || toMarkdown(article.html ?? '');
}
