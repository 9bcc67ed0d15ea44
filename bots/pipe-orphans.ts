/**
 * The programs of external bots left behind by a thread that ended in the middle of a game,
 * and the wait for them.
 *
 * A run that stops (Ctrl-C, SIGTERM, --sprt's answer, a study's stop) abandons its games in
 * flight: the pool's destroy terminates the harness workers playing them, and each worker's
 * pipe helper (pipe-thread.ts) ends with it; so does a worker that dies. The programs' pipes
 * close, which a program reads as `quit` (docs/PROTOCOL.md), but no thread of `jackal` was
 * left to wait for them: `jackal` returned while they were still quitting (what a program
 * writes on its way out came after it), and their watchdog (pipe-watchdog.ts) killed the slow
 * ones the quit grace later. A run's end otherwise waits for its programs
 * (src/harness/worker.ts endBots); this is the same wait for the programs no worker can end
 * any more.
 *
 * So each helper says on a process-wide BroadcastChannel (`PROGRAMS_CHANNEL`) every program
 * it starts (its pid, which is its group's id, its start stamp, and the thread that owns the
 * helper) and every exit it sees (`ProgramNote`). A pool's main thread listens while the pool
 * runs (`OrphanWatch`); once the pool's threads have ended, it waits until each program of
 * theirs has exited, at most the quit grace, then kills the groups still running, as a close
 * does (pipe-thread.ts kill), and waits a margin for them to die. The pool names its threads:
 * every thread that said it loaded on the pool's board (src/harness/thread-loads.ts `said`),
 * those that died and those started in their place included. A program whose helper died
 * is never reaped before `jackal` exits (no thread of the process waits for it): a zombie
 * counts as exited. A group is killed only while its leader is the process that was
 * announced (its start stamp, as the watchdog checks it); without /proc (not Linux) a leader
 * is taken as running while signal 0 reaches it, a zombie included, so the wait may run to
 * the grace there. A program of a thread not named is never touched (a thread still running,
 * the main thread's checks: settleExternalBots ends those).
 */

import { BroadcastChannel } from 'node:worker_threads';
import { procFields } from './pipe-watchdog.js';

/** The channel's name: every helper of the process posts on it. */
export const PROGRAMS_CHANNEL = 'jackal-ext-programs';

/** A helper's note: program `pid` started (`up`, with its start stamp), or exited and was reaped. The thread that owns the helper is `owner`. */
export type ProgramNote = { up: true; owner: number; pid: number; stamp: string } | { up: false; owner: number; pid: number };

/** How often the wait looks at the programs. */
const POLL_MS = 20;
/** How long past the quit grace the wait goes on: for the groups killed then to die. */
const KILL_MARGIN_MS = 1_000;

let notes: BroadcastChannel | null = null;

/** Posts a helper's note (pipe-thread.ts); the channel is opened on first use and keeps no thread alive. */
export function announce(note: ProgramNote): void {
  if (notes === null) {
    notes = new BroadcastChannel(PROGRAMS_CHANNEL);
    notes.unref();
  }
  notes.postMessage(note);
}

/** Whether the program announced as `pid` with start stamp `stamp` still runs (see the module's notes on zombies). */
export function programRuns(pid: number, stamp: string): boolean {
  const f = procFields(pid);
  if (f !== null) return f[0] !== 'Z' && f[0] !== 'X' && (stamp === '-' || f[19] === stamp);
  if (stamp !== '-') return false; // it was announced with a stamp: /proc had it, and has it no more
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/** Kills the group of program `pid` (its leader alone where there are no groups). */
function killGroup(pid: number): void {
  try { process.kill(-pid, 'SIGKILL'); return; } catch { /* no such group (Windows, or it is gone) */ }
  try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The programs the process's helpers announce, heard from the pool's start (src/harness/pool-play.ts). */
export class OrphanWatch {
  private readonly channel = new BroadcastChannel(PROGRAMS_CHANNEL);
  /** The programs started and not seen reaped: pid -> owner thread and start stamp. */
  private readonly programs = new Map<number, { owner: number; stamp: string }>();

  constructor() {
    this.channel.onmessage = (e: unknown) => {
      const n = (e as { data: ProgramNote }).data;
      if (n.up) this.programs.set(n.pid, { owner: n.owner, stamp: n.stamp });
      else this.programs.delete(n.pid);
    };
    // listening keeps nothing alive: the pool's own work does
    this.channel.unref();
  }

  /**
   * Waits until no program of the threads `owners` (ended: their helpers are gone) runs, at
   * most `quitMs`; then kills the groups of those still running and waits for them at most
   * KILL_MARGIN_MS. Returns the pids it killed. Call it once the threads have ended; it stops
   * listening.
   */
  async settle(owners: ReadonlySet<number>, quitMs: number): Promise<number[]> {
    this.channel.close();
    const left = (): [number, string][] => [...this.programs].filter(([pid, p]) => owners.has(p.owner) && programRuns(pid, p.stamp)).map(([pid, p]) => [pid, p.stamp]);
    const until = async (ms: number): Promise<[number, string][]> => {
      const end = performance.now() + ms;
      let now = left();
      while (now.length > 0 && performance.now() < end) { await sleep(POLL_MS); now = left(); }
      return now;
    };
    const stubborn = await until(quitMs);
    for (const [pid, stamp] of stubborn) if (programRuns(pid, stamp)) killGroup(pid);
    if (stubborn.length > 0) await until(KILL_MARGIN_MS);
    return stubborn.map(([pid]) => pid);
  }
}
