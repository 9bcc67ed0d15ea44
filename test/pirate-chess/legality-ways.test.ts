/**
 * Decisions legality.ts answers without a probe since issue 31's session 25 (legality-shortcuts
 * `otherWay`, legality.isLegal's cave exit, arrow "off", crocodile and cannibal), in scenes whose
 * answers come from the rules by hand: each list is held to the slow reference (every decision
 * played on a copy: test/support/pirate-chess-reference.ts), and the decision is answered with no
 * probe (legality.probesMade: the scenes hold no other decision that needs one). Before these
 * shortcuts every decision here was probed, so the probe counts fail on the older code; the
 * reference fails a shortcut that answers wrongly (each wrong version tried: a way back to a cell
 * whose tile acts, a take by a piece that may not strike or of a piece in a fortress, an arrow's
 * "off" for a pinned piece, a horse's jump off the board taken for a way).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { probesMade } from '../../src/pirate-chess/legality.js';
import { MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { COINS, LOST, State } from '../../src/pirate-chess/state.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { legal, play, scene } from './scene.js';

afterEach(() => setShortcuts(true));

/** The legal decisions of s, sorted, after checking that the reference gives the same; `probes`: how many probes the fast list made. */
function checked(s: State): { moves: string[]; probes: number } {
  const buf = new Int32Array(MAX_MOVES);
  const slow = Array.from(buf.subarray(0, referenceLegal(s, buf)), (m) => formatMove(s, m)).sort();
  const before = probesMade();
  const moves = legal(s);
  const probes = probesMade() - before;
  expect(moves).toEqual(slow);
  return { moves, probes };
}

describe('a move onto a horse or a many-way arrow (PC30: legal when one of its ways is)', () => {
  // The white rook on e3 is pinned to its king on e1 by the black rook on e10 (or e4). Its move to
  // d3 or e4 ends on a three-way arrow; every way to an empty cell leaves the file.
  const pinned = { e1: 'wK', l11: 'bK', e10: 'bR', e3: 'wR' };

  it('the only safe way back to the piece\'s own cell: legal, and the follow-up offers that way alone', () => {
    // e4: north-west to d5, east to f4, south back to e3 (arrow-3 at quarter turn 0)
    const s = scene({ pieces: pinned, open: { e4: 'arrow-3/0' } });
    const { moves, probes } = checked(s);
    expect(moves).toContain('e3-e4');
    expect(probes).toBe(0);
    play(s, 'e3-e4');
    expect(checked(s).moves).toEqual(['> e3']);
  });

  it('the way back onto a tile that acts again is no shortcut: the rook on ice, sent back east from d3, slides on to f3 off the file', () => {
    // d3: north-west to c4, east back to e3, south to d2 (arrow-3 at quarter turn 0); the pinner next to the rook, so
    // that taking it on the ice would slide only to e2, short of the king
    const s = scene({ pieces: { e1: 'wK', l11: 'bK', e4: 'bR', e3: 'wR' }, open: { d3: 'arrow-3/0', e3: 'ice' } });
    expect(checked(s).moves.filter((m) => m.startsWith('e3'))).toEqual(['e3-e2', 'e3xe4']);
  });

  it('the only safe way takes the pinning rook on a quiet tile: legal', () => {
    // d3: north-east to e4 (the black rook pinning), south to d2, west to c3 (arrow-3 at quarter turn 1)
    const s = scene({ pieces: { e1: 'wK', l11: 'bK', e4: 'bR', e3: 'wR' }, open: { d3: 'arrow-3/1' } });
    const { moves, probes } = checked(s);
    expect(moves).toContain('e3-d3');
    expect(probes).toBe(0);
  });

  it('no take for a piece that began its turn in the jungle (PC37), nor of a piece in a fortress: not legal', () => {
    const jungle = scene({ pieces: { e1: 'wK', l11: 'bK', e4: 'bR', e3: 'wR' }, open: { d3: 'arrow-3/1', e3: 'jungle' } });
    expect(checked(jungle).moves).not.toContain('e3-d3');
    const fortress = scene({ pieces: { e1: 'wK', l11: 'bK', e4: 'bR', e3: 'wR' }, open: { d3: 'arrow-3/1', e4: 'fortress' } });
    expect(checked(fortress).moves).not.toContain('e3-d3');
  });

  it('a way off the board loses the piece: legal for a piece no line runs through, not for a pinned one', () => {
    // a5: south-east to b4 (a white pawn), west off the board, north to a6, the ice there sliding it on (arrow-3 at quarter turn 2)
    const free = scene({ pieces: { e1: 'wK', l11: 'bK', a4: 'wR', b4: 'wP' }, open: { a5: 'arrow-3/2', a6: 'ice' } });
    const { moves, probes } = checked(free);
    expect(moves).toContain('a4-a5');
    expect(probes).toBe(0);
    // the bishop on b5 shields the king on d3 from the bishop on a6; on a4 every way (north, east, south, west off) leaves the diagonal
    const pinned = scene({ pieces: { d3: 'wK', l11: 'bK', a6: 'bB', b5: 'wB' }, open: { a4: 'arrow-4s/0' } });
    expect(checked(pinned).moves).not.toContain('b5-a4');
  });

  it('a horse sends no piece off the board: a knight\'s jump off the edge is no way', () => {
    // the black pawn on a9 steps onto the horse on a8, whose jumps on the board all hold black pieces
    const s = scene({ pieces: { c7: 'bK', j1: 'wK', a9: 'bP', c9: 'bP', b6: 'bP' }, open: { a8: 'horse' }, toMove: 'black' });
    expect(checked(s).moves).not.toContain('a9-a8');
  });
});

describe('a tile\'s choice at the outermost level', () => {
  it('out of a cave: the exit does not act, so only an exit on the pin line is legal', () => {
    const s = scene({ pieces: { e1: 'wK', l11: 'bK', e10: 'bR', e3: 'wR' }, open: { e4: 'cave', e6: 'cave', a6: 'cave' } });
    expect(checked(s).moves).toContain('e3-e4');
    play(s, 'e3-e4');
    const { moves, probes } = checked(s);
    expect(moves).toEqual(['> e6']);
    expect(probes).toBe(0);
  });

  it('an arrow\'s "off": the piece is lost, legal unless it shielded the king', () => {
    // a5: south-east to b4, west off the board, north to a6 (a white pawn): the rook from a4 chooses b4 or off
    const free = play(scene({ pieces: { e1: 'wK', l11: 'bK', a4: 'wR', a6: 'wP' }, open: { a5: 'arrow-3/2' } }), 'a4-a5');
    const { moves, probes } = checked(free);
    expect(moves).toHaveLength(2);
    expect(moves).toContain('> b4');
    expect(probes).toBe(0);
    // pinned: the rook on a5 shields the king on a3 from the rook on a7 (a pawn on b4): off, or a6 on the file
    const pinned = play(scene({ pieces: { a3: 'wK', l11: 'bK', a7: 'bR', a4: 'wR', b4: 'wP' }, open: { a5: 'arrow-3/2' } }), 'a4-a5');
    expect(checked(pinned).moves).toEqual(['> a6']);
  });
});

describe('buying back onto the crocodile or the cannibal', () => {
  // The white king on g1 is in check from the black rook on g5; a pawn bought back onto g2 would block it.
  const inCheck = (tile: string): State => {
    const s = scene({ pieces: { g1: 'wK', l11: 'bK', g5: 'bR' }, open: { g2: tile } });
    s.v[LOST] = 1; s.v[COINS] = 5; // one white pawn lost, the coins to buy it back
    return s;
  };

  it('the crocodile sends back only a piece that came from a cell: the pawn stays on g2 and blocks the check', () => {
    const { moves, probes } = checked(inCheck('crocodile'));
    expect(moves).toContain('buy P@g2');
    expect(probes).toBe(0);
  });

  it('the cannibal eats the pawn: the check stands', () => {
    const { moves, probes } = checked(inCheck('cannibal'));
    expect(moves.filter((m) => m.startsWith('buy'))).toEqual([]);
    expect(probes).toBe(0);
  });
});
