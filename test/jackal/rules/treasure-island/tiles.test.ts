/**
 * The Treasure Island tiles other than the inhabitants, rum and caves
 * (full-rules-ru.txt "Сокровище", "Каррамба", "Маяк", "Землетрясение", "Джунгли",
 * "Трава"; tile-notes-ru.txt Carramba, Grass, Jungle). docs/RULES.md, section
 * "Treasure Island", cites these names.
 */
import { describe, expect, it } from 'vitest';
import { LAND_CELLS, cellName } from '../../../../src/jackal/geometry.js';
import { observe } from '../../../../src/jackal/observation.js';
import { currentPlayer, isTerminal, scores } from '../../../../src/jackal/outcome.js';
import { TILE_KIND } from '../../../../src/jackal/state.js';
import { Kind } from '../../../../src/jackal/tiles.js';
import {
  BoardSpec, board, bottles, can, cell, coinsAt, crewOf, grass, hiddenType, isLost, kindAt, knownBy, legal, movesOf, pending, play, tileArg,
  treasureAt, treasureShip, turn, untilTurn, where,
} from '../board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('galleon treasure', () => {
  it('revealing it puts the treasure on the cell', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'galleon' } });
    play(s, 'w1 e5');
    expect([kindAt(s, 'e5'), treasureAt(s)]).toEqual(['galleon', 'e5']);
  });

  it('it is carried like a coin, one item at a time, and aboard it is worth 3', () => {
    const s = ti({ tiles: { g2: 'empty' }, pirates: { w1: 'g2' }, treasure: 'g2', coins: { g2: 1 } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 g1'))).toEqual(['w1 g1', 'w1 g1 coin', 'w1 g1 treasure']);
    play(s, 'w1 g1 treasure');
    expect([treasureShip(s), treasureAt(s), coinsAt(s, 'g2')]).toEqual(['w', '-', 1]);
    expect(scores(s)).toEqual([3, 0, 0, 0]);
  });

  it('it may not be carried onto a face-down tile, into a fortress or the jungle', () => {
    const s = ti({ tiles: { d5: 'empty', d6: 'fortress', c5: 'thicket' }, pirates: { w1: 'd5' }, treasure: 'd5' });
    const m = movesOf(s, 'w1');
    expect(m.filter((d) => d.endsWith('treasure'))).toEqual([]);
  });

  it('it sinks in the sea', () => {
    const s = ti({ tiles: { e3: 'empty', e2: 'arrow1:2' }, pirates: { w1: 'e3' }, treasure: 'e3' });
    play(s, 'w1 e2 treasure');
    expect([where(s, 'w1'), treasureShip(s)]).toEqual(['e1', 'sunk']);
  });

  it('a struck carrier leaves it on the cell', () => {
    const s = ti({ tiles: { e5: 'mountains' }, pirates: { w1: { at: 'e5', step: 2, treasure: true }, y1: { at: 'e5', step: 1 } }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'w1'), treasureAt(s)]).toEqual(['g1', 'e5']);
  });

  it('the game ends only when every coin and the treasure are aboard or lost', () => {
    const s = ti({ tiles: { g2: 'empty', c5: 'empty' }, pirates: { w1: 'g2', w2: 'c5' }, treasure: 'g2', aboard: { w: 37 } });
    play(s, 'w2 c6');
    expect(isTerminal(s)).toBe(false);
    untilTurn(s, 'w');
    play(s, 'w1 g1 treasure');
    expect(isTerminal(s)).toBe(true);
    expect(scores(s)[0]).toBe(40);
  });
});

describe('carramba', () => {
  it('on the first entry the pirate swears (stays) or keeps silent and is lost; it is his player\'s choice', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'carramba' } });
    play(s, 'w1 e5');
    expect(legal(s)).toEqual(['w1 stay', 'w1 > e5']);
    play(s, 'w1 stay');
    expect([where(s, 'w1'), tileArg(s, 'e5'), turn(s)]).toEqual(['e5', 0, 'y']);
  });

  it('keeping silent: the pirate is lost; the coin he brought stays on the tile', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'carramba' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin', 'w1 > e5');
    expect([where(s, 'w1'), coinsAt(s, 'e5'), tileArg(s, 'e5')]).toEqual(['dead', 1, 0]);
  });

  it('later entries ask nothing', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'carramba!' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect([pending(s), turn(s)]).toEqual([0, 'y']);
  });
});

describe('earthquake', () => {
  it('the revealer swaps two land cells with nobody and nothing on them, face down or up, as two choices', () => {
    const s = ti({
      tiles: { d5: 'empty', d4: 'empty', f4: 'empty', c3: 'fortress' }, pirates: { w1: 'd5' }, hidden: { e5: 'earthquake', f7: 'chest5' },
      coins: { d4: 1 }, treasure: 'f4',
    });
    play(s, 'w1 e5');
    const first = legal(s);
    expect(first.length).toBe(117 - 3); // not e5 (w1), d4 (coin), f4 (treasure)
    expect(first.some((d) => /> (e5|d4|f4)$/.test(d))).toBe(false);
    expect(first).toContain('w1 > d5');
    play(s, 'w1 > c3');
    expect(legal(s)).not.toContain('w1 > c3');
    play(s, 'w1 > f7');
    expect([kindAt(s, 'c3'), hiddenType(s, 'c3'), kindAt(s, 'f7'), hiddenType(s, 'f7'), turn(s)]).toEqual(['closed', 'chest5', 'fortress', '', 'y']);
  });

  it('it acts only once', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'earthquake!' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect([pending(s), turn(s)]).toEqual([0, 'y']);
  });
});

describe('grass', () => {
  it('for one round from the next turn each crew is moved by the player of the crew after it (4p)', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'grass' } });
    play(s, 'w1 e5');
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(`${turn(s)}:${currentPlayer(s)}:${grass(s)}`);
      play(s, legal(s).find((d) => d.startsWith('ship')) ?? legal(s)[0]);
    }
    expect(seen).toEqual(['y:2:4', 'b:3:3', 'r:0:2', 'w:1:1', 'y:1:0']);
  });

  it('3 players: three turns, each crew moved by the next player', () => {
    const s = ti({ options: { mode: '3p' }, tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'grass' } });
    play(s, 'w1 e5');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(`${turn(s)}:${currentPlayer(s)}`);
      play(s, legal(s).find((d) => d.startsWith('ship')) ?? legal(s)[0]);
    }
    expect(seen).toEqual(['y:2', 'b:0', 'w:1', 'y:1']);
  });

  it('burnt grass does not burn again', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'grass!' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect([grass(s), currentPlayer(s)]).toEqual([0, 1]);
  });
});

describe('jungle (thicket)', () => {
  it('enemies share it: no fighting there', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'd5', y1: 'e5' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e5', 'e5']);
  });

  it('the missionary there shields no one and Friday there does not change sides', () => {
    // each alone: the two on one cell would have met and left the island (TI-R6)
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'y' } } });
    expect(movesOf(s, 'w1')).toContain('w1 e5');
    const t = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'r' } } });
    play(t, 'w1 e5');
    expect(crewOf(t, 'fri')).toBe('r');
  });

  it('no items: no coin or treasure is carried in; by a chain the coin stays where the turn began', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'd5' }, coins: { d5: 1 }, treasure: 'd5' });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e5'))).toEqual(['w1 e5']);
    const t = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'thicket' }, pirates: { w1: 'c5' }, coins: { c5: 1 } });
    play(t, 'w1 d5 coin');
    expect([where(t, 'w1'), coinsAt(t, 'c5'), coinsAt(t, 'e5')]).toEqual(['e5', 1, 0]);
  });
});

describe('lighthouse, Deluxe (peek, the default)', () => {
  const hidden = { j10: 'chest5', c3: 'cave', k11: 'grass', b5: 'earthquake' };

  it('the first pirate to enter picks 4 face-down cells one by one, then the order to put them back; the peeker knows them', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden });
    play(s, 'w1 e5');
    expect(legal(s).length).toBe(115); // every face-down cell
    play(s, 'w1 > j10', 'w1 > c3', 'w1 > k11');
    expect(legal(s)).not.toContain('w1 > c3');
    play(s, 'w1 > b5');
    expect(legal(s)).toEqual(Array.from({ length: 24 }, (_, i) => `w1 order ${i}`));
    play(s, 'w1 order 23'); // reversed
    expect(['j10', 'c3', 'k11', 'b5'].map((c) => [kindAt(s, c), hiddenType(s, c), knownBy(s, c)])).toEqual([
      ['closed', 'earthquake', 1], ['closed', 'grass', 1], ['closed', 'cave', 1], ['closed', 'chest5', 1],
    ]);
    expect([grass(s), pending(s), turn(s), tileArg(s, 'e5')]).toEqual([0, 0, 'y', 0]);
  });

  it('it works once', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'lighthouse!' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect([pending(s), turn(s)]).toEqual([0, 'y']);
  });

  it('with fewer than 4 face-down cells he picks them all', () => {
    const tiles: Record<string, string> = {};
    for (const c of LAND_CELLS) tiles[cellName(c)] = 'empty';
    delete tiles.j10;
    delete tiles.c3;
    tiles.e5 = 'lighthouse';
    const s = ti({ tiles, pirates: { w1: 'd5' }, hidden: { j10: 'chest5', c3: 'cave' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3');
    expect(legal(s)).toEqual(['w1 order 0', 'w1 order 1']);
    play(s, 'w1 order 1');
    expect([hiddenType(s, 'j10'), hiddenType(s, 'c3')]).toEqual(['cave', 'chest5']);
  });

  it('under the grass the peeker is the player moving the crew', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden, grass: 1 });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5', 'w1 order 0');
    expect(knownBy(s, 'j10')).toBe(1 << 1);
  });

  it('an earthquake moves what a player knows with the tile', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'earthquake' }, pirates: { w1: 'd5' }, hidden: { j10: 'chest5' }, known: { j10: [2] } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3');
    expect([knownBy(s, 'j10'), knownBy(s, 'c3'), hiddenType(s, 'c3')]).toEqual([0, 4, 'chest5']);
  });
});

describe('lighthouse, old rule (open)', () => {
  const open = { lighthouse: 'open' as const };

  it('the 4 picked tiles are opened for good; characters and bottles wait for the first piece to come', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden: { j10: 'ben-gunn', c3: 'bottles2', k11: 'chest3', b5: 'missionary' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect(['j10', 'c3', 'k11', 'b5'].map((c) => kindAt(s, c))).toEqual(['ben-gunn', 'bottles', 'chest', 'missionary']);
    expect([where(s, 'ben'), crewOf(s, 'ben'), tileArg(s, 'j10'), tileArg(s, 'c3'), bottles(s, 'w'), coinsAt(s, 'k11'), turn(s)])
      .toEqual(['dead', '-', 1, 2, 0, 3, 'y']);
  });

  it('a tile turned over is open at once: each pick sees the tiles opened before it (TI-R14, 320)', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden: { k11: 'chest3', j10: 'ben-gunn' } });
    play(s, 'w1 e5', 'w1 > k11');
    // Still picking, and the first tile already lies open for everyone, its coins on it.
    expect([pending(s) !== 0, kindAt(s, 'k11'), coinsAt(s, 'k11')]).toEqual([true, 'chest', 3]);
    expect(observe(s, 1).state.u8[TILE_KIND + cell('k11')]).not.toBe(Kind.Closed);
    expect(can(s, 'w1 > k11')).toBe(false);
    play(s, 'w1 > j10');
    expect([kindAt(s, 'j10'), kindAt(s, 'k11')]).toEqual(['ben-gunn', 'chest']);
    expect(can(s, 'w1 > j10')).toBe(false);
    play(s, 'w1 > c3', 'w1 > b5');
    expect([pending(s), turn(s)]).toEqual([0, 'y']);
  });

  it('each picked tile is turned over at once, so the next pick sees it; grass waits for the end of the picks (TI-R14)', () => {
    // Found by the differential test against the reference model (src/reference/): the engine
    // kept all four picks face down until the last one (line 320: the tiles are turned over).
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden: { j10: 'chest3', c3: 'grass' } });
    play(s, 'w1 e5', 'w1 > j10');
    expect([kindAt(s, 'j10'), coinsAt(s, 'j10')]).toEqual(['chest', 3]);
    expect(movesOf(s, 'w1')).not.toContain('w1 > j10');
    play(s, 'w1 > c3');
    expect([kindAt(s, 'c3'), tileArg(s, 'c3'), grass(s)]).toEqual(['grass', 1, 0]);
    play(s, 'w1 > k11', 'w1 > b5');
    expect([tileArg(s, 'c3'), grass(s), turn(s)]).toEqual([0, 4, 'y']);
  });

  it('grass burns and an earthquake shakes at once', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden: { j10: 'grass', c3: 'earthquake' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect([turn(s), pending(s) !== 0, currentPlayer(s)]).toEqual(['w', true, 0]); // the earthquake's first pick
    play(s, 'w1 > f7');
    expect(currentPlayer(s)).toBe(0); // the grass burns only from the next turn
    play(s, 'w1 > f8');
    expect([turn(s), grass(s), currentPlayer(s)]).toEqual(['y', 4, 2]);
  });

  it('a second cave opened from the lighthouse lets the lost out there', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse', h8: 'cave' }, pirates: { w1: 'd5', y1: { at: 'h8', lost: true } }, hidden: { c3: 'cave' } });
    play(s, 'w1 e5', 'w1 > c3', 'w1 > j10', 'w1 > k11', 'w1 > b5');
    expect([where(s, 'y1'), isLost(s, 'y1')]).toEqual(['c3', false]);
  });

  it('carramba opened from the lighthouse waits for the first pirate to enter', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse', i9: 'empty' }, pirates: { w1: 'd5', y1: 'i9' }, hidden: { j10: 'carramba' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect(tileArg(s, 'j10')).toBe(1);
    play(s, 'y1 j10');
    expect(legal(s)).toEqual(['y1 stay', 'y1 > j10']);
  });
});

describe('a choice tile reached a third time in one turn is a cycle (all tile sets)', () => {
  it('two 2-way arrows facing each other: choosing back and forth, the third arrival kills the pirate', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'arrow2', e6: 'arrow2' }, pirates: { w1: 'e4' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > e6', 'w1 > e5', 'w1 > e6');
    expect(where(s, 'w1')).toBe('e6');
    play(s, 'w1 > e5');
    expect([where(s, 'w1'), coinsAt(s, 'e4'), turn(s)]).toEqual(['dead', 1, 'y']);
  });

  it('the second arrival is still a choice', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'arrow2', e6: 'arrow2' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e5', 'w1 > e6', 'w1 > e5');
    expect(legal(s).sort()).toEqual(['w1 > e4', 'w1 > e6']);
    expect(can(s, 'w1 > e4')).toBe(true);
  });
});
