/**
 * Which threads of a piscina pool have loaded the task module, and the wait until all have:
 * a pool's threads may be terminated only then. On Node 20 a worker thread terminated while
 * it instantiates its module (the require(esm) by which piscina loads it) aborts the whole
 * process: V8's fatal error "v8::Module::IsGraphAsync must be used on an instantiated module",
 * from ModuleWrap::InstantiateSync (reproduced by terminating piscina threads of the module
 * worker at random moments of their load: 2 of 3 runs of 40 aborted). Piscina terminates a
 * thread when its task is aborted and in `destroy`, whatever the thread is doing.
 */

import type { Piscina } from 'piscina';

/** How long `loaded` waits for threads still loading; a guard: a load took 0.4-1.7 s at load 3-7. */
const LOAD_WAIT_MS = 10_000;
/** How often `loaded` looks at the pool's threads again. */
const LOAD_POLL_MS = 10;
/**
 * The key of the message a piscina thread posts once it has loaded the task module (piscina
 * 5.3.2 dist/worker.js, after its require: READY in dist/common.js, not exported).
 * test/harness/pool-stop.test.ts fails without it (a stop then waits LOAD_WAIT_MS).
 */
const PISCINA_READY = '_WORKER_READY';

/** The loads of one pool's threads; made right after the pool, before its first threads can have loaded. */
export class ThreadLoads {
  /** The threads (ids) that have loaded the module. */
  private readonly ids = new Set<number>();

  constructor(private readonly pool: Piscina) {
    // Piscina says 'workerCreate' of a thread it starts later once that thread has loaded; of
    // its first threads (made in its constructor) at once, and they say they have loaded with
    // a message of their own, which comes after this listener is set: messages come in later turns
    const first = new Set<number>();
    for (const t of pool.threads) {
      const id = t.threadId;
      first.add(id);
      t.on('message', (m: unknown) => { if (typeof m === 'object' && m !== null && PISCINA_READY in m) this.ids.add(id); });
    }
    pool.on('workerCreate', (w: { id: number }) => { if (!first.has(w.id)) this.ids.add(w.id); });
  }

  /**
   * Resolves when every thread of the pool has loaded the module or is gone (one that failed
   * to load exits), at most LOAD_WAIT_MS. Mostly at once; a stop while the threads start waits
   * for their loads (a bundle: ~0.1-0.2 s; the module worker: 0.4-1.7 s), and so does a pool's
   * end right after a thread died or failed to load (piscina starts another in its place).
   */
  async loaded(): Promise<void> {
    const unloaded = (): boolean => this.pool.threads.some((t) => !this.ids.has(t.threadId));
    // the timer is not unref'd: the pool's threads are, and the process must wait here
    for (const end = performance.now() + LOAD_WAIT_MS; unloaded() && performance.now() < end;) {
      await new Promise((res) => setTimeout(res, LOAD_POLL_MS));
    }
  }
}
