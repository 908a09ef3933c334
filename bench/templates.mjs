// npm run bench -- --templates [--templates-sweep] [--sites a,b] [--data big9-chaos,wcxb-dev]
//
// Replays each site's pages in order (big9-chaos: meta `site`, by year then id; wcxb-dev: meta
// `domain` with ≥ MIN_SITE_PAGES pages, by id) in headless Chromium with the IIFE bundle,
// learning as the worker would: extract with the template learned so far, then observe the page;
// the learner's JSON is kept in Node between pages. Every page after the first batch is scored
// twice (with and without the template) with the shingle metric. --templates-sweep also replays
// N1 × N2 alternatives on the same page loads.

import fs from 'node:fs';
import path from 'node:path';
import { DATASETS_ROOT } from './datasets.mjs';
import { startServer } from './server.mjs';
import { BrowserRunner } from './browser.mjs';
import { WINNOW_BUNDLE } from './peers.mjs';
import { pageScore } from './metric.mjs';
import { table } from './report.mjs';
import { templateStepInPage } from './templates-page.mjs';

/** Sites need a first batch plus at least one scored page. */
const MIN_SITE_PAGES = 11;
/** The product's parameters (src/templates/learner.ts); the sweep varies N1 and N2. */
const DEFAULT = { pagesPerBatch: 10, minFrequency: 3 };
const SWEEP_N1 = [5, 10, 20];
const SWEEP_N2 = [2, 3, 4];
/**
 * The oracle's rule: an output line repeated on this many of the site's pages is boilerplate.
 * Same N2 as the learner, but with hindsight over every page of the site, past and future.
 */
const ORACLE_MIN_PAGES = DEFAULT.minFrequency;

/** Site field per dataset and the page order within a site. */
const SITE_FIELD = { 'big9-chaos': 'site', 'wcxb-dev': 'domain' };

/** @param {string} dataset */
function sitesOf(dataset) {
  const dir = path.join(DATASETS_ROOT, dataset);
  const field = SITE_FIELD[/** @type {keyof typeof SITE_FIELD} */ (dataset)];
  /** @type {Map<string, any[]>} */
  const bySite = new Map();
  for (const line of fs.readFileSync(path.join(dir, 'meta.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const m = JSON.parse(line);
    const site = m[field];
    const truthPath = path.join(dir, 'truth', `${m.id}.txt`);
    const pagePath = path.join(dir, 'pages', `${m.id}.html.gz`);
    if (!site || !fs.existsSync(truthPath) || !fs.existsSync(pagePath)) continue;
    const page = { dataset, id: String(m.id), pageType: m.page_type ?? null, pagePath, truthPath, year: String(m.year ?? '') };
    bySite.set(site, [...(bySite.get(site) ?? []), page]);
  }
  const cmp = (/** @type {any} */ a, /** @type {any} */ b) => a.year.localeCompare(b.year) || a.id.localeCompare(b.id, 'en', { numeric: true });
  return [...bySite].filter(([, pages]) => pages.length >= MIN_SITE_PAGES).map(([site, pages]) => ({ dataset, site, pages: pages.sort(cmp) }));
}

const mean = (/** @type {number[]} */ xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
/** @param {number[]} xs @param {number} q */
function quantile(xs, q) {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

const lineKey = (/** @type {string} */ l) => l.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The ceiling templates can reach on these pages: drop from each page's template-free output
 * every line that recurs on ORACLE_MIN_PAGES or more of the site's pages (a perfect template,
 * learned with hindsight), and measure the mean F1 gain on the pages scored after the first batch.
 * @param {{ truth: string, text: string }[]} pages in visiting order
 * @param {number} firstScored
 */
function oracleGain(pages, firstScored) {
  /** @type {Map<string, number>} */
  const freq = new Map();
  for (const p of pages) for (const l of new Set(p.text.split('\n').map(lineKey).filter(Boolean))) freq.set(l, (freq.get(l) ?? 0) + 1);
  const gains = pages.slice(firstScored).map((p) => {
    const kept = p.text.split('\n').filter((l) => (freq.get(lineKey(l)) ?? 0) < ORACLE_MIN_PAGES).join('\n');
    return pageScore(p.truth, kept).f1 - pageScore(p.truth, p.text).f1;
  });
  return mean(gains);
}

/** @param {Record<string, string | true>} args */
export async function runTemplates(args) {
  if (!fs.existsSync(WINNOW_BUNDLE)) throw new Error(`missing ${WINNOW_BUNDLE}: npm run build:lib`);
  const bundle = fs.readFileSync(WINNOW_BUNDLE, 'utf8');
  const datasets = args.data && args.data !== true ? String(args.data).split(',') : Object.keys(SITE_FIELD);
  const only = args.sites && args.sites !== true ? new Set(String(args.sites).split(',')) : null;
  const sites = datasets.flatMap(sitesOf).filter((s) => !only || only.has(s.site));
  const sweep = Boolean(args['templates-sweep']);
  const configs = sweep ? SWEEP_N1.flatMap((n1) => SWEEP_N2.map((n2) => ({ pagesPerBatch: n1, minFrequency: n2 }))) : [DEFAULT];
  const def = configs.findIndex((c) => c.pagesPerBatch === DEFAULT.pagesPerBatch && c.minFrequency === DEFAULT.minFrequency);
  /** Pages scored in the sweep: the same for every config (after the longest first batch). */
  const sweepFrom = Math.max(...configs.map((c) => c.pagesPerBatch));
  console.error(`templates: ${sites.length} sites, ${sites.reduce((a, s) => a + s.pages.length, 0)} pages, ${configs.length} learner config(s)`);

  const server = await startServer(sites.flatMap((s) => s.pages));
  const runner = await new BrowserRunner(server.origin).start();
  /** @type {any[]} */
  const results = [];
  try {
    for (const { dataset, site, pages } of sites) {
      /** @type {(object|null)[]} */
      let states = configs.map(() => null);
      const rec = configs.map(() => ({ p: [], r: [], f1: [], bp: [], br: [], bf1: [], sp: [], sr: [], sf1: [], sbf1: [], sbr: [], ms: [], warm: [], size: 0, oracle: 0 }));
      /** Every page's text without a template, for the oracle below. */
      const baseTexts = [];
      for (let i = 0; i < pages.length; i++) {
        const page = pages[i];
        await runner.load(server.urlOf(page));
        const cdp = /** @type {any} */ (runner.cdp);
        await cdp.send('Runtime.evaluate', { expression: bundle });
        const step = await runner.page.evaluate(templateStepInPage, { states, configs });
        states = step.runs.map((r) => r.state);
        const truth = fs.readFileSync(page.truthPath, 'utf8');
        baseTexts.push({ truth, text: step.base });
        const base = pageScore(truth, step.base);
        step.runs.forEach((run, k) => {
          const s = pageScore(truth, run.text);
          const r = rec[k];
          r.size = run.size;
          if (run.ms !== null) r.ms.push(run.ms);
          if (run.warmMs !== null) r.warm.push(run.warmMs);
          if (i >= configs[k].pagesPerBatch) {
            r.p.push(s.p); r.r.push(s.r); r.f1.push(s.f1);
            r.bp.push(base.p); r.br.push(base.r); r.bf1.push(base.f1);
          }
          if (i >= sweepFrom) {
            r.sf1.push(s.f1); r.sr.push(s.r); r.sbf1.push(base.f1); r.sbr.push(base.r);
          }
        });
      }
      for (const [k, cfg] of configs.entries()) rec[k].oracle = oracleGain(baseTexts, cfg.pagesPerBatch);
      results.push({ dataset, site, pages: pages.length, rec });
      const d = rec[Math.max(0, def)];
      console.error(`  ${site}: F1 ${mean(d.bf1).toFixed(3)} → ${mean(d.f1).toFixed(3)}, template ${d.size} entries`);
    }
  } finally {
    await runner.close();
    await server.close();
  }

  const k = Math.max(0, def);
  const rows = results.map(({ dataset, site, pages, rec }) => {
    const r = rec[k];
    return [dataset, site, String(pages), String(r.f1.length),
      ...[mean(r.bp), mean(r.br), mean(r.bf1), mean(r.p), mean(r.r), mean(r.f1)].map((x) => x.toFixed(3)),
      (mean(r.f1) - mean(r.bf1)).toFixed(3), r.oracle.toFixed(3), (mean(r.r) - mean(r.br)).toFixed(3), String(r.size),
      quantile(r.ms, 0.5).toFixed(2), quantile(r.ms, 0.95).toFixed(2), quantile(r.warm, 0.5).toFixed(2)];
  });
  const header = ['dataset', 'site', 'pages', 'scored', 'P w/o', 'R w/o', 'F1 w/o', 'P with', 'R with', 'F1 with', 'ΔF1', 'oracle ΔF1', 'ΔR', 'entries', 'match ms p50', 'p95', 'warm p50'];
  const big9 = results.filter((x) => x.dataset === 'big9-chaos').map((x) => x.rec[k]);
  const allMs = results.flatMap((x) => x.rec[k].ms);
  const allWarm = results.flatMap((x) => x.rec[k].warm);
  const c = configs[k];
  let out = `Template learning, N1=${c.pagesPerBatch} N2=${c.minFrequency}; pages after the first batch, mean per page\n`;
  out += table(header, rows, Boolean(args.markdown)) + '\n';
  if (big9.length) {
    out += `big9-chaos mean ΔF1 ${mean(big9.map((r) => mean(r.f1) - mean(r.bf1))).toFixed(4)} ` +
      `(oracle ceiling ${mean(big9.map((r) => r.oracle)).toFixed(4)}), ` +
      `worst ΔR ${Math.min(...big9.map((r) => mean(r.r) - mean(r.br))).toFixed(4)}; `;
  }
  out += `matching ms over all pages: median ${quantile(allMs, 0.5).toFixed(2)}, p95 ${quantile(allMs, 0.95).toFixed(2)}; ` +
    `warm (second call on the page) median ${quantile(allWarm, 0.5).toFixed(2)}, p95 ${quantile(allWarm, 0.95).toFixed(2)}\n`;
  if (sweep) {
    const sRows = configs.map((cfg, j) => {
      const recs = results.filter((x) => x.dataset === 'big9-chaos').map((x) => x.rec[j]);
      const all = results.map((x) => x.rec[j]);
      return [String(cfg.pagesPerBatch), String(cfg.minFrequency),
        mean(recs.map((r) => mean(r.sf1) - mean(r.sbf1))).toFixed(4),
        Math.min(...recs.map((r) => mean(r.sr) - mean(r.sbr))).toFixed(4),
        mean(all.map((r) => mean(r.sf1) - mean(r.sbf1))).toFixed(4),
        mean(all.map((r) => r.size)).toFixed(0), quantile(all.flatMap((r) => r.ms), 0.5).toFixed(2)];
    });
    out += `\nSweep (pages from index ${sweepFrom} on, the same for every config)\n`;
    out += table(['N1', 'N2', 'big9 mean ΔF1', 'big9 worst ΔR', 'all sites mean ΔF1', 'mean entries', 'match ms p50'], sRows, Boolean(args.markdown)) + '\n';
  }
  console.log(out);
  const outDir = path.resolve(args.out && args.out !== true ? String(args.out) : path.join('bench', 'results', 'templates-' + new Date().toISOString().replace(/[:.]/g, '-')));
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'templates.json'), JSON.stringify({ configs, results }, null, 1));
  fs.writeFileSync(path.join(outDir, 'templates.txt'), out);
  console.log(`results: ${path.relative(process.cwd(), outDir)}`);
}
