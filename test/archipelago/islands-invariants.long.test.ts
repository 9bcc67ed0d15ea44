/**
 * The long invariant run over every designed island, 1-10 (`npm run invariants:archipelago`;
 * a `.long.test.ts` file, which `npm test` does not collect: vitest.config.ts): random and landward games in every mode with the state checker after
 * every decision, and the observation/determinization and position round trips along the way.
 * ARCH_INV_GAMES games per island and mode (default 20).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { State, statesEqual } from '../../src/archipelago/state.js';
import { landward } from './landward.js';

const G = ARCHIPELAGO;
const GAMES = Number(process.env.ARCH_INV_GAMES ?? 20);

/** Plays one seeded game with the checker after every decision; throws with the position on the first broken invariant. */
export function checkedGame(island: number, mode: string, g: number, maxPlies: number): void {
  const o = G.checkOptions({ island, mode, maxPlies }) as ArchOptions;
  const moves = new Int32Array(G.maxMoves), obs = new State(), det = new State();
  const s = G.newGame(o, `isl-inv:${island}:${mode}:${g}`);
  const rng = new Rng(`isl-inv-play:${island}:${mode}:${g}`);
  expect(checkState(s)).toEqual([]);
  while (!G.isTerminal(s)) {
    const n = G.generateMoves(s, moves);
    if (n === 0) throw new Error(`no decision at ply ${G.plies(s)}\n${G.show(s)}`);
    const m = g % 2 === 0 ? moves[rng.int(n)] : landward(moves, n, rng);
    const text = G.formatMove(s, m);
    G.applyMove(s, m);
    const errs = checkState(s);
    if (errs.length) throw new Error(`island ${island} ${mode} game ${g}: after ${text} at ply ${G.plies(s)}: ${errs.join('; ')}\n${G.show(s)}`);
    if (G.plies(s) % 61 === 0) {
      G.observe(s, G.currentPlayer(s), obs);
      expect(checkState(obs, false)).toEqual([]);
      G.determinizeInto(det, obs, rng);
      expect(checkState(det)).toEqual([]);
      const back = G.fromPosition(JSON.parse(JSON.stringify(G.toPosition(s))));
      if ('code' in back) throw new Error(`position read back: ${back.field}: ${back.message}`);
      expect(statesEqual(back, s)).toBe(true);
    }
  }
}

describe('every island keeps every invariant (long)', () => {
  for (let island = 1; island <= 10; island++) {
    it(`island ${island}, every mode, ${GAMES} games each`, () => {
      for (const mode of ['4p', '2v2', '2p', '3p']) for (let g = 0; g < GAMES; g++) checkedGame(island, mode, g, 2000);
    });
  }
});
