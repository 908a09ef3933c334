#!/usr/bin/env node
// Agreement with a peer on pages that have no truth, in Node (no browser):
//
//   node bench/agreement.mjs [--data gne-pages-zh] [--peer readability|defuddle] [--hash-names] [--worst N]
//
// gne-pages-zh holds 60 modern Chinese news articles (163, sina, toutiao, thepaper, ifeng,
// wechat, …) and 4 list pages, and no truth: the only modern Chinese pages in ../shared/. Where
// the engine and a strong peer read a page alike, both are probably right; where they part, one
// of them is wrong, and the page says which. The figure is the shingle F1 of Winnow's text
// against the peer's (bench/metric.mjs, the peer's text standing in for the truth), so it is
// an agreement, not an accuracy: a page where the peer is wrong scores low too.
//
// The peer always reads the page as served (its best reading, the nearest thing to a truth);
// --hash-names hashes class and id names for Winnow only, so the hashed figure shows what
// Winnow loses without names against that same reference. Module: dist/lib/winnow.mjs
// (npm run build:lib), or $WINNOW_MODULE.

import { parseArgs, listPages } from './datasets.mjs';
import { nodeDocument, peerExtract, NODE_PEERS, winnowModulePath } from './node-dom.mjs';
import { pageScore } from './metric.mjs';

/** Below this agreement a page counts as read apart (one of the two took another block). */
export const APART_F1 = 0.5;
/** Pages listed by default, least agreement first. */
const DEFAULT_WORST = 10;

const args = parseArgs(process.argv.slice(2));
const dataset = args.data && args.data !== true ? String(args.data) : 'gne-pages-zh';
const peerName = args.peer && args.peer !== true ? String(args.peer) : 'readability';
if (!NODE_PEERS.includes(peerName)) {
  console.error(`--peer ${peerName}: the agreement runs against ${NODE_PEERS.join(', ')}`);
  process.exit(2);
}
const hashNames = Boolean(args['hash-names']);
const worstN = args.worst === undefined ? DEFAULT_WORST : Number(args.worst === true ? DEFAULT_WORST : args.worst);

const winnow = await import(winnowModulePath());
const peer = await peerExtract(peerName);
const pages = listPages(dataset, { withoutTruth: true });
if (pages.length === 0) {
  console.error(`${dataset}: no pages`);
  process.exit(2);
}

/** @type {{id: string, pageType: string|null, read: string, f1: number, p: number, r: number, wChars: number, pChars: number, error?: string}[]} */
const rows = [];
for (const page of pages) {
  let w;
  let ref;
  try {
    w = await winnow.extract(nodeDocument(page.pagePath, { hashNames }));
    ref = await peer(nodeDocument(page.pagePath));
  } catch (e) {
    rows.push({ id: page.id, pageType: page.pageType, read: '', f1: 0, p: 0, r: 0, wChars: 0, pChars: 0, error: String(e) });
    continue;
  }
  const s = pageScore(ref.text, w.text);
  rows.push({ id: page.id, pageType: page.pageType, read: w.pageType ?? '', f1: s.f1, p: s.p, r: s.r, wChars: w.text.length, pChars: ref.text.length });
}

const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
console.log(`agreement: Winnow${hashNames ? ' (hashed names)' : ''} against ${peerName}, ${dataset}, ${rows.length} pages`);
for (const type of [...new Set(rows.map((r) => r.pageType ?? 'unlabelled'))].sort()) {
  const of = rows.filter((r) => (r.pageType ?? 'unlabelled') === type);
  const apart = of.filter((r) => r.f1 < APART_F1).length;
  console.log(`  ${type.padEnd(12)} ${String(of.length).padStart(4)} pages  mean F1 ${mean(of.map((r) => r.f1)).toFixed(4)}  read apart (F1 < ${APART_F1}) ${apart}`);
}
const errors = rows.filter((r) => r.error);
if (errors.length) console.log(`  errors: ${errors.map((r) => `${r.id} (${r.error})`).join('; ')}`);
if (worstN > 0) {
  console.log(`least agreement (P: Winnow's text the ${peerName} reading holds; R: the ${peerName} reading Winnow holds):`);
  for (const r of [...rows].sort((a, b) => a.f1 - b.f1).slice(0, worstN)) {
    console.log(`  ${r.id.padEnd(32)} F1 ${r.f1.toFixed(3)}  P ${r.p.toFixed(3)}  R ${r.r.toFixed(3)}  chars ${r.wChars} / ${r.pChars}  read as ${r.read}`);
  }
}
