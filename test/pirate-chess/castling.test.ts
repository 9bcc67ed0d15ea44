/**
 * Castling onto tiles (ruling PC25), table-driven: each of the four castlings, with each tile
 * kind face down under the king's cell (the rook's cell face down over an empty tile), then
 * under the rook's cell (the king's over an empty one). Every other cell is open and empty, and
 * the only pieces are the two kings and the castling side's two rooks.
 *
 * The expectations come from the seed (pirate-chess-ru.txt), not from the engine:
 * line 14 "клетки, на которые пошли король и ладья, вскрываются одновременно, но первым
 * действует эффект клетки, на которой оказался король" (so the rook already stands on its cell
 * when the king's tile acts); line 15 "Если эффект клетки, которую только что открыл король,
 * заставляет его пойти под шах или покинуть доску, эта клетка не действует"; and each tile's
 * own sentence (lines 36–83): an arrow "не действует, если все поля, на которые она указывает,
 * заняты своими фигурами" and not on a king off the board; ice repeats the move (2 cells for
 * the king, 2 or 3 for the rook) and "не может заставить короля покинуть доску"; the crocodile
 * sends a piece back where it came from (the king to his start, the rook to its corner); the
 * cannibal kills, but a king it treats as the crocodile; the balloon flies a piece to a free
 * start cell of its own; the cannon fires to the edge and stops before a piece standing there;
 * horse, airplane, Ben Gunn, missionary, Friday and the earthquake ask for a choice.
 *
 * Geometry (docs/PIRATE-CHESS.md): O-O takes the king g→i and the rook j→h, O-O-O the king
 * g→e and the rook c→f; rank 1 (white) or 11 (black) is the edge, `in` the direction into the
 * board (north for white). Files a, b, k, l have no rank 1 or 11.
 */
import { describe, expect, it } from 'vitest';
import { cellName, cellOf, fileOf, rankOf } from '../../src/pirate-chess/geometry.js';
import { PHASE, Phase } from '../../src/pirate-chess/state.js';
import { TILE_NAMES } from '../../src/pirate-chess/tiles.js';
import { cell, legal, pieces, play, scene } from './scene.js';

interface Frame { name: string; side: 'white' | 'black'; move: string; kFrom: string; kTo: string; rFrom: string; rTo: string; otherRook: string; dir: number; inward: number }

const rank = (side: string): number => (side === 'white' ? 0 : 10);
const FRAMES: Frame[] = [];
for (const side of ['white', 'black'] as const) {
  const r = rank(side), at = (f: number): string => cellName(cellOf(f, r));
  FRAMES.push({ name: `${side} O-O`, side, move: 'O-O', kFrom: at(6), kTo: at(8), rFrom: at(9), rTo: at(7), otherRook: at(2), dir: 1, inward: side === 'white' ? 1 : -1 });
  FRAMES.push({ name: `${side} O-O-O`, side, move: 'O-O-O', kFrom: at(6), kTo: at(4), rFrom: at(2), rTo: at(5), otherRook: at(9), dir: -1, inward: side === 'white' ? 1 : -1 });
}

/** The cell dx files and dy ranks into the board from `from`, or null off the board. */
function step(from: string, dx: number, dy: number, f: Frame): string | null {
  const c = cell(from), x = fileOf(c) + dx, y = rankOf(c) + dy * f.inward;
  if (x < 0 || x > 11 || y < 0 || y > 10 || ((x < 2 || x > 9) && (y < 2 || y > 8))) return null;
  return cellName(cellOf(x, y));
}

/** A tile byte name pointing (dx, dy) in the frame: arrows and cannons turn clockwise from north in quarter turns. */
function pointing(kind: 'arrow-1s' | 'arrow-1d' | 'cannon', dx: number, dy: number, f: Frame): string {
  const north = dy * f.inward; // absolute: +1 north
  const q = kind === 'arrow-1d'
    ? (north > 0 ? (dx > 0 ? 0 : 3) : (dx > 0 ? 1 : 2))
    : (north > 0 ? 0 : north < 0 ? 2 : dx > 0 ? 1 : 3);
  return `${kind}/${q}`;
}

/** What a castling ends with: where the king and the castling rook stand (null: lost), and whether a follow-up is owed. */
interface Outcome { king: string; rook: string | null; followUp?: boolean }

function castle(f: Frame, closed: Record<string, string>, extra: Record<string, string> = {}): { out: Outcome; s: ReturnType<typeof scene> } {
  const own = f.side === 'white' ? 'w' : 'b', foe = f.side === 'white' ? 'b' : 'w';
  const foeKing = f.side === 'white' ? 'g11' : 'g1';
  const s = scene({ pieces: { [f.kFrom]: `${own}K`, [f.rFrom]: `${own}R`, [f.otherRook]: `${own}R`, [foeKing]: `${foe}K`, ...extra }, closed, toMove: f.side, castling: f.side === 'white' ? 3 : 12 });
  expect(legal(s)).toContain(f.move);
  play(s, f.move);
  const p = pieces(s);
  const king = Object.keys(p).find((c) => p[c] === `${own}K`) ?? 'none';
  const rooks = Object.keys(p).filter((c) => p[c] === `${own}R` && c !== f.otherRook);
  return { out: { king, rook: rooks[0] ?? null, ...(s.v[PHASE] !== Phase.Play ? { followUp: true } : {}) }, s };
}

/** Tiles under the king's cell that neither move him nor ask anything (empty-like, held, drunk, lost in the first cave, or too few closed cells for the lighthouse). */
const STAYS = ['empty', 'spinner-2', 'spinner-3', 'spinner-4', 'spinner-5', 'trap', 'fortress', 'native-fortress', 'rum-barrel', 'chest-1', 'chest-2', 'chest-3',
  'chest-4', 'chest-5', 'galleon', 'carramba', 'lighthouse', 'bottles-1', 'bottles-2', 'bottles-3', 'cave', 'jungle', 'grass'];
const CHOICE = ['horse', 'airplane', 'ben-gunn', 'missionary', 'friday', 'earthquake'];

/** Rows for the king's cell: the tile under it, and the outcome the seed gives. */
function kingRows(f: Frame): [string, Outcome][] {
  const home: Outcome = { king: f.kTo, rook: f.rTo };
  const rows: [string, Outcome][] = [];
  for (const t of STAYS) rows.push([t, home]);
  for (const t of CHOICE) rows.push([t, { ...home, followUp: true }]);
  // line 14: the rook already stands on its cell, so an arrow at it does not act (the defect of issue 26)
  rows.push([pointing('arrow-1s', -f.dir, 0, f), home]);
  rows.push([pointing('arrow-1s', f.dir, 0, f), { king: step(f.kTo, f.dir, 0, f)!, rook: f.rTo }]); // onto the rook's corner, empty now
  rows.push([pointing('arrow-1s', 0, 1, f), { king: step(f.kTo, 0, 1, f)!, rook: f.rTo }]);
  rows.push([pointing('arrow-1s', 0, -1, f), home]); // off the board: not on a king
  rows.push([pointing('arrow-1d', 1, 1, f), { king: step(f.kTo, 1, 1, f)!, rook: f.rTo }]);
  rows.push([pointing('arrow-1d', -1, 1, f), { king: step(f.kTo, -1, 1, f)!, rook: f.rTo }]);
  rows.push([pointing('arrow-1d', 1, -1, f), home]);
  rows.push([pointing('arrow-1d', -1, -1, f), home]);
  // ice repeats two steps: O-O from i would leave the board at k (no k1/k11): no effect; O-O-O from e reaches c (the rook left it)
  rows.push(['ice', f.dir > 0 ? home : { king: step(f.kTo, -2, 0, f)!, rook: f.rTo }]);
  rows.push(['crocodile', { king: f.kFrom, rook: f.rTo }]);
  rows.push(['cannibal', { king: f.kFrom, rook: f.rTo }]);
  rows.push(['balloon', { king: f.kFrom, rook: f.rTo }]); // the king's start cell is free
  // cannon: into the board to the far edge (rank 11 or 1, free); along the rank away from the rook to the edge (the rook's corner, free now);
  // toward the rook to the far corner, where the other rook stands: stop before it; toward the edge it is already at: no move
  rows.push([pointing('cannon', 0, 1, f), { king: step(f.kTo, 0, 10, f)!, rook: f.rTo }]);
  rows.push([pointing('cannon', f.dir, 0, f), { king: f.dir > 0 ? step(f.kTo, 1, 0, f)! : step(f.kTo, -2, 0, f)!, rook: f.rTo }]);
  rows.push([pointing('cannon', -f.dir, 0, f), { king: step(f.otherRook, f.dir, 0, f)!, rook: f.rTo }]);
  rows.push([pointing('cannon', 0, -1, f), home]);
  return rows;
}

/** Rows for the rook's cell (it came 2 steps toward the king for O-O, 3 for O-O-O). */
function rookRows(f: Frame): [string, Outcome][] {
  const home: Outcome = { king: f.kTo, rook: f.rTo };
  const rows: [string, Outcome][] = [];
  for (const t of STAYS) rows.push([t, home]);
  for (const t of CHOICE) rows.push([t, { ...home, followUp: true }]);
  rows.push([pointing('arrow-1s', f.dir, 0, f), home]); // at the king: his own piece, no effect
  rows.push([pointing('arrow-1s', -f.dir, 0, f), { king: f.kTo, rook: step(f.rTo, -f.dir, 0, f) }]);
  rows.push([pointing('arrow-1s', 0, 1, f), { king: f.kTo, rook: step(f.rTo, 0, 1, f) }]);
  rows.push([pointing('arrow-1s', 0, -1, f), { king: f.kTo, rook: null }]); // off the board: the rook dies
  rows.push([pointing('arrow-1d', 1, 1, f), { king: f.kTo, rook: step(f.rTo, 1, 1, f) }]);
  rows.push([pointing('arrow-1d', -1, -1, f), { king: f.kTo, rook: null }]);
  // ice repeats the rook's move: O-O two more cells toward the c-file (h→f, g empty), O-O-O three more past the king? no: f→g, h, i, all empty (the king is on e)
  rows.push(['ice', { king: f.kTo, rook: f.dir > 0 ? step(f.rTo, -2, 0, f) : step(f.rTo, 3, 0, f) }]);
  rows.push(['crocodile', { king: f.kTo, rook: f.rFrom }]);
  rows.push(['cannibal', { king: f.kTo, rook: null }]);
  rows.push(['balloon', { king: f.kTo, rook: f.rFrom }]); // the other start cell holds the other rook
  rows.push([pointing('cannon', 0, 1, f), { king: f.kTo, rook: step(f.rTo, 0, 10, f) }]);
  return rows;
}

describe('castling onto tiles (PC25)', () => {
  for (const f of FRAMES) {
    it(`${f.name}: each tile kind under the king's cell`, () => {
      const seen = new Set<string>();
      for (const [tile, want] of kingRows(f)) {
        seen.add(tile.split('/')[0]);
        expect([tile, castle(f, { [f.kTo]: tile, [f.rTo]: '*' }).out]).toEqual([tile, want]);
      }
      for (const k of TILE_NAMES.slice(2)) if (!k.startsWith('arrow-') || k === 'arrow-1s' || k === 'arrow-1d') expect(seen.has(k) ? k : `missing ${k}`).toBe(k);
    });

    it(`${f.name}: each tile kind under the rook's cell`, () => {
      for (const [tile, want] of rookRows(f)) expect([tile, castle(f, { [f.rTo]: tile, [f.kTo]: '*' }).out]).toEqual([tile, want]);
    });

    it(`${f.name}: a tile that would send the king into check does not act (line 15)`, () => {
      // an enemy rook on the rank next to the edge controls the cell the arrow points to
      const foeRook = f.side === 'white' ? 'bR' : 'wR', where = step(f.dir > 0 ? 'd1' : 'j1', 0, 0, f)!;
      const on = cellName(cellOf(fileOf(cell(where)), f.side === 'white' ? 1 : 9));
      const { out } = castle(f, { [f.kTo]: pointing('arrow-1s', 0, 1, f), [f.rTo]: '*' }, { [on]: foeRook });
      expect(out).toEqual({ king: f.kTo, rook: f.rTo });
    });
  }

  it('the cases of issue 26: O-O with a west arrow on i1, O-O-O with an east arrow on e1, c1-j1 face down', () => {
    const row = { c1: '*', d1: '*', e1: '*', f1: '*', h1: '*', i1: '*', j1: '*' };
    let s = scene({ pieces: { g1: 'wK', c1: 'wR', j1: 'wR', g11: 'bK' }, closed: { ...row, i1: 'arrow-1s/3' }, castling: 3 });
    expect(pieces(play(s, 'O-O'))).toEqual({ i1: 'wK', h1: 'wR', c1: 'wR', g11: 'bK' });
    s = scene({ pieces: { g1: 'wK', c1: 'wR', j1: 'wR', g11: 'bK' }, closed: { ...row, e1: 'arrow-1s/1' }, castling: 3 });
    expect(pieces(play(s, 'O-O-O'))).toEqual({ e1: 'wK', f1: 'wR', j1: 'wR', g11: 'bK' });
  });

  it('a choice owed by the king comes first; the rook\'s tile acts after it', () => {
    // a horse under i1 and an arrow north under h1: the king jumps, then the rook is pushed to h2
    const s = scene({ pieces: { g1: 'wK', c1: 'wR', j1: 'wR', g11: 'bK' }, closed: { i1: 'horse', h1: 'arrow-1s/0' }, castling: 3 });
    play(s, 'O-O');
    expect(pieces(s).h1).toBe('wR');
    play(s, '> j3');
    expect(pieces(s)).toEqual({ j3: 'wK', h2: 'wR', c1: 'wR', g11: 'bK' });
  });
});
