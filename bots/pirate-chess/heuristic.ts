/**
 * The Pirate chess `heuristic` (registered as `heuristic` for `--game pirate-chess`; Jackal's
 * is heuristic.ts): plays every legal decision on a copy of the observation and scores the
 * result with the evaluation of chess-eval.ts (material, coins, king safety, the best
 * capture each side is left with, the expected effect of the tile a piece steps on).
 *
 * Implementation notes. A piece stepping onto a face-down cell of an observation stays
 * there unrevealed (apply.ts), so no hidden tile is ever read: the move gets the expected
 * worth of the unseen pool instead (ChessEvaluator.tileWorth). A mate is worth `MATE`, a
 * draw (stalemate, fifty moves, repetition, the ply limit) 0, so a side ahead avoids it
 * and a side behind seeks it. When a decision leaves a choice to the same side (an arrow's
 * or horse's way, a balloon's cell, a flight, a new character's cell) or a promotion, it is
 * worth its best follow-up, up to `lookahead` decisions deep; lists longer than WIDE
 * (flights) are looked through only as the first follow-up. The lighthouse's picks and
 * order and the earthquake's are not looked through (the evaluation cannot tell the picks
 * apart: it sees no face-down tile), so those decisions are scored as they stand. Ties are broken with the bot's Rng. States
 * and move lists are preallocated: a decision allocates nothing.
 */

import type { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { moveTo } from '../../src/pirate-chess/moves.js';
import { colourOf } from '../../src/pirate-chess/pieces.js';
import { controller, copyInto, PHASE, Phase, RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import type { Bot, BotFactory, Params, ParamSpec } from '../bot.js';
import { numericParams, readNumericParams } from '../bot.js';
import { ChessEvaluator, ChessWeights, DEFAULT_CHESS_WEIGHTS } from './eval.js';

export interface ChessHeuristicParams extends ChessWeights {
  /** Follow-up decisions of the same side looked through when scoring a decision. */
  lookahead: number;
}

const MAX_LOOKAHEAD = 3;
export const DEFAULT_CHESS_HEURISTIC: Readonly<ChessHeuristicParams> = { ...DEFAULT_CHESS_WEIGHTS, lookahead: 2 };

/** A mate's worth, far above any material margin (at most about 200 pawns). */
export const MATE = 1000;
/** Follow-up lists longer than this (flights, lighthouse picks) are expanded only as the first follow-up. */
const WIDE = 16;

const DOCS: Record<keyof ChessHeuristicParams, string> = {
  coin: 'worth of a coin in the treasury, in pawns (it buys a lost piece back at its price)',
  bottle: 'worth of a rum bottle (it frees a trapped piece)',
  trapped: 'fraction of a piece\'s worth lost while it is caught in a trap',
  drunk: 'fraction of a piece\'s worth lost while it must skip a turn',
  advance: 'worth of each rank a pawn has advanced',
  center: 'worth of each step a knight, bishop or queen stands nearer the middle',
  king: 'cost of each cell next to one\'s king that the enemy controls',
  shield: 'worth of each own piece on the three cells in front of one\'s king',
  hang: 'fraction of its best capture credited to the side that moves next',
  threat: 'fraction of its best capture credited to the side that moved',
  lookahead: 'follow-up decisions of the same side looked through when scoring a decision',
};

/** Ranges: worths and costs are not negative; fractions stay within [0, 1]. */
const RANGES: Record<keyof ChessHeuristicParams, [number, number]> = {
  coin: [0, 5], bottle: [0, 5], trapped: [0, 1], drunk: [0, 1], advance: [0, 1], center: [0, 1],
  king: [0, 2], shield: [0, 2], hang: [0, 1], threat: [0, 1], lookahead: [0, MAX_LOOKAHEAD],
};

export const CHESS_HEURISTIC_PARAMS: readonly ParamSpec[] = numericParams(DEFAULT_CHESS_HEURISTIC, RANGES, DOCS, ['lookahead']);

/** Reads the chess heuristic's parameters from registry params (missing keys take defaults). */
export const chessHeuristicParams = (p: Params): ChessHeuristicParams => readNumericParams(DEFAULT_CHESS_HEURISTIC, p);

/** The chess move chooser: allocation-free after construction. */
export class ChessHeuristicPolicy {
  readonly ev: ChessEvaluator;
  private readonly lookahead: number;
  private readonly states: State[] = [];
  private readonly lists: Int32Array[] = [];

  constructor(p: ChessHeuristicParams) {
    this.ev = new ChessEvaluator(p);
    this.lookahead = p.lookahead;
    for (let i = 0; i <= MAX_LOOKAHEAD + 1; i++) { this.states.push(new State()); this.lists.push(new Int32Array(MAX_MOVES)); }
  }

  /**
   * A decision in the observation s (not modified) in the interest of the player who owes
   * it (`controller`: while the grass burns, the other player moves the side on turn);
   * `prepare` false reuses the unseen pool of the last call.
   */
  choose(s: State, rng: Rng, prepare: boolean): number {
    if (prepare) this.ev.prepare(s);
    const moves = this.lists[0];
    const n = generateMoves(s, moves);
    if (n <= 1) return moves[0];
    const side = controller(s);
    let best = -Infinity, chosen = moves[0], ties = 0;
    for (let i = 0; i < n; i++) {
      const v = this.scoreMove(s, moves[i], side, 1);
      if (v > best + 1e-9) { best = v; chosen = moves[i]; ties = 1; } else if (v >= best - 1e-9 && rng.int(++ties) === 0) chosen = moves[i];
    }
    return chosen;
  }

  /** Writes the score of each of moves[0..n) in s (for the player who owes the decision) into out; uses the pool of the last `ev.prepare`. */
  scoreAll(s: State, moves: Int32Array, n: number, out: Float64Array): void {
    const side = controller(s);
    for (let i = 0; i < n; i++) out[i] = this.scoreMove(s, moves[i], side, 1);
  }

  /** The worth to player `side` of playing m in s: the evaluation after it, or its best follow-up. */
  private scoreMove(s: State, m: number, side: number, depth: number): number {
    const after = this.states[depth];
    copyInto(after, s);
    applyMove(after, m);
    const r = after.v[RESULT];
    if (r !== Result.Playing) {
      if (r === Result.WhiteMates) return side === 0 ? MATE : -MATE;
      if (r === Result.BlackMates) return side === 1 ? MATE : -MATE;
      return 0;
    }
    // a piece that came to a face-down cell the player does not know stands there unrevealed:
    // the tile's expected effect goes to the piece's side (under burning grass, the other player's)
    const to = moveTo(m), p = after.piece[to];
    const tile = after.tile[to] === Tile.FaceDown && p !== 0 && p !== s.piece[to] ? this.ev.tileWorth(p) : 0;
    const bonus = colourOf(p) === side ? tile : -tile;
    const phase = after.v[PHASE];
    if (controller(after) === side && (phase === Phase.Choose || phase === Phase.Promote) && depth <= this.lookahead) {
      const list = this.lists[depth];
      const k = generateMoves(after, list);
      if (k > 0 && (k <= WIDE || depth === 1)) {
        let best = -Infinity;
        for (let i = 0; i < k; i++) {
          const v = this.scoreMove(after, list[i], side, depth + 1);
          if (v > best) best = v;
        }
        return best + bonus;
      }
    }
    return this.ev.margin(after, side) + bonus;
  }
}

export const chessHeuristicBot: BotFactory = {
  name: 'heuristic',
  doc: 'Pirate chess: one-decision lookahead over bots/pirate-chess/eval.ts (material, coins, king safety, hanging pieces, the expected tile).',
  params: CHESS_HEURISTIC_PARAMS,
  games: ['pirate-chess'],
  create(params, spec): Bot<State> {
    const policy = new ChessHeuristicPolicy(chessHeuristicParams(params));
    return {
      spec,
      chooseMove(obs, _budget, rng) {
        return policy.choose(obs.state, rng, true);
      },
    };
  },
};
