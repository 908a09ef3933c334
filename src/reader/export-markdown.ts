/**
 * The article as GitHub-flavoured Markdown (the core's turndown + GFM output, made here from the
 * HTML when the article came without it), headed by the title and the source URL like the
 * other exports (export.ts).
 */
import { markdownOf } from '../core/markdown';
import { withoutTitleLine, type ExportSource } from './export';

/** Markdown-escapes the characters that would turn a title into markup. */
function mdInline(s: string): string {
  return s.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

export function asMarkdown({ article, url }: ExportSource): string {
  const body = withoutTitleLine(markdownOf(article), article.title, (l) => l.replace(/^#{1,6}\s+/, '').replace(/\\(.)/g, '$1'));
  return `# ${mdInline(article.title)}\n\n<${url}>\n\n${body}\n`;
}
