/**
 * The 'fused' strategy (rules + seed 004's network) may only narrow the rules' container: on
 * small blog pages the network alone prefers a long reader comment to the post.
 */
import { describe, expect, it } from 'vitest';
import '../../src/research/classify/register';
import { extractSync } from '../../src/core/extract';
import { doc } from '../helpers/dom';
import { HAVE_DATASETS, readPage } from '../helpers/datasets';

describe.skipIf(!HAVE_DATASETS)('fused strategy on dragnet-train 119 (a blog post with long comments)', () => {
  const POST = 'At the age of seventeen, Milton Hyland Erickson was a victim of polio';
  const COMMENT = 'my hands are shaking';

  it('keeps the post the rules chose, not the comment the network prefers', () => {
    const rules = extractSync(doc(readPage('dragnet-train', '119'))).text;
    const fused = extractSync(doc(readPage('dragnet-train', '119')), { strategy: 'fused' }).text;
    expect(rules).toContain(POST);
    expect(fused).toContain(POST);
    expect(fused).not.toContain(COMMENT);
  });
});

describe.skipIf(!HAVE_DATASETS)('fused strategy on big9-chaos big5-13_ecuador (a wire story with a related-stories tail)', () => {
  it('narrows the rules container to the story', () => {
    const rules = extractSync(doc(readPage('big9-chaos', 'big5-13_ecuador'))).text;
    const fused = extractSync(doc(readPage('big9-chaos', 'big5-13_ecuador')), { strategy: 'fused' }).text;
    expect(fused.length).toBeLessThan(0.8 * rules.length);
    // Every line the fused reading keeps is one the rules kept too: it only narrows.
    const kept = new Set(rules.split('\n'));
    expect(fused.split('\n').filter((l) => !kept.has(l))).toEqual([]);
  });
});
