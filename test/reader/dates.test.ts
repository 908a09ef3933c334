// Dates in the view and the popup: the ISO day at once, the localized form after the next frame.
import { describe, expect, it } from 'vitest';
import { formatDate, timeElement } from '../../src/reader/dates';
import { page } from '../helpers/dom';

describe('dates shown in the view', () => {
  it('formats in the reader\'s language and leaves a non-date as it is', () => {
    expect(formatDate('2024-03-02', 'en-US')).toBe('Mar 2, 2024');
    expect(formatDate('2024-03-02', 'zh-CN')).toBe('2024年3月2日');
    expect(formatDate('last spring', 'en-US')).toBe('last spring');
  });

  it('shows the ISO day first and its localized form once a frame has passed', async () => {
    const doc = page('');
    let frame: (() => void) | null = null;
    const win = { requestAnimationFrame: (f: () => void) => (frame = f), setTimeout: (f: () => void) => f() };
    Object.defineProperty(doc, 'defaultView', { value: win });
    const a = timeElement(doc, '2024-03-02T09:14:00Z', 'en-US', 'when');
    const b = timeElement(doc, '2023-10-16', 'en-US');
    expect([a.textContent, b.textContent, a.dateTime, a.className]).toEqual(['2024-03-02', '2023-10-16', '2024-03-02T09:14:00Z', 'when']);
    expect(frame).not.toBeNull();
    frame!();
    expect([a.textContent, b.textContent]).toEqual(['Mar 2, 2024', 'Oct 16, 2023']);
  });
});
