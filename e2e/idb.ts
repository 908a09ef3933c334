/** Reads the worker's template database from any extension page (one origin, one database). */

/** An extension page as Playwright or puppeteer (the Firefox suite) hands it: runs a function in it. */
interface ExtensionPage {
  evaluate(fn: (arg: readonly [string, string]) => Promise<unknown>, arg: readonly [string, string]): Promise<unknown>;
}

export type TemplateStoreName = 'sites' | 'batch' | 'templates';

export function readStore(page: ExtensionPage, store: TemplateStoreName, key: string): Promise<unknown> {
  return page.evaluate(
    ([s, k]) => new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('winnow-templates');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const req = open.result.transaction(s, 'readonly').objectStore(s).get(k);
        req.onsuccess = () => { resolve(req.result ?? null); open.result.close(); };
        req.onerror = () => reject(req.error);
      };
    }),
    [store, key] as const,
  );
}
