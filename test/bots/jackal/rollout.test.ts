/**
 * The `fast` rollout policy and the evaluator's `entry` distances it steers carriers by:
 * a carrier by his ship goes aboard, nobody walks into a revealed cannibal, and its choices
 * cost well under what random moves cost, by the heuristic's own evaluation.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/jackal/apply.js';
import { cellOf, NEIGHBOURS, SHIP_FRONT } from '../../../src/jackal/geometry.js';
import { generateMoves, MAX_MOVES } from '../../../src/jackal/movegen.js';
import { moveTo } from '../../../src/jackal/moves.js';
import { observe } from '../../../src/jackal/observation.js';
import { checkOptions, GameOptions } from '../../../src/jackal/options.js';
import { Rng } from '../../../src/core/rng.js';
import { currentPlayer, isTerminal } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { SHIP_CELL, TILE_KIND } from '../../../src/jackal/state.js';
import { Kind } from '../../../src/jackal/tiles.js';
import { DEFAULT_EVAL_WEIGHTS, Evaluator, FAR } from '../../../bots/jackal/eval.js';
import { DEFAULT_HEURISTIC, HeuristicPolicy } from '../../../bots/jackal/heuristic.js';
import { createBot } from '../../../bots/registry.js';
import { DEFAULT_FAST, FastPolicy } from '../../../bots/jackal/rollout.js';
import { bringsCoinAboard, cannibalRing, coinAboardStates, lay } from '../../support/positions.js';

const O2 = checkOptions({ mode: '2p', maxPlies: 600 }) as GameOptions;
const GREEDY = { ...DEFAULT_FAST, epsilon: 0 };

describe('evaluator entry distances', () => {
  it('a step onto a balloon is home at once; onto a single arrow, the arrow is followed', () => {
    const s = newGame(O2, 'entry');
    const mid = cellOf(6, 6);
    lay(s, mid, 'empty', Kind.Empty);
    const balloon = NEIGHBOURS[mid * 8 + 2];
    lay(s, balloon, 'balloon', Kind.Balloon);
    const front = SHIP_FRONT[s.u8[SHIP_CELL]];
    lay(s, front, 'empty', Kind.Empty);
    lay(s, front - 13, 'arrow1', Kind.Arrow, 1 << 4); // g3: arrow south, onto g2
    lay(s, front - 26, 'empty', Kind.Empty); // g4
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev.prepare(s);
    expect(ev.entry(s, 0, mid, balloon)).toBe(0);
    expect(ev.entry(s, 0, front - 26, front - 13)).toBe(ev.home[front]);
    expect(ev.entry(s, 0, front, s.u8[SHIP_CELL])).toBe(0); // aboard white's own ship
    expect(ev.entry(s, 1, front, s.u8[SHIP_CELL])).toBe(FAR); // an enemy ship is no way home
  });
});

describe('fast rollout policy', () => {
  it('puts a coin aboard when a carrier stands by his ship', () => {
    const states = coinAboardStates(12);
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    const fast = new FastPolicy(ev, GREEDY);
    const moves = new Int32Array(MAX_MOVES);
    let aboard = 0;
    states.forEach((s, i) => {
      const obs = observe(s, currentPlayer(s)).state;
      ev.prepare(obs);
      if (bringsCoinAboard(s, fast.choose(obs, moves, generateMoves(obs, moves), new Rng(`f:${i}`)))) aboard++;
    });
    expect(aboard).toBeGreaterThanOrEqual(states.length - 1);
  });

  it('does not walk into a revealed cannibal', () => {
    const s = cannibalRing();
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev.prepare(s);
    const fast = new FastPolicy(ev, GREEDY);
    const moves = new Int32Array(MAX_MOVES);
    for (let i = 0; i < 8; i++) {
      const m = fast.choose(s, moves, generateMoves(s, moves), new Rng(`c:${i}`));
      expect(s.u8[TILE_KIND + moveTo(m)], `move ${m}`).not.toBe(Kind.Cannibal);
    }
  });

  it('costs well under what random moves cost, by the heuristic\'s evaluation', () => {
    const heuristic = new HeuristicPolicy(DEFAULT_HEURISTIC);
    const fast = new FastPolicy(heuristic.ev, GREEDY);
    const bot = createBot('heuristic');
    const moves = new Int32Array(MAX_MOVES), score = new Float64Array(MAX_MOVES);
    let fastCost = 0, randomCost = 0, positions = 0;
    for (let g = 0; g < 2; g++) {
      const s = newGame(O2, `regret:${g}`);
      const rng = new Rng(`regret:${g}`);
      for (let ply = 0; !isTerminal(s); ply++) {
        const obs = observe(s, currentPlayer(s));
        const n = generateMoves(obs.state, moves);
        if (ply % 4 === 0 && n > 1) {
          heuristic.ev.prepare(obs.state);
          heuristic.scoreAll(obs.state, moves, n, score);
          let best = -Infinity, mean = 0;
          for (let i = 0; i < n; i++) best = Math.max(best, score[i]);
          if (best > -1e5) { // skip positions where every chain loops
            for (let i = 0; i < n; i++) mean += Math.min(3, best - score[i]) / n;
            const m = fast.choose(obs.state, moves, n, rng);
            fastCost += Math.min(3, best - score[moves.subarray(0, n).indexOf(m)]);
            randomCost += mean;
            positions++;
          }
        }
        applyMove(s, bot.chooseMove(obs, { iterations: 0, ms: 0 }, rng));
      }
    }
    expect(positions).toBeGreaterThan(100);
    expect(fastCost).toBeLessThan(randomCost * 0.6);
  });
});
