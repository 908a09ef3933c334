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
  }
  return service;
}

export function toMarkdown(html: string): string {
  if (!html.trim()) return '';
  return converter().turndown(html).trim();
}
