/** A tiny in-memory HTTP server on 127.0.0.1 (random port) for the pages a test opens. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServeOptions {
  /** Answer only after this long (a page that times out). */
  delayMs?: number;
}

export interface PageServer {
  origin: string;
  /** Serves `html` at `path` (e.g. "/article.html", or with a query: "/story?page=2") and returns its absolute URL. */
  serve(path: string, html: string, options?: ServeOptions): string;
  /** How many requests `path` has had. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, { html: string; options: ServeOptions }>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // A page served with its query first, else by its path alone.
    const key = pages.has(url.pathname + url.search) ? url.pathname + url.search : url.pathname;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const page = pages.get(key);
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const answer = () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
    if (page.options.delayMs) setTimeout(answer, page.options.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(path, html, options = {}) {
      pages.set(path, { html, options });
      return origin + path;
    },
    hits: (path) => hits.get(path) ?? 0,
    close: () => new Promise((resolve) => {
      server.closeAllConnections(); // a delayed answer must not hold the test run open
      server.close(() => resolve());
    }),
  };
}
