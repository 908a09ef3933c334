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
  /** Signatures by node index, once computed (groups ask for each parent once per child). */
  byNode: (string | undefined)[];
}

const pages = new WeakMap<Segmentation, PageKinds>();

/** Most class attributes hold one token: no split for those. */
const tokensOf = (cls: string): string[] => (/\s/.test(cls) ? cls.toLowerCase().split(/\s+/) : [cls.toLowerCase()]);

function kindsOf(seg: Segmentation): PageKinds {
  let kinds = pages.get(seg);
  if (kinds) return kinds;
  // Elements of one kind share their whole class attribute: count those first, then their tokens.
  const byClass = new Map<string, number>();
  for (const n of seg.nodes) if (n.cls) byClass.set(n.cls, (byClass.get(n.cls) ?? 0) + 1);
  const uses = new Map<string, number>();
  for (const [cls, k] of byClass) for (const t of tokensOf(cls)) if (t) uses.set(t, (uses.get(t) ?? 0) + k);
  kinds = { uses, suffix: new Map(), byNode: new Array(seg.nodes.length) };
  pages.set(seg, kinds);
  return kinds;
}

export function signatureOf(seg: Segmentation, n: NodeInfo): string {
  const cls = n.cls;
  if (!cls) return n.tag;
  const kinds = kindsOf(seg);
  const known = kinds.byNode[n.index];
  if (known !== undefined) return known;
  let suffix = kinds.suffix.get(cls);
  if (suffix === undefined) {
    const stable: string[] = [];
    for (const t of tokensOf(cls)) {
      if (t && !VOLATILE_TOKEN_RE.test(t) && (kinds.uses.get(t) ?? 0) >= MIN_KIND_TOKEN_USES) stable.push(t);
    }
    suffix = stable.length ? '.' + stable.sort().join('.') : '';
    kinds.suffix.set(cls, suffix);
  }
  return (kinds.byNode[n.index] = n.tag + suffix);
}
