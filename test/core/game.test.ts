/**
 * The game interface (src/core/game.ts), checked the same way for every game that
 * implements it: seeded random games through the interface alone, where every legal move's
 * text parses back to it, the position format round-trips, observations and their
 * determinizations keep the legal moves, a terminal state has an outcome, and the game's own
 * state checker (`checkState`) finds nothing broken after any move (OpenSpiel's random
 * simulation test).
 */
import { describe, expect, it } from 'vitest';
import { isFieldError, type Game } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { JACKAL } from '../../src/jackal/game.js';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import { ARCHIPELAGO } from '../../src/archipelago/game.js';

/** Every implementation of the interface, with option sets to try. */
const GAMES: { game: Game<any, any>; options: Record<string, unknown>[] }[] = [
  { game: JACKAL, options: [{ mode: '2p' }, { mode: '4p', tiles: 'treasure-island' }, { mode: '3p', maxPlies: 200 }, { mode: '2v2' }] },
  { game: PIRATE_CHESS, options: [{ maxPlies: 500 }, { island: 'bare', maxPlies: 300 }] },
  { game: ARCHIPELAGO, options: [{ mode: '2p', island: 1 }, { mode: '4p', island: 4, maxPlies: 600 }, { mode: '3p', island: 2, maxPlies: 600 }, { mode: '2v2', island: 3, maxPlies: 600 }] },
];

for (const { game, options } of GAMES) {
  describe(`${game.name} through the game interface`, () => {
    options.forEach((input, k) => {
      it(`random games keep the contract (${JSON.stringify(input)})`, () => {
        const o = game.checkOptions(input);
        expect(isFieldError(o)).toBe(false);
        const moves = new Int32Array(game.maxMoves);
        const again = new Int32Array(game.maxMoves);
        for (let g = 0; g < 3; g++) {
          const s = game.newGame(o, `iface:${k}:${g}`);
          const rng = new Rng(`iface-play:${k}:${g}`);
          let ply = 0;
          // Every game ends by its own rules: at the latest at its ply limit (Jackal's default 4000).
          expect(game.checkState(s)).toEqual([]);
          for (; !game.isTerminal(s) && ply < 5000; ply++) {
            const n = game.generateMoves(s, moves);
            expect(n).toBeGreaterThan(0);
            const p = game.currentPlayer(s);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThan(game.players(s));
            if (ply % 17 === 0) {
              for (let i = 0; i < n; i++) expect(game.parseMove(s, game.formatMove(s, moves[i]))).toBe(moves[i]);
              const back = game.fromPosition(JSON.parse(JSON.stringify(game.toPosition(s))));
              expect(isFieldError(back)).toBe(false);
              expect(game.toPosition(back)).toEqual(game.toPosition(s));
              const obs = game.observe(s, p);
              const sample = game.clone(obs);
              game.determinizeInto(sample, obs, rng);
              expect(Array.from(again.subarray(0, game.generateMoves(sample, again)))).toEqual(Array.from(moves.subarray(0, n)));
              expect(typeof game.show(s)).toBe('string');
            }
            game.applyMove(s, moves[rng.int(n)]);
            expect(game.plies(s)).toBeGreaterThan(0);
            const broken = game.checkState(s);
            if (broken.length > 0) expect(`${game.name} game ${g} ply ${ply}: ${broken.join('; ')}`).toBe('');
          }
          expect(game.isTerminal(s)).toBe(true);
          expect(game.generateMoves(s, moves)).toBe(0);
          const out = game.outcome(s);
          expect(out.scores).toHaveLength(game.players(s));
          expect(out.ranks).toHaveLength(game.players(s));
          expect(out.reason.length).toBeGreaterThan(0);
        }
      });
    });

    it('bad options and bad moves are field errors, not throws', () => {
      const o = game.checkOptions({ mode: 'nine' });
      expect(isFieldError(o)).toBe(true);
      const s = game.newGame(game.checkOptions({}), 'iface-bad');
      expect(isFieldError(game.parseMove(s, 'zz-top'))).toBe(true);
      expect(isFieldError(game.fromPosition({ nonsense: true }))).toBe(true);
    });
  });
}
