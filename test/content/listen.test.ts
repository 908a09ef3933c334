import { afterEach, describe, expect, it } from 'vitest';
import { listenOnce } from '../../src/content/listen';

type Listener = (message: unknown, sender: { id?: string }, sendResponse: (reply: unknown) => void) => boolean;

/** A content script's `chrome.runtime`, recording its listeners. */
function fakeRuntime(id = 'winnow-id'): { listeners: Listener[] } {
  const listeners: Listener[] = [];
  (globalThis as Record<string, unknown>).chrome = { runtime: { id, onMessage: { addListener: (l: Listener) => listeners.push(l) } } };
  return { listeners };
}

/** Delivers a message the way the browser does and resolves with the reply (or 'no answer'). */
function deliver(l: Listener, message: unknown, senderId = 'winnow-id'): Promise<unknown> {
  return new Promise((resolve) => {
    if (!l(message, { id: senderId }, resolve)) resolve('no answer');
  });
}

afterEach(() => {
  const scope = globalThis as Record<string, unknown>;
  delete scope.chrome;
  delete scope.__listenTest;
});

describe('listenOnce (the injected scripts answering the worker)', () => {
  it('answers its own messages later, through sendResponse', async () => {
    const { listeners } = fakeRuntime();
    listenOnce('__listenTest', (m) => (m === 'ping' ? Promise.resolve({ ok: true, pong: 1 }) : undefined));
    expect(await deliver(listeners[0], 'ping')).toEqual({ ok: true, pong: 1 });
    expect(await deliver(listeners[0], 'other')).toBe('no answer');
  });

  it('ignores another extension, and adds one listener however often the script is injected', async () => {
    const { listeners } = fakeRuntime();
    const answer = (): Promise<unknown> => Promise.resolve({ ok: true });
    listenOnce('__listenTest', answer);
    listenOnce('__listenTest', answer);
    expect(listeners).toHaveLength(1);
    expect(await deliver(listeners[0], 'ping', 'someone-else')).toBe('no answer');
  });

  it('turns a handler that throws into a failure reply the worker reads', async () => {
    const { listeners } = fakeRuntime();
    listenOnce('__listenTest', () => Promise.reject(new Error('page went away')));
    expect(await deliver(listeners[0], 'ping')).toEqual({ ok: false, error: 'failed', message: 'page went away' });
  });

  it('does nothing outside an extension', () => {
    expect(() => listenOnce('__listenTest', () => undefined)).not.toThrow();
    expect((globalThis as Record<string, unknown>).__listenTest).toBeUndefined();
  });
});
