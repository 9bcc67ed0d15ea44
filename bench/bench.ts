/**
 * `npm run bench`: the project's speed figures, on one core unless a figure says
 * otherwise. Every printed row has a name (`npm run bench -- --help` lists them);
 * `--only NAME[,NAME...]` runs the rows named, or the rows of a group named (engine, mcts,
 * harness, pirate-chess, archipelago, jackal). The engine's six rows are measured in one pass (one
 * tinybench run of their tasks), so naming one of them measures all six and prints those
 * named. `--json` ends the output with one JSON line holding every figure measured.
 * `--time MS` sets tinybench's time per task (default 2000); `--deals N` the harness
 * benchmark's deals (default 3000, two games each; only counts whose checksum
 * bench/fixtures.json stores); `--pairs N` its alternating pairs of 1-worker and all-cores
 * runs (default 3, bench/harness.bench.ts says why); `--pc-gc-plies N` the length of the Pirate chess and the
 * Archipelago GC runs (default 1,000,000). Archipelago's stored counts are in its own file.
 * The GC rows count the collections that start during the counted plies (bench/heap.ts says why
 * not every one reported around them).
 *
 * Every Jackal benchmark first checks its workload against the stored figures of
 * bench/fixtures.json (counts, position and CSV checksums, each with its source), so a
 * broken engine fails the bench rather than posting a time (bench/fixtures.ts).
 */

import { benchEngine } from './engine.bench.js';
import { benchHarness, HARNESS_PAIRS } from './harness.bench.js';
import { benchMcts } from './mcts.bench.js';
import { benchPirateChess, PC_MCTS_ITERATIONS, PC_MCTS_POSITIONS } from './pirate-chess.bench.js';
import { benchArchipelago } from './archipelago.bench.js';
import { expectFigure, loadFixtures } from './fixtures.js';

type Figures = Record<string, number | string>;

/** A group of rows measured together, and how to measure it (adding its figures). */
interface Group { name: string; jackal: boolean; measure: (o: Settings, f: Figures) => Promise<void> }

/** A printed row: its name for --only, its group, what it measures, and its text from the figures. */
interface Row { name: string; group: string; label: string | ((o: Settings) => string); text: (f: Figures, o: Settings) => string }

interface Settings { time: number; deals: number; pairs: number; gcPlies: number }

const n = (f: Figures, k: string): number => Number(f[k]);

function fmt(x: number): string {
  return Math.round(x).toLocaleString('en-US');
}

const GROUPS: Group[] = [
  { name: 'engine', jackal: true, measure: async (o, f) => { Object.assign(f, await benchEngine(o.time)); } },
  {
    name: 'mcts', jackal: true, measure: async (_o, f) => {
      const fixtures = loadFixtures();
      const mcts = await benchMcts();
      expectFigure('mcts checksum', mcts.checksum, fixtures.mcts.checksum);
      Object.assign(f, { mctsItersPerSec: mcts.itersPerSec, mctsMsPer1000: mcts.msPer1000, mctsMsPerMove: mcts.msPerMove, mctsChecksum: mcts.checksum });
      const current = await benchMcts('mcts');
      expectFigure('mcts defaults checksum', current.checksum, fixtures.mcts.defaultsChecksum);
      Object.assign(f, {
        mctsDefaultItersPerSec: current.itersPerSec, mctsDefaultMsPerMove: current.msPerMove,
        mctsDefaultPerMove: current.perMove, mctsDefaultRun: Math.round(current.iterations / current.positions),
      });
    },
  },
  {
    name: 'harness', jackal: true, measure: async (o, f) => {
      const fixtures = loadFixtures();
      if (fixtures.harness[String(o.deals)] === undefined) {
        fail(`--deals: bench/fixtures.json stores the harness checksum for ${Object.keys(fixtures.harness).join(', ')} deals, not ${o.deals}`);
      }
      const h = await benchHarness(o.deals, o.pairs);
      expectFigure(`harness checksum (${o.deals} deals)`, h.checksum, fixtures.harness[String(o.deals)]);
      Object.assign(f, {
        harnessGamesPerSec1: h.gamesPerSec1, harnessGamesPerSecAll: h.gamesPerSecAll, harnessSpeedup: h.speedup, harnessSpeedupMin: h.speedupMin, harnessSpeedupMax: h.speedupMax, harnessPairs: h.pairs, harnessWorkers: h.workers,
        harnessCoresUsedAll: h.coresUsedAll, harnessChecksum: h.checksum,
      });
    },
  },
  // Pirate chess last, so that its code never shares the JIT's attention with the Jackal rows above.
  { name: 'pirate-chess', jackal: false, measure: async (o, f) => { Object.assign(f, await benchPirateChess(o.time, o.gcPlies)); } },
  // Archipelago (issue 27 asks for at least half of Jackal's classic playout rate: both measured here, in CPU time).
  { name: 'archipelago', jackal: false, measure: async (o, f) => { Object.assign(f, await benchArchipelago(o.time, o.gcPlies)); } },
];

const ROWS: Row[] = [
  { name: 'movegen', group: 'engine', label: 'move generation', text: (f) => `${fmt(n(f, 'movegenMovesPerSec'))} moves/s (${fmt(n(f, 'movegenPositionsPerSec'))} positions/s)` },
  { name: 'apply', group: 'engine', label: 'apply', text: (f) => `${fmt(n(f, 'applyPliesPerSec'))} plies/s` },
  { name: 'playout', group: 'engine', label: 'random playout (full legal list every ply)', text: (f) => `${fmt(n(f, 'playoutPliesPerSec'))} plies/s, ${fmt(n(f, 'playoutGamesPerSec'))} games/s` },
  { name: 'gc', group: 'engine', label: 'GCs per 1,000,000 random plies', text: (f) => n(f, 'gcPer1MPlies').toFixed(1) },
  { name: 'playout-ti', group: 'engine', label: 'random playout, Treasure Island tiles', text: (f) => `${fmt(n(f, 'tiPlayoutPliesPerSec'))} plies/s (classic is ${n(f, 'tiSlowdown').toFixed(2)}x that)` },
  { name: 'playout-expansion', group: 'engine', label: 'random playout, classic + original expansion', text: (f) => `${fmt(n(f, 'expPlayoutPliesPerSec'))} plies/s (classic is ${n(f, 'expSlowdown').toFixed(2)}x that)` },
  { name: 'mcts', group: 'mcts', label: 'MCTS (the pre-fit defaults, 1,000 iterations)', text: (f) => `${fmt(n(f, 'mctsItersPerSec'))} iterations/s, ${n(f, 'mctsMsPerMove').toFixed(0)} ms a move` },
  {
    name: 'mcts-defaults', group: 'mcts', label: 'MCTS (defaults)',
    text: (f) => `${fmt(n(f, 'mctsDefaultItersPerSec'))} iterations/s, ${n(f, 'mctsDefaultMsPerMove').toFixed(0)} ms a move (${fmt(n(f, 'mctsDefaultPerMove'))} iterations a move, ${fmt(n(f, 'mctsDefaultRun'))} run)`,
  },
  {
    name: 'harness', group: 'harness', label: 'harness, random 2p games',
    text: (f) => `${n(f, 'harnessGamesPerSec1').toFixed(1)} games/s on 1 worker, ${n(f, 'harnessGamesPerSecAll').toFixed(1)} on ${f.harnessWorkers} (${n(f, 'harnessSpeedup').toFixed(2)}x, ${n(f, 'harnessSpeedupMin').toFixed(2)}..${n(f, 'harnessSpeedupMax').toFixed(2)} over ${f.harnessPairs} pairs; the pool got ${n(f, 'harnessCoresUsedAll').toFixed(2)} cores)`,
  },
  { name: 'pirate-chess-playout', group: 'pirate-chess', label: 'pirate chess random playout', text: (f) => `${fmt(n(f, 'pcPlayoutPliesPerSec'))} plies/s, ${n(f, 'pcPlayoutGamesPerSec').toFixed(1)} games/s` },
  { name: 'pirate-chess-gc', group: 'pirate-chess', label: (o) => `pirate chess GCs in ${fmt(o.gcPlies)} random plies`, text: (f) => String(f.pcGcs) },
  {
    name: 'pirate-chess-mcts', group: 'pirate-chess', label: `pirate chess MCTS, ${PC_MCTS_POSITIONS} mid-game positions`,
    text: (f) => `${fmt(n(f, 'pcMctsItersPerSec'))} iterations/s of CPU time, the best of ${f.pcMctsIsolates} fresh isolates (median ${fmt(n(f, 'pcMctsMedian'))}, slowest ${fmt(n(f, 'pcMctsMin'))}; ${fmt(PC_MCTS_ITERATIONS)} iterations a decision, ${((PC_MCTS_ITERATIONS * 1000) / n(f, 'pcMctsItersPerSec')).toFixed(0)} ms)`,
  },
  {
    name: 'archipelago-playout', group: 'archipelago', label: 'archipelago random playout',
    text: (f) => `${fmt(n(f, 'archPlayoutPliesPerSec'))} plies/s, ${n(f, 'archPlayoutGamesPerSec').toFixed(1)} games/s; ${n(f, 'archToJackalCpu').toFixed(2)}x Jackal's classic in CPU time`,
  },
  { name: 'archipelago-gc', group: 'archipelago', label: (o) => `archipelago GCs in ${fmt(o.gcPlies)} random plies`, text: (f) => String(f.archGcs) },
];

/** The rows `--only` names (row names, group names, or `jackal` for every Jackal group), in print order; every row when undefined. */
export function selectRows(only: string | undefined): Row[] | string {
  if (only === undefined) return ROWS;
  const names = only.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const picked = new Set<Row>();
  for (const name of names) {
    const rows = name === 'jackal' ? ROWS.filter((r) => GROUPS.find((g) => g.name === r.group)!.jackal)
      : ROWS.filter((r) => r.name === name || r.group === name);
    if (rows.length === 0) return `--only: unknown row or group ${JSON.stringify(name)}; rows: ${ROWS.map((r) => r.name).join(', ')}; groups: ${GROUPS.map((g) => g.name).join(', ')}, jackal`;
    for (const r of rows) picked.add(r);
  }
  return ROWS.filter((r) => picked.has(r));
}

const HELP = `npm run bench -- [--only NAME[,NAME...]] [--time MS] [--deals N] [--pc-gc-plies N] [--json]

Speed figures, each checked against bench/fixtures.json before it is printed.

  --only NAMES      run only these rows, or the rows of these groups (comma-separated):
${GROUPS.map((g) => `                      ${g.name.padEnd(14)} ${ROWS.filter((r) => r.group === g.name).map((r) => r.name).join(', ')}`).join('\n')}
                      jackal         every group but pirate-chess and archipelago
                    a group's rows are measured together (the engine's in one pass)
  --time MS         tinybench's time per task [default: 2000]
  --deals N         the harness benchmark's deals (a count bench/fixtures.json stores) [default: 3000]
  --pairs N         the harness benchmark's alternating pairs of 1-worker and all-cores runs [default: ${HARNESS_PAIRS}]
  --pc-gc-plies N   plies of the Pirate chess and Archipelago GC counts [default: 1000000]
  --json            end with one JSON line holding every figure measured
  --help            this text
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith('--')) fail(`${name}: give a value`);
  return v;
}

const KNOWN = new Set(['--only', '--time', '--deals', '--pairs', '--pc-gc-plies', '--json', '--help', '-h']);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) { process.stdout.write(HELP); return; }
  const stray = args.find((a, i) => a.startsWith('-') && !KNOWN.has(a) && !(i > 0 && ['--only', '--time', '--deals', '--pairs', '--pc-gc-plies'].includes(args[i - 1])));
  if (stray !== undefined) fail(`${stray}: unknown flag (npm run bench -- --help)`);
  const time = Number(flag('--time') ?? 2000);
  if (!Number.isFinite(time) || time <= 0) fail(`--time: must be a positive number of milliseconds, got ${flag('--time')}`);
  const gcPlies = Number(flag('--pc-gc-plies') ?? 1_000_000);
  if (!Number.isInteger(gcPlies) || gcPlies <= 0) fail(`--pc-gc-plies: must be a positive integer, got ${flag('--pc-gc-plies')}`);
  const deals = Number(flag('--deals') ?? 3000);
  const pairs = Number(flag('--pairs') ?? HARNESS_PAIRS);
  if (!Number.isInteger(pairs) || pairs < 1) fail(`--pairs: must be a positive integer, got ${flag('--pairs')}`);
  const rows = selectRows(flag('--only'));
  if (typeof rows === 'string') fail(rows);
  const settings: Settings = { time, deals, pairs, gcPlies };
  const figures: Figures = { date: new Date().toISOString().slice(0, 10), node: process.version };
  for (const g of GROUPS) {
    const mine = rows.filter((r) => r.group === g.name);
    if (mine.length === 0) continue;
    await g.measure(settings, figures);
    for (const r of mine) console.log(`${(typeof r.label === 'string' ? r.label : r.label(settings)).padEnd(44)} ${r.text(figures, settings)}`);
  }
  if (args.includes('--json')) console.log(JSON.stringify(figures));
}

main().catch((e) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
