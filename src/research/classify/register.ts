/** Plugs the learned strategies into selection (see src/core/select/learned.ts for why). */
import { registerLearnedStrategies } from '../../core/select/learned';
import { fuseScores, pruneByClassifier } from './fuse';
import { selectByNetwork, selectByRegions, selectBySvm } from './index';

registerLearnedStrategies({
  network: selectByNetwork,
  svm: selectBySvm,
  regions: selectByRegions,
  fuse: fuseScores,
  prune: pruneByClassifier,
});
