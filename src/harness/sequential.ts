/**
 * The SPRT of a run (`--sprt`): stopping a two-bot match as soon as the answer is known,
 * without giving up determinism.
 *
 * Blocks are counted in deal order only: block d is added after blocks 0..d−1, whatever
 * order the workers finished them in, and the test is decided at the first deal where
 * the LLR crosses a bound. A deal with a forfeited game or an error is skipped (a deal
 * counts only whole: paired.ts): it adds nothing to the test, its blocks or its games,
 * and the next deal is counted. The run's results are the games of deals 0..d (games
 * played past d while the decision was being reached stay in the journal but not in the
 * CSVs), so the same command gives the same files for any --workers and after --resume.
 *
 * The first bot of the configuration is the one tested: H1 says it is at least elo1
 * stronger than the second, H0 at most elo0. A block's value is the first bot's mean
 * head-to-head score in the deal (paired.ts); the support is the grid of steps of
 * 1 / (2 × comparisons per deal) (¼ for a game pair: the pentanomial).
 */

import { botOrder, planGame, RunConfig, gamesPerDeal } from './config.js';
import { botIndex, finishedBlock, gameComparisons, pairBlockValue } from './paired.js';
import type { GameRecord } from './play.js';
import { Sprt, sprtBounds, SprtSpec, SprtStatus } from './stats/sprt.js';

export interface SprtOutcome {
  spec: SprtSpec;
  lower: number;
  upper: number;
  llr: number;
  /** Blocks (deals) counted, and games in them. */
  blocks: number;
  games: number;
  /** Whole deals skipped, before the decision, for a forfeit or an error in one of their games. */
  skipped: number;
  status: SprtStatus;
  /** The deal at which the test was decided, or null while it continues. */
  decidedAt: number | null;
}

/** Head-to-head comparisons of the two bots in one full deal, and the games holding them. */
function planComparisons(c: RunConfig): { comparisons: number; games: number } {
  const index = botIndex(c);
  let comparisons = 0, games = 0;
  for (let g = 0; g < gamesPerDeal(c); g++) {
    const p = planGame(c, g);
    // a made-up record with distinct coins per seat, only to count the seat pairs compared
    const n = gameComparisons(c, { game: g, deal: 0, dealSeed: 0, bots: p.bots, coins: p.bots.map((_, s) => s), ranks: [], plies: 0, reason: '', error: '', ms: 0 }, index).length;
    comparisons += n;
    if (n) games++;
  }
  return { comparisons, games };
}

/** A running SPRT over a run's records. */
export class SequentialSprt {
  private readonly test: Sprt;
  private readonly byDeal = new Map<number, GameRecord[]>();
  private readonly index: Map<string, number>;
  private readonly perDeal: number;
  private next = 0;
  private games = 0;
  private skipped = 0;
  private decided: number | null = null;

  constructor(private readonly config: RunConfig) {
    if (!config.sprt) throw new Error('SequentialSprt needs a configuration with sprt');
    const plan = planComparisons(config);
    this.test = new Sprt(config.sprt, 2 * plan.comparisons, plan.games);
    this.index = botIndex(config);
    this.perDeal = gamesPerDeal(config);
  }

  /** Adds records (any order); counts every block that became the next complete one (skipping one with a forfeit or an error). */
  add(records: readonly GameRecord[]): void {
    for (const r of records) {
      const list = this.byDeal.get(r.deal);
      if (list) list.push(r); else this.byDeal.set(r.deal, [r]);
    }
    while (this.decided === null && this.next < this.config.deals) {
      const blk = this.byDeal.get(this.next);
      if (!blk || blk.length < this.perDeal) break;
      this.next++;
      if (!finishedBlock(blk)) { this.skipped++; continue; }
      const v = pairBlockValue(this.config, blk, 0, 1, this.index);
      if (v) this.test.add(v.value);
      this.games += blk.length;
      if (this.test.status() !== 'continue') this.decided = this.next - 1;
    }
  }

  /** True once a bound was crossed. */
  get done(): boolean { return this.decided !== null; }

  outcome(): SprtOutcome {
    const b = sprtBounds(this.config.sprt!);
    return { spec: this.config.sprt!, lower: b.lower, upper: b.upper, llr: this.test.llr(), blocks: this.test.count, games: this.games,
      skipped: this.skipped, status: this.test.status(), decidedAt: this.decided };
  }
}

/** The SPRT of a finished or stopped run's records, or null without --sprt. */
export function sprtOf(c: RunConfig, records: readonly GameRecord[]): SprtOutcome | null {
  if (!c.sprt) return null;
  const t = new SequentialSprt(c);
  t.add(records);
  return t.outcome();
}

/** The records that make a run's results: all of them, or with SPRT decided at deal d, those of deals 0..d. */
export function resultRecords(c: RunConfig, records: readonly GameRecord[]): readonly GameRecord[] {
  const s = sprtOf(c, records);
  if (!s || s.decidedAt === null) return records;
  return records.filter((r) => r.deal <= s.decidedAt!);
}

/** The two bots of an SPRT, for messages. */
export const sprtBots = (c: RunConfig): [string, string] => botOrder(c) as [string, string];
