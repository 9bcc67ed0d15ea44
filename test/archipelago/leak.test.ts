/**
 * Archipelago's own leak test, deeper than the registry-wide one of test/bots/leak.test.ts:
 * states from landward play (pirates ashore, tiles open, lighthouse peeks, follow-ups owed,
 * bottles offered), two full states built from each observation with different face-down
 * tiles and removals; each bot must see identical observations and choose the same move.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { KNOWN, PHASE, Phase, State } from '../../src/archipelago/state.js';
import { createBot } from '../../bots/registry.js';
import { landward } from './landward.js';

function states(): State[] {
  const out: State[] = [];
  const moves = new Int32Array(G.maxMoves);
  for (const [island, mode] of [[1, '2p'], [2, '4p'], [4, '3p']] as const) {
    for (let g = 0; g < 3; g++) {
      const s = G.newGame(G.checkOptions({ island, mode, maxPlies: 900 }) as ArchOptions, `aleak:${island}:${g}`);
      const rng = new Rng(`aleak-play:${island}:${g}`);
      while (!G.isTerminal(s)) {
        const peeked = s.u8.subarray(KNOWN, KNOWN + 240).some((b) => b !== 0);
        const owed = s.v[PHASE] !== Phase.Play && s.v[PHASE] !== Phase.Roll && s.v[PHASE] !== Phase.Berth;
        if (G.plies(s) % 97 === 50 || (owed && G.plies(s) % 5 === 0) || (peeked && G.plies(s) % 61 === 0)) out.push(G.clone(s));
        G.applyMove(s, landward(moves, G.generateMoves(s, moves), rng));
      }
    }
  }
  return out;
}

describe('Archipelago bots see only what a player sees', () => {
  const all = states();
  it('has states in the middle of turns and after peeks', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => s.v[PHASE] !== Phase.Play).length).toBeGreaterThan(5);
    expect(all.filter((s) => s.u8.subarray(KNOWN, KNOWN + 240).some((b) => b !== 0)).length).toBeGreaterThan(0);
  });
  for (const spec of ['random', 'heuristic', 'mcts:iterations=30,depth=6']) {
    it(`${spec}: one observation, one move, whatever is hidden`, () => {
      const a = createBot<State>(spec, G), b = createBot<State>(spec, G);
      let differing = 0;
      all.forEach((s, i) => {
        const p = G.currentPlayer(s), seen = G.observe(s, p);
        const x = new State(), y = new State();
        G.determinizeInto(x, seen, new Rng(`x:${i}`));
        G.determinizeInto(y, seen, new Rng(`y:${i}`));
        if (JSON.stringify(G.toPosition(x)) !== JSON.stringify(G.toPosition(y))) differing++;
        const ox = G.observe(x, p), oy = G.observe(y, p);
        expect(JSON.stringify(G.toPosition(ox))).toBe(JSON.stringify(G.toPosition(seen)));
        expect(JSON.stringify(G.toPosition(oy))).toBe(JSON.stringify(G.toPosition(seen)));
        if (G.isChance(s)) return; // the harness draws the die; no bot is asked
        const ma = a.chooseMove({ state: ox, player: p }, { iterations: 0, ms: 0 }, new Rng(`bot:${i}`));
        const mb = b.chooseMove({ state: oy, player: p }, { iterations: 0, ms: 0 }, new Rng(`bot:${i}`));
        expect(mb, `state ${i}`).toBe(ma);
      });
      expect(differing).toBe(all.length);
    });
  }
});

describe('a bot asked at the die', () => {
  it('answers with one of the six faces (the harness never asks; a bot must stay legal if asked)', () => {
    const moves = new Int32Array(G.maxMoves);
    for (let g = 0; g < 40; g++) {
      const s = G.newGame(G.checkOptions({ island: 1, mode: '2p', maxPlies: 900 }) as ArchOptions, `die:${g}`);
      const rng = new Rng(`die-play:${g}`);
      while (!G.isTerminal(s) && !G.isChance(s)) G.applyMove(s, landward(moves, G.generateMoves(s, moves), rng));
      if (!G.isChance(s)) continue;
      const n = G.generateMoves(s, moves), legalMoves = Array.from(moves.subarray(0, n));
      for (const spec of ['random', 'heuristic', 'mcts:iterations=30,depth=6']) {
        const m = createBot<State>(spec, G).chooseMove({ state: G.observe(s, G.currentPlayer(s)), player: G.currentPlayer(s) }, { iterations: 0, ms: 0 }, new Rng(1));
        expect(legalMoves, spec).toContain(m);
      }
      return;
    }
    throw new Error('no game reached the die');
  });
});
