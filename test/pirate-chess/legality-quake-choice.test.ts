/**
 * The earthquake's picks and a tile's choice onto tiles that send the piece on by force, in
 * scenes whose answers come from the rules by hand, each list also held to the slow reference
 * (every decision played on a copy: test/support/pirate-chess-reference.ts) after every decision
 * of the scene. PCS5 (docs/PIRATE-CHESS.md) tried answering both without a probe (two plain
 * tiles swapped; the choice's way traced like a move's) and dropped it for speed; these scenes
 * failed on each wrong version tried: the second pick legal whatever the king's safety, every
 * tile or the crocodile counted plain, the choice judged where it lands instead of where the
 * tiles send the piece.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { State } from '../../src/pirate-chess/state.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { legal, play, scene } from './scene.js';

afterEach(() => setShortcuts(true));

/** The legal decisions of s, sorted, after checking that the reference gives the same. */
function checked(s: State): string[] {
  const buf = new Int32Array(MAX_MOVES);
  const slow = Array.from(buf.subarray(0, referenceLegal(s, buf)), (m) => formatMove(s, m)).sort();
  const fast = legal(s);
  expect(fast).toEqual(slow);
  return fast;
}

describe('the earthquake (pirate-chess-ru.txt 79: two open cells where nobody stands swap their tiles)', () => {
  // The white knight on c5 shields the king on d1 from the rook on c10, which would run down the
  // c file onto the arrow on c2 (one way, south-east) and be sent on to d1. The knight's move onto
  // the open, unused earthquake on e4 opens the file: legal only because a swap can move the arrow.
  const start = () => scene({ pieces: { d1: 'wK', l11: 'bK', c10: 'bR', c5: 'wN' }, open: { c2: 'arrow-1d/1', e4: 'earthquake' } });

  it('a king in check through an arrow: after a plain first pick, only the arrow as the second (a swap of two plain tiles leaves the check)', () => {
    const s = start();
    expect(checked(s)).toContain('c5-e4');
    play(s, 'c5-e4');
    const first = checked(s);
    expect(first).toContain('> c2');
    expect(first).toContain('> a5'); // legal through its swap with the arrow
    play(s, '> a5');
    expect(checked(s)).toEqual(['> c2']);
  });

  it('the arrow as the first pick: every second pick but those that bring the check back', () => {
    const s = play(start(), 'c5-e4', '> c2');
    const second = checked(s);
    expect(second).toContain('> a5');
    expect(second).not.toContain('> c2');
    expect(second).not.toContain('> e4'); // the knight stands there
  });

  it('a crocodile is no plain tile: swapped away, it lets a pawn\'s double step through onto an arrow that sends the pawn on to the king', () => {
    // the black pawn on c10 may not step onto or over the crocodile on c9 (pseudo.ts); with an
    // empty tile there its double step reaches the arrow on c8 (one way, south-east) and d7
    const s = play(scene({ pieces: { d7: 'wK', l11: 'bK', c10: 'bP', f1: 'wN' }, open: { c9: 'crocodile', c8: 'arrow-1d/1', g3: 'earthquake' } }), 'f1-g3');
    expect(checked(s)).toContain('> a5');
    play(s, '> a5');
    const second = checked(s);
    expect(second).not.toContain('> c9');
    expect(second).toContain('> e5');
  });

  it('a king not in check: every pick of two plain tiles is legal', () => {
    const s = play(scene({ pieces: { d1: 'wK', l11: 'bK', c10: 'bR', c5: 'wN' }, open: { e4: 'earthquake' } }), 'c5-e4');
    const first = checked(s);
    expect(first).toHaveLength(113); // the island's 117 open cells less the four with a piece
    play(s, '> a5');
    expect(checked(s)).toHaveLength(112); // less the first pick
  });
});

describe('a tile\'s choice onto tiles that send the piece on by force', () => {
  // The white rook on e3 is pinned to the king on e1 by the rook on e10. Its move to e5 ends on a
  // two-way arrow (east, west): east to f5, whose one-way arrow (north-west) sends it on to e6, back
  // on the file; west to d5, whose one-way arrow (south) sends it on to d4, off the file.
  const sc = { pieces: { e1: 'wK', l11: 'bK', e10: 'bR', e3: 'wR' }, open: { e5: 'arrow-2s/1', f5: 'arrow-1d/3', d5: 'arrow-1s/2' } };

  it('the move onto the choice is legal (the way by f5 ends on the file), and the choice offered is that way alone', () => {
    const s = scene(sc);
    expect(checked(s).filter((m) => m.startsWith('e3'))).toContain('e3-e5');
    play(s, 'e3-e5');
    expect(checked(s)).toEqual(['> f5']);
  });

  it('with the arrow on f5 pointing north-east instead (on to g6, off the file), no way is safe: the move is not legal', () => {
    const s = scene({ ...sc, open: { ...sc.open, f5: 'arrow-1d/0' } });
    expect(checked(s).filter((m) => m.startsWith('e3'))).not.toContain('e3-e5');
  });
});
