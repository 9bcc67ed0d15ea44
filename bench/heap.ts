/**
 * A full collection before a GC-counting window: garbage left by what ran before it (the
 * harness's worker pool, tinybench's samples, the fixture checks) must not be collected inside
 * the window and counted against the engine. V8's `gc()` is reached without `--expose-gc` on
 * the command line.
 */

import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Rng } from '../src/core/rng.js';

export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  // GC entries are delivered asynchronously: let those of this collection arrive before a window opens.
  await new Promise((r) => setTimeout(r, 50));
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
 * GCs seen while random games from `starts` (in turn) are played until `plies` plies, after a
 * full collection: 0 when the engine allocates nothing per ply. Moves drawn from `seed`.
 */
export async function countGcs<S>(run: RandomRun<S>, starts: S[], plies: number, seed: string): Promise<number> {
  const work = run.fresh(), rng = new Rng(seed);
  await collectGarbage();
  let gcs = 0;
  const obs = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
  obs.observe({ entryTypes: ['gc'] });
  for (let done = 0, i = 0; done < plies; i = (i + 1) % starts.length) {
    run.copyInto(work, starts[i]);
    while (!run.isOver(work) && done < plies) {
      run.applyMove(work, run.moves[rng.int(run.generateMoves(work, run.moves))]);
      done++;
    }
  }
  await new Promise((r) => setTimeout(r, 50)); // GC entries are delivered asynchronously
  obs.disconnect();
  return gcs;
}
