/**
 * A real dataset page read by the engine and scored against its truth: the shape most
 * real-page tests share ("this line is read, and F1 stays above a floor").
 */
import { extractSync } from '../../src/core/extract';
import type { Article, ExtractOptions } from '../../src/core/types';
import { pageScore } from '../../bench/metric.mjs';
import { doc } from './dom';
import { readPage, readTruth } from './datasets';

export interface RealReading {
  article: Article;
  text: string;
  truth: string;
  /** Shingle F1 of the text against the truth. */
  f1: number;
}

export function readRealPage(folder: string, id: string, options?: ExtractOptions): RealReading {
  const article = extractSync(doc(readPage(folder, id)), options);
  const truth = readTruth(folder, id);
  return { article, text: article.text, truth, f1: pageScore(truth, article.text).f1 };
}
