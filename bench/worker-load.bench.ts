/**
 * What a pool worker costs to start: fresh worker threads, each loading one worker module with
 * a run's configuration and exiting, for the module worker (dist/src/harness/worker.js, every
 * game's modules) and Jackal's bundle (dist/workers/jackal.js, src/harness/worker-bundle.ts),
 * interleaved. Reports the medians of the thread's CPU for the import (from
 * /proc/thread-self/schedstat, Linux) and of the process's CPU over the thread's whole life
 * (its start, V8's background work, its exit), and the same for a thread that loads nothing.
 *
 * Run with `node dist/bench/worker-load.bench.js [rounds]` after `npm run build` (default 7 rounds).
 */

import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { buildConfig } from '../src/harness/config.js';
import { workerUrl } from '../src/harness/run.js';
import { bundleFor } from '../src/harness/worker-file.js';
import { ThreadLoads } from '../src/harness/thread-loads.js';
import type { WorkerData } from '../src/harness/worker.js';
import { medianInterval } from '../src/harness/stats/median.js';

/** The thread: imports the module at `url` (none for '') and posts the CPU its import took; its workerData is the run's configuration and a load board, as in the pool. */
const thread = (url: string): string => `
const { parentPort } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const cpu = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
const c0 = cpu();
const url = ${JSON.stringify(url)};
(url === '' ? Promise.resolve() : import(url)).then(() => parentPort.postMessage(cpu() - c0));`;

/** One fresh thread loading `url`: [import CPU ms of the thread, process CPU ms over its life]. */
async function loadOnce(url: string, config: WorkerData): Promise<[number, number]> {
  const p0 = process.cpuUsage();
  const w = new Worker(thread(url), { eval: true, workerData: config });
  const ms = await new Promise<number>((res, rej) => { w.once('message', res); w.once('error', rej); });
  await w.terminate();
  const p = process.cpuUsage(p0);
  return [ms, (p.user + p.system) / 1000];
}

if (!existsSync('/proc/thread-self/schedstat')) throw new Error('this benchmark reads /proc/thread-self/schedstat (Linux)');
const config = buildConfig({ mode: '2p', bots: ['random'], deals: 1000, seed: 'bench' }, 'bench');
const workerData: WorkerData = { config, loads: new ThreadLoads().board };
const bundle = bundleFor(config);
if (bundle === undefined) throw new Error('no current Jackal bundle in dist/workers/: run `npm run build`');
const modules: Record<string, string> = { nothing: '', 'module worker': workerUrl().href, 'Jackal bundle': bundle.href };
const rounds = process.argv[2] ? Number(process.argv[2]) : 7;
const seen: Record<string, [number[], number[]]> = {};
for (let r = 0; r < rounds; r++) {
  for (const [name, url] of Object.entries(modules)) {
    const [ms, proc] = await loadOnce(url, workerData);
    (seen[name] ??= [[], []])[0].push(ms);
    seen[name][1].push(proc);
  }
}
for (const [name, [ms, proc]] of Object.entries(seen)) {
  console.log(`${name.padEnd(14)} import ${medianInterval(ms).median.toFixed(0).padStart(4)} ms of the thread's CPU, ${medianInterval(proc).median.toFixed(0).padStart(4)} ms of the process's (median of ${rounds})`);
}
