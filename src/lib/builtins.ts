/**
 * The library bundle runs in the page's own world and shares its built-ins. When an extraction
 * fails there, this says whether the page replaced the built-ins the engine relies on, so the
 * caller gets that reason instead of a stack trace from inside the engine.
 */

/** Built-ins the engine calls on every page, by the name a developer would look for. */
const RELIED_ON: [string, () => unknown][] = [
  ['Array.prototype.map', () => Array.prototype.map],
  ['Array.prototype.filter', () => Array.prototype.filter],
  ['Array.prototype.push', () => Array.prototype.push],
  ['Array.from', () => Array.from],
  ['Map', () => Map],
  ['Set', () => Set],
  ['String.prototype.replace', () => String.prototype.replace],
  ['RegExp.prototype.test', () => RegExp.prototype.test],
  ['JSON.parse', () => JSON.parse],
  ['Node.prototype.textContent', () => getter(globalThis.Node?.prototype, 'textContent')],
  ['Node.prototype.firstChild', () => getter(globalThis.Node?.prototype, 'firstChild')],
  ['Element.prototype.getAttribute', () => globalThis.Element?.prototype.getAttribute],
  ['Document.prototype.querySelectorAll', () => globalThis.Document?.prototype.querySelectorAll],
];

function getter(proto: object | undefined, name: string): unknown {
  return proto ? Object.getOwnPropertyDescriptor(proto, name)?.get : undefined;
}

const NATIVE_RE = /\{\s*\[native code\]\s*\}\s*$/;

/** Names of the relied-on built-ins that are no longer the browser's own. */
export function replacedBuiltins(): string[] {
  const toString = Function.prototype.toString;
  const out: string[] = [];
  for (const [name, read] of RELIED_ON) {
    let fn: unknown;
    try {
      fn = read();
    } catch {
      out[out.length] = name;
      continue;
    }
    // A missing DOM constructor (window.Node = undefined) is harmless: the engine never reads one.
    if (fn === undefined) continue;
    try {
      if (typeof fn !== 'function' || !NATIVE_RE.test(toString.call(fn))) out[out.length] = name;
    } catch {
      out[out.length] = name;
    }
  }
  return out;
}

/** The error a failed extraction becomes on a page that replaced built-ins. */
export function tamperedPageError(replaced: string[], cause: unknown): Error {
  const error = new Error(
    `This page replaced built-in functions that extraction relies on (${replaced.join(', ')}). ` +
      'The library bundle shares the page\'s built-ins; read the page with the extension, ' +
      'or run the library in an isolated world.',
  );
  (error as Error & { cause?: unknown }).cause = cause;
  error.name = 'TamperedPageError';
  return error;
}
