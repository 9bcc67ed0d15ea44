/**
 * `jackal replay`: rebuilds one game of a finished run from its configuration alone (a
 * game is a pure function of the configuration and its number: config.ts), checks that
 * it ends as the journal says, and gives its record.
 *
 * Refusals (UsageError, exit 2), each naming what differs:
 * - the code that runs is not the code that made the run (`codeDifference`);
 * - the game is not a game of the run, or not in its journal yet;
 * - the game, played again, ends otherwise than the journal says (a time budget, or a
 *   change the provenance does not catch).
 */

import { join } from 'node:path';
import { gameCount, inShard, RunConfig } from './config.js';
import { JOURNAL_FILE, readJournal } from './journal.js';
import { readRunRecord } from './merge.js';
import { GameRecord, playGame } from './play.js';
import { GameRecordDoc, recordOf } from './record.js';
import { UsageError } from './usage-error.js';
import { codeId } from './provenance.js';

/**
 * Where the running code differs from the code that made a run, as `what: was X, now Y`,
 * or null when they match. Compares what the run's config.json records of its code.
 */
export function codeDifference(saved: RunConfig): string | null {
  const now = codeId(undefined, saved.game);
  if (saved.code !== now) return `code: the run was made by engine and bot code ${JSON.stringify(saved.code)}, this code is ${JSON.stringify(now)}`;
  return null;
}

/** The fields of a game's outcome that a replay must reproduce, in a fixed order. */
const outcome = (r: GameRecord): Record<string, unknown> => ({ coins: r.coins, ranks: r.ranks, plies: r.plies, reason: r.reason, error: r.error });

/** Plays game `game` of the run in `dir` again and returns its record. Throws UsageError on any refusal. */
export function replayRun(dir: string, game: number): GameRecordDoc {
  // Read as any version wrote it, so that a run by other code is refused for that reason
  // (codeDifference) rather than for how that code spelled its settings; a run by this
  // code reads back exactly as this code writes it.
  const config = readRunRecord(dir);
  const diff = codeDifference(config);
  if (diff !== null) throw new UsageError('out', `${dir} was made by other code (${diff}); check out that version to replay it`);
  const total = gameCount(config);
  if (!Number.isInteger(game) || game < 0 || game >= total) throw new UsageError('game', `must be a game number from 0 to ${total - 1}, got ${game}`);
  if (!inShard(config, game)) throw new UsageError('game', `game ${game} is not in this shard (${config.shard?.index}/${config.shard?.count}) of the run`);
  const journaled = readJournal(join(dir, JOURNAL_FILE)).records.find((r) => r.game === game);
  if (!journaled) throw new UsageError('game', `game ${game} is not in ${join(dir, JOURNAL_FILE)}: the run has not finished it (--resume it first)`);

  const recording: RunConfig = { ...config, record: true };
  const again = playGame(recording, game);
  const want = outcome(journaled);
  const got = outcome(again);
  for (const k of Object.keys(want)) {
    if (JSON.stringify(want[k]) !== JSON.stringify(got[k])) {
      const timed = config.budget.ms > 0 ? ' (the run used a time budget, --budget-ms, which does not reproduce)' : '';
      throw new UsageError('game', `game ${game} played again ends otherwise than the journal says: ${k} was ${JSON.stringify(want[k])}, replayed ${JSON.stringify(got[k])}${timed}`);
    }
  }
  return recordOf(config, again);
}
