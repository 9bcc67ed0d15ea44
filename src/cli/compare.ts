/**
 * `jackal compare A B`: whether two runs played the same games, for reproducing a stored
 * run (`jackal run NAME --out /tmp/again`, then `jackal compare results/NAME /tmp/again`).
 *
 * Games are matched by number and compared on what reproduces: deal, deal seed, bots per
 * seat, scores, ranks, plies, end reason and error, and the moves ply by ply where both
 * runs recorded them (--record); never the wall-clock `ms`. Games only one run holds (a
 * run stopped early, a shard) are counted, not compared. The code ids and commits that
 * made the runs are named, since the same games from other code is what reproducing means.
 *
 * Exit status, as cmp(1): 0 when every game both hold is the same, 1 at the first
 * difference (printed: the game, the field, both values), 2 for bad input, and for two runs
 * with no game in common (a run that holds none, or two shards of one run): nothing was
 * compared, and a script's `compare && echo reproduced` must not hear that all was the same.
 */

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { JOURNAL_FILE, readJournal } from '../harness/journal.js';
import { readRunRecord } from '../harness/merge.js';
import type { GameRecord, RecordedMove } from '../harness/play.js';
import { RECORD_FILE } from '../harness/record.js';
import { readRecords } from '../harness/record-source.js';
import { runCommit } from '../harness/replay.js';
import { UsageError as HarnessUsageError } from '../harness/usage-error.js';
import { harnessGuard } from './records.js';
import { commandHeading } from './command-text.js';

type Args = Record<string, unknown>;

/** The fields of a journal record that a reproduction must match, in report order. */
const FIELDS = ['deal', 'dealSeed', 'bots', 'coins', 'ranks', 'plies', 'reason', 'error'] as const;

/** A run's games by number, with their moves where the run recorded them. */
function gamesOf(dir: string): Map<number, GameRecord> {
  const games = new Map<number, GameRecord>();
  for (const r of readJournal(join(dir, JOURNAL_FILE)).records) games.set(r.game, r);
  const file = join(dir, RECORD_FILE);
  if (existsSync(file)) {
    for (const doc of readRecords(file)) {
      const g = games.get(doc.number);
      if (g !== undefined && g.moves === undefined) g.moves = doc.moves;
    }
  }
  return games;
}

/** The first ply where two move lists part, in words, or null when they agree. */
function movesDifference(a: readonly RecordedMove[], b: readonly RecordedMove[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i], y = b[i];
    if (x?.[0] !== y?.[0] || x?.[1] !== y?.[1]) {
      const say = (m: RecordedMove | undefined): string => (m ? `${m[0]} ${m[1]}` : 'nothing (the game had ended)');
      return `moves part at ply ${i + 1}: ${say(x)} against ${say(y)}`;
    }
  }
  return null;
}

/** How game `a` and game `b` (same number) differ, in words, or null when they are the same game. */
export function gameDifference(a: GameRecord, b: GameRecord): string | null {
  for (const k of FIELDS) {
    const x = JSON.stringify(a[k]), y = JSON.stringify(b[k]);
    if (x !== y) return `${k} ${x} against ${y}`;
  }
  return a.moves !== undefined && b.moves !== undefined ? movesDifference(a.moves, b.moves) : null;
}

/** What made a run, for the report's head: `code id X, commit C`. */
function maker(dir: string): string {
  const code = readRunRecord(dir).code;
  const c = runCommit(dir);
  return `code id ${code}${c ? `, commit ${c.commit.slice(0, 12)}${c.dirty ? ' (modified)' : ''}` : ''}`;
}

/** Game numbers as spans in order, `0..1, 4..5, 8`: the first three and the last when there are more than four. */
function spans(games: Iterable<number>): string {
  const g = [...games].sort((x, y) => x - y);
  const out: string[] = [];
  for (let i = 0, j = 0; i < g.length; i = ++j) {
    while (j + 1 < g.length && g[j + 1] === g[j] + 1) j++;
    out.push(i === j ? `${g[i]}` : `${g[i]}..${g[j]}`);
  }
  return out.length <= 4 ? out.join(', ') : `${out.slice(0, 3).join(', ')}, ..., ${out[out.length - 1]}`;
}

/**
 * The comparison's text and whether the games both hold are the same. Two runs with no game
 * in common are refused (HarnessUsageError, naming the run that holds none, or `b`): there is
 * nothing to compare, which is no reproduction.
 */
export function compareRuns(a: string, b: string): { text: string; same: boolean } {
  // a run is the same as itself: "identical" would say nothing of a reproduction
  if (resolve(a) === resolve(b)) throw new HarnessUsageError('b', `${b} is the same folder as ${a}: compare a run with another (jackal run NAME --out DIR plays it again)`);
  const ga = gamesOf(a), gb = gamesOf(b);
  const lines = [`${a}: ${ga.size} games (${maker(a)})`, `${b}: ${gb.size} games (${maker(b)})`];
  for (const [field, dir, games] of [['a', a, ga], ['b', b, gb]] as const) {
    if (games.size === 0) throw new HarnessUsageError(field, `${dir} holds no game: nothing to compare`);
  }
  const both = [...ga.keys()].filter((g) => gb.has(g)).sort((x, y) => x - y);
  if (both.length === 0) throw new HarnessUsageError('b', `${b} holds none of the games of ${a} (games ${spans(ga.keys())} against ${spans(gb.keys())}): nothing to compare`);
  const onlyA = ga.size - both.length, onlyB = gb.size - both.length;
  let moves = 0;
  for (const g of both) {
    const diff = gameDifference(ga.get(g)!, gb.get(g)!);
    if (diff !== null) {
      lines.push(`different: game ${g}: ${diff} (the first difference, in game order)`);
      return { text: `${lines.join('\n')}\n`, same: false };
    }
    if (ga.get(g)!.moves !== undefined && gb.get(g)!.moves !== undefined) moves++;
  }
  const what = moves === both.length ? 'outcomes and moves' : moves === 0 ? 'outcomes (deal, bots, scores, ranks, plies, reason; neither recorded moves)' : `outcomes, and moves for the ${moves} games both recorded`;
  lines.push(`identical: the ${both.length} games both hold have the same ${what}`);
  if (onlyA > 0 || onlyB > 0) lines.push(`not compared: ${onlyA} games only in ${a}, ${onlyB} only in ${b}`);
  return { text: `${lines.join('\n')}\n`, same: true };
}

export const compareCommand: CommandModule<object, Args> = {
  ...commandHeading('compare'),
  builder: (y) => y
    .positional('a', { type: 'string', describe: 'a run\'s out dir' })
    .positional('b', { type: 'string', describe: 'another run\'s out dir' })
    .example('$0 run seats-2p --workers 1 --out /tmp/seats-2p', 'play a stored experiment again, into a new folder')
    .example('$0 compare results/seats-2p /tmp/seats-2p', 'then check that it played the same games')
    .epilog('Exit status: 0 when every game both runs hold is the same, 1 at the first difference, 2 for bad input and for runs with no game in common (nothing compared: two shards of a run, a run that holds none).') as unknown as Argv<Args>,
  handler: (argv) => {
    const r = harnessGuard(() => compareRuns(String(argv.a), String(argv.b)));
    process.stdout.write(r.text);
    if (!r.same) process.exitCode = 1;
  },
};
