/**
 * `mcts`'s time budget: the search stops once the bot's thread has spent `ms` of CPU time on the
 * decision (src/core/thread-clock.ts: time the thread waits for a core on a shared machine does
 * not count). The clock is read about every CHECK_MS of search (the interval in iterations
 * follows the rate so far; a read costs about 13 µs), so a decision overruns its budget by at
 * most about CHECK_MS plus the clock's error (under CHECK_MS when read that often) plus one
 * iteration, and never by more than CHECK_MAX iterations past a read that saw the deadline
 * passed: under 2 ms at the default settings (test/harness/mcts-budget.test.ts pins the overrun
 * with a fake clock). Time budgets do not reproduce.
 */

import type { Clock } from '../src/core/thread-clock.js';

/** Search time between two reads of the clock under a time budget, in ms, and the most iterations between two reads. */
export const CHECK_MS = 0.5;
export const CHECK_MAX = 64;

/** One decision's time budget; reused across decisions. */
export class TimeBudget {
  private clock: Clock | null = null;
  private start = 0;
  private deadline = 0;
  /** The iteration before which the clock is next read. */
  private nextCheck = 1;

  /** Starts a budget of `ms` (> 0) on `clock` now. */
  begin(clock: Clock, ms: number): void {
    this.clock = clock;
    this.start = clock();
    this.deadline = this.start + ms;
    this.nextCheck = 1;
  }

  /** Whether the budget is spent before iteration `it` (it counts up from 0); reads the clock only about every CHECK_MS. */
  spent(it: number): boolean {
    if (it < this.nextCheck) return false;
    const t = this.clock!();
    if (t >= this.deadline) return true;
    // the next read after about CHECK_MS of search (never past the deadline), at the rate so
    // far, and at most CHECK_MAX iterations on: a clock that stalled would otherwise show a
    // huge rate and skip the deadline
    const perMs = it / Math.max(t - this.start, 1e-3);
    this.nextCheck = it + Math.max(1, Math.min(CHECK_MAX, Math.floor(perMs * CHECK_MS), Math.floor(perMs * (this.deadline - t))));
    return false;
  }
}
