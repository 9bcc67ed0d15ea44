/**
 * The bench's throughput rows timed in fresh isolates: one mechanism for every row (Jackal
 * movegen, apply and playouts, Jackal MCTS, Pirate chess playouts and `mcts`, the machine's
 * speed). A row's task (a function exported by a bench module) runs in `count` fresh worker
 * threads one after another (bench/isolate.worker.ts: each imports only the task's module,
 * so only that game's code runs in it, as in a pool worker); every isolate's checks must
 * equal the stored figures (and each other); the row prints the best, the median and the
 * slowest rate with the isolate count.
 *
 * Why isolates. A fresh process or isolate runs a workload either at its full speed or up to
 * about 1.45x slower, and stays so for its whole life (measured 2 Dec 2026 on the Pirate
 * chess `mcts` row: 12.1-12.7k against 17-18.5k iterations/s on an idle machine, about a
 * third of isolates slow, in a bare script as in `npm run bench`, with
 * --no-concurrent-recompilation, --predictable and with ASLR off alike; unrelated JS loops
 * (a plain Int32Array loop) slow down in the same isolates while native hashing does not,
 * and every function of the profile slows alike: a property of where the isolate's memory
 * lands, not of the code). The Jackal rows met it too: a clean-clone bench read MCTS 114k
 * iterations/s and playouts 5.64M plies/s where the idle machine reads 169k and 6.57M. More
 * passes in one isolate cannot average that out; several isolates can: the best is the
 * code's speed, the median what a run usually gets, the slowest what a worker may get.
 *
 * The parent thread only waits while an isolate runs; each task times itself in its own
 * thread's CPU time (bench/cpu-time.ts).
 */

import { Worker } from 'node:worker_threads';
import { expectFigure, type Figure } from './fixtures.js';

/** The figures of `npm run bench` (its --json line): rates, ratios, counts, checksums, labels, and each rate's isolates in order. */
export type Figures = Record<string, number | string | number[]>;

/**
 * What a task returns from its isolate. `rates`: throughput (higher is faster), reported as
 * best, median and slowest over the isolates. `ratios`: two rates of the same isolate
 * divided (a same-isolate ratio is not biased by the isolate's speed), reported as the
 * median. `checks`: counts and checksums of the work done, which every isolate must
 * reproduce (and which must equal the stored figure where one is given).
 */
export interface IsolateRun { rates: Record<string, number>; ratios: Record<string, number>; checks: Record<string, number | string> }

/** A task: the file URL of a compiled bench module, the name of its exported function, and the function's arguments (structured-cloneable). */
export interface IsolateTask { module: string; fn: string; args: unknown[] }

/** The stored figure a check is compared with, and the name an error gives it. */
export type StoredChecks = Record<string, { name: string; figure: Figure<number | string> | undefined }>;

/** Isolates a row is timed in unless --isolates says otherwise (odd, so that the median is one isolate's). */
export const ISOLATES = 5;

/** Best, median and slowest of some rates. */
export interface Spread { best: number; median: number; slowest: number }

/** The spread of `xs` (at least one): the largest, the median (the mean of the middle two for an even count) and the smallest. */
export function spread(xs: readonly number[]): Spread {
  if (xs.length === 0) throw new Error('spread: no rates');
  const s = [...xs].sort((a, b) => a - b), k = s.length >> 1;
  return { best: s[s.length - 1], median: s.length % 2 === 1 ? s[k] : (s[k - 1] + s[k]) / 2, slowest: s[0] };
}

/** The task's result from one fresh worker thread (bench/isolate.worker.js); rejects with the task's own error if it throws. */
function runOnce(task: IsolateTask): Promise<IsolateRun> {
  return new Promise<IsolateRun>((resolve, reject) => {
    const w = new Worker(new URL('./isolate.worker.js', import.meta.url), { workerData: task });
    let done = false;
    w.once('message', (m: IsolateRun) => { done = true; resolve(m); void w.terminate(); });
    w.once('error', (e) => { done = true; reject(e); });
    w.once('exit', (code) => { if (!done) reject(new Error(`${task.fn}: its isolate exited with code ${code} before reporting`)); });
  });
}

/** The task in `count` fresh isolates, one after another (never two at once: they would share the cores). */
export async function runIsolates(task: IsolateTask, count: number): Promise<IsolateRun[]> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`isolates: must be a whole number from 1, got ${count}`);
  const runs: IsolateRun[] = [];
  for (let i = 0; i < count; i++) runs.push(await runOnce(task));
  return runs;
}

/**
 * The figures of some isolates' runs, after checking them: every check of every isolate must
 * equal the stored figure where `stored` gives one, and the first isolate's value otherwise
 * (throws naming the check and the isolate). Each rate `k` gives `k` (the best), `kMedian`,
 * `kSlowest` and `kByIsolate` (every isolate's, in the order they ran: a group's rows share
 * their isolates, so an isolate slow in every row of its group is a slow isolate, one slow
 * in one row a moment of load); each ratio its median; each check its value.
 */
export function isolateFigures(runs: readonly IsolateRun[], stored: StoredChecks): Figures {
  const out: Figures = {};
  const first = runs[0];
  const keys = [...new Set([...Object.keys(first.checks), ...Object.keys(stored)])];
  runs.forEach((r, i) => {
    const where = `(isolate ${i + 1} of ${runs.length})`;
    for (const k of keys) {
      const s = stored[k];
      if (s !== undefined) expectFigure(`${s.name} ${where}`, r.checks[k], s.figure);
      else if (r.checks[k] !== first.checks[k]) throw new Error(`${k} ${where}: computed ${String(r.checks[k])}, isolate 1 computed ${String(first.checks[k])}; the workload is not deterministic`);
    }
  });
  for (const k of keys) out[k] = first.checks[k];
  for (const k of Object.keys(first.rates)) {
    const s = spread(runs.map((r) => r.rates[k]));
    Object.assign(out, { [k]: s.best, [`${k}Median`]: s.median, [`${k}Slowest`]: s.slowest, [`${k}ByIsolate`]: runs.map((r) => r.rates[k]) });
  }
  for (const k of Object.keys(first.ratios)) out[k] = spread(runs.map((r) => r.ratios[k])).median;
  return out;
}

/** `runIsolates` then `isolateFigures`: a row's checked figures from `count` fresh isolates. */
export async function measureInIsolates(task: IsolateTask, count: number, stored: StoredChecks): Promise<Figures> {
  return isolateFigures(await runIsolates(task, count), stored);
}
