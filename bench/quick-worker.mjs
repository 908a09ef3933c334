// Worker for quick.mjs: parse a page as the CLI does (node-dom.mjs), run Winnow's Node build
// (or a peer: workerData.extractor), score it.
// Messages in: {index, page: PageRef}; out: {index, p, r, f1, predEmpty, truthEmpty, ms, chars,
// error, guessedType, probs, sameAsArticle?, snip?} or {ready} / {fatal} at start-up. workerData.hashNames: read
// every page with its class and id names hashed (hash-names.mjs); workerData.perturb: with a river
// added beside its story (perturb.mjs); workerData.foldModels: the
// page-type model of each fold (quick.mjs --cross-fit). probs: the page-type probabilities, when
// the options ask for debug output. workerData.saveText: a folder to write each page's text to
// (<dataset>__<id>.txt), for line diffs between two runs.

import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { nodeDocument, peerExtract } from './node-dom.mjs';
import { scorePage } from './scoring.mjs';
import { perturbationOf } from './perturb.mjs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {(document: Document, options?: object) => Promise<any>} */
let extract;
try {
  if (workerData.extractor !== 'winnow') extract = await peerExtract(workerData.extractor);
  else {
    const mod = await import(pathToFileURL(workerData.modulePath).href);
    extract = mod.extract ?? mod.default?.extract;
    if (typeof extract !== 'function') throw new Error(`${workerData.modulePath} exports no extract()`);
  }
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ fatal: String(/** @type {any} */ (err)?.stack ?? err) });
}

port.on('message', async (/** @type {{index: number, page: import('./datasets.mjs').PageRef}} */ task) => {
  let text = '';
  /** @type {string|null} */
  let title = null;
  /** @type {string|null} */
  let error = null;
  /** @type {string|null} */
  let guessedType = null;
  /** @type {Record<string, number>|null} */
  let probs = null;
  let ms = 0;
  /** @type {boolean|undefined} */
  let sameAsArticle;
  try {
    const document = nodeDocument(task.page.pagePath, { hashNames: workerData.hashNames, perturb: perturbationOf(task.page, workerData.perturb) });
    const t0 = performance.now();
    try {
      // --cross-fit: the page-type model fitted without this page's fold.
      const model = workerData.foldModels?.[task.page.fold];
      const article = await extract(document, model ? { ...workerData.options, pageTypeModel: model } : workerData.options);
      text = article?.text ?? '';
      title = article?.title ?? null;
      guessedType = article?.pageType ?? null;
      probs = article?.pageTypeProbabilities ?? null;
    } finally {
      ms = performance.now() - t0;
    }
    // Typed other than an article: would the article reading give the same text? (untimed; the
    // extraction leaves the document as it found it, so the same one is read again.) A page
    // without an article reading (it throws) reads to other text.
    if (workerData.extractor === 'winnow' && guessedType && guessedType !== 'article') {
      sameAsArticle = (await extract(document, { ...workerData.options, pageType: 'article' }).catch(() => null))?.text === text;
    }
  } catch (err) {
    const e = /** @type {any} */ (err);
    error = `${e?.name ?? 'Error'}: ${String(e?.message ?? e)}`.slice(0, 300);
    text = '';
  }
  const s = scorePage(task.page, text, title);
  if (workerData.saveText) fs.writeFileSync(path.join(workerData.saveText, `${task.page.dataset}__${task.page.id}.txt`), text);
  port.postMessage({
    index: task.index,
    p: s.p,
    r: s.r,
    f1: s.f1,
    predEmpty: s.predEmpty,
    truthEmpty: s.truthEmpty,
    ms,
    chars: text.length,
    error,
    guessedType,
    probs,
    ...(sameAsArticle !== undefined ? { sameAsArticle } : {}),
    ...('snip' in s ? { snip: s.snip } : {}),
  });
});
