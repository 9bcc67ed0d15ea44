/**
 * What the table page lights on an island board (Jackal's and Archipelago's svg): the pieces
 * and vessels the person may move (`.src`), the one picked (`.picked`), and a rect on each
 * cell the picked one may go to (`[data-to]`, in a `g.hand` drawn last, so it takes the
 * clicks). A vessel gets a rect over its whole cell (`rect.hit`, first in its group, under
 * the pirates aboard), since its drawing leaves water between hull, sail and badge.
 */
import type { Marks } from './table-game.js';

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** A rect 3 units inside the cell of side `size` whose corner is (x, y), rounded by rx, of class `cls`. */
export function cellRectAt(x: number, y: number, size: number, rx: number, cls: string): SVGRectElement {
  const r = document.createElementNS(SVG_NS, 'rect');
  r.setAttribute('x', String(x + 3));
  r.setAttribute('y', String(y + 3));
  r.setAttribute('width', String(size - 6));
  r.setAttribute('height', String(size - 6));
  r.setAttribute('rx', String(rx));
  r.setAttribute('class', cls);
  return r;
}

/** How one game's board is marked. */
export interface IslandMarking {
  /** The vessels' css selectors, and the source key of one drawn (`ship:w`). */
  vessels: readonly { selector: string; key(e: Element): string }[];
  /** A rect of class `cls` on the cell of that name, or null for no such cell. */
  cellRect(name: string, cls: string): SVGRectElement | null;
}

/** Lights the marks `m` on the board's svg (what an earlier call lit is cleared). */
export function markIsland(boardEl: HTMLElement, m: Marks, how: IslandMarking): void {
  const svg = boardEl.querySelector('svg');
  if (!svg) return;
  svg.querySelector('g.hand')?.remove();
  svg.querySelectorAll('.pc').forEach((e) => {
    const name = e.getAttribute('data-piece') ?? '';
    e.classList.toggle('src', m.sources.includes(name));
    e.classList.toggle('picked', m.picked === name);
  });
  for (const v of how.vessels) {
    svg.querySelectorAll(v.selector).forEach((e) => {
      const key = v.key(e);
      e.classList.toggle('src', m.sources.includes(key));
      e.classList.toggle('picked', m.picked === key);
      if (e.querySelector('rect.hit')) return;
      const hit = how.cellRect(e.getAttribute('data-cell') ?? '', 'hit');
      if (hit) e.insertBefore(hit, e.firstChild);
    });
  }
  const g = document.createElementNS(SVG_NS, 'g');
  g.setAttribute('class', 'hand');
  for (const cell of m.targets) {
    const r = how.cellRect(cell, 'to');
    if (!r) continue;
    r.setAttribute('data-to', cell);
    g.appendChild(r);
  }
  svg.appendChild(g);
}
