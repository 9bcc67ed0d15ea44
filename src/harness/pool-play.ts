/**
 * The pool phase of a run (run.ts): games, in chunks, played on a piscina pool of worker
 * threads. A few chunks per worker are in flight; a worker writes each game's record to the
 * chunk's mailbox (mailbox.ts, shared memory) as the game ends, the main thread reads the
 * mailboxes every READ_EVERY_MS and when a chunk's task settles, and `onRecord` hears of each
 * game the first time (`afterRecords` then journals the batch). Stopping (the caller's
 * AbortSignal, or `onRecord` asking for it) abandons the chunks in flight: their unreported
 * games are played on --resume.
 *
 * No thread is terminated while it loads its module: on Node 20 a worker thread terminated
 * while it instantiates its module (the require(esm) by which piscina loads it) aborts the
 * whole process (thread-loads.ts). So the pool never aborts a task (piscina would terminate
 * its thread, which may still be loading: it hands the first threads their tasks before they
 * have loaded, and starts a new thread in place of each it terminates): a stop leaves the
 * chunks in flight running, waits until every thread the pool has started has loaded or
 * exited (each says it has loaded the worker: thread-loads.ts), then destroys the pool, which
 * ends them all and starts none in their place.
 *
 * Faults of the machinery never become results. A worker thread that dies (crash, out of
 * memory, killed) takes no game with it: the games it finished are in the chunk's mailbox,
 * which outlives it, and those of its chunk that had not reported are played again on a
 * fresh worker. The game it was playing when it died is retried up to
 * MAX_WORKER_DEATHS times; a game that kills its worker every time is left unplayed.
 * A worker that dies before it runs a chunk (its module failed to load: dist/ rewritten
 * during the run, a half-written file) is no game's fault and would come back with every
 * new worker, and piscina starts no more workers after one fails while starting (tasks then
 * wait forever): the pool stops at once with `failure` set, and the run keeps the games done.
 * A worker that loaded but refuses the run (a bundle built from other sources, worker.ts
 * `refusal`) fails each chunk at once, saying `refused` on its port: the pool sets `failure`
 * the same way, sends no more chunks and lets those in flight be refused, terminating no
 * thread. A game the machine could not play (a bot program it could not start for want of
 * file descriptors, processes or memory: bots/bot.ts `MachineFault`) fails its chunk, saying
 * `fault` on its port: no result, and no thread died; the pool stops as on Ctrl-C, `fault`
 * set (the run says it in one line, exit 4), and --resume plays that game and those abandoned.
 * Ending a thread while it loads its module can abort the whole process on Node 20
 * (a V8 fatal error in require(esm): worker.ts), and a refusal, unlike a failed load, comes
 * while the other threads may still be loading.
 *
 * The pool runs the run's game's worker bundle when it is current (worker-file.ts: only that
 * game's code, loaded several times faster), else the module worker, dist/src/harness/worker.js,
 * found relative to this module (from dist/src/harness/ it is the neighbour; from
 * src/harness/pool-play.ts, as in tests, it is the built copy under dist/).
 */

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RunConfig } from './config.js';
import type { GameRecord } from './play.js';
import { MailboxReader, Mailboxes } from './mailbox.js';
import { EXT_PREFIX, settleExternalBots } from '../../bots/external-bot.js';
import { OrphanWatch } from '../../bots/pipe-orphans.js';
import { extSettings } from '../../bots/ext-settings.js';
import type { ChunkTask, EndTask, GameMessage, WorkerData } from './worker.js';
import { bundleFor } from './worker-file.js';
import { LOAD_WAIT_MS, ThreadLoads } from './thread-loads.js';

/** Chunks in flight per worker: enough that a worker never waits for the main thread. */
const IN_FLIGHT_PER_WORKER = 3;
/** Worker deaths a single game may cause before it is left unplayed. */
export const MAX_WORKER_DEATHS = 3;
/** How long, from a task's end, to wait for the records its worker posted (pool-play.ts send). */
export const PORT_DRAIN_MS = 1000;
/**
 * How often the mailboxes in flight are read: a game waits at most this long to be journaled,
 * and the main thread wakes 100 times a second instead of once a game (at 2 x 1,800 games/s).
 */
const READ_EVERY_MS = 10;
/** How long a thread's end waits for the others to take theirs (endBots; they are idle, so it is a guard). */
const MEET_MS = 2_000;
/** How long past the threads' meeting and the quit grace the pool waits for its threads' ends (endBots). */
const END_MARGIN_MS = 2_000;

/** URL of the compiled worker module. Throws if it has not been built. */
export function workerUrl(): URL {
  const here = import.meta.url;
  const url = here.endsWith('.ts') ? new URL('../../dist/src/harness/worker.js', here) : new URL('./worker.js', here);
  if (!existsSync(url)) throw new Error(`the harness worker ${fileURLToPath(url)} is missing: run \`npm run build\` first`);
  return url;
}

export interface PoolOptions {
  /** Worker threads (at most one per chunk). */
  workers: number;
  /** Aborting stops the pool: the chunks in flight are abandoned. */
  signal?: AbortSignal;
  /** Fault injection for tests (run.ts RunOptions.faults). */
  faults?: { workerExitAt: number; every?: boolean };
  /** For tests: a module to run in place of workerUrl() (run.ts RunOptions.workerFile). */
  workerFile?: URL;
  /** Games already done; every game heard of is added. */
  done: Set<number>;
  /** A finished game, heard of for the first time; returns true to stop the run. */
  onRecord(r: GameRecord): boolean;
  /** Called after each batch of games heard (one mailbox read or port message): the run journals them there. */
  afterRecords?(): void;
}

export interface PoolOutcome {
  /** Worker threads that died (their games were played again). */
  workerDeaths: number;
  /** Games left unplayed because they killed their worker MAX_WORKER_DEATHS times, ascending. */
  unplayed: number[];
  /** Why the pool could not go on (a worker failed to load), one line; the chunks in flight were abandoned. */
  failure?: string;
  /** The machine could not play a game (bots/bot.ts MachineFault's message); the pool stopped, the chunks in flight abandoned. */
  fault?: string;
  /** When the pool's phases ended (the run's decomposition: bench/harness.bench.ts). */
  times: PoolTimes;
}

/**
 * When each phase of a pool's life ended, in ms of the main thread's `performance.now()`:
 * read a few times a run, never per game. A worker is `ready` when its first chunk's `started`
 * message is heard (its thread booted, loaded the worker module and runs games); piscina
 * gives each thread one task at a time, so the first `threads` chunks go to different threads.
 */
export interface PoolTimes {
  /** The pool was made: its threads begin to boot. */
  created: number;
  /** Each thread's first chunk began, in the order heard (fewer if the run stopped first). */
  ready: number[];
  /** The last game heard (`created` if none). */
  lastRecord: number;
  /** Every chunk settled, or the run stopped (the chunks in flight abandoned). */
  drained: number;
  /** The pool's threads have ended (piscina's destroy resolved). */
  closed: number;
}

/** Plays the chunks of `queue` (games of `config`) on a pool until all are done or the run stops. */
export async function playOnPool(config: RunConfig, queue: number[][], o: PoolOptions): Promise<PoolOutcome> {
  const external = config.lineups.some((l) => l.some((spec) => spec.startsWith(EXT_PREFIX)));
  // heard from before the threads start: the programs they start and see exit
  const orphans = external ? new OrphanWatch() : null;
  const session = new PoolSession(config, queue, o);
  o.signal?.addEventListener('abort', session.stop, { once: true });
  try {
    await session.drain();
  } finally {
    session.stop();
    session.times.drained = performance.now();
    o.signal?.removeEventListener('abort', session.stop);
    // A stop that abandoned chunks sends no EndTask: their threads are still playing them. The
    // programs of those threads are the orphan watch's once destroy has ended them; a thread
    // idle then is ended alike, and its programs, reading the end of their stdin as quit, are
    // waited for the same way.
    if (external && !session.abandoned) await session.endBots();
    // destroy terminates every thread, and while destroying piscina starts none in their place
    const unsaid = await session.loads.loaded(session.pool);
    // a worker module without the harness worker in its graph (RunOptions.workerFile) never says it loaded
    if (unsaid > 0) process.stderr.write(`jackal: worker pool: ${unsaid} thread(s) did not say within ${LOAD_WAIT_MS / 1000} s that they had loaded the worker; ending them anyway\n`);
    await session.pool.destroy();
    // and the main thread's own: the programs its checks told to quit (bots/external-bot.ts)
    if (external) settleExternalBots();
    // the programs of threads ended with no endBots (a stop's destroy ended them amid their
    // chunks; a thread that died): their pipes closed with the thread, which they read as
    // quit; they are waited for as endBots waits. Whose: every thread that said on the board
    // it had loaded, the dead and those started in their place included (thread-loads.ts said)
    if (orphans) await orphans.settle(session.loads.said(), quitGrace());
    session.times.closed = performance.now();
  }
  return { workerDeaths: session.workerDeaths, unplayed: session.unplayed.sort((a, b) => a - b), failure: session.failure, fault: session.fault, times: session.times };
}

/** One pool's run through a queue of chunks. */
class PoolSession {
  readonly pool: Piscina;
  readonly threads: number;
  workerDeaths = 0;
  readonly unplayed: number[] = [];
  failure: string | undefined;
  fault: string | undefined;
  readonly times: PoolTimes;
  /** Whether the stop left chunks in flight (they run until the pool is destroyed). */
  abandoned = false;
  /**
   * Which threads have loaded the worker module (they say so on its board): only then may the
   * pool be destroyed. And every thread the pool has had (`said`): the owners of the external
   * programs `playOnPool` waits for.
   */
  readonly loads = new ThreadLoads();
  private stopping = false;
  private readonly deaths = new Map<number, number>();
  private readonly injected = new Set<number>();
  private inFlight = 0;
  private resolve: () => void = () => {};
  private readonly mailboxes = new Mailboxes();
  /** The mailbox readers of the chunks in flight (send), each run every READ_EVERY_MS. */
  private readonly readers = new Set<() => void>();
  private readonly timer = setInterval(() => { for (const read of this.readers) read(); this.journal(); }, READ_EVERY_MS).unref();
  /** Whether games were heard since the last `afterRecords`. */
  private unjournaled = false;

  constructor(config: RunConfig, private readonly queue: number[][], private readonly o: PoolOptions) {
    this.threads = Math.min(o.workers, queue.length);
    const created = performance.now();
    this.times = { created, ready: [], lastRecord: created, drained: created, closed: created };
    const workerData: WorkerData = { config, loads: this.loads.board };
    this.pool = new Piscina({ filename: (o.workerFile ?? bundleFor(config) ?? workerUrl()).href, minThreads: this.threads, maxThreads: this.threads, idleTimeout: 60_000, workerData });
    // piscina emits 'error' for a crash of an idle worker (a failed load among them), which
    // may not bring the run down
    this.pool.on('error', (e: unknown) => {
      if (this.stopping) return;
      // a worker that failed to load with no task of ours: when no worker is left for the tasks
      // waiting, none will come (piscina's rule after a failed start), so the run stops here
      if (this.pool.threads.length === 0 && this.pool.queueSize > 0) this.fail(e, true);
      else process.stderr.write(`jackal: worker pool: ${oneLine(e)}\n`);
    });
  }

  /**
   * The pool cannot go on: no chunk is sent any more, saying why (PoolOutcome.failure). With
   * `abandon` the chunks in flight are abandoned (stop), and the pool's destroy ends the threads
   * running them; without it (a refusal: every chunk in flight fails at once when its thread has
   * loaded) they are left to settle, and the pool drains with no thread terminated.
   */
  private fail(err: unknown, abandon: boolean): void {
    if (this.failure !== undefined) return;
    this.failure = `a worker thread could not load the harness (${oneLine(err)})`;
    // here, not only in the CLI's summary: tune and fit stop their runs on it too
    process.stderr.write(`jackal: ${this.failure}; stopping the run (the games done are kept)\n`);
    if (abandon) this.stop(); else this.queue.length = 0;
  }

  /**
   * The end of the external programs of a run that has them, before the pool ends its threads:
   * one EndTask on each thread (worker.ts endBots), which tells its idle programs to quit and
   * waits until they have exited, or were killed after the quit grace. Without it a thread
   * ended at once took its helper along and `jackal` returned while its programs were still
   * quitting: their last lines and logs came later. Bounded: the quit grace, the threads'
   * meeting (MEET_MS) and a margin. A pool that failed, or a thread that does not answer in
   * time, is ended as before; a pool that abandoned chunks does not call it (playOnPool).
   */
  async endBots(): Promise<void> {
    const threads = this.pool.threads.length;
    if (threads === 0 || this.failure !== undefined) return;
    const quitMs = quitGrace();
    const task: EndTask = { arrived: new SharedArrayBuffer(4), threads, meetMs: MEET_MS };
    const ends = Promise.allSettled(Array.from({ length: threads }, () => this.pool.run(task, { name: 'endBots' })));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([ends, new Promise<void>((res) => { timer = setTimeout(res, MEET_MS + quitMs + END_MARGIN_MS); })]);
    clearTimeout(timer);
  }

  /**
   * Stops the pool: no chunk is sent any more, no game is heard any more, and the chunks in
   * flight are abandoned (`abandoned`): the pool drains at once, and they run until playOnPool
   * destroys the pool. Nothing is aborted: piscina would terminate the aborted chunks' threads
   * (which may still be loading) and start new ones in their place, which the destroy then
   * terminated while they loaded.
   */
  readonly stop = (): void => {
    clearInterval(this.timer);
    if (this.stopping) return;
    this.stopping = true;
    this.abandoned = this.inFlight > 0;
    this.resolve();
  };

  /** Resolves when every chunk is done, or the run stopped (the chunks in flight abandoned). */
  drain(): Promise<void> {
    return new Promise<void>((resolve) => { this.resolve = resolve; this.pump(); });
  }

  private pump(): void {
    while (!this.stopping && this.failure === undefined && this.inFlight < this.threads * IN_FLIGHT_PER_WORKER && this.queue.length > 0) this.send(this.queue.shift()!);
  }

  private settle(): void {
    this.inFlight--;
    if (this.inFlight === 0 && (this.stopping || this.queue.length === 0)) this.resolve(); else this.pump();
  }

  /** A finished game from a port: the first time it is heard of, it goes to the caller. */
  private accept(r: GameRecord): void {
    if (this.stopping || this.o.done.has(r.game)) return;
    this.o.done.add(r.game);
    if (this.o.onRecord(r)) this.stop();
  }

  /** Hears the games of a batch (one mailbox read or port message); returns how many there were. */
  private hear(records: readonly GameRecord[]): number {
    if (records.length === 0) return 0;
    for (const r of records) this.accept(r);
    this.unjournaled = true;
    this.times.lastRecord = performance.now();
    return records.length;
  }

  /** Has the games heard since the last call journaled (PoolOptions.afterRecords), in one batch. */
  private journal(): void {
    if (!this.unjournaled) return;
    this.unjournaled = false;
    this.o.afterRecords?.();
  }

  /** Runs one chunk on the pool; its records come in its mailbox and on its own port (the result is only their count). */
  private send(chunk: number[]): void {
    const done = this.o.done;
    const channel = new MessageChannel();
    const mailbox = this.mailboxes.take();
    const reader = new MailboxReader(mailbox);
    // A settled task's records may still be on their way: they come on their own port, with no
    // order to the task's result. The wait for them ends when all the chunk's records are heard,
    // the port closes (a closing side's messages come first; the close is not always reported),
    // or PORT_DRAIN_MS after the task settled, never after it was sent: a chunk may wait its
    // turn longer than that, and its records were then dropped and its games played again
    // unseen, a bot's fault with them (test/bots/external-pool.test.ts).
    let heard = 0;
    let started = false;
    let refused = false;
    let fault: string | undefined;
    let allHeard = (): void => {};
    const heardAll = new Promise<void>((res) => { allHeard = res; });
    const read = (): void => { if ((heard += this.hear(reader.take())) === chunk.length) allHeard(); };
    this.readers.add(read);
    channel.port1.on('message', (m: GameMessage) => {
      if ('refused' in m) {
        refused = true;
        allHeard(); // nothing else comes from a refusing thread
        return;
      }
      if ('fault' in m) {
        fault = m.fault;
        allHeard(); // the chunk's last word: its records came before it
        return;
      }
      if (!('record' in m)) {
        started = true;
        if (this.times.ready.length < this.threads) this.times.ready.push(performance.now());
        return;
      }
      if ((heard += this.hear([m.record])) === chunk.length) allHeard();
      this.journal();
    });
    const closed = new Promise<void>((res) => channel.port1.once('close', res));
    const drained = (): Promise<void> => Promise.race([heardAll, closed, new Promise<void>((res) => setTimeout(res, PORT_DRAIN_MS).unref())]);
    this.inFlight++;
    const task: ChunkTask = { games: chunk, mailbox, port: channel.port2 };
    const f = this.o.faults;
    if (f && chunk.includes(f.workerExitAt) && (f.every || !this.injected.has(f.workerExitAt))) {
      task.exitAt = f.workerExitAt;
      this.injected.add(f.workerExitAt);
    }
    this.pool.run(task, { transferList: [channel.port2] }).then(async () => {
      if (this.stopping) return; // abandoned: these games are played on --resume
      // wait for the records not heard of yet, and play again any game the port never brought
      // the worker wrote every record before it returned: they are in the mailbox or already
      // waiting on their port when the result comes, so the time limit is only a guard against a hang
      read();
      this.journal();
      await drained();
      const left = chunk.filter((g) => !done.has(g));
      if (left.length > 0 && !this.stopping) this.queue.push(left);
    }, async (err: unknown) => {
      if (this.stopping) return; // abandoned in flight (ended by the pool's destroy): played on --resume
      read(); // every game the worker finished before it died is in the mailbox, or on the port:
      this.journal();
      await drained();
      // the worker refused the run (worker.ts `refusal`): no game's fault, and no thread died
      if (refused) return this.fail(err, false);
      // the machine could not play a game (no result): the run stops as on Ctrl-C, the games
      // done kept; the run says why in its one line (run.ts)
      if (fault !== undefined) {
        this.fault ??= fault;
        return this.stop();
      }
      if (!started) this.fail(err, true); // it died before running the chunk: its module did not load
      if (!this.stopping) this.replay(chunk, err);
    }).finally(() => {
      this.readers.delete(read);
      // after a stop its worker may still be playing (until the pool's destroy): that box is not used again
      if (!this.stopping) this.mailboxes.give(mailbox);
      channel.port1.close();
      this.settle();
    });
  }

  /** A worker died running `chunk`: play its unreported games again; the one it died on counts a death. */
  private replay(chunk: number[], err: unknown): void {
    this.workerDeaths++;
    const left = chunk.filter((g) => !this.o.done.has(g));
    if (left.length === 0) return;
    const [suspect, ...rest] = left;
    const n = (this.deaths.get(suspect) ?? 0) + 1;
    this.deaths.set(suspect, n);
    process.stderr.write(`jackal: a worker died (${oneLine(err)}) in game ${suspect}; `
      + `${n < MAX_WORKER_DEATHS ? `playing its ${left.length} unfinished games again` : `game ${suspect} is left unplayed after ${n} deaths`}\n`);
    if (n < MAX_WORKER_DEATHS) this.queue.push([suspect]); else this.unplayed.push(suspect);
    if (rest.length > 0) this.queue.push(rest);
  }
}

/** The quit grace of external programs (bots/ext-settings.ts); 0 when the setting is bad (the run refused it before it began). */
function quitGrace(): number {
  const settings = extSettings();
  return typeof settings === 'string' ? 0 : settings.quitMs;
}

/** An error's message on one line. */
const oneLine = (e: unknown): string => String((e as Error)?.message ?? e).replace(/\s+/g, ' ');
