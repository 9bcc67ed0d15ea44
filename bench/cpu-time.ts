/**
 * Timing one workload in the calling thread's CPU time, as the bench's rows do inside each
 * of their isolates (bench/isolates.ts).
 *
 * Implementation notes. tinybench times the calls (warm-up, then samples until the timed span
 * is spent), with its clock set to src/core/thread-clock.ts `threadCpuMs`: CPU time leaves
 * out the time the thread waited for a core (on a machine shared by several people, wall time
 * mostly measures the others). tinybench reads the clock around every call, which keeps the
 * clock's error (low by at most the gap between two reads, thread-clock.ts says why) under one
 * call's length, a fraction of a percent of a timed span of a second. `process.cpuUsage`
 * would also count the process's other threads (the parent waiting, V8's compiler threads).
 * The figure is tinybench's mean latency (the CPU time of all timed calls over their number),
 * not its median: a single call is too short for this clock to time alone, and CPU time needs
 * no outlier filter, since waiting for a core does not count.
 *
 * The workload loops stay in each game's bench file, not in one loop shared here: a loop
 * shared by two engines would see two generators at its call sites and time the
 * polymorphic call, not the engine.
 */

import { Bench } from 'tinybench';
import { threadCpuMs } from '../src/core/thread-clock.js';

/** Warm-up before the timed calls: half the timed span, at most this many ms of CPU (the JIT settles well within it). */
export const MAX_WARMUP_MS = 500;

/**
 * Calls `run` for about min(MAX_WARMUP_MS, timeMs / 2) ms of CPU untimed, then for at least
 * `timeMs` ms of CPU (and at least once) timed; returns the CPU ms a timed call took on
 * average. Every call's result (plies played, moves listed, a checksum) must equal
 * `expected`, else it throws naming the workload: a broken engine cannot post a time.
 */
export function cpuMsPerCall(name: string, timeMs: number, expected: number | string, run: () => number | string): number {
  if (!(timeMs > 0)) throw new Error(`${name}: the timed span must be a positive number of ms, got ${timeMs}`);
  const check = (got: number | string): void => {
    if (got !== expected) throw new Error(`${name}: a call gave ${String(got)}, expected ${String(expected)}`);
  };
  const bench = new Bench({
    now: threadCpuMs, time: timeMs, iterations: 1, warmupTime: Math.min(MAX_WARMUP_MS, timeMs / 2), warmupIterations: 1, throws: true,
  });
  bench.add(name, () => { check(run()); });
  bench.runSync();
  const r = bench.tasks[0].result;
  if (r.state !== 'completed') throw new Error(`${name}: tinybench did not complete the workload (${r.state})`);
  return r.latency.mean;
}
