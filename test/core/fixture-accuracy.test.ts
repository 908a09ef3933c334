/**
 * Accuracy floor that runs without ../shared: every page of test/fixtures/unseen/ that has a
 * hand-marked body in truth/ (the story's paragraphs and standfirst, a forum's posts with their
 * authors and dates; never the title or the byline, which the reading view prints in its
 * header), scored with the bench's shingle metric.
 *
 * The pages are small and each holds one failure class of unseen pages, so a change that breaks
 * a mechanism loses a large share of one page: the per-page floor catches it where the datasets'
 * mean would hide it. Floors are not tuned to today's output: a reading a user would accept
 * keeps nearly all of a short story, so MIN_PAGE_F1 is set where one lost paragraph, or a rail
 * read in, fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aggregate, pageScore, type PageScore } from '../../bench/metric.mjs';
import { extractSync } from '../../src/core/extract';
import { unseenFixture } from '../helpers/dom';

const TRUTH_DIR = path.join(__dirname, '..', 'fixtures', 'unseen', 'truth');
const MIN_PAGE_F1 = 0.85;
const MIN_MEAN_F1 = 0.95;

const names = fs.readdirSync(TRUTH_DIR).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4)).sort();

function scoreOf(name: string): PageScore {
  const truth = fs.readFileSync(path.join(TRUTH_DIR, `${name}.txt`), 'utf8');
  return pageScore(truth, extractSync(unseenFixture(`${name}.html`)).text);
}

describe('accuracy on the committed unseen pages (no datasets needed)', () => {
  it('has a page for every truth file, and enough of them to mean something', () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) expect(fs.existsSync(path.join(TRUTH_DIR, '..', `${name}.html`))).toBe(true);
  });

  for (const name of names) {
    it(`${name}: shingle F1 at least ${MIN_PAGE_F1}`, () => {
      const score = scoreOf(name);
      console.log(`[fixture-accuracy] ${name}: P ${score.p.toFixed(3)} R ${score.r.toFixed(3)} F1 ${score.f1.toFixed(3)}`);
      expect(score.f1).toBeGreaterThanOrEqual(MIN_PAGE_F1);
    });
  }

  it(`all pages together: mean F1 at least ${MIN_MEAN_F1}`, () => {
    expect(aggregate(names.map(scoreOf)).f1).toBeGreaterThanOrEqual(MIN_MEAN_F1);
  });
});
