/**
 * How each injected script answers the worker: one runtime.onMessage listener per isolated world
 * (the worker injects again on every click; a flag on the world's global keeps it to one), which
 * answers only our own extension and only the messages it knows.
 */
import browser, { type Runtime } from 'webextension-polyfill';

/** `answer` returns the reply's promise, or undefined for a message that isn't its own. */
export function listenOnce(flag: string, answer: (message: unknown) => Promise<unknown> | undefined): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope[flag]) return;
  scope[flag] = true;
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    // Only our own extension talks to content scripts over runtime messaging; check anyway.
    if (sender.id !== browser.runtime.id) return undefined;
    return answer(message);
  });
}
