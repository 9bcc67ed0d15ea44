/**
 * How long a bot thinks per move in real games: plays seeded 2-player games (Jackal `2p`
 * classic, or Pirate chess on the treasure island with `--game pirate-chess`) of a bot
 * against an opponent (both seatings of each deal, `--max-plies 600` as the strength runs)
 * and times every decision of the first bot that had a choice (a single legal move is
 * played without asking the bot, as the harness does) on the thread's CPU clock, the clock
 * of the bots' `ms=` budgets. Prints the median, mean, 90th percentile and largest time a
 * move. Measures this machine at this moment: run it on an idle core. The games themselves
 * are deterministic (fixed deal and bot seeds), so their decision count is a check on the
 * work done.
 *
 *   node dist/bench/move-time.js [bot] [opponent] [deals] [--game jackal|pirate-chess]
 *   (defaults: mcts heuristic 1, jackal)
 */

import type { Game } from '../src/core/game.js';
import { Rng } from '../src/core/rng.js';
import { threadCpuMs } from '../src/core/thread-clock.js';
import { JACKAL } from '../src/jackal/game.js';
import { DEFAULT_OPTIONS } from '../src/jackal/options.js';
import { PIRATE_CHESS } from '../src/pirate-chess/game.js';
import { createBot, parseBotSpec } from '../bots/registry.js';
import type { Observation } from '../bots/bot.js';
import { checkScriptArgs } from './script-flags.js';

const SEED = 'move-time';

/** The q-quantile of sorted values, nearest rank. */
const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const MAX_PLIES = 600;

type GameName = 'jackal' | 'pirate-chess';

function main(spec: string, opponent: string, deals: number, game: GameName): void {
  for (const s of [spec, opponent]) {
    const r = parseBotSpec(s, game);
    if ('code' in r) { console.error(`move-time: ${r.field}: ${r.message}`); process.exit(2); }
  }
  if (!Number.isInteger(deals) || deals < 1) { console.error('move-time: deals: a whole number >= 1'); process.exit(2); }
  // Both games' states and options are opaque here: the loop speaks only the game interface.
  const g = (game === 'jackal' ? JACKAL : PIRATE_CHESS) as unknown as Game<unknown, unknown>;
  const options = game === 'jackal' ? { ...DEFAULT_OPTIONS, mode: '2p' as const, maxPlies: MAX_PLIES } : { maxPlies: MAX_PLIES, island: 'treasure' };
  const times: number[] = [];
  const moves = new Int32Array(g.maxMoves);
  for (let d = 0; d < deals; d++) {
    for (const first of [0, 1]) {
      const s = g.newGame(options, new Rng(`${SEED}:deal:${d}`).nextU32());
      const seats = first === 0 ? [spec, opponent] : [opponent, spec];
      const bots = seats.map((b) => createBot<unknown>(b, g));
      const rngs = seats.map((_, i) => new Rng(`${SEED}:${d}:${first}:${i}`));
      const obs = { state: g.observe(s, 0), player: 0 };
      while (!g.isTerminal(s)) {
        const n = g.generateMoves(s, moves);
        let m = moves[0];
        if (n > 1) {
          const p = g.currentPlayer(s);
          g.observe(s, p, obs.state);
          obs.player = p;
          const t0 = threadCpuMs();
          m = bots[p].chooseMove(obs as Observation<unknown>, { iterations: 0, ms: 0 }, rngs[p]);
          if (p === first) times.push(threadCpuMs() - t0);
        }
        g.applyMove(s, m);
      }
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const f = (x: number): string => x.toFixed(1);
  const what = game === 'jackal' ? '2p classic' : 'Pirate chess, treasure island';
  console.log(`${spec} against ${opponent}: ${times.length} decisions in ${2 * deals} games (${what}, ${MAX_PLIES} plies, seed ${SEED})`);
  console.log(`CPU ms a move: median ${f(quantile(times, 0.5))}, mean ${f(mean)}, 90th percentile ${f(quantile(times, 0.9))}, largest ${f(times[times.length - 1])}`);
}

const HELP = `npm run bench:move-time -- [bot] [opponent] [deals] [--game jackal|pirate-chess]
  (node dist/bench/move-time.js takes the same arguments)

Plays both seatings of each seeded deal (2p classic Jackal, or Pirate chess on the treasure
island), ${MAX_PLIES} plies at most, and prints the thread CPU time of every decision of the first bot
that had a choice: median, mean, 90th percentile and largest. Measures this machine now: run it
on an idle core.

  bot           the bot timed, a spec such as mcts:iterations=500 [default: mcts]
  opponent      the bot it plays against [default: heuristic]
  deals         seeded deals, two games each [default: 1]
  --game G      jackal or pirate-chess [default: jackal]
  --help        this text
`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(HELP);
} else {
  checkScriptArgs(argv, { valued: ['--game'], switches: [], positionals: ['bot', 'opponent', 'deals'], script: 'npm run bench:move-time' });
  const at = argv.indexOf('--game');
  const game = at >= 0 ? argv.splice(at, 2)[1] : 'jackal';
  if (game !== 'jackal' && game !== 'pirate-chess') { console.error(`move-time: --game: expected jackal or pirate-chess, got ${JSON.stringify(game)}`); process.exit(2); }
  main(argv[0] ?? 'mcts', argv[1] ?? 'heuristic', Number(argv[2] ?? 1), game);
}
