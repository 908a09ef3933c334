/**
 * An element's kind as the page's author named it: its tag plus the class tokens that name a
 * kind. A token names a kind when at least two elements of the page carry it and it is not a
 * state or a number (vocabulary VOLATILE_TOKEN_RE). The count makes the rule hold without reading
 * the names: "post-12345", and the per-item token a build tool hashed, each sit on one element.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { VOLATILE_TOKEN_RE } from '../vocabulary';

/** A class token on fewer elements than this names one element, not a kind. */
export const MIN_KIND_TOKEN_USES = 2;

interface PageKinds {
  uses: Map<string, number>;
  /** class attribute → its signature suffix (".a.b", or "" for none). */
  suffix: Map<string, string>;
}

const pages = new WeakMap<Segmentation, PageKinds>();

const tokensOf = (cls: string) => cls.toLowerCase().split(/\s+/);

function kindsOf(seg: Segmentation): PageKinds {
  let kinds = pages.get(seg);
  if (kinds) return kinds;
  const uses = new Map<string, number>();
  for (const n of seg.nodes) {
    const cls = n.hasAttrs ? n.el.getAttribute('class') : null;
    if (!cls) continue;
    for (const t of tokensOf(cls)) if (t) uses.set(t, (uses.get(t) ?? 0) + 1);
  }
  kinds = { uses, suffix: new Map() };
  pages.set(seg, kinds);
  return kinds;
}

export function signatureOf(seg: Segmentation, n: NodeInfo): string {
  const cls = n.hasAttrs ? n.el.getAttribute('class') : null;
  if (!cls) return n.tag;
  const kinds = kindsOf(seg);
  let suffix = kinds.suffix.get(cls);
  if (suffix === undefined) {
    const stable: string[] = [];
    for (const t of tokensOf(cls)) {
      if (t && !VOLATILE_TOKEN_RE.test(t) && (kinds.uses.get(t) ?? 0) >= MIN_KIND_TOKEN_USES) stable.push(t);
    }
    suffix = stable.length ? '.' + stable.sort().join('.') : '';
    kinds.suffix.set(cls, suffix);
  }
  return n.tag + suffix;
}
