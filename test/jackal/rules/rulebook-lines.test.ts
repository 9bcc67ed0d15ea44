/**
 * The classic rules read line by line (rulebook-en.txt; full-rules-ru.txt 1-434): the
 * passages no other test pinned, each test named after its sentence. docs/RULES.md
 * "Coverage: the rulebook, line by line" maps every rule-bearing passage to its ruling
 * and tests; R19-R23 are the rulings this reading added.
 */
import { describe, expect, it } from 'vitest';
import { CLASSIC, Kind, TILE_TYPES, TYPE_KIND, maskCount, tileTypeId } from '../../../src/jackal/tiles.js';
import { aboard, board, coinsAt, legal, movesOf, play, turn, untilTurn, where } from './board.js';

describe('striking (rulebook 91; full-rules-ru.txt 110)', () => {
  // rb 91 says "transferred to your ship", line 110 "переносятся на свои корабли" (to their
  // own ships), as rb 91's first sentence does for one: "flies back to his own ship" (R19).
  for (const mode of ['4p', '2v2', '2p', '3p'] as const) {
    it(`${mode}: "if there were several enemies on the tile, all of them, once beaten, are transferred" each to his own ship, not the striker's (R19)`, () => {
      const allied = mode === '2v2' || mode === '2p';
      const pirates: Record<string, string> = { w1: 'd5', y1: 'e5', y2: 'e5' };
      if (allied) pirates.r1 = 'e5'; // yellow and red are allies here: they may share the cell
      const s = board({ options: { mode }, tiles: { d5: 'empty', e5: 'empty' }, pirates });
      play(s, 'w1 e5');
      expect([where(s, 'y1'), where(s, 'y2')]).toEqual(['a7', 'a7']);
      if (allied) expect(where(s, 'r1')).toBe('m7');
      expect([where(s, 'w1'), where(s, 'w2'), where(s, 'w3')]).toEqual(['e5', 'g1', 'g1']); // nobody joined the striker's ship
    });
  }
});

describe('rum barrel (rulebook 179; full-rules-ru.txt 373)', () => {
  for (const mode of ['4p', '2p'] as const) {
    it(`${mode}: "the lucky one skips one turn", but struck while sleeping it off he plays on from his ship at his crew's next turn (R20)`, () => {
      const s = board({ options: { mode }, tiles: { d5: 'empty', e5: 'rum', d4: 'empty' }, pirates: { w1: 'd5', y1: 'd4' } });
      play(s, 'w1 e5'); // drunk: would skip white's next turn
      expect(turn(s)).toBe('y');
      play(s, 'y1 e5'); // strikes him on the barrel (and now sleeps there himself)
      expect(where(s, 'w1')).toBe('g1');
      untilTurn(s, 'w');
      expect(movesOf(s, 'w1')).toEqual(['w1 g2']); // rulebook 91 "continues the game from there"
    });
  }

  it('"skips one turn": the striker who stays on the barrel skips his own crew\'s next turn (R14, R20)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'rum', d4: 'empty' }, pirates: { w1: { at: 'e5', drunk: true }, y1: 'd4' }, turn: 'y' });
    play(s, 'y1 e5');
    untilTurn(s, 'y');
    expect(movesOf(s, 'y1')).toEqual([]);
  });
});

describe('arrows (rulebook 136-138; full-rules-ru.txt 152-154)', () => {
  it('"two arrows in a corner pattern (one of them diagonal)" is line 152\'s "Стрелка в три направления": seven kinds, three of each, none with two arrows of which one is diagonal (R21)', () => {
    const arrows = TILE_TYPES.map((t, id) => ({ t, id })).filter(({ id }) => TYPE_KIND[id] === Kind.Arrow && CLASSIC.counts[id] > 0);
    expect(arrows.map(({ t }) => t.name)).toEqual(['arrow1', 'arrow1d', 'arrow2', 'arrow2d', 'arrow3', 'arrow4', 'arrow4d']);
    for (const { id } of arrows) expect(CLASSIC.counts[id]).toBe(3);
    // a straight and a diagonal arrow on one tile: only the three-way tile (NW + E + S)
    const mixed = arrows.filter(({ t }) => (t.arg & 0x55) !== 0 && (t.arg & 0xaa) !== 0);
    expect(mixed.map(({ t }) => [t.name, maskCount(t.arg)])).toEqual([['arrow3', 3]]);
    expect(TILE_TYPES[tileTypeId('arrow3')].arg).toBe(0x80 | 0x04 | 0x10);
  });
});

describe('cannon (rulebook 163; full-rules-ru.txt 310)', () => {
  it('"flies into the sea in the direction of the barrel": onto the first sea cell in line, an island corner included (R10)', () => {
    const s = board({ tiles: { c3: 'empty', b3: 'cannon:2' }, pirates: { w1: 'c3' }, coins: { c3: 1 } });
    play(s, 'w1 b3 coin');
    expect(where(s, 'w1')).toBe('b2'); // the corner of the 11x11 square is sea (rules README)
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1').sort()).toEqual(['w1 a1', 'w1 a2', 'w1 a3', 'w1 b1', 'w1 c1']); // he swims on from there
  });
});

describe('balloon (rulebook 191; full-rules-ru.txt 302)', () => {
  it('"and so it will be with everyone who, from then on, steps onto this miracle tile": each later visitor, of any crew, to his own ship', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'balloon', f5: 'empty' }, pirates: { w1: 'd5', y1: 'f5' }, coins: { f5: 1 } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('g1');
    play(s, 'y1 e5 coin');
    expect(where(s, 'y1')).toBe('a7');
    expect(aboard(s, 'y')).toBe(1);
  });
});

describe('airplane (rulebook 197; full-rules-ru.txt 286)', () => {
  it('"leaving the tile is equivalent to using the aeroplane": a pirate waiting on it in front of his ship does not step aboard; he flies (R11)', () => {
    const s = board({ tiles: { g2: 'airplane' }, pirates: { w1: 'g2' } });
    const moves = movesOf(s, 'w1');
    expect(moves).not.toContain('w1 g1');
    expect(moves.length).toBe(116); // every other land cell
  });
});

describe('choices and an enemy-held fortress (rulebook 137, 142, 167, 197; README ruling 3)', () => {
  it('"go in one of the indicated directions": a way into a fortress the enemy holds is offered and kills; the coin stays where the turn began (R23)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow2:1', f5: 'fortress' }, pirates: { w1: 'd5', y1: 'f5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect(legal(s).sort()).toEqual(['w1 > d5', 'w1 > f5']);
    play(s, 'w1 > f5');
    expect([where(s, 'w1'), where(s, 'y1'), coinsAt(s, 'd5')]).toEqual(['dead', 'f5', 1]);
  });

  it('"make a knight\'s move": a jump into the native woman\'s fortress the enemy holds is offered and kills (R23)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'horse', f7: 'native' }, pirates: { w1: 'd5', y1: 'f7' } });
    play(s, 'w1 e5');
    expect(legal(s)).toContain('w1 > f7');
    play(s, 'w1 > f7');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['dead', 'f7']);
  });

  it('"carry any participant ... to any tile": the pilot picks where to land, and a fortress the enemy holds is no landing place, as it is no step (R23, R11)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', k11: 'fortress', k10: 'fortress' }, pirates: { w1: 'd5', y1: 'k11', w2: 'k10' } });
    play(s, 'w1 e5');
    const flights = legal(s).filter((d) => d.includes('>'));
    expect(flights).not.toContain('w1 > k11');
    expect(flights).toContain('w1 > k10'); // his own crew's fortress is open to him
    expect(flights.length).toBe(115);
  });
});

describe('the native woman (rulebook 115, 175; full-rules-ru.txt 130, 252)', () => {
  it('2p: "не воскрешает пиратов, если у вас есть три или более персонажей" counts the crew, not the player\'s two crews (R22)', () => {
    // player 0 commands white (two alive) and black (three alive): white revives.
    const s = board({ options: { mode: '2p' }, tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead' } });
    expect(legal(s).filter((d) => d.startsWith('revive'))).toEqual(['revive w2']);
    play(s, 'revive w2');
    expect(where(s, 'w2')).toBe('e5');
    expect(aboard(s, 'w')).toBe(0);
  });

  it('"entering the fortress" revives nobody by itself: the revival is a turn of its own (R15, FAQ 533)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'native' }, pirates: { w1: 'd5', w2: 'dead' } });
    play(s, 'w1 e5');
    expect(where(s, 'w2')).toBe('dead');
    untilTurn(s, 'w');
    expect(legal(s)).toContain('revive w2');
  });
});
