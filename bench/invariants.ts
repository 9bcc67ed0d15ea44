/**
 * `npm run invariants`: the long random-game invariant run (src/jackal/invariants.ts).
 *
 *   node dist/bench/invariants.js [--games N] [--workers W] [--max-plies P]
 *     [--check-every C] [--round-trip-every R] [--all-moves-every A] [--all-moves-round-trip] [--first-game G]
 *
 * Game g (from --first-game) plays seed g with invariantOptions(g): every mode, tile set,
 * airplane and lighthouse rule in turn. Workers (worker threads) take the games g with
 * g mod W = w. Prints one line per violation (the seed and options replay it), and a
 * final JSON line: games, plies, positions checked, violations, seconds. Exit status 1
 * when any violation was found.
 */

import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { CheckDensity, invariantGame, invariantOptions, violationText } from '../src/jackal/invariants.js';
import { checkScriptArgs } from './script-flags.js';

interface Job { first: number; games: number; workers: number; index: number; maxPlies: number; density: CheckDensity }
/** A worker reports its count every this many games (to stderr), so a long run shows where it is. */
const PROGRESS_EVERY = 2000;

interface Tally { games: number; plies: number; positions: number; violations: string[] }

function runJob(j: Job): Tally {
  const t: Tally = { games: 0, plies: 0, positions: 0, violations: [] };
  for (let g = j.first + j.index; g < j.first + j.games; g += j.workers) {
    const r = invariantGame(invariantOptions(g, j.maxPlies), g, j.density);
    t.games++;
    t.plies += r.plies;
    t.positions += r.positions;
    if (r.violation) t.violations.push(violationText(r.violation));
    if (t.games % PROGRESS_EVERY === 0) parentPort?.postMessage({ progress: t.games });
  }
  return t;
}

function flag(name: string, dflt: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return dflt;
  const v = Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < (name === '--first-game' ? 0 : 1)) {
    process.stderr.write(`${name}: must be a whole number${name === '--first-game' ? '' : ' >= 1'}, got ${JSON.stringify(process.argv[i + 1])}\n`);
    process.exit(2);
  }
  return v;
}

const HELP = `npm run invariants -- [--games N] [--workers W] [--max-plies P] [--check-every C] [--round-trip-every R]
  [--all-moves-every A] [--all-moves-round-trip] [--first-game G]

Random games from seed G on (every mode, tile set, airplane and lighthouse rule in turn), the
state checker run every C plies; one line per violation, then a JSON line of totals (exit status 1
on a violation). Defaults: 100,000 games, 1 worker, 150 plies, C 3, R 50, A 75, G 0.
`;

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) { process.stdout.write(HELP); return; }
  checkScriptArgs(process.argv.slice(2), {
    valued: ['--games', '--workers', '--max-plies', '--check-every', '--round-trip-every', '--all-moves-every', '--first-game'],
    switches: ['--all-moves-round-trip'], script: 'npm run invariants',
  });
  const games = flag('--games', 100_000);
  const workers = Math.min(flag('--workers', 1), availableParallelism() * 4);
  const base = {
    first: flag('--first-game', 0), games, workers, maxPlies: flag('--max-plies', 150),
    density: {
      checkEvery: flag('--check-every', 3), roundTripEvery: flag('--round-trip-every', 50), allMovesEvery: flag('--all-moves-every', 75),
      allMovesRoundTrip: process.argv.includes('--all-moves-round-trip'),
    },
  };
  const t0 = performance.now();
  const parts = await Promise.all(Array.from({ length: workers }, (_, index) => new Promise<Tally>((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { ...base, index } });
    w.on('message', (m: Tally | { progress: number }) => {
      if ('progress' in m) process.stderr.write(`worker ${index}: ${m.progress} games, ${Math.round((performance.now() - t0) / 1000)} s\n`);
      else resolve(m);
    });
    w.once('error', reject);
  })));
  const total: Tally = { games: 0, plies: 0, positions: 0, violations: [] };
  for (const p of parts) {
    total.games += p.games; total.plies += p.plies; total.positions += p.positions; total.violations.push(...p.violations);
  }
  for (const v of total.violations) process.stdout.write(`violation: ${v}\n`);
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  process.stdout.write(`${JSON.stringify({
    date: new Date().toISOString(), games: total.games, plies: total.plies, positions: total.positions,
    violations: total.violations.length, seconds, workers, maxPlies: base.maxPlies, ...base.density,
  })}\n`);
  if (total.violations.length > 0) process.exitCode = 1;
}

if (isMainThread) void main();
else parentPort!.postMessage(runJob(workerData as Job));
