/**
 * Roger's wheel (full-rules-ru.txt lines 1010-1014; docs/RULES.md A-J1, A-J2) on hand-built
 * scenes of island 1 (scene.ts). The wheel's arrows point north laid unturned (designed,
 * wheel.ts); every expected cell below is read off the island picture by hand.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { TILE, WHEEL_DUE, type State } from '../../src/archipelago/state.js';
import { at, cell, legal, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const turns = (s: State, c: string): number => s.u8[TILE + cell(c)] >> 6;

describe("Roger's wheel (lines 1012-1014)", () => {
  it('sends an arriving pirate the way its arrows point, and turns 90 degrees clockwise at the end of that turn (A-J1)', () => {
    const s = scene({ open: { e4: 'wheel' }, pieces: { W1: 'd4', W2: 'd6' } });
    play(s, 'W1 e4'); // north: on to e3
    expect(at(s, 'W1')).toBe(cell('e3'));
    expect(turns(s, 'e4')).toBe(1); // the turn ended with the move: now east
    expect(s.v[WHEEL_DUE]).toBe(0);
    sound(s);
    play(s, 'sail i7'); // yellow's turn passes the wheel by: it stays
    expect(turns(s, 'e4')).toBe(1);
    play(s, 'W2 e5', 'sail j7', 'W2 e4'); // east now: on to f4
    expect(at(s, 'W2')).toBe(cell('f4'));
    expect(turns(s, 'e4')).toBe(2);
    sound(s);
  });

  it('turns only once in a turn a pirate passed it twice, and points the same way both times (A-J2)', () => {
    // wheel south -> e5 horse -> f3 (knight) -> arrow south-west -> e4 wheel again, still south -> e5 horse -> c4
    const s = scene({ open: { e4: 'wheel/2', e5: 'horse', f3: 'arrow1/2' }, pieces: { W1: 'd4' } });
    play(s, 'W1 e4');
    expect(at(s, 'W1')).toBe(cell('e5'));
    expect(legal(s)).toContain('> f3');
    play(s, '> f3');
    expect(at(s, 'W1')).toBe(cell('e5')); // back on the horse through the wheel, which still pointed south
    expect(turns(s, 'e4')).toBe(2); // not yet: the turn is not over
    play(s, '> c4');
    expect(at(s, 'W1')).toBe(cell('c4'));
    expect(turns(s, 'e4')).toBe(3); // one quarter turn for two passes
    sound(s);
  });

  it('a wheel found face down acts at once and turns at the end of the finder\'s turn', () => {
    const s = scene({ closed: { e4: 'wheel/3' }, pieces: { W1: 'd4' } }); // west: on to d4, where it came from
    play(s, 'W1 e4');
    expect(at(s, 'W1')).toBe(cell('d4'));
    expect(turns(s, 'e4')).toBe(0); // west turned a quarter clockwise: north
    sound(s);
  });
});
