// Training rows: the feature dump of scripts/features.mjs joined with each page's truth
// (labels.mjs), its site (for site-split cross-validation) and, on l3s-gn1, the human labels.

import fs from 'node:fs';
import path from 'node:path';
import { DATASETS_ROOT, readPageHtml } from '../../bench/datasets.mjs';
import { truthLabeller, l3sUnitLabels, CONTENT_SHARE } from './labels.mjs';

/** The page's site: meta's `site`, else the host of its URL, canonical link or og:url. */
function siteOf(meta, dataset) {
  if (meta.site) return String(meta.site);
  const host = (u) => {
    try {
      return new URL(u).hostname.replace(/^www\./, '');
    } catch {
      return null;
    }
  };
  if (meta.url && host(meta.url)) return host(meta.url);
  const pagePath = path.join(DATASETS_ROOT, dataset, 'pages', `${meta.id}.html.gz`);
  const html = readPageHtml(pagePath).slice(0, 200_000);
  const m = html.match(/<link[^>]+rel=["']?canonical["']?[^>]*href=["']([^"']+)/i) ??
    html.match(/<meta[^>]+property=["']og:url["'][^>]*content=["']([^"']+)/i) ??
    html.match(/<base[^>]+href=["']([^"']+)/i);
  // Without any clue the page is its own site: the split can then only err towards optimism
  // on the few pages of one unnamed site, which the held-out folders check.
  return (m && host(m[1])) || `${dataset}/${meta.id}`;
}

/**
 * @param {string[]} datasets
 * @param {string} featuresDir
 * @returns {{pages: object[], names: string[]}}
 */
export function loadPages(datasets, featuresDir) {
  const pages = [];
  let names = null;
  for (const d of datasets) {
    const file = path.join(featuresDir, `${d}.jsonl`);
    if (!fs.existsSync(file)) {
      console.error(`  no features for ${d} (run npm run features -- --data ${d})`);
      continue;
    }
    const metas = new Map();
    for (const line of fs.readFileSync(path.join(DATASETS_ROOT, d, 'meta.jsonl'), 'utf8').split('\n')) {
      if (line.trim()) {
        const m = JSON.parse(line);
        metas.set(String(m.id), m);
      }
    }
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      let dump;
      try {
        dump = JSON.parse(line);
      } catch {
        continue;
      }
      if (names && dump.names.join() !== names.join()) throw new Error(`${file}: feature names differ; re-run npm run features`);
      names = dump.names;
      const truthPath = path.join(DATASETS_ROOT, d, 'truth', `${dump.id}.txt`);
      const label = truthLabeller(fs.readFileSync(truthPath, 'utf8'));
      const shares = dump.texts.map(label);
      const page = { dataset: d, id: dump.id, site: `${d}:${siteOf(metas.get(dump.id) ?? { id: dump.id }, d)}`, rows: dump.rows, texts: dump.texts, shares };
      const labelsPath = path.join(DATASETS_ROOT, d, 'labels', `${dump.id}.json`);
      if (fs.existsSync(labelsPath)) page.human = l3sUnitLabels(JSON.parse(fs.readFileSync(labelsPath, 'utf8')), dump.texts);
      pages.push(page);
    }
  }
  return { pages, names: names ?? [] };
}

/** Agreement of the truth-alignment labels with l3s-gn1's human block labels. */
export function labelAgreement(pages) {
  let both = 0;
  let agree = 0;
  let chars = 0;
  let agreeChars = 0;
  let humanContent = 0;
  let alignedContent = 0;
  for (const p of pages) {
    if (!p.human) continue;
    p.human.forEach((h, k) => {
      const s = p.shares[k];
      if (h === undefined || s === null) return;
      const mine = s >= CONTENT_SHARE;
      const len = p.texts[k].length;
      both++;
      chars += len;
      if (h) humanContent++;
      if (mine) alignedContent++;
      if (mine === h) {
        agree++;
        agreeChars += len;
      }
    });
  }
  return { blocks: both, agreement: both ? agree / both : null, charAgreement: chars ? agreeChars / chars : null, humanContent, alignedContent };
}
