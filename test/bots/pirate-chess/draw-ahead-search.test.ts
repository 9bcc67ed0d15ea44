/**
 * The search with its rollout moves drawn at the end of the turn (search.ts `rolloutPlay`,
 * src/pirate-chess/draw-ahead.ts) must be the search without (each rollout move played by
 * applyMove and drawn by drawLegal): the same move, the same root visits and means.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { PIRATE_CHESS } from '../../../src/pirate-chess/game.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { observeInto } from '../../../src/pirate-chess/observation.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { controller, RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { ChessSearch } from '../../../bots/pirate-chess/search.js';
import { DEFAULT_CHESS_HEURISTIC } from '../../../bots/pirate-chess/heuristic.js';
import { Mcts, mctsParams } from '../../../bots/mcts.js';
import { parseBotSpec } from '../../../bots/registry.js';

const O = checkOptions({}) as ChessOptions;

describe('pirate chess mcts: rollout moves drawn at the end of the turn', () => {
  it('the search chooses the same moves with the same visits with and without it', () => {
    const parsed = parseBotSpec('mcts:iterations=300,stop=0', PIRATE_CHESS.name);
    if ('code' in parsed) throw new Error(parsed.message);
    const p = mctsParams(parsed.params);
    /** The search without the draw ahead: every rollout move played by the engine's applyMove and drawn by drawLegal. */
    class Plain extends ChessSearch {
      override rolloutPlay(sim: State, m: number): void { applyMove(sim, m); }
    }
    const fast = new Mcts<State>(p, PIRATE_CHESS, new ChessSearch({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, p.draw));
    const slow = new Mcts<State>(p, PIRATE_CHESS, new Plain({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, p.draw));
    const moves = new Int32Array(MAX_MOVES);
    let searched = 0;
    for (let i = 0; i < 4; i++) {
      const s = newGame(O, `draw-ahead-search:${i}`), rng = new Rng(`draw-ahead-search-play:${i}`);
      for (let ply = 0; ply < 30 + 12 * i && s.v[RESULT] === Result.Playing; ply++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      if (s.v[RESULT] !== Result.Playing) continue;
      const obs = observeInto(new State(), s, controller(s));
      const a = fast.search(obs, 300, 0, new Rng(`draw-ahead-mcts:${i}`)), b = slow.search(obs, 300, 0, new Rng(`draw-ahead-mcts:${i}`));
      expect(a).toBe(b);
      expect(fast.rootChildren(controller(s))).toEqual(slow.rootChildren(controller(s)));
      searched++;
    }
    expect(searched).toBeGreaterThan(2);
  });
});
