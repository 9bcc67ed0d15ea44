/**
 * How the `mcts` root choice settles with the budget (a diagnostic for the scaling study of
 * the README and docs/BOTS.md). For each budget, over a set of positions, with two seeds:
 * how often the search picks the heuristic's move, the move the largest budget picks with
 * the same seed, and the move the same budget picks with the other seed; the median share
 * of the root's (real) visits that went to the move played; and, where the two seeds
 * disagree, how the first seed's tree values the two moves (the mean reward of its own
 * move less that of the other seed's, for the player to move: a near-tie is within 0.01,
 * about a hundredth of a coin of margin at the default `scale`).
 *
 *   node dist/bench/mcts-stability.js [spec] [budgets, comma-separated] [positions]
 *
 * positions 0 (the default) are the 12 mid-game positions of the MCTS benchmark; N > 0 are
 * N decision points of seeded `heuristic` self-play (2p classic, every 11th ply). Seeded
 * throughout, so the output is the same on every machine; about a minute on one core for
 * the defaults on the 12 positions.
 */

import { Rng } from '../src/core/rng.js';
import { JACKAL } from '../src/jackal/game.js';
import { DEFAULT_OPTIONS } from '../src/jackal/options.js';
import type { State } from '../src/jackal/state.js';
import type { Observation } from '../bots/bot.js';
import { midGamePositions } from '../test/support/mid-game.js';
import { mctsParams } from '../bots/mcts.js';
import { createBot, mctsSearch, parseBotSpec } from '../bots/registry.js';
import { checkScriptArgs } from './script-flags.js';

const NEAR_TIE = 0.01;

/** N decision points (more than one legal move) of seeded heuristic self-play, every 11th ply. */
function selfPlayPositions(count: number): Observation<State>[] {
  const g = JACKAL, out: Observation<State>[] = [];
  const moves = new Int32Array(g.maxMoves);
  for (let d = 0; out.length < count; d++) {
    const s = g.newGame({ ...DEFAULT_OPTIONS, mode: '2p', maxPlies: 600 }, new Rng(`stability:deal:${d}`).nextU32());
    const bots = [createBot<State>('heuristic'), createBot<State>('heuristic')];
    const rngs = [new Rng(`stability:${d}:0`), new Rng(`stability:${d}:1`)];
    for (let ply = 0; !g.isTerminal(s) && out.length < count; ply++) {
      const n = g.generateMoves(s, moves);
      let m = moves[0];
      if (n > 1) {
        const p = g.currentPlayer(s);
        const obs = { state: g.observe(s, p), player: p };
        m = bots[p].chooseMove(obs, { iterations: 0, ms: 0 }, rngs[p]);
        if (ply % 11 === 5) out.push(obs);
      }
      g.applyMove(s, m);
    }
  }
  return out;
}

const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

interface Choice { move: number; share: number; means: Map<number, number> }

function main(spec: string, budgets: number[], count: number): void {
  const parsed = parseBotSpec(spec);
  if ('code' in parsed) { console.error(`mcts-stability: ${parsed.field}: ${parsed.message}`); process.exit(2); }
  if (budgets.length === 0 || budgets.some((b) => !Number.isInteger(b) || b < 1)) { console.error('mcts-stability: budgets: whole numbers >= 1, comma-separated'); process.exit(2); }
  if (!Number.isInteger(count) || count < 0) { console.error('mcts-stability: positions: a whole number >= 0'); process.exit(2); }
  const positions = count === 0 ? midGamePositions() : selfPlayPositions(count);
  const heuristic = createBot('heuristic');
  const hMoves = positions.map((o, i) => heuristic.chooseMove(o, { iterations: 0, ms: 0 }, new Rng(`stability-h:${i}`)));
  const run = (budget: number, seed: string): Choice[] => {
    const search = mctsSearch(mctsParams(parsed.params));
    return positions.map((o, i) => {
      const move = search.search(o.state, budget, 0, new Rng(`${seed}:${i}`));
      const kids = search.rootChildren(JACKAL.currentPlayer(o.state));
      const total = kids.reduce((a, k) => a + Math.max(0, k.visits), 0);
      const played = kids.find((k) => k.move === move);
      return { move, share: played && total > 0 ? played.visits / total : 1, means: new Map(kids.map((k) => [k.move, k.mean])) };
    });
  };
  const first = budgets.map((b) => run(b, 'stability-a'));
  const other = budgets.map((b) => run(b, 'stability-b'));
  const top = first[first.length - 1];
  const n = positions.length;
  const same = (x: Choice[], y: readonly number[]): string => `${x.filter((c, i) => c.move === y[i]).length}/${n}`;
  console.log(`${parsed.canonical}: root choice over ${n} ${count === 0 ? 'mid-game positions' : 'positions of heuristic self-play'}`);
  console.log('iterations  = heuristic  = largest (same seed)  = itself (other seed)  visit share  disagreements: median gap, near-ties');
  budgets.forEach((b, j) => {
    const gaps: number[] = [];
    first[j].forEach((c, i) => {
      const o = other[j][i].move;
      if (o !== c.move) gaps.push(c.means.get(c.move)! - (c.means.get(o) ?? 0));
    });
    const ties = gaps.filter((g) => Math.abs(g) < NEAR_TIE).length;
    console.log(`${String(b).padStart(10)}  ${same(first[j], hMoves).padStart(11)}  ${same(first[j], top.map((c) => c.move)).padStart(21)}  ${same(first[j], other[j].map((c) => c.move)).padStart(20)}  ${median(first[j].map((c) => c.share)).toFixed(3).padStart(11)}  ${gaps.length ? `${median(gaps).toFixed(4)}, ${ties}/${gaps.length}` : '-'}`);
  });
}

const HELP = `npm run bench:stability -- [spec] [budgets] [positions]
  (node dist/bench/mcts-stability.js takes the same arguments)

How the mcts root choice settles with the budget: for each budget, over a set of positions and
with two seeds, how often the search picks the heuristic's move, the largest budget's move and its
own move under the other seed; the median visit share of the move played; and the value gap where
the seeds disagree. Seeded: the same output on every machine (about a minute for the defaults).

  spec          an mcts bot spec, such as mcts:c=0.3 [default: mcts]
  budgets       iterations, comma-separated [default: 250,1000,4000,16000]
  positions     0: the 12 mid-game positions of the MCTS benchmark; N > 0: N decision points
                of seeded heuristic self-play (2p classic, every 11th ply) [default: 0]
  --help        this text
`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(HELP);
} else {
  checkScriptArgs(argv, { valued: [], switches: [], positionals: ['spec', 'budgets', 'positions'], script: 'npm run bench:stability' });
  main(argv[0] ?? 'mcts', (argv[1] ?? '250,1000,4000,16000').split(',').map(Number), Number(argv[2] ?? 0));
}
