/**
 * The Archipelago heuristic turns tiles over rather than strike (issue 28: heuristic
 * self-play ended 70-80% at the ply limit; docs/BOTS.md "Archipelago games at the ply
 * limit"). A pirate standing on a closed tile in a look-ahead is worth `reveal` plus the
 * coins expected under it (`findWorth`), computed here by hand from the counts the table
 * shows.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../../src/archipelago/game.js';
import { formatMove } from '../../../src/archipelago/notation.js';
import { observeInto } from '../../../src/archipelago/observation.js';
import { CLOSED_N, COIN_SUPPLY, controller, REMOVED_N, State, TILE } from '../../../src/archipelago/state.js';
import { parseCell } from '../../../src/archipelago/geometry.js';
import { fromPosition } from '../../../src/archipelago/position.js';
import { isFieldError } from '../../../src/core/game.js';
import { readFileSync } from 'node:fs';
import { DEFAULT_ARCH_WEIGHTS, findWorth } from '../../../bots/archipelago/eval.js';
import { createBot } from '../../../bots/registry.js';

describe('the Archipelago heuristic explores', () => {
  it('a closed tile is worth reveal + coinNear x the bank\'s coins / the face-down tiles', () => {
    const s = G.newGame(G.checkOptions({ island: 2, mode: '4p' }) as never, 'find') as State;
    // island 2 at the start (docs/ARCHIPELAGO.md): 32 cells face down, 9 + 3 removed, 19 coins in the bank
    expect([s.v[CLOSED_N], s.v[REMOVED_N], s.v[COIN_SUPPLY]]).toEqual([32, 12, 19]);
    expect(findWorth(s, DEFAULT_ARCH_WEIGHTS)).toBeCloseTo(5 + (70 * 19) / 44, 9);
    s.v[COIN_SUPPLY] = 0; // every chest found: only the flat bonus is left
    expect(findWorth(s, DEFAULT_ARCH_WEIGHTS)).toBe(5);
  });

  it('steps onto a closed tile rather than strike the enemy on the one open cell by the ships', () => {
    // Heuristic self-play, island 2, 4p (seed ply-a2, game 1, ply 200; data/strike-war.json):
    // the four ships berthed round i7, the one open cell they reach; from ply 18 to the ply
    // limit each crew in turn landed on i7 and struck the pirate there, 29 tiles face down.
    // White (W1 on c6, beside face-down d5, e5, d7...) now turns a tile over.
    const s = fromPosition(JSON.parse(readFileSync(new URL('./data/strike-war.json', import.meta.url), 'utf8')));
    if (isFieldError(s)) throw new Error(`${s.field}: ${s.message}`);
    expect(s.v[CLOSED_N]).toBe(29);
    const bot = createBot<State>('heuristic', G);
    const obs = new State();
    for (let i = 0; i < 6; i++) {
      const m = formatMove(s, bot.chooseMove({ state: observeInto(obs, s, controller(s)), player: controller(s) }, { iterations: 0, ms: 0 }, new Rng(`r:${i}`)));
      expect(m.endsWith(' i7'), m).toBe(false);
      expect(s.u8[TILE + parseCell(m.slice(3))], m).toBe(0); // a closed tile
    }
  });
});
