/**
 * Research IIFE entry (dist/lib/winnow-research.iife.js): the library plus what only the
 * benchmark and the training scripts need — the learned selection strategies ('fused',
 * 'network', 'svm', 'layout-regions') and the block classifier's feature rows. Installs
 * `globalThis.WinnowResearch`, beside (never instead of) the product bundle's `Winnow`.
 */
import '../research/classify/register';
import { dumpBlockFeatures } from '../research/classify/dump';
import { createTemplateLearner, extract, NoContentError, version } from './index';

const api = Object.freeze({ extract, version, NoContentError, createTemplateLearner, blockFeatures: dumpBlockFeatures });

export type WinnowResearchGlobal = typeof api;

(globalThis as unknown as { WinnowResearch: WinnowResearchGlobal }).WinnowResearch = api;
