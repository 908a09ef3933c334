import { afterEach, describe, expect, it } from 'vitest';
import { contentApi } from '../../src/content/extension-api';

const scope = globalThis as Record<string, unknown>;

afterEach(() => {
  delete scope.browser;
  delete scope.chrome;
});

describe('contentApi (the injected scripts without webextension-polyfill)', () => {
  it("takes Firefox's `browser` where it is, over `chrome`", () => {
    const firefox = { runtime: { id: 'ff' } };
    scope.browser = firefox;
    scope.chrome = { runtime: { id: 'compat' } };
    expect(contentApi()).toBe(firefox);
  });

  it("takes Chromium's `chrome` where there is no `browser`", () => {
    const chromium = { runtime: { id: 'cr' } };
    scope.chrome = chromium;
    expect(contentApi()).toBe(chromium);
  });

  it('says so outside an extension (a page object without runtime is not one)', () => {
    expect(() => contentApi()).toThrow(/no extension API/);
    scope.chrome = {};
    expect(() => contentApi()).toThrow(/no extension API/);
  });
});
