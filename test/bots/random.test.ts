/**
 * The harness hands a bot the legal list it generated for the state (Observation.legal),
 * and `random` plays from it instead of generating the list again. That is sound only when
 * the list a player's observation gives is the state's list, move for move and in order:
 * checked here for every built game over seeded random play (each game's default options and a
 * mode with more seats), and that `random` chooses the same move with and without the list.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { gameEntries } from '../../src/harness/games.js';
import { createBuiltinBot } from '../../bots/builtin-bots.js';

const built = gameEntries().filter((e) => e.game !== undefined);

describe('the legal list of an observation is the state\'s', () => {
  for (const entry of built) {
    it(`${entry.name}: every ply of 4 random games, in order; random picks the same move from either`, () => {
      const game = entry.game as Game<unknown, unknown>;
      const moves = new Int32Array(game.maxMoves), seen = new Int32Array(game.maxMoves);
      const bot = createBuiltinBot<unknown>('random', game);
      let plies = 0;
      for (let g = 0; g < 4; g++) {
        const s = game.newGame(game.checkOptions({}), `legal-obs:${g}`);
        const rng = new Rng(`legal-obs-play:${g}`);
        for (let ply = 0; ply < 250 && !game.isTerminal(s); ply++) {
          const n = game.generateMoves(s, moves);
          if (game.isChance?.(s)) { game.applyMove(s, moves[rng.int(n)]); continue; }
          const p = game.currentPlayer(s);
          const obs = game.observe(s, p);
          const k = game.generateMoves(obs, seen);
          if (k !== n || moves.subarray(0, n).some((m, i) => seen[i] !== m)) expect.fail(`game ${g}, ply ${ply}: the observation's list differs from the state's`);
          const a = new Rng(`pick:${ply}`), b = new Rng(`pick:${ply}`);
          const given = bot.chooseMove({ state: obs, player: p, legal: moves, legalCount: n }, { iterations: 0, ms: 0 }, a);
          const own = bot.chooseMove({ state: obs, player: p }, { iterations: 0, ms: 0 }, b);
          if (given !== own) expect.fail(`game ${g}, ply ${ply}: random chose ${given} from the given list, ${own} from its own`);
          game.applyMove(s, moves[rng.int(n)]);
          plies++;
        }
      }
      expect(plies).toBeGreaterThan(100);
    });
  }
});
