/**
 * What the game loop hands a bot gives it no way to see or change what its seat may not
 * (src/harness/play.ts, src/core/game.ts). An adversarial bot from a file
 * (test/fixtures/bots/cheat.js) plays real games through the harness and tries:
 * - to swap the game interface's generateMoves, applyMove and observe for its own, which
 *   would be handed the full states the loop passes them (face-down tiles, the set-aside
 *   tile, the Archipelago's removed tiles): the game objects are frozen;
 * - to keep its observation object and read it again while the other seat plays, which
 *   would show that seat's observation, its lighthouse peeks included: each seat has its own;
 * - to write an illegal move into `obs.legal` and play it: the loop checks its own list;
 * - to raise the budget, or change the rules, that the next seat is handed: each seat's are
 *   its own and frozen;
 * - to write its own win into the outcome it hears at the end: the record keeps the game's;
 * - to overwrite its observation after choosing: the game plays on as random's game does.
 * All but the last fail on 590f015, before the fix: the wrappers saw
 * 300 full states in 100 plies of each game; the kept observation showed the other seat's
 * peeked tiles 262 times in the Treasure Island game and 8 in Pirate chess; the illegal move
 * was played; the second seat met the first's budget (99 times) and rules; the record took
 * the written win.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, entryOf, gameOptions, planGame, RunConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { requireDist, ROOT } from '../harness/helpers.js';

const CHEAT = 'file:./test/fixtures/bots/cheat.js';
type Seen = { hidden: number; foreign: number; tampered: number; refused: number };
// the same module instance as the registry's (both load it with Node's require)
const { seen } = createRequire(import.meta.url)(join(ROOT, 'test/fixtures/bots/cheat.js')) as { seen: Seen };

/** Plays game 0 of a 2-seat run of these rules with these bots, and what the cheat saw. */
function play(rules: Record<string, unknown>, bots: string[], maxPlies: number, seed = 'no-cheating'): { config: RunConfig; error: string; moves: unknown; result: unknown; seen: Seen } {
  for (const k of Object.keys(seen) as (keyof Seen)[]) seen[k] = 0;
  const config = buildConfig({ ...rules, bots, deals: 1, maxPlies, seed, record: true }, null);
  const r = playGame(config, 0);
  return { config, error: r.error, moves: r.moves, result: [r.reason, r.coins, r.ranks], seen: { ...seen } };
}

/** Plies of game 0 at which one seat's observation showed what the other's did not (a lighthouse peek), replaying its record. */
function privatePlies(config: RunConfig, moves: unknown): number {
  const g = entryOf(config).game!;
  const s = g.newGame(g.checkOptions(gameOptions(config)), planGame(config, 0).dealSeed);
  const text = (p: number): string => JSON.stringify(g.toPosition(g.observe(s, p)));
  let count = 0;
  for (const [, move] of moves as [string, string][]) {
    if (text(0) !== text(1)) count++;
    g.applyMove(s, g.parseMove(s, move) as number);
  }
  return count;
}

const JACKAL_2P = { mode: '2p' }, CHESS = { game: 'pirate-chess' }, ARCH_2P = { game: 'archipelago', mode: '2p', island: 2 };

beforeAll(requireDist);

describe('a bot cannot see or change what its seat may not', () => {
  for (const [name, rules] of [['jackal', JACKAL_2P], ['pirate-chess', CHESS], ['archipelago', ARCH_2P]] as const) {
    it(`${name}: the game interface it is handed cannot be swapped for one that sees the loop's full states`, () => {
      const r = play(rules, [`${CHEAT}:attack=patch`, 'random'], 100);
      expect(r.error).toBe('');
      expect(r.seen.hidden).toBe(0);
      expect(r.seen.refused).toBe(3);
    });
  }

  for (const [name, rules, plies] of [['jackal, Treasure Island', { ...JACKAL_2P, tiles: 'treasure-island', lighthouse: 'peek' }, 900], ['pirate-chess', CHESS, 600]] as const) {
    it(`${name}: the observation it keeps stays its own while the other seat, who peeks at the lighthouse, plays`, () => {
      const r = play(rules, [`${CHEAT}:attack=keep`, 'random'], plies, 'cheat');
      expect(r.error).toBe('');
      expect(privatePlies(r.config, r.moves)).toBeGreaterThan(0); // the other seat saw tiles this one did not
      expect(r.seen.hidden).toBe(0);
      expect(r.seen.foreign).toBe(0);
    });
  }

  it('a move it writes into obs.legal is not made legal: the game ends as an error naming it', () => {
    const r = play(JACKAL_2P, [`${CHEAT}:attack=legal`, 'random'], 100);
    expect(r.error).toMatch(/returned move \d+, not legal at ply/);
  });

  it('the budget it is handed is its own: raising it reaches no other seat', () => {
    const r = play(JACKAL_2P, [`${CHEAT}:attack=budget`, `${CHEAT}:attack=budget`], 100);
    expect(r.error).toBe('');
    expect(r.seen.tampered).toBe(0);
    expect(r.seen.refused).toBeGreaterThan(0);
  });

  it('the rules it is handed are its own: changing them reaches no other seat', () => {
    const r = play(JACKAL_2P, [`${CHEAT}:attack=rules`, `${CHEAT}:attack=rules`], 100);
    expect(r.error).toBe('');
    expect(r.seen).toEqual({ hidden: 0, foreign: 0, tampered: 0, refused: 2 });
  });

  it('the outcome it hears at the end is a copy: writing its own win there changes nothing of the record', () => {
    for (const rules of [JACKAL_2P, CHESS]) {
      const mine = play(rules, [`${CHEAT}:attack=score`, 'random'], 200);
      const theirs = play(rules, ['random', 'random'], 200);
      expect(mine.moves).toEqual(theirs.moves); // the same game: it plays random's moves
      expect(mine.result).toEqual(theirs.result);
      expect(mine.seen.refused).toBe(1);
    }
  });

  it('overwriting its observation after choosing changes nothing of the game: it plays random\'s game', () => {
    for (const rules of [JACKAL_2P, CHESS, ARCH_2P]) {
      const mine = play(rules, [`${CHEAT}:attack=scribble`, 'random'], 200);
      const theirs = play(rules, ['random', 'random'], 200);
      expect(mine.error).toBe('');
      expect(mine.moves).toEqual(theirs.moves);
    }
  });
});
