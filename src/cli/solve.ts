/**
 * `jackal solve --game archipelago --mission N [--max-turns T]`: the exact solver of a solo
 * mission card (src/archipelago/solve.ts). Prints whether the card can be solved, the
 * fewest turns to bring every coin to the bank with at least the card's survivors (and its
 * named pirates living), the most survivors among those fastest solutions, one solution in
 * the engine's notation (replayable: `jackal new --game archipelago --mission N | jackal
 * apply - MOVES...` plays it), the states and moves searched and the time. Deterministic. `--mission-file F` solves a card of one's own.
 *
 * Bad input (no such mission, a bad flag, a malformed mission file) is one line naming the
 * flag or field, exit status 2.
 */

import type { Argv, CommandModule } from 'yargs';
import { designedMission, DESIGNED_MISSIONS, Mission, MISSION_FILE_KEY, readMissionFile } from '../archipelago/solo-mission.js';
import { solveMission, SolveResult } from '../archipelago/solve.js';
import { SOLO_NAMES } from '../archipelago/solo-state.js';
import { wholeNumber } from '../harness/games.js';
import { UsageError } from './common.js';
import { botsVersusCard } from './solve-bots.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

/** The last value of a flag given once or more, as text; undefined when not given. */
const last = (v: unknown): string | undefined => (v === undefined ? undefined : String(Array.isArray(v) ? v[v.length - 1] : v));

function whole(argv: Args, flag: string, lo: number, hi: number): number | undefined {
  const t = last(argv[flag]);
  if (t === undefined) return undefined;
  const n = wholeNumber(t);
  if (Number.isNaN(n) || n < lo || n > hi) throw new UsageError(`--${flag}: must be a whole number ${lo}..${hi}, got ${JSON.stringify(t)}`);
  return n;
}

/** The card the flags name; throws UsageError naming the flag or the file's field. */
export function missionFromFlags(argv: Args): Mission {
  const game = last(argv.game);
  if (game !== undefined && game !== 'archipelago') throw new UsageError(`--game: solve plays the solo missions of archipelago, not ${JSON.stringify(game)}`);
  const n = whole(argv, 'mission', 1, DESIGNED_MISSIONS), file = last(argv['mission-file']);
  if (n !== undefined && file !== undefined) throw new UsageError('--mission-file: give --mission or --mission-file, not both');
  if (file !== undefined) {
    const m = readMissionFile(file);
    if ('code' in m) {
      // the field inside the file, as optionsFromFlags shows it for play and match (cli/common.ts)
      const inFile = m.field.startsWith(`${MISSION_FILE_KEY}.`) ? `${m.field.slice(MISSION_FILE_KEY.length + 1)}: ` : '';
      throw new UsageError(`--mission-file: ${inFile}${m.message}`);
    }
    return m;
  }
  if (n === undefined) throw new UsageError(`--mission: name a mission card 1..${DESIGNED_MISSIONS} (or --mission-file FILE)`);
  return designedMission(n);
}

/** The report's text: the verdict, the solution and the search's size and time. */
export function solveText(m: Mission, r: SolveResult): string {
  const g = m.goal;
  const card = `the card: every coin in the bank within ${g.turns} turns, ${g.survivors}+ living${g.alive.length ? `, ${g.alive.map((p) => SOLO_NAMES[p]).join(' and ')} among them` : ''}`;
  const lines = [`mission ${m.mission}${m.title ? ` "${m.title}"` : ''}; ${card}`];
  if (r.solvable === true) {
    lines.push(`solvable: yes; fewest turns ${r.turns}, survivors ${r.survivors}; the card's goal is ${r.turns <= g.turns ? 'met' : `not reachable (${r.turns} > ${g.turns} turns)`}`);
    lines.push(`solution (${r.moves.length} moves): ${r.moves.join(', ')}`);
  } else {
    lines.push(`solvable: ${r.solvable === false ? 'no' : 'unknown'} (${r.reason})`);
  }
  lines.push(`searched ${r.states} states, ${r.moved} pirate moves, ${r.turnsSearched} turns, in ${(r.ms / 1000).toFixed(2)} s`);
  return lines.join('\n') + '\n';
}

export const solveCommand: CommandModule<object, Args> = {
  ...commandHeading('solve'),
  builder: (y) => y
    .option('game', { type: 'string', requiresArg: true, describe: 'the game: archipelago (the only one with solo missions)' })
    .option('mission', numberOption(`a designed mission card 1..${DESIGNED_MISSIONS}`))
    .option('mission-file', { type: 'string', requiresArg: true, describe: 'a mission file of your own (docs/ARCHIPELAGO.md, "Solo play")' })
    .option('max-turns', numberOption('give up after this many turns without a solution', 60))
    .option('max-states', numberOption('give up when the table holds this many states', 30_000_000))
    .option('versus-bots', numberOption('also play this many seeded games of random and of heuristic and count those that meet the card'))
    .option('json', { type: 'boolean', default: false, describe: 'print the result as one JSON line' })
    .example('$0 solve --game archipelago --mission 3', 'the fewest turns of card 3 and one solution') as unknown as Argv<Args>,
  handler: (argv) => {
    const m = missionFromFlags(argv);
    const maxTurns = whole(argv, 'max-turns', 1, 999), maxStates = whole(argv, 'max-states', 1, 200_000_000);
    const versus = whole(argv, 'versus-bots', 1, 100_000);
    const r = solveMission(m, { maxTurns, maxStates });
    const file = last(argv['mission-file']);
    const bots = versus === undefined ? undefined : botsVersusCard(m, file === undefined ? { mission: m.mission } : { missionFile: file }, versus);
    if (argv.json) {
      process.stdout.write(`${JSON.stringify({ mission: m.mission, goal: { turns: m.goal.turns, survivors: m.goal.survivors, alive: m.goal.alive.map((p) => SOLO_NAMES[p]) }, ...r, ms: Math.round(r.ms), bots })}\n`);
    } else {
      process.stdout.write(solveText(m, r) + (bots ?? []).map((b) => `${b.bot}: met the card in ${b.met} of ${b.games} seeded games${b.errors ? ` (${b.errors} errors)` : ''}\n`).join(''));
    }
  },
};
