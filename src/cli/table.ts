/**
 * `jackal table`: a page where a person plays against the bots (src/web/table/).
 *
 *   jackal table --out table.html [--game G] [rule flags] [--bot SPEC|human ...] [--seed S]
 *                [--budget-iterations N] [--budget-ms N] [--pace MS] [--hint SPEC]
 *                                  writes one self-contained page set up as the flags say
 *                                  (the person may change it before starting); flags as
 *                                  for `match`, with `human` for a person's seat
 *                                  (default: seat 0 human, the rest heuristic)
 *
 *   jackal table --check FILE      replays a record the page saved (or any game record)
 *                                  with the engine alone and checks that it ends as its
 *                                  result says; prints one line, exit 2 naming the move
 *                                  or field that does not fit
 *
 * A table with seed S deals the island of `jackal play --seed S` (session.ts).
 */

import type { Argv, CommandModule } from 'yargs';
import { isFieldError } from '../core/game.js';
import { findGame } from '../harness/games.js';
import { codeId } from '../harness/provenance.js';
import { readRecords } from '../harness/record-source.js';
import type { TablePageData } from '../web/table/data.js';
import { tablePage } from '../web/table/page.js';
import { tableGameNames } from '../web/table/games.js';
import { checkSetup, HUMAN, tableBot } from '../web/table/session.js';
import { harnessGuard, wholeFlag } from './records.js';
import { checkTableRecord } from './record-check.js';
import { flagOfKey, gameFromFlags, optionsFromFlags, UsageError, withRuleFlags, writeOutput } from './common.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

const last = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);

/** The page data from the flags; throws UsageError naming the flag. */
export function tableData(argv: Args): TablePageData {
  const entry = gameFromFlags(argv);
  if (!tableGameNames().includes(entry.name)) throw new UsageError(`--game: the table does not seat ${entry.name} yet (it seats ${tableGameNames().join(', ')})`);
  // An option that names a file is read where the game is made: in the page and its bots'
  // worker, which cannot read files (the page showed "setup: layout: ... is not valid JSON" and
  // sat the default game instead). Refused here, as bots from files are.
  // (games.ts OptionFlag.file; the page's form does not offer them either)
  for (const f of entry.flags) {
    if (f.file !== undefined && argv[f.flag] !== undefined) {
      throw new UsageError(`--${f.flag}: the page cannot read files (a file of one's own needs Node: jackal play or match); the table takes --${f.file.instead} 1-10`);
    }
  }
  const options = optionsFromFlags(argv, entry);
  // no --bot: checkSetup's default, a person in seat 0 and the heuristic in the rest
  const seats = argv.bot as string[] | undefined;
  const budget = {
    iterations: argv.budgetIterations === undefined ? 0 : wholeFlag(last(argv.budgetIterations), '--budget-iterations'),
    ms: argv.budgetMs === undefined ? 0 : wholeFlag(last(argv.budgetMs), '--budget-ms'),
  };
  const seed = argv.seed === undefined ? '1' : String(last(argv.seed));
  const s = checkSetup({ game: entry.name, options, seats, seed, budget });
  if (isFieldError(s)) {
    const m = /^seats\[(\d+)\]$/.exec(s.field);
    const flag = m ? `--bot #${Number(m[1]) + 1}` : s.field === 'seats' ? '--bot' : s.field === 'seed' ? '--seed' : s.field.startsWith('budget.') ? `--budget-${s.field.slice(7)}` : flagOfKey(entry, s.field);
    throw new UsageError(`${flag}: ${s.message}`);
  }
  const pace = argv.pace === undefined ? 400 : wholeFlag(last(argv.pace), '--pace');
  const hint = tableBot(String(last(argv.hint) ?? 'mcts'), s.game, '--hint');
  if (isFieldError(hint)) throw new UsageError(`--hint: ${hint.message}`);
  const codes: Record<string, string> = {};
  for (const name of tableGameNames()) if (!isFieldError(findGame(name))) codes[name] = codeId(undefined, name);
  return { setup: { game: s.game, options: s.options, seats: s.seats, seed: s.seed, budget: s.budget }, pace, hint, codes };
}

/** The flags of the page (argv key, flag), which --check has no use for. */
const PAGE_FLAGS = [['out', 'out'], ['bot', 'bot'], ['seed', 'seed'], ['budgetIterations', 'budget-iterations'], ['budgetMs', 'budget-ms'], ['pace', 'pace'], ['hint', 'hint']]
  .map(([key, flag]) => ({ key, flag }));

export const tableCommand: CommandModule<object, Args> = {
  ...commandHeading('table'),
  builder: (y) => withRuleFlags(y)
    .option('out', { type: 'string', requiresArg: true, describe: 'the HTML file to write' })
    .option('bot', { alias: 'b', type: 'string', array: true, requiresArg: true, describe: `per seat in seat order: ${HUMAN} or a bot spec; the last fills the rest [default: ${HUMAN} heuristic]` })
    .option('seed', { type: 'string', requiresArg: true, describe: 'fixes the island and the bots\' streams, as jackal play --seed [default: 1]' })
    .option('budget-iterations', numberOption('search iterations per decision (0 = each bot\'s default)', 0))
    .option('budget-ms', numberOption('milliseconds per decision (0 = none; not reproducible)', 0))
    .option('pace', numberOption('ms before each bot move is shown', 400))
    .option('hint', { type: 'string', requiresArg: true, describe: 'the bot that answers the hint button [default: mcts]' })
    .option('check', { type: 'string', requiresArg: true, describe: 'replay a record the page saved and check its result (instead of writing a page)' })
    .example('$0 table --mode 2p --bot human --bot heuristic --seed 7 --out table.html', 'then open table.html in a browser')
    .example('$0 table --game pirate-chess --bot human --bot mcts --out chess.html', 'Pirate chess against MCTS')
    .example('$0 table --check jackal-table-seed-7-ply-212.json', 'the record the page saved') as unknown as Argv<Args>,
  handler: (argv) => {
    if (argv.check !== undefined) {
      // --check writes no page: a page's flag beside it was dropped in silence (--check g.json --out t.html wrote nothing)
      const page = PAGE_FLAGS.find((f) => argv[f.key] !== undefined);
      if (page) throw new UsageError(`--${page.flag}: --check replays a record and writes no page; give one or the other`);
      const docs = harnessGuard(() => readRecords(String(last(argv.check))));
      process.stdout.write(docs.map((d) => `${checkTableRecord(d)}\n`).join(''));
      return;
    }
    if (argv.out === undefined) throw new UsageError('--out: give the HTML file to write (or --check FILE)');
    const data = tableData(argv);
    const html = tablePage(data);
    writeOutput(html, String(last(argv.out)));
    process.stderr.write(`table: ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB, ${data.setup.game}, seats ${(data.setup.seats as string[]).join(', ')}, seed ${String(data.setup.seed)}\n`);
  },
};
