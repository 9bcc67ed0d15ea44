/**
 * The CPU time of the calling thread, in milliseconds: the clock of time budgets
 * (`mcts:ms=N`) and of the harness's per-move times.
 *
 * Implementation notes. Node 20 has no `process.threadCpuUsage`; `process.cpuUsage()` counts
 * every thread of the process (wrong with two workers), `/proc/thread-self/stat` counts in
 * 10 ms ticks, and `clock_gettime(CLOCK_THREAD_CPUTIME_ID)` needs a native addon. Linux's
 * `/proc/thread-self/schedstat` gives the thread's on-CPU time in nanoseconds (its first
 * field, the scheduler's `sum_exec_runtime`), but the kernel brings that sum up to date
 * only at a scheduler tick (4 ms at HZ=250) and when the thread leaves the CPU, so a bare
 * read lags by up to a tick.
 *
 * The estimate. The sum changes whenever the thread is switched out, so while successive
 * reads show the same sum the thread has been on the CPU since the update that produced
 * it, and that update fell between the read that first showed the sum (wall time W1) and
 * the read before it (W0). The thread's CPU time now is then the sum plus the time since
 * the update, which lies between (now - W1) and (now - W0): `threadCpuMs` returns
 * sum + (now - W1), low by at most the gap between two reads (W1 - W0). Callers that read
 * the clock often (the search reads it about every half millisecond) keep that gap, and so
 * the error, under a millisecond; a 0.5 s measurement is good to about one tick, 1%.
 * A read costs about 13 µs (a pread of the open file; nothing is allocated).
 *
 * Elsewhere (no /proc: macOS, Windows) the clock is the wall clock (`performance.now()`),
 * which counts the time the thread waits for a core too; `THREAD_CLOCK_KIND` says which
 * clock this thread has. The file is opened per thread (each worker thread loads its own
 * copy of this module), because `thread-self` names the thread that opens it.
 */

import { openSync, readSync } from 'node:fs';

/** Which clock `threadCpuMs` reads: the thread's CPU time, or (without /proc) the wall clock. */
export type ThreadClockKind = 'thread-cpu' | 'wall';

let fd = -1;
try { fd = openSync('/proc/thread-self/schedstat', 'r'); } catch { fd = -1; }
const buf = new Uint8Array(64);

export const THREAD_CLOCK_KIND: ThreadClockKind = fd >= 0 ? 'thread-cpu' : 'wall';

/** The last sum read (ns) and the wall time (ms) of the read that first showed it. */
let lastSum = -1;
let seenAt = 0;
/** The last value returned (the clock never goes back). */
let lastMs = 0;

/** The thread's on-CPU nanoseconds as the kernel last updated them (schedstat's first field). */
function readSum(): number {
  const n = readSync(fd, buf, 0, buf.length, 0);
  let v = 0;
  for (let i = 0; i < n; i++) {
    const c = buf[i];
    if (c < 48 || c > 57) break;
    v = v * 10 + (c - 48);
  }
  return v;
}

/** CPU milliseconds this thread has run (see the header for the error); the wall clock without /proc. */
export function threadCpuMs(): number {
  const now = performance.now();
  if (fd < 0) return now;
  const sum = readSum();
  if (sum !== lastSum) { lastSum = sum; seenAt = now; }
  // never back: a kernel update that lands below the last estimate keeps the estimate
  const t = sum / 1e6 + (now - seenAt);
  if (t > lastMs) lastMs = t;
  return lastMs;
}

/** A clock in ms (threadCpuMs, or a fake one in tests). */
export type Clock = () => number;
