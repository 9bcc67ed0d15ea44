/**
 * Black-box scenarios, written from the rules text before reading the engine
 * (full-rules-ru.txt, `rb` = rulebook-en.txt, `tn` = tile-notes-ru.txt; line numbers
 * as in docs/RULES.md). Each test is a position built by hand and the consequence
 * the passage states: chains through several tiles, coins with fights, ships and
 * water, and tiles met a second time.
 */
import { describe, expect, it } from 'vitest';
import {
  F_DRUNK_SHIFT,
} from '../../../src/jackal/state.js';
import { isTerminal } from '../../../src/jackal/outcome.js';
import { BoardSpec, aboard, board, can, coinsAt, flags, isTrapped, legal, lost, movesOf, play, turn, untilTurn, where } from './board.js';

const drunk = (s: ReturnType<typeof board>, name: string): boolean => ((flags(s, name) >> F_DRUNK_SHIFT) & 3) !== 0;

describe('into the sea and onto ships by a tile', () => {
  it('FAQ 488 with the cannon (229): fired onto an enemy swimmer, the pirate kills him and swims', () => {
    const s = board({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { w1: 'd2', y1: 'e1' } });
    play(s, 'w1 e2');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e1', 'dead']);
  });

  it('FAQ 488 with the horse (142, 485): a knight jump into the sea onto an enemy swimmer kills him', () => {
    const s = board({ tiles: { d4: 'empty', d3: 'horse' }, pirates: { w1: 'd4', y1: 'e1' } });
    play(s, 'w1 d3', 'w1 > e1');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e1', 'dead']);
  });

  it('229 "Спасти его может только свой или дружественный корабль": 2v2, a cannon aimed at the ally\'s ship puts the pirate and his coin aboard it', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f12: 'empty', g12: 'cannon:0' }, pirates: { w1: 'f12' }, coins: { f12: 1 } });
    play(s, 'w1 g12 coin');
    expect(where(s, 'w1')).toBe('g13');
    expect([aboard(s, 'b'), lost(s)]).toEqual([1, 0]);
  });

  it('229: the cannon flies the pirate over the land in line to the first sea cell; the cells he passes stay face down', () => {
    const s = board({ tiles: { f6: 'empty', g6: 'cannon:0' }, pirates: { w1: 'f6' }, ships: { b: 'f13' }, hidden: { g9: 'chest3' } });
    play(s, 'w1 g6');
    expect(where(s, 'w1')).toBe('g13');
    expect(legal(board({ tiles: { g9: 'empty' } })).length).toBeGreaterThan(0);
    expect(coinsAt(s, 'g9')).toBe(0);
  });

  it('298 + 142: a knight jump onto the balloon carries the pirate and his coin aboard his own ship', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'horse', f7: 'balloon' }, pirates: { w1: 'e4' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > f7');
    expect(where(s, 'w1')).toBe('g1');
    expect(aboard(s, 'w')).toBe(1);
  });

  it('142 "Для возвращения на корабль ... конём": a knight jump onto the own ship boards it with the coin', () => {
    const s = board({ tiles: { f4: 'empty', f3: 'horse' }, pirates: { w1: 'f4' }, coins: { f4: 1 } });
    play(s, 'w1 f3 coin', 'w1 > g1');
    expect([where(s, 'w1'), aboard(s, 'w')]).toEqual(['g1', 1]);
  });

  it('186 + 73: ice after a step south onto it slides the pirate on aboard his own ship, with his coin', () => {
    const s = board({ tiles: { g3: 'empty', g2: 'ice' }, pirates: { w1: 'g3' }, coins: { g3: 1 } });
    play(s, 'w1 g2 coin');
    expect([where(s, 'w1'), aboard(s, 'w'), lost(s)]).toEqual(['g1', 1, 0]);
  });

  it('73 "при соприкосновении с вражеским кораблём пират умирает" with FAQ 464 "Просто с берега — нет": a pirate may walk into an enemy ship and die, but not drown a coin so', () => {
    const s = board({ tiles: { b5: 'empty' }, ships: { y: 'a6' }, pirates: { w1: 'b5' }, coins: { b5: 1 } });
    expect(can(s, 'w1 a6 coin')).toBe(false);
    play(s, 'w1 a6');
    expect([where(s, 'w1'), coinsAt(s, 'b5'), lost(s)]).toEqual(['dead', 1, 0]);
  });

  it('73 + 152: an arrow into an enemy ship kills the pirate and sinks his coin (FAQ 464 "через стрелку — да")', () => {
    const s = board({ tiles: { c6: 'empty', b6: 'arrow1:3' }, ships: { y: 'a6' }, pirates: { w1: 'c6' }, coins: { c6: 1 } });
    play(s, 'w1 b6 coin');
    expect([where(s, 'w1'), lost(s), aboard(s, 'y')]).toEqual(['dead', 1, 0]);
  });

  it('rb 63 "cannot jump from the shore into the sea": a pirate on the shore has no step into the water', () => {
    const s = board({ tiles: { e2: 'empty' }, pirates: { w1: 'e2' } });
    expect(movesOf(s, 'w1').filter((d) => /[a-m]1$/.test(d))).toEqual([]);
  });
});

describe('the airplane with other tiles (278, FAQ 500)', () => {
  it('a flight onto the balloon carries the pirate and his coin to his ship', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', f9: 'balloon' }, pirates: { w1: 'e4' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > f9');
    expect([where(s, 'w1'), aboard(s, 'w')]).toEqual(['g1', 1]);
  });

  it('a flight onto a cannon aimed at the own ship puts him aboard with the coin', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', g2: 'cannon:2' }, pirates: { w1: 'e4' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > g2');
    expect([where(s, 'w1'), aboard(s, 'w')]).toEqual(['g1', 1]);
  });

  it('a flight onto a trap: the pirate is caught', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', h9: 'trap' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e5', 'w1 > h9');
    expect([where(s, 'w1'), isTrapped(s, 'w1')]).toEqual(['h9', true]);
  });

  it('a flight onto a rum barrel: the pirate skips his crew\'s next turn', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', h9: 'rum', c3: 'empty' }, pirates: { w1: 'e4', w2: 'c3' } });
    play(s, 'w1 e5', 'w1 > h9');
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
  });

  it('a flight onto an enemy strikes him; a carried coin stays where the turn began', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', h9: 'empty' }, pirates: { w1: 'e4', y1: 'h9' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > h9');
    expect([where(s, 'w1'), where(s, 'y1'), coinsAt(s, 'e4'), coinsAt(s, 'h9')]).toEqual(['h9', 'a7', 1, 0]);
  });

  it('a flight is used once: the next pirate onto the tile stands there like on an empty tile', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', h9: 'empty', d4: 'empty' }, pirates: { w1: 'e4', w2: 'd4' } });
    play(s, 'w1 e5', 'w1 > h9');
    untilTurn(s, 'w');
    play(s, 'w2 e5');
    expect([where(s, 'w2'), turn(s)]).toEqual(['e5', 'y']);
  });
});

describe('a tile met again: crocodile (220) and tiles that act every time', () => {
  it('FAQ 527 "Капкан действует каждый раз" with the crocodile: sent back onto the trap he stood on, the pirate is caught', () => {
    const s = board({ tiles: { d5: 'trap', e5: 'crocodile' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), isTrapped(s, 'w1')]).toEqual(['d5', true]);
  });

  it('FAQ 536 "повторный запой" with the crocodile: sent back onto the rum barrel, the pirate is drunk again', () => {
    const s = board({ tiles: { d5: 'rum', e5: 'crocodile', c3: 'empty' }, pirates: { w1: 'd5', w2: 'c3' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), drunk(s, 'w1')]).toEqual(['d5', true]);
  });

  it('rb 183: sent back onto the trap where a comrade stands, the pirate is not caught', () => {
    const s = board({ tiles: { d5: 'trap', e5: 'crocodile' }, pirates: { w1: 'd5', w2: 'd5' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), isTrapped(s, 'w1'), isTrapped(s, 'w2')]).toEqual(['d5', false, false]);
  });

  it('220 with a coin: the pirate comes back to his cell with the coin, which lies there again; nothing is lost', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'crocodile' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), coinsAt(s, 'd5'), lost(s)]).toEqual(['d5', 1, 0]);
  });

  it('263 + 152: an arrow onto the cannibal: the pirate dies and the cannibal eats his coin (FAQ 545)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'cannibal' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), lost(s), coinsAt(s, 'd5')]).toEqual(['dead', 1, 0]);
  });
});

describe('coins with traps, barrels and fights', () => {
  it('210: a pirate carrying a coin into a trap is caught; the coin lies with him, and he takes it when a comrade frees him', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap', f5: 'empty' }, pirates: { w1: 'd5', w2: 'f5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([isTrapped(s, 'w1'), coinsAt(s, 'e5')]).toEqual([true, 1]);
    untilTurn(s, 'w');
    expect(can(s, 'w1 d5 coin')).toBe(false);
    play(s, 'w2 e5');
    untilTurn(s, 'w');
    expect(can(s, 'w1 d5 coin')).toBe(true);
  });

  it('FAQ 557 with a coin: a pirate with a coin cannot step onto the enemy in a trap; without it he strikes and is caught', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: 'd5', y1: { at: 'e5', trapped: true } }, coins: { d5: 1 } });
    expect(can(s, 'w1 e5 coin')).toBe(false);
    play(s, 'w1 e5');
    expect([where(s, 'y1'), isTrapped(s, 'w1'), coinsAt(s, 'd5')]).toEqual(['a7', true, 1]);
  });

  it('179 + 93: the rum barrel entered with a coin: the coin lies there, the pirate skips the next turn, his comrades move', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'rum', c3: 'empty' }, pirates: { w1: 'd5', w2: 'c3' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect(coinsAt(s, 'e5')).toBe(1);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
    expect(movesOf(s, 'w2').length).toBeGreaterThan(0);
  });

  it('rb 89 with the horse: a knight jump onto an enemy with a coin strikes him; the coin stays where the turn began', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'horse', f7: 'empty' }, pirates: { w1: 'e4', y1: 'f7' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > f7');
    expect([where(s, 'w1'), where(s, 'y1'), coinsAt(s, 'e4'), coinsAt(s, 'f7')]).toEqual(['f7', 'a7', 1, 0]);
  });

  it('rb 57 + rb 89: a pirate landing onto an enemy in front of the ship strikes him', () => {
    const s = board({ tiles: { g2: 'empty' }, pirates: { y1: 'g2' } });
    play(s, 'w1 g2');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['g2', 'a7']);
  });

  it('rb 95: no landing onto an enemy in the fortress in front of the ship', () => {
    const s = board({ tiles: { g2: 'fortress' }, pirates: { y1: 'g2' } });
    expect(can(s, 'w1 g2')).toBe(false);
  });

  it('rb 97: a pirate on a spinner\'s last step strikes an enemy next to it as he leaves', () => {
    const s = board({ tiles: { e5: 'jungle', e6: 'empty' }, pirates: { w1: { at: 'e5', step: 2 }, y1: 'e6' } });
    play(s, 'w1 e6');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e6', 'a7']);
  });
});

describe('the end of the game (README 6)', () => {
  it('the game does not end while a chest lies face down, though no coin lies on the island', () => {
    const s = board({ aboard: { w: 30 }, lost: 6, hidden: { h8: 'chest1' } });
    expect(isTerminal(s)).toBe(false);
  });
});

describe('more chains with coins', () => {
  it('229 + rb 105: a cannon aimed at an enemy ship kills the pirate and his coin sinks', () => {
    const s = board({ tiles: { c5: 'empty', b6: 'cannon:3' }, ships: { y: 'a6' }, pirates: { w1: 'c5' }, coins: { c5: 1 } });
    play(s, 'w1 b6 coin');
    expect([where(s, 'w1'), lost(s), aboard(s, 'y')]).toEqual(['dead', 1, 0]);
  });

  it('rb 97 + rb 93: an arrow into a spinner whose step I an enemy holds strikes him; the carried coin stays where the turn began', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'desert' }, pirates: { w1: 'd5', y1: { at: 'f5', step: 1 } }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), where(s, 'y1'), coinsAt(s, 'd5')]).toEqual(['f5', 'a7', 1]);
  });

  it('README 7, 3 players: the east is open sea, so a cannon aimed east leaves the pirate swimming at m7', () => {
    const s = board({ options: { mode: '3p' }, tiles: { k7: 'empty', l7: 'cannon:1' }, pirates: { w1: 'k7' } });
    play(s, 'w1 l7');
    expect(where(s, 'w1')).toBe('m7');
  });
});

const X = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { expansion: 'original', ...spec.options } });

describe('the original expansion with the classic tiles (415-431)', () => {
  it('431 + 298: the balloon carries the wheelbarrow and two coins aboard (tn 169 "с тачкой — 2 + сама тачка")', () => {
    const s = X({ tiles: { e4: 'wheelbarrow', e5: 'balloon' }, items: { barrow: 'e4' }, pirates: { w1: 'e4' }, coins: { e4: 2 } });
    play(s, 'w1 e5 coin coin barrow');
    expect([where(s, 'w1'), aboard(s, 'w')]).toEqual(['g1', 2]);
  });

  it('431 + FAQ 545: the cannibal eats both coins in the wheelbarrow', () => {
    const s = X({ tiles: { e4: 'wheelbarrow', e5: 'cannibal' }, items: { barrow: 'e4' }, pirates: { w1: 'e4' }, coins: { e4: 2 } });
    play(s, 'w1 e5 coin coin barrow');
    expect([where(s, 'w1'), lost(s)]).toEqual(['dead', 2]);
  });

  it('431 + tn 169: two coins fly with the wheelbarrow on the airplane', () => {
    const s = X({ tiles: { e4: 'wheelbarrow', e5: 'airplane', h9: 'empty' }, items: { barrow: 'e4' }, pirates: { w1: 'e4' }, coins: { e4: 2 } });
    play(s, 'w1 e5 coin coin barrow', 'w1 > h9');
    expect([where(s, 'w1'), coinsAt(s, 'h9')]).toEqual(['h9', 2]);
  });

  it('423 + 152: a cannonball brought to the cannon by an arrow fires it; the pirate stays on the cannon', () => {
    const s = X({ tiles: { c4: 'cannonball', d4: 'arrow1:1', e4: 'cannon:0', e8: 'fortress' }, items: { balls: ['c4'] }, pirates: { w1: 'c4', y1: 'e8' } });
    play(s, 'w1 d4 ball');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e4', 'dead']);
  });

  it('423 "пираты погибают": the shot kills Friday and the missionary in line too', () => {
    const s = X({
      options: { tiles: 'treasure-island' }, tiles: { e3: 'cannonball', e4: 'cannon:0', e7: 'empty', e9: 'empty' }, items: { balls: ['e3'] },
      pirates: { w1: 'e3', fri: { at: 'e7', crew: 'y' }, mis: { at: 'e9', crew: 'y' } },
    });
    play(s, 'w1 e4 ball');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('423 "Ядра носятся так же, как и монеты": a ball is not carried onto an enemy to strike; he strikes without it', () => {
    const s = X({ tiles: { d5: 'cannonball', e5: 'empty' }, items: { balls: ['d5'] }, pirates: { w1: 'd5', y1: 'e5' } });
    expect(can(s, 'w1 e5 ball')).toBe(false);
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
  });
});
