/**
 * The load signal a pool's stop waits for (src/harness/thread-loads.ts): the harness worker's
 * own module says, at its top level, that its thread has loaded, on the board the pool passed in
 * its workerData; no piscina here. A thread that has not said so (its module does not hold the
 * harness worker) is waited for until the guard; one that failed to load and exited is not.
 *
 * The threads are plain worker_threads Workers whose entry is the module under test (the
 * compiled worker, a module wrapping it as the tests' gates do, a module without it, a module
 * that throws while loading), each given the workerData the pool gives (worker.ts WorkerData),
 * and the threads of a piscina pool, read through its public API alone.
 */

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { workerUrl } from '../../src/harness/run.js';
import { LOAD_SLOTS, sayLoaded, ThreadLoads, type ThreadList } from '../../src/harness/thread-loads.js';
import type { WorkerData } from '../../src/harness/worker.js';
import { removeTempDirs, requireDist, tempDir } from './helpers.js';

/** Far longer than a load takes on a loaded machine (1.7 s measured), and long enough to tell from a prompt return. */
const WAIT_MS = 20_000;
/** The guard for the threads that never say so: short, the test waits it out. */
const SHORT_MS = 300;

const config = buildConfig({ mode: '2p', bots: ['random'], deals: 2, seed: 'thread-loads' }, null);
let mods: string;

beforeAll(() => {
  requireDist();
  mods = tempDir('thread-loads-mods');
});
afterAll(removeTempDirs);

/** A module of this test's folder with the text `lines`. */
function module(name: string, lines: string[]): URL {
  const url = pathToFileURL(join(mods, name));
  writeFileSync(url, lines.join('\n'));
  return url;
}

/**
 * A thread running `url` with the pool's workerData, on `loads`'s board, in a list of threads
 * as the pool keeps it (a thread that exits leaves it, as piscina removes one).
 */
function start(url: URL, loads: ThreadLoads): { worker: Worker; list: ThreadList & { threads: Worker[] }; exited: Promise<number> } {
  const workerData: WorkerData = { config, loads: loads.board };
  const worker = new Worker(url, { workerData, stderr: true });
  const list = { threads: [worker] };
  const exited = new Promise<number>((res) => worker.once('exit', (code) => { list.threads = []; res(code); }));
  worker.on('error', () => {}); // the module that throws: its exit is what the test reads
  return { worker, list, exited };
}

describe('a pool\'s threads say they have loaded the worker', () => {
  it('the harness worker says so from its own module, and a wrapper around it too', async () => {
    const wrapper = module('wrapper.mjs', [`export { default, endBots } from ${JSON.stringify(workerUrl().href)};`, `export const around = 1;`]);
    for (const url of [workerUrl(), wrapper]) {
      const loads = new ThreadLoads();
      const { worker } = start(url, loads);
      const id = worker.threadId; // -1 once the thread has ended
      expect(loads.has(id)).toBe(false);
      const t0 = performance.now();
      // the thread stays in this list when it exits: only its word ends the wait early
      const unsaid = await loads.loaded({ threads: [{ threadId: id }] }, WAIT_MS);
      const ms = performance.now() - t0;
      await worker.terminate();
      expect(unsaid, `${url.pathname}: its thread said it had loaded`).toBe(0);
      expect(loads.has(id)).toBe(true);
      expect(ms).toBeLessThan(WAIT_MS / 2);
    }
  }, 60_000);

  it('a piscina pool\'s threads say so before they are given a task (public API only: threads, threadId)', async () => {
    // piscina loads the module by require(esm), then blocks its thread in a wait for tasks: the
    // word must come between (a word left for a later turn of the thread's event loop never comes)
    const loads = new ThreadLoads();
    const workerData: WorkerData = { config, loads: loads.board };
    const pool = new Piscina({ filename: workerUrl().href, minThreads: 2, maxThreads: 2, workerData });
    try {
      const ids = pool.threads.map((t) => t.threadId);
      expect(ids).toHaveLength(2);
      const unsaid = await loads.loaded(pool, WAIT_MS);
      expect(unsaid).toBe(0);
      expect(ids.map((id) => loads.has(id))).toEqual([true, true]);
      expect(pool.completed).toBe(0);
    } finally {
      await pool.destroy();
    }
  }, 60_000);

  it('a module without the harness worker says nothing: the wait ends at its guard with the thread counted', async () => {
    const loads = new ThreadLoads();
    const { worker } = start(module('silent.mjs', ['export default () => 0;', 'setTimeout(() => {}, 60_000);']), loads);
    const id = worker.threadId; // -1 once the thread has ended
    const t0 = performance.now();
    const unsaid = await loads.loaded({ threads: [worker] }, SHORT_MS);
    const ms = performance.now() - t0;
    await worker.terminate();
    expect(unsaid).toBe(1);
    expect(loads.has(id)).toBe(false);
    expect(ms).toBeGreaterThanOrEqual(SHORT_MS - 1);
  });

  it('a thread that fails to load is not waited for once it has exited', async () => {
    const loads = new ThreadLoads();
    const broken = module('broken.mjs', [`throw new SyntaxError('half-written module (test)');`]);
    const { worker, list, exited } = start(broken, loads);
    const id = worker.threadId;
    const t0 = performance.now();
    const unsaid = await loads.loaded(list, WAIT_MS);
    const ms = performance.now() - t0;
    expect(await exited).toBe(1);
    expect(unsaid).toBe(0);
    expect(loads.has(id)).toBe(false);
    expect(ms).toBeLessThan(WAIT_MS / 2);
  }, 60_000);

  it('a word names its thread alone: a thread whose id shares it is not taken for loaded', () => {
    const loads = new ThreadLoads();
    expect(loads.has(7)).toBe(false);
    sayLoaded(loads.board, 7);
    expect([loads.has(7), loads.has(7 + LOAD_SLOTS)]).toEqual([true, false]);
    sayLoaded(loads.board, 7 + LOAD_SLOTS);
    expect([loads.has(7), loads.has(7 + LOAD_SLOTS)]).toEqual([false, true]);
  });
});
