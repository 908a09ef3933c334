/**
 * What a document declares about itself in machine-readable form: its JSON-LD and its og:type.
 * Read once per extraction (segment.ts keeps it on the Segmentation); metadata, the product test
 * of selection (vocabulary/hints.ts) and the page-type signals (pagetype/features.ts) all read this
 * one copy instead of querying and parsing the scripts themselves.
 */
export type Json = Record<string, unknown>;

export interface Declarations {
  /** The JSON-LD scripts' raw texts, in document order (malformed ones too: their @type still shows). */
  ldTexts: string[];
  /** The parsed JSON-LD objects, arrays and @graph flattened; malformed scripts are skipped. */
  ld: Json[];
  /** The first og:type declaration's content, lower-cased ('' when none). */
  ogType: string;
}

export function readDeclarations(doc: Document): Declarations {
  const ldTexts: string[] = [];
  const ld: Json[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Json;
      ld.push(o);
      if (o['@graph']) visit(o['@graph']);
    }
  };
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    const text = s.textContent || '';
    ldTexts.push(text);
    try {
      visit(JSON.parse(text.trim()));
    } catch {
      /* malformed JSON-LD is common; the other sources still apply */
    }
  }
  const ogType = (doc.querySelector('meta[property="og:type"]')?.getAttribute('content') || '').toLowerCase();
  return { ldTexts, ld, ogType };
}
