/**
 * Every FAQ answer of full-rules-ru.txt (lines 435-620) that applies to the
 * classic game, one scenario each, named "FAQ <line>: <the answer>". The answers
 * about Treasure Island pieces (Friday, missionary, Ben Gunn, rum bottles, caves,
 * lighthouse, cannonballs) are skipped: docs/RULES.md lists them.
 */
import { describe, expect, it } from 'vitest';
import { scores } from '../../../src/jackal/outcome.js';
import {
  aboard, board, can, coinsAt, isTrapped, kindAt, legal, lost, movesOf, pending, play, shipCell, stepOf, tileArg, turn, untilTurn, where,
} from './board.js';

describe('FAQ (full-rules-ru.txt 435-620, classic answers)', () => {
  it('FAQ 439: with every other pirate dead, the last one caught in a trap is freed only by an enemy striking him', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true }, w2: 'dead', w3: 'dead', y1: 'd5' } });
    expect(legal(s)).toEqual(['pass']);
    setTurnY(s);
    play(s, 'y1 e5');
    expect(where(s, 'w1')).toBe('g1');
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual(['w1 g2']);
  });

  it('FAQ 442: on step III with the enemy on step II, you cannot strike him: only onward', () => {
    const s = board({ tiles: { e5: 'mountains' }, pirates: { w1: { at: 'e5', step: 3 }, y1: { at: 'e5', step: 2 } } });
    expect(movesOf(s, 'w1')).toEqual(['w1 e5']);
    play(s, 'w1 e5');
    expect([where(s, 'y1'), stepOf(s, 'y1'), stepOf(s, 'w1')]).toEqual(['e5', 2, 4]);
  });

  it('FAQ 451: a pirate may kill himself on an enemy ship on purpose', () => {
    const s = board({ tiles: { f12: 'empty' }, pirates: { w1: 'f12' } });
    play(s, 'w1 g13');
    expect(where(s, 'w1')).toBe('dead');
  });

  it('FAQ 458: running with a coin over ice into a fort held by an enemy: the pirate dies, the coin stays where he began', () => {
    const s = board({ tiles: { c5: 'chest1', d5: 'ice', e5: 'fortress' }, pirates: { w1: 'c5', y1: 'e5' } });
    play(s, 'w1 d5 coin');
    expect(where(s, 'w1')).toBe('dead');
    expect(where(s, 'y1')).toBe('e5');
    expect(coinsAt(s, 'c5')).toBe(1);
    expect(coinsAt(s, 'd5')).toBe(0);
  });

  it('FAQ 461: a coin cannot be left on ice, arrows, the horse or the balloon, only where a pirate may stop', () => {
    const s = board({ tiles: { c5: 'chest2', d5: 'arrow1:1', e5: 'ice', f5: 'empty' }, pirates: { w1: 'c5' } });
    play(s, 'w1 d5 coin');
    expect([coinsAt(s, 'd5'), coinsAt(s, 'e5'), coinsAt(s, 'f5')]).toEqual([0, 0, 1]);
    const h = board({ tiles: { f6: 'chest1', f7: 'horse', g9: 'empty' }, pirates: { w1: 'f6' } });
    play(h, 'w1 f7 coin');
    expect(legal(h).every((d) => d.includes('>'))).toBe(true); // no staying on the horse
    expect(coinsAt(h, 'f7')).toBe(0);
    play(h, 'w1 > g9');
    expect(coinsAt(h, 'g9')).toBe(1);
    const b = board({ tiles: { d5: 'chest1', e5: 'balloon' }, pirates: { w1: 'd5' } });
    play(b, 'w1 e5 coin');
    expect([coinsAt(b, 'e5'), aboard(b, 'w')]).toEqual([0, 1]);
  });

  it('FAQ 464: a pirate cannot jump from the shore to drown a coin, but may through an arrow', () => {
    const s = board({ tiles: { e2: 'chest1', d2: 'arrow1:2' }, pirates: { w1: 'e2' } });
    expect(movesOf(s, 'w1').filter((d) => /[a-m]1( coin)?$/.test(d))).toEqual([]);
    play(s, 'w1 d2 coin');
    expect(where(s, 'w1')).toBe('d1');
    expect(lost(s)).toBe(1);
  });

  it('FAQ 473: the horse jumps like a chess knight, any of the eight ways', () => {
    const s = board({ tiles: { e5: 'empty', f6: 'horse' }, pirates: { w1: 'e5' } });
    play(s, 'w1 f6');
    expect(legal(s).sort()).toEqual(['d5', 'd7', 'e4', 'e8', 'g4', 'g8', 'h5', 'h7'].map((c) => `w1 > ${c}`));
  });

  it('FAQ 479: two players each command two opposite crews, moving in clockwise turn, with one pot of coins', () => {
    const s = board({ options: { mode: '2p' }, aboard: { w: 2, b: 3, y: 1, r: 1 } });
    expect(scores(s)).toEqual([5, 2]);
    const order: string[] = [];
    for (let i = 0; i < 4; i++) { order.push(turn(s)); play(s, legal(s).find((d) => d.startsWith('ship'))!); }
    expect(order).toEqual(['w', 'y', 'b', 'r']);
  });

  it('FAQ 482: ice, the horse and arrows act in the same turn, right on arrival', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'ice', f5: 'arrow1:0' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('f6');
    expect(turn(s)).toBe('y');
    const h = board({ tiles: { d5: 'empty', e5: 'horse' }, pirates: { w1: 'd5' } });
    play(h, 'w1 e5');
    expect([turn(h), pending(h) !== 0]).toEqual(['w', true]);
  });

  it('FAQ 485: ice or an arrow by the water: the pirate dives; he climbs out only onto his own ship; a coin sinks', () => {
    const s = board({ tiles: { c3: 'chest1', c2: 'ice' }, pirates: { w1: 'c3' } });
    play(s, 'w1 c2 coin');
    expect(where(s, 'w1')).toBe('c1');
    expect(lost(s)).toBe(1);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1').sort()).toEqual(['w1 b1', 'w1 b2', 'w1 d1']); // no climbing onto land
  });

  it('FAQ 488: diving onto an enemy swimmer kills him; he does not go back to his ship, but may be revived', () => {
    const s = board({ tiles: { f3: 'empty', f2: 'arrow1:2', e5: 'native' }, pirates: { w1: 'f3', y1: 'f1', y2: 'e5' } });
    play(s, 'w1 f2');
    expect(where(s, 'y1')).toBe('dead');
    untilTurn(s, 'y');
    play(s, 'revive y1');
    expect(where(s, 'y1')).toBe('e5');
  });

  it('FAQ 491: a knight jump reveals only the cell it ends on', () => {
    const s = board({ tiles: { e5: 'empty', f6: 'horse' }, pirates: { w1: 'e5' } });
    play(s, 'w1 f6', 'w1 > g8');
    expect([kindAt(s, 'g8'), kindAt(s, 'f7'), kindAt(s, 'g7'), kindAt(s, 'f8')]).toEqual(['empty', 'closed', 'closed', 'closed']);
  });

  it('FAQ 494: ice after a knight jump: another knight jump, in any direction', () => {
    const s = board({ tiles: { e5: 'empty', f6: 'horse', g8: 'ice' }, pirates: { w1: 'e5' } });
    play(s, 'w1 f6', 'w1 > g8');
    expect(legal(s).sort()).toEqual(['e7', 'e9', 'f10', 'f6', 'h10', 'h6', 'i7', 'i9'].map((c) => `w1 > ${c}`));
  });

  it('FAQ 497: stepping on the balloon puts the pirate aboard at once; nobody stands on it', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'balloon' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('g1');
    expect(turn(s)).toBe('y');
  });

  it('FAQ 500: flying onto ice: fly again anywhere on the island', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', h8: 'ice' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 > h8');
    expect(legal(s).length).toBe(116);
    play(s, 'w1 > b3');
    expect(where(s, 'w1')).toBe('b3');
  });

  it('FAQ 503: a pirate with a coin leaves it in place to strike an enemy', () => {
    const s = board({ tiles: { d5: 'chest1', e5: 'empty' }, pirates: { w1: 'd5', y1: 'e5' } });
    expect(can(s, 'w1 e5 coin')).toBe(false);
    play(s, 'w1 e5');
    expect([where(s, 'y1'), coinsAt(s, 'd5')]).toEqual(['a7', 1]);
  });

  it('FAQ 506: an empty ship cannot move', () => {
    const s = board({ tiles: { g2: 'empty' }, pirates: { w1: 'g2', w2: 'g2', w3: 'g2' } });
    expect(legal(s).filter((d) => d.startsWith('ship'))).toEqual([]);
  });

  it('FAQ 509: attacking a cell where enemies gather strikes all of them', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', y1: 'e5', y2: 'e5', y3: 'e5' } });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'y2'), where(s, 'y3')]).toEqual(['a7', 'a7', 'a7']);
  });

  it('FAQ 512: a ship with pirates of two allied colours sails for either; other crews may not board it', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { b1: 'g1', w1: 'g2', w2: 'g2', w3: 'g2' }, tiles: { g2: 'empty' }, turn: 'b' });
    expect(legal(s)).toContain('ship w f1');
    play(s, 'ship w f1');
    expect([shipCell(s, 'w'), where(s, 'b1')]).toEqual(['f1', 'f1']);
    const t = board({ options: { mode: '2v2' }, tiles: { g2: 'empty' }, pirates: { y1: 'g2' }, turn: 'y' });
    play(t, 'y1 g1');
    expect(where(t, 'y1')).toBe('dead');
  });

  it('FAQ 515: a pirate may swim to his ship, and the ship may sail to the pirate', () => {
    const s = board({ pirates: { w1: 'e1' } });
    play(s, 'ship w f1');
    untilTurn(s, 'w');
    play(s, 'w1 f1');
    expect(where(s, 'w1')).toBe('f1');
    const t = board({ pirates: { w1: 'h1' } });
    play(t, 'ship w h1');
    expect(where(t, 'w1')).toBe('h1');
    expect(movesOf(t, 'w1')).toEqual([]);
  });

  it('FAQ 518: a single arrow pointing at a crocodile is a cycle: the pirate dies (not back to his ship)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'crocodile' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('dead');
  });

  it('FAQ 521: an enemy on step I of a spinner may be struck from a neighbouring cell', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'jungle' }, pirates: { w1: 'd5', y1: { at: 'e5', step: 1 } } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
  });

  it('FAQ 524: an allied pirate stepping into the trap frees the caught one, and both are free', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'trap' }, pirates: { b1: { at: 'e5', trapped: true }, w1: 'd5' } });
    play(s, 'w1 e5');
    expect([isTrapped(s, 'b1'), isTrapped(s, 'w1')]).toEqual([false, false]);
  });

  it('FAQ 527: the trap acts every time', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: 'e5' } });
    play(s, 'w1 d5');
    untilTurn(s, 'w');
    play(s, 'w1 e5');
    expect(isTrapped(s, 'w1')).toBe(true);
  });

  it('FAQ 530: no entering a fortress where an enemy sits, neither to strike nor to share it', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { w1: 'd5', y1: 'e5' } });
    expect(movesOf(s, 'w1').some((d) => d.startsWith('w1 e5'))).toBe(false);
  });

  it('FAQ 533: reviving a pirate at the native woman takes a whole turn', () => {
    const s = board({ tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead' } });
    play(s, 'revive w2');
    expect(turn(s)).toBe('y');
    expect(where(s, 'w2')).toBe('e5');
  });

  it('FAQ 536: the rum barrel makes the pirate drunk again each time he comes back', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'rum' }, pirates: { w1: 'e5' } });
    play(s, 'w1 d5');
    untilTurn(s, 'w');
    play(s, 'w1 e5');
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
  });

  it('FAQ 539: crossing a spinner onto a crocodile puts the pirate back on the spinner, at step I', () => {
    const s = board({ tiles: { e5: 'desert', e6: 'crocodile' }, pirates: { w1: { at: 'e5', step: 3 } } });
    play(s, 'w1 e6');
    expect([where(s, 'w1'), stepOf(s, 'w1')]).toEqual(['e5', 1]);
  });

  it('FAQ 542: a pirate may wait on the airplane, and fly a comrade\'s coin brought to him', () => {
    const s = board({ tiles: { d5: 'chest1', e5: 'airplane', k10: 'empty' }, pirates: { w1: 'e5', w2: 'd5' } });
    play(s, 'w2 e5 coin', 'w2 stay');
    untilTurn(s, 'w');
    play(s, 'w1 k10 coin');
    expect([where(s, 'w1'), where(s, 'w2'), coinsAt(s, 'k10'), tileArg(s, 'e5')]).toEqual(['k10', 'e5', 1, 0]);
  });

  it('FAQ 545: the cannibal eats the pirate together with his coin', () => {
    const s = board({ tiles: { d5: 'chest1', e5: 'cannibal' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), lost(s), coinsAt(s, 'd5'), coinsAt(s, 'e5')]).toEqual(['dead', 1, 0, 0]);
  });

  it('FAQ 548: striking an enemy who opened the airplane and stayed on it lets the striker fly it', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { w1: 'd5', y1: 'e5' } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
    play(s, 'w1 > j3');
    expect(where(s, 'w1')).toBe('j3');
  });

  it('FAQ 551: the airplane carries one coin, not five', () => {
    const s = board({ tiles: { e5: 'airplane', j3: 'empty' }, pirates: { w1: 'e5' }, coins: { e5: 5 } });
    expect(movesOf(s, 'w1')).toContain('w1 j3 coin');
    play(s, 'w1 j3 coin');
    expect([coinsAt(s, 'j3'), coinsAt(s, 'e5')]).toEqual([1, 4]);
  });

  it('FAQ 554: a cannon may fire a pirate with his coin onto his own ship', () => {
    const s = board({ tiles: { f8: 'chest1', g8: 'cannon:2' }, pirates: { w1: 'f8' } });
    play(s, 'w1 g8 coin');
    expect([where(s, 'w1'), aboard(s, 'w')]).toEqual(['g1', 1]);
  });

  it('FAQ 557: an enemy stepping into a trap holding my pirate is caught; mine is struck back to his ship', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'w1'), isTrapped(s, 'y1')]).toEqual(['g1', true]);
  });
});

function setTurnY(s: ReturnType<typeof board>): void {
  play(s, 'pass');
  expect(turn(s)).toBe('y');
}
