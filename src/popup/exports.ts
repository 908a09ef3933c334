/**
 * The popup's copy and download actions. Text and Markdown go to the clipboard as text/plain;
 * HTML as text/html with the plain text as its alternative (one ClipboardItem), so rich editors
 * paste formatting and plain ones the text. Downloads are a blob link with `download`: no
 * `downloads` permission needed.
 */
import type { Article } from '../core/types';
import { asHtmlDocument, asHtmlFragment, asText, fileName, type ExportSource } from '../reader/export';
import { asMarkdown } from '../reader/export-markdown';
import { sanitizeArticleHtml } from './sanitize';

export type CopyFormat = 'text' | 'markdown' | 'html';
export type FileFormat = 'md' | 'html';

/** The article's HTML through the popup's sanitizer, as a string. */
function cleanHtml(article: Article): string {
  const box = document.createElement('div');
  box.append(sanitizeArticleHtml(article.html));
  // The sanitizer opens links in a new tab for the popup; pasted or saved copies don't need it.
  box.querySelectorAll('a[target]').forEach((a) => a.removeAttribute('target'));
  return box.innerHTML;
}

export async function copyAs(format: CopyFormat, article: Article, url: string): Promise<void> {
  const source: ExportSource = { article, url };
  if (format === 'text') return navigator.clipboard.writeText(asText(source));
  if (format === 'markdown') return navigator.clipboard.writeText(asMarkdown(source));
  const html = asHtmlFragment(source, cleanHtml(article));
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([asText(source)], { type: 'text/plain' }),
    }),
  ]);
}

/** Revoke the object URL after the browser has taken the download (it reads it at once). */
const REVOKE_AFTER_MS = 10_000;

export function download(format: FileFormat, article: Article, url: string): string {
  const source: ExportSource = { article, url };
  const [body, type] = format === 'md'
    ? [asMarkdown(source), 'text/markdown;charset=utf-8']
    : [asHtmlDocument(source, cleanHtml(article)), 'text/html;charset=utf-8'];
  const href = URL.createObjectURL(new Blob([body], { type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName(article.title, format);
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  return a.download;
}
