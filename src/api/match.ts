/**
 * A match from code, in this thread: the experiment checked as `jackal match` checks it
 * (src/harness/config.ts), every game played by the harness's own game loop
 * (src/harness/play.ts), and the statistics the CSVs hold (src/harness/outputs.ts
 * `statsTables`), without a pool or an out dir. The records and tables are the ones a
 * `jackal match` of the same settings writes (same seeds, same games). For long runs on
 * every core, with a journal that survives an interrupt, use `runMatch` (re-exported from
 * src/harness/run.ts), which writes the out dir.
 */

import { buildConfig, ExperimentInput, RunConfig, shardGames } from '../harness/config.js';
import { statsTables, Tables } from '../harness/outputs.js';
import { GameRecord, playGame } from '../harness/play.js';

export interface MatchResult {
  /** The checked configuration (what config.json would hold). */
  config: RunConfig;
  /** One record per game, in game order. */
  records: GameRecord[];
  /** The per-bot, per-seat, head-to-head and rating tables. */
  tables: Tables;
}

/**
 * Plays every game of an experiment in this thread and returns the records and statistics.
 * Throws the harness's UsageError (with `field`) on a bad experiment, and MachineFault
 * (bots/bot.ts) when the machine cannot play a game (an `ext:` program it could not start for
 * want of file descriptors, processes or memory): that game has no record, and none follows.
 */
export function playMatch(input: ExperimentInput, onGame?: (r: GameRecord) => void): MatchResult {
  const config = buildConfig(input as Record<string, unknown>, null);
  const records: GameRecord[] = [];
  for (const g of shardGames(config)) {
    const r = playGame(config, g);
    records.push(r);
    onGame?.(r);
  }
  return { config, records, tables: statsTables(config, records) };
}
