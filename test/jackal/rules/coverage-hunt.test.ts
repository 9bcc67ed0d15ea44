/**
 * Coverage-guided hunt (session 26), classic and Treasure Island: scenarios for the engine's
 * branches that no rule test took (docs/RULES.md "Coverage-guided hunt (session 26)"), each
 * written from the passage it names (full-rules-ru.txt lines unless marked: `rb` =
 * rulebook-en.txt, `tn` = tile-notes-ru.txt, README = the rules README's rulings) before the
 * branch's code was read: the lighthouse with fewer tiles than it can show, the treasure
 * carried through a spinner and taken at a cave's mouth, choice tiles met a third time, the
 * bottles given to Friday and the missionary, the inhabitants drunk at a rum barrel.
 */
import { describe, expect, it } from 'vitest';
import { LAND_CELLS, cellName } from '../../../src/jackal/geometry.js';
import type { State } from '../../../src/jackal/state.js';
import {
  BoardSpec, board, bottles, coinsAt, hiddenType, holdsTreasure, kindAt, knownBy, legal, movesOf, pending, play,
  stepOf, treasureAt, turn, where,
} from './board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

/** Every land cell open and empty except those named (`closed`: left face down). */
/** Yellow, black and red each sail their ship one berth along the shore (the first sailing listed). */
function others(s: State): State {
  for (let i = 0; i < 3; i++) play(s, legal(s).find((d) => d.startsWith('ship '))!);
  return s;
}

function openIsland(closed: string[]): Record<string, string> {
  const tiles: Record<string, string> = {};
  for (const c of LAND_CELLS) if (!closed.includes(cellName(c))) tiles[cellName(c)] = 'empty';
  return tiles;
}

describe('the lighthouse with fewer face-down tiles than it shows (318 "удается рассмотреть 4 любые клетки"; 812)', () => {
  it('318: turned over as the last face-down tile, it has nothing to show: the turn passes at once', () => {
    const tiles = openIsland(['e5']);
    const s = ti({ tiles, pirates: { w1: 'd5' }, hidden: { e5: 'lighthouse' } });
    play(s, 'w1 e5');
    expect([kindAt(s, 'e5'), pending(s), turn(s), where(s, 'w1')]).toEqual(['lighthouse', 0, 'y', 'e5']);
  });

  it('812 "подсмотреть ... и вернуть на свои места": with one face-down tile left the peeker sees it, with no order to choose', () => {
    const tiles = openIsland(['e5', 'j10']);
    const s = ti({ tiles, pirates: { w1: 'd5' }, hidden: { e5: 'lighthouse', j10: 'chest5' } });
    play(s, 'w1 e5');
    expect(legal(s)).toEqual(['w1 > j10']);
    play(s, 'w1 > j10');
    expect([kindAt(s, 'j10'), hiddenType(s, 'j10'), knownBy(s, 'j10'), pending(s), turn(s)]).toEqual(['closed', 'chest5', 1, 0, 'y']);
  });

  it('320 old rule "они остаются открытыми": with one face-down tile left it is opened, and the turn passes', () => {
    const tiles = openIsland(['e5', 'j10']);
    const s = ti({ tiles, pirates: { w1: 'd5' }, hidden: { e5: 'lighthouse', j10: 'chest5' }, options: { lighthouse: 'open' } });
    play(s, 'w1 e5', 'w1 > j10');
    expect([kindAt(s, 'j10'), coinsAt(s, 'j10'), pending(s), turn(s)]).toEqual(['chest', 5, 0, 'y']);
  });
});

describe('the treasure is carried as a coin (274 "Сокровище переносится по тем же правилам что и монета")', () => {
  it('274 with rb 149 (desert, three stops): a pirate carrying the treasure into a desert holds it there, on through its stops and out', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'desert', f5: 'empty' }, pirates: { w1: { at: 'd5' } }, treasure: 'd5' });
    play(s, 'w1 e5 treasure');
    expect([where(s, 'w1'), stepOf(s, 'w1'), holdsTreasure(s, 'w1'), treasureAt(s)]).toEqual(['e5', 1, true, '-']);
    others(s);
    play(s, 'w1 e5');
    expect([stepOf(s, 'w1'), holdsTreasure(s, 'w1'), treasureAt(s)]).toEqual([2, true, '-']);
    others(s);
    play(s, 'w1 e5');
    others(s);
    expect(movesOf(s, 'w1')).toContain('w1 f5 treasure');
    play(s, 'w1 f5 treasure');
    expect([where(s, 'w1'), treasureAt(s)]).toEqual(['f5', 'f5']);
  });

  it('FAQ 584-585 "Вы встали на клетку пещеры, взяли монету и оказались с ней в другом выходе": the treasure at a struck enemy\'s feet goes through the cave', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', j9: 'cave' }, pirates: { w1: 'd5', y1: 'e5' }, treasure: 'e5' });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'w1'), treasureAt(s)]).toEqual(['a7', 'j9', 'j9']);
  });

  it('274 with 381: a pirate carrying the treasure into the only open cave is lost with it, and comes out with it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave', i9: 'empty' }, pirates: { w1: { at: 'd5' }, w2: 'i9' }, treasure: 'd5', hidden: { j9: 'cave' } });
    play(s, 'w1 e5 treasure');
    expect([where(s, 'w1'), holdsTreasure(s, 'w1'), treasureAt(s)]).toEqual(['e5', true, '-']);
    others(s);
    play(s, 'w2 j9');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['j9', 'e5']);
    expect(treasureAt(s)).toBe('j9');
  });
});

describe('a choice tile met a third time in one turn (README ruling 3 "A chain that can only repeat itself (a cycle) kills"; line 128; TI-R18)', () => {
  it('rb 142 horse twice over: two horses a knight jump apart, jumped between till the first is reached a third time, kill the pirate', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'horse', f7: 'horse' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 > f7', 'w1 > e5', 'w1 > f7');
    expect(movesOf(s, 'w1')).toContain('w1 > e5');
    play(s, 'w1 > e5');
    expect([where(s, 'w1'), turn(s)]).toEqual(['dead', 'y']);
  });

  it('rb 142 with R6 "a carried coin stays on the start cell": the coin brought onto the horses stays where the turn began', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'horse', f7: 'horse' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin', 'w1 > f7', 'w1 > e5', 'w1 > f7', 'w1 > e5');
    expect([where(s, 'w1'), coinsAt(s, 'd5'), coinsAt(s, 'e5'), coinsAt(s, 'f7')]).toEqual(['dead', 1, 0, 0]);
  });

  it('rb 155 with FAQ 494 "Делать ещё один ход конём": two ice tiles a knight jump apart, jumped between till one is reached a third time, kill the pirate', () => {
    const s = board({ tiles: { d4: 'empty', e5: 'horse', f7: 'ice', g5: 'ice' }, pirates: { w1: 'd4' } });
    play(s, 'w1 e5', 'w1 > f7', 'w1 > g5', 'w1 > f7', 'w1 > g5');
    expect(where(s, 'w1')).toBe('g5');
    play(s, 'w1 > f7');
    expect([where(s, 'w1'), turn(s)]).toEqual(['dead', 'y']);
  });

  it('a single arrow into a horse met twice is still a choice (R6: the second arrival is not a cycle)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'horse', f7: 'horse' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 > f7', 'w1 > e5');
    expect([where(s, 'w1'), pending(s) !== 0]).toEqual(['e5', true]);
  });
});

describe('bottles for Friday and the missionary (365 "встать на соседнюю клетку"; FAQ 563 "пока рядом с ними есть кто-то из ваших пиратов")', () => {
  it('FAQ 563: a pirate beside both Friday and the sober missionary may give either a bottle', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'empty', e6: 'empty' }, pirates: { w1: 'e5', fri: { at: 'e6', crew: 'y' }, mis: { at: 'e4', crew: 'b' }, w2: 'ship' }, bottles: { w: 1 } });
    play(s, 'w2 g2');
    expect(legal(s)).toEqual(expect.arrayContaining(['rum mis', 'rum fri', 'pass']));
  });

  it('341 "станет самым что ни на есть обычным пиратом" with 351 "выйдет из игры": once the missionary has drunk, only Friday is offered a bottle, and leaves the game with it', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'empty', e6: 'empty' }, pirates: { w1: 'e5', fri: { at: 'e6', crew: 'y' }, mis: { at: 'e4', crew: 'b', converted: true }, w2: 'ship' }, bottles: { w: 1 } });
    play(s, 'w2 g2');
    const gifts = legal(s).filter((d) => d.startsWith('rum '));
    expect(gifts).toEqual(['rum fri']);
    play(s, 'rum fri');
    expect([where(s, 'fri'), bottles(s, 'w'), where(s, 'mis')]).toEqual(['dead', 0, 'e4']);
  });

  it('405 "Командовать чужим ромом нельзя": the turn after the grass is lit, the neighbour moving yellow\'s pirate beside Friday may not give yellow\'s bottle', () => {
    const spec: BoardSpec = { tiles: { d5: 'empty', f6: 'empty', g6: 'empty', f7: 'empty' }, pirates: { w1: 'd5', y1: 'f6', fri: { at: 'f7', crew: 'b' } }, bottles: { y: 1 } };
    const lit = ti({ ...spec, hidden: { e5: 'grass' } });
    play(lit, 'w1 e5', 'y1 g6');
    expect(legal(lit).some((d) => d.startsWith('rum '))).toBe(false);
    const calm = ti({ ...spec, hidden: { e5: 'empty' } });
    play(calm, 'w1 e5', 'y1 g6');
    expect(legal(calm)).toContain('rum fri');
  });
});

describe('the island\'s people at the rum barrel (373 "Счастливчик пропускает один ход"; 331 Ben Gunn "ещё одним вашим пиратом")', () => {
  it('Ben Gunn, a pirate of the crew, drinks at the barrel and misses his crew\'s next turn, then walks on', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'rum', c3: 'empty' }, pirates: { ben: { at: 'd5', crew: 'w' }, w1: 'c3' } });
    others(play(s, 'ben e5'));
    expect(movesOf(s, 'ben')).toEqual([]);
    others(play(s, 'w1 c4'));
    expect(movesOf(s, 'ben').length).toBeGreaterThan(0);
  });
});

describe('the old lighthouse\'s picks act when they are done (320; tn 35 "сразу после окончания открытия клеток с маяка"; TI-R14)', () => {
  const open = { lighthouse: 'open' as const };

  it('389 "Когда вы переворачиваете эту клетку, на острове начинается землетрясение": an earthquake among the picks, with no grass, shakes right after them', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse' }, pirates: { w1: 'd5' }, hidden: { c3: 'earthquake' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect([turn(s), pending(s) !== 0, kindAt(s, 'c3')]).toEqual(['w', true, 'earthquake']);
    play(s, 'w1 > j10', 'w1 > f8');
    expect([turn(s), pending(s), kindAt(s, 'f8'), kindAt(s, 'j10')]).toEqual(['y', 0, 'empty', 'closed']);
  });

  it('381 "стоит только отыскать выход, как — вуаля! — из него появится тот, кто заблудился": a cave opened from the lighthouse lets the lost pirate out there', () => {
    const s = ti({ options: open, tiles: { d5: 'empty', e5: 'lighthouse', c3: 'cave' }, pirates: { w1: 'd5', y1: { at: 'c3', lost: true } }, hidden: { j10: 'cave' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > k11', 'w1 > b5', 'w1 > f8');
    expect([where(s, 'y1'), kindAt(s, 'j10'), turn(s)]).toEqual(['j10', 'cave', 'y']);
  });
});

describe('the missionary in the water (tn 89-93; 341 "сам не может быть атакован")', () => {
  it('tn 91 "Нападая пиратом на миссионера в воде, умирает пират" with tn 80 "Пират может прыгнуть в море через лед и коня": an enemy jumping from a horse onto the swimming missionary dies', () => {
    const s = ti({ tiles: { d5: 'empty', c5: 'horse' }, pirates: { mis: { at: 'a4', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 c5', 'y1 > a4');
    expect([where(s, 'y1'), where(s, 'mis')]).toEqual(['dead', 'a4']);
  });

  it('tn 91: an enemy swimming onto the swimming missionary dies', () => {
    const s = ti({ pirates: { mis: { at: 'a4', crew: 'w' }, y1: 'a3' }, turn: 'y' });
    play(s, 'y1 a4');
    expect([where(s, 'y1'), where(s, 'mis')]).toEqual(['dead', 'a4']);
  });
});

describe('the missionary meets Friday on a spinner (341 "Если миссионер встретит Пятницу (окажется с ним на одной клетке), то оба они исчезнут")', () => {
  it('341 with TI-R4 (a spinner step by step): the missionary stepping on to the desert step where Friday stands vanishes with him', () => {
    const s = ti({ tiles: { e5: 'desert', e6: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w', step: 2 }, fri: { at: 'e5', crew: 'y', step: 3 } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
  });
});

describe('what a pirate holds on a spinner (274 "Сокровище переносится по тем же правилам что и монета")', () => {
  it('274 on the desert\'s last stop: holding a coin where the treasure lies, he may leave with the treasure, and the coin stays on the desert', () => {
    const s = ti({ tiles: { e5: 'desert', f5: 'empty' }, pirates: { w1: { at: 'e5', step: 3, carry: true } }, treasure: 'e5' });
    play(s, 'w1 f5 treasure');
    expect([where(s, 'w1'), treasureAt(s), coinsAt(s, 'e5'), coinsAt(s, 'f5')]).toEqual(['f5', 'f5', 1, 0]);
  });

  it('274 the other way: holding the treasure where a coin lies, he may leave with the coin, and the treasure stays on the desert', () => {
    const s = ti({ tiles: { e5: 'desert', f5: 'empty' }, pirates: { w1: { at: 'e5', step: 3, treasure: true } }, coins: { e5: 1 } });
    play(s, 'w1 f5 coin');
    expect([where(s, 'w1'), treasureAt(s), holdsTreasure(s, 'w1'), coinsAt(s, 'e5'), coinsAt(s, 'f5')]).toEqual(['f5', 'e5', false, 0, 1]);
  });
});
