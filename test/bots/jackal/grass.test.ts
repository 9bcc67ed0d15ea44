/**
 * Every registered bot, while the Treasure Island grass burns, moves the crew on turn in
 * the interest of the player who commands it (the player of the next crew, full-rules-ru.txt
 * "Трава"; `controllingCrew`), not of the crew's own side.
 *
 * Positions: random Treasure Island games (2p and 4p) played until a grass tile burns; every
 * decision while it burns where the moves differ in worth is asked of each bot. The check
 * is independent of which side the bot believes it plays: after every legal move the
 * evaluation (bots/jackal/eval.ts, default weights, on the commanding player's observation) gives
 * the commanding team's margin (its value less the best other team's); the bot's pick is
 * compared with the mean over the legal moves. A bot that plays for the crew's own side
 * picks moves below that mean (the margins of the two sides move in opposite ways); a bot
 * that serves its commander picks above it. `random` must sit near zero either way.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../../src/jackal/movegen.js';
import { observe } from '../../../src/jackal/observation.js';
import { checkOptions, GameOptions, MODE_TEAM } from '../../../src/jackal/options.js';
import { Rng } from '../../../src/core/rng.js';
import { controllingCrew, currentPlayer, isTerminal } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { cloneState, copyInto, GRASS, MODE, State, TURN } from '../../../src/jackal/state.js';
import { DEFAULT_EVAL_WEIGHTS, Evaluator } from '../../../bots/jackal/eval.js';
import { botNames, createBot } from '../../../bots/registry.js';
import { DEFAULT_FAST, FastPolicy } from '../../../bots/jackal/rollout.js';

interface GrassPosition { s: State; player: number }

/** Decisions taken while the grass burns (by someone other than the crew's own player), from random games. */
function grassPositions(mode: string, games: number, perGame: number): GrassPosition[] {
  const o = checkOptions({ mode, tiles: 'treasure-island', maxPlies: 400 }) as GameOptions;
  const out: GrassPosition[] = [];
  const moves = new Int32Array(MAX_MOVES);
  for (let g = 0; g < games; g++) {
    const s = newGame(o, `grass:${mode}:${g}`);
    const rng = new Rng(`grass-walk:${mode}:${g}`);
    let taken = 0;
    while (!isTerminal(s) && taken < perGame) {
      const n = generateMoves(s, moves);
      if (s.u8[GRASS] !== 0 && controllingCrew(s) !== s.u8[TURN] && n > 1) { out.push({ s: cloneState(s), player: currentPlayer(s) }); taken++; }
      applyMove(s, moves[rng.int(n)]);
    }
  }
  return out;
}

/** The commanding team's margin after each legal move, on the commander's observation. */
function margins(pos: GrassPosition, moves: Int32Array, n: number): Float64Array {
  const obs = observe(pos.s, pos.player).state;
  const team = MODE_TEAM[obs.u8[MODE] * 4 + controllingCrew(obs)];
  const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
  ev.prepare(obs);
  const after = new State();
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    copyInto(after, obs);
    applyMove(after, moves[i]);
    ev.values(after);
    let other = -Infinity;
    for (let t = 0; t < ev.teams; t++) if (t !== team && ev.value[t] > other) other = ev.value[t];
    out[i] = ev.value[team] - other;
  }
  return out;
}

describe('bots under the burning grass', () => {
  const positions = [...grassPositions('2p', 40, 3), ...grassPositions('4p', 30, 3)];
  const moves = new Int32Array(MAX_MOVES);
  // Keep the positions where the moves differ in worth for the commander.
  const cases = positions.map((pos) => {
    const n = generateMoves(pos.s, moves);
    const list = moves.slice(0, n);
    const m = margins(pos, list, n);
    let lo = Infinity, hi = -Infinity, sum = 0;
    for (const v of m) { lo = Math.min(lo, v); hi = Math.max(hi, v); sum += v; }
    return { pos, list, m, mean: sum / n, spread: hi - lo };
  }).filter((c) => c.spread > 0.05);

  it('finds enough grass decisions to judge', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  for (const name of botNames()) {
    it(`${name} moves the crew on turn for the player who commands it`, () => {
      const bot = createBot(name === 'mcts' ? 'mcts:iterations=60' : name);
      let gain = 0;
      for (let i = 0; i < cases.length; i++) {
        const c = cases[i];
        const m = bot.chooseMove(observe(c.pos.s, c.pos.player), { iterations: 0, ms: 0 }, new Rng(`grass-bot:${name}:${i}`));
        const k = c.list.indexOf(m);
        expect(k).toBeGreaterThanOrEqual(0);
        gain += (c.m[k] - c.mean) / c.spread;
      }
      gain /= cases.length;
      // Normalised gain over the mean move: +1 is the best move every time, −1 the worst.
      if (name === 'random') expect(Math.abs(gain)).toBeLessThan(0.15);
      else expect(gain).toBeGreaterThan(0.2);
    });
  }

  it('the fast rollout policy plays the commanded crew for its commander too', () => {
    let gain = 0;
    for (let i = 0; i < cases.length; i++) {
      const c = cases[i];
      const obs = observe(c.pos.s, c.pos.player).state;
      const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
      ev.prepare(obs);
      const fast = new FastPolicy(ev, { ...DEFAULT_FAST, epsilon: 0 });
      const m = fast.choose(obs, c.list, c.list.length, new Rng(`grass-fast:${i}`));
      gain += (c.m[c.list.indexOf(m)] - c.mean) / c.spread;
    }
    expect(gain / cases.length).toBeGreaterThan(0.1);
  });
});
