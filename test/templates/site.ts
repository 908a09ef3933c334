/** Synthetic pages of one site: the same nav and footer, a different article on each page. */
import { page } from '../helpers/dom';

export const NAV = ['Home', 'World News', 'Business', 'Technology', 'Sport', 'Contact us'];
export const FOOTER = '© 2015 Example Corp. All rights reserved. Reproduction without permission is prohibited.';

const WORDS = ['river', 'council', 'budget', 'vote', 'school', 'bridge', 'storm', 'harvest', 'market', 'doctor',
  'museum', 'train', 'library', 'festival', 'election', 'garden', 'factory', 'harbour', 'court', 'village'];

/** Deterministic prose (a small PRNG picks the words): no two pages share a sentence. */
export function sentence(n: number, k: number): string {
  let x = (n * 7919 + k * 104729) >>> 0 || 1;
  const next = () => ((x = (x * 1103515245 + 12345) >>> 0) >>> 8) % WORDS.length;
  const words = Array.from({ length: 18 }, () => WORDS[next()]);
  return 'The ' + words.join(' ') + '.';
}

interface SitePageOptions { body?: string; footer?: string; nav?: string[] }

/** Page `n`'s body markup (the end-to-end suites serve it as a page of their own). */
export function sitePageBody(n: number, opts: SitePageOptions = {}): string {
  const nav = (opts.nav ?? NAV).map((t) => `<li><a href="/${t}">${t}</a></li>`).join('');
  const body = opts.body ?? [0, 1, 2, 3].map((k) => `<p>${sentence(n, k)}</p>`).join('');
  return `<header><ul class="menu">${nav}</ul></header>` +
    `<article><h1>The ${WORDS[n % WORDS.length]} and the ${WORDS[(n * 3 + 1) % WORDS.length]} in year ${1900 + n * 13}</h1>${body}</article>` +
    `<footer><p>${opts.footer ?? FOOTER}</p><p><a href="/privacy">Privacy policy</a></p></footer>`;
}

export function sitePage(n: number, opts: SitePageOptions = {}): Document {
  return page(sitePageBody(n, opts));
}
