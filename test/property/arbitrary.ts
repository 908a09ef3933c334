/**
 * fast-check arbitraries for pages: random trees over the tags, attributes and text a reader
 * meets (prose and chrome, links with good and bad URLs, handlers, hidden blocks, scripts, CJK
 * and punctuation), serialised to HTML. Shrinking works on the tree, so a failure is reported
 * as a small page.
 */
import fc from 'fast-check';

export interface GenNode {
  tag: string;
  attrs: Array<[string, string]>;
  children: Array<GenNode | string>;
}

const WORDS = [
  'the', 'harbour', 'crews', 'worked', 'through', 'winter', 'and', 'town', 'remembers', 'them',
  'Home', 'Login', 'Share', 'more', 'news', '港口', '工人', '冬天', 'Zoë', 'naïve', '42', '2024-05-01',
];
const PUNCT = ['.', ',', '!', '?', '；', '。', ':', '—', '&', '<', '>', '"', "'"];

export const textArb: fc.Arbitrary<string> = fc
  .array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...WORDS) }, { weight: 2, arbitrary: fc.constantFrom(...PUNCT) }), { minLength: 1, maxLength: 40 })
  .map((parts) => parts.join(' '));

const BLOCKS = ['div', 'p', 'section', 'article', 'main', 'nav', 'footer', 'header', 'aside', 'ul', 'li', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'table', 'tr', 'td', 'figure', 'figcaption'];
const INLINES = ['span', 'a', 'b', 'em', 'strong', 'code', 'sup', 'abbr', 'time', 'font', 'u'];
const DANGEROUS = ['script', 'style', 'iframe', 'object', 'svg', 'button', 'form', 'textarea', 'noscript', 'template', 'math', 'mtext', 'mi', 'mglyph', 'annotation-xml'];
const VOIDS = ['img', 'br', 'hr', 'input'];

const URLS = [
  '/a/b.html', 'rel.html', '//cdn.example.org/x', 'https://example.org/p?q=1#h', '#top',
  'javascript:top.__pwned=1', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.example',
  'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x',
];

const attrArb: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constant('class'), fc.constantFrom('content', 'article-body', 'nav', 'menu', 'comment', 'share', 'ad', 'footer', 'post')),
  fc.tuple(fc.constant('id'), fc.constantFrom('main', 'sidebar', 'comments', 'story')),
  fc.tuple(fc.constantFrom('href', 'src', 'srcset', 'data-src', 'action', 'formaction', 'xlink:href'), fc.constantFrom(...URLS)),
  fc.tuple(fc.constantFrom('onclick', 'onerror', 'onload', 'onmouseover'), fc.constant('top.__pwned=1')),
  fc.tuple(fc.constantFrom('style'), fc.constantFrom('display:none', 'color:red', 'background:url(javascript:x)')),
  fc.tuple(fc.constantFrom('hidden', 'aria-hidden', 'lang', 'dir', 'title', 'width', 'colspan'), fc.constantFrom('', 'true', 'en', 'rtl', '1', '2')),
);

const leafArb: fc.Arbitrary<GenNode | string> = fc.oneof(
  { weight: 5, arbitrary: textArb },
  { weight: 1, arbitrary: fc.record({ tag: fc.constantFrom(...VOIDS), attrs: fc.array(attrArb, { maxLength: 3 }), children: fc.constant<Array<GenNode | string>>([]) }) },
);

/** A random element tree, depth-bounded. */
export const nodeArb: fc.Arbitrary<GenNode> = fc.letrec<{ node: GenNode; child: GenNode | string }>((tie) => ({
  node: fc.record({
    tag: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...BLOCKS) }, { weight: 3, arbitrary: fc.constantFrom(...INLINES) }, { weight: 1, arbitrary: fc.constantFrom(...DANGEROUS) }),
    attrs: fc.array(attrArb, { maxLength: 3 }),
    children: fc.array(tie('child'), { maxLength: 5 }),
  }),
  child: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leafArb, tie('node')),
})).node;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function toHtml(n: GenNode | string): string {
  if (typeof n === 'string') return esc(n);
  const attrs = n.attrs.map(([k, v]) => ` ${k}="${escAttr(v)}"`).join('');
  if (VOIDS.includes(n.tag)) return `<${n.tag}${attrs}>`;
  return `<${n.tag}${attrs}>${n.children.map(toHtml).join('')}</${n.tag}>`;
}

/** A whole page: a title and a body of random trees, plus (usually) one real paragraph of prose. */
export const pageArb: fc.Arbitrary<string> = fc
  .tuple(textArb, fc.array(nodeArb, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.nat({ max: 4 }))
  .map(([title, body, withProse, at]) => {
    const parts = body.map(toHtml);
    if (withProse) {
      const para = '<p>The harbour crews worked through the long winter, and the town still remembers them, every one of them, in its songs and its stories.</p>';
      parts.splice(Math.min(at, parts.length), 0, para.repeat(3));
    }
    return `<!doctype html><html><head><title>${esc(title)}</title></head><body>${parts.join('')}</body></html>`;
  });
