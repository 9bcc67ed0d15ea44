/**
 * `npm run bench`: the project's speed figures, on one core unless a figure says
 * otherwise. `npm run bench -- --json` ends the output with one JSON line holding
 * every figure. `--time MS` sets tinybench's time per task (default 2000);
 * `--deals N` the harness benchmark's deals (default 3000, two games each; only counts
 * whose checksum bench/fixtures.json stores); `--pc-gc-plies N` the length of the Pirate
 * chess GC run (default 1,000,000); `--only pirate-chess` runs the Pirate chess rows alone.
 *
 * Every Jackal benchmark first checks its workload against the stored figures of
 * bench/fixtures.json (counts, position and CSV checksums, each with its source), so a
 * broken engine fails the bench rather than posting a time (bench/fixtures.ts).
 */

import { benchEngine } from './engine.bench.js';
import { benchHarness } from './harness.bench.js';
import { benchMcts } from './mcts.bench.js';
import { benchPirateChess } from './pirate-chess.bench.js';
import { expectFigure, loadFixtures } from './fixtures.js';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const time = Number(flag('--time') ?? 2000);
  if (!Number.isFinite(time) || time <= 0) {
    process.stderr.write(`--time: must be a positive number of milliseconds, got ${flag('--time')}\n`);
    process.exit(2);
  }
  const figures: Record<string, number | string> = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
  };
  const only = flag('--only');
  if (only !== undefined && only !== 'pirate-chess') {
    process.stderr.write(`--only: must be pirate-chess, got ${JSON.stringify(only)}\n`);
    process.exit(2);
  }
  if (only === undefined) await jackalRows(time, figures);
  // Pirate chess last, so that its code never shares the JIT's attention with the Jackal rows above.
  const gcPlies = Number(flag('--pc-gc-plies') ?? 1_000_000);
  if (!Number.isInteger(gcPlies) || gcPlies <= 0) {
    process.stderr.write(`--pc-gc-plies: must be a positive integer, got ${flag('--pc-gc-plies')}\n`);
    process.exit(2);
  }
  const pc = await benchPirateChess(time, gcPlies);
  Object.assign(figures, pc);
  console.log(`${'pirate chess random playout'.padEnd(44)} ${fmt(pc.pcPlayoutPliesPerSec)} plies/s, ${pc.pcPlayoutGamesPerSec.toFixed(1)} games/s`);
  console.log(`${('pirate chess GCs in ' + fmt(gcPlies) + ' random plies').padEnd(44)} ${pc.pcGcs}`);
  if (json) console.log(JSON.stringify(figures));
}

/** The Jackal rows: engine, MCTS and harness, each checked against bench/fixtures.json first. */
async function jackalRows(time: number, figures: Record<string, number | string>): Promise<void> {
  const engine = await benchEngine(time);
  Object.assign(figures, engine);
  const rows: [string, string][] = [
    ['move generation', `${fmt(engine.movegenMovesPerSec)} moves/s (${fmt(engine.movegenPositionsPerSec)} positions/s)`],
    ['apply', `${fmt(engine.applyPliesPerSec)} plies/s`],
    ['random playout (full legal list every ply)', `${fmt(engine.playoutPliesPerSec)} plies/s, ${fmt(engine.playoutGamesPerSec)} games/s`],
    ['GCs per 1,000,000 random plies', engine.gcPer1MPlies.toFixed(1)],
    ['random playout, Treasure Island tiles', `${fmt(engine.tiPlayoutPliesPerSec)} plies/s (classic is ${engine.tiSlowdown.toFixed(2)}x that)`],
    ['random playout, classic + original expansion', `${fmt(engine.expPlayoutPliesPerSec)} plies/s (classic is ${engine.expSlowdown.toFixed(2)}x that)`],
  ];
  for (const [k, v] of rows) console.log(`${k.padEnd(44)} ${v}`);
  const fixtures = loadFixtures();
  const mcts = await benchMcts();
  expectFigure('mcts checksum', mcts.checksum, fixtures.mcts.checksum);
  Object.assign(figures, { mctsItersPerSec: mcts.itersPerSec, mctsMsPer1000: mcts.msPer1000, mctsChecksum: mcts.checksum });
  console.log(`${'MCTS (the pre-fit defaults, 1,000 iterations)'.padEnd(44)} ${fmt(mcts.itersPerSec)} iterations/s, ${mcts.msPerMove.toFixed(0)} ms a move`);
  const current = await benchMcts('mcts');
  expectFigure('mcts defaults checksum', current.checksum, fixtures.mcts.defaultsChecksum);
  Object.assign(figures, { mctsDefaultItersPerSec: current.itersPerSec, mctsDefaultMsPerMove: current.msPerMove });
  console.log(`${`MCTS (defaults, ${fmt(current.perMove)} iterations${current.iterations < current.perMove * current.positions ? `, ${fmt(Math.round(current.iterations / current.positions))} run` : ''})`.padEnd(44)} ${fmt(current.itersPerSec)} iterations/s, ${current.msPerMove.toFixed(0)} ms a move`);
  const deals = Number(flag('--deals') ?? 3000);
  if (fixtures.harness[String(deals)] === undefined) {
    process.stderr.write(`--deals: bench/fixtures.json stores the harness checksum for ${Object.keys(fixtures.harness).join(', ')} deals, not ${deals}\n`);
    process.exit(2);
  }
  const h = await benchHarness(deals);
  expectFigure(`harness checksum (${deals} deals)`, h.checksum, fixtures.harness[String(deals)]);
  Object.assign(figures, {
    harnessGamesPerSec1: h.gamesPerSec1, harnessGamesPerSecAll: h.gamesPerSecAll, harnessSpeedup: h.speedup, harnessWorkers: h.workers,
    harnessCoresUsedAll: h.coresUsedAll, harnessChecksum: h.checksum,
  });
  console.log(`${'harness, random 2p games'.padEnd(44)} ${h.gamesPerSec1.toFixed(1)} games/s on 1 worker, ${h.gamesPerSecAll.toFixed(1)} on ${h.workers} (${h.speedup.toFixed(2)}x; the pool got ${h.coresUsedAll.toFixed(2)} cores)`);
}

function fmt(x: number): string {
  return Math.round(x).toLocaleString('en-US');
}

main().catch((e) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
