/**
 * Black-box hunt on Friday and the missionary (session 25), part 1: what moves them and what
 * they meet on land. Written from full-rules-ru.txt before the engine was read: Friday 351,
 * the missionary 341, the trap 214-216, spinners 115/168, the cannibal 232, the rum barrel 373,
 * the fortress 240, the jungle (thicket) 397, the earthquake 389, Ben Gunn 331, FAQ 455, 476,
 * 557. Each test is named after the rule and the passage's line; where a ruling of record in
 * docs/RULES.md decides a question the text leaves open, the test cites it. Part 2
 * (friday-missionary-2.test.ts): ships, the water, fights, flights and the modes.
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../../src/jackal/state.js';
import {
  BoardSpec, board, bottles, carries, coinsAt, crewOf, isConverted, isTrapped, legal, movesOf, play, stepOf, untilTurn, where,
} from '../board.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('the trap (214, 351 "не падает в ямы-ловушки", FAQ 557)', () => {
  it('351: Friday may not step into a trap where an enemy is caught: he cannot attack', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: { at: 'e5', trapped: true } } });
    expect(movesOf(s, 'fri')).not.toContain('fri e5');
    expect(movesOf(s, 'fri')).toContain('fri c5');
  });

  it('FAQ 557 twice: Friday won over in a trap goes back to the crew whose pirate comes next, who strikes the caught one and is caught himself', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap', f5: 'empty' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'y' }, y1: 'f5' } });
    play(s, 'w1 e5'); // TI-R20: Friday won over, w1 caught
    expect([crewOf(s, 'fri'), isTrapped(s, 'w1')]).toEqual(['w', true]);
    play(s, 'y1 e5');
    expect([where(s, 'w1'), where(s, 'fri'), crewOf(s, 'fri'), where(s, 'y1'), isTrapped(s, 'y1')]).toEqual(['g1', 'e5', 'y', 'e5', true]);
  });

  it('214: a pirate stepping into a trap where his own Friday stands is not caught (a comrade is there)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'w' } } });
    play(s, 'w1 e5');
    expect(isTrapped(s, 'w1')).toBe(false);
  });

  it('216: in 2v2 Friday frees the ally\'s pirate caught in a trap', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'b' }, w1: { at: 'e5', trapped: true } }, turn: 'b' });
    play(s, 'fri e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'fri')]).toEqual([false, false]);
  });

  it('341: the missionary is caught by a trap like anyone (only Friday is spared, 351)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect(isTrapped(s, 'mis')).toBe(true);
  });

  it('341: an enemy may not step into the trap where the missionary is caught (he cannot be attacked)', () => {
    const s = ti({ tiles: { e5: 'trap', f5: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w', trapped: true }, y1: 'f5' }, turn: 'y' });
    expect(movesOf(s, 'y1')).not.toContain('y1 e5');
  });
});

describe('spinners (351 "проходит любую клетку вертушку за один ход", README ruling 5)', () => {
  it('351: Friday crosses the mountains (5 steps) in one move with his coin and leaves the next turn with it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'mountains', f5: 'empty' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5 coin');
    expect([stepOf(s, 'fri'), carries(s, 'fri'), coinsAt(s, 'd5')]).toEqual([5, true, 0]);
    untilTurn(s, 'w');
    play(s, 'fri f5 coin');
    expect([where(s, 'fri'), coinsAt(s, 'f5')]).toEqual(['f5', 1]);
  });

  it('351: an enemy advancing onto Friday\'s last step wins him over; Friday stays there', () => {
    const s = ti({ tiles: { e5: 'mountains' }, pirates: { fri: { at: 'e5', crew: 'w', step: 5 }, y1: { at: 'e5', step: 4 } }, turn: 'y' });
    play(s, 'y1 e5');
    expect([crewOf(s, 'fri'), stepOf(s, 'fri'), stepOf(s, 'y1'), where(s, 'fri')]).toEqual(['y', 5, 5, 'e5']);
  });

  it('341: the missionary has no such gift: he enters a desert on step I', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'desert' }, pirates: { mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect(stepOf(s, 'mis')).toBe(1);
  });

  it('341, 351: Friday crossing a spinner onto the enemy missionary alone on its last step: both vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'jungle' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y', step: 2 } } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });
});

describe('the cannibal and the rum barrel (232, 373; 351 "ром (в любом виде)")', () => {
  it('232: the missionary stepping onto the cannibal dies (only Friday is spared, 351)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cannibal' }, pirates: { mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect(where(s, 'mis')).toBe('dead');
  });

  it('232: so does the converted missionary, an ordinary pirate (341)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cannibal' }, pirates: { mis: { at: 'd5', crew: 'w', converted: true } } });
    play(s, 'mis e5');
    expect(where(s, 'mis')).toBe('dead');
  });

  it('351: an arrow carries Friday with a coin onto a rum barrel: he drinks and leaves the game, the coin lies on the barrel', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'rum' }, coins: { c5: 1 }, pirates: { fri: { at: 'c5', crew: 'w' } } });
    play(s, 'fri d5 coin');
    expect([where(s, 'fri'), coinsAt(s, 'c5'), coinsAt(s, 'e5')]).toEqual(['dead', 0, 1]);
  });

  it('341, 373: ice carries the missionary onto a rum barrel: he drinks, is converted and moves on his crew\'s next turn', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'ice', e5: 'rum', f5: 'empty' }, pirates: { mis: { at: 'c5', crew: 'w' } } });
    play(s, 'mis d5');
    expect([where(s, 'mis'), isConverted(s, 'mis')]).toEqual(['e5', true]);
    untilTurn(s, 'w');
    expect(movesOf(s, 'mis')).toContain('mis f5');
  });

  it('351: Friday turning over a rum barrel drinks it and leaves the game', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'rum' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect(where(s, 'fri')).toBe('dead');
  });

  it('341: the missionary turning over a rum barrel is converted (the same as being given rum)', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'rum' }, pirates: { mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), isConverted(s, 'mis'), crewOf(s, 'mis')]).toEqual(['e5', true, 'w']);
  });
});

describe('turning tiles over (351 "может открывать клетки, как обычный пират", 341, FAQ 455)', () => {
  it('FAQ 455: an arrow carries Friday with a coin onto face-down bottles2: he drinks one and leaves, one goes to the store, the coin stays where he began (R7)', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1' }, hidden: { e5: 'bottles2' }, coins: { c5: 1 }, pirates: { fri: { at: 'c5', crew: 'w' } } });
    play(s, 'fri d5 coin');
    expect([where(s, 'fri'), coinsAt(s, 'c5'), coinsAt(s, 'e5'), bottles(s, 'w')]).toEqual(['dead', 1, 0, 1]);
  });

  it('331: Friday won over by yellow finds Ben Gunn for yellow', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'ben-gunn' }, pirates: { fri: { at: 'd5', crew: 'y' } }, turn: 'y' });
    play(s, 'fri e5');
    expect([where(s, 'ben'), crewOf(s, 'ben'), where(s, 'fri')]).toEqual(['e5', 'y', 'e5']);
  });

  it('351: Friday turning over a trap is not caught and walks off next turn', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect(isTrapped(s, 'fri')).toBe(false);
    untilTurn(s, 'w');
    expect(movesOf(s, 'fri')).toContain('fri f5');
  });

  it('341: the missionary turning over a chest sets its coins out but cannot take one', () => {
    const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'chest3' }, pirates: { mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect(coinsAt(s, 'e5')).toBe(3);
    untilTurn(s, 'w');
    expect(movesOf(s, 'mis').filter((d) => d.endsWith('coin'))).toEqual([]);
    expect(movesOf(s, 'mis')).toContain('mis f5');
  });

  it('389: the earthquake swaps only cells where nobody stands: not Friday\'s nor the missionary\'s; Friday who turned it over picks', () => {
    const s = ti({ tiles: { d5: 'empty', c3: 'empty', c4: 'empty' }, hidden: { e5: 'earthquake' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'c4', crew: 'y' }, w1: 'c3' } });
    play(s, 'fri e5');
    const picks = legal(s);
    expect(picks).toContain('fri > d5');
    expect(picks.some((d) => /> (e5|c3|c4)$/.test(d))).toBe(false);
    expect(picks.length).toBe(117 - 3);
  });
});

describe('the fortress (240, FAQ 551 "враг в крепости неуязвим")', () => {
  it('240: an enemy may not step into a fortress where Friday stands alone (he cannot be won over there)', () => {
    const s = ti({ tiles: { e5: 'fortress', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'f5' }, turn: 'y' });
    expect(movesOf(s, 'y1')).not.toContain('y1 e5');
  });

  it('240, 351: Friday may not step into a fortress the enemy holds', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'e5' } });
    expect(movesOf(s, 'fri')).not.toContain('fri e5');
  });

  it('240 "с золотом сюда не зайти": Friday enters a fortress but not with a coin', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'fortress' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    expect(movesOf(s, 'fri')).toContain('fri e5');
    expect(movesOf(s, 'fri')).not.toContain('fri e5 coin');
  });
});

describe('the jungle (397 "нельзя сражаться", TI-R15)', () => {
  it('397: an enemy pirate stepping into the jungle where Friday stands does not win him over', () => {
    const s = ti({ tiles: { e5: 'thicket', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'f5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), where(s, 'y1')]).toEqual(['w', 'e5', 'e5']);
  });

  it('341, 397: Friday stepping into the jungle onto the enemy missionary: both vanish (meeting is no fight)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y' } } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('341, TI-R15: the enemy missionary steps into the jungle onto Friday and his pirate: Friday and he vanish, the pirate stays', () => {
    const s = ti({ tiles: { e5: 'thicket', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, w1: 'e5', mis: { at: 'f5', crew: 'y' } }, turn: 'y' });
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis'), where(s, 'w1')]).toEqual(['dead', 'dead', 'e5']);
  });

  it('397: Friday may not bring a coin into the jungle', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, coins: { d5: 1 }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    expect(movesOf(s, 'fri')).toContain('fri e5');
    expect(movesOf(s, 'fri')).not.toContain('fri e5 coin');
  });
});
