/** Seed 000's template library: the learner (this folder) over the core's matching. */
export {
  TemplateLearner, parseLearnerState, siteKeyOf, DEFAULT_PARAMS, PAGES_PER_BATCH, MIN_FREQUENCY,
  MAX_AGE_PAGES, MAX_TEMPLATE_ENTRIES, MAX_BATCH_ENTRIES,
} from './learner';
export type { LearnerParams, LearnerState } from './learner';
