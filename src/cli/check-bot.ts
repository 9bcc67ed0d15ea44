/**
 * `jackal check-bot SPEC [--game G] [--states N] [--seed S]`: the honesty checks of the
 * built-in bots (leak, determinism, legality: src/api/check-bot.ts) run on any bot, most
 * usefully one's own: `jackal check-bot file:./my-bot.js` or `jackal check-bot "ext:python3 my_bot.py"`.
 *
 * Exit status: 0 when every check passes; 3 when one fails (each failure is a line on
 * stdout); 2 for a bad spec (a module that exports no bot factory, a program that does not
 * answer the handshake), a bad flag, or a game the bot does not play, in one line naming the bot.
 */

import type { Argv, CommandModule } from 'yargs';
import { checkBot } from '../api/check-bot.js';
import { closeExternalBots } from '../../bots/external-bot.js';
import { UsageError } from './common.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

/** Exit status when a check fails. */
export const CHECK_FAILED_EXIT = 3;

export const checkBotCommand: CommandModule<object, Args> = {
  ...commandHeading('check-bot'),
  builder: (y) => y
    .positional('spec', { type: 'string', describe: 'the bot spec, e.g. file:./my-bot.js:depth=3 or "ext:python3 my_bot.py"' })
    .option('game', { type: 'string', requiresArg: true, default: 'jackal', describe: 'the game to check it on' })
    .option('states', numberOption('mid-game positions to test from (1 to 1000)', 24))
    .option('seed', { type: 'string', requiresArg: true, default: 'check-bot', describe: 'seed of the random play that finds the positions' })
    .example('$0 check-bot file:./my-bot.js:depth=3', 'check a bot module') as unknown as Argv<Args>,
  handler: (argv) => {
    const text = argv.states === undefined ? '24' : String(argv.states).trim();
    const states = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(states >= 1 && states <= 1000)) throw new UsageError(`--states: must be a whole number from 1 to 1000, got ${JSON.stringify(argv.states)}`);
    try {
      const r = checkBot(String(argv.spec), { game: String(argv.game), states, seed: String(argv.seed) });
      const out = process.stdout;
      out.write(`check-bot ${r.spec} on ${r.game}: ${r.states} positions, ${r.differing} with two differing hidden layouts\n`);
      for (const f of r.failures) out.write(`FAIL ${f}\n`);
      out.write(r.failures.length === 0 ? 'ok: leak, determinism and legality checks passed\n' : `${r.failures.length} check(s) failed\n`);
      if (r.failures.length > 0) process.exitCode = CHECK_FAILED_EXIT;
    } finally {
      closeExternalBots();
    }
  },
};
