/**
 * Black-box hunt on Friday and the missionary (session 25), part 2: ships, the water, the
 * cannon and the balloon, fights with several pieces on the cell, the horse and the airplane,
 * the converted missionary, allies in 2v2 and 2p, the end of the game. Written from the text
 * before the engine was read: full-rules-ru.txt 341, 351, the balloon 302, the cannon 310,
 * the airplane 282, FAQ 506, 549; tile-notes-ru.txt (tn) 78, 88-93; README rulings 1, 2, 6.
 */
import { describe, expect, it } from 'vitest';
import { isTerminal } from '../../../../src/jackal/outcome.js';
import type { State } from '../../../../src/jackal/state.js';
import { BoardSpec, aboard, board, coinsAt, crewOf, legal, lost, movesOf, play, untilTurn, where } from '../board.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });
/** White's three pirates ashore, so nothing but the piece under test is aboard g1. */
const ashore = { w1: 'c3', w2: 'c4', w3: 'c6' };
const ashoreTiles = { c3: 'empty', c4: 'empty', c6: 'empty' };

describe('ships (tn 88 "Обычный миссионер и Пятница управлять кораблем … не могут", README ruling 1)', () => {
  it('tn 88: Friday alone aboard cannot sail the ship; he lands only on the cell straight in front', () => {
    const s = ti({ tiles: ashoreTiles, pirates: { ...ashore, fri: { at: 'ship', crew: 'w' } } });
    expect(legal(s).filter((d) => d.startsWith('ship w'))).toEqual([]);
    expect(movesOf(s, 'fri')).toEqual(['fri g2']);
  });

  it('302, tn 88: the balloon takes the missionary aboard; alone there he cannot sail', () => {
    const s = ti({ tiles: { ...ashoreTiles, d5: 'empty', e5: 'balloon' }, pirates: { ...ashore, mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect(where(s, 'mis')).toBe('g1');
    untilTurn(s, 'w');
    expect(legal(s).filter((d) => d.startsWith('ship w'))).toEqual([]);
  });

  it('tn 88: the converted missionary is a pirate and sails the ship alone', () => {
    const s = ti({ tiles: ashoreTiles, pirates: { ...ashore, mis: { at: 'ship', crew: 'w', converted: true } } });
    expect(legal(s)).toContain('ship w f1');
  });

  it('302: Friday won over by yellow is carried by the balloon to yellow\'s ship, with his coin', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'balloon' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'y' } }, turn: 'y' });
    play(s, 'fri e5 coin');
    expect([where(s, 'fri'), aboard(s, 'y')]).toEqual(['a7', 1]);
  });

  it('rb 63, ruling 1: Friday on the shore boards his ship diagonally but never steps into the sea', () => {
    const s = ti({ tiles: { h2: 'empty' }, pirates: { fri: { at: 'h2', crew: 'w' } } });
    const m = movesOf(s, 'fri');
    expect(m).toContain('fri g1');
    expect(m.filter((d) => /fri (h1|i1)$/.test(d))).toEqual([]);
  });

  it('351, ruling 6: Friday bringing the last coin aboard ends the game', () => {
    // 37 coins: 36 aboard or lost, the galleon treasure aboard, the last one by Friday's feet
    const s = ti({ tiles: { g2: 'empty' }, coins: { g2: 1 }, aboard: { w: 10, y: 20 }, lost: 6, treasureAboard: 'y', pirates: { fri: { at: 'g2', crew: 'w' } } });
    expect(isTerminal(s)).toBe(false);
    play(s, 'fri g1 coin');
    expect([aboard(s, 'w'), isTerminal(s)]).toEqual([11, true]);
  });
});

describe('the cannon (310 "Спасти его может только свой или дружественный корабль … Попав под вражеский корабль, пират погибает")', () => {
  it('310: the cannon fires Friday with his coin onto his own ship: both aboard', () => {
    const s = ti({ tiles: { f6: 'empty', g6: 'cannon:2' }, coins: { f6: 1 }, pirates: { fri: { at: 'f6', crew: 'w' } } });
    play(s, 'fri g6 coin');
    expect([where(s, 'fri'), aboard(s, 'w')]).toEqual(['g1', 1]);
  });

  it('310: the cannon fires Friday under the enemy ship: he dies and the coin sinks', () => {
    const s = ti({ tiles: { f6: 'empty', g6: 'cannon:0' }, coins: { f6: 1 }, pirates: { fri: { at: 'f6', crew: 'w' } } });
    play(s, 'fri g6 coin');
    expect([where(s, 'fri'), lost(s), aboard(s, 'b')]).toEqual(['dead', 1, 0]);
  });

  it('310: the cannon fires the missionary into open sea: he swims (tn 89)', () => {
    const s = ti({ tiles: { f6: 'empty', g6: 'cannon:1' }, pirates: { mis: { at: 'f6', crew: 'w' } } });
    play(s, 'mis g6');
    expect(where(s, 'mis')).toBe('m6');
  });

  it('310, tn 91: the cannon fires an enemy pirate onto the missionary swimming: the pirate dies, the missionary stays', () => {
    const s = ti({ tiles: { f6: 'empty', g6: 'cannon:1' }, pirates: { mis: { at: 'm6', crew: 'w' }, y1: 'f6' }, turn: 'y' });
    play(s, 'y1 g6');
    expect([where(s, 'y1'), where(s, 'mis')]).toEqual(['dead', 'm6']);
  });

  it('310, tn 90: the cannon fires a pirate onto the enemy Friday swimming: Friday is won over, both swim there', () => {
    const s = ti({ tiles: { f6: 'empty', g6: 'cannon:1' }, pirates: { fri: { at: 'm6', crew: 'w' }, y1: 'f6' }, turn: 'y' });
    play(s, 'y1 g6');
    expect([where(s, 'y1'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['m6', 'm6', 'y']);
  });
});

describe('the water (tn 89-93, README ruling 2)', () => {
  it('ruling 2: Friday swimming onto the enemy ship dies', () => {
    const s = ti({ pirates: { fri: { at: 'f1', crew: 'y' } }, turn: 'y' });
    play(s, 'fri g1');
    expect(where(s, 'fri')).toBe('dead');
  });

  it('tn 90, ruling 2: a pirate swimming onto an enemy pirate and the enemy\'s Friday kills the pirate and wins Friday over', () => {
    const s = ti({ pirates: { y1: 'c1', fri: { at: 'c1', crew: 'y' }, w1: 'd1' } });
    play(s, 'w1 c1');
    expect([where(s, 'y1'), where(s, 'fri'), crewOf(s, 'fri'), where(s, 'w1')]).toEqual(['dead', 'c1', 'w', 'c1']);
  });

  it('tn 78: a ship sailing onto its own swimming Friday takes him aboard', () => {
    const s = ti({ pirates: { fri: { at: 'f1', crew: 'w' } } });
    play(s, 'ship w f1');
    expect(where(s, 'fri')).toBe('f1');
    expect(movesOf(s, 'fri')).toEqual([]); // yellow's turn now
    untilTurn(s, 'w');
    expect(movesOf(s, 'fri')).toContain('fri f2');
  });

  it('tn 93: Friday swimming onto his own crew\'s missionary in the water: both die', () => {
    const s = ti({ pirates: { fri: { at: 'c1', crew: 'w' }, mis: { at: 'd1', crew: 'w' } } });
    play(s, 'fri d1');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });
});

describe('fights (351 "если Пятницу атакуют он начинает играть за врага", FAQ 509, 506)', () => {
  it('351, FAQ 509: striking Friday, Ben Gunn and a pirate together: the two fighters go to their ship, Friday changes sides and stays', () => {
    const s = ti({ tiles: { e5: 'empty', f5: 'empty' }, pirates: { w1: 'e5', ben: { at: 'e5', crew: 'w' }, fri: { at: 'e5', crew: 'w' }, y1: 'f5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'w1'), where(s, 'ben'), where(s, 'fri'), crewOf(s, 'fri'), where(s, 'y1')]).toEqual(['g1', 'g1', 'e5', 'y', 'e5']);
  });

  it('FAQ 506: a pirate carrying a coin may not go at Friday; without it he may', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, coins: { d5: 1 }, pirates: { y1: 'd5', fri: { at: 'e5', crew: 'w' } }, turn: 'y' });
    expect(movesOf(s, 'y1')).toContain('y1 e5');
    expect(movesOf(s, 'y1')).not.toContain('y1 e5 coin');
  });

  it('351, R7: an arrow carries a pirate with a coin onto Friday and a pirate: the pirate is struck, Friday won over, the coin stays where the move began', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, coins: { c5: 1 }, pirates: { y1: 'c5', w1: 'e5', fri: { at: 'e5', crew: 'w' } }, turn: 'y' });
    play(s, 'y1 d5 coin');
    expect([where(s, 'y1'), where(s, 'w1'), crewOf(s, 'fri'), coinsAt(s, 'c5'), coinsAt(s, 'e5')]).toEqual(['e5', 'g1', 'y', 1, 0]);
  });

  it('351: a coin lying where Friday is won over stays on the cell', () => {
    const s = ti({ tiles: { e5: 'empty', f5: 'empty' }, coins: { e5: 2 }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'f5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([crewOf(s, 'fri'), coinsAt(s, 'e5')]).toEqual(['y', 2]);
  });

  it('341: a pirate standing with his own missionary may not go at the enemy Friday', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', mis: { at: 'd5', crew: 'w' }, fri: { at: 'e5', crew: 'y' } } });
    expect(movesOf(s, 'w1')).not.toContain('w1 e5');
  });

  it('341: the converted missionary is struck like a pirate and goes to his crew\'s ship', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'y', converted: true } } });
    play(s, 'w1 e5');
    expect(where(s, 'mis')).toBe('a7');
  });

  it('341: the converted missionary carries a coin, and meeting Friday no longer makes either vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, coins: { d5: 1 }, pirates: { mis: { at: 'd5', crew: 'w', converted: true }, fri: { at: 'e5', crew: 'w' } } });
    play(s, 'mis e5 coin');
    expect([where(s, 'mis'), where(s, 'fri'), coinsAt(s, 'e5')]).toEqual(['e5', 'e5', 1]);
  });

  it('341: an arrow carries the missionary onto his own Friday standing by a coin: both vanish, the coin stays', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, coins: { e5: 1 }, pirates: { mis: { at: 'c5', crew: 'w' }, fri: { at: 'e5', crew: 'w' } } });
    play(s, 'mis d5');
    expect([where(s, 'mis'), where(s, 'fri'), coinsAt(s, 'e5')]).toEqual(['dead', 'dead', 1]);
  });

  it('341: an arrow carrying the missionary onto an enemy pirate kills him (he enters no cell with enemies); the pirate stays', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { mis: { at: 'c5', crew: 'w' }, y1: 'e5' } });
    play(s, 'mis d5');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'e5']);
  });
});

describe('the horse and the airplane (351 "никого атаковать не может", 282, FAQ 549)', () => {
  it('351, TI-R6: a knight jump from the horse onto an enemy kills Friday; the enemy stays', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'horse', f6: 'empty' }, pirates: { fri: { at: 'c5', crew: 'w' }, y1: 'f6' } });
    play(s, 'fri d5', 'fri > f6');
    expect([where(s, 'fri'), where(s, 'y1'), crewOf(s, 'fri')]).toEqual(['dead', 'f6', 'w']);
  });

  it('282, R23: the airplane does not offer Friday a landing on an enemy', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'airplane', h8: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'h8' } });
    play(s, 'fri e5');
    expect(legal(s)).toContain('fri > h9');
    expect(legal(s)).not.toContain('fri > h8');
  });

  it('FAQ 549: striking Friday who waits on the unused airplane wins him over, and the striker may fly it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect(crewOf(s, 'fri')).toBe('y');
    expect(legal(s)).toEqual(expect.arrayContaining(['y1 stay', 'y1 > h9']));
  });
});

describe('allies (2v2 and 2p; 216, R2)', () => {
  it('2v2: an ally\'s pirate steps onto Friday\'s cell without striking him', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, b1: 'd5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([crewOf(s, 'fri'), where(s, 'b1')]).toEqual(['w', 'e5']);
  });

  it('341, 2v2: the ally\'s missionary meeting Friday: both vanish, whatever their crews', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, mis: { at: 'd5', crew: 'b' } }, turn: 'b' });
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('2v2, FAQ 509: striking white\'s Friday and black\'s pirate: the pirate goes to black\'s ship, Friday to the striker\'s crew', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { e5: 'empty', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, b1: 'e5', y1: 'f5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'b1'), crewOf(s, 'fri'), where(s, 'fri')]).toEqual(['g13', 'y', 'e5']);
  });

  it('2p: red strikes white\'s Friday: he plays for red, the crew that struck him', () => {
    const s = ti({ options: { mode: '2p' }, tiles: { e5: 'empty', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, r1: 'f5' }, turn: 'r' });
    play(s, 'r1 e5');
    expect(crewOf(s, 'fri')).toBe('r');
  });
});
