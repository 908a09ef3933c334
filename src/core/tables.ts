/**
 * Layout tables versus data tables. Old sites lay pages out with tables; those are unwrapped
 * like divs. Data tables (rows of short cells) are kept as tables.
 */
import type { Segmentation } from './segment';

/** A cell with more text than this is a layout cell (prose, not data). */
export const MAX_DATA_CELL_CHARS = 400;

export function isLayoutTable(table: Element, seg: Segmentation): boolean {
  if (table.getAttribute('role') === 'presentation') return true;
  if (table.querySelector('table')) return true;
  const rows = table.querySelectorAll('tr');
  if (rows.length < 2) return true;
  let maxCells = 0;
  for (const row of Array.from(rows)) maxCells = Math.max(maxCells, row.children.length);
  if (maxCells < 2) return true;
  for (const cell of Array.from(table.querySelectorAll('td,th'))) {
    const info = seg.byElement.get(cell);
    if (info && info.chars > MAX_DATA_CELL_CHARS) return true;
    if (cell.querySelector('p,div,ul,ol,h1,h2,h3,blockquote')) return true;
  }
  return false;
}
