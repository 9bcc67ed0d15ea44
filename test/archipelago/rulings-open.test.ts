/**
 * Rulings the audits left open (docs/RULES.md): A-R29, the end-of-turn bottle reaches Friday
 * or the preacher aboard his ship from the next cell; A-R30, the preacher's jungle (line 914
 * against line 796). Scenes of island 1 (scene.ts): the white ship lies on b4, whose land
 * neighbours are c4 (beach), c5 and c3 (sea: c3 is no land); d4 is two cells off.
 */
import { describe, expect, it } from 'vitest';
import { ABOARD, CONVERTED, FRIDAY, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT } from '../../src/archipelago/state.js';
import { at, legal, play, scene } from './scene.js';
import { withFriday } from './friday-scene.js';

describe('A-R29 (ruling): line 918 "Передать миссионеру бутылку можно и с соседней клетки, придя на неё" reaches the ship (classic tn 64 "Можно споить Пятницу, когда он на корабле, с соседней клетки")', () => {
  it('the preacher aboard his ship: a pirate coming next to the ship hands him the bottle, and he is a pirate', () => {
    const s = scene({ pieces: { W1: 'd4' }, missionary: { at: 'e6', crew: 0 }, bottles: [1, 0] });
    s.u8[P_CELL + MISSIONARY] = ABOARD + 0;
    play(s, 'W1 c4');
    expect(legal(s).sort()).toEqual(['bottle M', 'no bottle']);
    play(s, 'bottle M');
    expect([s.u8[P_CELL + MISSIONARY], s.u8[P_STAT + MISSIONARY] & CONVERTED]).toEqual([ABOARD, CONVERTED]);
  });

  it('Friday aboard his ship: handed the bottle from the next cell he leaves the game', () => {
    const s = withFriday({ pieces: { W1: 'd4' }, bottles: [1, 0] }, 'e6', 0);
    s.u8[P_CELL + FRIDAY] = ABOARD + 0;
    play(s, 'W1 c4');
    expect(legal(s).sort()).toEqual(['bottle F', 'no bottle']);
    play(s, 'bottle F');
    expect(s.u8[P_CELL + FRIDAY]).toBe(OUT);
  });

  it('a step that ends two cells from the ship offers no bottle; a pirate boarding the ship stands with him', () => {
    const far = scene({ pieces: { W1: 'e4' }, missionary: { at: 'e6', crew: 0 }, bottles: [1, 0] });
    far.u8[P_CELL + MISSIONARY] = ABOARD + 0;
    play(far, 'W1 d4');
    expect(legal(far)).not.toContain('bottle M');
    const boarding = scene({ pieces: { W1: 'c4' }, missionary: { at: 'e6', crew: 0 }, bottles: [1, 0] });
    boarding.u8[P_CELL + MISSIONARY] = ABOARD + 0;
    play(boarding, 'W1 b4');
    expect(at(boarding, 'W1')).toBe(ABOARD);
    expect(legal(boarding)).toContain('bottle M');
    expect(boarding.u8[P_CREW + MISSIONARY]).toBe(0);
  });
});

describe('A-R30 (ruling): line 914 "Миссионер не заходит на клетки с врагами, а враги не могут зайти на клетку с миссионером" holds in the jungle (line 796 lets pirates of different crews share it, and the preacher is no pirate)', () => {
  it('an enemy pirate may not come into the jungle where the preacher stands, though he may where an enemy pirate stands', () => {
    const s = scene({ pieces: { W1: 'd4' }, open: { e4: 'jungle' }, missionary: { at: 'e4', crew: 1 } });
    expect(legal(s)).not.toContain('W1 e4');
    const t = scene({ pieces: { W1: 'd4', Y1: 'e4' }, open: { e4: 'jungle' } });
    expect(legal(t)).toContain('W1 e4');
  });

  it('the preacher may not come into a jungle where enemies stand; into an empty jungle he may', () => {
    const s = scene({ pieces: { Y1: 'e4' }, open: { e4: 'jungle' }, missionary: { at: 'd4', crew: 0 } });
    expect(legal(s)).not.toContain('M e4');
    const t = scene({ open: { e4: 'jungle' }, missionary: { at: 'd4', crew: 0 } });
    expect(legal(t)).toContain('M e4');
  });
});
