/**
 * `npm run bench`: the project's speed figures, on one core unless a figure says
 * otherwise. Every printed row has a name (`npm run bench -- --help` lists them);
 * `--only NAME[,NAME...]` runs the rows named, or the rows of a group named (engine, mcts,
 * harness, pool-study, pirate-chess, archipelago, jackal). A group's rows are measured together (the
 * engine's six in the same isolates), so naming one of them measures the group and prints
 * the rows named. `--json` ends the output with one JSON line holding every figure measured,
 * and each group's wall seconds (`engineSeconds`, `machineSeconds`, ...: the bench's own length).
 *
 * The single-core speed rows (the engine's, MCTS, Pirate chess playouts and `mcts`, Archipelago
 * playouts) are timed in `--isolates N` fresh isolates (default 5; bench/isolates.ts says why:
 * a whole isolate can run about 1.45x slower for its life) and print the best rate, then the
 * median and the slowest. The header gives the machine's speed (src/harness/machine-speed.ts's
 * workload, measured in as many fresh isolates, bench/machine.ts), so that a slow day shows: on
 * a slow day even the best isolate reads below the reference. `--time MS` sets the CPU time
 * each isolate times each workload for (default 600, after a warm-up of half that, at most
 * 0.5 s; bench/cpu-time.ts). `--deals N` the harness benchmark's deals (default 3000, two
 * games each; only counts whose checksum bench/fixtures.json stores); `--pairs N` its
 * alternating pairs of 1-worker and all-cores runs (default 3, bench/harness.bench.ts says
 * why); `--pc-gc-plies N` the length of the Pirate chess and the Archipelago GC runs (default
 * 1,000,000). Archipelago's stored counts are in its own file.
 * The GC rows count the collections that start during the counted plies (bench/heap.ts says why
 * not every one reported around them).
 *
 * Every Jackal benchmark first checks its workload against the stored figures of
 * bench/fixtures.json (counts, position and CSV checksums, each with its source), so a
 * broken engine fails the bench rather than posting a time (bench/fixtures.ts).
 */

import { benchEngine } from './engine.bench.js';
import { benchHarness, HARNESS_PAIRS, STUDY_BOT, STUDY_DEALS } from './harness.bench.js';
import { benchMctsRows } from './mcts.bench.js';
import { benchPirateChess, PC_MCTS_ITERATIONS, PC_MCTS_POSITIONS } from './pirate-chess.bench.js';
import { benchArchipelago } from './archipelago.bench.js';
import { commitLabel, expectFigure, loadFixtures } from './fixtures.js';
import { checkScriptArgs } from './script-flags.js';
import { type Figures, ISOLATES } from './isolates.js';
import { benchMachine } from './machine.js';

/** A group of rows measured together, and how to measure it (adding its figures). */
interface Group { name: string; jackal: boolean; measure: (o: Settings, f: Figures) => Promise<void> }

/** A printed row: its name for --only, its group, what it measures, and its text from the figures. */
interface Row { name: string; group: string; label: string | ((o: Settings) => string); text: (f: Figures, o: Settings) => string }

/**
 * Default CPU ms an isolate times each workload for: with 5 isolates the whole bench stays
 * under about 3 minutes on the idle machine, and the clock's error (bench/cpu-time.ts) stays
 * well under the spread between isolates.
 */
const TIME_MS = 600;

interface Settings { time: number; deals: number; pairs: number; gcPlies: number; isolates: number }

const n = (f: Figures, k: string): number => Number(f[k]);

/** `N isolates` (`1 isolate`). */
const isolatesText = (f: Figures): string => `${f.isolates} isolate${f.isolates === 1 ? '' : 's'}`;

function fmt(x: number): string {
  return Math.round(x).toLocaleString('en-US');
}

/** A rate measured in isolates (bench/isolates.ts `isolateFigures`): the best, the isolate count, the median and the slowest. */
function spreadOf(f: Figures, key: string, unit: string): string {
  return `${fmt(n(f, key))} ${unit} best of ${isolatesText(f)} (median ${fmt(n(f, `${key}Median`))}, slowest ${fmt(n(f, `${key}Slowest`))})`;
}

const GROUPS: Group[] = [
  { name: 'engine', jackal: true, measure: async (o, f) => { Object.assign(f, await benchEngine(o.time, o.isolates)); } },
  { name: 'mcts', jackal: true, measure: async (o, f) => { Object.assign(f, await benchMctsRows(o.time, o.isolates)); } },
  {
    name: 'harness', jackal: true, measure: async (o, f) => {
      const fixtures = loadFixtures(); // main has checked that it stores o.deals
      const h = await benchHarness(o.deals, o.pairs);
      expectFigure(`harness checksum (${o.deals} deals)`, h.checksum, fixtures.harness[String(o.deals)]);
      Object.assign(f, {
        harnessGamesPerSec1: h.gamesPerSec1, harnessGamesPerSecAll: h.gamesPerSecAll, harnessSpeedup: h.speedup, harnessSpeedupMin: h.speedupMin, harnessSpeedupMax: h.speedupMax, harnessPairs: h.pairs, harnessWorkers: h.workers,
        harnessCoresUsedAll: h.coresUsedAll, harnessChecksum: h.checksum,
      });
    },
  },
  {
    name: 'pool-study', jackal: true, measure: async (o, f) => {
      const key = `${STUDY_BOT}:${STUDY_DEALS}`, stored = loadFixtures().harness[key];
      if (stored === undefined) fail(`bench/fixtures.json stores no harness checksum for ${key} (npm run bench:fixtures)`);
      const h = await benchHarness(STUDY_DEALS, o.pairs, STUDY_BOT);
      expectFigure(`harness checksum (${key})`, h.checksum, stored);
      Object.assign(f, {
        studyGamesPerSec1: h.gamesPerSec1, studyGamesPerSecAll: h.gamesPerSecAll, studySpeedup: h.speedup, studySpeedupMin: h.speedupMin, studySpeedupMax: h.speedupMax,
        studyPairs: h.pairs, studyWorkers: h.workers, studyCoresUsed1: h.coresUsed1, studyCoresUsedAll: h.coresUsedAll, studyChecksum: h.checksum,
      });
    },
  },
  // Pirate chess last, so that its code never shares the JIT's attention with the Jackal rows above.
  { name: 'pirate-chess', jackal: false, measure: async (o, f) => { Object.assign(f, await benchPirateChess(o.time, o.gcPlies, o.isolates)); } },
  // Archipelago (issue 27 asks for at least half of Jackal's classic playout rate: both measured here, in CPU time).
  { name: 'archipelago', jackal: false, measure: async (o, f) => { Object.assign(f, await benchArchipelago(o.time, o.gcPlies, o.isolates)); } },
];

const ROWS: Row[] = [
  { name: 'movegen', group: 'engine', label: 'move generation', text: (f) => `${spreadOf(f, 'movegenMovesPerSec', 'moves/s')}; ${fmt(n(f, 'movegenPositionsPerSec'))} positions/s` },
  { name: 'apply', group: 'engine', label: 'apply', text: (f) => spreadOf(f, 'applyPliesPerSec', 'plies/s') },
  { name: 'playout', group: 'engine', label: 'random playout (full legal list every ply)', text: (f) => `${spreadOf(f, 'playoutPliesPerSec', 'plies/s')}; ${fmt(n(f, 'playoutGamesPerSec'))} games/s` },
  { name: 'gc', group: 'engine', label: 'GCs per 1,000,000 random plies', text: (f) => n(f, 'gcPer1MPlies').toFixed(1) },
  {
    name: 'playout-ti', group: 'engine', label: 'random playout, Treasure Island tiles',
    text: (f) => `${spreadOf(f, 'tiPlayoutPliesPerSec', 'plies/s')}; classic is ${n(f, 'tiSlowdown').toFixed(2)}x that (best over best)`,
  },
  {
    name: 'playout-expansion', group: 'engine', label: 'random playout, classic + original expansion',
    text: (f) => `${spreadOf(f, 'expPlayoutPliesPerSec', 'plies/s')}; classic is ${n(f, 'expSlowdown').toFixed(2)}x that (best over best)`,
  },
  { name: 'mcts', group: 'mcts', label: 'MCTS (the pre-fit defaults, 1,000 iterations)', text: (f) => `${spreadOf(f, 'mctsItersPerSec', 'iterations/s')}; ${n(f, 'mctsMsPerMove').toFixed(0)} ms a move` },
  {
    name: 'mcts-defaults', group: 'mcts', label: 'MCTS (defaults)',
    text: (f) => `${spreadOf(f, 'mctsDefaultItersPerSec', 'iterations/s')}; ${n(f, 'mctsDefaultMsPerMove').toFixed(0)} ms a move (${fmt(n(f, 'mctsDefaultPerMove'))} iterations a move, ${fmt(n(f, 'mctsDefaultRun'))} run)`,
  },
  {
    name: 'harness', group: 'harness', label: 'harness, random 2p games',
    text: (f) => `${n(f, 'harnessGamesPerSec1').toFixed(1)} games/s on 1 worker, ${n(f, 'harnessGamesPerSecAll').toFixed(1)} on ${f.harnessWorkers} (${n(f, 'harnessSpeedup').toFixed(2)}x, ${n(f, 'harnessSpeedupMin').toFixed(2)}..${n(f, 'harnessSpeedupMax').toFixed(2)} over ${f.harnessPairs} pairs; the pool got ${n(f, 'harnessCoresUsedAll').toFixed(2)} cores)`,
  },
  {
    name: 'harness-heuristic', group: 'pool-study', label: `harness, heuristic 2p games (${STUDY_DEALS * 2})`,
    text: (f) => `${n(f, 'studyGamesPerSec1').toFixed(2)} games/s on 1 worker, ${n(f, 'studyGamesPerSecAll').toFixed(2)} on ${f.studyWorkers} (${n(f, 'studySpeedup').toFixed(2)}x, ${n(f, 'studySpeedupMin').toFixed(2)}..${n(f, 'studySpeedupMax').toFixed(2)} over ${f.studyPairs} pairs; cores used ${n(f, 'studyCoresUsed1').toFixed(2)} and ${n(f, 'studyCoresUsedAll').toFixed(2)})`,
  },
  { name: 'pirate-chess-playout', group: 'pirate-chess', label: 'pirate chess random playout', text: (f) => `${spreadOf(f, 'pcPlayoutPliesPerSec', 'plies/s')}; ${n(f, 'pcPlayoutGamesPerSec').toFixed(1)} games/s` },
  { name: 'pirate-chess-gc', group: 'pirate-chess', label: (o) => `pirate chess GCs in ${fmt(o.gcPlies)} random plies`, text: (f) => String(f.pcGcs) },
  {
    name: 'pirate-chess-mcts', group: 'pirate-chess', label: `pirate chess MCTS, ${PC_MCTS_POSITIONS} mid-game positions`,
    text: (f) => `${spreadOf(f, 'pcMctsItersPerSec', 'iterations/s')}; ${fmt(PC_MCTS_ITERATIONS)} iterations a decision, ${((PC_MCTS_ITERATIONS * 1000) / n(f, 'pcMctsItersPerSec')).toFixed(0)} ms`,
  },
  {
    name: 'archipelago-playout', group: 'archipelago', label: 'archipelago random playout',
    text: (f) => `${spreadOf(f, 'archPlayoutPliesPerSec', 'plies/s')}; ${n(f, 'archPlayoutGamesPerSec').toFixed(1)} games/s; ${n(f, 'archToJackalCpu').toFixed(2)}x Jackal's classic in CPU time (one isolate, alternating rounds)`,
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

const HELP = `npm run bench -- [--only NAME[,NAME...]] [--isolates N] [--time MS] [--deals N] [--pairs N] [--pc-gc-plies N] [--json]

Speed figures, each checked against bench/fixtures.json before it is printed. The single-core
speed rows are timed in N fresh isolates (one after another) and print the best rate, the
median and the slowest; the header gives the machine's speed, measured the same way.

  --only NAMES      run only these rows, or the rows of these groups (comma-separated):
${GROUPS.map((g) => `                      ${g.name.padEnd(14)} ${ROWS.filter((r) => r.group === g.name).map((r) => r.name).join(', ')}`).join('\n')}
                      jackal         every group but pirate-chess and archipelago
                    a group's rows are measured together (the engine's in the same isolates)
  --isolates N      fresh isolates each speed row (and the machine's speed) is timed in [default: ${ISOLATES}]
  --time MS         CPU time each isolate times each workload for, after a warm-up [default: ${TIME_MS}]
  --deals N         the harness benchmark's deals (a count bench/fixtures.json stores) [default: 3000]
  --pairs N         the harness benchmark's alternating pairs of 1-worker and all-cores runs [default: ${HARNESS_PAIRS}]
  --pc-gc-plies N   plies of the Pirate chess and Archipelago GC counts [default: 1000000]
  --json            end with one JSON line holding every figure measured
  --help            this text
`;

/** The header: date, node, commit, how rows are timed, and the machine's speed against the reference (bench/machine.ts). */
function header(f: Figures): string {
  const rel = (k: string): string => n(f, k).toFixed(2);
  const comparable = f.machineComparable === 'yes' ? '' : '; NOT comparable: this engine plays other games than the reference\'s';
  const clock = f.machineClock === 'thread-cpu' ? 'CPU time' : 'wall time (no thread CPU clock here: src/core/thread-clock.ts)';
  return `npm run bench: ${f.date}, node ${f.node}, ${f.commit}; speed rows timed by tinybench in ${clock} in ${isolatesText(f)} each, fresh: best (median, slowest)\n`
    + `machine speed ${fmt(n(f, 'machinePliesPerSec'))} plies/s best of ${isolatesText(f)} = ${rel('machineRelative')} of the reference ${fmt(n(f, 'machineReference'))} `
    + `(median ${rel('machineRelativeMedian')}, slowest ${(n(f, 'machinePliesPerSecSlowest') / n(f, 'machineReference')).toFixed(2)}; ${f.machineWorkload}, src/harness/machine-speed.ts${comparable})`;
}

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

const VALUED = ['--only', '--isolates', '--time', '--deals', '--pairs', '--pc-gc-plies'];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) { process.stdout.write(HELP); return; }
  checkScriptArgs(args, { valued: VALUED, switches: ['--json'], script: 'npm run bench' });
  const time = Number(flag('--time') ?? TIME_MS);
  if (!Number.isFinite(time) || time <= 0) fail(`--time: must be a positive number of milliseconds, got ${flag('--time')}`);
  const gcPlies = Number(flag('--pc-gc-plies') ?? 1_000_000);
  if (!Number.isInteger(gcPlies) || gcPlies <= 0) fail(`--pc-gc-plies: must be a positive integer, got ${flag('--pc-gc-plies')}`);
  const deals = Number(flag('--deals') ?? 3000);
  // refused before the machine's speed is measured (half a minute), not after it
  const stored = Object.keys(loadFixtures().harness).filter((k) => /^\d+$/.test(k)); // not the study load's keys (heuristic:100)
  if (!stored.includes(String(deals))) fail(`--deals: bench/fixtures.json stores the harness checksum for ${stored.join(', ')} deals, not ${JSON.stringify(flag('--deals'))}`);
  const pairs = Number(flag('--pairs') ?? HARNESS_PAIRS);
  if (!Number.isInteger(pairs) || pairs < 1) fail(`--pairs: must be a positive integer, got ${flag('--pairs')}`);
  const isolates = Number(flag('--isolates') ?? ISOLATES);
  if (!Number.isInteger(isolates) || isolates < 1 || isolates > 99) fail(`--isolates: must be a whole number from 1 to 99, got ${flag('--isolates')}`);
  const rows = selectRows(flag('--only'));
  if (typeof rows === 'string') fail(rows);
  const settings: Settings = { time, deals, pairs, gcPlies, isolates };
  const figures: Figures = { date: new Date().toISOString().slice(0, 10), node: process.version, commit: commitLabel(), isolates };
  const t0 = performance.now();
  Object.assign(figures, await benchMachine(isolates));
  figures.machineSeconds = Math.round(performance.now() - t0) / 1000;
  console.log(header(figures));
  for (const g of GROUPS) {
    const mine = rows.filter((r) => r.group === g.name);
    if (mine.length === 0) continue;
    const t0 = performance.now();
    await g.measure(settings, figures);
    figures[`${g.name}Seconds`] = Math.round(performance.now() - t0) / 1000; // the group's wall time, for the bench's own length
    for (const r of mine) console.log(`${(typeof r.label === 'string' ? r.label : r.label(settings)).padEnd(44)} ${r.text(figures, settings)}`);
  }
  if (args.includes('--json')) console.log(JSON.stringify(figures));
}

main().catch((e) => {
  process.stderr.write(`bench failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
