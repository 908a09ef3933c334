/**
 * Turns the article's HTML into a safe DOM fragment for the popup and the reading view. The
 * core already builds a clean DOM, but nothing that came from a page is trusted: DOMPurify with
 * an allow-list. In the overlay the fragment lands in the page's own document (in a closed
 * shadow root), where an event-handler attribute would run in the page: same allow-list there.
 */
import DOMPurify from 'dompurify';

/** Structural and inline text elements a reading view needs; nothing interactive or embedded. */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'dfn', 'div',
  'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
  'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'picture', 'pre', 'q', 's', 'samp', 'section', 'small',
  'source', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'time', 'tr', 'u', 'ul', 'var',
  // MathML presentation elements (formulas keep their structure).
  'math', 'semantics', 'mrow', 'mi', 'mn', 'mo', 'mtext', 'mspace', 'ms', 'msup', 'msub',
  'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd',
  'mstyle', 'mpadded', 'mphantom', 'menclose', 'mfenced',
];

/** No style, no class/id (the page's CSS hooks), no event handlers. */
const ALLOWED_ATTR = [
  'href', 'src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan',
  'scope', 'datetime', 'cite', 'lang', 'dir', 'start', 'reversed', 'type',
];

/** http(s) and mailto links, and http(s)/data images; everything else (javascript:, etc.) goes. */
const ALLOWED_URI = /^(?:https?:|mailto:|data:image\/(?:png|gif|jpe?g|webp);)/i;

let hooked = false;

function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeArticleHtml(html: string): DocumentFragment {
  // Without a usable DOM DOMPurify returns its input untouched: show plain text instead.
  if (!DOMPurify.isSupported) {
    const fragment = document.createDocumentFragment();
    fragment.append(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
    return fragment;
  }
  hookLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ADD_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
