/**
 * The engine's CLI commands: new, show, moves, apply, perft, score (`play`, which takes bots, is
 * play.ts). Each is a yargs command module; main.ts registers them. Bad input throws
 * UsageError (exit 2). Every command works for any game of the registry
 * (src/harness/games.ts) through the game interface (src/core/game.ts): `--game NAME`,
 * default jackal.
 *
 *   jackal new --seed S [rule flags] [--out FILE]     the starting position as JSON
 *   jackal show POSITION                              a text board with a legend
 *   jackal moves POSITION [--json]                    the legal moves in notation
 *   jackal apply POSITION MOVE... [--out FILE]        plays moves, prints the new position
 *   jackal perft --seed S --depth D [rule flags] [--divide]
 *   jackal perft POSITION --depth D [--divide]        leaf counts (src/core/perft.ts conventions)
 *   jackal score POSITION [--json]                    each player's score and rank (Jackal)
 *
 * POSITION is a file path, or `-` for stdin, in the game's position format (it carries
 * its rule options and names its game, so show, moves, apply, perft and score need no
 * --game; a --game that disagrees with the file is refused); `--study` reads a Jackal
 * position as a study position (src/jackal/position-format.ts). Rule flags
 * are the game's (Jackal: --mode, --tiles, --first, --airplane-immediate, --lighthouse,
 * --max-plies, --stall-plies; Pirate chess: --max-plies, --island; common.ts). Moves use
 * the game's notation (src/jackal/notation.ts, src/pirate-chess/notation.ts).
 */

import type { Argv, CommandModule } from 'yargs';
import { isFieldError } from '../core/game.js';
import { divide, perft } from '../core/perft.js';
import { CREW_NAMES, MODE_CREWS, MODE_PLAYER } from '../jackal/options.js';
import { result } from '../jackal/outcome.js';
import { MODE, State } from '../jackal/state.js';
import { BuiltGame, UsageError, gameFromFlags, optionsFromFlags, readPosition, seedFlag, withGameFlag, withRuleFlags, writeOutput } from './common.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

const positionText = (e: BuiltGame, s: unknown): string => JSON.stringify(e.game.toPosition(s), null, 2) + '\n';

const positionArg = <T>(y: Argv<T>): Argv<T> =>
  y.positional('position', { type: 'string', describe: 'position JSON file, or - for stdin' })
    .option('study', { type: 'boolean', default: false, describe: 'read it as a study position (Jackal): the tile set\'s counts and coin total are not enforced, face-down cells and pirates may be left out (src/jackal/position-format.ts)' }) as Argv<T>;

/**
 * The position named on the command line and its game: the game the file names (its
 * `game` or `format` key), else --game; a study position with --study.
 */
const positionOf = (argv: Args): { e: BuiltGame; s: unknown } => {
  const r = readPosition(argv.position as string, argv, argv.study === true);
  return { e: r.entry, s: r.state };
};

/** The legal moves of s, in generation order. */
function legal(e: BuiltGame, s: unknown): number[] {
  const buf = new Int32Array(e.game.maxMoves);
  return Array.from(buf.subarray(0, e.game.generateMoves(s, buf)));
}

const newCommand: CommandModule<object, Args> = {
  ...commandHeading('new'),
  builder: (y) => withRuleFlags(y)
    .option('seed', { type: 'string', describe: 'deal seed (any text)', demandOption: true })
    .option('out', { type: 'string', describe: 'write to this file instead of stdout' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const e = gameFromFlags(argv);
    const o = optionsFromFlags(argv, e);
    const s = e.game.newGame(o, seedFlag(argv.seed));
    writeOutput(positionText(e, s), argv.out as string | undefined);
  },
};

const showCommand: CommandModule<object, Args> = {
  ...commandHeading('show'),
  builder: (y) => withGameFlag(positionArg(y)) as unknown as Argv<Args>,
  handler: (argv) => {
    const { e, s } = positionOf(argv);
    const text = e.game.show(s);
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`); // Jackal's board ends its own line; Pirate chess's and Archipelago's do not
  },
};

const movesCommand: CommandModule<object, Args> = {
  ...commandHeading('moves'),
  builder: (y) => withGameFlag(positionArg(y)).option('json', { type: 'boolean', default: false, describe: 'print a JSON list of {move, int}' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const { e, s } = positionOf(argv);
    const moves = legal(e, s);
    if (argv.json) {
      process.stdout.write(JSON.stringify(moves.map((m) => ({ move: e.game.formatMove(s, m), int: m }))) + '\n');
    } else {
      process.stdout.write(moves.map((m) => e.game.formatMove(s, m) + '\n').join(''));
    }
  },
};

const applyCommand: CommandModule<object, Args> = {
  ...commandHeading('apply'),
  builder: (y) => withGameFlag(positionArg(y))
    .positional('moves', { type: 'string', array: true, describe: 'moves, in order' })
    .option('out', { type: 'string', describe: 'write to this file instead of stdout' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const { e, s } = positionOf(argv);
    const unknown = e.hiddenUnknown?.(s) ?? false;
    const texts = ((argv.moves as unknown[] | undefined) ?? []).map(String);
    if (texts.length === 0) throw new UsageError('apply: give at least one MOVE after the position (e.g. w1-g2)');
    texts.forEach((text, i) => {
      const m = e.game.parseMove(s, text);
      if (isFieldError(m)) throw new UsageError(`move ${i + 1} (${JSON.stringify(text)}): ${m.message}`);
      e.game.applyMove(s, m);
      if (unknown && e.revealFailed?.(s)) {
        throw new UsageError(`move ${i + 1} (${JSON.stringify(text)}) reveals a tile, but the position has no layout ("layout": null)`);
      }
    });
    writeOutput(positionText(e, s), argv.out as string | undefined);
  },
};

const perftCommand: CommandModule<object, Args> = {
  ...commandHeading('perft'),
  builder: (y) => withRuleFlags(positionArg(y))
    .option('seed', { type: 'string', describe: 'deal seed for a new game (instead of a position)' })
    .option('depth', { ...numberOption('plies to search (1 to 12)'), demandOption: true })
    .option('divide', { type: 'boolean', default: false, describe: 'print the count under each first move' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const depthText = String(argv.depth).trim();
    if (!/^\d+$/.test(depthText) || Number(depthText) < 1 || Number(depthText) > 12) {
      throw new UsageError(`--depth: must be a whole number from 1 to 12, got ${JSON.stringify(argv.depth)}`);
    }
    const depth = Number(depthText);
    let e: BuiltGame, s: unknown;
    if (argv.position !== undefined) {
      if (argv.seed !== undefined) throw new UsageError('give either a POSITION or --seed, not both');
      ({ e, s } = positionOf(argv));
    } else {
      if (argv.seed === undefined) throw new UsageError('give a POSITION file or --seed S');
      e = gameFromFlags(argv);
      s = e.game.newGame(optionsFromFlags(argv, e), seedFlag(argv.seed));
    }
    if (depth > 1 && e.hiddenUnknown?.(s)) throw new UsageError('perft past depth 1 needs the layout; this position has "layout": null');
    const t0 = performance.now();
    if (argv.divide) {
      const rows = divide(e.game, s, depth);
      let total = 0;
      for (const r of rows) {
        process.stdout.write(`${e.game.formatMove(s, r.move)} ${r.nodes}\n`);
        total += r.nodes;
      }
      process.stdout.write(`\ntotal ${total}\n`);
    } else {
      process.stdout.write(`${perft(e.game, s, depth)}\n`);
    }
    process.stderr.write(`perft depth ${depth}: ${(performance.now() - t0).toFixed(0)} ms\n`);
  },
};

/** The engine commands, in help order. */
const scoreCommand: CommandModule<object, Args> = {
  ...commandHeading('score'),
  builder: (y) => withGameFlag(positionArg(y)).option('json', { type: 'boolean', default: false, describe: 'print one JSON object' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const p = positionOf(argv);
    if (p.e.game.name !== 'jackal') throw new UsageError(`score reads Jackal positions, not ${p.e.game.name}`);
    const s = p.s as State;
    const r = result(s);
    const mode = s.u8[MODE];
    const crews = r.scores.map((_, i) => CREW_NAMES.filter((_, k) => ((MODE_CREWS[mode] >> k) & 1) !== 0 && MODE_PLAYER[mode * 4 + k] === i));
    if (argv.json) {
      process.stdout.write(JSON.stringify({ players: r.scores.map((score, i) => ({ player: i, crews: crews[i], score, rank: r.ranks[i] })), over: r.reason, ply: r.plies, lost: r.lost }) + '\n');
      return;
    }
    const rows = r.scores.map((score, i) => `${String(i).padEnd(7)}${crews[i].join('+').padEnd(14)}${String(score).padEnd(7)}${r.ranks[i]}`);
    process.stdout.write(['player crews         score  rank', ...rows, `${r.reason} after ${r.plies} plies; ${r.lost} coins lost`].join('\n') + '\n');
  },
};

export const engineCommands: CommandModule<object, Args>[] = [
  newCommand, showCommand, movesCommand, applyCommand, perftCommand, scoreCommand,
];
