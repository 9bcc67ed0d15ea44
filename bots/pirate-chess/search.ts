/**
 * Pirate chess knowledge for the MCTS (the SearchKnowledge of knowledge.ts): uniformly
 * random rollouts (the heuristic costs a move generation and an evaluation per legal move,
 * too dear per rollout ply), each move drawn by rejection over the pseudo-legal moves
 * (`draw=reject`, the default: src/pirate-chess/draw.ts, about one legality test a ply) or
 * from the full legal list (`draw=list`: the same distribution, other Rng draws; the default
 * until the 400-game match of results/draw-settle/ found no difference in strength), the next
 * rollout move drawn at the end of the turn where one follows (`rolloutPlay`); leaves
 * scored by the chess evaluation
 * (eval.ts) as the gain since the root; the prior from the chess heuristic's
 * one-decision lookahead; the tree walk's positions and legal lists remembered by node where
 * no tile was turned over on the way (node-positions.ts: what playing and generating give, so
 * the same search).
 *
 * Rewards. A finished game: 1 / ½ / 0 by the outcome (`shareRewards`). Otherwise, per side,
 * the logistic of (margin − the root's margin) / `scale`, the margin in pawns (the side's
 * evaluation less the other's, ChessEvaluator.margin); the other side gets the complement.
 *
 * Prior. At the root (the first `priorInto` after `prepare`: the search seeds the root
 * before any iteration), each move's mean reward for the side to move is the logistic of
 * the heuristic's score of the move less the root's margin for that side, over `scale`; the
 * other side gets its complement. Below the root the heuristic (a move generation and an
 * evaluation per legal move, some 10-100 ms) would cost more than the iterations it guides,
 * so there a move's mean is the logistic of the worth of the piece it takes (most valuable
 * victim first; 0 for a move that takes nothing) over `scale`.
 *
 * Nothing allocates after construction.
 */

import type { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/pirate-chess/apply.js';
import { drawLegal } from '../../src/pirate-chess/draw.js';
import { armDrawAhead, disarmDrawAhead, takeDrawn } from '../../src/pirate-chess/draw-ahead.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { determinizeInto } from '../../src/pirate-chess/observation.js';
import { moveFrom, MoveKind, moveKind, moveTo } from '../../src/pirate-chess/moves.js';
import { controller, PHASE, Phase, RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { PIECE_VALUE } from './eval.js';
import { NodePositions } from './node-positions.js';
import { ChessHeuristicParams, ChessHeuristicPolicy } from './heuristic.js';
import { SEARCH_PLAYERS, SearchKnowledge } from '../knowledge.js';

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export class ChessSearch implements SearchKnowledge<State> {
  readonly hasPrior = true;
  private readonly policy: ChessHeuristicPolicy;
  private readonly scale: number;
  /** Rollout moves by rejection over the pseudo-legal decisions (draw.ts) instead of from the full legal list. */
  private readonly reject: boolean;
  /** The root's margin for white (black's is its negative: the evaluation is zero-sum). */
  private base = 0;
  /** Whether the root's moves have had their prior since `prepare`. */
  private rootSeeded = false;
  private readonly score = new Float64Array(MAX_MOVES);
  /** The tree's nodes reached by blind paths: their positions and lists (node-positions.ts): 4,096 nodes, about 10 MB. */
  readonly nodes = new NodePositions(4096);
  /** The node whose position the walk's state holds, reached by a blind path; -1 when the path is not blind or the walk has left the tree. */
  private at = -1;

  constructor(weights: ChessHeuristicParams, scale: number, draw: 'list' | 'reject' = 'reject') {
    this.policy = new ChessHeuristicPolicy(weights);
    this.scale = scale;
    this.reject = draw === 'reject';
  }

  prepare(root: State): void {
    this.rootSeeded = false;
    this.nodes.reset();
    this.policy.ev.prepare(root);
    this.base = this.policy.ev.margin(root, 0);
  }

  /** The engine's deal (observation.ts); the walk then stands at the root. */
  determinizeInto(dst: State, root: State, rng: Rng): void {
    determinizeInto(dst, root, rng);
    this.at = 0;
    armDrawAhead(null); // nothing drawn ahead stands for the new deal
  }

  /** applyMove for the walk: a blind path's node from node-positions.ts, the rest played (a move of no node, -1, leaves the tree); a move the rollout follows draws its first move ahead, as `rolloutPlay`. */
  treeMove(sim: State, node: number, m: number, rollout: Rng | null): void {
    if (node < 0) { applyMove(sim, m); this.at = -1; return; }
    const ahead = rollout !== null && this.reject;
    if (ahead) armDrawAhead(rollout); // the rollout's first move drawn at the end of the turn (rolloutPlay)
    this.at = this.nodes.enter(sim, node, m, this.at >= 0) ? node : -1;
    if (ahead) disarmDrawAhead();
  }

  /** A legal move drawn uniformly: by rejection (draw.ts) with `draw=reject`, else from the full legal list, the first from the node the walk ended at. */
  rolloutMove(sim: State, moves: Int32Array, rng: Rng): number {
    if (this.reject) {
      this.at = -1;
      const m = takeDrawn(sim); // drawn at the end of the last turn (rolloutPlay), with these Rng draws
      return m >= 0 ? m : drawLegal(sim, moves, rng);
    }
    let n: number;
    if (this.at >= 0) {
      n = this.nodes.listOf(this.at, moves);
      if (n < 0) { n = generateMoves(sim, moves); this.nodes.keepList(this.at, moves, n); }
      this.at = -1;
    } else n = generateMoves(sim, moves);
    return moves[rng.int(n)];
  }

  /** applyMove for a rollout's move: with `draw=reject` and another move to come, that move is drawn at the end of the turn (draw-ahead.ts: the same draw as drawLegal's, its work shared with the mate test). */
  rolloutPlay(sim: State, m: number, rng: Rng, more: boolean): void {
    if (!more || !this.reject) { applyMove(sim, m); return; }
    armDrawAhead(rng);
    applyMove(sim, m);
    disarmDrawAhead();
  }

  /** The legal list of the position the tree walk stands on: its node's when kept (node-positions.ts), else the generator's. */
  generateMoves(sim: State, moves: Int32Array): number {
    if (this.at < 0) return generateMoves(sim, moves);
    let n = this.nodes.listOf(this.at, moves);
    if (n < 0) { n = generateMoves(sim, moves); this.nodes.keepList(this.at, moves, n); }
    return n;
  }

  midTurn(sim: State): boolean {
    return sim.v[PHASE] !== Phase.Play;
  }

  terminalRewards(sim: State, out: Float64Array): void {
    out.fill(0);
    const r = sim.v[RESULT];
    // the scores of game.ts `outcome`, 1 / ½ / 0 by the result, without its allocation
    out[0] = r === Result.WhiteMates ? 1 : r === Result.BlackMates ? 0 : 0.5;
    out[1] = 1 - out[0];
  }

  leafRewards(sim: State, out: Float64Array): void {
    out.fill(0);
    out[0] = logistic((this.policy.ev.margin(sim, 0) - this.base) / this.scale);
    out[1] = 1 - out[0];
  }

  priorInto(s: State, moves: Int32Array, n: number, out: Float64Array): void {
    const score = this.score, mover = controller(s); // the player who owes the decision
    let base = 0;
    if (!this.rootSeeded) {
      this.rootSeeded = true;
      this.policy.scoreAll(s, moves, n, score);
      base = mover === 0 ? this.base : -this.base;
    } else {
      for (let i = 0; i < n; i++) {
        const m = moves[i], to = moveTo(m), k = moveKind(m);
        score[i] = k === MoveKind.Move && to !== moveFrom(m) ? PIECE_VALUE[s.piece[to] & 15] : k === MoveKind.EnPassant ? 1 : 0;
      }
    }
    for (let i = 0; i < n; i++) {
      const mean = logistic((score[i] - base) / this.scale), o = i * SEARCH_PLAYERS;
      out[o] = mover === 0 ? mean : 1 - mean;
      out[o + 1] = 1 - out[o];
      out[o + 2] = 0; out[o + 3] = 0;
    }
  }
}
