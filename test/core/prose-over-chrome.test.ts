// Failure class 6 of issue 20: an old table layout whose article cell carries search-link rails
// between its paragraphs loses, on score, to the clean little rights notice below it. The block
// with far more prose takes over when its score once pruned (the rails dropped) is higher.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

describe('prose over chrome', () => {
  it('reads the article cell, not the rights notice, on a Chinese table layout', async () => {
    const a = await extract(fixture('zh-table-rails-vs-notice.html'));
    expect(a.text).toContain('城南老街的三十多家手工作坊重新开门营业');
    expect(a.text).toContain('也能让城市保留自己的记忆');
    expect(a.text).not.toContain('著作权声明');
    expect(a.text).not.toContain('热门搜索词');
  });
});
