/**
 * Mid-game positions shared by the MCTS benchmark and the MCTS tests (test support, not a
 * test file): 2-player classic deals `mcts-bench:i`, 80 + 15 i plies of seeded random play,
 * skipping positions that are over or have a single legal move (a one-move root is no search).
 */
import { applyMove } from '../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { observe, Observation } from '../../src/jackal/observation.js';
import { checkOptions, GameOptions } from '../../src/jackal/options.js';
import { Rng } from '../../src/core/rng.js';
import { currentPlayer, isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';

/** How many positions `midGamePositions()` returns by default (the bench uses all of them). */
export const MID_GAME_POSITIONS = 12;

export function midGamePositions(count = MID_GAME_POSITIONS): Observation[] {
  const o = checkOptions({ mode: '2p' }) as GameOptions;
  const moves = new Int32Array(MAX_MOVES);
  const out: Observation[] = [];
  for (let i = 0; out.length < count; i++) {
    const s = newGame(o, `mcts-bench:${i}`);
    const rng = new Rng(`mcts-bench-play:${i}`);
    for (let ply = 0; ply < 80 + 15 * i && !isTerminal(s); ply++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
    if (isTerminal(s) || generateMoves(s, moves) < 2) continue;
    out.push(observe(s, currentPlayer(s)));
  }
  return out;
}
