/**
 * The evaluation as a linear combination of features (bots/jackal/eval-features.ts): on positions
 * of random and heuristic games in every mode, classic and Treasure Island, the margin the
 * evaluator of eval.ts computes (own team's value less the best other team's, as the search
 * scores it) equals aboard + Σ w_i × f_i, for the default weights and for random weights
 * (other decay, threat and native included); and two features checked by hand.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../../src/jackal/movegen.js';
import { observe } from '../../../src/jackal/observation.js';
import { checkOptions, GameOptions, MODE_PLAYER, MODE_TEAM } from '../../../src/jackal/options.js';
import { currentPlayer, isTerminal } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { MODE, State } from '../../../src/jackal/state.js';
import { board } from '../../jackal/rules/board.js';
import { DEFAULT_EVAL_WEIGHTS, EvalWeights, Evaluator } from '../../../bots/jackal/eval.js';
import { EVAL_FEATURES, FEATURE_COUNT, FeatureExtractor, LINEAR_WEIGHTS } from '../../../bots/jackal/eval-features.js';
import { createBot } from '../../../bots/registry.js';

/** Observations (with a random observer) at one ply in five, at random, of a game between a random and a heuristic player. */
function positions(mode: string, tiles: string, seed: string, plies: number): { obs: State; player: number }[] {
  const o = checkOptions({ mode, tiles, maxPlies: plies }) as GameOptions;
  const s = newGame(o, seed);
  const rng = new Rng(`features:${seed}`);
  const heuristic = createBot('heuristic');
  const moves = new Int32Array(MAX_MOVES);
  const out: { obs: State; player: number }[] = [];
  while (!isTerminal(s)) {
    const p = currentPlayer(s);
    const n = generateMoves(s, moves);
    if (out.length < 400 && rng.int(5) === 0) {
      const viewer = rng.int(mode === '2p' ? 2 : mode === '3p' ? 3 : 4);
      out.push({ obs: observe(s, viewer).state, player: viewer });
    }
    // heuristic for seat 0, random for the rest: coins get carried, pirates die and swim
    applyMove(s, p === 0 ? heuristic.chooseMove(observe(s, p), { iterations: 0, ms: 0 }, rng) : moves[rng.int(n)]);
  }
  return out;
}

/** The evaluator's margin for `player`: his team's value less the best other team's. */
function margin(w: EvalWeights, s: State, player: number): number {
  const ev = new Evaluator(w);
  ev.prepare(s);
  ev.values(s);
  const mode = s.u8[MODE];
  let k = 0;
  while (MODE_PLAYER[mode * 4 + k] !== player) k++;
  return ev.margin(MODE_TEAM[mode * 4 + k]);
}

function linear(w: EvalWeights, f: Float64Array): number {
  let v = f[0];
  for (let i = 0; i < LINEAR_WEIGHTS.length; i++) v += (w[LINEAR_WEIGHTS[i]] as number) * f[1 + i];
  return v;
}

function randomWeights(rng: Rng): EvalWeights {
  const u = (lo: number, hi: number): number => lo + (hi - lo) * rng.int(1000) / 1000;
  return {
    carry: u(0, 2), loose: u(0, 2), decay: u(0.5, 1), dead: u(0, 3), swim: u(0, 2), trapped: u(0, 2), explore: u(0, 0.5), reveal: u(-1, 1),
    threat: u(0, 1), native: u(0, 1), bottle: u(0, 1), member: u(0, 2), helper: u(0, 1), lost: u(0, 1),
  };
}

describe('evaluation features', () => {
  it('names: aboard, then every weight that enters the evaluation linearly', () => {
    expect(EVAL_FEATURES).toEqual(['aboard', 'carry', 'loose', 'dead', 'swim', 'trapped', 'explore', 'reveal', 'bottle', 'member', 'helper', 'lost']);
    expect(FEATURE_COUNT).toBe(12);
  });

  const cases: [string, string][] = [['2p', 'classic'], ['4p', 'classic'], ['2v2', 'classic'], ['3p', 'classic'], ['2p', 'treasure-island'], ['4p', 'treasure-island']];
  for (const [mode, tiles] of cases) {
    it(`aboard + Σ w·f equals the evaluator's margin: ${mode} ${tiles}, default and random weights`, () => {
      const rng = new Rng(`weights:${mode}:${tiles}`);
      const f = new Float64Array(FEATURE_COUNT);
      let checked = 0, nonZero = 0;
      for (let g = 0; g < 2; g++) {
        for (const { obs, player } of positions(mode, tiles, `${mode}-${tiles}-${g}`, 300)) {
          for (const w of [DEFAULT_EVAL_WEIGHTS, randomWeights(rng)]) {
            const x = new FeatureExtractor(w);
            x.marginFeatures(obs, player, f);
            expect(linear(w, f)).toBeCloseTo(margin(w, obs, player), 9);
            checked++;
            for (let i = 1; i < FEATURE_COUNT; i++) if (f[i] !== 0) nonZero |= 1 << i;
          }
        }
      }
      expect(checked).toBeGreaterThan(50);
      // carry, loose, dead, swim, explore all occur (the test would pass vacuously otherwise)
      for (const name of ['carry', 'loose', 'dead', 'explore']) expect((nonZero >> EVAL_FEATURES.indexOf(name)) & 1, name).toBe(1);
    });
  }

  it('by hand: a coin aboard is aboard +1; a coin carried one step from the ship is carry feature decay^1', () => {
    // white's ship at g1, w1 on g2 (one step home) with a coin under him; yellow has nothing on land
    const s = board({ tiles: { g2: 'empty' }, pirates: { w1: 'g2' }, coins: { g2: 1 }, aboard: { w: 2 }, options: { mode: '4p' } });
    const f = new Float64Array(FEATURE_COUNT);
    new FeatureExtractor({ ...DEFAULT_EVAL_WEIGHTS, threat: 0 }).marginFeatures(observe(s, 0).state, 0, f);
    expect(f[EVAL_FEATURES.indexOf('aboard')]).toBe(2);
    // the coin lies under w1 (not yet carried): claimed at `carry` for one turn home
    expect(f[EVAL_FEATURES.indexOf('carry')]).toBeCloseTo(DEFAULT_EVAL_WEIGHTS.decay, 12);
    expect(f[EVAL_FEATURES.indexOf('dead')]).toBe(0);
  });
});
