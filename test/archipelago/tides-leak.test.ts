/**
 * The leak test over the Jolly Roger and Isle of Tides state (as test/archipelago/leak.test.ts
 * over the base game's): states from landward games on islands 9-10 with the tortoise found,
 * a pirate up a palm, the tide's picks owed, and face-down tiles the tide took (hidden like
 * the removals); two full states dealt from each observation must look the same to the player
 * and make every bot choose the same move.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { PHASE, Phase, REMOVED_N, State, TORTOISE, UP } from '../../src/archipelago/state.js';
import { dealRemovals, WASHED_OPEN } from '../../src/archipelago/tide.js';
import { createBot } from '../../bots/registry.js';
import { landward } from './landward.js';

/** A face-down tile the tide took (a hidden removal slot). */
const washedClosed = (s: State): boolean => {
  for (let i = dealRemovals(s); i < s.v[REMOVED_N]; i++) if ((s.removed[i] & WASHED_OPEN) === 0) return true;
  return false;
};

function states(): State[] {
  const out: State[] = [], taken = [0, 0, 0, 0];
  const moves = new Int32Array(G.maxMoves);
  for (const island of [9, 10]) {
    for (let g = 0; g < 6; g++) {
      const s = G.newGame(G.checkOptions({ island, mode: g % 2 ? '4p' : '2p', maxPlies: 900 }) as ArchOptions, `tleak:${island}:${g}`);
      const rng = new Rng(`tleak-play:${island}:${g}`);
      while (!G.isTerminal(s)) {
        // at most 12 states of each kind (the heuristic's look-ahead is slow): a tide owed, a pirate up a palm, a washed face-down tile, the tortoise
        const kind = s.v[PHASE] === Phase.Tide ? 0 : s.v[UP] !== 0 && G.plies(s) % 5 === 0 ? 1 : washedClosed(s) && G.plies(s) % 41 === 0 ? 2 : s.v[TORTOISE] !== 0 && G.plies(s) % 97 === 0 ? 3 : -1;
        if (kind >= 0 && s.v[PHASE] !== Phase.Roll && taken[kind]++ < 12) out.push(G.clone(s));
        G.applyMove(s, landward(moves, G.generateMoves(s, moves), rng));
      }
    }
  }
  return out;
}

describe('Archipelago bots see only what a player sees of the wheel, the tortoise, the palm and the tide', () => {
  const all = states();
  it('has states of each kind', () => {
    expect(all.filter((s) => s.v[PHASE] === Phase.Tide).length).toBeGreaterThan(0);
    expect(all.filter((s) => s.v[UP] !== 0).length).toBeGreaterThan(0);
    expect(all.filter(washedClosed).length).toBeGreaterThan(0);
    expect(all.filter((s) => s.v[TORTOISE] !== 0).length).toBeGreaterThan(0);
  });
  for (const spec of ['random', 'heuristic', 'mcts:iterations=30,depth=6']) {
    it(`${spec}: one observation, one move, whatever is hidden`, () => {
      const a = createBot<State>(spec, G), b = createBot<State>(spec, G);
      let washedDiffer = 0;
      all.forEach((s, i) => {
        const p = G.currentPlayer(s), seen = G.observe(s, p);
        const x = new State(), y = new State();
        G.determinizeInto(x, seen, new Rng(`x:${i}`));
        G.determinizeInto(y, seen, new Rng(`y:${i}`));
        if (washedClosed(s) && (G.toPosition(x) as { tide: unknown }).tide !== undefined
          && JSON.stringify((G.toPosition(x) as { tide: unknown }).tide) !== JSON.stringify((G.toPosition(y) as { tide: unknown }).tide)) washedDiffer++;
        const ox = G.observe(x, p), oy = G.observe(y, p);
        expect(JSON.stringify(G.toPosition(ox))).toBe(JSON.stringify(G.toPosition(seen)));
        expect(JSON.stringify(G.toPosition(oy))).toBe(JSON.stringify(G.toPosition(seen)));
        const ma = a.chooseMove({ state: ox, player: p }, { iterations: 0, ms: 0 }, new Rng(`bot:${i}`));
        const mb = b.chooseMove({ state: oy, player: p }, { iterations: 0, ms: 0 }, new Rng(`bot:${i}`));
        expect(mb, `state ${i}`).toBe(ma);
      });
      expect(washedDiffer).toBeGreaterThan(0); // the washed face-down tiles are dealt afresh, not copied
    }, 120_000);
  }
});
