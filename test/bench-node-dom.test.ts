// The quick loop's documents (bench/node-dom.mjs) are parsed as the CLI parses pages, down to the
// repair of a page whose unclosed <title> swallowed its markup (src/core/recover.ts): without the
// same parser hook, the quick loop read such pages as empty where the browser reads the story.
import { describe, it, expect } from 'vitest';
import { HTML_PARSER_KEY, parseNodeDocument } from '../bench/node-dom.mjs';
import { HTML_PARSER } from '../src/core/recover';
import { extractSync } from '../src/core/extract';

const PARAGRAPHS = Array.from({ length: 8 }, (_, i) =>
  `<p>Paragraph ${i} of the harbour report tells what changed this year, who decided it, and what happens next for the town.</p>`).join('\n');
const SWALLOWED = `<!doctype html><html><head><title>Harbour report i library-->
<script src="/sol3.js"></script></head><body><div id="nav"><a href="/">Home</a></div>
<div id="story"><h1>Harbour report</h1>${PARAGRAPHS}</div></body></html>`;

describe('quick-loop documents', () => {
  it('carry the parser hook under the engine\'s key', () => {
    expect(HTML_PARSER_KEY).toBe(HTML_PARSER);
  });

  it('read a page swallowed by an unclosed <title>', () => {
    const d = parseNodeDocument(SWALLOWED);
    expect(d.body.textContent?.trim()).toBe('');
    const article = extractSync(d);
    expect(article.text).toContain('Paragraph 0 of the harbour report');
    expect(article.text).toContain('Paragraph 7 of the harbour report');
  });
});
