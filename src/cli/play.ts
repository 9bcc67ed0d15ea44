/**
 * `jackal play`: one seeded game with any bots, printed as how it ended; `--record FILE`
 * writes its game record (src/harness/record.ts), `-` for stdout.
 *
 * The game is game 0 of the one-deal run `jackal match --games 1 --seed S --rotation none`
 * with the same bots and rule flags: the same island, the same bot streams, the same moves.
 * Without --bot every seat plays `random`.
 */

import { BOTS_OPTION, lineupFlags } from './bots.js';
import type { Argv, CommandModule } from 'yargs';
import { buildConfig } from '../harness/config.js';
import { playGame } from '../harness/play.js';
import { isMachineFault } from '../../bots/bot.js';
import { recordLine } from '../harness/record.js';
import { UsageError as HarnessUsageError } from '../harness/usage-error.js';
import { STDIN_ARG, UsageError, flagOfKey, gameFromFlags, optionsFromFlags, seedFlag, withRuleFlags, writeOutput } from './common.js';
import { commandHeading } from './command-text.js';

type Args = Record<string, unknown>;

export const playCommand: CommandModule<object, Args> = {
  ...commandHeading('play'),
  builder: (y) => withRuleFlags(y)
    .option('seed', { type: 'string', describe: 'run seed: fixes the island and the bots\' random streams', demandOption: true })
    .option('bot', { alias: 'b', type: 'string', array: true, requiresArg: true, describe: 'a bot spec per seat, in seat order; once for every seat [default: random]' })
    .option('bots', BOTS_OPTION)
    .option('record', { type: 'string', requiresArg: true, describe: 'write the game record (JSON, one line) to this file, - for stdout' })
    .option('json', { type: 'boolean', default: false, describe: 'print the result as one JSON line' })
    .example('$0 play --mode 2p --bot heuristic --bot random --seed 7 --record game.json', 'then: jackal view game.json --out game.html')
    .example('$0 play --mode 4p --bots heuristic,random*3 --seed 7', 'heuristic in seat 0, random in the other three') as unknown as Argv<Args>,
  handler: (argv) => {
    const seed = seedFlag(argv.seed);
    const entry = gameFromFlags(argv);
    const o = optionsFromFlags(argv, entry);
    const endless = entry.checkRunnable(o);
    if (endless) throw new UsageError(`${flagOfKey(entry, endless.field)}: ${endless.message}`);
    const bots = lineupFlags(argv) ?? ['random'];
    let config;
    try {
      config = buildConfig({ game: entry.name, ...o, bots, deals: 1, seed, rotation: 'none', record: true }, null);
    } catch (e) {
      if (!(e instanceof HarnessUsageError)) throw e;
      const m = /^bots\[(\d+)\]$/.exec(e.field);
      throw new UsageError(`${m ? `--bot #${Number(m[1]) + 1}` : e.field === 'bots' ? '--bot' : e.field}: ${e.problem}`);
    }
    let r;
    try {
      r = playGame(config, 0);
    } catch (e) {
      if (!isMachineFault(e)) throw e;
      // the machine could not play the game (an ext: program it could not start): no result; exit 4, as a run (harness.ts EXIT.unplayed)
      process.stderr.write(`jackal play: STOPPED: ${e.message}\n`);
      process.exitCode = 4;
      return;
    }
    const record = argv.record as string | undefined;
    if (record !== undefined) writeOutput(recordLine(config, r), record, '--record');
    if (record === '-' || record === STDIN_ARG) return; // the record is the output
    if (r.error !== '') {
      process.stderr.write(`jackal play: the game ended in an error at ply ${r.plies}: ${r.error}\n`);
      process.exitCode = 1;
      return;
    }
    if (argv.json) {
      process.stdout.write(`${JSON.stringify({ seed, options: o, bots: r.bots, reason: r.reason, plies: r.plies, scores: r.coins, ranks: r.ranks })}\n`);
    } else {
      process.stdout.write(`seed ${seed}, ${entry.heading(o)}, ${r.bots.join(' vs ')}: game over (${r.reason}) after ${r.plies} plies\n`
        + `scores ${r.coins.join(' ')}; ranks ${r.ranks.join(' ')}\n`);
    }
  },
};
