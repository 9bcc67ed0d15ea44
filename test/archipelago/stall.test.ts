/**
 * The stall (docs/RULES.md A-R27; full-rules-ru.txt line 1106: "when no player can take the
 * last coin, by unanimous decision the game ends, the last coin goes to no one"): 400 turns
 * in a row with no tile turned over and no coin brought aboard or lost end the game,
 * "stalled". Scenes of island 1 (scene.ts): white's ship at b4, yellow's at i6, g7 face
 * down so that no scene is over by its coins.
 */
import { describe, expect, it } from 'vitest';
import { isFieldError } from '../../src/core/game.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { fromPosition, toPosition } from '../../src/archipelago/position.js';
import { RESULT, Result, State, STALL } from '../../src/archipelago/state.js';
import { play, scene } from './scene.js';

/** The scene read back through the position format with the stall count given (absent: it starts now). */
function counted(s: State, stall?: { turns: number; coins: number; closed: number }): State {
  const o = toPosition(s) as Record<string, unknown>;
  delete o.stall;
  if (stall) o.stall = stall;
  const r = fromPosition(o);
  if (isFieldError(r)) throw new Error(`${r.field}: ${r.message}`);
  return r;
}

/** W1 on d4 and Y1 on g3, walking to and fro over open empty land: turns without progress. */
const idle = (): State => counted(scene({ pieces: { W1: 'd4', Y1: 'g3' }, coins: { d7: 1 } }));
const TO_AND_FRO = ['W1 e4', 'Y1 f3', 'W1 d4', 'Y1 g3'];

describe('the stall: no one can take the last coin (A-R27, line 1106)', () => {
  it('ends the game at the end of the 400th turn in a row without progress, not before', () => {
    const s = idle();
    for (let t = 0; t < 399; t++) play(s, TO_AND_FRO[t % 4]);
    expect(s.v[RESULT]).toBe(Result.Playing);
    expect(s.v[STALL]).toBe(399);
    play(s, TO_AND_FRO[399 % 4]);
    expect(s.v[RESULT]).toBe(Result.Stalled);
    const o = G.outcome(s);
    expect(o.reason).toBe('stalled');
    expect(o.scores).toEqual([0, 0]); // the coin on d7 goes to no one
  });

  it('a tile turned over restarts the count; a step that turns nothing over does not', () => {
    // 399 turns without progress so far; the tile on e5 is face down, next to W1 on d4
    const base = scene({ pieces: { W1: 'd4', Y1: 'g3' }, closed: { e5: 'empty' }, coins: { d7: 1 } });
    const closed = Object.keys((toPosition(base) as { closed: object }).closed).length;
    const turned = counted(base, { turns: 399, coins: 0, closed });
    play(turned, 'W1 e5');
    expect(turned.v[RESULT]).toBe(Result.Playing);
    expect(turned.v[STALL]).toBe(0);
    const still = counted(base, { turns: 399, coins: 0, closed });
    play(still, 'W1 e4');
    expect(still.v[RESULT]).toBe(Result.Stalled);
  });

  it('a coin brought aboard restarts the count', () => {
    // W1 on the beach c4, by white's ship on b4, with a coin; 399 turns without progress so far
    const base = scene({ pieces: { W1: 'c4', Y1: 'g3' }, coins: { c4: 1, d7: 1 } });
    const closed = Object.keys((toPosition(base) as { closed: object }).closed).length;
    const s = counted(base, { turns: 399, coins: 0, closed });
    play(s, 'W1 b4$');
    expect(s.v[RESULT]).toBe(Result.Playing);
    expect(s.v[STALL]).toBe(0);
  });

  it('the position format writes the count and names a bad one', () => {
    const s = idle();
    play(s, 'W1 e4', 'Y1 f3');
    const o = toPosition(s) as Record<string, unknown>;
    expect(o.stall).toMatchObject({ turns: 2, coins: 0 });
    for (const [stall, field] of [[{ turns: 401, coins: 0, closed: 1 }, 'stall.turns'], [{ turns: 1, coins: -1, closed: 1 }, 'stall.coins'], [{ turns: 1, coins: 0, closed: 1, x: 1 }, 'stall.x'], [3, 'stall']] as const) {
      const r = fromPosition({ ...o, stall });
      expect(isFieldError(r) ? r.field : 'read', JSON.stringify(stall)).toBe(field);
    }
  });
});
