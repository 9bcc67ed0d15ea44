/**
 * One game at the table, without the page: the setup (game, rules, who sits where, seed,
 * budget), the true state, the moves made, and the game's record. The page (app.ts) and
 * the bots' worker (worker.ts) each keep a Session and play the same moves into it; a test
 * runs one in Node.
 *
 * Seeds. A table with seed S deals the island of `jackal play --seed S` (game 0 of the
 * one-deal run: config.ts `dealSeed(S, 0)`), and the bot in seat k draws from the stream
 * config.ts gives seat k of game 0, so a table whose seats are all bots plays exactly the
 * game `jackal play --seed S` plays with those bots (test/web/table.test.ts checks it). The
 * formulas are restated here because config.ts reads the code's files for its code id and
 * cannot run in a page.
 *
 * Records. `record()` is the harness's record format (src/harness/record.ts) at any moment:
 * the moves so far, and the result when the game is over (an unfinished game's result is
 * `{ reason: "unfinished", plies }`). A person's seat is `human` in `bots`. The `run` object
 * is what a record of `jackal play` carries, with the code id the CLI put in the page.
 */

import type { Params } from '../../../bots/bot.js';
// the registry's Node-free part: the bots from files and programs need Node
import { EXT_PREFIX, FILE_PREFIX, parseBuiltinSpec } from '../../../bots/builtin-bots.js';
import { isFieldError, type FieldError, type Game } from '../../core/game.js';
import { Rng } from '../../core/rng.js';
import { findGame, type GameEntry } from '../../harness/games.js';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecordDoc, type RecordedMove, type RecordResult } from '../../harness/record.js';

/** A person's seat (in place of a bot spec). */
export const HUMAN = 'human';

/** What a table plays: checked by `checkSetup`. */
export interface TableSetup {
  /** The game registry's name. */
  game: string;
  /** Rule options as the game's checkOptions filled them. */
  options: Record<string, unknown>;
  /** Per seat: `human` or a canonical bot spec. */
  seats: string[];
  seed: string;
  /** As the harness's budget: iterations (0 = each bot's default) and ms (0 = none) per decision. */
  budget: { iterations: number; ms: number };
}

/** config.ts's `dealSeed(seed, 0)`: the island of game 0 of a run with this seed. */
export const tableDealSeed = (seed: string): number => new Rng(`deal-seed:${seed}:0`).nextU32();

/** config.ts's `botSeed(seed, 0, seat)`: the stream of the bot in this seat of game 0. */
export const tableBotSeed = (seed: string, seat: number): string => `bot:${seed}:0:${seat}`;

/** The stream of a hint at this ply: apart from every seat's, so asking for hints never changes the bots' play. */
export const hintSeed = (seed: string, ply: number): string => `hint:${seed}:${ply}`;

/** A setup as plain data, before `checkSetup`. */
export interface SetupInput { game?: unknown; options?: Record<string, unknown>; seats?: unknown; seed?: unknown; budget?: { iterations?: unknown; ms?: unknown } }

const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

/**
 * A bot spec that can sit at a table in a browser, as its canonical spec, or an error on
 * `field`: a built-in bot of the game (bots from files and programs need Node).
 */
export function tableBot(text: string, game: string, field: string): string | FieldError {
  if (text.startsWith(FILE_PREFIX) || text.startsWith(EXT_PREFIX)) {
    return { code: 'bad-seat', field, message: `${text}: bots from files and programs need Node; a table in a browser seats the built-in bots` };
  }
  const spec = parseBuiltinSpec(text, game);
  return 'code' in spec ? { code: 'bad-seat', field, message: `${spec.field}: ${spec.message}` } : spec.canonical;
}

/**
 * Checks a table's setup from plain data (the CLI's flags, the page's form). Seats: one per
 * seat of the game under these options, each `human` or a bot spec of this game; fewer
 * given are filled with the last. Returns the setup or an error naming the field
 * (`game`, an option key, `seats[k]`, `seed`, `budget.iterations`, `budget.ms`).
 */
export function checkSetup(input: SetupInput): TableSetup | FieldError {
  const entry = findGame(input.game ?? 'jackal');
  if (isFieldError(entry)) return entry;
  const options = entry.game.checkOptions(input.options ?? {});
  if (isFieldError(options)) return options;
  const count = entry.sides(options).length;
  // by default a person in seat 0 and the heuristic in the rest: a person alone at a solo game
  const given = Array.isArray(input.seats) && input.seats.length > 0 ? input.seats : [HUMAN, 'heuristic'].slice(0, count);
  if (given.length > count) return { code: 'bad-seat', field: 'seats', message: `${entry.name} under these rules has ${count} ${count === 1 ? 'seat' : 'seats'}, got ${given.length}` };
  const seats: string[] = [];
  for (let k = 0; k < count; k++) {
    const text = String(given[Math.min(k, given.length - 1)]).trim();
    if (text === HUMAN) { seats.push(HUMAN); continue; }
    const spec = tableBot(text, entry.name, `seats[${k}]`);
    // a seat's text that names no bot of this game may have meant a person; a bad parameter of a named bot did not
    if (isFieldError(spec)) return spec.message.startsWith('bot: ') ? { ...spec, message: `${spec.message} (or ${HUMAN} for a person)` } : spec;
    seats.push(spec);
  }
  const seed = input.seed ?? '1';
  if ((typeof seed !== 'string' && typeof seed !== 'number') || String(seed).trim() === '') return { code: 'bad-seed', field: 'seed', message: 'give a seed (any text or number)' };
  const iterations = input.budget?.iterations ?? 0, ms = input.budget?.ms ?? 0;
  if (!isWhole(iterations)) return { code: 'bad-budget', field: 'budget.iterations', message: `must be a whole number from 0 to 1e9, got ${JSON.stringify(iterations)}` };
  if (!isWhole(ms)) return { code: 'bad-budget', field: 'budget.ms', message: `must be a whole number from 0 to 1e9, got ${JSON.stringify(ms)}` };
  return { game: entry.name, options: options as Record<string, unknown>, seats, seed: String(seed), budget: { iterations, ms } };
}

export class Session<S = any> {
  readonly entry: GameEntry & { game: Game<S, any> };
  readonly game: Game<S, any>;
  readonly dealSeed: number;
  readonly state: S;
  readonly moves: RecordedMove[] = [];
  private readonly buf: Int32Array;
  /** The die (a game's chance nodes, Archipelago's): play.ts's stream `chance:<deal seed>` and its draw, so the rolls are those of `jackal play`. */
  private readonly chance: Rng | null;
  private readonly probs: Float64Array;

  constructor(readonly setup: TableSetup) {
    const entry = findGame(setup.game);
    if (isFieldError(entry)) throw new Error(`${entry.field}: ${entry.message}`);
    this.entry = entry as GameEntry & { game: Game<S, any> };
    this.game = entry.game as Game<S, any>;
    this.dealSeed = tableDealSeed(setup.seed);
    this.state = this.game.newGame(setup.options, this.dealSeed);
    this.buf = new Int32Array(this.game.maxMoves);
    this.chance = this.game.isChance !== undefined ? new Rng(`chance:${this.dealSeed}`) : null;
    this.probs = new Float64Array(this.game.maxMoves);
    this.roll();
  }

  get plies(): number { return this.moves.length; }
  get over(): boolean { return this.game.isTerminal(this.state); }
  /** The seat that owes the next decision. */
  get seat(): number { return this.game.currentPlayer(this.state); }
  get humanToMove(): boolean { return !this.over && this.setup.seats[this.seat] === HUMAN; }

  /** The legal moves (a fresh array; none when the game is over). */
  legal(): number[] {
    if (this.over) return [];
    const n = this.game.generateMoves(this.state, this.buf);
    return Array.from(this.buf.subarray(0, n));
  }

  /** Plays a move after checking it is legal; returns its notation, or throws naming it (a broken invariant: the table offers legal moves only). */
  play(m: number): string {
    if (!this.legal().includes(m)) throw new Error(`move ${m} is not legal at ply ${this.plies}`);
    const text = this.game.formatMove(this.state, m);
    this.moves.push([this.entry.mover(this.state), text]);
    this.game.applyMove(this.state, m);
    this.roll();
    return text;
  }

  /** Rolls every chance outcome now due, as play.ts's loop draws it (one float each, by chanceOutcomes' probabilities), recorded as moves. */
  private roll(): void {
    while (this.chance !== null && !this.over && this.game.isChance!(this.state)) {
      const k = this.game.chanceOutcomes!(this.state, this.buf, this.probs);
      let x = this.chance.float(), i = 0;
      while (i < k - 1 && (x -= this.probs[i]) >= 0) i++;
      const m = this.buf[i];
      this.moves.push([this.entry.mover(this.state), this.game.formatMove(this.state, m)]);
      this.game.applyMove(this.state, m);
    }
  }

  /**
   * The seat whose eyes the page lends: the person to move, else the first person's seat;
   * with no person at the table, one past the last seat, whose view holds no one's peeks.
   */
  viewer(): number {
    const s = this.setup.seats;
    if (!this.over && s[this.seat] === HUMAN) return this.seat;
    const first = s.indexOf(HUMAN);
    return first >= 0 ? first : s.length;
  }

  /** What the viewer may see (an observation). */
  view(): S { return this.game.observe(this.state, this.viewer()); }

  /** The game so far as a record (see the module comment); `code` is the code id of the engine and bots. */
  record(code: string): GameRecordDoc {
    let result: RecordResult = { reason: 'unfinished', plies: this.plies };
    if (this.over) {
      const o = this.game.outcome(this.state);
      result = { reason: o.reason, plies: o.plies, scores: o.scores, ranks: o.ranks };
    }
    const bots: Record<string, Params> = {};
    for (const spec of this.setup.seats) {
      const p = spec === HUMAN ? null : parseBuiltinSpec(spec, this.game.name);
      bots[spec] = p === null || 'code' in p ? {} : p.params;
    }
    const run = {
      name: null, code, game: this.game.name, seed: this.setup.seed, deals: 1, bots, rotation: 'none', budget: { ...this.setup.budget }, sprt: null, anchor: null,
    };
    return {
      format: RECORD_FORMAT, version: RECORD_VERSION, game: this.game.name, run, number: 0, deal: 0, dealSeed: this.dealSeed,
      options: { ...this.setup.options }, bots: [...this.setup.seats], result, moves: this.moves.map((m): RecordedMove => [m[0], m[1]]),
    };
  }
}
