/**
 * Black-box scenarios for the "original" expansion's wheelbarrow (session 25), written from the
 * texts before the engine was read: full-rules-ru.txt 431 (bare numbers) "Если у пирата есть
 * тачка, он может перетаскивать в ней сразу два предмета … Сама тачка двигается так же, как
 * монеты", with the classic tiles (arrows, ice, the horse, the crocodile, spinners, the trap, the
 * rum barrel, the fortress, the sea) and the rules for coins (96-100); `tn` = tile-notes-ru.txt.
 * On ground expansion.test.ts and the earlier hunts leave, with the moves the texts forbid.
 */
import { describe, expect, it } from 'vitest';
import { aboard, can, coinsAt, lost, movesOf, play, setTurn, stepOf, untilTurn, where } from './board.js';
import { ballsAt, barrowAt, boatAt, xboard } from './items.js';

describe('what the wheelbarrow takes (431 "сразу два предмета"; tn 210)', () => {
  it('431 "два предмета": three things never, with three coins and a ball lying there', () => {
    const s = xboard({ tiles: { e5: 'wheelbarrow', e6: 'empty' }, items: { balls: ['e5'], barrow: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 3 } });
    const to6 = movesOf(s, 'w1').filter((d) => d.startsWith('w1 e6'));
    expect(to6).toContain('w1 e6 coin coin barrow');
    expect(to6).toContain('w1 e6 coin ball barrow');
    expect(to6.some((d) => d.split(' ').length > 5)).toBe(false); // pirate, cell, two things and the barrow at most
    expect(can(s, 'w1 e6 coin coin ball barrow')).toBe(false);
  });

  it('431 with tn 210: the boat and two coins are three things: launching he takes the boat and one coin', () => {
    const s = xboard({ tiles: { e2: 'boat' }, items: { boat: 'e2', barrow: 'e2' }, pirates: { w1: 'e2' }, coins: { e2: 2 } });
    expect(can(s, 'w1 e1 coin coin boat barrow')).toBe(false);
    play(s, 'w1 e1 coin boat barrow');
    expect([boatAt(s), barrowAt(s), aboard(s, 'w'), coinsAt(s, 'e2')]).toEqual(['afloat:w:e1', 'aboard:w', 1, 1]);
  });

  it('431 "одну монету и одно ядро" with tn 210: launching with the boat and a ball, the ball and the barrow are aboard at once', () => {
    const s = xboard({ tiles: { e2: 'boat' }, items: { boat: 'e2', barrow: 'e2', balls: ['e2'] }, pirates: { w1: 'e2' } });
    play(s, 'w1 e1 ball boat barrow');
    expect([boatAt(s), barrowAt(s), ballsAt(s)]).toEqual(['afloat:w:e1', 'aboard:w', ['aboard:w', 'face-down']]);
  });

  it('431 "Сама тачка двигается так же, как монеты" with 97: the empty wheelbarrow never goes into a face-down tile', () => {
    const s = xboard({ tiles: { e5: 'wheelbarrow' }, items: { barrow: 'e5' }, pirates: { w1: 'e5' } });
    expect(movesOf(s, 'w1').some((d) => d.includes('barrow'))).toBe(false); // every cell around is face down
    expect(can(s, 'w1 e6')).toBe(true);
  });

  it('431 with 98 "Бить врага с золотишком в руках нельзя": not onto an enemy with the wheelbarrow; he leaves it and its coins and strikes', () => {
    const s = xboard({ tiles: { e5: 'wheelbarrow', e6: 'empty' }, items: { barrow: 'e5' }, pirates: { w1: 'e5', y1: 'e6' }, coins: { e5: 2 } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e6'))).toEqual(['w1 e6']);
    play(s, 'w1 e6');
    expect([where(s, 'y1'), barrowAt(s), coinsAt(s, 'e5')]).toEqual(['a7', 'e5', 2]);
  });

  it('431 with 240 "с золотом сюда не зайти": not into a fortress, nor the native woman\'s, with the wheelbarrow', () => {
    const s = xboard({ tiles: { e5: 'wheelbarrow', e6: 'fortress', d6: 'native' }, items: { barrow: 'e5' }, pirates: { w1: 'e5' } });
    expect([can(s, 'w1 e6 barrow'), can(s, 'w1 d6 barrow'), can(s, 'w1 e6'), can(s, 'w1 d6')]).toEqual([false, false, true, true]);
  });
});

describe('the wheelbarrow in chains (431 with 154-232)', () => {
  it('431 with 206 "повторяет предыдущий ход": he slides over the ice with the wheelbarrow and both coins', () => {
    const s = xboard({ tiles: { c5: 'wheelbarrow', d5: 'ice', e5: 'empty' }, items: { barrow: 'c5' }, pirates: { w1: 'c5' }, coins: { c5: 2 } });
    play(s, 'w1 d5 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e5'), coinsAt(s, 'c5')]).toEqual(['e5', 'e5', 2, 0]);
  });

  it('431 with 224: the crocodile sends him back with the wheelbarrow and both coins', () => {
    const s = xboard({ tiles: { e5: 'wheelbarrow', e6: 'crocodile' }, items: { barrow: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 2 } });
    play(s, 'w1 e6 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e5')]).toEqual(['e5', 'e5', 2]);
  });

  it('431 with 97 and tn 137 (a chain into a closed tile): an arrow into a face-down cell: he goes alone; the wheelbarrow and coins stay where he began', () => {
    const s = xboard({ tiles: { c5: 'wheelbarrow', d5: 'arrow1:1' }, items: { barrow: 'c5' }, pirates: { w1: 'c5' }, coins: { c5: 2 } });
    play(s, 'w1 d5 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'c5'), coinsAt(s, 'e5')]).toEqual(['e5', 'c5', 2, 0]);
  });

  it('431 with tn 136 "Ход на клетку, приводящую в итоге … на крепость, занятую игроком другой команды — приводит к смерти": the wheelbarrow stays where he began', () => {
    const s = xboard({ tiles: { c5: 'wheelbarrow', d5: 'arrow1:1', e5: 'fortress' }, items: { barrow: 'c5' }, pirates: { w1: 'c5', y1: 'e5' }, coins: { c5: 2 } });
    play(s, 'w1 d5 coin coin barrow');
    expect([where(s, 'w1'), where(s, 'y1'), barrowAt(s), coinsAt(s, 'c5'), lost(s)]).toEqual(['dead', 'e5', 'c5', 2, 0]);
  });

  it('431 with 164: a knight jump onto his own ship takes the wheelbarrow and both coins aboard', () => {
    const s = xboard({ tiles: { f4: 'wheelbarrow', f3: 'horse' }, items: { barrow: 'f4' }, pirates: { w1: 'f4' }, coins: { f4: 2 } });
    play(s, 'w1 f3 coin coin barrow', 'w1 > g1');
    expect([where(s, 'w1'), aboard(s, 'w'), barrowAt(s)]).toEqual(['g1', 2, 'aboard:w']);
  });

  it('431 with 180 (desert, three steps) and R12: the wheelbarrow and its coins go step by step with him and leave the last step with him', () => {
    const s = xboard({ tiles: { e4: 'wheelbarrow', e5: 'desert', e6: 'empty' }, items: { barrow: 'e4' }, pirates: { w1: 'e4' }, coins: { e4: 2 } });
    play(s, 'w1 e5 coin coin barrow');
    expect([stepOf(s, 'w1'), barrowAt(s), coinsAt(s, 'e4')]).toEqual([1, 'held:w1', 0]);
    setTurn(s, 'w');
    play(s, 'w1 e5'); // advancing, he takes along what he holds
    setTurn(s, 'w');
    play(s, 'w1 e5');
    expect([stepOf(s, 'w1'), barrowAt(s)]).toEqual([3, 'held:w1']);
    setTurn(s, 'w');
    play(s, 'w1 e6 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e6')]).toEqual(['e6', 'e6', 2]);
  });

  it('431 with 373 "пропускает один ход": drunk on a rum barrel with the wheelbarrow, he skips a turn, then wheels it on', () => {
    const s = xboard({ tiles: { e5: 'wheelbarrow', e6: 'rum', e7: 'empty' }, items: { barrow: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 1 } });
    play(s, 'w1 e6 coin barrow');
    expect([barrowAt(s), coinsAt(s, 'e6')]).toEqual(['e6', 1]);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
    play(s, 'w2 g2');
    untilTurn(s, 'w');
    play(s, 'w1 e7 coin barrow');
    expect([barrowAt(s), coinsAt(s, 'e7')]).toEqual(['e7', 1]);
  });

  it('431 with 128 "попал в цикл": two arrows pointing at each other kill him; the wheelbarrow and coins stay where he began (README ruling 3)', () => {
    const s = xboard({ tiles: { c5: 'wheelbarrow', d5: 'arrow1:1', e5: 'arrow1:3' }, items: { barrow: 'c5' }, pirates: { w1: 'c5' }, coins: { c5: 2 } });
    play(s, 'w1 d5 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'c5'), lost(s)]).toEqual(['dead', 'c5', 2, 0]);
  });

  it('431 with 98 and R7: an arrow carries him onto an enemy: he strikes empty-handed; the wheelbarrow and coins stay where he began', () => {
    const s = xboard({ tiles: { c5: 'wheelbarrow', d5: 'arrow1:1', e5: 'empty' }, items: { barrow: 'c5' }, pirates: { w1: 'c5', y1: 'e5' }, coins: { c5: 2 } });
    play(s, 'w1 d5 coin coin barrow');
    expect([where(s, 'w1'), where(s, 'y1'), barrowAt(s), coinsAt(s, 'c5'), coinsAt(s, 'e5')]).toEqual(['e5', 'a7', 'c5', 2, 0]);
  });

  it('423 with 431: he wheels a ball and the boat onto the cannon: he fires and stays; the boat lies on the cannon with the wheelbarrow (X-R4, X-R5)', () => {
    const s = xboard({ tiles: { e5: 'boat', e4: 'cannon:2', e2: 'empty' }, items: { boat: 'e5', barrow: 'e5', balls: ['e5'] }, pirates: { w1: 'e5', y1: 'e2' } });
    play(s, 'w1 e4 ball boat barrow');
    expect([where(s, 'w1'), where(s, 'y1'), boatAt(s), barrowAt(s), ballsAt(s)]).toEqual(['e4', 'dead', 'e4', 'e4', ['face-down', 'gone']]);
  });

  it('423 with 431: the shot kills a carrier on a spinner\'s step in line; the wheelbarrow and both coins he held are gone', () => {
    const s = xboard({
      tiles: { d3: 'cannonball', e4: 'cannon:0', e8: 'desert' },
      items: { balls: ['d3'] },
      pirates: { w1: 'd3', y1: { at: 'e8', step: 2, carry: true, carry2: true, holds: ['barrow'] } },
    });
    play(s, 'w1 e4 ball');
    expect([where(s, 'y1'), barrowAt(s), coinsAt(s, 'e8'), lost(s)]).toEqual(['dead', 'gone', 0, 2]);
  });
});

describe('the wheelbarrow and allies (431 with 142)', () => {
  it('2v2: black wheels two coins aboard white\'s ship: both count for the team; the wheelbarrow is aboard', () => {
    const s = xboard({ options: { mode: '2v2' }, tiles: { g2: 'wheelbarrow' }, items: { barrow: 'g2' }, pirates: { b1: 'g2' }, coins: { g2: 2 }, turn: 'b' });
    play(s, 'b1 g1 coin coin barrow');
    expect([where(s, 'b1'), aboard(s, 'w') + aboard(s, 'b'), barrowAt(s)]).toEqual(['g1', 2, 'aboard:w']);
  });

  it('4p: yellow may not bring the wheelbarrow onto white\'s ship: stepping there kills him and nothing boards (125)', () => {
    const s = xboard({ tiles: { g2: 'wheelbarrow' }, items: { barrow: 'g2' }, pirates: { y1: 'g2' }, coins: { g2: 1 }, turn: 'y' });
    expect(can(s, 'y1 g1 coin barrow')).toBe(false); // FAQ 464: "Просто с берега — нет": no walking into the sea with loot (R7's reading)
    play(s, 'y1 g1');
    expect([where(s, 'y1'), barrowAt(s), coinsAt(s, 'g2'), aboard(s, 'w')]).toEqual(['dead', 'g2', 1, 0]);
  });
});
