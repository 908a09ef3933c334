/**
 * script-text — program source that a page shows as text, and a client-side template's unfilled
 * placeholders (PLACEHOLDER_RE). An inline script whose string holds an unescaped "</script>"
 * ends there, and the rest of its source lands on the page as a text node
 * ("'); } if (partner == 'netscape') { document.write(''); }"); a broken style block does the
 * same with its rules. Prose almost never holds a semicolon and a brace with this many of the
 * symbols code is written in, so such a text node outside code, pre, kbd and samp is not story.
 * The story's own text can run on in the same node (the stray end tag is dropped, so nothing
 * separates them): of such a node, only the lines that read as prose stay. A script that writes a
 * tag is cut by the parser into several nodes, none of which reads as source alone: a paragraph
 * of the clean tree whose joined text does, with no prose line, goes too (dropSourceParagraphs).
 *
 * Measured on the fitting folds of the dev sets (every text node of at least MIN_SOURCE_CHARS
 * outside script, style and code elements): 76 nodes hold a semicolon and a brace; the 72 at
 * SOURCE_SYMBOL_SHARE or more are all outside the human-made truth (script tails, a tooltip
 * script, CSS). The one below it that the truth keeps is a reader's comment with emoticons (6.6 %).
 */

import type { CleanNode } from './clean';

/** Shorter text is a fragment ("(1);") whose symbols say nothing either way. */
export const MIN_SOURCE_CHARS = 20;
/** Share of the non-space characters that are code symbols; prose stays far below it. */
export const SOURCE_SYMBOL_SHARE = 0.08;

const SOURCE_SYMBOLS_RE = /[;{}=()<>[\]'"+|&!]/g;
const SPACE_RE = /[\s\u00a0\u3000]/g;
/** Elements that show code as code: their source is the content. */
const CODE_TAGS = new Set(['pre', 'code', 'kbd', 'samp', 'var']);
/** The same in the page, where a <textarea> can show source too (the clean tree has none). */
const CODE_CONTEXT = [...CODE_TAGS, 'textarea'].join(', ');

/** A line holding a statement's marks, or one that opens a source comment (line, block or HTML). */
const CODE_LINE_RE = /[;{}]|^\s*(?:\/\/|\/\*|\*|<!\-\-|\-\->)/;

/** Code symbols per visible character, and the visible characters. */
function symbols(text: string): { share: number; visible: number } {
  const visible = text.replace(SPACE_RE, '').length;
  return { share: visible === 0 ? 0 : (text.match(SOURCE_SYMBOLS_RE)?.length ?? 0) / visible, visible };
}

/** Does this text read as program source (a semicolon, a brace, and code's share of symbols)? */
export function readsAsSource(text: string): boolean {
  if (text.length < MIN_SOURCE_CHARS || text.indexOf(';') < 0) return false;
  if (text.indexOf('{') < 0 && text.indexOf('}') < 0) return false;
  const { share, visible } = symbols(text);
  return visible >= MIN_SOURCE_CHARS && share >= SOURCE_SYMBOL_SHARE;
}

/**
 * A client-side template's placeholder, shown as written because the script that fills it did
 * not run ("This story appears in the {{article.magazine.pretty_date}} issue"): a variable's name
 * or path (code's lower-case start) in double braces, with a filter or a one-time binding mark;
 * not a writer's "{{{{ Michelle }}}}" hug.
 */
const PLACEHOLDER_RE = /(?<!\{)\{\{\s*(?::{2})?[a-z_$][\w$]*(?:\.[\w$]+|\[[^\]{}]*\])*\s*(?:\|[^{}]*)?\}\}(?!\})/;

/**
 * The prose left of a text node that holds leaked source: its lines with no semicolon or brace,
 * no source comment mark and less than code's share of symbols ('' when none). A node holding a
 * template's placeholder is the template's sentence, not the page's: none of it is left. Null
 * when the node is neither (or an element showing code holds it: there both are examples).
 */
export function proseOfLeakedSource(node: Text): string | null {
  const text = node.nodeValue || '';
  const template = text.indexOf('{{') >= 0 && PLACEHOLDER_RE.test(text);
  if (!template && !readsAsSource(text)) return null;
  if (node.parentElement?.closest(CODE_CONTEXT)) return null;
  return template ? '' : text.split('\n').filter(readsAsProse).join('\n');
}

/** A line with words and none of source's marks: no semicolon, brace or comment mark, few symbols. */
function readsAsProse(line: string): boolean {
  return line.trim() !== '' && !CODE_LINE_RE.test(line) && symbols(line).share < SOURCE_SYMBOL_SHARE;
}

/**
 * The text of a clean node and everything in it, code shown as code left out: "an implicit
 * return; so, <code>() => x</code> is short for …" is prose about code.
 */
function cleanText(n: CleanNode): string {
  if (typeof n === 'string') return n;
  return CODE_TAGS.has(n.tag) ? '' : n.children.map(cleanText).join('');
}

/**
 * A paragraph of the clean tree that reads as source once its text nodes are joined. A leaked
 * script whose source holds "<" is cut by the parser into several text nodes around bogus tags
 * ("…indexOf('https')>-1?'https:':'http:'; var _rsRP=escape(…" then "'; } else { _rsCL='…"),
 * and no node alone holds a semicolon and a brace with code's share of symbols; the paragraph
 * does. It goes only when no line of it reads as prose. Code shown as code stays.
 */
export function dropSourceParagraphs(nodes: CleanNode[]): CleanNode[] {
  return nodes.filter((n) => {
    if (typeof n === 'string' || CODE_TAGS.has(n.tag)) return true;
    if (n.tag === 'p') {
      // A paragraph holds inline content only: nothing below it to look at.
      const text = cleanText(n);
      return !readsAsSource(text) || text.split('\n').some(readsAsProse);
    }
    // The clean tree is assemble's own, built for this reading: filtered in place.
    n.children = dropSourceParagraphs(n.children);
    return true;
  });
}
