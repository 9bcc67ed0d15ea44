/**
 * Made-up runs for tests of readers of finished runs (`jackal sweep`, reports): a 2-player
 * game's journal record from its coins, and an out dir written with the harness's own
 * writers (config.json by configJson, games.jsonl by rewriteJournal). Test support, not a
 * test file.
 */

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildConfig, configJson } from '../../src/harness/config.js';
import { JOURNAL_FILE, rewriteJournal } from '../../src/harness/journal.js';
import type { GameRecord } from '../../src/harness/play.js';

/**
 * Game n of a 2p run of one lineup [a, b] in both seatings: deal n >> 1, `a` first in even
 * games; `coins` per seat, ranks from them (equal coins share a rank).
 */
export function pairGame(n: number, coins: number[], a: string, b: string): GameRecord {
  const ranks = coins.map((c) => coins.filter((d) => d > c).length + 1);
  return { game: n, deal: n >> 1, dealSeed: 0, bots: n % 2 === 0 ? [a, b] : [b, a], coins, ranks, plies: 100, reason: 'all-coins', error: '', ms: 0 };
}

/**
 * Writes a run named `name` into dir: the experiment `input` (checked by buildConfig) as
 * config.json, passed through `edit` first (to make it look as other code wrote it), and
 * the journal of `games`. Returns dir.
 */
export function writeRun(dir: string, name: string, input: Record<string, unknown>, games: readonly GameRecord[], edit = (t: string): string => t): string {
  writeFileSync(join(dir, 'config.json'), edit(configJson(buildConfig(input, name))));
  rewriteJournal(join(dir, JOURNAL_FILE), games);
  return dir;
}
