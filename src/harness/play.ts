/**
 * One game of a run: a pure function of the configuration and the game number
 * (which fix the deal seed, the bots in each seat and their seeds). No pool, no I/O:
 * the workers call it, and tests call it directly.
 *
 * The loop: generate the legal moves; if there is exactly one, play it without asking
 * the bot (any bot must return it); otherwise show the player on turn its observation
 * and play the move its bot picks. A bot that returns a move not in the list, or any
 * throw from the engine or a bot, ends the game as an error record (with the message),
 * never the run. A bot that throws `Forfeit` (bots/bot.ts: an external program's bad reply)
 * ends the game as a forfeit record: reason `forfeit`, the message in `error`. A bot that
 * throws `MachineFault` (bots/bot.ts: an external program the machine could not start for
 * want of file descriptors, processes or memory) ends the game with no record: the loop passes
 * it on, after the listening bots have heard an end with no outcome; a run stops on it, the
 * games done kept (pool-play.ts, run.ts), and `--resume` plays the game.
 *
 * Bots with game events (bots/bot.ts `startGame`, `moved`, `endGame`) hear of the game's
 * start with their seat, of every move as its public text (a chance outcome as player -1),
 * and of the end; the rest cost nothing (the loop formats a move's text only when a bot
 * listens or the game is recorded).
 *
 * What a bot is handed is its seat's alone (test/bots/no-cheating.test.ts): each seat has its
 * own observation object and state, a copy of the loop's legal list (a move a bot writes there
 * is not made legal: the loop checks its own), its own frozen budget and rules, and a frozen
 * copy of the outcome. A bot that keeps what it was handed, or writes into it, reaches no
 * other seat's view (another seat's lighthouse peeks), the loop's checks, the next seat's
 * budget or the record.
 *
 * Any game: the loop goes through the game interface (src/core/game.ts) of the
 * configuration's game (games.ts), whose members forward to the engine's own functions,
 * so a Jackal game costs what it did when this loop called the engine directly
 * (`npm run bench`, harness row).
 *
 * Chance nodes (a game's `isChance`: Archipelago's die): no bot is asked; the loop draws the
 * outcome by `chanceOutcomes`' probabilities from a generator seeded by the deal seed alone
 * (so the seatings of one deal meet the same rolls in the same order, and any worker count
 * or a resume gives the same games) and records it like a move (`roll 4`), which replay
 * applies and checks as any other. A game without chance nodes draws nothing.
 *
 * Time budgets (a bot's `ms` parameter or the run's budget.ms; config.ts `timeBudgeted`):
 * each decision a bot is asked for is timed on the thread's CPU clock
 * (src/core/thread-clock.ts) and recorded in `decisions` with the iterations the bot
 * reports (`Bot.iterations`), for moves.csv and move-times.csv (outputs.ts). Runs without
 * a time budget read no clock per move and record nothing, so their journal is unchanged.
 *
 * A guard against engine bugs that would hang a worker: Jackal ends a game at its
 * ply limit only between turns, so a follow-up decision (PENDING) that never resolves
 * could run on forever. A game still going PLY_GRACE plies past the game's ply limit
 * (games.ts `plyLimit`) is ended as an error record. The guard is deterministic (it
 * counts plies, not time).
 */

import { createBot } from '../../bots/registry.js';
import { isMachineFault, type Bot, type Observation } from '../../bots/bot.js';
import type { Outcome } from '../core/game.js';
import { Rng } from '../core/rng.js';
import { threadCpuMs } from '../core/thread-clock.js';
import { botSeed, entryOf, gameOptions, planGame, RunConfig, timeBudgeted } from './config.js';

/** The outcome of one game, as the journal stores it. Seats are players 0..n-1. */
/** One ply of a record (record.ts): who is to move (games.ts `mover`: a crew's or side's letter) and the move's text. */
export type RecordedMove = [mover: string, move: string];

export interface GameRecord {
  game: number;
  deal: number;
  dealSeed: number;
  /** Canonical bot spec per seat. */
  bots: string[];
  /** Score per seat: Jackal's coins aboard (in 2v2 both partners get the team's total), chess's 1 / ½ / 0; empty on error. */
  coins: number[];
  /** Rank per seat: 1 + players with strictly more coins; empty on error. */
  ranks: number[];
  plies: number;
  /** Engine end reason (all-coins, ply-limit, stalled), or `error`, or `forfeit` (a bot gave up the game). */
  reason: string;
  /** Empty, or the error that ended the game (one line). */
  error: string;
  /** Wall-clock ms the game took; goes to timing.csv only (not reproducible). */
  ms: number;
  /** Only when the configuration records games: each ply's crew letter and move text (record.ts). */
  moves?: RecordedMove[];
  /**
   * Only in runs with a time budget: every decision a bot was asked for, in order, as the
   * seat, the thread CPU ms it took (3 decimals) and the bot's iterations (-1 when the bot
   * reports none). Not reproducible: it goes to moves.csv and move-times.csv only.
   */
  decisions?: Decision[];
}

/** One timed decision (GameRecord.decisions). */
export type Decision = [seat: number, ms: number, iterations: number];

/** Plies past maxPlies after which a game that has not ended is recorded as an error. */
export const PLY_GRACE = 10_000;

const oneLine = (e: unknown): string =>
  (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s+/g, ' ').trim();

/** Plays game `game` of the configuration to the end. Never throws for a game's own failure; throws MachineFault for the machine's. */
export function playGame(config: RunConfig, game: number): GameRecord {
  const t0 = performance.now();
  const plan = planGame(config, game);
  const rec: GameRecord = {
    game, deal: plan.deal, dealSeed: plan.dealSeed, bots: plan.bots, coins: [], ranks: [], plies: 0, reason: 'error', error: '', ms: 0,
  };
  const entry = entryOf(config);
  const g = entry.game;
  let s: unknown;
  // Filled in place, never replaced: an array made by `filter` is holey, this literal packed, and
  // the game loop's optimised code (entered by OSR every game) checked one map and met the other
  // after the loop in about half the worker isolates: a deoptimisation at the end of every game.
  const listening: Bot<unknown>[] = [];
  const log: RecordedMove[] | undefined = config.record ? (rec.moves = []) : undefined;
  const timed: Decision[] | undefined = timeBudgeted(config) ? (rec.decisions = []) : undefined;
  try {
    const options = gameOptions(config);
    s = g.newGame(options, plan.dealSeed);
    const bots = plan.bots.map((spec) => createBot(spec, g));
    const rngs = plan.bots.map((_, seat) => new Rng(botSeed(config.seed, game, seat)));
    for (let i = 0; i < bots.length; i++) {
      const b = bots[i];
      if (b.startGame !== undefined || b.moved !== undefined || b.endGame !== undefined) listening.push(b);
    }
    bots.forEach((b, seat) => b.startGame?.(Object.freeze({ game: g.name, rules: Object.freeze(structuredClone(options)), seat, players: bots.length })));
    const told = bots.filter((b) => b.moved !== undefined);
    const budgets = bots.map(() => Object.freeze({ iterations: config.budget.iterations, ms: config.budget.ms }));
    const moves = new Int32Array(g.maxMoves);
    // per seat: its observation's state, put back into the seat's object at each decision (a bot
    // may have replaced it there); the legal list handed over (bots/bot.ts Observation.legal) is a
    // copy of the loop's, rewritten whole at each decision (one for all seats: it shows nothing
    // an observation does not, and what a bot writes into it is gone at the next decision)
    const views = bots.map((_, seat) => g.observe(s, seat));
    const offered = new Int32Array(g.maxMoves);
    const seen: { state: unknown; player: number; legal: Int32Array; legalCount: number }[] = bots.map((_, seat) => ({ state: views[seat], player: seat, legal: offered, legalCount: 0 }));
    const chance = g.isChance !== undefined ? new Rng(`chance:${plan.dealSeed}`) : null;
    const probs = chance !== null ? new Float64Array(g.maxMoves) : null;
    const limit = entry.plyLimit(options);
    const cap = limit > 0 ? limit + PLY_GRACE : Infinity;
    while (!g.isTerminal(s)) {
      if (g.plies(s) >= cap) throw new Error(`the game did not end within ${PLY_GRACE} plies past its limit of ${limit} (engine bug?)`);
      const n = g.generateMoves(s, moves);
      if (n === 0) throw new Error(`no legal move at ply ${g.plies(s)} in a game that is not over`);
      let m = moves[0];
      const byChance = chance !== null && g.isChance!(s);
      if (byChance) {
        const k = g.chanceOutcomes!(s, moves, probs!);
        let x = chance.float(), i = 0;
        while (i < k - 1 && (x -= probs![i]) >= 0) i++;
        m = moves[i];
      } else if (n > 1) {
        const p = g.currentPlayer(s);
        const obs = seen[p];
        g.observe(s, p, views[p]);
        for (let i = 0; i < n; i++) offered[i] = moves[i];
        obs.state = views[p];
        obs.player = p;
        obs.legal = offered;
        obs.legalCount = n;
        if (timed === undefined) {
          m = bots[p].chooseMove(obs as Observation<unknown>, budgets[p], rngs[p]);
        } else {
          const c0 = threadCpuMs();
          m = bots[p].chooseMove(obs as Observation<unknown>, budgets[p], rngs[p]);
          timed.push([p, Math.round((threadCpuMs() - c0) * 1000) / 1000, bots[p].iterations?.() ?? -1]);
        }
        let legal = false;
        for (let i = 0; i < n; i++) if (moves[i] === m) { legal = true; break; }
        if (!legal) throw new Error(`bot ${plan.bots[p]} in seat ${p} returned move ${m}, not legal at ply ${g.plies(s)}`);
      }
      if (log !== undefined || told.length > 0) {
        const text = g.formatMove(s, m);
        const mover = byChance ? -1 : g.currentPlayer(s);
        if (log) log.push([entry.mover(s), text]);
        g.applyMove(s, m);
        for (let i = 0; i < told.length; i++) told[i].moved!(mover, text);
      } else {
        g.applyMove(s, m);
      }
    }
    recordOutcome(rec, g.outcome(s), listening);
  } catch (e) {
    if (isMachineFault(e)) {
      abandon(listening);
      throw e;
    }
    recordFailure(rec, e, s !== undefined ? g.plies(s) : 0, listening);
  }
  rec.ms = Math.round((performance.now() - t0) * 1000) / 1000;
  return rec;
}

/** A game that ended: the listening bots hear its outcome (a throw there fails the game, the record still unscored), then the record takes it. */
function recordOutcome(rec: GameRecord, r: Outcome, listening: Bot<unknown>[]): void {
  // the bots hear a frozen copy: the record is taken from r, which no bot holds (a bot that
  // wrote its own win into the outcome it heard was recorded so: test/bots/no-cheating.test.ts)
  const heard = listening.length > 0
    ? Object.freeze({ reason: r.reason, plies: r.plies, scores: Object.freeze([...r.scores]) as number[], ranks: Object.freeze([...r.ranks]) as number[] })
    : r;
  for (const b of listening) b.endGame?.(heard);
  rec.coins = r.scores;
  rec.ranks = r.ranks;
  rec.plies = r.plies;
  rec.reason = r.reason;
}

/** A game that failed at ply `plies`: the record takes the error (a forfeit's reason too), and every listening bot hears an end with no outcome. */
function recordFailure(rec: GameRecord, e: unknown, plies: number, listening: Bot<unknown>[]): void {
  if (e instanceof Error && e.name === 'Forfeit') rec.reason = 'forfeit';
  rec.error = oneLine(e);
  rec.plies = plies;
  abandon(listening);
}

/** A game that failed: every listening bot hears an end with no outcome (its programs go back idle). */
function abandon(listening: Bot<unknown>[]): void {
  for (const b of listening) {
    try { b.endGame?.(null); } catch { /* the game has already failed; its first error is the record's */ }
  }
}
