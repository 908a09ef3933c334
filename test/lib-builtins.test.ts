/**
 * The library's diagnosis of a page that replaced the built-ins the engine relies on. The DOM
 * half needs a browser's native DOM (e2e/hostile.spec.ts); here, a document without DOM
 * prototypes leaves only the language built-ins to check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replacedBuiltins, tamperedPageError } from '../src/lib/builtins';

const realMap = Array.prototype.map;
const realFrom = Array.from;
const NO_DOM = { documentElement: {} } as unknown as Document;

afterEach(() => {
  Array.prototype.map = realMap;
  Array.from = realFrom;
});

describe('replacedBuiltins', () => {
  it('finds nothing in an untouched world', () => {
    expect(replacedBuiltins(NO_DOM)).toEqual([]);
  });

  it('names each built-in a page replaced, even by a working copy', () => {
    // Working replacements, so that the test runner itself keeps running.
    Array.prototype.map = function map<T, U>(this: T[], f: (v: T, i: number, a: T[]) => U): U[] {
      const out: U[] = [];
      for (let i = 0; i < this.length; i++) out[i] = f(this[i], i, this);
      return out;
    } as typeof realMap;
    Array.from = ((items: Iterable<unknown>) => [...items]) as typeof realFrom;
    expect(replacedBuiltins(NO_DOM)).toEqual(['Array.prototype.map', 'Array.from']);
  });

  it('makes an error that names them and keeps the original as its cause', () => {
    const cause = new Error('map sabotaged');
    const error = tamperedPageError(['Array.prototype.map'], cause);
    expect(error.name).toBe('TamperedPageError');
    expect(error.message).toContain('(Array.prototype.map)');
    expect((error as Error & { cause?: unknown }).cause).toBe(cause);
  });
});
