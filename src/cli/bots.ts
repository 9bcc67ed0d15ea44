/**
 * `jackal bots [--game G]`: every registered bot that plays the game, with each
 * parameter's type, range (or values), default and meaning, from the registry's
 * declarations (bots/registry.ts, BotFactory.params): what a spec `name:key=value,...`
 * may say.
 *
 * And `--bots LIST` of match and play: a lineup in one flag, `X,Y*3` for X in seat 0 and
 * Y in the three seats after it (a 4-player match of one bot against three copies of
 * another). See `expandBots` for how commas inside a spec are told apart.
 */

import type { Argv, CommandModule } from 'yargs';
import type { ParamSpec } from '../../bots/bot.js';
import { botFactory, botNames } from '../../bots/registry.js';
import { DEFAULT_GAME } from '../harness/games.js';
import { gameFromFlags, UsageError, withGameFlag } from './common.js';
import { commandHeading } from './command-text.js';

type Args = Record<string, unknown>;

/** A parameter's range as text: `0..1`, `1..`, `one of a, b`, `true or false`. */
function rangeOf(p: ParamSpec): string {
  if (p.type === 'bool') return 'true or false';
  if (p.type === 'enum') return `one of ${(p.values ?? []).join(', ')}`;
  const lo = p.min === undefined ? '' : String(p.min), hi = p.max === undefined ? '' : String(p.max);
  return lo === '' && hi === '' ? 'any' : `${lo}..${hi}`;
}

/** The listing of `jackal bots` for one game: a block per bot, a line per parameter. */
export function botsText(game: string): string {
  const blocks = botNames(game).map((name) => {
    const f = botFactory(name, game)!;
    const head = `${name}: ${f.doc}`;
    if (f.params.length === 0) return `${head}\n  (no parameters)`;
    const w = Math.max(...f.params.map((p) => p.name.length));
    const rows = f.params.map((p) => `  ${p.name.padEnd(w)}  ${p.type.padEnd(5)}  ${rangeOf(p).padEnd(14)}  default ${String(p.default).padEnd(9)}  ${p.doc}`);
    return `${head}\n${rows.join('\n')}`;
  });
  return `Bots for ${game} (a spec is name or name:key=value,...; a bot of your own is file:PATH or ext:COMMAND):\n\n${blocks.join('\n\n')}\n`;
}

export const botsCommand: CommandModule<object, Args> = {
  ...commandHeading('bots'),
  builder: (y) => withGameFlag(y)
    .example('$0 bots', `the bots of ${DEFAULT_GAME}`)
    .example('$0 bots --game pirate-chess', 'the bots of Pirate chess') as unknown as Argv<Args>,
  handler: (argv) => {
    process.stdout.write(botsText(gameFromFlags(argv).name));
  },
};

/**
 * The lineup a `--bots` list stands for, a spec per entry, `SPEC*N` standing for N copies.
 * Specs hold commas of their own (`mcts:iterations=200,c=0.1`), so a comma starts a new
 * spec only when the text after it is not a `key=value` parameter of the spec before
 * (a parameter has `=` and no `:`, a spec's name has no `=`). Throws UsageError on `--bots`.
 */
export function expandBots(list: string): string[] {
  const specs: string[] = [];
  for (const part of list.split(',')) {
    const t = part.trim();
    const param = t.includes('=') && !t.includes(':');
    if (param && specs.length > 0 && specs[specs.length - 1].includes(':')) specs[specs.length - 1] += `,${t}`;
    else specs.push(t);
  }
  const out: string[] = [];
  for (const s of specs) {
    const m = /^(.*?)\s*\*\s*(\d+)$/.exec(s);
    const spec = m ? m[1] : s;
    const copies = m ? Number(m[2]) : 1;
    if (spec === '') throw new UsageError(`--bots: an empty spec in ${JSON.stringify(list)} (give e.g. heuristic,random*3)`);
    if (copies < 1 || copies > 16) throw new UsageError(`--bots: ${JSON.stringify(s)}: the copies after * must be 1 to 16`);
    for (let i = 0; i < copies; i++) out.push(spec);
  }
  return out;
}

/** The `--bots` option, for match and play. */
export const BOTS_OPTION = {
  type: 'string', requiresArg: true,
  describe: 'the lineup in one flag instead of --bot per seat: specs in seat order, comma-separated, SPEC*N for N seats (e.g. --bots mcts,heuristic*3: mcts in seat 0, heuristic in seats 1-3)',
} as const;

/** The bot specs of --bot or --bots (not both); undefined when neither is given. */
export function lineupFlags(argv: Args): string[] | undefined {
  const bot = argv.bot as string[] | undefined;
  if (argv.bots === undefined) return bot;
  if (bot !== undefined && bot.length > 0) throw new UsageError('--bots: give either --bots or --bot, not both');
  const v = argv.bots;
  return expandBots(String(Array.isArray(v) ? v[v.length - 1] : v));
}
