/** The library's diagnosis of a page that replaced the built-ins the engine relies on. */
import { afterEach, describe, expect, it } from 'vitest';
import { replacedBuiltins, tamperedPageError } from '../src/lib/builtins';

const realMap = Array.prototype.map;
const realFrom = Array.from;

afterEach(() => {
  Array.prototype.map = realMap;
  Array.from = realFrom;
});

describe('replacedBuiltins', () => {
  it('finds nothing in an untouched world', () => {
    expect(replacedBuiltins()).toEqual([]);
  });

  it('names each built-in a page replaced', () => {
    Array.prototype.map = function sabotaged() { throw new Error('map sabotaged'); } as typeof realMap;
    Array.from = (() => []) as unknown as typeof realFrom;
    expect(replacedBuiltins()).toEqual(['Array.prototype.map', 'Array.from']);
  });

  it('makes an error that names them and keeps the original as its cause', () => {
    const cause = new Error('map sabotaged');
    const error = tamperedPageError(['Array.prototype.map'], cause);
    expect(error.name).toBe('TamperedPageError');
    expect(error.message).toContain('(Array.prototype.map)');
    expect((error as Error & { cause?: unknown }).cause).toBe(cause);
  });
});
