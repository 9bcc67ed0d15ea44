/**
 * Time budgets (`mcts:ms=N`): the search stops at the budget on its clock, within the
 * stated overrun (CHECK_MS plus an iteration), reading the clock about every CHECK_MS;
 * an iteration budget never reads the clock; and the clock is the thread's own CPU time
 * (sleeping, or another thread's work, does not advance it).
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { CHECK_MAX, CHECK_MS, Mcts, mctsParams } from '../../bots/mcts.js';
import type { MctsParams } from '../../bots/mcts-params.js';
import { createBot, knowledgeFor, mctsSearch } from '../../bots/registry.js';
import type { Game } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { THREAD_CLOCK_KIND, threadCpuMs } from '../../src/core/thread-clock.js';
import { JACKAL } from '../../src/jackal/game.js';
import type { State } from '../../src/jackal/state.js';
import { midGamePositions } from '../support/mid-game.js';

const POSITIONS = midGamePositions().slice(0, 3);

/**
 * A Jackal search whose determinizations are counted: one per iteration, the fake clock's
 * tick. The search deals through its knowledge when that has a deal of its own (Jackal's
 * DealPlan, bots/jackal/deal.ts), else through the game: both are counted, so the count
 * follows the iterations whichever the search uses.
 */
function countingSearch(p: MctsParams): { mcts: Mcts<State>; iterations: () => number } {
  let n = 0;
  const game = { ...JACKAL, determinizeInto(dst: State, obs: State, rng: Rng) { n++; JACKAL.determinizeInto(dst, obs, rng); } } as Game<State, unknown>;
  const knowledge = knowledgeFor<State>(game, p);
  const own = knowledge.determinizeInto?.bind(knowledge);
  if (own !== undefined) knowledge.determinizeInto = (dst: State, root: State, rng: Rng) => { n++; own(dst, root, rng); };
  return { mcts: new Mcts<State>(p, game, knowledge), iterations: () => n };
}

describe('mcts time budget (fake clock: every iteration costs 0.02 ms)', () => {
  const STEP = 0.02;
  for (const ms of [5, 50]) {
    it(`ms=${ms}: stops within CHECK_MS of the budget, reading the clock about every CHECK_MS`, () => {
      POSITIONS.forEach((obs, i) => {
        const { mcts, iterations } = countingSearch(mctsParams({ ms }));
        let reads = 0;
        mcts.clock = () => { reads++; return iterations() * STEP; };
        mcts.search(obs.state, 0, ms, new Rng(`t:${i}`));
        // the budget is ms / STEP iterations; a read every CHECK_MS / STEP iterations at most
        expect(mcts.stats.iterations).toBeGreaterThanOrEqual(ms / STEP);
        expect(mcts.stats.iterations).toBeLessThanOrEqual(ms / STEP + CHECK_MS / STEP + 1);
        expect(reads).toBeLessThanOrEqual(ms / CHECK_MS + 12);
      });
    });
  }

  it('a clock that stalls, then jumps past the deadline, stops the search within CHECK_MAX iterations', () => {
    const { mcts, iterations } = countingSearch(mctsParams({ ms: 5 }));
    mcts.clock = () => (iterations() < 1000 ? 0 : iterations() * STEP);
    mcts.search(POSITIONS[0].state, 0, 5, new Rng('stall'));
    expect(mcts.stats.iterations).toBeGreaterThanOrEqual(1000);
    expect(mcts.stats.iterations).toBeLessThanOrEqual(1000 + CHECK_MAX + 1);
  });

  it('an ensemble of 2 shares the time: about the same iterations in all', () => {
    const { mcts, iterations } = countingSearch(mctsParams({ ms: 20, ensemble: 2 }));
    mcts.clock = () => iterations() * STEP;
    mcts.search(POSITIONS[0].state, 0, 20, new Rng('e'));
    expect(mcts.stats.iterations).toBeGreaterThanOrEqual(20 / STEP);
    expect(mcts.stats.iterations).toBeLessThanOrEqual(20 / STEP + 2 * (CHECK_MS / STEP + 1));
  });

  it('an iteration budget never reads the clock, and plays as before', () => {
    const a = mctsSearch<State>(mctsParams({}));
    a.clock = () => { throw new Error('clock read under an iteration budget'); };
    const b = mctsSearch<State>(mctsParams({}));
    POSITIONS.forEach((obs, i) => {
      expect(a.search(obs.state, 400, 0, new Rng(`i:${i}`))).toBe(b.search(obs.state, 400, 0, new Rng(`i:${i}`)));
      expect(a.stats.iterations).toBe(b.stats.iterations);
    });
  });
});

describe('mcts:ms=N on the real clock', () => {
  // A bot's first decision also pays for the JIT and for touching its new tree, and a GC
  // pause inside an iteration counts as the thread's time: the bot is warmed up first, and
  // the overrun is judged on the median of the decisions after it.
  const spent = (bot: ReturnType<typeof createBot>, budgetMs: number, tag: string): number[] =>
    POSITIONS.map((obs, i) => {
      const c0 = threadCpuMs();
      bot.chooseMove(obs, { iterations: 0, ms: budgetMs }, new Rng(`${tag}:${i}`));
      expect(bot.iterations!()).toBeGreaterThan(0);
      return threadCpuMs() - c0;
    }).sort((x, y) => x - y);

  it('a decision takes N ms of thread CPU: never less, the median within 3 ms more', () => {
    const bot = createBot('mcts:ms=25', JACKAL as Game<any, any>);
    spent(bot, 0, 'warm');
    const t = spent(bot, 0, 'r');
    expect(t[0]).toBeGreaterThanOrEqual(25 - 1);
    expect(t[1]).toBeLessThan(25 + 3);
  });

  it("the run's budget.ms overrides the parameter", () => {
    const bot = createBot('mcts:ms=200', JACKAL as Game<any, any>);
    spent(bot, 10, 'warm');
    const t = spent(bot, 10, 'o');
    expect(t[0]).toBeGreaterThanOrEqual(10 - 1);
    expect(t[1]).toBeLessThan(10 + 3);
  });
});

describe('the thread clock', () => {
  it.runIf(process.platform === 'linux')('is the thread\'s CPU time on Linux', () => {
    expect(THREAD_CLOCK_KIND).toBe('thread-cpu');
  });

  it('does not advance while the thread sleeps', () => {
    const c0 = threadCpuMs();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60);
    expect(threadCpuMs() - c0).toBeLessThan(5);
  });

  it('advances no faster than the wall clock while the thread works', () => {
    const w0 = performance.now(), c0 = threadCpuMs();
    let x = 0;
    while (threadCpuMs() - c0 < 30) x += Math.sqrt(x + 1);
    expect(performance.now() - w0).toBeGreaterThanOrEqual(30 - 1);
    expect(x).toBeGreaterThan(0);
  });

  it.runIf(THREAD_CLOCK_KIND === 'thread-cpu')("does not count another thread's work", () => {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const c0 = threadCpuMs();
    const w = new Worker(`const { workerData: f } = require('node:worker_threads');
      const t = Date.now(); let x = 0; while (Date.now() - t < 150) x += Math.sqrt(x + 1);
      Atomics.store(f, 0, 1); Atomics.notify(f, 0);`, { eval: true, workerData: flag });
    Atomics.wait(flag, 0, 0, 10_000);
    expect(threadCpuMs() - c0).toBeLessThan(10);
    void w.terminate();
  });
});
