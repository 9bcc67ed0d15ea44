/**
 * Ships: sailing along the own side, landing, boarding, enemy ships, ships and
 * swimmers, allied ships (rulebook "How to Move" a-c; rules README ruling 1;
 * docs/RULES.md R4, R5).
 */
import { describe, expect, it } from 'vitest';
import { aboard, board, can, coinsAt, kindAt, legal, lost, movesOf, play, setTurn, shipCell, turn, untilTurn, where } from './board.js';

describe('sailing', () => {
  it('a ship with a pirate aboard sails one cell either way along its side, carrying its crew', () => {
    const s = board();
    expect(legal(s).filter((d) => d.startsWith('ship'))).toEqual(['ship w f1', 'ship w h1']);
    play(s, 'ship w f1');
    expect(shipCell(s, 'w')).toBe('f1');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'w3')]).toEqual(['f1', 'f1', 'f1']);
    expect(turn(s)).toBe('y');
  });

  it('a ship never turns round a corner: at the end of its side it can only sail back', () => {
    const s = board({ ships: { w: 'd1' } });
    play(s, 'ship w c1');
    setTurn(s, 'w');
    expect(legal(s).filter((d) => d.startsWith('ship'))).toEqual(['ship w d1']);
    const t = board({ ships: { y: 'a11' }, turn: 'y' });
    expect(legal(t).filter((d) => d.startsWith('ship'))).toEqual(['ship y a10']);
  });

  it('an empty ship cannot sail (FAQ 506)', () => {
    const s = board({ pirates: { w1: 'g2', w2: 'f2', w3: 'dead' }, tiles: { g2: 'empty', f2: 'empty' } });
    expect(legal(s).some((d) => d.startsWith('ship'))).toBe(false);
  });
});

describe('landing and boarding', () => {
  it('pirates aboard land only on the cell straight in front of the ship, and never dive (R4)', () => {
    const s = board();
    expect(movesOf(s, 'w1')).toEqual(['w1 g2']);
    const t = board({ ships: { y: 'a4' }, turn: 'y' });
    expect(movesOf(t, 'y1')).toEqual(['y1 b4']);
    expect(movesOf(t, 'y2')).toEqual([]); // y2 and y3 are y1's twins aboard: one landing is listed (R18)
  });

  it('landing on a face-down tile reveals it', () => {
    const s = board({ hidden: { g2: 'chest3' } });
    play(s, 'w1 g2');
    expect(where(s, 'w1')).toBe('g2');
    expect(kindAt(s, 'g2')).toBe('chest');
    expect(coinsAt(s, 'g2')).toBe(3);
  });

  it('a pirate boards from the cell in front of the ship or either diagonal, with or without a coin', () => {
    for (const from of ['f2', 'g2', 'h2']) {
      const s = board({ tiles: { [from]: 'empty' }, pirates: { w1: from }, coins: { [from]: 1 } });
      expect(movesOf(s, 'w1')).toContain('w1 g1');
      play(s, 'w1 g1 coin');
      expect(where(s, 'w1')).toBe('g1');
      expect(aboard(s, 'w')).toBe(1);
      expect(coinsAt(s, from)).toBe(0);
    }
  });

  it('a pirate two cells along the shore from the ship cannot board, nor step into open sea', () => {
    const s = board({ tiles: { e2: 'empty' }, pirates: { w1: 'e2' } });
    expect(movesOf(s, 'w1').filter((d) => /[a-m]1$/.test(d))).toEqual([]);
  });

  it('a pirate may walk into an enemy ship on purpose, and dies (FAQ 451, rulebook Death a)', () => {
    const s = board({ tiles: { b6: 'empty' }, pirates: { w1: 'b6' }, coins: { b6: 1 } });
    expect(movesOf(s, 'w1')).toContain('w1 a7');
    expect(can(s, 'w1 a7 coin')).toBe(false); // no carrying a coin into an enemy ship
    play(s, 'w1 a7');
    expect(where(s, 'w1')).toBe('dead');
    expect(coinsAt(s, 'b6')).toBe(1);
    expect(where(s, 'y1')).toBe('a7');
  });
});

describe('ships and swimmers', () => {
  it('a ship that sails onto its own swimmer picks him up (2020 edition; FAQ 515)', () => {
    const s = board({ pirates: { w3: 'f1' } });
    play(s, 'ship w f1');
    expect(where(s, 'w3')).toBe('f1');
    expect(movesOf(s, 'w3')).toEqual([]); // not white's turn
    const t = board({ pirates: { w3: 'f1' } });
    play(t, 'ship w f1');
    // w3 is aboard now: he sails on with the ship next time and may land
    play(t, 'y1 b7', 'b1 g12', 'r1 l7');
    expect(movesOf(t, 'w1')).toEqual(['w1 f2']); // w3 aboard is a twin of w1 and w2 (R18)
    play(t, 'ship w e1');
    expect(where(t, 'w3')).toBe('e1');
  });

  it('a ship that sails onto an enemy swimmer drowns him (tile-notes: ships drown enemy swimmers)', () => {
    const s = board({ pirates: { y1: 'f1' } });
    play(s, 'ship w f1');
    expect(where(s, 'y1')).toBe('dead');
    expect(where(s, 'w1')).toBe('f1');
  });

  it('a swimmer climbs aboard his own ship, and dies swimming into an enemy ship (rulebook e)', () => {
    const s = board({ pirates: { w1: 'h1' } });
    expect(movesOf(s, 'w1').sort()).toEqual(['w1 g1', 'w1 i1']);
    play(s, 'w1 g1');
    expect(where(s, 'w1')).toBe('g1');
    const t = board({ pirates: { w1: 'a6' } });
    play(t, 'w1 a7');
    expect(where(t, 'w1')).toBe('dead');
  });
});

describe('allied ships (2v2 and 2p)', () => {
  for (const mode of ['2v2', '2p'] as const) {
    it(`${mode}: a pirate boards an ally's ship with a coin, which counts for the ally's ship`, () => {
      const s = board({ options: { mode }, tiles: { g12: 'empty' }, pirates: { w1: 'g12' }, coins: { g12: 2 } });
      play(s, 'w1 g13 coin');
      expect(where(s, 'w1')).toBe('g13');
      expect(aboard(s, 'b')).toBe(1);
      expect(aboard(s, 'w')).toBe(0);
    });

    it(`${mode}: a pirate aboard an ally's ship may land from it and sail it (R5, FAQ 512)`, () => {
      const s = board({ options: { mode }, pirates: { w1: 'g13', b1: 'dead', b2: 'dead', b3: 'dead' } });
      expect(legal(s)).toContain('w1 g12');
      expect(legal(s)).toContain('ship b f13');
      play(s, 'ship b f13');
      expect(where(s, 'w1')).toBe('f13');
      expect(shipCell(s, 'b')).toBe('f13');
    });

    it(`${mode}: a crew steers only with a pirate of its own aboard: not its ally's ship with the ally's pirates alone, nor its own with only the ally's (R5, FAQ 512–513)`, () => {
      // black's ship (g13) carries b1 only; white's ship (g1) carries b2 only; white to move.
      const s = board({ options: { mode }, tiles: { g2: 'empty', g12: 'empty' }, pirates: { w1: 'g2', w2: 'g12', w3: 'dead', b1: 'g13', b2: 'g1', b3: 'dead' } });
      expect(legal(s).filter((d) => d.startsWith('ship'))).toEqual([]);
      play(s, 'w1 g1'); // w1 boards his own ship: now white may steer it
      untilTurn(s, 'b');
      // black steers both ships: his own with b1, white's with b2 (the ally's pirate aboard)
      expect(legal(s).filter((d) => d.startsWith('ship')).sort()).toEqual(['ship b f13', 'ship b h13', 'ship w f1', 'ship w h1']);
    });

    it(`${mode}: an ally's ship sailing onto a swimmer picks him up`, () => {
      const s = board({ options: { mode }, pirates: { w1: 'h13' }, turn: 'b' });
      play(s, 'ship b h13');
      expect(where(s, 'w1')).toBe('h13');
    });
  }

  it('4p: another crew\'s ship is an enemy ship: boarding it kills, and nobody else sails it', () => {
    const s = board({ tiles: { g12: 'empty' }, pirates: { w1: 'g12' }, coins: { g12: 1 } });
    expect(can(s, 'w1 g13 coin')).toBe(false);
    expect(legal(s).filter((d) => d.startsWith('ship'))).toEqual(['ship w f1', 'ship w h1']);
    play(s, 'w1 g13');
    expect(where(s, 'w1')).toBe('dead');
    expect(lost(s)).toBe(0);
  });
});
