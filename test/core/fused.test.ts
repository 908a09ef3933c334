/**
 * The 'fused' strategy (rules + seed 004's network) may only narrow the rules' container: on
 * small blog pages the network alone prefers a long reader comment to the post.
 */
import { describe, expect, it } from 'vitest';
import '../../src/research/classify/register';
import { extractSync } from '../../src/core/extract';
import fs from 'node:fs';
import path from 'node:path';
import { doc, unseenFixture } from '../helpers/dom';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';
import { pageScore } from '../../bench/metric.mjs';

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
  it('reads the story as the rules now do (their widening no longer climbs back to the tail), and only narrows', () => {
    const truth = readTruth('big9-chaos', 'big5-13_ecuador');
    const rules = extractSync(doc(readPage('big9-chaos', 'big5-13_ecuador'))).text;
    const fused = extractSync(doc(readPage('big9-chaos', 'big5-13_ecuador')), { strategy: 'fused' }).text;
    expect(pageScore(truth, rules).p).toBeGreaterThan(0.8);
    expect(pageScore(truth, fused).p).toBeGreaterThan(0.8);
    // Every line the fused reading keeps is one the rules kept too: it only narrows.
    const kept = new Set(rules.split('\n'));
    expect(fused.split('\n').filter((l) => !kept.has(l))).toEqual([]);
  });
});

// The same two guarantees on the committed unseen pages (hashed names), so they hold on a clone
// without ../shared: fused only narrows the rules' reading, and keeps the story, not the readers.
describe('fused strategy on the committed unseen pages', () => {
  const TRUTH_DIR = path.join(__dirname, '..', 'fixtures', 'unseen', 'truth');
  const names = fs.readdirSync(TRUTH_DIR).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4));

  for (const name of names) {
    it(`${name}: every line fused keeps is one the rules kept, and the story's first line is among them`, () => {
      const rules = extractSync(unseenFixture(`${name}.html`)).text;
      const fused = extractSync(unseenFixture(`${name}.html`), { strategy: 'fused' }).text;
      const kept = new Set(rules.split('\n'));
      expect(fused.split('\n').filter((l) => !kept.has(l))).toEqual([]);
      const firstLine = fs.readFileSync(path.join(TRUTH_DIR, `${name}.txt`), 'utf8').split('\n')[0];
      expect(fused).toContain(firstLine);
    });
  }

  it('leaves out the readers\' comments under a post, flat or nested', () => {
    for (const [name, comment] of [['comments-hashed', 'My father worked at that mill'], ['reply-tree-hashed', 'Will the car deck still take bookings']]) {
      const fused = extractSync(unseenFixture(`${name}.html`), { strategy: 'fused' }).text;
      expect(fused).not.toContain(comment);
    }
  });
});
