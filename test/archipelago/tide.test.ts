/**
 * The tide (full-rules-ru.txt lines 1046-1050; docs/RULES.md A-J10..A-J12) on hand-built
 * scenes of island 1 (scene.ts): its beach cells are d3 g3 c4 h4 c6 h6 d7 g7, white's ship
 * at b4 touches c4, yellow's at i6 touches h6; g7 is face down.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { observeInto } from '../../src/archipelago/observation.js';
import { fromPosition, toPosition } from '../../src/archipelago/position.js';
import { CLOSED_N, KNOWN, MAX_REMOVED, PHASE, Phase, REMOVED_N, SEA_SLOT, State, statesEqual, TERRAIN, WASHED } from '../../src/archipelago/state.js';
import { TIDE_TILES } from '../../src/archipelago/tide.js';
import { BOXES, Kind, removedCount, setCount } from '../../src/archipelago/tiles.js';
import { at, cell, legal, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

function tideScene(): State {
  // the tide face down on e4 (a hill); a coin on d7, a yellow pirate on g3
  return scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'g3' }, coins: { d7: 1 } });
}

describe('the tide (line 1050)', () => {
  it('its finder picks beach cells next to the water, with no ship against them and nothing on them (A-J10)', () => {
    const s = tideScene();
    play(s, 'W1 e4');
    expect(s.v[PHASE]).toBe(Phase.Tide);
    // not c4 (white's ship at b4), h6 (yellow's at i6), d7 (a coin), g3 (a pirate); g7 closed is allowed
    expect(legal(s).sort()).toEqual(['tide c6', 'tide d3', 'tide g7', 'tide h4']);
    sound(s);
  });

  it('three cells become sea; the closed one leaves the end count; the ships may sail there (A-J11)', () => {
    const s = tideScene();
    const closed = s.v[CLOSED_N], slots = s.v[REMOVED_N];
    play(s, 'W1 e4', 'tide g7');
    expect(s.v[CLOSED_N]).toBe(closed - 2); // the tide turned over, g7 washed face down
    expect(s.v[PHASE]).toBe(Phase.Tide);
    play(s, 'tide d3', 'tide h4');
    expect(s.v[PHASE]).toBe(Phase.Play);
    for (const c of ['g7', 'd3', 'h4']) {
      expect(s.u8[TERRAIN + cell(c)]).toBe(0);
      expect(s.u8[KNOWN + cell(c)] & WASHED).toBe(WASHED);
    }
    expect(s.v[REMOVED_N]).toBe(slots + 3);
    sound(s);
    play(s, 'Y1 f3'); // yellow's turn
    // white's ship at b4 with two aboard: d3 is two steps (c3, d3) and now sea
    expect(legal(s)).toContain('sail d3');
    expect(G.show(s)).toContain(',,,');
  });

  it('fewer than three when fewer qualify; none and the turn goes on as on an empty tile', () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'g3', Y2: 'h4', Y3: 'c6' }, coins: { d7: 1, g7: 1 }, open: { g7: 'empty' } });
    play(s, 'W1 e4');
    expect(legal(s)).toEqual(['tide d3']);
    play(s, 'tide d3');
    expect(s.v[PHASE]).toBe(Phase.Play);
    expect(s.v[REMOVED_N]).toBeGreaterThan(0);
    const t = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', W2: 'd3', Y1: 'g3', Y2: 'h4', Y3: 'c6' }, coins: { d7: 1, g7: 1 }, open: { g7: 'empty' } });
    play(t, 'W1 e4');
    expect(at(t, 'W1')).toBe(cell('e4'));
    expect(t.v[PHASE]).toBe(Phase.Play); // yellow's turn: nothing to take
    sound(t);
  });

  it('a shrunk island survives the position format; an observation hides a washed face-down tile but not an open one (A-J12)', () => {
    const s = tideScene();
    play(s, 'W1 e4', 'tide g7', 'tide d3', 'tide c6');
    const pos = toPosition(s) as { tide: { cells: string[]; tiles: string[] } };
    expect([...pos.tide.cells].sort()).toEqual(['c6', 'd3', 'g7']);
    expect(pos.tide.tiles).toEqual(['closed:empty', 'empty', 'empty']);
    const back = fromPosition(pos);
    if (!(back instanceof State)) throw new Error(JSON.stringify(back));
    expect(toPosition(back)).toEqual(pos);
    expect(statesEqual(back, s)).toBe(true);
    expect(back.v[SEA_SLOT]).toBe(-1); // a shrunk island keeps no sea table (sea.ts): its sea is walked
    const seen = observeInto(new State(), s, 1);
    expect((toPosition(seen) as { tide: { tiles: string[] } }).tide.tiles).toEqual(['closed', 'empty', 'empty']);
  });
});

describe('room for the tide', () => {
  it('the state holds the deal\'s removals and every tide\'s three beach tiles, on the largest box set', () => {
    let dealt = 0, tides = 0;
    for (let back = 1; back <= 3; back++) { dealt += removedCount(BOXES, back); tides += setCount(BOXES, back, Kind.Tide); }
    expect(tides).toBeGreaterThan(0);
    expect(dealt + TIDE_TILES * tides).toBeLessThanOrEqual(MAX_REMOVED);
  });
});
