/**
 * The palm (full-rules-ru.txt lines 1036-1042; docs/RULES.md A-J6..A-J9) on hand-built scenes
 * of island 1 (scene.ts); every expectation is read from the text and the island picture.
 */
import { describe, expect, it } from 'vitest';
import { bearPrey } from '../../src/archipelago/bear.js';
import { checkState } from '../../src/archipelago/check.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { ABOARD, BEAR, COINS, UP, type State } from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const up = (s: State, name: string): boolean => ((s.v[UP] >> PIECE(name)) & 1) !== 0;

describe('the palm (lines 1038-1042)', () => {
  it('is entered as an empty tile; another move climbs up; up there nobody fights him (A-J6)', () => {
    const s = scene({ closed: { e4: 'palm' }, pieces: { W1: 'd4', Y1: 'f4' }, coins: { e4: 0 } });
    play(s, 'W1 e4'); // turned over: he stands on it as on an empty tile
    expect(at(s, 'W1')).toBe(cell('e4'));
    expect(up(s, 'W1')).toBe(false);
    play(s, 'Y1 f5');
    expect(legal(s)).toContain('W1 up');
    play(s, 'W1 up');
    expect(up(s, 'W1')).toBe(true);
    expect(legal(s)).toContain('Y1 e4'); // an enemy may walk in below him
    play(s, 'Y1 e4');
    expect(at(s, 'W1')).toBe(cell('e4')); // not struck
    expect(at(s, 'Y1')).toBe(cell('e4'));
    sound(s);
    // and he strikes nobody either: while the enemy stands below, he cannot come down
    expect(legal(s).filter((t) => t.startsWith('W1'))).toEqual([]);
  });

  it('the musket does not hit a pirate up a palm (line 1040: nobody fights him)', () => {
    const s = scene({ open: { e4: 'palm' }, closed: { e6: 'musket' }, pieces: { W1: 'e4', Y1: 'e5', Y2: 'd6' }, turn: 1 });
    s.v[UP] |= 1 << PIECE('W1');
    play(s, 'Y1 e6', 'shoot N'); // the shot flies north along e5, e4 (W1 up the palm), e3
    expect(at(s, 'W1')).toBe(cell('e4'));
    sound(s);
  });

  it('the bear neither smells him nor goes to him, nor bites him from below (A-J7)', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4' }, bear: { at: 'e6', crew: 1 } });
    s.v[UP] |= 1 << PIECE('W1');
    expect(bearPrey(s)).toBe(-1); // no other pirate on land: no prey
    const t = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'd3' }, bear: { at: 'e6', crew: 1 } });
    t.v[UP] |= 1 << PIECE('W1');
    expect(bearPrey(t)).toBe(cell('d3')); // W2 is smelt although W1 is nearer
    const u = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'd3' }, bear: { at: 'e5', crew: 0 } });
    u.v[UP] |= 1 << PIECE('W1');
    play(u, 'W2 d4'); // white's turn ends: its bear steps from e5 towards W2 at d4: onto d4 itself (diagonal)
    expect(u.v[BEAR]).toBe(cell('d4'));
    expect(at(u, 'W2')).toBe(ABOARD + 0);
    expect(at(u, 'W1')).toBe(cell('e4'));
    sound(u);
  });

  it('he climbs with nothing in hand: the coins stay below; not onto an occupied palm (A-J8)', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'd4' }, coins: { e4: 2 } });
    expect(legal(s)).toContain('W1 up');
    expect(legal(s).filter((t) => t.startsWith('W1 up'))).toEqual(['W1 up']); // no "with a coin" climb
    play(s, 'W1 up');
    expect(s.u8[COINS + cell('e4')]).toBe(2);
    play(s, 'sail i7', 'W2 e4');
    play(s, 'sail j7');
    expect(legal(s)).not.toContain('W2 up'); // W1 is up there
    sound(s);
  });

  it('he cannot climb down while anyone stands below, even a comrade or the bear (A-J9)', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'e4' } });
    s.v[UP] |= 1 << PIECE('W1');
    expect(legal(s)).not.toContain('W1 down'); // a comrade below
    play(s, 'W2 d4', 'sail i7');
    expect(legal(s)).toContain('W1 down');
    const b = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4' }, bear: { at: 'e4', crew: 1 } });
    b.v[UP] |= 1 << PIECE('W1');
    expect(legal(b)).not.toContain('W1 down');
    sound(b);
    play(s, 'W1 down');
    expect(up(s, 'W1')).toBe(false);
    expect(at(s, 'W1')).toBe(cell('e4'));
    expect(legal(G.clone(s))).not.toContain('W1 down');
    sound(s);
  });
});
