/**
 * Processes the tests of external bots watch from outside (test/bots/external*.test.ts):
 * whether one runs, and a bounded wait for a set of them to end. A bot runs in a process
 * group of its own (bots/pipe-thread.ts), so a thread ending does not mean its bots have:
 * what a bot writes on its way out is complete only once it has ended. (`jackal` waits for
 * its bots at a run's end, src/harness/pool-play.ts endBots; a thread a test ends does not.)
 */
import { existsSync, readFileSync } from 'node:fs';

/** Whether process `pid` runs (a zombie, dead but not yet reaped by its new parent, does not). */
export function running(pid: number): boolean {
  if (existsSync('/proc/self')) {
    try { return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); } catch { return false; }
  }
  try { process.kill(pid, 0); return true; } catch { return false; }
}

/** Waits until none of `pids` runs, at most `ms`; the ones still running then. */
export async function untilEnded(pids: readonly number[], ms: number): Promise<number[]> {
  for (const until = Date.now() + ms; Date.now() < until && pids.some(running);) await new Promise((r) => setTimeout(r, 50));
  return pids.filter(running);
}
