/**
 * Which threads of a piscina pool have loaded the harness worker, and the wait until all have:
 * a pool's threads may be terminated only then. On Node 20 a worker thread terminated while
 * it instantiates its module (the require(esm) by which piscina loads it) aborts the whole
 * process: V8's fatal error "v8::Module::IsGraphAsync must be used on an instantiated module",
 * from ModuleWrap::InstantiateSync (reproduced by terminating piscina threads of the module
 * worker at random moments of their load: 2 of 3 runs of 40 aborted). Piscina terminates a
 * thread when its task is aborted and in `destroy`, whatever the thread is doing.
 *
 * The signal is the project's own, not piscina's: the pool hands every thread a ThreadLoads'
 * `board` in its workerData (worker.ts WorkerData), and the harness worker's module says there
 * that its thread has loaded (`sayLoaded`). The wait reads only public piscina API:
 * `pool.threads` and each thread's `threadId`. A worker module given in its place must hold the
 * harness worker in its graph (run.ts RunOptions.workerFile).
 *
 * When the word is said. Not before the module graph is instantiated: a module's top-level code
 * runs when the module is evaluated, and no module of a graph is evaluated before the whole
 * graph is instantiated (ECMAScript: Link, then Evaluate; Node 20.20.2's require(esm),
 * ModuleJobSync's runSync: instantiateSync over the graph, then evaluateSync, read in the
 * binary's own sources). Nor at the top level itself: after evaluating a required module that
 * has a default export, require(esm) builds a facade module for it and instantiates that under
 * a CHECK, which a termination fails as well ("Assertion failed: facade->InstantiateModule(...)
 * .IsJust()", in CreateRequiredModuleFacade: 9 aborts in 300 threads of the module worker
 * terminated 0-3 ms after a word said at the top level). So the worker's top level queues
 * the word as a microtask: Node runs microtasks only once the synchronous require has returned,
 * and before the code after it (piscina's handler lookup, then its wait for the first task).
 * What is left of the thread's load then is plain JavaScript, where a termination is harmless.
 * A module with top-level await (which require refuses before evaluating it; piscina then
 * import()s it) says it while that await waits, its graph instantiated and no facade to come.
 * Measured: 0 aborts in 900 threads terminated 0-3 ms after the word (docs/HARNESS.md).
 *
 * The board: a shared Int32Array of LOAD_SLOTS words, where the thread `id` writes `id` into
 * the word `id % LOAD_SLOTS`. Thread ids are unique in a process and never 0 (the main
 * thread's), so a word holds `id` only if the thread `id` wrote it: no thread is taken for
 * loaded before it has said so. Two threads alive together share a word only when
 * LOAD_SLOTS - 1 threads were started in the process between them; the later one's word
 * then hides the earlier's, and a stop waits out the guard for it, as for any thread that
 * never says it loaded (a worker module without the harness worker in its graph).
 *
 * The board is also the pool's one list of the threads it has had (`said`): a word, once
 * written, stays when its thread ends, so the board names the threads that died or were
 * ended as well as those alive, the ones piscina started after the first (in place of one
 * that died) included. The pool's orphan watch (pool-play.ts, bots/pipe-orphans.ts) waits for
 * the external programs of exactly these threads: a thread that never said it loaded ran no
 * task, so started no program. A word hidden by a later thread's (above) drops the earlier
 * thread from the list: its programs are left to their watchdog (bots/pipe-watchdog.ts),
 * which kills them the quit grace after its helper ended.
 */

import { threadId } from 'node:worker_threads';

/** Words of a board: 16 kB, far more threads than a process starts while a pool's threads live. */
export const LOAD_SLOTS = 4096;
/** How long `loaded` waits for threads still loading; a guard: a load took 0.4-1.7 s at load 3-7. */
export const LOAD_WAIT_MS = 10_000;
/** How often `loaded` looks at the pool's threads again. */
const LOAD_POLL_MS = 10;

/** What `loaded` reads of a pool (piscina's public `threads`, each a worker_threads Worker). */
export interface ThreadList { readonly threads: readonly { readonly threadId: number }[] }

/** Said by a worker thread once its module has loaded: its id into its word of `board`. */
export function sayLoaded(board: SharedArrayBuffer, id = threadId): void {
  Atomics.store(new Int32Array(board), id % LOAD_SLOTS, id);
}

/** The loads of one pool's threads; made before the pool, whose threads get `board` in their workerData. */
export class ThreadLoads {
  /** The board the pool's threads say they have loaded on (file comment). */
  readonly board = new SharedArrayBuffer(LOAD_SLOTS * Int32Array.BYTES_PER_ELEMENT);
  private readonly words = new Int32Array(this.board);

  /** Whether the thread `id` has said it loaded its module. */
  has(id: number): boolean {
    return Atomics.load(this.words, id % LOAD_SLOTS) === id;
  }

  /**
   * Every thread that has said it loaded on this board, those that have ended too (file
   * comment): read once the pool's threads have ended, every thread the pool ran a task on.
   */
  said(): Set<number> {
    const ids = new Set<number>();
    for (let i = 0; i < LOAD_SLOTS; i++) {
      const id = Atomics.load(this.words, i);
      if (id !== 0) ids.add(id);
    }
    return ids;
  }

  /**
   * Resolves when every thread of `pool` has said it loaded or is gone (one that failed to
   * load exits), at most `waitMs`, with the number of its threads that had not said so then
   * (0 but for the guard). Mostly at once; a stop while the threads start waits for their
   * loads (a bundle: ~0.1-0.2 s; the module worker: 0.4-1.7 s), and so does a pool's end
   * right after a thread died or failed to load (piscina starts another in its place).
   */
  async loaded(pool: ThreadList, waitMs = LOAD_WAIT_MS): Promise<number> {
    const unloaded = (): number => pool.threads.filter((t) => !this.has(t.threadId)).length;
    // the timer is not unref'd: the pool's threads are, and the process must wait here
    for (const end = performance.now() + waitMs; unloaded() > 0 && performance.now() < end;) {
      await new Promise((res) => setTimeout(res, LOAD_POLL_MS));
    }
    return unloaded();
  }
}
