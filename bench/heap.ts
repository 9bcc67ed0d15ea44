/**
 * Counting garbage collections over a stretch of code (a window), for the bench's GC rows.
 *
 * A window opens after a full collection: garbage left by what ran before it (the harness's
 * worker pool, tinybench's samples, the fixture checks) must not be collected inside it and
 * counted against the engine. V8's `gc()` is reached without `--expose-gc` on the command line.
 *
 * A window counts only the collections that START while it is open, by the GC entries' start
 * times. The counted code is synchronous, so entries are delivered only after it, when the event
 * loop runs again; and so do V8's delayed tasks. One of those is the memory reducer's: the full
 * collection that opens the window arms its timer (about 8 s), and when the loop next turns it
 * starts an incremental "reduce memory" collection. That collection is the window's own doing,
 * not the counted code's: counting every entry delivered while waiting for the entries read 1 GC
 * in 1,000,000 Pirate chess plies that allocate nothing (the heap grows by the same 3 KB whether
 * 100 or 400 games are played). Whatever the counted code allocates is collected inside the
 * window: a scavenge runs at the allocation that fills the young generation, and incremental
 * marking begun by allocation reports its start (a GC entry of kind incremental) when it begins.
 */

import { PerformanceObserver, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Rng } from '../src/core/rng.js';

/** A full collection, now. */
export function fullCollection(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A full collection, then a pause for its GC entries to be delivered (they come asynchronously). */
export async function collectGarbage(): Promise<void> {
  fullCollection();
  await new Promise((r) => setTimeout(r, 50));
}

/**
 * Opens a GC-counting window after a full collection. The function returned closes it when
 * called (the window ends at that call, synchronously) and settles to the number of
 * collections that started inside it, once their entries have been delivered.
 */
export async function openGcWindow(): Promise<() => Promise<number>> {
  await collectGarbage();
  let gcs = 0, openedAt = Infinity, closedAt = Infinity;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.startTime >= openedAt && e.startTime <= closedAt) gcs++;
  });
  obs.observe({ entryTypes: ['gc'] });
  openedAt = performance.now();
  return async () => {
    closedAt = performance.now();
    await new Promise((r) => setTimeout(r, 50)); // the entries of collections inside the window arrive now
    obs.disconnect();
    return gcs;
  };
}

/** Proves the window counts: a stretch that allocates 200,000 arrays of 64 numbers (about 100 MB) must show collections. */
export async function gcCounterWorks(): Promise<boolean> {
  const close = await openGcWindow();
  let keep = 0;
  for (let i = 0; i < 200_000; i++) keep += new Array(64).fill(i).length;
  return (await close()) > 0 && keep > 0;
}

/** What a GC-counting random run needs of one game's engine: its own functions, called directly. */
export interface RandomRun<S> {
  fresh(): S;
  copyInto(dst: S, src: S): void;
  isOver(s: S): boolean;
  generateMoves(s: S, out: Int32Array): number;
  applyMove(s: S, m: number): void;
  /** A move buffer of the engine's capacity. */
  moves: Int32Array;
}

/**
 * GCs in a window holding only random games from `starts` (in turn, each copied into one work
 * state made before the window) played until `plies` plies: 0 when the engine allocates
 * nothing per ply. Moves drawn from `seed`.
 */
export async function countGcs<S>(run: RandomRun<S>, starts: S[], plies: number, seed: string): Promise<number> {
  if (!(await gcCounterWorks())) throw new Error('the GC counter saw no collection during an allocation-heavy stretch');
  const work = run.fresh(), rng = new Rng(seed);
  const close = await openGcWindow();
  for (let done = 0, i = 0; done < plies; i = (i + 1) % starts.length) {
    run.copyInto(work, starts[i]);
    while (!run.isOver(work) && done < plies) {
      run.applyMove(work, run.moves[rng.int(run.generateMoves(work, run.moves))]);
      done++;
    }
  }
  return close();
}
