#!/usr/bin/env node
// Where Winnow's extraction time goes, function by function, in headless Chromium (issue 22).
// The stage table (`npm run bench -- --stages`) says which stage costs what; this says which
// functions inside them do. The readable engine bundle (dist/lib/winnow-profile.iife.js: the
// shipped engine, not minified, with a source map for the files) is injected into every
// sampled page as in the benchmark, and its extract() runs under V8's sampling profiler. Only
// samples inside the extraction count (not the page's load, nor the bench's own checks).
//
//   npm run bench:profile -- [--data a,b] [--every N] [--top N]
//
// --every N profiles every Nth page of each set (default 10); --top N rows per table (default 25).
// Readability.js runs on the same pages, unprofiled, for the median beside Winnow's.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, resolveDatasets, listPages, REPO_ROOT } from './datasets.mjs';
import { startServer } from './server.mjs';
import { BrowserRunner } from './browser.mjs';
import { loadExtractors } from './peers.mjs';
import { quantile, table } from './report.mjs';

const PROFILE_BUNDLE = path.join(REPO_ROOT, 'dist', 'lib', 'winnow-profile.iife.js');
/** V8's sampling interval: 0.1 ms resolves functions that run for a fraction of a millisecond. */
const SAMPLING_INTERVAL_US = 100;
/** The in-page function (page-scripts.mjs) that times each extractor: samples under it count. */
const EXTRACTION_FRAME = 'runExtractorInPage';
/** Base64 digits of source-map VLQ fields. */
const VLQ_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const args = parseArgs(process.argv.slice(2));
const every = Math.max(1, Number(args.every ?? 10));
const top = Math.max(1, Number(args.top ?? 25));
if (!fs.existsSync(PROFILE_BUNDLE)) {
  console.error(`${path.relative(REPO_ROOT, PROFILE_BUNDLE)} not found: run \`npm run bench:profile\` (it builds it first)`);
  process.exit(1);
}
const bundle = fs.readFileSync(PROFILE_BUNDLE, 'utf8');
const sourceOfLine = sourceFiles(JSON.parse(fs.readFileSync(`${PROFILE_BUNDLE}.map`, 'utf8')));
const winnow = { name: 'winnow', script: bundle, version: null };
const [readability] = loadExtractors(['readability']).extractors;

const pages = resolveDatasets(args.data).flatMap((d) => listPages(d).filter((_, i) => i % every === 0));
console.error(`profile: ${pages.length} pages (every ${every}th of each set)`);
const server = await startServer(pages, {});
const runner = await new BrowserRunner(server.origin).start();
const cdp = () => /** @type {import('playwright-core').CDPSession} */ (runner.cdp);
/** @type {Map<string, {self: number, total: number}>} */
const byFunction = new Map();
let extractionUs = 0;
/** @type {Record<string, number[]>} */
const ms = { winnow: [], readability: [] };
try {
  for (const page of pages) {
    try {
      await runner.load(server.urlOf(page));
    } catch {
      continue;
    }
    await cdp().send('Profiler.enable');
    await cdp().send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp().send('Profiler.start');
    const res = await runner.extract(winnow);
    const { profile } = await cdp().send('Profiler.stop');
    if (res.ms !== null) ms.winnow.push(res.ms);
    extractionUs += addProfile(profile);
    if (readability) {
      const r = await runner.extract(readability);
      if (r.ms !== null) ms.readability.push(r.ms);
    }
  }
} finally {
  await runner.close();
  await server.close();
}

const median = (/** @type {number[]} */ a) => quantile([...a].sort((x, y) => x - y), 0.5) ?? NaN;
/** The call chain every extraction runs through (the bench's frame, extract, the pipeline's loop) says nothing. */
const CHAIN_SHARE = 0.95;
const rows = (/** @type {'self'|'total'} */ key) =>
  [...byFunction].filter(([, t]) => key === 'self' || t.total < CHAIN_SHARE * extractionUs)
    .sort((a, b) => b[1][key] - a[1][key]).slice(0, top).map(([fn, t]) => [
    fn, `${(t[key] / 1000).toFixed(0)}`, `${((100 * t[key]) / extractionUs).toFixed(1)} %`,
  ]);
console.log(`\nWinnow's extraction: ${(extractionUs / 1000).toFixed(0)} ms sampled over ${ms.winnow.length} pages; ` +
  `median ${median(ms.winnow).toFixed(1)} ms (not minified, profiler on), Readability.js ${median(ms.readability).toFixed(1)} ms`);
console.log('\nself time (the function\'s own code; "(native)": the browser\'s DOM and built-ins)');
console.log(table(['function', 'ms', 'share'], rows('self'), false));
console.log(`\ninclusive time (with everything it calls; the call chain above the stages, over ${CHAIN_SHARE * 100} %, left out)`);
console.log(table(['function', 'ms', 'share'], rows('total'), false));
process.exit(0);

/**
 * Adds one page's profile to byFunction, counting samples whose stack runs through the
 * extraction frame. Returns the microseconds sampled inside the extraction.
 * @param {any} profile CDP Profiler.Profile
 */
function addProfile(profile) {
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** @type {Map<number, number>} */
  const selfUs = new Map();
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let inside = 0;
  for (const [id, us] of selfUs) {
    const stack = [];
    for (let x = /** @type {number|undefined} */ (id); x !== undefined; x = parent.get(x)) stack.push(nodes.get(x).callFrame);
    if (!stack.some((f) => f.functionName === EXTRACTION_FRAME)) continue;
    inside += us;
    const names = stack.map(label);
    entry(names[0]).self += us;
    for (const name of new Set(names)) entry(name).total += us;
  }
  return inside;
}

/** @param {string} name */
function entry(name) {
  let e = byFunction.get(name);
  if (!e) byFunction.set(name, (e = { self: 0, total: 0 }));
  return e;
}

/** "segment (src/core/segment.ts)" for the bundle's functions, "getAttribute (native)" for the browser's. */
function label(/** @type {any} */ frame) {
  const name = frame.functionName || '(anonymous)';
  if (name.startsWith('(')) return name; // (root), (program), (garbage collector)
  if (frame.url === '' && frame.lineNumber < 0) return `${name} (native)`;
  const file = frame.url === '' ? sourceOfLine(frame.lineNumber) : path.basename(frame.url);
  return file ? `${name} (${file})` : name;
}

/**
 * Generated line → source file, from the bundle's source map (a line of the readable bundle
 * comes from one file: the file of its last mapping is taken).
 * @param {{sources: string[], mappings: string}} map
 */
function sourceFiles(map) {
  const files = map.mappings.split(';').map(firstSource);
  // A segment's source index is relative to the previous segment's: carry it across lines.
  let source = 0;
  const byLine = files.map((delta) => (delta === null ? null : (source += delta)));
  return (/** @type {number} */ line) => {
    const i = byLine[line];
    return i === null || i === undefined ? '' : map.sources[i].replace(/^(?:\.\.\/)+/, '');
  };
}

/**
 * The sum of a line's source-index deltas (each segment's is relative to the segment before, across
 * lines), or null for a line without mappings.
 * @param {string} line
 */
function firstSource(line) {
  if (!line) return null;
  let delta = 0;
  for (const segment of line.split(',')) {
    const fields = decodeVlq(segment);
    if (fields.length >= 2) delta += fields[1];
  }
  return delta;
}

/** @param {string} text one segment's base64 VLQ fields */
function decodeVlq(text) {
  /** @type {number[]} */
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = VLQ_DIGITS.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
