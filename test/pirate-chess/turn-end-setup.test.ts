/**
 * The end of a turn hands its legality setup to the generation that goes on from its work
 * (after-turn.ts, issue 31's session 29): when the side now to move has a king's step to an empty
 * cell among its decisions, the turn's end makes the king's danger map at once (it answers the
 * king's own safety too) instead of a control test now and the map in the next generation; and
 * the ice hint the real play gave stands for the turn's test, is set aside at its end and given back
 * to the next generation (launchers.setHintAside, hintBack) instead of being read afresh twice.
 * The lists stay the reference's (after-turn.test.ts, legality.test.ts); here, that the work is
 * handed on, and that a hint given for another board in between is not given back.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { resumeAfterTurn } from '../../src/pirate-chess/after-turn.js';
import { applyMove, play } from '../../src/pirate-chess/apply.js';
import { attacked, hintIce } from '../../src/pirate-chess/attack.js';
import { kingCell } from '../../src/pirate-chess/board.js';
import { mapsMade } from '../../src/pirate-chess/danger.js';
import { hintEventsSoFar } from '../../src/pirate-chess/launchers.js';
import { MAX_MOVES, generateMoves } from '../../src/pirate-chess/movegen.js';
import { moveFrom, moveKind, moveTo, MoveKind } from '../../src/pirate-chess/moves.js';
import { formatMove, parseMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { copyInto, PHASE, Phase, RESULT, Result, SIDE, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { scene } from './scene.js';

const o = checkOptions({ maxPlies: 300 }) as ChessOptions;

/** Whether the list holds a step of the side to move's king to an empty cell (the decisions the danger map judges). */
function kingStep(s: State, list: Int32Array, n: number): boolean {
  const k = kingCell(s, s.v[SIDE]);
  for (let i = 0; i < n; i++) if (moveKind(list[i]) === MoveKind.Move && moveFrom(list[i]) === k && s.piece[moveTo(list[i])] === 0) return true;
  return false;
}

describe('the danger map of a turn\'s end', () => {
  it('is made at the turn\'s end when the king may step to an empty cell: the generation going on from it makes none', () => {
    const list = new Int32Array(MAX_MOVES);
    let asked = 0, mappedAfter = 0;
    for (let g = 0; g < 8; g++) {
      const s = newGame(o, `turn-end-map:${g}`);
      const rng = new Rng(`turn-end-map-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const before = mapsMade();
        const k = resumeAfterTurn(s, list, play);
        const n = k >= 0 ? k : generateMoves(s, list);
        if (k > 0 && s.v[PHASE] === Phase.Play && kingStep(s, list, n)) {
          asked++;
          if (mapsMade() !== before) mappedAfter++;
        }
        applyMove(s, list[rng.int(n)]);
      }
    }
    expect(asked).toBeGreaterThan(1000);
    // a generation whose turn's end found its first legal decision without asking whether the king stands in check (a
    // move of Friday or the missionary beside the other, probed) makes the map later: rare (before: most of them)
    expect(mappedAfter).toBeLessThan(asked / 100);
  }, 120_000);
});

describe('the ice hint of a turn\'s end', () => {
  it('a turn\'s end and the generation going on from it read the tiles once (the real play\'s hint), when no tile turns over', () => {
    // ice on c5 and d7 (lines to both kings); the white rook's quiet move ends the turn
    const s = scene({ pieces: { e1: 'wK', l11: 'bK', d3: 'wR', h8: 'bP' }, open: { c5: 'ice', d7: 'ice' } });
    const move = parseMove(s, 'd3-d4'); // a generation of its own (its hint read first)
    if (typeof move !== 'number') throw new Error(move.message);
    const before = hintEventsSoFar();
    applyMove(s, move);
    const list = new Int32Array(MAX_MOVES);
    const n = generateMoves(s, list);
    expect(n).toBeGreaterThan(0);
    expect(hintEventsSoFar() - before).toBe(1); // before: three (the play's, the turn's test's, the next generation's)
  });

  it('a hint given for another board between a turn\'s end and the next generation is not given back: the lists equal the reference', () => {
    // the other board: a position of another game, its ice elsewhere; a search's evaluation gives such hints (bots/pirate-chess/eval.ts)
    const kept = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES);
    const copy = new State();
    let resumed = 0, iced = 0;
    for (let g = 0; g < 6; g++) {
      const s = newGame(o, `turn-end-hint:${g}`), other = newGame(o, `turn-end-hint-other:${g}`);
      const rng = new Rng(`turn-end-hint-play:${g}`), otherRng = new Rng(`turn-end-hint-other-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        hintIce(other);
        attacked(other, kingCell(other, 0), 1); // the other board's control, on its hint (its reach lists gathered)
        hintIce(null);
        copyInto(copy, s);
        const k = resumeAfterTurn(s, kept, play);
        const n = k >= 0 ? k : generateMoves(s, kept);
        if (k >= 0) resumed++;
        for (let c = 0; c < 240; c++) if ((s.tile[c] & 63) === Tile.Ice) { iced++; break; }
        const m = referenceLegal(copy, slow);
        const text = (buf: Int32Array, c: number) => Array.from(buf.subarray(0, c), (x) => formatMove(copy, x)).join(' ');
        if (n !== m || kept.subarray(0, n).some((x, i) => x !== slow[i])) expect(`${g}:${s.v[4]}: ${text(kept, n)}`).toBe(`${g}:${s.v[4]}: ${text(slow, m)}`);
        if (other.v[RESULT] === Result.Playing) { const on = generateMoves(other, slow); if (on > 0) applyMove(other, slow[otherRng.int(on)]); }
        applyMove(s, kept[rng.int(n)]); // last: its turn's end keeps the work the next resumption goes on from
      }
    }
    expect(resumed).toBeGreaterThan(1000);
    expect(iced).toBeGreaterThan(resumed / 2); // most positions hold open ice, whose lines the hint must list
  }, 120_000);
});
