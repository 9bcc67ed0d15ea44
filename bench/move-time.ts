/**
 * How long a bot thinks per move in real games: plays seeded 2-player classic games of a
 * bot against an opponent (both seatings of each deal, `--max-plies 600` as the strength
 * runs) and times every decision of the first bot that had a choice (a single legal move
 * is played without asking the bot, as the harness does). Prints the median, mean, 90th
 * percentile and largest time a move. Measures CPU on this machine at this moment: run it
 * on an idle core. The games themselves are deterministic (the harness's deal and bot
 * seeds), so their decision count is a check on the work done.
 *
 *   node dist/bench/move-time.js [bot] [opponent] [deals]     (defaults: mcts heuristic 1)
 */

import { Rng } from '../src/core/rng.js';
import { JACKAL } from '../src/jackal/game.js';
import { DEFAULT_OPTIONS } from '../src/jackal/options.js';
import { createBot, parseBotSpec } from '../bots/registry.js';
import type { Observation } from '../bots/bot.js';
import type { State } from '../src/jackal/state.js';

const SEED = 'move-time';

/** The q-quantile of sorted values, nearest rank. */
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const MAX_PLIES = 600;

function main(spec: string, opponent: string, deals: number): void {
  for (const s of [spec, opponent]) {
    const r = parseBotSpec(s);
    if ('code' in r) { console.error(`move-time: ${r.field}: ${r.message}`); process.exit(2); }
  }
  if (!Number.isInteger(deals) || deals < 1) { console.error('move-time: deals: a whole number >= 1'); process.exit(2); }
  const g = JACKAL;
  const options = { ...DEFAULT_OPTIONS, mode: '2p' as const, maxPlies: MAX_PLIES };
  const times: number[] = [];
  const moves = new Int32Array(g.maxMoves);
  for (let d = 0; d < deals; d++) {
    for (const first of [0, 1]) {
      const s = g.newGame(options, new Rng(`${SEED}:deal:${d}`).nextU32());
      const seats = first === 0 ? [spec, opponent] : [opponent, spec];
      const bots = seats.map((b) => createBot<State>(b));
      const rngs = seats.map((_, i) => new Rng(`${SEED}:${d}:${first}:${i}`));
      const obs = { state: g.observe(s, 0), player: 0 };
      while (!g.isTerminal(s)) {
        const n = g.generateMoves(s, moves);
        let m = moves[0];
        if (n > 1) {
          const p = g.currentPlayer(s);
          g.observe(s, p, obs.state);
          obs.player = p;
          const t0 = performance.now();
          m = bots[p].chooseMove(obs as Observation<State>, { iterations: 0, ms: 0 }, rngs[p]);
          if (p === first) times.push(performance.now() - t0);
        }
        g.applyMove(s, m);
      }
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const f = (x: number): string => x.toFixed(1);
  console.log(`${spec} against ${opponent}: ${times.length} decisions in ${2 * deals} games (2p classic, ${MAX_PLIES} plies, seed ${SEED})`);
  console.log(`ms a move: median ${f(quantile(times, 0.5))}, mean ${f(mean)}, 90th percentile ${f(quantile(times, 0.9))}, largest ${f(times[times.length - 1])}`);
}

const argv = process.argv.slice(2);
main(argv[0] ?? 'mcts', argv[1] ?? 'heuristic', Number(argv[2] ?? 1));
