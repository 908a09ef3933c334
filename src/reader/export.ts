/**
 * The article as plain text and HTML, each headed by the title and the source URL; file names
 * for the downloads. Markdown is in export-markdown.ts: it carries the converter, which the
 * reading view's script loads only when asked (tools-api.ts). The HTML body passed in is already sanitized by
 * the caller (DOMPurify needs a DOM).
 */
import type { Article } from '../core/types';

export interface ExportSource {
  article: Pick<Article, 'title' | 'text' | 'markdown' | 'lang' | 'dir' | 'byline' | 'published' | 'siteName'> & { html?: string };
  /** The page's URL. */
  url: string;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();

export { cleanByline } from './byline';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The body without a first line that only repeats the title (the export adds its own). */
export function withoutTitleLine(body: string, title: string, strip: (line: string) => string): string {
  const lines = body.replace(/^\s+/, '').split('\n');
  return squash(strip(lines[0] ?? '')) === squash(title) ? lines.slice(1).join('\n').replace(/^\s+/, '') : body.trim();
}

export function asText({ article, url }: ExportSource): string {
  return `${article.title}\n${url}\n\n${withoutTitleLine(article.text, article.title, (l) => l)}\n`;
}

/** Drops a leading <h1>/<h2> whose text is the title (the export heads the body with it). */
function withoutTitleHeading(html: string, title: string): string {
  const m = /^\s*<(h[12])\b[^>]*>([\s\S]*?)<\/\1>/i.exec(html);
  if (!m) return html;
  const text = m[2].replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  return squash(text) === squash(title) ? html.slice(m[0].length) : html;
}

/** The HTML fragment that goes to the clipboard (text/html): title, source link, body. */
export function asHtmlFragment({ article, url }: ExportSource, cleanHtml: string): string {
  const lang = article.lang ? ` lang="${escapeHtml(article.lang)}"` : '';
  const dir = article.dir ? ` dir="${article.dir}"` : '';
  return (
    `<article${lang}${dir}><h1>${escapeHtml(article.title)}</h1>\n` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>\n` +
    `${withoutTitleHeading(cleanHtml, article.title).trim()}\n</article>`
  );
}

/**
 * A standalone page for "Download .html": readable without network or script. Its own CSP
 * forbids every script and any load but images, so opening a saved page runs nothing.
 */
export function asHtmlDocument(source: ExportSource, cleanHtml: string): string {
  const { article } = source;
  const lang = escapeHtml(article.lang ?? 'und');
  return `<!doctype html>
<html lang="${lang}"${article.dir ? ` dir="${article.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(article.title)}</title>
<style>
body { max-width: 70ch; margin: 2rem auto; padding: 0 1rem; font: 18px/1.6 Georgia, 'Noto Serif', 'Noto Serif CJK SC', serif; color: #1d1f22; background: #fdfcf9; }
img { max-width: 100%; height: auto; } pre { overflow-x: auto; } table { border-collapse: collapse; display: block; overflow-x: auto; }
td, th { border: 1px solid #ccc; padding: 4px 8px; } a { color: #0b655e; }
</style>
</head>
<body>
${asHtmlFragment(source, cleanHtml)}
</body>
</html>
`;
}

/** Longest file name stem: well under every file system's 255-byte limit, even in UTF-8 CJK. */
const MAX_STEM_CHARS = 80;

/** A file name from the title: letters and digits of any script, dashes between words. */
export function fileName(title: string, extension: 'md' | 'html'): string {
  const stem = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_STEM_CHARS)
    .replace(/-+$/, '');
  return `${stem || 'article'}.${extension}`;
}
