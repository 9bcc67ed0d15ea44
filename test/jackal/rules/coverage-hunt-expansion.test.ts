/**
 * Coverage-guided hunt (session 26), the "original" expansion: scenarios for branches no rule
 * test took (docs/RULES.md "Coverage-guided hunt (session 26)"), each written from the passage
 * it names (full-rules-ru.txt lines; FAQ = its answers from line 435) before the branch's code
 * was read: the comrade a cannon sends under an enemy's ship, the second cannonball tile, a
 * wheelbarrow lost in the cave with its two coins.
 */
import { describe, expect, it } from 'vitest';
import { coinsAt, isLost, lost, movesOf, play, where } from './board.js';
import { ballsAt, barrowAt, xboard } from './items.js';

describe('the cannon carries a comrade along (FAQ 566 "Если это ваш пират — оба улетают по направлению ствола")', () => {
  it('FAQ 566 with 310 "Попав под вражеский корабль, пират погибает": both fly under black\'s ship and both die', () => {
    const s = xboard({ tiles: { g11: 'cannon:0', g10: 'empty' }, pirates: { w1: 'g10', w2: 'g11' } });
    play(s, 'w1 g11');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['dead', 'dead']);
  });

  it('FAQ 566 with 310 "Спасти его может только свой или дружественный корабль": in 2v2 both land aboard the ally\'s ship', () => {
    const s = xboard({ options: { mode: '2v2' }, tiles: { g11: 'cannon:0', g10: 'empty' }, pirates: { w1: 'g10', w2: 'g11' } });
    play(s, 'w1 g11');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['g13', 'g13']);
  });

  it('FAQ 566 with 310 "Золото ... в воде тонет": the comrade who stood there with a coin leaves it on the cannon and flies into the sea', () => {
    const s = xboard({ tiles: { e11: 'cannon:0', e10: 'empty' }, pirates: { w1: 'e10', w2: 'e11' }, coins: { e11: 1 } });
    play(s, 'w1 e11');
    expect([where(s, 'w1'), where(s, 'w2'), coinsAt(s, 'e11'), lost(s)]).toEqual(['e13', 'e13', 1, 0]);
  });
});

describe('cannonballs (423 "Когда вы открываете такую клетку, сразу кладите на неё одно ядро")', () => {
  it('423: the second cannonball tile turned over puts the second ball on it, the first one staying where it lies', () => {
    const s = xboard({ tiles: { d5: 'empty', c4: 'cannonball' }, items: { balls: ['c4'] }, pirates: { w1: 'd5' }, hidden: { e5: 'cannonball' } });
    play(s, 'w1 e5');
    expect(ballsAt(s)).toEqual(['c4', 'e5']);
  });
});

describe('the wheelbarrow underground (431 "перетаскивать в ней сразу два предмета"; 381 "пират будет бродить внутри")', () => {
  it('431 with 381: a pirate with the wheelbarrow and two coins entering the only open cave is lost holding them, and comes out with them', () => {
    const s = xboard({
      options: { tiles: 'treasure-island' },
      tiles: { d5: 'wheelbarrow', e5: 'cave', i9: 'empty' }, items: { barrow: 'd5' }, coins: { d5: 2 },
      pirates: { w1: 'd5', w2: 'i9' }, hidden: { j9: 'cave' },
    });
    play(s, 'w1 e5 coin coin barrow');
    expect([where(s, 'w1'), isLost(s, 'w1'), barrowAt(s), coinsAt(s, 'd5'), coinsAt(s, 'e5')]).toEqual(['e5', true, 'held:w1', 0, 0]);
    for (let i = 0; i < 3; i++) play(s, movesOf(s, ['y1', 'b1', 'r1'][i]).length > 0 ? movesOf(s, ['y1', 'b1', 'r1'][i])[0] : 'pass');
    play(s, 'w2 j9');
    expect([where(s, 'w1'), isLost(s, 'w1'), barrowAt(s), coinsAt(s, 'j9'), lost(s)]).toEqual(['j9', false, 'j9', 2, 0]);
  });
});
