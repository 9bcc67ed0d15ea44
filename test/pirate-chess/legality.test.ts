/**
 * The legality module (legality.ts: answers from attack information, probes the rest, keeps the
 * list made at the end of a turn) against the slow reference (test/support/pirate-chess-
 * reference.ts: every decision played on a copy, every king judged by attack.inCheck): in
 * seeded random games on the 117-tile island, the legal decisions of every position, follow-ups
 * included, must be the same list in the same order. The stored Pirate chess runs
 * (results/seats-pirate-chess*) keep no moves, so the positions come from random games.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { Rng } from '../../src/core/rng.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { CHAIN, PHASE, Phase, RESULT, Result, SIDE, State } from '../../src/pirate-chess/state.js';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { legal, scene } from './scene.js';

afterEach(() => setShortcuts(true));

describe('legal decisions against the copy-and-play reference', () => {
  it('are the same in every position of 24 seeded random games', () => {
    const o = checkOptions({ maxPlies: 600 }) as ChessOptions;
    const fast = new Int32Array(MAX_MOVES), slow = new Int32Array(MAX_MOVES);
    let positions = 0, followUps = 0;
    for (let g = 0; g < 24; g++) {
      const s = newGame(o, `legality:${g}`);
      const rng = new Rng(`legality-play:${g}`);
      while (s.v[RESULT] === Result.Playing) {
        const before = toPosition(s);
        const n = generateMoves(s, fast); // first: the list kept from the end of the turn, when there is one
        const m = referenceLegal(s, slow);
        positions++;
        if (s.v[PHASE] !== Phase.Play) followUps++;
        if (n !== m || fast.subarray(0, n).some((x, i) => x !== slow[i])) {
          const text = (buf: Int32Array, k: number) => Array.from(buf.subarray(0, k), (x) => formatMove(s, x)).join(' ');
          expect(`${g}:${s.v[4]}: ${text(fast, n)}`).toBe(`${g}:${s.v[4]}: ${text(slow, m)}`);
        }
        if (positions % 7 === 0) expect(toPosition(s)).toEqual(before); // judging legality leaves the position as it was
        applyMove(s, fast[rng.int(n)]);
      }
    }
    expect(positions).toBeGreaterThan(6000);
    expect(followUps).toBeGreaterThan(1000);
  }, 300_000); // 15 s of work alone; several times that on the shared machine under load
});

describe('the shortcuts in a position where they once erred', () => {
  it('a piece leaving the line between its king and ice with a piece of ours on it: the ice may send an enemy on (PC9)', () => {
    // the black queen on a3 takes the pawn on the open ice at e3 and the ice repeats her four
    // steps east: to f3, and with the knight gone from f3, on to the king on g3
    const s = scene({ pieces: { g3: 'wK', f3: 'wN', e3: 'wP', a3: 'bQ', g11: 'bK' }, open: { e3: 'ice' } });
    expect(legal(s).filter((m) => m.startsWith('f3'))).toEqual([]);
    setShortcuts(false);
    expect(legal(s).filter((m) => m.startsWith('f3'))).toEqual([]);
  });
});

describe('a choice chain deeper than the old limit of six nested probes', () => {
  it('a move whose only safe outcome lies seven or more choices deep is legal, and the turn it starts ends with the king safe', () => {
    // found by the long reference comparison (seed longref:4, ply 270; kept in data/longref-4-ply-270.json,
    // written by the engine at 0fe95f9, since the rule fixes of PC27 and PC28 changed that game): Black is in check, and
    // the bishop h2-l6 onto a horse is legal only because a chain of choices (the horses on
    // l6 and k4, then the arrows) takes it to a cell that shields the king; six levels of probes
    // saw no safe end and left the move out. The independent check: play it for real and take,
    // at each follow-up, the first choice the generator offers (each generated afresh, with
    // no probe above it): the turn must end with Black's king out of check, deep in the chain.
    const s = fromPosition(JSON.parse(readFileSync(new URL('./data/longref-4-ply-270.json', import.meta.url), 'utf8'))) as State;
    expect(s).toBeInstanceOf(State);
    const buf = new Int32Array(MAX_MOVES);
    const n = generateMoves(s, buf);
    expect(Array.from(buf.subarray(0, n), (m) => formatMove(s, m))).toEqual(['h2-l6', 'g10-g9']);
    applyMove(s, buf[0]);
    let choices = 0;
    while (s.v[PHASE] === Phase.Choose) {
      const k = generateMoves(s, buf);
      expect(k).toBeGreaterThan(0);
      applyMove(s, buf[0]);
      choices++;
    }
    expect(choices).toBeGreaterThanOrEqual(7);
    expect(s.v[SIDE]).toBe(0); // the turn ended
    expect(inCheck(s, 1)).toBe(false);
    expect(s.v[CHAIN]).toBeLessThanOrEqual(16); // within the chain's limit (CHAIN_LIMIT), so no cycle
  });
});
