/**
 * The commands as `jackal --help` lists them: each one's usage (its name and positionals,
 * yargs's `command`) and its one-line description, in --help order. The command modules
 * take their `command` and `describe` from here (`commandHeading`), so the text has one
 * home; main.ts registers these headings alone when no command is named (--help, no
 * command, an unknown one), so that listing the commands loads none of their modules
 * (each pulls in engines, bots or the harness: about 0.9 s of CPU for `jackal --help`).
 */

/** A command's usage and description. */
export interface CommandText { readonly usage: string; readonly describe: string }

export const COMMAND_TEXT = {
  new: {
    usage: 'new',
    describe: 'write the starting position of a seeded deal as JSON',
  },
  show: {
    usage: 'show <position>',
    describe: 'draw a position as a text board with a legend',
  },
  moves: {
    usage: 'moves <position>',
    describe: 'list the legal moves in notation (with --json: notation and move integers)',
  },
  apply: {
    usage: 'apply <position> [moves..]',
    describe: 'apply moves in the game\'s notation (Jackal: w1-g2, w1-g2$, w1-g2@, w1-g2+rum, fri-g5, ship:w-f1, revive:w2, rum:fri, w1=g5, order:3, stay, swear, silent, pass) and print the new position',
  },
  perft: {
    usage: 'perft [position]',
    describe: 'count leaf nodes to a depth, from a seeded start (--seed) or a position file',
  },
  score: {
    usage: 'score <position>',
    describe: 'print each player\'s score (coins aboard, the galleon treasure worth 3) and rank (ties share a rank); Jackal',
  },
  match: {
    usage: 'match',
    describe: 'Play bots against each other on seeded deals, with seat rotation, on all cores',
  },
  run: {
    usage: 'run <experiment>',
    describe: 'Run a named experiment (experiments/<name>.json, or a path to a .json file)',
  },
  merge: {
    usage: 'merge <dirs..>',
    describe: 'Combine shard out dirs into the files one unsharded run would have written',
  },
  'check-bot': {
    usage: 'check-bot <spec>',
    describe: 'check a bot (yours: file:PATH or ext:COMMAND) for honesty: it sees only its observation, repeats itself given the seed, plays legal moves',
  },
  bots: {
    usage: 'bots',
    describe: 'list the bots that play a game, with their parameters: type, range, default, meaning',
  },
  play: {
    usage: 'play',
    describe: 'play one seeded game with the given bots (random by default) and print how it ended',
  },
  replay: {
    usage: 'replay <out>',
    describe: 'print one game of a finished run as a record: its stored moves, or the game played again and checked against the journal; or check a record file',
  },
  view: {
    usage: 'view <source>',
    describe: 'write a game viewer: one self-contained HTML page (SVG board, move list, step/play controls)',
  },
  report: {
    usage: 'report <dir>',
    describe: 'write a run\'s report: one self-contained HTML page with plots, tables, provenance and its notable games',
  },
  compare: {
    usage: 'compare <a> <b>',
    describe: 'say whether two runs played the same games (to check a reproduction), or where the first difference is',
  },
  audit: {
    usage: 'audit [dirs..]',
    describe: 'say which stored runs this code still plays game for game: each run\'s first and last game played again and checked, one line a run (--out: a Markdown table)',
  },
  tune: {
    usage: 'tune',
    describe: 'Tune numeric bot parameters by SPSA on paired deals, then validate the tuned values against the start',
  },
  fit: {
    usage: 'fit',
    describe: 'Fit the evaluation\'s weights to self-play outcomes (logistic regression on its features)',
  },
  sweep: {
    usage: 'sweep [dirs..]',
    describe: 'compare finished runs (a scaling study, a parameter sweep): one page with the first bot\'s score per run and each run less the first deal by deal, and CSV',
  },
  table: {
    usage: 'table',
    describe: 'write a page where a person plays against the bots (one self-contained HTML file), or --check a record it saved',
  },
  solve: {
    usage: 'solve',
    describe: 'solve an Archipelago solo mission exactly: its fewest turns, survivors and one solution',
  },
} as const satisfies Record<string, CommandText>;

export type CommandName = keyof typeof COMMAND_TEXT;

/** A command module's `command` and `describe` (spread into the module). */
export function commandHeading(name: CommandName): { command: string; describe: string } {
  const t: CommandText = COMMAND_TEXT[name];
  return { command: t.usage, describe: t.describe };
}
