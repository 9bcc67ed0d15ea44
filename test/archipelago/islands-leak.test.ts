/**
 * The leak test (leak.test.ts's pattern) on the expansion islands 5-7: states from landward
 * play where Ben Gunn or Friday were found, the cart stands somewhere or a pirate is lost in
 * the caves; two full states built from each observation with different face-down tiles and
 * removals must give every bot the same observation and the same move. The expansions' pieces
 * are public (a piece on the island, a figure on a tile), so only the tiles stay hidden.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { BEN_GUNN, CART, CAVED, FRIDAY, OUT, P_CELL, P_STAT, PIECES, State } from '../../src/archipelago/state.js';
import { createBot } from '../../bots/registry.js';
import { landward } from './landward.js';

const expansionAfoot = (s: State): boolean => {
  if (s.u8[P_CELL + BEN_GUNN] !== OUT || s.u8[P_CELL + FRIDAY] !== OUT || s.v[CART] !== 0) return true;
  for (let p = 0; p < PIECES; p++) if (s.u8[P_STAT + p] & CAVED) return true;
  return false;
};

function states(): State[] {
  const out: State[] = [];
  const moves = new Int32Array(G.maxMoves);
  for (const [island, mode] of [[5, '2p'], [6, '4p'], [7, '3p']] as const) {
    for (let g = 0; g < 4; g++) {
      const s = G.newGame(G.checkOptions({ island, mode, maxPlies: 900 }) as ArchOptions, `xleak:${island}:${g}`);
      const rng = new Rng(`xleak-play:${island}:${g}`);
      while (!G.isTerminal(s)) {
        if (expansionAfoot(s) && G.plies(s) % 37 === 0) out.push(G.clone(s));
        G.applyMove(s, landward(moves, G.generateMoves(s, moves), rng));
      }
    }
  }
  return out;
}

describe('bots see only what a player sees on the expansion islands', () => {
  const all = states();
  it('has states with the expansions\' pieces in play', () => {
    expect(all.length).toBeGreaterThan(20);
  });
  for (const spec of ['random', 'heuristic', 'mcts:iterations=30,depth=6']) {
    it(`${spec}: one observation, one move, whatever is hidden`, () => {
      const a = createBot<State>(spec, G), b = createBot<State>(spec, G);
      all.forEach((s, i) => {
        const p = G.currentPlayer(s), seen = G.observe(s, p);
        const x = new State(), y = new State();
        G.determinizeInto(x, seen, new Rng(`x:${i}`));
        G.determinizeInto(y, seen, new Rng(`y:${i}`));
        const ox = G.observe(x, p), oy = G.observe(y, p);
        expect(JSON.stringify(G.toPosition(ox))).toBe(JSON.stringify(G.toPosition(seen)));
        expect(JSON.stringify(G.toPosition(oy))).toBe(JSON.stringify(G.toPosition(seen)));
        if (G.isChance(s)) return;
        const ma = a.chooseMove({ state: ox, player: p }, { iterations: 0, ms: 0 }, new Rng(`bot:${i}`));
        const mb = b.chooseMove({ state: oy, player: p }, { iterations: 0, ms: 0 }, new Rng(`bot:${i}`));
        expect(mb, `state ${i}`).toBe(ma);
      });
    });
  }
});
