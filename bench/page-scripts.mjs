// Code that runs inside the benchmark page (serialised by Playwright: must be self-contained).

/**
 * @typedef {object} InPageResult
 * @property {string} text plain text, one block per line
 * @property {string|null} [title] the extractor's own title, where it gives one
 * @property {number} ms extraction time, performance.now() around the call only
 * @property {string|null} error
 * @property {string|null} [pageType] extractor's page-type guess (Winnow only)
 * @property {Record<string, number>|null} [stages] per-stage ms (Winnow only)
 * @property {boolean} [sameAsArticle] typed other than an article: is the text the one the article
 *   reading gives (`pageType: 'article'` forced, untimed)? (Winnow's default only)
 */

/**
 * Run one extractor on the live document. Only the extraction call is timed; turning HTML
 * output into text happens afterwards, with the same block-aware helper for every extractor.
 * @param {string} name 'winnow', 'winnow:<strategy>', 'readability', 'defuddle' or 'fulltext'
 * @returns {Promise<InPageResult>}
 */
export async function runExtractorInPage(name) {
  // Elements that end a line (words of adjacent blocks must never merge).
  const BLOCK = new Set([
    'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'CAPTION', 'DD', 'DETAILS', 'DIALOG',
    'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3',
    'H4', 'H5', 'H6', 'HEADER', 'HGROUP', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION',
    'SUMMARY', 'TABLE', 'TBODY', 'TFOOT', 'THEAD', 'TR', 'UL', 'CENTER', 'MENU', 'OPTION',
    'LEGEND', 'IFRAME', 'VIDEO', 'AUDIO', 'PICTURE', 'OBJECT',
  ]);
  // Cells are separated (not line-ended), like innerText's tab.
  const CELL = new Set(['TD', 'TH']);
  const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE']);

  /** @param {string} html */
  const htmlToText = (html) => {
    if (!html) return '';
    const doc = new DOMParser().parseFromString(html, 'text/html');
    /** @type {string[]} */
    const out = [];
    /** @param {Node} node @param {boolean} inPre */
    const walk = (node, inPre) => {
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.nodeType === 3) {
          const data = /** @type {Text} */ (c).data;
          out.push(inPre ? data : data.replace(/\s+/g, ' '));
        } else if (c.nodeType === 1) {
          const tag = /** @type {Element} */ (c).tagName.toUpperCase();
          if (SKIP.has(tag)) continue;
          if (tag === 'BR') {
            out.push('\n');
            continue;
          }
          const block = BLOCK.has(tag);
          if (block) out.push('\n');
          else if (CELL.has(tag)) out.push('\t');
          walk(c, inPre || tag === 'PRE');
          if (block) out.push('\n');
          else if (CELL.has(tag)) out.push('\t');
        }
      }
    };
    walk(doc.body ?? doc.documentElement, false);
    return out
      .join('')
      .split('\n')
      .map((l) => l.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  };

  /** @type {InPageResult} */
  const result = { text: '', ms: 0, error: null, pageType: null };
  const g = /** @type {any} */ (globalThis);
  let t0 = performance.now();
  try {
    if (name === 'winnow' || name.startsWith('winnow:') || name.startsWith('winnow-off:')) {
      // "winnow:<strategy>" runs one selection strategy (bench --strategies); "winnow-off:<stage>"
      // the default with one stage switched off (bench --stages).
      const strategy = name.startsWith('winnow:') ? name.slice('winnow:'.length) : null;
      const off = name.startsWith('winnow-off:') ? name.slice('winnow-off:'.length) : null;
      t0 = performance.now();
      // Strategies come from the research bundle (WinnowResearch); the default from the product's.
      const lib = strategy ? g.WinnowResearch : g.Winnow;
      // A page-type model in place of the shipped one (bench --pagetype-model), when one was given.
      const model = g.__winnowPageTypeModel ? { pageTypeModel: g.__winnowPageTypeModel } : {};
      const article = await lib.extract(document, { ...(strategy ? { strategy } : off ? { disable: [off] } : {}), ...model });
      result.ms = performance.now() - t0;
      result.text = article?.text ?? '';
      result.title = article?.title ?? null;
      result.pageType = article?.pageType ?? null;
      result.stages = article?.timings ?? null;
      if (!strategy && !off && article && article.pageType !== 'article') {
        // A page without an article reading (it throws) reads to other text.
        const asArticle = await lib.extract(document, { pageType: 'article' }).catch(() => null);
        result.sameAsArticle = asArticle?.text === article.text;
      }
    } else if (name === 'readability') {
      t0 = performance.now();
      const article = new g.Readability(document.cloneNode(true)).parse();
      result.ms = performance.now() - t0;
      result.text = htmlToText(article?.content ?? '');
      result.title = article?.title ?? null;
    } else if (name === 'defuddle') {
      const Defuddle = typeof g.Defuddle === 'function' ? g.Defuddle : g.Defuddle?.default;
      t0 = performance.now();
      const out = new Defuddle(document).parse();
      result.ms = performance.now() - t0;
      result.text = htmlToText(out?.content ?? '');
      result.title = out?.title ?? null;
    } else if (name === 'fulltext') {
      t0 = performance.now();
      const text = (document.body ?? document.documentElement).innerText;
      result.ms = performance.now() - t0;
      result.text = text ?? '';
    } else {
      throw new Error(`unknown extractor ${name}`);
    }
  } catch (err) {
    // A throwing extractor still took time (e.g. Winnow's NoContentError): keep it.
    if (!result.ms) result.ms = performance.now() - t0;
    const e = /** @type {any} */ (err);
    result.error = `${e?.name ?? 'Error'}: ${String(e?.message ?? e)}`.slice(0, 300);
    result.text = '';
  }
  return result;
}

/**
 * Force style + layout (as a displayed page would have), then return a hash of the whole
 * serialised document, used to detect an extractor that mutates the live DOM.
 */
export function layoutAndFingerprintInPage() {
  void (document.body ?? document.documentElement)?.getBoundingClientRect();
  const html = document.documentElement?.outerHTML ?? '';
  let h = 0x811c9dc5; // FNV-1a, 32 bit
  for (let i = 0; i < html.length; i++) {
    h ^= html.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${html.length}:${(h >>> 0).toString(16)}`;
}
