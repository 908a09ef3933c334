/**
 * The training dump: the same segment + layout + features stages the extractor runs, plus each
 * unit's own text so scripts/train.mjs can label the rows against the truth. Exposed on the
 * library bundle as Winnow.blockFeatures (scripts/features.mjs injects it into rendered pages).
 */
import { segment } from '../../core/segment';
import { readLayout } from '../../core/layout';
import { blockFeatures, FEATURE_COUNT, FEATURE_NAMES, unitTexts } from './features';

export interface FeatureDump {
  names: string[];
  /** One row per visible text unit, FEATURE_COUNT numbers each. */
  rows: number[][];
  texts: string[];
  tags: string[];
  layout: boolean;
}

export function dumpBlockFeatures(doc: Document): FeatureDump {
  const seg = segment(doc);
  const layout = readLayout(doc, seg);
  const { units, rows } = blockFeatures(seg, layout);
  const out: number[][] = [];
  for (let k = 0; k < units.length; k++) out.push(Array.from(rows.subarray(k * FEATURE_COUNT, (k + 1) * FEATURE_COUNT)));
  return { names: [...FEATURE_NAMES], rows: out, texts: unitTexts(seg, units), tags: units.map((u) => u.tag), layout: layout.available };
}
