/**
 * The record commands of the `jackal` CLI, for any game (a record and a run name theirs):
 *
 *   jackal replay OUT --number N [--positions] [--check]
 *                                               prints game N of the run in OUT as a record (one
 *                                               JSON line, as in records.jsonl): its stored moves
 *                                               when the run recorded them (checked by this
 *                                               engine), else the game played again by the bots
 *                                               and checked against the journal; --check plays
 *                                               it again even when its moves are stored and
 *                                               compares ply by ply; --positions prints the
 *                                               board after each ply instead (the game's `show`)
 *
 *   jackal view SOURCE [--number N] --out FILE  writes the game viewer page (src/web/page.ts)
 *                                               for a record file or a run's out dir
 *
 *   jackal report OUT --out FILE                writes the run's report page (src/web/report/)
 *
 * A record holds its moves: opening it needs only that this engine accepts them, not the
 * code that made it. A run that stored no moves is played again by this code's bots and
 * opened when it ends exactly as its journal says. `--game` names a game on every other
 * command; here the game comes from the run or the record, and `--game` (the game
 * number's old flag) is refused with a pointer to `--number`. Refusals (exit 2) say where
 * and why: the ply and move this engine refuses, or the outcome that differs, naming the
 * commit that made the run (src/harness/replay.ts, record-source.ts).
 */

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { isFieldError } from '../core/game.js';
import { findGame } from '../harness/games.js';
import { replayMoves, GameRecordDoc, isRecordError, RECORD_FILE } from '../harness/record.js';
import { checkStored, codeDifference, journaledGame, madeBy } from '../harness/replay.js';
import { findRecord } from '../harness/record-source.js';
import { isStale, STALE_FILE } from '../harness/stale-mark.js';
import { viewerPage } from '../web/page.js';
import { buildReport } from '../web/report/load.js';
import { UsageError as HarnessUsageError } from '../harness/usage-error.js';
import { UsageError, writeOutput } from './common.js';
import { checkTableRecord } from './record-check.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

/** A whole-number flag; throws UsageError naming it. */
export function wholeFlag(v: unknown, flag: string): number {
  const t = String(Array.isArray(v) ? v[v.length - 1] : v).trim();
  if (!/^\d+$/.test(t)) throw new UsageError(`${flag}: must be a whole number, got ${JSON.stringify(v)}`);
  return Number(t);
}

/**
 * Runs a body, turning the harness's UsageError into the CLI's (same message: field first).
 * The fields that are no flag of these commands are left out: `record`, `run`, and `dirs`
 * (merge's and sweep's argument: `jackal report X` of a folder with no run said `dirs: X ...`).
 */
export function harnessGuard<T>(body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof HarnessUsageError) throw new UsageError(e.field === 'game' ? `--number: ${e.problem}` : e.field === 'record' || e.field === 'run' || e.field === 'dirs' ? e.problem : e.message);
    throw e;
  }
}

/**
 * A game number given with `--number`; the old `--game N` is refused naming the new flag
 * (`--game` names a game elsewhere, and here the game comes from the run or the record).
 */
export function numberFlag(argv: Args): number | undefined {
  if (argv.game !== undefined) {
    const t = String(Array.isArray(argv.game) ? argv.game[argv.game.length - 1] : argv.game);
    throw new UsageError(/^\s*\d+\s*$/.test(t)
      ? `--game: the game number is given with --number now (--number ${t.trim()}); --game names a game on the other commands`
      : `--game: not taken here: the game (jackal, pirate-chess) comes from the run or the record; a game number is --number N`);
  }
  return argv.number === undefined ? undefined : wholeFlag(argv.number, '--number');
}

/** The board after each ply of a record, as text (the game's `show`): the legend once, then a board per ply with its move. */
export function positionsText(doc: GameRecordDoc): string {
  const entry = findGame(doc.game);
  if (isFieldError(entry)) throw new UsageError(`record: game: ${entry.message}`);
  const parts: string[] = [];
  const s = replayMoves(doc, (state, ply) => {
    const board = entry.game.show(state);
    const shown = ply === 0 ? board : board.split('\n\n').filter((sec) => !sec.startsWith('Legend:')).join('\n\n');
    const head = ply === 0 ? 'start' : `ply ${ply}: ${doc.moves[ply - 1][0]} ${doc.moves[ply - 1][1]}`;
    parts.push(`== ${head}\n${shown}`);
  });
  if (isRecordError(s)) throw new Error(`a fresh replay does not fit its own record: ${s.field}: ${s.message}`);
  return parts.join('\n');
}

/**
 * A note for stderr when a run by other code (another code id) is opened by playing its
 * game again: it ended as the journal says, so it is shown, but say so. Null otherwise.
 */
function otherCodeNote(source: string, doc: GameRecordDoc): string | null {
  if (doc.run.code === undefined) return null;
  const { config } = journaledGame(source, doc.number);
  if (codeDifference(config) === null) return null;
  return `jackal: note: ${source} was made by ${madeBy(source, config)}; game ${doc.number}, played again by this code, ends exactly as its journal says\n`;
}

/** The record of a run's game (stored or played again), with the other-code note on stderr when it was played again. */
function runGame(dir: string, game: number): GameRecordDoc {
  const doc = harnessGuard(() => findRecord(dir, game));
  const note = existsSync(join(dir, RECORD_FILE)) ? null : harnessGuard(() => otherCodeNote(dir, doc));
  if (note) process.stderr.write(note);
  return doc;
}

const replayCommand: CommandModule<object, Args> = {
  ...commandHeading('replay'),
  builder: (y) => y
    .positional('out', { type: 'string', describe: 'the run\'s out dir (holds config.json and games.jsonl), or a record file (jackal play --record, a table\'s download), whose moves the engine replays and whose result it checks' })
    .option('number', numberOption('game number (the game column of games.csv)'))
    .option('game', { type: 'string', hidden: true, describe: 'the old flag of the game number: refused, use --number' })
    .option('positions', { type: 'boolean', default: false, describe: 'print the board after each ply instead of the record' })
    .option('check', { type: 'boolean', default: false, describe: 'play the game again with the bots even when its moves are stored, and compare ply by ply (needs the code that made the run)' })
    .example('$0 replay results/match --number 3', 'the record of game 3')
    .example('$0 replay results/match --number 3 --positions | less', 'every board of game 3')
    .example('$0 replay results/match --number 3 --check', 'does this code play game 3 as the run did?')
    .example('$0 replay game.json', 'replay a record file with the engine and check its result') as unknown as Argv<Args>,
  handler: (argv) => {
    const game = numberFlag(argv);
    const dir = String(argv.out);
    if (existsSync(dir) && statSync(dir).isFile()) {
      const doc = harnessGuard(() => findRecord(dir, game));
      process.stderr.write(`${checkTableRecord(doc)}\n`);
      process.stdout.write(argv.positions ? positionsText(doc) : `${JSON.stringify(doc)}\n`);
      return;
    }
    // a mistyped record file is neither a file nor a dir: say so, not that --number is missing
    if (!existsSync(dir)) throw new UsageError(`${dir} does not exist`);
    if (game === undefined) throw new UsageError('--number: give the game number to replay (the game column of games.csv)');
    const doc = runGame(dir, game);
    if (argv.check && existsSync(join(dir, RECORD_FILE))) {
      const diff = harnessGuard(() => checkStored(dir, doc));
      if (diff !== null) throw new UsageError(`--check: ${diff}`);
    }
    process.stdout.write(argv.positions ? positionsText(doc) : `${JSON.stringify(doc)}\n`);
  },
};

const viewCommand: CommandModule<object, Args> = {
  ...commandHeading('view'),
  builder: (y) => y
    .positional('source', { type: 'string', describe: 'a record file (jackal play --record, records.jsonl) or a run\'s out dir' })
    .option('number', numberOption('game number', 'the first in the file; 0 for an out dir'))
    .option('game', { type: 'string', hidden: true, describe: 'the old flag of the game number: refused, use --number' })
    .option('out', { type: 'string', requiresArg: true, demandOption: true, describe: 'the HTML file to write' })
    .example('$0 view results/match --number 3 --out game3.html', 'game 3 of a run (replayed when the run did not --record)')
    .example('$0 view game.json --out game.html', 'a record from jackal play --record game.json') as unknown as Argv<Args>,
  handler: (argv) => {
    const game = numberFlag(argv);
    const source = String(argv.source);
    const doc = existsSync(source) && statSync(source).isDirectory() ? runGame(source, game ?? 0) : harnessGuard(() => findRecord(source, game));
    const bots = doc.bots.join(' vs ');
    const name = doc.game === 'jackal' ? 'Jackal' : doc.game === 'pirate-chess' ? 'Pirate chess' : doc.game;
    writeOutput(viewerPage([doc], [], `${name} · game ${doc.number} · ${bots}`), String(argv.out));
  },
};

const reportCommand: CommandModule<object, Args> = {
  ...commandHeading('report'),
  builder: (y) => y
    .positional('dir', { type: 'string', describe: 'the run\'s out dir' })
    .option('out', { type: 'string', requiresArg: true, demandOption: true, describe: 'the HTML file to write' })
    .example('$0 report results/default --out report.html', 'then open report.html in a browser') as unknown as Argv<Args>,
  handler: (argv) => {
    const t0 = performance.now();
    const html = harnessGuard(() => buildReport(String(argv.dir)));
    // the page's figures come from the journal; only other CSV tables the dir holds are shown as found
    if (isStale(String(argv.dir))) {
      process.stderr.write(`jackal report: warning: ${join(String(argv.dir), STALE_FILE)}: the run is playing or was stopped before it rewrote its CSVs; `
        + 'the figures come from its journal, other CSV tables may lag it (--resume rewrites them)\n');
    }
    writeOutput(html, String(argv.out));
    process.stderr.write(`report: ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB in ${((performance.now() - t0) / 1000).toFixed(2)} s\n`);
  },
};

export const recordCommands: CommandModule<object, Args>[] = [replayCommand, viewCommand, reportCommand];
