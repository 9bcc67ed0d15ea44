/**
 * A full collection before a GC-counting window: garbage left by what ran before it (the
 * harness's worker pool, tinybench's samples, the fixture checks) must not be collected inside
 * the window and counted against the engine. V8's `gc()` is reached without `--expose-gc` on
 * the command line.
 */

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  // GC entries are delivered asynchronously: let those of this collection arrive before a window opens.
  await new Promise((r) => setTimeout(r, 50));
}
