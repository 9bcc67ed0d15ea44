/**
 * The `jackal` command line (yargs). `bin/jackal.js` calls `main`.
 *
 * Exit status: 0 on success; 2 for bad input (unknown command or flag, bad flag
 * value, bad JSON, bad position, illegal move), with a message naming the flag or
 * field on stderr; 1 for anything else (a bug).
 *
 * Implementation notes. Commands are yargs command modules kept in their own files
 * and registered here; strict mode rejects unknown flags, and `.fail()` turns every
 * yargs validation error into a UsageError so that one place decides the exit status.
 */

import yargs from 'yargs';
import type { CommandModule } from 'yargs';
import { quietOnClosedPipe, STDIN_ARG, USAGE_EXIT, UsageError } from './common.js';
import { engineCommands } from './engine-commands.js';
import { harnessCommands } from './harness.js';
import { checkBotCommand } from './check-bot.js';
import { botsCommand } from './bots.js';
import { playCommand } from './play.js';
import { recordCommands } from './records.js';
import { compareCommand } from './compare.js';
import { provenance } from '../harness/provenance.js';
import { tuneCommand } from './tune.js';
import { fitCommand } from './fit.js';
import { sweepCommand } from './sweep.js';
import { tableCommand } from './table.js';
import { solveCommand } from './solve.js';

/**
 * True for a usage error: ours, or any Error named "UsageError" (the harness has its
 * own class with a field; both mean bad input, exit status 2).
 */
const isUsageError = (e: unknown): e is Error => e instanceof UsageError || (e instanceof Error && e.name === 'UsageError');

/** Command modules to register. */
const commands: CommandModule<object, any>[] = [
  ...engineCommands,
  // harness commands: match, run, merge (src/cli/harness.ts)
  ...harnessCommands,
  // honesty checks of any bot, one's own from a file or a program (src/cli/check-bot.ts)
  checkBotCommand,
  // the bots of a game and their parameters (src/cli/bots.ts)
  botsCommand,
  // play (with bots), replay, view, report: records of games (src/cli/play.ts, src/cli/records.ts)
  playCommand,
  ...recordCommands,
  // whether two runs played the same games: reproducing a run (src/cli/compare.ts)
  compareCommand,
  // SPSA tuning of bot parameters (src/cli/tune.ts)
  tuneCommand,
  // evaluation weights fitted to self-play outcomes (src/cli/fit.ts)
  fitCommand,
  // finished runs compared on one page, for scaling studies and sweeps (src/cli/sweep.ts)
  sweepCommand,
  // a page where a person plays against the bots (src/cli/table.ts, src/web/table/)
  tableCommand,
  // the exact solver of Archipelago's solo missions (src/cli/solve.ts)
  solveCommand,
];

/** `jackal --version`: e.g. `jackal-lab 0.1.0, code 1a2b3c4d5e6f, commit 44fcbda (modified), node v22.1.0`. */
function versionText(): string {
  const p = provenance();
  const git = p.git ? `, commit ${p.git.commit.slice(0, 12)}${p.git.dirty ? ' (modified)' : ''}` : '';
  return `${p.package} ${p.version}, code ${p.code}${git}, node ${p.node}`;
}

/** Runs the CLI on the given arguments (without `node` and the script); sets process.exitCode. */
export async function main(args: string[]): Promise<void> {
  quietOnClosedPipe();
  const cli = yargs(args.map((a) => (a === '-' ? STDIN_ARG : a)))
    .scriptName('jackal')
    .usage('$0 <command> [options]')
    .command(commands)
    .demandCommand(1, 'name a command (see --help)')
    .strict()
    .fail((msg, err) => {
      // yargs calls this for its own validation errors (msg) and for errors thrown by
      // handlers (err); usage problems become UsageError, anything else passes through.
      if (err !== undefined && err !== null && !isUsageError(err) && !msg) throw err;
      throw isUsageError(err) ? err : new UsageError(msg || String((err as Error | undefined)?.message ?? err));
    })
    .help()
    .version('version', 'Show the package version, the code id of the engine and bots, and the git commit', versionText())
    .wrap(Math.min(110, process.stdout.columns || 110));
  try {
    await cli.parseAsync();
  } catch (e) {
    if (isUsageError(e)) {
      process.stderr.write(`jackal: ${e.message}\n`);
      process.exitCode = USAGE_EXIT;
      return;
    }
    process.stderr.write(`jackal: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 1;
  }
}
