/**
 * URL handling for assembled content: the document's base (a <base href> resolved against the
 * page URL), absolutising, and refusing schemes that run code.
 */

/** Schemes a link or image may keep; anything else (javascript:, vbscript:, data: for links…) goes. */
const SAFE_LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'ftp:', 'tel:']);
const SAFE_IMAGE_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:']);
/** Schemes a <base href> may have; others fall back to the page URL. */
const BASE_SCHEMES = new Set(['http:', 'https:', 'file:']);

/** Page URL from options, else the document's own when it has one. */
export function pageUrlOf(doc: Document, explicit?: string): string {
  if (explicit) return explicit;
  const url = (doc as { URL?: string }).URL;
  if (url && url !== 'about:blank') return url;
  return '';
}

/** The URL relative references resolve against: <base href> (itself resolved) or the page URL. */
export function baseUrlOf(doc: Document, pageUrl: string): string {
  const base = doc.querySelector('base[href]')?.getAttribute('href');
  if (base) {
    try {
      const url = new URL(base.trim(), pageUrl || undefined);
      // As browsers do (HTML's "frozen base URL"), a javascript: or data: base is ignored.
      if (BASE_SCHEMES.has(url.protocol)) return url.href;
    } catch {
      /* an unusable <base> is ignored, as browsers do */
    }
  }
  return pageUrl;
}

function resolve(raw: string, base: string, schemes: Set<string>): string | null {
  const value = raw.trim().replace(/[\u0000-\u001f]/g, '');
  if (!value) return null;
  if (value.startsWith('#')) return value;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return schemes.has(url.protocol) ? url.href : null;
  } catch {
    // No base to resolve against (a file read without --url): keep a plainly relative path.
    return /^[a-z][a-z0-9+.-]*:/i.test(value) ? null : value;
  }
}

export function resolveLink(raw: string, base: string): string | null {
  return resolve(raw, base, SAFE_LINK_SCHEMES);
}

export function resolveImage(raw: string, base: string): string | null {
  const url = resolve(raw, base, SAFE_IMAGE_SCHEMES);
  // data: images are kept only when they are real images, never SVG (which can carry script).
  if (url && url.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(url)) return null;
  return url;
}

/** The widest candidate of a srcset ("a.jpg 480w, b.jpg 1080w" → b.jpg). */
export function bestFromSrcset(srcset: string): string | null {
  let best: string | null = null;
  let bestSize = -1;
  for (const part of srcset.split(/,\s+/)) {
    const [url, size] = part.trim().split(/\s+/);
    if (!url) continue;
    const n = size ? parseFloat(size) : 1;
    const weight = size && size.endsWith('x') ? n * 1000 : n;
    if (weight > bestSize) {
      best = url;
      bestSize = weight;
    }
  }
  return best;
}
