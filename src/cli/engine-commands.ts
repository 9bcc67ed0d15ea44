/**
 * The engine's CLI commands: new, show, moves, apply, perft, score (`play`, which takes bots, is play.ts). Each is a yargs
 * command module; main.ts registers them. Bad input throws UsageError (exit 2).
 *
 *   jackal new --seed S [rule flags] [--out FILE]     the starting position as JSON
 *   jackal show POSITION                              a text board with a legend
 *   jackal moves POSITION [--json]                    the legal moves in notation
 *   jackal apply POSITION MOVE... [--out FILE]        plays moves, prints the new position
 *   jackal perft --seed S --depth D [rule flags] [--divide]
 *   jackal perft POSITION --depth D [--divide]        leaf counts (perft.ts conventions)
 *   jackal score POSITION [--json]                    each player's score and rank
 *
 * POSITION is a file path, or `-` for stdin; `--study` reads it as a study position. Rule flags: --mode, --tiles (classic or
 * treasure-island), --first, --airplane-immediate, --lighthouse (peek or open, Treasure
 * Island), --max-plies, --stall-plies (common.ts). Moves use the notation of notation.ts.
 */

import type { Argv, CommandModule } from 'yargs';
import { applyMove } from '../jackal/apply.js';
import { LAND_CELLS, LAND_COUNT } from '../jackal/geometry.js';
import { formatMove, isNotationError, legalMoves, parseMove } from '../jackal/notation.js';
import { divide, perft } from '../jackal/perft.js';
import { toPosition } from '../jackal/position.js';
import { newGame } from '../jackal/setup.js';
import { MAX_PIECES, MODE, NO_CREW, P_CELL, P_CREW, State, TILE_KIND } from '../jackal/state.js';
import { Kind } from '../jackal/tiles.js';
import { CREW_NAMES, MODE_CREWS, MODE_PLAYER } from '../jackal/options.js';
import { result } from '../jackal/rules.js';
import { drawBoard } from '../jackal/board.js';
import { UsageError, loadPosition, optionsFromFlags, seedFlag, withRuleFlags, writeOutput } from './common.js';

type Args = Record<string, unknown>;

const positionText = (s: State): string => JSON.stringify(toPosition(s), null, 2) + '\n';

/** True when s has face-down cells but no layout for them (an observation). */
function layoutUnknown(s: State): boolean {
  for (let i = 0; i < LAND_COUNT; i++) {
    const c = LAND_CELLS[i];
    if (s.u8[TILE_KIND + c] === Kind.Closed && s.layout[c] === 0) return true;
  }
  return false;
}

/** True when a piece stands on a face-down cell: a reveal was needed but the layout was unknown. */
function revealFailed(s: State): boolean {
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = s.u8[P_CELL + p];
    if (s.u8[P_CREW + p] !== NO_CREW && c !== 255 && s.u8[TILE_KIND + c] === Kind.Closed) return true;
  }
  return false;
}

const positionArg = <T>(y: Argv<T>): Argv<T> =>
  y.positional('position', { type: 'string', describe: 'position JSON file, or - for stdin' })
    .option('study', { type: 'boolean', default: false, describe: 'read it as a study position: the tile set\'s counts and coin total are not enforced, face-down cells and pirates may be left out (src/jackal/position-format.ts)' }) as Argv<T>;

/** The position named on the command line, read as a study when --study is given. */
const positionOf = (argv: Args): State => loadPosition(argv.position as string, argv.study === true);

const newCommand: CommandModule<object, Args> = {
  command: 'new',
  describe: 'write the starting position of a seeded deal as JSON',
  builder: (y) => withRuleFlags(y)
    .option('seed', { type: 'string', describe: 'deal seed (any text)', demandOption: true })
    .option('out', { type: 'string', describe: 'write to this file instead of stdout' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const o = optionsFromFlags(argv);
    const s = newGame(o, seedFlag(argv.seed));
    writeOutput(positionText(s), argv.out as string | undefined);
  },
};

const showCommand: CommandModule<object, Args> = {
  command: 'show <position>',
  describe: 'draw a position as a text board with a legend',
  builder: (y) => positionArg(y) as unknown as Argv<Args>,
  handler: (argv) => {
    process.stdout.write(drawBoard(positionOf(argv)));
  },
};

const movesCommand: CommandModule<object, Args> = {
  command: 'moves <position>',
  describe: 'list the legal moves in notation (with --json: notation and move integers)',
  builder: (y) => positionArg(y).option('json', { type: 'boolean', default: false, describe: 'print a JSON list of {move, int}' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const s = positionOf(argv);
    const moves = legalMoves(s);
    if (argv.json) {
      process.stdout.write(JSON.stringify(moves.map((m) => ({ move: formatMove(s, m), int: m }))) + '\n');
    } else {
      process.stdout.write(moves.map((m) => formatMove(s, m) + '\n').join(''));
    }
  },
};

const applyCommand: CommandModule<object, Args> = {
  command: 'apply <position> [moves..]',
  describe: 'apply moves in notation (w1-g2, w1-g2$, w1-g2@, w1-g2+rum, fri-g5, ship:w-f1, revive:w2, rum:fri, w1=g5, order:3, stay, swear, silent, pass) and print the new position',
  builder: (y) => positionArg(y)
    .positional('moves', { type: 'string', array: true, describe: 'moves, in order' })
    .option('out', { type: 'string', describe: 'write to this file instead of stdout' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const s = positionOf(argv);
    const unknown = layoutUnknown(s);
    const texts = ((argv.moves as unknown[] | undefined) ?? []).map(String);
    if (texts.length === 0) throw new UsageError('apply: give at least one MOVE after the position (e.g. w1-g2)');
    texts.forEach((text, i) => {
      const m = parseMove(s, text);
      if (isNotationError(m)) throw new UsageError(`move ${i + 1} (${JSON.stringify(text)}): ${m.message}`);
      applyMove(s, m);
      if (unknown && revealFailed(s)) {
        throw new UsageError(`move ${i + 1} (${JSON.stringify(text)}) reveals a tile, but the position has no layout ("layout": null)`);
      }
    });
    writeOutput(positionText(s), argv.out as string | undefined);
  },
};

const perftCommand: CommandModule<object, Args> = {
  command: 'perft [position]',
  describe: 'count leaf nodes to a depth, from a seeded start (--seed) or a position file',
  builder: (y) => withRuleFlags(positionArg(y))
    .option('seed', { type: 'string', describe: 'deal seed for a new game (instead of a position)' })
    .option('depth', { type: 'string', describe: 'plies to search (>= 1)', demandOption: true })
    .option('divide', { type: 'boolean', default: false, describe: 'print the count under each first move' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const depthText = String(argv.depth).trim();
    if (!/^\d+$/.test(depthText) || Number(depthText) < 1 || Number(depthText) > 12) {
      throw new UsageError(`--depth: must be a whole number from 1 to 12, got ${JSON.stringify(argv.depth)}`);
    }
    const depth = Number(depthText);
    let s: State;
    if (argv.position !== undefined) {
      if (argv.seed !== undefined) throw new UsageError('give either a POSITION or --seed, not both');
      s = positionOf(argv);
    } else {
      if (argv.seed === undefined) throw new UsageError('give a POSITION file or --seed S');
      s = newGame(optionsFromFlags(argv), seedFlag(argv.seed));
    }
    if (depth > 1 && layoutUnknown(s)) throw new UsageError('perft past depth 1 needs the layout; this position has "layout": null');
    const t0 = performance.now();
    if (argv.divide) {
      const rows = divide(s, depth);
      let total = 0;
      for (const r of rows) {
        process.stdout.write(`${formatMove(s, r.move)} ${r.nodes}\n`);
        total += r.nodes;
      }
      process.stdout.write(`\ntotal ${total}\n`);
    } else {
      process.stdout.write(`${perft(s, depth)}\n`);
    }
    process.stderr.write(`perft depth ${depth}: ${(performance.now() - t0).toFixed(0)} ms\n`);
  },
};

const scoreCommand: CommandModule<object, Args> = {
  command: 'score <position>',
  describe: 'print each player\'s score (coins aboard, the galleon treasure worth 3) and rank (ties share a rank)',
  builder: (y) => positionArg(y).option('json', { type: 'boolean', default: false, describe: 'print one JSON object' }) as unknown as Argv<Args>,
  handler: (argv) => {
    const s = positionOf(argv);
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

/** The engine commands, in help order. */
export const engineCommands: CommandModule<object, Args>[] = [
  newCommand, showCommand, movesCommand, applyCommand, perftCommand, scoreCommand,
];
