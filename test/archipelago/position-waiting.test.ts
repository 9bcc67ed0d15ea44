/**
 * Pirates waiting aboard a ship not berthed yet. At the start the crews' ships are not on
 * the board (the Berth phase: each crew places its ship, docs/ARCHIPELAGO.md), and the
 * pirates are aboard them, out of play but alive: the position format says `"waiting"`,
 * never `"dead"`, and the viewer's and the table's crews panel lists them as waiting aboard
 * with no ✝. Once the ship berths they are `ship:<crew>`; a pirate out of play after that
 * is dead. The expectations come from the rules' sequence (a new game is in the Berth
 * phase with no ship placed), not from the writer under test.
 */

import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO } from '../../src/archipelago/game.js';
import { fromPosition, toPosition } from '../../src/archipelago/position.js';
import { OUT, P_CELL, State } from '../../src/archipelago/state.js';
import { isFieldError } from '../../src/core/game.js';
import { archCrewsHtml, archFrameOf } from '../../src/web/viewer/archipelago/board.js';
import { ARCHIPELAGO_TABLE } from '../../src/web/table/archipelago.js';

type Pos = { pieces: Record<string, { at: string }>; ships: Record<string, string | null> };

const newGame = (): State => {
  const o = ARCHIPELAGO.checkOptions({ mode: '2p' });
  if (isFieldError(o)) throw new Error(o.message);
  return ARCHIPELAGO.newGame(o, 11);
};
const places = (s: State): Record<string, string> => Object.fromEntries(Object.entries((toPosition(s) as Pos).pieces).map(([k, e]) => [k, e.at]));
/** Plays the first legal move (in the Berth phase: a berth for the crew to move). */
const berthFirst = (s: State): void => { const buf = new Int32Array(ARCHIPELAGO.maxMoves); ARCHIPELAGO.generateMoves(s, buf); ARCHIPELAGO.applyMove(s, buf[0]); };

describe('pirates waiting aboard before their ship berths', () => {
  it('the position format writes "waiting" before the berth, ship:<crew> after, "dead" for one lost later', () => {
    const s = newGame();
    expect((toPosition(s) as Pos).ships).toEqual({ white: null, yellow: null });
    expect(places(s)).toEqual({ W1: 'waiting', W2: 'waiting', W3: 'waiting', Y1: 'waiting', Y2: 'waiting', Y3: 'waiting' });
    berthFirst(s); // white places its ship
    expect(places(s)).toMatchObject({ W1: 'ship:white', W2: 'ship:white', W3: 'ship:white', Y1: 'waiting', Y2: 'waiting', Y3: 'waiting' });
    berthFirst(s); // yellow
    s.u8[P_CELL + 1] = OUT; // W2 lost (as the bear's bite leaves it)
    expect(places(s)).toMatchObject({ W1: 'ship:white', W2: 'dead', Y1: 'ship:yellow' });
  });

  it('position-read reads what position.ts writes, and refuses "waiting" for a crew whose ship is on the board', () => {
    const s = newGame();
    const pos = toPosition(s) as Pos;
    const back = fromPosition(pos);
    if (isFieldError(back)) throw new Error(`${back.field}: ${back.message}`);
    expect(toPosition(back)).toEqual(pos);
    berthFirst(s);
    const placed = toPosition(s) as Pos;
    const wrong = { ...placed, pieces: { ...placed.pieces, W1: { ...placed.pieces.W1, at: 'waiting' } } };
    const r = fromPosition(wrong);
    expect(isFieldError(r) && r.field).toBe('pieces.W1.at');
  });

  it('the crews panel (viewer and table) lists them as waiting aboard, with no ✝', () => {
    const s = newGame();
    for (const html of [archCrewsHtml(archFrameOf(s)), ARCHIPELAGO_TABLE.panel(ARCHIPELAGO.observe(s, 0))]) {
      expect(html).not.toContain('✝');
      expect(html).not.toContain('class="dead"');
      expect([...html.matchAll(/class="waiting" data-piece="(\w+)"/g)].map((m) => m[1])).toEqual(['W1', 'W2', 'W3', 'Y1', 'Y2', 'Y3']);
    }
    berthFirst(s); berthFirst(s);
    s.u8[P_CELL + 1] = OUT;
    const html = archCrewsHtml(archFrameOf(s));
    expect(html).toContain('<span class="dead" data-piece="W2">✝W2</span>');
    expect(html).not.toContain('class="waiting"');
  });
});
