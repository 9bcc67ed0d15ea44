/**
 * A pool ends no thread while it loads its module (thread-loads.ts): on Node 20 a worker thread
 * terminated while it instantiates its module aborts the whole process (a V8 fatal error), and
 * a clean stop (journal kept, exit 130 or 0) became a crash dump and a signal's exit code.
 *
 * The old pool did it on every path that ends threads: a stop (Ctrl-C, stopAfter, the SPRT's
 * decision, a failed load) aborted the chunks in flight, piscina terminated their threads,
 * loaded or not (it hands its first threads their tasks before they have loaded), and
 * started new ones in their place, which the pool's destroy then terminated while they
 * loaded; and a run's end destroyed the thread piscina had started in place of one that died.
 *
 * The worker here is the harness worker behind a gate: every thread's load notes its thread
 * in `loads` as it begins; every load after the first (or the first two) then waits GATE_MS
 * (Atomics.wait, no CPU) and notes its thread in `through`. A thread terminated in the gate never reaches
 * `through`; a thread started in place of a terminated one adds a line to `loads`.
 */

import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch, workerUrl, type RunOptions } from '../../src/harness/run.js';
import { removeTempDirs, requireDist, tempDir } from './helpers.js';

/** How long a gated load waits: far longer than the first thread takes to load and play a game. */
const GATE_MS = 1_000;
/**
 * How long a stop may take, from the stop to the run's return: the gated thread's load (at most
 * GATE_MS and its module's load), the pool's end and the CSVs. Less than the loads' guard
 * (thread-loads.ts LOAD_WAIT_MS, 10 s), which a stop that never heard a thread load waits out.
 */
const STOP_BOUND_MS = 5_000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const lines = (file: string): string[] => existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l !== '') : [];

beforeAll(requireDist);
afterAll(removeTempDirs);

/** A gated copy of the harness worker (file comment; the first `free` loads are not gated), in a folder of its own. */
function gatedWorker(tag: string, free = 1): { url: URL; loads: string; through: string } {
  const dir = tempDir(`pool-stop-${tag}-mods`);
  const loads = join(dir, 'loads'), through = join(dir, 'through');
  writeFileSync(loads, '');
  writeFileSync(join(dir, 'gate.mjs'), [
    `import { appendFileSync, readFileSync } from 'node:fs';`,
    `import { threadId } from 'node:worker_threads';`,
    `appendFileSync(${JSON.stringify(loads)}, \`\${threadId}\\n\`);`,
    `if (readFileSync(${JSON.stringify(loads)}, 'utf8').trim().split('\\n').length > ${free}) {`,
    `  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${GATE_MS});`,
    `  appendFileSync(${JSON.stringify(through)}, \`\${threadId}\\n\`);`,
    `}`,
  ].join('\n'));
  const url = pathToFileURL(join(dir, 'gated.mjs'));
  writeFileSync(url, `import './gate.mjs';\nexport { default, endBots } from ${JSON.stringify(workerUrl().href)};\n`);
  return { url, loads, through };
}

describe('a pool ends no thread while it loads its module', () => {
  it.each([
    ['an abort (Ctrl-C)', 'abort'],
    ['stopAfter (as the SPRT\'s decision)', 'stopAfter'],
  ] as const)('%s while the second thread loads waits for its load, and no thread is started in place of one ended', async (_, how) => {
    const { url, loads, through } = gatedWorker(how);
    const out = tempDir(`pool-stop-${how}`);
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 200, seed: `pool-stop-${how}`, maxPlies: 200 }, null);
    const stop = new AbortController();
    const o: RunOptions = how === 'abort' ? { out, workers: 2, signal: stop.signal, workerFile: url } : { out, workers: 2, stopAfter: 1, workerFile: url };
    const t0 = performance.now();
    let stopped = t0;
    const run = runMatch(config, o);
    const journal = join(out, 'games.jsonl');
    if (how === 'abort') {
      // the first game journaled: the first thread has loaded, the second waits in its gate
      for (const until = Date.now() + 30_000; Date.now() < until && !(existsSync(journal) && statSync(journal).size > 0);) await sleep(5);
      stopped = performance.now();
      stop.abort();
    }
    const r = await run;
    const ms = Math.round(performance.now() - stopped);
    const loaded = lines(loads), passed = lines(through);
    console.log(`${how}: the run returned ${ms} ms after the ${how === 'abort' ? 'stop' : 'start'}; loads ${loaded.length}, through the gate ${passed.length}`);
    expect(r.complete).toBe(false);
    expect(r.failure).toBeUndefined();
    expect(r.done).toBeGreaterThanOrEqual(1);
    // every game heard is journaled
    expect(lines(journal)).toHaveLength(r.done);
    expect(loaded, 'the pool\'s two threads began to load, and no other').toHaveLength(2);
    expect(passed, 'the second thread got through its load before the pool ended it').toEqual([loaded[1]]);
    expect(ms, 'the stop waited for one load, not for the loads\' guard').toBeLessThan(STOP_BOUND_MS);
  }, 60_000);

  it('a run\'s end waits for the thread piscina started in place of one that died, and then ends it', async () => {
    // the worker playing game 19, the last, exits; piscina starts a thread in its place (the
    // only gated load) while the other thread plays it again (a few ms), and the run ends
    const { url, loads, through } = gatedWorker('death', 2);
    const out = tempDir('pool-stop-death');
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 10, seed: 'pool-stop-death', maxPlies: 200 }, null);
    const r = await runMatch(config, { out, workers: 2, faults: { workerExitAt: 19 }, workerFile: url });
    const loaded = lines(loads), passed = lines(through);
    console.log(`death: loads ${loaded.length}, through the gate ${passed.length}`);
    expect([r.complete, r.done, r.workerDeaths, r.failure]).toEqual([true, 20, 1, undefined]);
    expect(loaded, 'the pool\'s two threads and the one in place of the dead').toHaveLength(3);
    expect(passed, 'the gated load got through before the pool ended its thread').toEqual(loaded.slice(2));
  }, 60_000);
});
