/**
 * Ruling PC30 (seed line 15: "Если эффект клетки, которую только что открыл король, заставляет
 * его пойти под шах или покинуть доску, эта клетка не действует. Специально ходить королём на
 * такие клетки, открытые ранее, нельзя"): a move onto an open tile that asks a choice (a horse,
 * a many-way arrow, ...) none of whose choices is legal is not legal; face down, the tile turned
 * over does not act and the piece stays on it. The FAQ's endless loop still stops a king.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { asksChoice } from '../../src/pirate-chess/forced.js';
import { Rng } from '../../src/core/rng.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { MoveKind, moveFrom, moveKind, moveTo } from '../../src/pirate-chess/moves.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { Piece, typeOf } from '../../src/pirate-chess/pieces.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyInto, PEND_CELL, PHASE, Phase, RESULT, Result, SIDE, State } from '../../src/pirate-chess/state.js';
import { legal, pieces, play, scene } from './scene.js';

// Black rooks hold ranks 3, 4, 6 and 7 from the a-file: every knight's jump from e5 (c4, c6, d3,
// d7, f3, f7, g4, g6) lands on a held cell; d5 and e5 (rank 5) are not held.
const HOLD = { a3: 'bR', a4: 'bR', a6: 'bR', a7: 'bR', g11: 'bK' };

describe('an open choice tile none of whose choices is legal (PC30)', () => {
  it('the king may not step onto an open horse whose every jump is check; face down it does not act and he stays', () => {
    expect(legal(scene({ pieces: { d5: 'wK', ...HOLD }, open: { e5: 'horse' } }))).not.toContain('d5-e5');
    const s = play(scene({ pieces: { d5: 'wK', ...HOLD }, closed: { e5: 'horse' } }), 'd5-e5');
    expect(pieces(s).e5).toBe('wK');
    expect([s.v[PHASE], s.v[SIDE]]).toEqual([Phase.Play, 1]); // no choice owed: Black to move
    // with one jump free (the rook on a7 gone: d7 and f7 are safe) the open horse is a move again, and asks
    const free = scene({ pieces: { d5: 'wK', a3: 'bR', a4: 'bR', a6: 'bR', g11: 'bK' }, open: { e5: 'horse' } });
    expect(legal(free)).toContain('d5-e5');
    expect(legal(play(free, 'd5-e5'))).toEqual(['> d7', '> f7']);
  });

  it('the same for a many-way arrow whose every way is check', () => {
    // arrow-2s at quarter turn 0 points north and south: e6 and e4, held by the rooks on a6 and a4
    expect(legal(scene({ pieces: { d5: 'wK', ...HOLD }, open: { e5: 'arrow-2s/0' } }))).not.toContain('d5-e5');
    expect(pieces(play(scene({ pieces: { d5: 'wK', ...HOLD }, closed: { e5: 'arrow-2s/0' } }), 'd5-e5')).e5).toBe('wK');
  });

  it('castling onto an open choice tile whose every way is check is no move; face down it is, and the tile does not act', () => {
    // arrow-4s on i1: north i2 (held by the rook on c2), east j1 (empty once the rook has gone, held by the rook on j9),
    // west h1 (the castled rook), south off the board (never for a king)
    const pcs = { g1: 'wK', j1: 'wR', c2: 'bR', j9: 'bR', g11: 'bK' };
    expect(legal(scene({ pieces: pcs, open: { i1: 'arrow-4s' }, castling: 1 }))).not.toContain('O-O');
    const s = play(scene({ pieces: pcs, closed: { i1: 'arrow-4s' }, castling: 1 }), 'O-O');
    expect(pieces(s)).toMatchObject({ i1: 'wK', h1: 'wR' });
    expect(s.v[SIDE]).toBe(1);
    // one way free (no rook on j9): castling is a move, and the arrow asks
    expect(legal(scene({ pieces: { g1: 'wK', j1: 'wR', c2: 'bR', g11: 'bK' }, open: { i1: 'arrow-4s' }, castling: 1 }))).toContain('O-O');
  });

  it('nor at the end of a forced chain of open tiles; turned over, the tile that sent him there does not act', () => {
    // an open arrow on d5 pointing east (quarter turn 1) pushes the king from c5 on to the open horse on e5
    expect(legal(scene({ pieces: { c5: 'wK', ...HOLD }, open: { d5: 'arrow-1s/1', e5: 'horse' } }))).not.toContain('c5-d5');
    // the arrow face down: turned over, its effect (onto the horse, every jump check) would put him in check, so it does not act
    expect(pieces(play(scene({ pieces: { c5: 'wK', ...HOLD }, open: { e5: 'horse' }, closed: { d5: 'arrow-1s/1' } }), 'c5-d5')).d5).toBe('wK');
  });

  it('a piece shielding its king may not step onto an open horse whose every jump leaves the file; face down the horse does not act', () => {
    const pcs = { e1: 'wK', e2: 'wR', e9: 'bR', g11: 'bK' };
    expect(legal(scene({ pieces: pcs, open: { e5: 'horse' } }))).not.toContain('e2-e5');
    expect(pieces(play(scene({ pieces: pcs, closed: { e5: 'horse' } }), 'e2-e5')).e5).toBe('wR');
    // a slider stepping along the pin onto an open empty cell still may
    expect(legal(scene({ pieces: pcs }))).toContain('e2-e5');
  });

  it('the FAQ\'s endless loop still stops a king (line 126 "В случае короля он останавливается"): a jump that runs round a crocodile back onto the horse keeps the move legal', () => {
    // the open crocodile on g6 sends him back to the horse, which acts again: every other jump is check, so the chain can only
    // run round until its limit; the king stops on the horse (it does not act), where he is safe
    const s = scene({ pieces: { d5: 'wK', a3: 'bR', a4: 'bR', a7: 'bR', c11: 'bR', g11: 'bK' }, open: { e5: 'horse', g6: 'crocodile' } });
    expect(legal(s)).toContain('d5-e5');
    play(s, 'd5-e5');
    while (s.v[PHASE] === Phase.Choose) play(s, '> g6');
    expect(pieces(s).e5).toBe('wK');
    expect(s.v[SIDE]).toBe(1);
  });
});

describe('PC30 by its definition, in random games', () => {
  it('every legal step onto an open tile that asks a choice owes one there when played (none: only a king\'s endless loop)', () => {
    // the generator's answer (its shortcuts and probes) held to the real play's own offer of the tile's choices: a move
    // is legal only when some choice is (forced.asksChoice says which open tiles will ask: a horse, a many-way arrow, ...)
    const o = checkOptions({ maxPlies: 600 }) as ChessOptions;
    const buf = new Int32Array(MAX_MOVES), copy = new State();
    let onto = 0, loops = 0;
    for (let g = 0; g < 16; g++) {
      const s = newGame(o, `open-choice:${g}`);
      const rng = new Rng(`open-choice-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const n = generateMoves(s, buf);
        for (let i = 0; i < n; i++) {
          const m = buf[i], to = moveTo(m);
          if (moveKind(m) !== MoveKind.Move || moveFrom(m) === to || s.piece[to] !== 0 || !asksChoice(s, moveFrom(m), to, s.v[SIDE])) continue;
          copyInto(copy, s);
          applyMove(copy, m);
          onto++;
          if (copy.v[PHASE] === Phase.Choose && copy.v[PEND_CELL] === to) continue;
          expect(typeOf(copy.piece[to])).toBe(Piece.King); // he stopped on the tile: the loop
          loops++;
        }
        applyMove(s, buf[rng.int(n)]);
      }
    }
    expect(onto).toBeGreaterThan(100);
    expect(loops).toBeLessThan(onto / 10);
  }, 120_000);
});
