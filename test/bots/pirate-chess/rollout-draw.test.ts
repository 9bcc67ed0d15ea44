/**
 * draw.ts's rejection draw inside the search's own rollouts (`draw=reject`; the investigation of 1d76d10,
 * where `mcts` with the draw scored lower against `heuristic`): the engine's kept work (the
 * turn end's legalAfterTurn and drawAfterTurn, legality's marks and danger map, the ice hint)
 * meets the tree walk, determinized observations and the evaluator there, not in draw.test.ts's
 * plain games. Held to the slow reference (setShortcuts(false)) on a copy, at every rollout ply:
 * each drawn decision is in the reference's legal list, and the position the search's
 * applyMove makes from it is the one the reference's applyMove makes on the copy.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { PIRATE_CHESS } from '../../../src/pirate-chess/game.js';
import { generateMoves, MAX_MOVES, setShortcuts } from '../../../src/pirate-chess/movegen.js';
import { observeInto } from '../../../src/pirate-chess/observation.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { controller, copyInto, KING_AT, RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { ChessSearch } from '../../../bots/pirate-chess/search.js';
import { DEFAULT_CHESS_HEURISTIC } from '../../../bots/pirate-chess/heuristic.js';
import { Mcts, mctsParams } from '../../../bots/mcts.js';
import { parseBotSpec } from '../../../bots/registry.js';

/** ChessSearch with `draw=reject` (its rollouts draw with drawLegal), each ply checked against the slow reference. */
class CheckedDraw extends ChessSearch {
  readonly copy = new State();
  readonly expected = new State();
  readonly ref = new Int32Array(MAX_MOVES);
  /** The rollout state whose next position should equal `expected` (set by the last draw). */
  pending: State | null = null;
  drawn = 0;
  illegal = 0;
  differ = 0;

  /** The search played the last drawn decision on sim: the same position as the reference's, but the king-cell cache (not part of the position). */
  private settle(sim: State): void {
    if (this.pending === sim) {
      this.expected.v[KING_AT] = sim.v[KING_AT]; this.expected.v[KING_AT + 1] = sim.v[KING_AT + 1];
      if (!this.expected.bytes.every((b, i) => b === sim.bytes[i])) this.differ++;
    }
    this.pending = null;
  }

  override rolloutMove(sim: State, moves: Int32Array, rng: Rng): number {
    this.settle(sim);
    copyInto(this.copy, sim);
    const m = super.rolloutMove(sim, moves, rng);
    setShortcuts(false);
    const n = generateMoves(this.copy, this.ref);
    if (this.ref.subarray(0, n).includes(m)) {
      applyMove(this.copy, m);
      copyInto(this.expected, this.copy);
      this.pending = sim;
    } else this.illegal++;
    setShortcuts(true);
    this.drawn++;
    return m;
  }

  override leafRewards(sim: State, out: Float64Array): void { this.settle(sim); super.leafRewards(sim, out); }
  override terminalRewards(sim: State, out: Float64Array): void { this.settle(sim); super.terminalRewards(sim, out); }
}

describe('drawLegal in mcts rollouts', () => {
  it('draws only the reference\'s legal decisions, and applyMove then makes the reference\'s position', () => {
    const parsed = parseBotSpec('mcts:iterations=120,stop=0,draw=reject', PIRATE_CHESS.name);
    if ('code' in parsed) throw new Error(parsed.message);
    const p = mctsParams(parsed.params), kn = new CheckedDraw({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, p.draw);
    const search = new Mcts<State>(p, PIRATE_CHESS, kn), moves = new Int32Array(MAX_MOVES);
    try {
      for (let i = 0; i < 3; i++) {
        const s = newGame(checkOptions({}) as ChessOptions, `rollout-draw:${i}`), rng = new Rng(`rollout-draw-play:${i}`);
        for (let ply = 0; ply < 30 + 15 * i && s.v[RESULT] === Result.Playing; ply++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
        if (s.v[RESULT] !== Result.Playing) continue;
        search.search(observeInto(new State(), s, controller(s)), 120, 0, new Rng(`rollout-draw-search:${i}`));
      }
    } finally { setShortcuts(true); }
    expect(kn.drawn).toBeGreaterThan(300); // 3 searches × 120 iterations × up to 4 plies (more to end a turn)
    expect(kn.illegal).toBe(0);
    expect(kn.differ).toBe(0);
  });
});
