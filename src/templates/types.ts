/**
 * The learner's serialisable types (types only: the library ships this file's declarations as
 * learner-types.d.ts, see vite.lib.config.ts).
 */
import type { TemplateEntry } from '../core/template-types';

/** Seed 000's parameters (defaults and their reasons in learner.ts). */
export interface LearnerParams {
  pagesPerBatch: number;
  minFrequency: number;
  maxAgePages: number;
  /** Apply open-batch entries that already reached N2 (see EARLY_MATCHING in learner.ts). */
  earlyMatching: boolean;
}

/** What `toJSON` returns and the constructor restores. */
export interface LearnerState {
  version: 1;
  /** Pages observed in total: the clock that `lastSeen` counts in. */
  pages: number;
  /** Pages observed in the open batch. */
  batchPages: number;
  /** Seed 000's cache S: count = pages of this batch the entry appeared on. */
  batch: TemplateEntry[];
  /** Promoted entries: count = pages seen in total since promotion's batch. */
  template: TemplateEntry[];
}

