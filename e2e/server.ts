/** A tiny in-memory HTTP server on 127.0.0.1 (random port) for the pages a test opens. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  origin: string;
  /** Serves `html` at `path` (e.g. "/article.html") and returns its absolute URL. */
  serve(path: string, html: string): string;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const html = pages.get(path);
    if (html === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(path, html) {
      pages.set(path, html);
      return origin + path;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
