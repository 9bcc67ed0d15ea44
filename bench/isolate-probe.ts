/**
 * A tiny isolate task for testing bench/isolates.ts (test/bench/isolates.test.ts): a plain
 * Int32Array loop (the kind of loop that slows with the whole isolate, isolates.ts says) timed
 * by bench/cpu-time.ts, with checks a test can compute by hand. `calls` counts the calls of
 * this module's function in its isolate: 1 in every fresh isolate, more if one were reused.
 */

import { cpuMsPerCall } from './cpu-time.js';
import type { IsolateRun } from './isolates.js';

let calls = 0;

/** Sum of i*i mod 1000 for i below `n`, through an Int32Array (n at most 2^20). */
function squaresMod1000(a: Int32Array, n: number): number {
  for (let i = 0; i < n; i++) a[i] = (i * i) % 1000;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += a[i];
  return sum;
}

/** The probe's run: the loop over `n` for `timeMs` of CPU; `lie` adds to the reported sum (a test's broken workload). */
export function probe(n: number, timeMs: number, lie = 0): IsolateRun {
  calls++;
  if (!Number.isInteger(n) || n < 1 || n > 1 << 20) throw new Error(`probe: n must be a whole number from 1 to 2^20, got ${n}`);
  const a = new Int32Array(n);
  const sum = squaresMod1000(a, n);
  const ms = cpuMsPerCall('probe', timeMs, sum, () => squaresMod1000(a, n));
  return { rates: { probeOpsPerSec: (n * 1000) / ms }, ratios: { probeHalf: 0.5 }, checks: { probeSum: sum + lie, probeCalls: calls } };
}
