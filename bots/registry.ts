/**
 * The bot registry: bots by name, with typed parameters given as text.
 *
 * Spec syntax: `name` or `name:key=value,key=value`, e.g. `mcts:iterations=500,c=1.2`.
 * Keys are the bot's declared parameters; values are checked against their type and
 * range. `parseBotSpec` returns an error value naming the field and the problem.
 *
 * Games. Bots are built for one game (src/core/game.ts), Jackal unless another is given;
 * a factory's `games` says which games it plays (`random` and `mcts` go through the game
 * interface and play any game). One name may stand for one factory per game: `heuristic`
 * is Jackal's (heuristic.ts) with `--game jackal` and Pirate chess's (chess-heuristic.ts)
 * with `--game pirate-chess`, each with its own parameters. Asking for a bot on a game it
 * does not play is a spec error.
 *
 * Bots from outside. `file:PATH[:key=value,...]` is a bot factory exported by a JavaScript
 * module (file-bot.ts; its parameters are the ones the module declares, and its file's
 * content hash is the parameter `file.sha256`); `ext:COMMAND ARGS` is a program speaking
 * the external bot protocol (external-bot.ts, docs/PROTOCOL.md; its parameter `ext.name` is
 * the name it gives in the handshake). Both are checked when their spec is parsed: a
 * module that exports no factory, or a program that does not answer the handshake, is a
 * spec error naming the bot, found at start-up.
 */

import type { Game } from '../src/core/game.js';
import { JACKAL } from '../src/jackal/game.js';
import type { State } from '../src/jackal/state.js';
import type { Bot, BotFactory, Params } from './bot.js';
import { randomBot } from './random.js';
import { heuristicBot } from './jackal/heuristic.js';
import { mctsBot } from './mcts.js';
import { chessHeuristicBot } from './pirate-chess/heuristic.js';
import { archHeuristicBot } from './archipelago/heuristic.js';
import { FILE_HASH_PARAM, FILE_PREFIX, loadFileBot, splitFileSpec } from './file-bot.js';
import { checkExternal, EXT_PREFIX } from './external-bot.js';

const FACTORIES: BotFactory[] = [randomBot, heuristicBot, mctsBot, chessHeuristicBot, archHeuristicBot];

/** Whether the factory's bots play the game named `game`. */
export const playsGame = (f: BotFactory, game: string): boolean => f.games === undefined || f.games.includes(game);

/** Whether two factories could both answer for one game (a factory for every game shares with any). */
const overlap = (a: BotFactory, b: BotFactory): boolean =>
  a.games === undefined || b.games === undefined || a.games.some((g) => b.games!.includes(g));

export function registerBot(f: BotFactory): void {
  if (FACTORIES.some((g) => g.name === f.name && overlap(f, g))) throw new Error(`bot ${f.name} is registered twice for one game`);
  FACTORIES.push(f);
}

/** Registered bot names, each once; with a game name, only those that play it. */
export const botNames = (game?: string): string[] =>
  [...new Set(FACTORIES.filter((f) => game === undefined || playsGame(f, game)).map((f) => f.name))];

/** The factory of bot `name` for the game named `game` (Jackal unless given). */
export const botFactory = (name: string, game: string = JACKAL.name): BotFactory | undefined =>
  FACTORIES.find((f) => f.name === name && playsGame(f, game));

export interface SpecError { code: 'bad-bot'; field: string; message: string }
/** A checked spec: the bot's name, its full parameters, the canonical spec; `factory` for a bot from outside the registry. */
export interface ParsedSpec { name: string; params: Params; canonical: string; factory?: BotFactory }

const bad = (field: string, message: string): SpecError => ({ code: 'bad-bot', field, message });

/** Parses and validates a bot spec for the game named `game`; fills defaults; gives a canonical spec string. */
export function parseBotSpec(text: string, game = JACKAL.name): ParsedSpec | SpecError {
  const trimmed = text.trim();
  if (trimmed.startsWith(FILE_PREFIX)) return parseFileSpec(trimmed, game);
  if (trimmed.startsWith(EXT_PREFIX)) {
    const r = checkExternal(trimmed);
    return 'error' in r ? bad(r.canonical, r.error) : r;
  }
  const colon = trimmed.indexOf(':');
  const name = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const f = botFactory(name, game);
  if (!f) {
    const others = FACTORIES.filter((g) => g.name === name).flatMap((g) => g.games ?? []);
    if (others.length === 0) return bad('bot', `unknown bot ${JSON.stringify(name)}; known: ${botNames(game).join(', ')}, or file:PATH, ext:COMMAND`);
    return bad('bot', `${name} plays only ${others.join(', ')}, not ${game}; bots for ${game}: ${botNames(game).join(', ')}`);
  }
  return readParams(f, name, colon < 0 ? '' : trimmed.slice(colon + 1));
}

/** A `file:PATH[:params]` spec: the module loaded and checked, its parameters read, its hash among them. */
function parseFileSpec(text: string, game: string): ParsedSpec | SpecError {
  const { path, rest } = splitFileSpec(text);
  const name = `${FILE_PREFIX}${path}`;
  const r = loadFileBot(path);
  if ('error' in r) return bad(name, r.error);
  if (!playsGame(r.factory, game)) return bad(name, `plays only ${r.factory.games!.join(', ')}, not ${game}`);
  const p = readParams(r.factory, name, rest);
  if ('code' in p) return p;
  p.params[FILE_HASH_PARAM] = r.sha256;
  return { ...p, factory: r.factory };
}

/** The parameters of `rest` (`key=value,...`) checked against the factory's declarations, defaults filled. */
function readParams(f: BotFactory, name: string, rest: string): ParsedSpec | SpecError {
  const params: Params = {};
  for (const p of f.params) params[p.name] = p.default;
  if (rest.trim() !== '') {
    const given = new Set<string>();
    for (const part of rest.split(',')) {
      const eq = part.indexOf('=');
      if (eq < 0) return bad(`${name}`, `parameter ${JSON.stringify(part)} must be key=value`);
      const key = part.slice(0, eq).trim();
      const raw = part.slice(eq + 1).trim();
      const ps = f.params.find((p) => p.name === key);
      if (!ps) return bad(`${name}.${key}`, `unknown parameter; ${name} takes ${f.params.map((p) => p.name).join(', ') || 'none'}`);
      if (given.has(key)) return bad(`${name}.${key}`, 'given twice; give each parameter once');
      given.add(key);
      let v: number | boolean | string;
      if (ps.type === 'bool') {
        if (raw !== 'true' && raw !== 'false') return bad(`${name}.${key}`, `must be true or false, got ${JSON.stringify(raw)}`);
        v = raw === 'true';
      } else if (ps.type === 'enum') {
        if (!ps.values?.includes(raw)) return bad(`${name}.${key}`, `must be one of ${ps.values?.join(', ')}, got ${JSON.stringify(raw)}`);
        v = raw;
      } else {
        const x = Number(raw);
        if (raw === '' || !Number.isFinite(x)) return bad(`${name}.${key}`, `must be a number, got ${JSON.stringify(raw)}`);
        if (ps.type === 'int' && !Number.isInteger(x)) return bad(`${name}.${key}`, `must be a whole number, got ${raw}`);
        if (ps.min !== undefined && x < ps.min) return bad(`${name}.${key}`, `must be at least ${ps.min}, got ${raw}`);
        if (ps.max !== undefined && x > ps.max) return bad(`${name}.${key}`, `must be at most ${ps.max}, got ${raw}`);
        v = x;
      }
      params[key] = v;
    }
  }
  const nonDefault = f.params.filter((p) => params[p.name] !== p.default).map((p) => `${p.name}=${params[p.name]}`);
  const canonical = nonDefault.length ? `${name}:${nonDefault.join(',')}` : name;
  return { name, params, canonical };
}

/** Builds a bot for `game` (Jackal by default) from a spec, or throws with the spec error's message. */
export function createBot<S = State>(text: string, game: Game<S, any> = JACKAL as unknown as Game<S, any>): Bot<S> {
  const r = parseBotSpec(text, game.name);
  if ('code' in r) throw new Error(`${r.field}: ${r.message}`);
  const bot = (r.factory ?? botFactory(r.name, game.name)!).create(r.params, r.canonical, game) as Bot<S> | undefined;
  if (typeof bot?.chooseMove !== 'function') throw new Error(`${r.canonical}: create() returned no bot with a chooseMove(obs, budget, rng) function`);
  return bot;
}
