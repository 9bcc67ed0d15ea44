/**
 * The piscina worker: plays a chunk of games of the run whose configuration the pool
 * passed in its workerData (WorkerData). Compiled to dist/src/harness/worker.js, which the pool
 * loads, and bundled per game (worker-bundle.ts). Its top-level code has the thread say it has
 * loaded, once the load has returned (thread-loads.ts): from then on the pool may end the thread.
 *
 * Each game's record goes to the chunk's mailbox (mailbox.ts, shared memory) the moment the
 * game ends, where the main thread reads it within a few milliseconds and journals it: a
 * Ctrl-C, or a worker that dies mid-chunk, loses only the game in progress (and the main
 * thread knows which game that was: the first of the chunk it has not heard of). A record
 * too long for what is left of the mailbox is posted on the task's port instead. The task's
 * result is only the count of games played, not a second copy of the records: the main
 * thread shares the cores with the workers, and every message costs it.
 */

import { workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { endExternalBots, EXT_PREFIX, trustExternalSpecs } from '../../bots/external-bot.js';
import { pipeHelperReady } from '../../bots/pipe.js';
import { isMachineFault } from '../../bots/bot.js';
import type { RunConfig } from './config.js';
import { MailboxWriter } from './mailbox.js';
import { type GameRecord, playGame } from './play.js';
import { sayLoaded } from './thread-loads.js';

/**
 * What the pool passes each of its threads (pool-play.ts): the run's configuration, and the
 * board of the pool's ThreadLoads, on which this module says its thread has loaded.
 */
export interface WorkerData { config: RunConfig; loads: SharedArrayBuffer }

const { config, loads } = workerData as WorkerData;

/**
 * The code id (provenance.ts) of the sources a bundled worker was built from: worker-bundle.ts
 * has esbuild put it in place of this name. The module worker (dist/src/harness/worker.js, as
 * tsc wrote it) has none: it runs the compiled files the main thread itself imports.
 */
declare const JACKAL_WORKER_CODE: string | undefined;
const bundledCode = typeof JACKAL_WORKER_CODE === 'string' ? JACKAL_WORKER_CODE : undefined;
/**
 * Why this thread plays no game of the run, or undefined: a bundle built from other sources
 * than the run records would play other games under the run's code id. Each chunk is refused
 * (playChunk), not the module: it always loads. A module that threw while loading failed its
 * thread mid-boot, and the pool's stop then terminated the threads still loading, which can
 * abort the whole process on Node 20 (V8: "v8::Module::IsGraphAsync must be used on an
 * instantiated module", in the require(esm) by which piscina loads this module). The pool stops
 * the run on a refusal without terminating a thread (pool-play.ts; exit 4, the games done kept).
 */
const refusal = bundledCode !== undefined && bundledCode !== config.code
  ? `the worker bundle was built from other sources (code ${bundledCode}) than the run's (code ${config.code}); run \`npm run build\``
  : undefined;
// the main thread checked the configuration's external programs (they answered the handshake);
// here each is started when a game needs it, and one that fails then forfeits that game
trustExternalSpecs();
const external = config.lineups.some((l) => l.some((spec) => spec.startsWith(EXT_PREFIX)));
// The thread says it has loaded once the load that is running this code has returned: a
// microtask runs after the synchronous require(esm) by which piscina loads this module, facade
// included (thread-loads.ts), and before piscina's thread waits for its first task. From then
// on the pool may end the thread. test/harness/thread-loads.test.ts fails without it.
queueMicrotask(() => sayLoaded(loads));

/**
 * A task: game numbers to play in order, the mailbox each finished game's record goes to
 * (mailbox.ts), and the port for the records that do not fit in it. `exitAt` is fault
 * injection for the tests: the worker thread exits (as a crash would end it) when it comes
 * to that game.
 */
export interface ChunkTask { games: number[]; mailbox: SharedArrayBuffer; port: MessagePort; exitAt?: number }

/**
 * What the worker posts on the task's port: `started` first (the worker's module loaded and
 * runs the chunk: a worker that dies without it failed to load, pool-play.ts), then the
 * records that did not fit in the mailbox. A thread that refuses the run (`refusal`) posts
 * `refused` instead, and nothing else, before its task fails with the same message. A game
 * the machine could not play (bots/bot.ts `MachineFault`: a bot program it could not start)
 * ends the chunk: its message goes as `fault`, after the records before it, and the task fails.
 */
export type GameMessage = { started: true } | { record: GameRecord } | { refused: string } | { fault: string };

/**
 * Plays the given games in order, each record to the mailbox (or the port) as it finishes;
 * returns how many it played. With external bots it first lets the pipe helper boot
 * (bots/pipe.ts `pipeHelperReady`). A thread that refuses the run (`refusal`) plays none:
 * it posts `refused`, closes the port and throws the refusal's message.
 */
export default async function playChunk(task: ChunkTask): Promise<number> {
  if (refusal !== undefined) {
    task.port.postMessage({ refused: refusal } satisfies GameMessage);
    task.port.close();
    throw new Error(refusal);
  }
  task.port.postMessage({ started: true } satisfies GameMessage);
  if (external) await pipeHelperReady();
  const mailbox = new MailboxWriter(task.mailbox);
  try {
    for (const g of task.games) {
      if (g === task.exitAt) process.exit(70);
      let record: GameRecord;
      try {
        record = playGame(config, g);
      } catch (e) {
        // no result: the pool stops the run, and --resume plays this game and the rest of the chunk
        if (isMachineFault(e)) task.port.postMessage({ fault: `game ${g}: ${e.message}` } satisfies GameMessage);
        throw e;
      }
      if (!mailbox.post(record)) task.port.postMessage({ record } satisfies GameMessage);
    }
  } finally {
    task.port.close();
  }
  return task.games.length;
}

/**
 * The pool's last task on each of its threads when the run has external bots and no stop
 * terminated a thread (pool-play.ts endBots): `threads` such tasks are sent at once, and each
 * waits, at most `meetMs`, until all have begun (`arrived`, one Int32 word counting them), so
 * that no thread takes two and every thread takes one. Then its idle programs are told to
 * quit and waited for, at most the quit grace and a margin (bots/external-bot.ts
 * endExternalBots): when the pool has ended its threads, the programs have ended too, and
 * written what they write on their way out.
 */
export interface EndTask { arrived: SharedArrayBuffer; threads: number; meetMs: number }

/** Ends this thread's external programs (EndTask); whether they all ended in time. */
export function endBots(task: EndTask): boolean {
  const arrived = new Int32Array(task.arrived);
  Atomics.add(arrived, 0, 1);
  Atomics.notify(arrived, 0);
  const deadline = performance.now() + task.meetMs;
  for (let n = Atomics.load(arrived, 0); n < task.threads; n = Atomics.load(arrived, 0)) {
    const left = deadline - performance.now();
    if (left <= 0) break;
    Atomics.wait(arrived, 0, n, left);
  }
  return external ? endExternalBots() : true;
}
