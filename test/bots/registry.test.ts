/**
 * The registry checks every numeric parameter of every registered bot, for every game it
 * plays, against its declared range when the spec is read, naming the parameter; and every
 * value inside the range gives a bot that plays (its extremes included).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { gameEntries } from '../../src/harness/games.js';
import { botFactory, botNames, createBot, parseBotSpec } from '../../bots/registry.js';

/**
 * Two observed positions of seeded random play with a choice to make, a ply limit near so
 * that deep rollouts end soon. Jackal's from the middle game; other games' early, where few
 * tiles are open (a Pirate chess search iteration in a random game's middle costs ~10 ms).
 */
function positions(game: Game<unknown, unknown>): unknown[] {
  const jackal = game.name === 'jackal';
  const o = game.checkOptions({ maxPlies: jackal ? 150 : 40 });
  const plies = (i: number): number => (jackal ? 40 + 15 * i : 8 + 4 * i);
  const moves = new Int32Array(game.maxMoves);
  const out: unknown[] = [];
  for (let i = 0; out.length < 2; i++) {
    const s = game.newGame(o, `range:${game.name}:${i}`);
    const rng = new Rng(`range-play:${i}`);
    for (let ply = 0; ply < plies(i) && !game.isTerminal(s); ply++) game.applyMove(s, moves[rng.int(game.generateMoves(s, moves))]);
    if (game.isTerminal(s) || game.generateMoves(s, moves) < 2) continue;
    out.push(game.observe(s, game.currentPlayer(s)));
  }
  return out;
}

for (const entry of gameEntries().filter((e) => e.game !== null)) {
  const game = entry.game as Game<unknown, unknown>;
  describe(`bot parameter ranges (${entry.name})`, () => {
    const obs = positions(game);
    for (const name of botNames(entry.name)) {
      for (const p of botFactory(name, entry.name)!.params.filter((q) => q.type === 'int' || q.type === 'float')) {
        it(`${name}.${p.name}: a finite range around its default, refused outside it, playable at both ends`, () => {
          expect(Number.isFinite(p.min)).toBe(true);
          expect(Number.isFinite(p.max)).toBe(true);
          expect(p.min!).toBeLessThanOrEqual(p.default as number);
          expect(p.default as number).toBeLessThanOrEqual(p.max!);
          const step = p.type === 'int' ? 1 : Math.max(1e-6, (p.max! - p.min!) * 1e-3);
          for (const out of [p.min! - step, p.max! + step]) {
            expect(parseBotSpec(`${name}:${p.name}=${out}`, entry.name)).toMatchObject({ code: 'bad-bot', field: `${name}.${p.name}` });
          }
          const moves = new Int32Array(game.maxMoves);
          for (const at of [p.min!, p.max!]) {
            const bot = createBot(`${name}:${p.name}=${at}`, game);
            obs.forEach((state, i) => {
              const n = game.generateMoves(state, moves);
              const m = bot.chooseMove({ state, player: game.currentPlayer(state) }, { iterations: 12, ms: 0 }, new Rng(`range:${i}`));
              expect(Array.from(moves.subarray(0, n))).toContain(m);
            });
          }
        });
      }
    }
  });
}
