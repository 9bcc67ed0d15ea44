/**
 * Arrows and the horse (rulebook "Meaning of Field Tiles"; rules README table and
 * ruling 3): the seven arrow kinds at every quarter turn, forced single arrows,
 * multi-way choices, arrows into the sea and onto ships; knight jumps.
 */
import { describe, expect, it } from 'vitest';
import { aboard, board, coinsAt, kindAt, legal, lost, pending, play, turn, where } from './board.js';

/** Where each arrow kind sends a pirate standing on e5, by quarter turn (N = rank up, E = file up). */
const ARROWS: [string, string[][]][] = [
  ['arrow1', [['e6'], ['f5'], ['e4'], ['d5']]],
  ['arrow1d', [['f6'], ['f4'], ['d4'], ['d6']]],
  ['arrow2', [['e4', 'e6'], ['d5', 'f5'], ['e4', 'e6'], ['d5', 'f5']]],
  ['arrow2d', [['d4', 'f6'], ['d6', 'f4'], ['d4', 'f6'], ['d6', 'f4']]],
  // 3-way: one diagonal to the upper left + straight right + straight down, turned
  ['arrow3', [['d6', 'e4', 'f5'], ['d5', 'e4', 'f6'], ['d5', 'e6', 'f4'], ['d4', 'e6', 'f5']]],
  ['arrow4', [['d5', 'e4', 'e6', 'f5'], ['d5', 'e4', 'e6', 'f5'], ['d5', 'e4', 'e6', 'f5'], ['d5', 'e4', 'e6', 'f5']]],
  ['arrow4d', [['d4', 'd6', 'f4', 'f6'], ['d4', 'd6', 'f4', 'f6'], ['d4', 'd6', 'f4', 'f6'], ['d4', 'd6', 'f4', 'f6']]],
];

describe('arrows: the seven kinds at each quarter turn', () => {
  for (const [kind, byTurn] of ARROWS) {
    for (let q = 0; q < 4; q++) {
      const targets = byTurn[q];
      it(`${kind} turned ${q * 90}°: ${targets.length === 1 ? 'moves the pirate on to' : 'offers exactly'} ${targets.join(', ')}`, () => {
        // enter e5 from a neighbour that is not an arrow target and is open
        const from = ['d4', 'd5', 'd6', 'e4', 'e6', 'f4', 'f5', 'f6'].find((c) => !targets.includes(c))!;
        const t = board({ tiles: { e5: `${kind}:${q}`, [from]: 'empty' }, pirates: { w1: from } });
        play(t, `w1 e5`);
        if (targets.length === 1) {
          expect(where(t, 'w1')).toBe(targets[0]);
          expect(kindAt(t, targets[0])).toBe('empty'); // revealed by the pirate arriving
          expect(turn(t)).toBe('y');
        } else {
          expect(where(t, 'w1')).toBe('e5');
          expect(turn(t)).toBe('w'); // the same crew owes the choice
          expect(legal(t).sort()).toEqual(targets.map((c) => `w1 > ${c}`));
        }
      });
    }
  }
});

describe('arrows: chains', () => {
  it('a multi-way arrow: the player chooses, the pirate goes there, and only then the turn passes', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow4' }, pirates: { w1: 'd5' }, hidden: { e6: 'chest2' } });
    play(s, 'w1 e5');
    expect(turn(s)).toBe('w');
    play(s, 'w1 > e6');
    expect(where(s, 'w1')).toBe('e6');
    expect(coinsAt(s, 'e6')).toBe(2);
    expect(pending(s)).toBe(0);
    expect(turn(s)).toBe('y');
  });

  it('arrows chain within one turn: a single arrow onto another arrow moves the pirate on again', () => {
    // e5 points east to f5, f5 points north-east to g6
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'arrow1d:0' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('g6');
    expect(turn(s)).toBe('y');
  });

  it('an arrow pointing at the sea throws the pirate in to swim, and his coin sinks (FAQ 464, 485)', () => {
    const s = board({ tiles: { e3: 'empty', e2: 'arrow1:2' }, pirates: { w1: 'e3' }, coins: { e3: 1 } });
    play(s, 'w1 e2 coin');
    expect(where(s, 'w1')).toBe('e1');
    expect(lost(s)).toBe(1);
    expect(coinsAt(s, 'e3')).toBe(0);
  });

  it('an arrow pointing at the own ship takes the pirate aboard with his coin', () => {
    const s = board({ tiles: { g3: 'empty', g2: 'arrow1:2' }, pirates: { w1: 'g3' }, coins: { g3: 1 } });
    play(s, 'w1 g2 coin');
    expect(where(s, 'w1')).toBe('g1');
    expect(aboard(s, 'w')).toBe(1);
  });

  it('an arrow pointing at an enemy ship kills the pirate', () => {
    const s = board({ tiles: { c7: 'empty', b7: 'arrow1:3' }, pirates: { w1: 'c7' } });
    play(s, 'w1 b7');
    expect(where(s, 'w1')).toBe('dead');
  });
});

describe('horse', () => {
  it('offers all eight knight jumps, turning either way (FAQ 473)', () => {
    const s = board({ tiles: { f6: 'empty', f7: 'horse' }, pirates: { w1: 'f6' } });
    play(s, 'w1 f7');
    expect(turn(s)).toBe('w');
    expect(legal(s).sort()).toEqual(['d6', 'd8', 'e5', 'e9', 'g5', 'g9', 'h6', 'h8'].map((c) => `w1 > ${c}`));
  });

  it('reveals only the cell the jump ends on (FAQ 491)', () => {
    const s = board({ tiles: { f6: 'empty', f7: 'horse' }, pirates: { w1: 'f6' }, hidden: { g9: 'chest1' } });
    play(s, 'w1 f7', 'w1 > g9');
    expect(where(s, 'w1')).toBe('g9');
    expect(coinsAt(s, 'g9')).toBe(1);
    expect([kindAt(s, 'f8'), kindAt(s, 'g8'), kindAt(s, 'f9')]).toEqual(['closed', 'closed', 'closed']);
  });

  it('can jump into the sea (the pirate swims, his coin sinks) or onto the own ship (aboard with the coin)', () => {
    const s = board({ tiles: { f4: 'empty', f3: 'horse' }, pirates: { w1: 'f4' }, coins: { f4: 2 } });
    play(s, 'w1 f3 coin');
    expect(legal(s)).toContain('w1 > g1');
    expect(legal(s)).toContain('w1 > e1');
    play(s, 'w1 > g1');
    expect(where(s, 'w1')).toBe('g1');
    expect(aboard(s, 'w')).toBe(1);
    const t = board({ tiles: { f4: 'empty', f3: 'horse' }, pirates: { w1: 'f4' }, coins: { f4: 2 } });
    play(t, 'w1 f3 coin', 'w1 > e1');
    expect(where(t, 'w1')).toBe('e1');
    expect(lost(t)).toBe(1);
    expect(coinsAt(t, 'f4')).toBe(1);
  });

  it('a horse jump onto another horse offers a new jump in the same turn', () => {
    const s = board({ tiles: { f6: 'empty', f7: 'horse', g9: 'horse' }, pirates: { w1: 'f6' } });
    play(s, 'w1 f7', 'w1 > g9');
    expect(turn(s)).toBe('w');
    expect(legal(s)).toContain('w1 > h11');
  });
});
