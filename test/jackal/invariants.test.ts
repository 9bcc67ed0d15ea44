/**
 * Random-game invariant tests (OpenSpiel's random simulation tests, Stockfish's
 * debug re-check): seeded games in every mode, tile set and option, with the state checker
 * after every move, every generated move applied to a copy, and copies compared. `npm test`
 * plays a few games per combination; `npm run test:long` the thousands these tests played
 * before (support/size.ts), `npm run invariants` the long run.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/jackal/apply.js';
import { checkState } from '../../src/jackal/check.js';
import { LANE_PARTNER, NO_CELL, isOuter } from '../../src/jackal/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { observe } from '../../src/jackal/observation.js';
import { DEFAULT_OPTIONS, GameOptions, MODES } from '../../src/jackal/options.js';
import { Rng } from '../../src/core/rng.js';
import { isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import {
  AT_HASH_HI, AT_HASH_LO, COINS, HOLD_AFLOAT, HOLD_GONE, ITEM_BALL1, ITEM_BALL2, ITEM_BOAT, ITEM_CELL, ITEM_HOLD, SHIP_CELL, cloneState, copyInto, fullHash, HASH_BASE, State, statesEqual, syncHash, TURN,
} from '../../src/jackal/state.js';
import { invariantGame, invariantOptions, OPTION_COMBINATIONS, violationText } from '../../src/jackal/invariants.js';
import { board } from './rules/board.js';
import { games } from '../support/size.js';

const moves = new Int32Array(MAX_MOVES);
const scratch = new State();

// Games per test: games(in `npm test`, in `npm run test:long`). The quick counts give
// every combination a test cycles through (modes g % 4, lighthouse rules) a few games each:
// classic every-move 4 (each mode once), Treasure Island's 8 (each mode with each lighthouse
// rule); the quick invariant run below plays every option combination.
const CLASSIC = games(12, 500), EVERY_MOVE = games(4, 40), TI_EVERY_MOVE = games(8, 40), ISLAND = games(6, 150), AIRPLANE = games(12, 200);
// The expansion's 16 games are what it takes for both tile sets to launch the boat, fire a
// cannonball and bring a ship abeam of the boat (8 fall short on Treasure Island).
const EXPANSION = games(16, 50), EXPANSION_EVERY_MOVE = games(4, 8);

/** Plays one seeded random game, checking after every move; returns plies played. */
function playChecked(o: GameOptions, seed: number, everyMove: boolean, visit?: (s: State) => void): number {
  const s = newGame(o, seed);
  const rng = new Rng(`inv:${seed}`);
  let plies = 0;
  expect(checkState(s)).toEqual([]);
  while (!isTerminal(s)) {
    const n = generateMoves(s, moves);
    if (n <= 0 || n > MAX_MOVES) throw new Error(`seed ${seed} ply ${plies}: ${n} moves`);
    if (everyMove) {
      // every generated move applies cleanly to a copy
      const list = moves.slice(0, n);
      for (const m of list) {
        copyInto(scratch, s);
        applyMove(scratch, m);
        const errs = checkState(scratch);
        if (errs.length) throw new Error(`seed ${seed} ply ${plies} move ${m}: ${errs.join('; ')}`);
      }
      moves.set(list);
    }
    const m = moves[rng.int(n)];
    applyMove(s, m);
    plies++;
    const errs = checkState(s);
    if (errs.length) throw new Error(`seed ${seed} ply ${plies} after move ${m}: ${errs.join('; ')}`);
    visit?.(s);
  }
  return plies;
}

describe('random-game invariants', () => {
  for (const mode of MODES) {
    it(`${mode}: the state checker passes after every move of ${CLASSIC} seeded random games`, () => {
      let total = 0;
      for (let g = 0; g < CLASSIC; g++) total += playChecked({ ...DEFAULT_OPTIONS, mode, maxPlies: 600 }, g, false);
      expect(total).toBeGreaterThan(CLASSIC * 100);
    });
  }

  it(`every generated move applies cleanly (every move of every ply, ${EVERY_MOVE} games, all modes)`, () => {
    for (let g = 0; g < EVERY_MOVE; g++) playChecked({ ...DEFAULT_OPTIONS, mode: MODES[g % 4], maxPlies: 500 }, 1000 + g, true);
  });

  for (const mode of MODES) {
    it(`treasure-island ${mode}: the state checker passes after every move of ${ISLAND} seeded random games (both lighthouse rules)`, () => {
      for (let g = 0; g < ISLAND; g++) {
        playChecked({ ...DEFAULT_OPTIONS, tiles: 'treasure-island', mode, maxPlies: 800, lighthouse: g % 2 ? 'open' : 'peek' }, 20000 + g, false);
      }
    });
  }

  it(`treasure-island: every generated move applies cleanly (every move of every ply, ${TI_EVERY_MOVE} games, all modes, both lighthouse rules)`, () => {
    for (let g = 0; g < TI_EVERY_MOVE; g++) {
      // the lighthouse rule from g's third bit, so every eight games meet each mode with each rule
      playChecked({ ...DEFAULT_OPTIONS, tiles: 'treasure-island', mode: MODES[g % 4], maxPlies: 600, lighthouse: (g >> 2) % 2 ? 'open' : 'peek' }, 30000 + g, true);
    }
  });

  for (const tiles of ['classic', 'treasure-island']) {
    it(`original expansion, ${tiles}: the state checker (coins and the items conserved, each in one sound place) passes after every move of ${EXPANSION} games`, () => {
      let launched = 0, fired = 0, shipOut = 0, boatOut = 0, abeam = 0;
      for (let g = 0; g < EXPANSION; g++) {
        const o: GameOptions = { ...DEFAULT_OPTIONS, tiles, expansion: 'original', mode: MODES[g % 4], maxPlies: 700 };
        playChecked(o, 40000 + g, false, (s) => {
          const afloat = s.u8[ITEM_HOLD + ITEM_BOAT] >= HOLD_AFLOAT && s.u8[ITEM_HOLD + ITEM_BOAT] < HOLD_AFLOAT + 4;
          const boat = s.u8[ITEM_CELL + ITEM_BOAT];
          if (afloat) launched++;
          if (s.u8[ITEM_HOLD + ITEM_BALL1] === HOLD_GONE || s.u8[ITEM_HOLD + ITEM_BALL2] === HOLD_GONE) fired++;
          for (let k = 0; k < 4; k++) {
            const c = s.u8[SHIP_CELL + k];
            if (c !== NO_CELL && isOuter(c)) shipOut++;
            // a ship and the boat abeam, one in each lane: the position where one passes the other (X-R16)
            if (afloat && c !== NO_CELL && LANE_PARTNER[c] === boat) abeam++;
          }
          if (afloat && isOuter(boat)) boatOut++;
        });
      }
      // the games reach the new rules: a boat afloat, a cannonball spent, vessels in the outer lane, at some plies
      expect(launched).toBeGreaterThan(0);
      expect(fired).toBeGreaterThan(0);
      expect([shipOut > 0, boatOut > 0, abeam > 0]).toEqual([true, true, true]);
    });

    it(`original expansion, ${tiles}: every generated move applies cleanly (every move of every ply, ${EXPANSION_EVERY_MOVE} games, all modes)`, () => {
      for (let g = 0; g < EXPANSION_EVERY_MOVE; g++) playChecked({ ...DEFAULT_OPTIONS, tiles, expansion: 'original', mode: MODES[g % 4], maxPlies: 500 }, 45000 + g, true);
    });
  }

  it(`airplane-immediate option: invariants hold over ${AIRPLANE} games`, () => {
    for (let g = 0; g < AIRPLANE; g++) playChecked({ ...DEFAULT_OPTIONS, airplaneImmediate: true, maxPlies: 600 }, 5000 + g, false);
  });

  it('the hash, brought up to date when read, equals a full recompute, and equal positions hash equal', () => {
    const s = newGame({ ...DEFAULT_OPTIONS }, 7);
    const rng = new Rng('hash');
    const full = new Int32Array(2);
    for (let i = 0; i < 3000 && !isTerminal(s); i++) {
      applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      syncHash(s);
      fullHash(s, full);
      expect([s.i32[AT_HASH_LO], s.i32[AT_HASH_HI]]).toEqual([full[0], full[1]]);
    }
    // the hash covers only what players see: an observation hashes like the state
    const o = observe(s, 0);
    syncHash(o.state);
    expect(o.state.i32[AT_HASH_LO]).toBe(s.i32[AT_HASH_LO]);
  });

  it('a copied state equals its original and plays on identically', () => {
    const s = newGame({ ...DEFAULT_OPTIONS, mode: '2v2' }, 11);
    const rng = new Rng('copy');
    for (let i = 0; i < 300 && !isTerminal(s); i++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
    const c = cloneState(s);
    expect(statesEqual(c, s)).toBe(true);
    const r1 = new Rng('same'), r2 = new Rng('same');
    const m2 = new Int32Array(MAX_MOVES);
    while (!isTerminal(s)) {
      const n1 = generateMoves(s, moves), n2 = generateMoves(c, m2);
      expect(n2).toBe(n1);
      applyMove(s, moves[r1.int(n1)]);
      applyMove(c, m2[r2.int(n2)]);
    }
    expect(statesEqual(c, s)).toBe(true);
  });

  it(`the invariant run, quick: ${OPTION_COMBINATIONS} games, one per option combination; every position checked, read back every 20th ply, every legal move at every 100th`, () => {
    // the long run is `npm run invariants` (bench/invariants.ts), its result in the README
    const seen = new Set<string>();
    for (let g = 0; g < OPTION_COMBINATIONS; g++) {
      const o = invariantOptions(g, 160);
      seen.add(`${o.mode} ${o.tiles} ${o.airplaneImmediate} ${o.lighthouse} ${o.expansion}`);
      const r = invariantGame(o, 90_000 + g, { checkEvery: 1, roundTripEvery: 20, allMovesEvery: 100, allMovesRoundTrip: true });
      if (r.violation) throw new Error(violationText(r.violation));
      expect(r.plies).toBeGreaterThan(0);
    }
    expect(seen.size).toBe(4 * 2 * 2 * 2 * 2);
  });

  it('the state checker sees enemies on one step of a spinner (a position the reader rejects)', () => {
    const s = board({ options: { tiles: 'treasure-island' }, tiles: { e5: 'mountains' }, pirates: { fri: { at: 'e5', crew: 'w', step: 5 }, b2: { at: 'e5', step: 5 } } });
    expect(checkState(s)).toContain(`enemies share step 5 of the spinner at e5`);
  });

  it('the state checker can fail: it reports a lost coin and a stale hash', () => {
    const s = newGame({ ...DEFAULT_OPTIONS }, 3);
    s.u8[COINS + 100] = 1; // a coin out of nowhere on a face-down cell
    s.u8[HASH_BASE + TURN] ^= 1; // the stored hash's copy of the turn, changed without the hash: stale
    const errs = checkState(s);
    expect(errs.some((e) => e.includes('hash'))).toBe(true);
    expect(errs.some((e) => e.includes('coins'))).toBe(true);
  });
});
