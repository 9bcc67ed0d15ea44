/**
 * Timing one workload in the calling thread's CPU time, as the bench's rows do inside each
 * of their isolates (bench/isolates.ts).
 *
 * Implementation notes. The clock is src/core/thread-clock.ts `threadCpuMs`, read after every
 * call: CPU time leaves out the time the thread waited for a core (on a machine shared by
 * several people, wall time mostly measures the others), and reading the clock once a call
 * keeps its error (low by at most the gap between two reads, thread-clock.ts says why) under
 * one call's length, a fraction of a percent of a timed span of a second. `process.cpuUsage`
 * would also count the process's other threads (the parent waiting, V8's compiler threads).
 * The figure is the CPU time of all timed calls over their number, not a median of calls: a
 * single call is too short for this clock to time alone, and CPU time needs no outlier
 * filter, since waiting for a core does not count.
 *
 * The workload loops stay in each game's bench file, not in one loop shared here: a loop
 * shared by two engines would see two generators at its call sites and time the
 * polymorphic call, not the engine.
 */

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
  const warmEnd = threadCpuMs() + Math.min(MAX_WARMUP_MS, timeMs / 2);
  do check(run()); while (threadCpuMs() < warmEnd);
  const t0 = threadCpuMs();
  let calls = 0, t = t0;
  do {
    check(run());
    calls++;
    t = threadCpuMs();
  } while (t - t0 < timeMs);
  return (t - t0) / calls;
}
