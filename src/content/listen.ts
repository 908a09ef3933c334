/**
 * How each injected script answers the worker: one runtime.onMessage listener per isolated world
 * (the worker injects again on every click; a flag on the world's global keeps it to one), which
 * answers only our own extension and only the messages it knows.
 *
 * Callback style (`sendResponse`, and `true` to answer later), through the world's own API
 * (extension-api.ts), not webextension-polyfill: the polyfill was a fifteenth of the engine
 * script injected on every click (about 3 kB gzipped of 45) for these calls. The worker keeps the
 * polyfill; a reply sent this way is what its `tabs.sendMessage` resolves to.
 */
import { findContentApi } from './extension-api';

/** A handler that threw: a failure every reply guard accepts (messages.ts, pages-messages.ts). */
function failed(err: unknown): { ok: false; error: 'failed'; message: string } {
  return { ok: false, error: 'failed', message: err instanceof Error ? err.message : String(err) };
}

/** `answer` returns the reply's promise, or undefined for a message that isn't its own. */
export function listenOnce(flag: string, answer: (message: unknown) => Promise<unknown> | undefined): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  const runtime = findContentApi()?.runtime;
  if (scope[flag] || !runtime) return;
  scope[flag] = true;
  runtime.onMessage.addListener((message, sender, sendResponse) => {
    // Only our own extension talks to content scripts over runtime messaging; check anyway.
    if (sender.id !== runtime.id) return false;
    const reply = answer(message);
    if (!reply) return false;
    reply.then(sendResponse, (err: unknown) => sendResponse(failed(err)));
    return true;
  });
}
