/**
 * Strength of one bot against another over seat-rotated 2-player games on the same deals,
 * in a single process (the harness has the parallel version).
 *
 *   node dist/bench/strength.js --a=mcts --b=heuristic --deals=100 [--seed=s] [--mode=2p]
 *        [--max-plies=800] [--stall-plies=400] [--iterations=0] [--ms=0] [--progress=10]
 *
 * Every deal is played twice, A in seat 0 then in seat 1, so both bots meet the same
 * islands from both sides. A's win rate counts a win 1, a k-way shared first place 1/k
 * (a 2-player tie 1/2), a loss 0; the 95% interval is Wilson's score interval on that rate
 * (ties counted as half a win, which makes it slightly conservative). Deals, bot seeds and
 * moves depend only on the arguments, so a run reproduces exactly. Prints a progress line
 * every `progress` deals and a final JSON line.
 *
 * Bad arguments print a message naming the field and exit with status 2.
 */

import { playChecked } from '../src/jackal/apply.js';
import { MAX_MOVES } from '../src/jackal/movegen.js';
import { observe, Observation } from '../src/jackal/observation.js';
import { checkOptions, GameOptions } from '../src/jackal/options.js';
import { Rng } from '../src/core/rng.js';
import { currentPlayer, isTerminal, plies, result } from '../src/jackal/rules.js';
import { newGame } from '../src/jackal/setup.js';
import type { Bot, Budget } from '../bots/bot.js';
import { createBot, parseBotSpec } from '../bots/registry.js';

/** Wilson score interval for k successes in n trials at z (1.96 = 95%). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface MatchResult {
  a: string; b: string; games: number; wins: number; ties: number; losses: number;
  winRate: number; interval: [number, number]; meanScoreA: number; meanScoreB: number; meanPlies: number; stuck: number; seconds: number;
}

/** Plays one game; returns the final scores by seat. */
export function playGame(o: GameOptions, dealSeed: string, bots: Bot[], rngs: Rng[], budget: Budget): { scores: number[]; plies: number; stuck: boolean } {
  const s = newGame(o, dealSeed);
  const obs = new Observation();
  const scratch = new Int32Array(MAX_MOVES);
  // The engine ends a game at maxPlies only between turns; a turn stuck in choices would
  // run for ever, so such a game is cut off here and reported as stuck (scored a tie).
  const cutoff = (o.maxPlies > 0 ? o.maxPlies : 100_000) + 1000;
  while (!isTerminal(s)) {
    if (plies(s) >= cutoff) return { scores: [0, 0], plies: plies(s), stuck: true };
    const p = currentPlayer(s);
    observe(s, p, obs);
    const m = bots[p].chooseMove(obs, budget, rngs[p]);
    const err = playChecked(s, m, scratch);
    if (err) throw new Error(`${bots[p].spec} played an illegal move ${m} in deal ${dealSeed}: ${err.message}`);
  }
  const r = result(s);
  return { scores: r.scores, plies: r.plies, stuck: false };
}

/** Plays `deals` deals × both seatings of spec a against spec b. */
export function match(a: string, b: string, deals: number, seed: string, o: GameOptions, budget: Budget,
  progress: number, log: (line: string) => void): MatchResult {
  const botA = createBot(a), botB = createBot(b);
  let wins = 0, ties = 0, losses = 0, rate = 0, sa = 0, sb = 0, plyTotal = 0, games = 0, stuck = 0;
  const t0 = performance.now();
  for (let d = 0; d < deals; d++) {
    for (let seatA = 0; seatA < 2; seatA++) {
      const bots = seatA === 0 ? [botA, botB] : [botB, botA];
      const rngs = [new Rng(`bot:${seed}:${d}:${seatA}:0`), new Rng(`bot:${seed}:${d}:${seatA}:1`)];
      const g = playGame(o, `${seed}:${d}`, bots, rngs, budget);
      const x = g.scores[seatA], y = g.scores[1 - seatA];
      if (x > y) { wins++; rate += 1; } else if (x === y) { ties++; rate += 0.5; } else losses++;
      sa += x; sb += y; plyTotal += g.plies; games++;
      if (g.stuck) stuck++;
    }
    if (progress > 0 && (d + 1) % progress === 0) {
      const [lo, hi] = wilson(rate, games);
      log(`deals ${d + 1}/${deals} games ${games} W/T/L ${wins}/${ties}/${losses} rate ${(rate / games).toFixed(3)} [${lo.toFixed(3)}, ${hi.toFixed(3)}] ${((performance.now() - t0) / 1000).toFixed(0)}s`);
    }
  }
  return {
    a, b, games, wins, ties, losses, winRate: rate / games, interval: wilson(rate, games),
    meanScoreA: sa / games, meanScoreB: sb / games, meanPlies: plyTotal / games, stuck, seconds: (performance.now() - t0) / 1000,
  };
}

function fail(field: string, message: string): never {
  console.error(`strength: ${field}: ${message}`);
  process.exit(2);
}

function main(argv: string[]): void {
  const args: Record<string, string> = {};
  for (const a of argv) {
    const m = /^--([a-z-]+)=(.*)$/.exec(a);
    if (!m) fail('arguments', `expected --key=value, got ${JSON.stringify(a)}`);
    args[m[1]] = m[2];
  }
  const known = ['a', 'b', 'deals', 'seed', 'mode', 'max-plies', 'stall-plies', 'iterations', 'ms', 'progress'];
  for (const k of Object.keys(args)) if (!known.includes(k)) fail(k, `unknown option; known: ${known.join(', ')}`);
  const int = (k: string, dflt: number): number => {
    if (args[k] === undefined) return dflt;
    const v = Number(args[k]);
    if (!Number.isInteger(v) || v < 0) fail(k, `must be a whole number >= 0, got ${JSON.stringify(args[k])}`);
    return v;
  };
  for (const k of ['a', 'b']) {
    if (args[k] === undefined) fail(k, 'required (a bot spec such as mcts:iterations=1000)');
    const r = parseBotSpec(args[k]);
    if ('code' in r) fail(`${k} (${r.field})`, r.message);
  }
  const o = checkOptions({ mode: args.mode ?? '2p', maxPlies: int('max-plies', 800), stallPlies: int('stall-plies', 400) });
  if ('code' in o) fail(o.field, o.message);
  if (o.mode !== '2p') fail('mode', `must be 2p (strength plays 2-player games), got ${JSON.stringify(o.mode)}`);
  const deals = int('deals', 10);
  if (deals === 0) fail('deals', 'must be at least 1');
  const budget: Budget = { iterations: int('iterations', 0), ms: int('ms', 0) };
  const r = match(args.a, args.b, deals, args.seed ?? 'strength', o, budget, int('progress', 10), (l) => console.log(l));
  console.log(JSON.stringify({ ...r, options: o, budget, seed: args.seed ?? 'strength' }));
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main(process.argv.slice(2));
