/**
 * The timed part of archipelago.bench.ts's playout row (the other speed rows are timed in
 * fresh isolates in CPU time: bench/isolates.ts, bench/cpu-time.ts): tinybench runs one
 * workload call (random games from the bench's starts) for `timeMs` after a warm-up, every
 * call must play the plies the untimed call played (a broken generator cannot post a fast
 * time), and the figure is the median ms a call. The playout loops themselves stay in each
 * game's file: one loop shared by two engines would see two generators at its call sites
 * and time the polymorphic call, not the engine.
 */
import { Bench } from 'tinybench';

/** Median ms of one call of `run` (plies played), which must return `expected` every time. */
export async function medianPlayoutMs(name: string, timeMs: number, expected: number, run: () => number): Promise<number> {
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(500, timeMs / 2) });
  bench.add(name, () => {
    const plies = run();
    if (plies !== expected) throw new Error(`${name}: ${plies} plies, expected ${expected}`);
  });
  await bench.run();
  const r = bench.tasks[0].result as { latency?: { mean: number; p50?: number }; error?: unknown; state?: string } | undefined;
  if (!r || !r.latency) throw new Error(`${name} bench failed: ${String(r?.error ?? r?.state)}`);
  return r.latency.p50 ?? r.latency.mean;
}
