/**
 * Random games on every designed island and mode with the state checker after every
 * decision (coins, bottles and tiles conserved; pieces only where they may be), and the
 * observation/determinization, position JSON and move text round trips along the way.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { formatMove } from '../../src/archipelago/notation.js';
import { landward } from './landward.js';
import { State, statesEqual } from '../../src/archipelago/state.js';

const G = ARCHIPELAGO;


describe('random games keep every invariant', () => {
  for (const island of [1, 2, 3, 4]) {
    for (const mode of ['4p', '2v2', '2p', '3p']) {
      it(`island ${island}, ${mode}`, () => {
        const o = G.checkOptions({ island, mode, maxPlies: 1500 }) as ArchOptions;
        const moves = new Int32Array(G.maxMoves);
        const obs = new State(), det = new State();
        for (let g = 0; g < 3; g++) {
          const s = G.newGame(o, `inv:${island}:${mode}:${g}`);
          const rng = new Rng(`inv-play:${island}:${mode}:${g}`);
          expect(checkState(s)).toEqual([]);
          let last = '';
          while (!G.isTerminal(s)) {
            const n = G.generateMoves(s, moves);
            expect(n).toBeGreaterThan(0);
            if (G.plies(s) % 17 === 0) for (let i = 0; i < n; i++) expect(G.parseMove(s, G.formatMove(s, moves[i]))).toBe(moves[i]);
            const m = g === 0 ? moves[rng.int(n)] : landward(moves, n, rng);
            last = formatMove(s, m);
            G.applyMove(s, m);
            const errs = checkState(s);
            if (errs.length) throw new Error(`after ${last} at ply ${G.plies(s)}: ${errs.join('; ')}\n${G.show(s)}`);
            if (G.plies(s) % 97 === 0) {
              G.observe(s, G.currentPlayer(s), obs);
              expect(checkState(obs, false)).toEqual([]);
              G.determinizeInto(det, obs, rng);
              expect(checkState(det)).toEqual([]);
              for (const x of [s, obs]) {
                const back = G.fromPosition(JSON.parse(JSON.stringify(G.toPosition(x))));
                if ('code' in back) throw new Error(`position read back: ${back.field}: ${back.message}`);
                expect(statesEqual(back, x)).toBe(true);
              }
            }
          }
          expect(G.generateMoves(s, moves)).toBe(0);
          const out = G.outcome(s);
          expect(out.scores).toHaveLength(G.players(s));
          expect(out.ranks).toHaveLength(G.players(s));
          expect(['all-coins', 'ply-limit', 'stalled']).toContain(out.reason);
        }
      });
    }
  }
});
