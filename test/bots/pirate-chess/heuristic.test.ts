/**
 * The Pirate chess heuristic (chess-heuristic.ts, chess-eval.ts): scenario positions where
 * the right decision is plain chess or plain arithmetic, and the expected worth of an unseen
 * tile worked out by hand from the tile table of ../shared/rules/README.md.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { attacked } from '../../../src/pirate-chess/attack.js';
import { formatMove } from '../../../src/pirate-chess/notation.js';
import { moveFrom, moveTo } from '../../../src/pirate-chess/moves.js';
import { observeInto } from '../../../src/pirate-chess/observation.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { makePiece, Piece } from '../../../src/pirate-chess/pieces.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { COINS, GRASS, LOST, RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { cell, scene } from '../../pirate-chess/scene.js';
import { ChessHeuristicPolicy, DEFAULT_CHESS_HEURISTIC } from '../../../bots/pirate-chess/heuristic.js';
import { NONE, plainAttacker } from '../../../bots/pirate-chess/eval.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { ALL_CELLS, exists } from '../../../src/pirate-chess/board.js';
import { cellName } from '../../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';

const K = { g1: 'wK', g11: 'bK' };

function decide(s: State, seed = 'h'): { move: number; text: string } {
  const policy = new ChessHeuristicPolicy({ ...DEFAULT_CHESS_HEURISTIC });
  const obs = observeInto(new State(), s, s.v[0]);
  const move = policy.choose(obs, new Rng(seed), true);
  return { move, text: formatMove(s, move) };
}

describe('chess heuristic', () => {
  it('takes an undefended queen', () => {
    expect(decide(scene({ pieces: { ...K, c1: 'wR', c8: 'bQ' } })).text).toBe('c1xc8');
  });

  it('mates in one on the back rank rather than take a pawn', () => {
    const s = scene({ pieces: { ...K, c1: 'wR', f10: 'bP', g10: 'bP', h10: 'bP', d3: 'wN', e5: 'bP' } });
    expect(decide(s).text).toBe('c1-c11');
  });

  it('moves its queen out of a pawn\'s reach to a cell black does not control', () => {
    const s = scene({ pieces: { ...K, d5: 'wQ', e6: 'bP', j10: 'bR' } });
    const { move } = decide(s);
    expect(moveFrom(move)).toBe(cell('d5'));
    expect(attacked(s, moveTo(move), 1)).toBe(false);
  });

  it('buys back a lost queen with 9 coins when nothing else is at stake', () => {
    const s = scene({ pieces: { ...K, c2: 'wP', j10: 'bP' } });
    s.v[COINS] = 9; s.v[LOST + 4] = 1; // white's lost queens (pieces.REVIVABLE order: P N B R Q)
    expect(decide(s).text).toBe('buy Q@f1');
  });

  it('steps onto a face-down cell its side saw hold a 5-coin chest at the lighthouse', () => {
    // every cell face down (the unseen pool is then the island's, as in a game)
    const s = scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'chest-5' }, allClosed: true });
    const unknown = decide(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'chest-5' }, allClosed: true })).text;
    s.known[cell('e3')] = 1; // white (bit 0) has seen it
    expect(unknown).not.toBe('d1-e3'); // unseen, e3 is worth no more than any other face-down cell: the centre decides
    expect(decide(s).text).toBe('d1-e3');
  });

  it('under the burning grass the capture terms go to the side that first moves its own pieces (PC24)', () => {
    // The white queen on e5 hangs to the black rook on e9; nothing else can be taken. With the
    // grass burning one more turn and white to move, black moves white's pieces, then his own:
    // black takes first, as with no grass and black to move. With two turns left (just lit,
    // white to move) black moves white's pieces, white black's, then white his own: white first.
    const ev = new ChessHeuristicPolicy({ ...DEFAULT_CHESS_HEURISTIC }).ev;
    const at = (toMove: 'white' | 'black', grass: number): number => {
      const s = scene({ pieces: { ...K, e5: 'wQ', e9: 'bR', a3: 'wP', l9: 'bP' }, toMove });
      s.v[GRASS] = grass;
      return ev.margin(s, 0);
    };
    expect(at('white', 0)).toBeGreaterThan(at('black', 0)); // the terms do depend on who takes first
    expect(at('white', 1)).toBeCloseTo(at('black', 0), 12);
    expect(at('black', 1)).toBeCloseTo(at('white', 0), 12);
    expect(at('white', 2)).toBeCloseTo(at('white', 0), 12);
  });

  it('the expected worth of an unseen tile, at the start, from the tile table', () => {
    // Unseen: all 117 tiles (the set-aside one too). Chests 5x1 + 5x2 + 3x3 + 2x4 + 1x5 and the
    // galleon's 3 = 40 coins; bottles 3x1 + 2x2 + 1x3 = 10; Ben Gunn (a pirate, 2), the
    // missionary and Friday (0.5 each) = 3; one cannibal, 3 traps, 4 rum barrels.
    const w = DEFAULT_CHESS_HEURISTIC;
    const policy = new ChessHeuristicPolicy({ ...w });
    const s = newGame(checkOptions({}) as ChessOptions, 'worth');
    policy.ev.prepare(observeInto(new State(), s, 0));
    expect(policy.ev.unseen()).toBe(117);
    const gain = (40 * w.coin + 10 * w.bottle + 3) / 117;
    const pawn = makePiece(Piece.Pawn, 0), queen = makePiece(Piece.Queen, 1), king = makePiece(Piece.King, 0);
    expect(policy.ev.tileWorth(pawn)).toBeCloseTo(gain - (1 + 3 * w.trapped + 4 * w.drunk) / 117, 12);
    expect(policy.ev.tileWorth(queen)).toBeCloseTo(gain - 9 * (1 + 3 * w.trapped + 4 * w.drunk) / 117, 12);
    expect(policy.ev.tileWorth(king)).toBeCloseTo(gain - 3 * 3 / 117, 12); // a trapped king costs 3; the cannibal sends it back
  });
});

describe('chess evaluation: control', () => {
  it('finds a controller of exactly the cells attack.ts says a side controls, in random games full of open tiles', () => {
    const policy = new ChessHeuristicPolicy({ ...DEFAULT_CHESS_HEURISTIC });
    const moves = new Int32Array(MAX_MOVES);
    let checked = 0, viaTiles = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `control:${g}`);
      const rng = new Rng(`control-play:${g}`);
      for (let ply = 0; ply < 160 && s.v[RESULT] === Result.Playing; ply++) {
        if (ply % 20 === 19) {
          policy.ev.mapControl(s);
          for (const c of ALL_CELLS) {
            if (!exists(s, c)) continue;
            for (const by of [0, 1]) {
              const a = policy.ev.attackerOf(s, c, by);
              expect(a !== NONE, `${cellName(c)} by ${by}, ply ${ply}`).toBe(attacked(s, c, by));
              if (a !== NONE && plainAttacker(s, c, by) === NONE) viaTiles++;
              checked++;
            }
          }
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(viaTiles).toBeGreaterThan(0); // control through tiles did occur
  });
});

describe('chess evaluation: control through one tile', () => {
  // Control through a tile (seed FAQ, ../shared/rules/README.md: a piece controls the cells an arrow,
  // horse or balloon it could land on sends it to). The evaluation asks attack.ts only for cells a
  // tile could send a piece of that side to; these scenes pin the cells it must not skip.
  const controllers = (s: State): { policy: ChessHeuristicPolicy; check: (name: string, by: number, tile: boolean) => void } => {
    const policy = new ChessHeuristicPolicy({ ...DEFAULT_CHESS_HEURISTIC });
    policy.ev.mapControl(s);
    for (const c of ALL_CELLS) for (const by of [0, 1]) expect(policy.ev.attackerOf(s, c, by) !== NONE, `${cellName(c)} by ${by}`).toBe(attacked(s, c, by));
    const check = (name: string, by: number, tile: boolean): void => {
      const c = cell(name);
      expect(plainAttacker(s, c, by), name).toBe(NONE);
      expect(policy.ev.attackerOf(s, c, by) !== NONE, name).toBe(tile);
    };
    return { policy, check };
  };

  it('a knight that can jump onto a balloon controls its own side\'s knight start cells, not the other side\'s', () => {
    // the white knight d2 jumps to the balloon e4, which flies it to a white knight's start cell: d1 or i1
    const s = scene({ pieces: { ...K, d2: 'wN' }, open: { e4: 'balloon' } });
    const { check } = controllers(s);
    check('i1', 0, true);
    check('d11', 0, false); // a black knight's start cell: the balloon takes a white piece home only
    check('i11', 0, false);
  });

  it('an arrow sends control only the way it points', () => {
    // the white rook c3 reaches the one-way arrow e3 pointing north (quarter turn 0): e4 is controlled through it,
    // d4 and f4 (neighbours of the arrow it does not point at) are not
    const s = scene({ pieces: { ...K, c3: 'wR' }, open: { e3: 'arrow-1s' } });
    const { check } = controllers(s);
    check('e4', 0, true);
    check('d4', 0, false);
    check('f4', 0, false);
  });
});
