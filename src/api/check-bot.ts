/**
 * The honesty checks of test/bots/leak.test.ts as a helper a bot's author runs on his own
 * bot (`jackal check-bot SPEC`, or `checkBot` from code), through the game interface alone
 * so that it works for any game:
 * - leak: from mid-game states of seeded random play, two full states are built that agree
 *   on everything the player on turn sees (the game's `determinizeInto` of his observation
 *   with two Rngs). Their observations must be the same position, and the bot, given each
 *   of them with the same seed, must choose the same move: a bot that read anything beyond
 *   its observation would split on these pairs;
 * - determinism: the same observation and seed give the same move, twice from one bot and
 *   once from a second bot of the same spec;
 * - legality: every move chosen is one of the legal moves.
 * A bot's throw (an external program's forfeit included) is a failure of the state it was
 * asked about. The states are fixed by the game's name and the `seed`, so a report
 * reproduces.
 */

import type { Bot, Budget } from '../../bots/bot.js';
import { createBot, parseBotSpec } from '../../bots/registry.js';
import type { Game } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { gameEntry } from '../harness/config.js';
import { UsageError } from '../harness/usage-error.js';

export interface CheckOptions {
  /** The game's registry name (default jackal). */
  game?: string;
  /** Mid-game states to test from (default 24). */
  states?: number;
  /** Seed of the random play that finds the states (default "check-bot"). */
  seed?: string;
  budget?: Budget;
}

export interface CheckReport {
  spec: string;
  game: string;
  states: number;
  /** States whose two layouts differed (a leak check needs some). */
  differing: number;
  /** One line per failed check: which check, which state, what happened. */
  failures: string[];
}

const oneLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ');

/** Mid-game states of seeded random play (every 17th ply of games up to 240 plies). */
function midGameStates(game: Game<unknown, unknown>, count: number, seed: string): unknown[] {
  const o = game.checkOptions({});
  const out: unknown[] = [];
  const moves = new Int32Array(game.maxMoves);
  for (let g = 0; out.length < count && g < count; g++) {
    const s = game.newGame(o, `${seed}:deal:${g}`);
    const rng = new Rng(`${seed}:play:${g}`);
    for (let ply = 0; ply < 240 && out.length < count && !game.isTerminal(s); ply++) {
      if (ply % 17 === 16 && game.generateMoves(s, moves) > 1) out.push(game.clone(s));
      game.applyMove(s, moves[rng.int(game.generateMoves(s, moves))]);
    }
  }
  return out;
}

/** Runs the checks on the bot of `spec`. Throws UsageError naming the bot when the spec is bad. */
export function checkBot(spec: string, o: CheckOptions = {}): CheckReport {
  const entry = gameEntry(o.game ?? 'jackal');
  const game = entry.game as Game<unknown, unknown>;
  const parsed = parseBotSpec(spec, entry.name);
  // field 'bot' is the spec as a whole (an unknown name): said once, not `bot: bot: ...`
  if ('code' in parsed) throw new UsageError('bot', parsed.field === 'bot' ? parsed.message : `${parsed.field}: ${parsed.message}`);
  const budget = o.budget ?? { iterations: 0, ms: 0 };
  const seed = o.seed ?? 'check-bot';
  const states = midGameStates(game, o.states ?? 24, seed);
  const text = (s: unknown): string => JSON.stringify(game.toPosition(s));
  const bots: Bot<unknown>[] = [createBot(parsed.canonical, game), createBot(parsed.canonical, game)];
  const failures: string[] = [];
  const moves = new Int32Array(game.maxMoves);
  let differing = 0;
  const ask = (bot: Bot<unknown>, state: unknown, player: number, rngSeed: string): number | string => {
    try { return bot.chooseMove({ state, player }, budget, new Rng(rngSeed)); } catch (e) { return `threw: ${oneLine(e)}`; }
  };
  states.forEach((s, i) => {
    const player = game.currentPlayer(s);
    const seen = game.observe(s, player);
    const a = game.clone(seen), b = game.clone(seen);
    game.determinizeInto(a, seen, new Rng(`${seed}:layout-a:${i}`));
    game.determinizeInto(b, seen, new Rng(`${seed}:layout-b:${i}`));
    if (text(a) !== text(b)) differing++;
    const oa = game.observe(a, player), ob = game.observe(b, player);
    if (text(oa) !== text(seen) || text(ob) !== text(seen)) failures.push(`state ${i}: the game's observation differs between two layouts consistent with it (an engine bug, not the bot's)`);
    const ma = ask(bots[0], oa, player, `${seed}:bot:${i}`);
    const mb = ask(bots[1], ob, player, `${seed}:bot:${i}`);
    if (typeof ma === 'string' || typeof mb === 'string') { failures.push(`state ${i}: the bot ${typeof ma === 'string' ? ma : mb}`); return; }
    if (ma !== mb) failures.push(`leak: state ${i}: two hidden layouts behind one observation gave moves ${game.formatMove(a, ma)} and ${game.formatMove(b, mb)} (or the bot depends on more than its observation and seed)`);
    const again = ask(bots[0], oa, player, `${seed}:bot:${i}`);
    if (again !== ma) failures.push(`determinism: state ${i}: the same observation and seed gave ${game.formatMove(a, ma)}, then ${typeof again === 'string' ? again : game.formatMove(a, again)}`);
    const n = game.generateMoves(s, moves);
    if (!moves.subarray(0, n).includes(ma)) failures.push(`legality: state ${i}: move ${ma} is not one of the ${n} legal moves`);
  });
  for (const bot of bots) bot.endGame?.(null);
  return { spec: parsed.canonical, game: entry.name, states: states.length, differing, failures };
}
