/**
 * The bot registry: every bot by spec, built-in or from outside. The built-in bots, the
 * spec syntax and the knowledge the search takes for each game are in builtin-bots.ts
 * (which loads no Node module, for the browser); this module adds, for Node, the bots
 * from outside and re-exports the rest, so the harness and the command line import one
 * registry.
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
import type { Bot } from './bot.js';
import { buildBot, EXT_PREFIX, FILE_PREFIX, parseBuiltinSpec, playsGame, readParams, specError, type ParsedSpec, type SpecError } from './builtin-bots.js';
import { FILE_HASH_PARAM, loadFileBot, splitFileSpec } from './file-bot.js';
import { checkExternal } from './external-bot.js';

export {
  botFactory, botNames, buildBot, createBuiltinBot, EXT_PREFIX, FILE_PREFIX, knowledgeFor, mctsSearch, parseBuiltinSpec, playsGame, registerBot,
  type ParsedSpec, type SpecError,
} from './builtin-bots.js';

/** Parses and validates a bot spec for the game named `game`; fills defaults; gives a canonical spec string. */
export function parseBotSpec(text: string, game = JACKAL.name): ParsedSpec | SpecError {
  const trimmed = text.trim();
  if (trimmed.startsWith(FILE_PREFIX)) return parseFileSpec(trimmed, game);
  if (trimmed.startsWith(EXT_PREFIX)) {
    const r = checkExternal(trimmed);
    return 'error' in r ? specError(r.canonical, r.error) : r;
  }
  return parseBuiltinSpec(trimmed, game);
}

/** A `file:PATH[:params]` spec: the module loaded and checked, its parameters read, its hash among them. */
function parseFileSpec(text: string, game: string): ParsedSpec | SpecError {
  const { path, rest } = splitFileSpec(text);
  const name = `${FILE_PREFIX}${path}`;
  const r = loadFileBot(path);
  if ('error' in r) return specError(name, r.error);
  if (!playsGame(r.factory, game)) return specError(name, `plays only ${r.factory.games!.join(', ')}, not ${game}`);
  const p = readParams(r.factory, name, rest);
  if ('code' in p) return p;
  p.params[FILE_HASH_PARAM] = r.sha256;
  return { ...p, factory: r.factory };
}

/** Builds a bot for `game` (Jackal by default) from a spec, or throws with the spec error's message. */
export function createBot<S = State>(text: string, game: Game<S, any> = JACKAL as unknown as Game<S, any>): Bot<S> {
  const r = parseBotSpec(text, game.name);
  if ('code' in r) throw new Error(`${r.field}: ${r.message}`);
  return buildBot(r, game);
}
