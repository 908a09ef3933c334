/**
 * The library bundle runs in the page's own world and shares its built-ins. When an extraction
 * fails there, this says whether the page replaced the built-ins the engine relies on, so the
 * caller gets that reason instead of a stack trace from inside the engine.
 */

/** Built-ins the engine calls on every page, by the name a developer would look for. */
const RELIED_ON: [string, (doc: Document) => unknown][] = [
  ['Array.prototype.map', () => Array.prototype.map],
  ['Array.prototype.filter', () => Array.prototype.filter],
  ['Array.prototype.push', () => Array.prototype.push],
  ['Array.from', () => Array.from],
  ['Map', () => Map],
  ['Set', () => Set],
  ['String.prototype.replace', () => String.prototype.replace],
  ['RegExp.prototype.test', () => RegExp.prototype.test],
  ['JSON.parse', () => JSON.parse],
  // Read through the document's own prototype chain: the page may have removed window.Node.
  ['Node.prototype.textContent', (doc) => inherited(doc.documentElement, 'textContent', 'get')],
  ['Node.prototype.firstChild', (doc) => inherited(doc.documentElement, 'firstChild', 'get')],
  ['Element.prototype.getAttribute', (doc) => inherited(doc.documentElement, 'getAttribute', 'value')],
  ['Document.prototype.querySelectorAll', (doc) => inherited(doc, 'querySelectorAll', 'value')],
];

/** The accessor or method `name` as the object inherits it (undefined when there is none). */
function inherited(obj: object | null, name: string, part: 'get' | 'value'): unknown {
  for (let proto = obj && Object.getPrototypeOf(obj); proto; proto = Object.getPrototypeOf(proto)) {
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (d) return d[part];
  }
  return undefined;
}

const NATIVE_RE = /\{\s*\[native code\]\s*\}\s*$/;

/** Names of the relied-on built-ins that are no longer the browser's own. */
export function replacedBuiltins(doc: Document): string[] {
  const toString = Function.prototype.toString;
  const out: string[] = [];
  for (const [name, read] of RELIED_ON) {
    let fn: unknown;
    try {
      fn = read(doc);
    } catch {
      out[out.length] = name;
      continue;
    }
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
