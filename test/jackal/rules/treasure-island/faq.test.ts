/**
 * Every Treasure Island answer of the FAQ (full-rules-ru.txt lines 435-620), one
 * scenario each, named "FAQ <line>: <the answer>". FAQ 566 and 578 are about
 * cannonballs (the "original" expansion, not this tile set): docs/RULES.md lists them.
 */
import { describe, expect, it } from 'vitest';
import {
  BoardSpec, board, bottles, can, carries, coinsAt, crewOf, isConverted, isLost, kindAt, legal, movesOf, play, shipCell, tileArg, turn, untilTurn, where,
} from '../board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('FAQ (full-rules-ru.txt 435-620, Treasure Island answers)', () => {
  it('FAQ 445: three pirates and the missionary, one pirate dead: he may be revived, the missionary is no pirate (until he drinks)', () => {
    const spec = { tiles: { e5: 'native', c3: 'empty' }, pirates: { w1: 'e5', w2: 'c3', w3: 'dead', mis: { at: 'e5', crew: 'w' } } };
    const s = ti(spec);
    play(s, 'revive w3');
    expect(where(s, 'w3')).toBe('e5');
    const drunk = ti({ ...spec, pirates: { ...spec.pirates, mis: { at: 'e5', crew: 'w', converted: true } } });
    expect(can(drunk, 'revive w3')).toBe(false);
  });

  it('FAQ 448: Friday aboard a ship can be made drunk from a neighbouring cell', () => {
    const s = ti({ tiles: { b6: 'empty' }, pirates: { w1: 'b6', fri: { at: 'ship', crew: 'y' } }, bottles: { w: 1 } });
    expect(where(s, 'fri')).toBe('a7');
    play(s, 'rum fri');
    expect([where(s, 'fri'), bottles(s, 'w')]).toEqual(['dead', 0]);
  });

  it('FAQ 454: Friday finding rum: one bottle and Friday are gone; the missionary finding rum: one bottle is gone, he is a pirate', () => {
    const s = ti({ tiles: { d5: 'empty', f5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'f5', crew: 'y' } }, hidden: { e4: 'bottles2', g6: 'bottles3' } });
    play(s, 'fri e4');
    expect([where(s, 'fri'), bottles(s, 'w')]).toEqual(['dead', 1]);
    play(s, 'mis g6');
    expect([where(s, 'mis'), isConverted(s, 'mis'), bottles(s, 'y')]).toEqual(['g6', true, 2]);
  });

  it('FAQ 467: the missionary in a fortress, or in the jungle, can be made drunk over the fence', () => {
    for (const tile of ['fortress', 'native', 'thicket']) {
      const s = ti({ tiles: { d5: 'empty', e5: tile }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
      play(s, 'rum mis');
      expect(isConverted(s, 'mis')).toBe(true);
    }
  });

  it('FAQ 470: the missionary, Ben Gunn or Friday at the native woman cannot revive pirates', () => {
    for (const who of ['mis', 'ben', 'fri']) {
      const s = ti({ tiles: { e5: 'native', c3: 'empty' }, pirates: { w1: 'c3', w2: 'dead', w3: 'dead', [who]: { at: 'e5', crew: 'w' } } });
      expect(legal(s).filter((d) => d.startsWith('revive'))).toEqual([]);
    }
    const t = ti({ tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead', w3: 'dead' } });
    expect(can(t, 'revive w2')).toBe(true);
  });

  it('FAQ 476: Friday rests at the cannibal; an enemy striking him is eaten before he can win Friday over', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cannibal' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'y1'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['dead', 'e5', 'w']);
  });

  it('FAQ 560: in a team game my partner may drink my rum', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'trap' }, pirates: { b1: { at: 'e5', trapped: true } }, bottles: { w: 1 }, turn: 'b' });
    play(s, 'b1 d5 rum');
    expect([where(s, 'b1'), bottles(s, 'w')]).toEqual(['d5', 0]);
    const t = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { b1: { at: 'e5', trapped: true } }, bottles: { w: 1 }, turn: 'b' });
    expect(movesOf(t, 'b1')).toEqual([]); // 4p: white is no partner
  });

  it('FAQ 563: a bottle can be given to Friday or the missionary whenever one of your pirates is next to them (or with them)', () => {
    const next = ti({ tiles: { d4: 'empty', e5: 'empty' }, pirates: { w1: 'd4', fri: { at: 'e5', crew: 'r' } }, bottles: { w: 1 } });
    expect(can(next, 'rum fri')).toBe(true);
    const aboard = ti({ tiles: { g2: 'empty' }, pirates: { mis: { at: 'g2', crew: 'r' } }, bottles: { w: 1 } }); // white pirates aboard g1
    expect(can(aboard, 'rum mis')).toBe(true);
    const shared = ti({ tiles: { e5: 'thicket' }, pirates: { w1: 'e5', fri: { at: 'e5', crew: 'r' } }, bottles: { w: 1 } });
    expect(can(shared, 'rum fri')).toBe(true);
    const far = ti({ tiles: { c5: 'empty', e5: 'empty' }, pirates: { w1: 'c5', fri: { at: 'e5', crew: 'r' } }, bottles: { w: 1 } });
    expect(can(far, 'rum fri')).toBe(false);
  });

  it('FAQ 569: the caves are one system: with two open nobody gets lost; with three, in at one and out at either other', () => {
    const two = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5' } });
    play(two, 'w1 e5');
    expect([where(two, 'w1'), isLost(two, 'w1')]).toEqual(['j10', false]);
    const three = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave', k3: 'cave' }, pirates: { w1: 'd5' } });
    play(three, 'w1 e5');
    expect(legal(three).sort()).toEqual(['w1 > j10', 'w1 > k3']);
    play(three, 'w1 > k3');
    expect(where(three, 'w1')).toBe('k3');
  });

  it('FAQ 572: to come out of the other end again, step off the cave and back on: two moves', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'e5' } });
    expect(movesOf(s, 'w1').sort()).toEqual(['d4', 'd5', 'd6', 'e4', 'e6', 'f4', 'f5', 'f6'].map((c) => `w1 ${c}`));
    play(s, 'w1 d5');
    expect(where(s, 'w1')).toBe('d5');
    untilTurn(s, 'w');
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('j10');
  });

  it('FAQ 575: Friday aboard a ship (his own crew\'s too) can be made drunk from a neighbouring cell', () => {
    const s = ti({ tiles: { g2: 'empty' }, pirates: { w1: 'g2', fri: { at: 'ship', crew: 'w' } }, bottles: { w: 1 } });
    expect(where(s, 'fri')).toBe('g1');
    play(s, 'rum fri');
    expect(where(s, 'fri')).toBe('dead');
  });

  it('FAQ 581: the missionary, Friday and rum seen from the (old-rule) lighthouse are left to themselves until someone reaches them', () => {
    const s = ti({
      options: { lighthouse: 'open' }, tiles: { d5: 'empty', e5: 'lighthouse', i9: 'empty' }, pirates: { w1: 'd5', y1: 'i9' },
      hidden: { j10: 'missionary', c3: 'friday', k11: 'bottles3' },
    });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect([kindAt(s, 'j10'), kindAt(s, 'c3'), kindAt(s, 'k11')]).toEqual(['missionary', 'friday', 'bottles']);
    expect([where(s, 'mis'), where(s, 'fri'), bottles(s, 'w'), tileArg(s, 'k11')]).toEqual(['dead', 'dead', 0, 3]);
    play(s, 'y1 j10'); // yellow gets there first: the missionary plays for yellow
    expect([where(s, 'mis'), crewOf(s, 'mis'), tileArg(s, 'j10')]).toEqual(['j10', 'y', 0]);
  });

  it('FAQ 584: a pirate came out of the cave with a coin and I struck him: I take the coin and come out of the other exit with it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', y1: 'e5' }, coins: { e5: 1 } });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'w1'), coinsAt(s, 'e5'), coinsAt(s, 'j10')]).toEqual([shipCell(s, 'y'), 'j10', 0, 1]);
    // Exits blocked: he stays at the mouth and the coin stays there with him.
    const t = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', y1: 'e5', r1: 'j10' }, coins: { e5: 1 } });
    play(t, 'w1 e5');
    expect([where(t, 'w1'), coinsAt(t, 'e5'), carries(t, 'w1')]).toEqual(['e5', 1, false]);
  });

  it('FAQ 587: an enemy stands on the other exit: I cannot go in here to strike him there; the exit is blocked', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j10: 'cave' }, pirates: { w1: 'd5', y1: 'j10' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'y1'), turn(s)]).toEqual(['e5', 'j10', 'y']);
  });
});
