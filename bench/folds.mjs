// Site folds (EVALUATION.md, "Generalization"): every page gets a site key, and every site one of
// K folds, so that no site is in two folds. Rules are written from the fitting folds' pages; the
// held fold is only ever read as an aggregate figure.

/** Default number of folds. */
export const DEFAULT_FOLDS = 5;
/** The fold nobody writes rules from: its pages never appear in a --worst list. */
export const DEFAULT_HELD_FOLD = 0;

/**
 * Second-level labels under which registrations are made (example.co.uk, sina.com.cn): the
 * registrable domain is then three labels, not two. A short list covers the dev sets' hosts;
 * a miss only splits one site's subdomains, it never merges two sites.
 */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go', 'gv']);

/**
 * Registrable domain of a host name: the last two labels, or three under a second-level label
 * of a country code (`news.bbc.co.uk` → `bbc.co.uk`).
 * @param {string} host
 */
export function registrableDomain(host) {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  if (labels.length <= 2) return labels.join('.');
  const tld = labels[labels.length - 1];
  const second = labels[labels.length - 2];
  const keep = tld.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** A title's site part: the shortest piece after its last " | ", " - ", " – ", " — " or "_". */
const TITLE_SITE_RE = /(?:\s[|\-–—]\s|_)([^|\-–—_]{2,40})$/;

/**
 * The site a page comes from: its URL's registrable domain, else the dataset's `site` or `domain`
 * field, else the site name its title ends with, else its id (a site of its own).
 * @param {Record<string, any>} meta one meta.jsonl object
 * @param {string} dataset
 */
export function siteOf(meta, dataset) {
  if (typeof meta.url === 'string') {
    try {
      return registrableDomain(new URL(meta.url).hostname);
    } catch {
      // not a URL: fall through
    }
  }
  const named = meta.site ?? meta.domain;
  if (typeof named === 'string' && named) return named.includes('.') ? registrableDomain(named) : named;
  const fromTitle = typeof meta.title === 'string' ? TITLE_SITE_RE.exec(meta.title.trim()) : null;
  if (fromTitle) return `${dataset}:title:${fromTitle[1].trim().toLowerCase()}`;
  return `${dataset}:${meta.id}`;
}

/** FNV-1a, 32 bits: a stable spread of site keys over folds. */
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * @param {string} site
 * @param {number} folds
 */
export function foldOf(site, folds) {
  return fnv1a(site) % folds;
}
