// Local page server: GET /<dataset>/<id> → the page HTML (see datasets.readPageHtml),
// served as text/html; charset=utf-8 (which takes precedence over the page's <meta charset>).
// Everything else is a fast 404, so relative sub-resources never wait.

import http from 'node:http';
import { readPageHtml } from './datasets.mjs';
import { perturbationOf } from './perturb.mjs';

/** Pages kept in memory (each page is loaded once per extractor, back to back). */
const CACHE_SIZE = 8;

/**
 * @param {import('./datasets.mjs').PageRef[]} pages
 * @param {{hashNames?: boolean, perturb?: string}} [opts] see datasets.readPageHtml
 * @returns {Promise<{origin: string, urlOf: (p: import('./datasets.mjs').PageRef) => string, close: () => Promise<void>}>}
 */
export async function startServer(pages, opts = {}) {
  /** @type {Map<string, import('./datasets.mjs').PageRef>} */
  const byPath = new Map();
  for (const p of pages) byPath.set(pathOf(p), p);
  /** @type {Map<string, Buffer>} */
  const cache = new Map();

  const server = http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
    const page = byPath.get(urlPath);
    if (!page || req.method !== 'GET') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    let body = cache.get(urlPath);
    if (!body) {
      try {
        body = Buffer.from(readPageHtml(page.pagePath, { ...opts, perturb: perturbationOf(page, opts.perturb) }), 'utf8');
      } catch (err) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(err));
        return;
      }
      cache.set(urlPath, body);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value);
    }
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(body);
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('server has no port');
  const origin = `http://127.0.0.1:${addr.port}`;
  return {
    origin,
    urlOf: (p) => origin + pathOf(p),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** @param {import('./datasets.mjs').PageRef} p */
function pathOf(p) {
  return `/${encodeURIComponent(p.dataset)}/${encodeURIComponent(p.id)}`;
}
