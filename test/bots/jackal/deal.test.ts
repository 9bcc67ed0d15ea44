/**
 * DealPlan (bots/jackal/deal.ts), the search's determinization of one root, against the
 * engine's determinizeInto (src/jackal/observation.ts, the truth): from observations of
 * random games in every mode, classic and Treasure Island (whose lighthouse lets a player
 * peek at face-down tiles, kept in his observation), with and without the expansion, and
 * from unobserved states (every layout entry known), several deals in a row from one Rng
 * must give the same states, byte for byte, and leave the Rng in the same state.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/jackal/apply.js';
import { LAND_CELLS, LAND_COUNT } from '../../../src/jackal/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/jackal/movegen.js';
import { determinizeInto, observeInto } from '../../../src/jackal/observation.js';
import { checkOptions, GameOptions, MODES } from '../../../src/jackal/options.js';
import { isTerminal } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { State, TILE_KIND } from '../../../src/jackal/state.js';
import { Kind } from '../../../src/jackal/tiles.js';
import { DealPlan } from '../../../bots/jackal/deal.js';

/** Whether obs keeps a face-down tile the observer peeked at. */
function peeked(obs: State): boolean {
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (obs.u8[TILE_KIND + c] === Kind.Closed && obs.layout[c] !== 0) return true;
  }
  return false;
}

/** Three deals of obs by the plan and by the engine from the same seed; throws at the first difference. */
function compare(plan: DealPlan, obs: State, seed: string, a: State, b: State): void {
  plan.plan(obs);
  const ra = new Rng(seed), rb = new Rng(seed);
  for (let k = 0; k < 3; k++) {
    determinizeInto(a, obs, ra);
    plan.dealInto(b, obs, rb);
    if (!a.u8.every((x, i) => x === b.u8[i])) throw new Error(`${seed}: deal ${k}: the state bytes differ`);
    if (!a.layout.every((x, i) => x === b.layout[i])) throw new Error(`${seed}: deal ${k}: the layouts differ`);
    if (a.maxPlies !== b.maxPlies || a.stallPlies !== b.stallPlies) throw new Error(`${seed}: deal ${k}: the limits differ`);
  }
  if (ra.save() !== rb.save()) throw new Error(`${seed}: the Rng states differ after the deals`);
}

describe('DealPlan deals as the engine determinizes', () => {
  it.each(MODES.flatMap((mode) => [['classic', 'none'], ['treasure-island', 'none'], ['classic', 'original']].map(([tiles, expansion]) => [mode, tiles, expansion])))(
    '%s, %s tiles, expansion %s: observations of every player and the unobserved state, every 3rd ply of a random game',
    (mode, tiles, expansion) => {
      const o = checkOptions({ mode, tiles, expansion }) as GameOptions;
      const plan = new DealPlan(), a = new State(), b = new State(), obs = new State(), moves = new Int32Array(MAX_MOVES);
      const s = newGame(o, `deal:${mode}:${tiles}:${expansion}`), rng = new Rng(`deal-play:${mode}:${tiles}`);
      const players = mode === '2p' ? 2 : mode === '3p' ? 3 : 4;
      let checked = 0, peeks = 0;
      for (let ply = 0; !isTerminal(s) && ply < 300; ply++) {
        if (ply % 3 === 0) {
          for (let p = 0; p < players; p++) {
            observeInto(obs, s, p);
            if (peeked(obs)) peeks++;
            compare(plan, obs, `deal-seed:${ply}:${p}`, a, b);
            checked++;
          }
          compare(plan, s, `deal-seed:${ply}:full`, a, b);
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
      expect(checked).toBeGreaterThan(100);
      // the 4-player Treasure Island game's lighthouse peeks: observations keeping known face-down tiles are dealt too
      if (mode === '4p' && tiles === 'treasure-island') expect(peeks).toBeGreaterThan(20);
    },
  );
});
