/**
 * Input boxes: a newsletter sign-up ("Get our weekly briefing" + an e-mail field + "Sign up"), a
 * comment form, a "copy this embed code" field. A block built around a field the reader types
 * into asks for something; it tells nothing. In an article reading the box goes: the widest block
 * around the field that is still short, so its heading and pitch go with the field.
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { isRemoved, type Removals } from './removals';

/** A box's words are a heading, a pitch and a button; more text is the article around it. */
export const MAX_BOX_CHARS = 300;
export const INPUT_BOX = 'input box';

/** Fields a reader types words into (not checkboxes, buttons or hidden state). */
const FIELD_SELECTOR = 'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="tel"], input[type="url"]';

/** The input boxes of an article selection, labelled. */
export function inputBoxes(seg: Segmentation, sel: Selection): Removals {
  const c = sel.container;
  const labels: Removals = new Map();
  for (const field of Array.from(c.el.querySelectorAll(FIELD_SELECTOR))) {
    let box: NodeInfo | undefined;
    // A form's own words (labels, error and thank-you messages, fine print) belong to the box:
    // the box is short in the words around its form. A form holding the story's prose is the
    // page wrapped in a form (ASP.NET pages are): its words count.
    let form: NodeInfo | undefined;
    for (let e: Element | null = field; e && e !== c.el; e = e.parentElement) {
      const n = seg.byElement.get(e);
      if (!n) continue;
      if (n.tag === 'form' && !form && (sel.scored?.prose[n.index] ?? n.chars) <= MAX_BOX_CHARS) form = n;
      if (n.chars - (form?.chars ?? 0) > MAX_BOX_CHARS) break;
      box = n;
    }
    if (!box || box.chars === 0 || isRemoved(seg, box, c, labels) || isRemoved(seg, box, c, sel.removed)) continue;
    labels.set(box, INPUT_BOX);
  }
  return labels;
}
