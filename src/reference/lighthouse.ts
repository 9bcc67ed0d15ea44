/**
 * The island's decisions in the reference model: the lighthouse (Deluxe peek and the old
 * open rule), the earthquake and the carramba (full-rules-ru.txt 294, 316-323, 389;
 * docs/RULES.md TI-R11, TI-R13, TI-R14, TI-R17).
 */

import { LAND, type Cell } from './board.js';
import { piece, type Game, type Pending } from './game.js';
import { putDown } from './items.js';
import { reveal } from './reveal.js';
import { decider, lightGrass, quakeCells } from './island.js';
import type { Move } from './notation.js';

/** Face-down land cells. */
export const faceDown = (g: Game): Cell[] => LAND.filter((c) => !g.open.has(c));


/** The first piece on the lighthouse looks at up to 4 face-down cells, one pick at a time (TI-R13, TI-R14). */
export function climb(g: Game, t: Pending, c: Cell): void {
  putDown(g, t, c);
  g.open.get(c)!.used = true;
  g.pending = faceDown(g).length === 0 ? null : { ...t, kind: 'lighthouse-pick', picks: [] };
}

/** k! */
const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));

/** Permutation `index` of k items, lexicographic (Lehmer code): the i-th picked cell gets the tile of pick perm[i]. */
export function permutation(index: number, k: number): number[] {
  const left = Array.from({ length: k }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < k; i++) {
    const f = factorial(k - 1 - i);
    const d = Math.floor(index / f);
    index -= d * f;
    out.push(left.splice(d, 1)[0]);
  }
  return out;
}

/** The options of an island decision. */
export function choices(g: Game): Move[] {
  const t = g.pending!;
  const to = (c: Cell): Move => ({ kind: 'choose', piece: t.pirate, to: c });
  switch (t.kind) {
    case 'lighthouse-pick': return faceDown(g).filter((c) => !t.picks!.includes(c)).map(to);
    case 'lighthouse-order': return Array.from({ length: factorial(t.picks!.length) }, (_, index) => ({ kind: 'order', index }));
    case 'earthquake-first': return quakeCells(g).map(to);
    case 'earthquake-second': return quakeCells(g).filter((c) => c !== t.first).map(to);
    case 'carramba': return [{ kind: 'swear' }, { kind: 'silent' }];
    default: throw new Error(`reference: ${t.kind} is not an island decision`);
  }
}

/** Swaps the tiles of two cells, face up or down, with what the players know of them (TI-R11). */
function swap(g: Game, a: Cell, b: Cell): void {
  for (const m of [g.open, g.hidden!, g.known] as Map<Cell, unknown>[]) {
    const va = m.get(a), vb = m.get(b);
    m.delete(a);
    m.delete(b);
    if (va !== undefined) m.set(b, va);
    if (vb !== undefined) m.set(a, vb);
  }
}

/** Plays an island decision; `letOut` lets the lost out of a cave the old lighthouse opened (caves.ts). */
export function decide(g: Game, t: Pending, m: Move, letOut: (c: Cell) => void): void {
  const p = piece(g, t.pirate);
  const here = p.cell!;
  switch (t.kind) {
    case 'carramba': {
      g.open.get(here)!.used = true;
      putDown(g, t, here);
      if (m.kind === 'silent') { p.cell = null; p.step = 0; }
      g.pending = null;
      return;
    }
    case 'earthquake-first':
      g.pending = { ...t, kind: 'earthquake-second', first: (m as { to: Cell }).to };
      return;
    case 'earthquake-second':
      swap(g, t.first!, (m as { to: Cell }).to);
      g.pending = null;
      return;
    case 'lighthouse-order': {
      const picks = t.picks!;
      const perm = permutation((m as { index: number }).index, picks.length);
      const tiles = picks.map((c) => g.hidden!.get(c)!);
      picks.forEach((c, i) => {
        g.hidden!.set(c, tiles[perm[i]]);
        // The others cannot tell which tile went where: only the peeker knows any of them now.
        g.known.set(c, [decider(g)]);
      });
      g.pending = null;
      return;
    }
    case 'lighthouse-pick': {
      const c = (m as { to: Cell }).to;
      const picks = [...t.picks!, c];
      if (g.options.lighthouse === 'open') reveal(g, c); // turned over for good, at once (line 320)
      else g.known.set(c, [...new Set([...(g.known.get(c) ?? []), decider(g)])].sort((a, b) => a - b));
      const more = picks.length < 4 && faceDown(g).some((x) => !picks.includes(x));
      if (more) { g.pending = { ...t, picks }; return; }
      if (g.options.lighthouse === 'peek') {
        g.pending = picks.length >= 2 ? { ...t, kind: 'lighthouse-order', picks } : null;
        return;
      }
      g.pending = null;
      afterOpening(g, t, picks, letOut);
      return;
    }
    default:
      throw new Error(`reference: ${t.kind} is not an island decision`);
  }
}

/**
 * After the old lighthouse opened its tiles, their effects (tile-notes-ru.txt, Grass: "сразу
 * после окончания открытия клеток с маяка"): grass is lit, a cave lets the lost out, an
 * earthquake shakes (TI-R14).
 */
function afterOpening(g: Game, t: Pending, picks: Cell[], letOut: (c: Cell) => void): void {
  let quake = false;
  for (const c of picks) {
    const tile = g.open.get(c)!;
    if (tile.name === 'grass') { tile.used = true; lightGrass(g); }
    if (tile.name === 'earthquake') { tile.used = true; quake = true; }
    if (tile.name === 'cave') letOut(c);
  }
  if (quake && quakeCells(g).length >= 2) {
    g.pending = { ...t, kind: 'earthquake-first' };
    delete g.pending.picks;
  }
}
