/**
 * Harness throughput: a fixed experiment (two random bots, 2p, both seatings of 1000
 * deals = 2000 full-length games) played with 1 worker and with all cores, in R pairs of
 * runs whose order alternates (1,all then all,1 then 1,all ...; R = 3 unless told), as
 * `npm run bench:compare` alternates builds. This machine's speed drifts by a third within
 * minutes, so a single 1-worker run followed by a single all-cores run read anything from
 * 1.2x to a superlinear 2.4x; within a pair both runs see nearly the same machine, and the
 * alternation cancels a steady drift's bias over the pairs. Reports each worker count's
 * median games/s (wall clock, pool start included), the median of the per-pair speedups
 * with their min..max, and a checksum of the CSVs, which must be byte-identical in every
 * run (so a broken harness cannot post a fast time). Each run's wall clock is also cut into
 * phases at the pool's marks (RunPhases), whose medians show what the speedup is bounded by:
 * the phases that do not shrink with more workers (docs/HARNESS.md "Where a 2-worker run's time goes").
 * No run is timed measuring the machine's speed (machine-speed.ts: 0.3-0.6 s of the main
 * thread at the start of a run, warm-up included; 0.56 s on 2 Dec under load): it is measured
 * before all, and every run reuses it. Before
 * 2026-12-02 the 1-worker run measured it and the 2-worker run reused it, which flattered the
 * speedup (0.4 s of a 2.3 s run on the idle machine).
 *
 * Run alone with `node dist/bench/harness.bench.js [deals] [pairs] [bot]` (bot: `random` unless
 * told; `heuristic` with 100 deals is the study-load row); the main bench calls benchHarness().
 */

import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildConfig, type RunConfig } from '../src/harness/config.js';
import { DETERMINISTIC_FILES } from '../src/harness/outputs.js';
import { machineSpeed } from '../src/harness/machine-speed.js';
import { codeId } from '../src/harness/provenance.js';
import type { PoolTimes } from '../src/harness/pool-play.js';
import { runMatch } from '../src/harness/run.js';
import { threadCpuMs } from '../src/core/thread-clock.js';
import { medianInterval } from '../src/harness/stats/median.js';
import { bundleFor } from '../src/harness/worker-file.js';

/** Pairs of runs (one on 1 worker, one on all cores) unless the caller says otherwise. */
export const HARNESS_PAIRS = 3;

export interface HarnessBench {
  games: number;
  workers: number;
  /** Pairs of runs measured (each pair one run on 1 worker and one on `workers`). */
  pairs: number;
  /** Median games/s (wall clock) over the pairs' 1-worker runs and all-cores runs. */
  gamesPerSec1: number;
  gamesPerSecAll: number;
  /** Median of the per-pair speedups (all-cores rate / 1-worker rate of the same pair), and their range. */
  speedup: number;
  speedupMin: number;
  speedupMax: number;
  /**
   * CPU cores the process actually got during the runs (process CPU time / wall time,
   * all threads; medians). On a machine shared with other jobs the all-cores run may get
   * fewer than `workers` cores; then compare games per CPU-second instead.
   */
  coresUsed1: number;
  coresUsedAll: number;
  /**
   * Share of the wall time the workers spent inside games: sum of game times / (workers x wall).
   * Contention slows games and wall time alike, so this shows the pool's own overhead
   * (start-up, messaging, the tail) even on a busy machine: speedup ~ workers x busyAll / busy1. Medians.
   */
  busy1: number;
  busyAll: number;
  /** Games per CPU-second (all threads; medians): equal for both if the pool costs nothing. */
  gamesPerCpuSec1: number;
  gamesPerCpuSecAll: number;
  /** sha256 (16 hex digits) of the deterministic CSVs, the code id left out. */
  checksum: string;
  /**
   * What the workers ran: `bundle`, Jackal's bundle (src/harness/worker-bundle.ts), or
   * `modules`, the module worker (no bundle built, or it is stale: `npm run build`), whose
   * threads take several times longer to load.
   */
  worker: 'bundle' | 'modules';
  /** Where each run's wall clock went (RunPhases), medians over the 1-worker runs and the all-cores runs. */
  phases1: RunPhases;
  phasesAll: RunPhases;
}

/**
 * One run's wall clock cut at the pool's marks (src/harness/pool-play.ts PoolTimes), in ms, and
 * its main thread's CPU. The phases add up to the run's wall time; all but `play` are paid
 * whatever the worker count, so they bound the speedup: (fixed + play1) / (fixed + playAll).
 */
export interface RunPhases {
  /** runMatch called to the pool made: out dir, journal, provenance, chunking. */
  prepare: number;
  /** Pool made to the last thread's first chunk begun: thread boot and the worker module's load. */
  start: number;
  /** Last thread ready to the last game heard: games (warm-up included) and messaging. */
  play: number;
  /** Last game heard to every chunk settled, and the pool's threads ended (destroy). */
  teardown: number;
  /** Pool closed to runMatch's return: the CSVs and summary written (outputs.ts). */
  outputs: number;
  /** The main thread's CPU ms over the whole run (src/core/thread-clock.ts). */
  mainCpu: number;
}

/** One timed run's figures. */
export interface HarnessRun { workers: number; gamesPerSec: number; coresUsed: number; busy: number; gamesPerCpuSec: number; checksum: string; games: number; phases?: RunPhases }

/** The phases of a run that began at `begin` and returned at `end` (ms of performance.now()), from the pool's marks. */
export function runPhases(begin: number, end: number, t: PoolTimes, mainCpu: number): RunPhases {
  const ready = t.ready.length > 0 ? Math.max(...t.ready) : t.created;
  const round = (ms: number): number => Math.round(ms);
  return {
    prepare: round(t.created - begin), start: round(ready - t.created), play: round(t.lastRecord - ready),
    teardown: round(t.closed - t.lastRecord), outputs: round(end - t.closed), mainCpu: round(mainCpu),
  };
}

/** Worker counts in run order for `pairs` pairs: 1,all then all,1, alternating, so a steady drift favours neither. */
export function pairOrder(pairs: number, all: number): number[] {
  const order: number[] = [];
  for (let p = 0; p < pairs; p++) order.push(...(p % 2 === 0 ? [1, all] : [all, 1]));
  return order;
}

/**
 * The per-pair speedups of runs made in `pairOrder` order (runs 2p and 2p+1 form pair p):
 * the all-cores rate over the 1-worker rate of the same pair.
 */
export function pairSpeedups(runs: readonly HarnessRun[]): number[] {
  const ratios: number[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const [a, b] = [runs[i], runs[i + 1]];
    const [one, all] = a.workers === 1 ? [a, b] : [b, a];
    ratios.push(all.gamesPerSec / one.gamesPerSec);
  }
  return ratios;
}

const median = (xs: readonly number[]): number => medianInterval(xs).median;

/** Plays the experiment once on `workers` workers, timed; throws if the run did not complete. */
async function playOnce(config: RunConfig, workers: number): Promise<HarnessRun> {
  const out = mkdtempSync(join(tmpdir(), `jackal-bench-${workers}-`));
  try {
    const cpu0 = process.cpuUsage();
    const main0 = threadCpuMs();
    const begin = performance.now();
    const r = await runMatch(config, { out, workers });
    const end = performance.now();
    const mainCpu = threadCpuMs() - main0;
    const cpu = process.cpuUsage(cpu0);
    const cpuSec = (cpu.user + cpu.system) / 1e6;
    if (!r.complete || r.poolTimes === undefined) throw new Error('bench run did not complete');
    // The code id (a hash of the sources, in games.csv) is left out: the stored checksum
    // (bench/fixtures.json) pins the games, not the bytes of the code that played them.
    const h = createHash('sha256');
    for (const f of DETERMINISTIC_FILES) h.update(readFileSync(join(out, f), 'utf8').split(codeId(undefined, 'jackal')).join('<code>'));
    return {
      workers, gamesPerSec: r.gamesPerSec, coresUsed: cpuSec / r.seconds, busy: r.gameMs / 1000 / (workers * r.seconds),
      gamesPerCpuSec: r.played / cpuSec, checksum: h.digest('hex').slice(0, 16), games: r.played,
      phases: runPhases(begin, end, r.poolTimes, mainCpu),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The study-load row's bot and deals (`npm run bench -- --only harness-heuristic`): `heuristic`
 * against itself, 2p, 100 deals x 2 seatings. Its games cost about 50-100 ms each (random ones
 * about 0.5 ms), as a study's do, so a worker's fixed costs (boot, load, its JIT's warm-up: the
 * bound on the random row, docs/HARNESS.md) weigh little and the speedup is the pool's own.
 */
export const STUDY_BOT = 'heuristic';
export const STUDY_DEALS = 100;

/**
 * Plays the fixed experiment (`bot` against itself, 2p, `deals` x 2 seatings) in `pairs`
 * alternating pairs of 1-worker and all-cores runs; throws if any run's CSVs differ.
 */
export async function benchHarness(deals = 1000, pairs = HARNESS_PAIRS, bot = 'random'): Promise<HarnessBench> {
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`pairs: must be a positive integer, got ${pairs}`);
  const config = buildConfig({ mode: '2p', bots: [bot], deals, seed: 'bench' }, 'bench');
  const all = availableParallelism();
  machineSpeed(); // each run reuses this measurement (SPEED_TTL_MS), so none is timed making it
  const runs: HarnessRun[] = [];
  for (const workers of pairOrder(pairs, all)) {
    const run = await playOnce(config, workers);
    if (runs.length > 0 && run.checksum !== runs[0].checksum) {
      throw new Error(`CSV outputs differ between ${runs[0].workers} and ${workers} workers: ${runs[0].checksum} vs ${run.checksum}`);
    }
    runs.push(run);
  }
  const ones = runs.filter((r) => r.workers === 1);
  const alls = runs.filter((r) => r.workers !== 1);
  const of = (rs: HarnessRun[], k: 'gamesPerSec' | 'coresUsed' | 'busy' | 'gamesPerCpuSec') => median(rs.map((r) => r[k]));
  const ratios = pairSpeedups(runs);
  return {
    games: runs[0].games, workers: all, pairs,
    gamesPerSec1: of(ones, 'gamesPerSec'), gamesPerSecAll: of(alls, 'gamesPerSec'),
    speedup: median(ratios), speedupMin: Math.min(...ratios), speedupMax: Math.max(...ratios),
    busy1: of(ones, 'busy'), busyAll: of(alls, 'busy'), coresUsed1: of(ones, 'coresUsed'), coresUsedAll: of(alls, 'coresUsed'),
    gamesPerCpuSec1: of(ones, 'gamesPerCpuSec'), gamesPerCpuSecAll: of(alls, 'gamesPerCpuSec'), checksum: runs[0].checksum,
    worker: bundleFor(config) !== undefined ? 'bundle' : 'modules',
    phases1: medianPhases(ones), phasesAll: medianPhases(alls),
  };
}

/** Each phase's median over the runs (the phases of the medians need not add up to a run's wall time). */
function medianPhases(runs: readonly HarnessRun[]): RunPhases {
  const of = (k: keyof RunPhases): number => median(runs.flatMap((r) => (r.phases ? [r.phases[k]] : [])));
  return { prepare: of('prepare'), start: of('start'), play: of('play'), teardown: of('teardown'), outputs: of('outputs'), mainCpu: of('mainCpu') };
}

/** The command line's count (deals or pairs): a positive integer, or one line naming it and exit 2. */
function countArg(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const v = Number(text);
  if (!Number.isInteger(v) || v < 1) {
    process.stderr.write(`${name}: must be a positive integer, got ${text}\n`);
    process.exit(2);
  }
  return v;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchHarness(countArg('deals', process.argv[2]), countArg('pairs', process.argv[3]), process.argv[4]);
  console.log(JSON.stringify(r, null, 2));
}
