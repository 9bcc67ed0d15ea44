/**
 * The game registry (src/harness/games.ts): every built game's entry agrees with its
 * engine (flags name its option keys, sides cover its players, the ply limit ends its
 * games), unbuilt and unknown games are refused by name, and bots are offered per game.
 */
import { describe, expect, it } from 'vitest';
import { botNames, parseBotSpec } from '../../bots/registry.js';
import { isFieldError } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { findGame, gameEntries, gameNames } from '../../src/harness/games.js';

describe('game registry', () => {
  for (const entry of gameEntries().filter((e) => e.game !== null)) {
    const game = entry.game!;
    it(`${entry.name}: flags are option keys, sides cover the players, the ply limit holds`, () => {
      expect(game.name).toBe(entry.name);
      const defaults = game.checkOptions({});
      expect(isFieldError(defaults)).toBe(false);
      const keys = Object.keys(defaults);
      for (const f of entry.flags) {
        if (keys.includes(f.key)) continue;
        // an optional option (absent from the defaults, e.g. Archipelago's `boxes`): the game must
        // know the key, so a nonsense value is refused naming that field, not as an unknown option
        const r = game.checkOptions({ [f.key]: { nonsense: true } });
        expect(isFieldError(r), `flag --${f.flag}: option ${f.key}`).toBe(true);
        if (isFieldError(r)) {
          expect(r.field, `flag --${f.flag}`).toBe(f.key);
          expect((r as { code?: string }).code, `flag --${f.flag}`).not.toBe('unknown-option');
        }
      }
      const s = game.newGame(defaults, 'registry');
      expect(entry.sides(defaults)).toHaveLength(game.players(s));
      const limit = entry.plyLimit(defaults);
      const moves = new Int32Array(game.maxMoves);
      const rng = new Rng('registry-play');
      while (!game.isTerminal(s)) game.applyMove(s, moves[rng.int(game.generateMoves(s, moves))]);
      if (limit > 0) expect(game.plies(s)).toBeLessThanOrEqual(limit);
      expect(typeof entry.label(defaults)).toBe('string');
      expect(entry.checkRunnable(defaults)).toBeNull();
    });
  }

  it('Jackal: 2v2 partners share a side; 3p has three seats; no limits at all is refused', () => {
    const jackal = findGame('jackal');
    if (isFieldError(jackal)) throw new Error(jackal.message);
    const o = (x: Record<string, unknown>) => jackal.game.checkOptions(x);
    expect(jackal.sides(o({ mode: '2v2' }))).toEqual([0, 1, 0, 1]);
    expect(jackal.sides(o({ mode: '3p' }))).toEqual([0, 1, 2]);
    expect(jackal.sides(o({ mode: '2p' }))).toEqual([0, 1]);
    expect(jackal.checkRunnable(o({ maxPlies: 0, stallPlies: 0 }))?.field).toBe('maxPlies');
  });

  it('unknown games and games not built yet are field errors on `game`', () => {
    const unknown = findGame('chequers');
    expect(isFieldError(unknown) && unknown.field).toBe('game');
    expect(isFieldError(unknown) && unknown.message).toContain('jackal');
    for (const e of gameEntries().filter((g) => g.game === null)) {
      const r = findGame(e.name);
      expect(isFieldError(r) && r.message).toContain('not built yet');
    }
    expect(gameNames()).toContain('pirate-chess');
  });

  it('bots are offered per game: random and mcts any game, heuristic one per game with its own parameters', () => {
    expect(botNames('jackal')).toEqual(expect.arrayContaining(['random', 'heuristic', 'mcts']));
    expect(botNames('pirate-chess')).toEqual(expect.arrayContaining(['random', 'heuristic', 'mcts']));
    expect(botNames().filter((n) => n === 'heuristic')).toHaveLength(1);
    // Jackal's heuristic weighs carried coins; Pirate chess's weighs hanging pieces
    expect(parseBotSpec('heuristic:carry=1', 'jackal')).toMatchObject({ name: 'heuristic' });
    expect(parseBotSpec('heuristic:carry=1', 'pirate-chess')).toMatchObject({ code: 'bad-bot', field: 'heuristic.carry' });
    expect(parseBotSpec('heuristic:hang=0.5', 'pirate-chess')).toMatchObject({ canonical: 'heuristic:hang=0.5' });
    expect(parseBotSpec('heuristic:hang=0.5', 'jackal')).toMatchObject({ code: 'bad-bot', field: 'heuristic.hang' });
  });
});
