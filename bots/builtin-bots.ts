/**
 * The bots built into the project, by name, and the knowledge the search takes for each
 * game: the part of the bot registry that loads no Node module of its own, so that the
 * browser's table (src/web/table) builds bots from it. `registry.ts` adds the bots from
 * outside (`file:PATH`, `ext:COMMAND`), which need Node, and is what the harness and the
 * command line use; it re-exports everything here.
 *
 * Spec syntax: `name` or `name:key=value,key=value`, e.g. `mcts:iterations=500,c=1.2`.
 * Keys are the bot's declared parameters; values are checked against their type and
 * range. A spec error is a value naming the field and the problem.
 *
 * Games. Bots are built for one game (src/core/game.ts), Jackal unless another is given;
 * a factory's `games` says which games it plays (`random` and `mcts` go through the game
 * interface and play any game). One name may stand for one factory per game: `heuristic`
 * is Jackal's (bots/jackal/heuristic.ts) with `--game jackal` and Pirate chess's
 * (bots/pirate-chess/heuristic.ts) with `--game pirate-chess`, each with its own
 * parameters. Asking for a bot on a game it does not play is a spec error.
 *
 * The search (mcts.ts) is generic: what it knows of a game beyond the rules (knowledge.ts)
 * is chosen here, one line a game (`knowledgeFor`), and handed to it.
 */

import type { Game } from '../src/core/game.js';
import { JACKAL } from '../src/jackal/game.js';
import { PIRATE_CHESS } from '../src/pirate-chess/game.js';
import type { Bot, BotFactory, Params } from './bot.js';
import { randomBot } from './random.js';
import { heuristicBot } from './jackal/heuristic.js';
import { Mcts, type MctsParams } from './mcts.js';
import { mctsBotWith } from './mcts-bot.js';
import { RulesOnly, type SearchKnowledge } from './knowledge.js';
import { JackalSearch } from './jackal/search.js';
import { chessHeuristicBot, DEFAULT_CHESS_HEURISTIC } from './pirate-chess/heuristic.js';
import { ChessSearch } from './pirate-chess/search.js';
import { archHeuristicBot } from './archipelago/heuristic.js';
import { ArchSearch } from './archipelago/search.js';

/** Spec prefixes of the bots from outside the project (registry.ts: file-bot.ts, external-bot.ts). */
export const FILE_PREFIX = 'file:';
export const EXT_PREFIX = 'ext:';

/**
 * The knowledge the search uses for a game: Jackal's own (bots/jackal/search.ts), Pirate
 * chess's (bots/pirate-chess/search.ts: the chess heuristic's default weights, margins in
 * pawns over `scale`; the Jackal weight parameters do not apply), Archipelago's, or for
 * any other game the rules alone.
 */
export function knowledgeFor<S>(game: Game<S, any>, p: MctsParams): SearchKnowledge<S> {
  if (game.name === JACKAL.name) return new JackalSearch(p) as unknown as SearchKnowledge<S>;
  if (game.name === PIRATE_CHESS.name) return new ChessSearch({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, p.draw) as unknown as SearchKnowledge<S>;
  if (game.name === 'archipelago') return new ArchSearch(p.scale) as unknown as SearchKnowledge<S>;
  return new RulesOnly(game);
}

/** A search on `game` (Jackal when not given) with that game's knowledge. */
export function mctsSearch<S>(p: MctsParams, game: Game<S, any> = JACKAL as unknown as Game<S, any>): Mcts<S> {
  return new Mcts<S>(p, game, knowledgeFor(game, p));
}

const FACTORIES: BotFactory[] = [randomBot, heuristicBot, mctsBotWith(knowledgeFor), chessHeuristicBot, archHeuristicBot];

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

export const specError = (field: string, message: string): SpecError => ({ code: 'bad-bot', field, message });

/**
 * Parses and validates the spec of a built-in bot for the game named `game`; fills
 * defaults; gives a canonical spec string. A `file:` or `ext:` spec is an error here
 * (registry.ts `parseBotSpec` takes those).
 */
export function parseBuiltinSpec(text: string, game = JACKAL.name): ParsedSpec | SpecError {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const name = colon < 0 ? trimmed : trimmed.slice(0, colon);
  const f = botFactory(name, game);
  if (!f) {
    const others = FACTORIES.filter((g) => g.name === name).flatMap((g) => g.games ?? []);
    if (others.length === 0) return specError('bot', `unknown bot ${JSON.stringify(name)}; known: ${botNames(game).join(', ')}, or ${FILE_PREFIX}PATH, ${EXT_PREFIX}COMMAND`);
    return specError('bot', `${name} plays only ${others.join(', ')}, not ${game}; bots for ${game}: ${botNames(game).join(', ')}`);
  }
  return readParams(f, name, colon < 0 ? '' : trimmed.slice(colon + 1));
}

/** The value of parameter `key` of bot `name` read from `raw` against its declaration, or a spec error. */
function readValue(ps: BotFactory['params'][number], name: string, key: string, raw: string): number | boolean | string | SpecError {
  if (ps.type === 'bool') {
    if (raw !== 'true' && raw !== 'false') return specError(`${name}.${key}`, `must be true or false, got ${JSON.stringify(raw)}`);
    return raw === 'true';
  }
  if (ps.type === 'enum') {
    if (!ps.values?.includes(raw)) return specError(`${name}.${key}`, `must be one of ${ps.values?.join(', ')}, got ${JSON.stringify(raw)}`);
    return raw;
  }
  const x = Number(raw);
  if (raw === '' || !Number.isFinite(x)) return specError(`${name}.${key}`, `must be a number, got ${JSON.stringify(raw)}`);
  if (ps.type === 'int' && !Number.isInteger(x)) return specError(`${name}.${key}`, `must be a whole number, got ${raw}`);
  if (ps.min !== undefined && x < ps.min) return specError(`${name}.${key}`, `must be at least ${ps.min}, got ${raw}`);
  if (ps.max !== undefined && x > ps.max) return specError(`${name}.${key}`, `must be at most ${ps.max}, got ${raw}`);
  return x;
}

/** The parameters of `rest` (`key=value,...`) checked against the factory's declarations, defaults filled. */
export function readParams(f: BotFactory, name: string, rest: string): ParsedSpec | SpecError {
  const params: Params = {};
  for (const p of f.params) params[p.name] = p.default;
  if (rest.trim() !== '') {
    const given = new Set<string>();
    for (const part of rest.split(',')) {
      const eq = part.indexOf('=');
      if (eq < 0) return specError(`${name}`, `parameter ${JSON.stringify(part)} must be key=value`);
      const key = part.slice(0, eq).trim();
      const ps = f.params.find((p) => p.name === key);
      if (!ps) return specError(`${name}.${key}`, `unknown parameter; ${name} takes ${f.params.map((p) => p.name).join(', ') || 'none'}`);
      if (given.has(key)) return specError(`${name}.${key}`, 'given twice; give each parameter once');
      given.add(key);
      const v = readValue(ps, name, key, part.slice(eq + 1).trim());
      if (typeof v === 'object') return v;
      params[key] = v;
    }
  }
  const nonDefault = f.params.filter((p) => params[p.name] !== p.default).map((p) => `${p.name}=${params[p.name]}`);
  const canonical = nonDefault.length ? `${name}:${nonDefault.join(',')}` : name;
  return { name, params, canonical };
}

/** Builds the bot of a checked spec for `game`, or throws when its factory returns no bot. */
export function buildBot<S>(r: ParsedSpec, game: Game<S, any>): Bot<S> {
  const bot = (r.factory ?? botFactory(r.name, game.name)!).create(r.params, r.canonical, game) as Bot<S> | undefined;
  if (typeof bot?.chooseMove !== 'function') throw new Error(`${r.canonical}: create() returned no bot with a chooseMove(obs, budget, rng) function`);
  return bot;
}

/** Builds a built-in bot for `game` (Jackal by default) from a spec, or throws with the spec error's message. */
export function createBuiltinBot<S = unknown>(text: string, game: Game<S, any> = JACKAL as unknown as Game<S, any>): Bot<S> {
  const r = parseBuiltinSpec(text, game.name);
  if ('code' in r) throw new Error(`${r.field}: ${r.message}`);
  return buildBot(r, game);
}
