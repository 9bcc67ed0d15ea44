/**
 * Black-box scenarios for Treasure Island, written from full-rules-ru.txt (lines as in
 * docs/RULES.md) before reading the engine: the island's people with the classic
 * tiles, coins and the treasure with chains, caves and traps.
 */
import { describe, expect, it } from 'vitest';
import {
  BoardSpec, aboard, board, bottles, can, coinsAt, crewOf, isConverted, isLost, isTrapped, legal, lost, movesOf, play, stepOf, treasureShip,
  turn, untilTurn, where,
} from '../board.js';
import { disagreementsAfter } from '../../../support/differential.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('Friday and the missionary with the classic tiles (341, 351)', () => {
  it('298: Friday on the balloon goes to his crew\'s ship with the coin he carries', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'balloon' }, pirates: { fri: { at: 'e4', crew: 'w' } }, coins: { e4: 1 } });
    play(s, 'fri e5 coin');
    expect([where(s, 'fri'), aboard(s, 'w')]).toEqual(['g1', 1]);
  });

  it('229: Friday fired by the cannon into the sea swims, and his coin sinks', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { fri: { at: 'd2', crew: 'w' } }, coins: { d2: 1 } });
    play(s, 'fri e2 coin');
    expect([where(s, 'fri'), lost(s)]).toEqual(['e1', 1]);
  });

  it('351 "никого атаковать не может" + 142: a knight jump that ends on an enemy kills Friday', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'horse', f7: 'empty' }, pirates: { fri: { at: 'e4', crew: 'w' }, y1: 'f7' } });
    play(s, 'fri e5', 'fri > f7');
    expect([where(s, 'fri'), where(s, 'y1')]).toEqual(['dead', 'f7']);
  });

  it('351 "если Пятницу атакуют он начинает играть за врага": struck on a spinner\'s last step by the enemy behind him, he changes sides', () => {
    const s = ti({ tiles: { e5: 'desert' }, pirates: { fri: { at: 'e5', crew: 'w', step: 3 }, y1: { at: 'e5', step: 2 } }, turn: 'y' });
    play(s, 'y1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), stepOf(s, 'y1')]).toEqual(['y', 'e5', 3]);
  });

  it('351: Friday may not step onto a trap where an enemy is caught (he would strike him)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: { at: 'e5', trapped: true } } });
    expect(can(s, 'fri e5')).toBe(false);
  });

  it('351 "не падает в ямы-ловушки" is said of Friday only: the missionary entering a trap is caught', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect(isTrapped(s, 'mis')).toBe(true);
  });

  it('341 "Миссионер не заходит на клетки с врагами": nor into a fortress held by an enemy', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { mis: { at: 'd5', crew: 'w' }, y1: 'e5' } });
    expect(can(s, 'mis e5')).toBe(false);
  });

  it('341: a pirate with his missionary on a spinner\'s step is not struck by the enemy behind', () => {
    const s = ti({ tiles: { e5: 'desert' }, pirates: { w1: { at: 'e5', step: 2 }, mis: { at: 'e5', crew: 'w', step: 2 }, y1: { at: 'e5', step: 1 } }, turn: 'y' });
    expect(can(s, 'y1 e5')).toBe(false);
  });

  it('341 "при открытии клетки с ромом эффект будет тот же": the missionary revealing bottles by an arrow\'s chain is converted', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1' }, pirates: { mis: { at: 'd5', crew: 'w' } }, hidden: { f5: 'bottles2' } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), isConverted(s, 'mis'), bottles(s, 'w')]).toEqual(['f5', true, 1]);
  });

  it('351 "если он встретит ром (в любом виде)": Friday brought by an arrow onto a rum barrel leaves the game; his coin stays there', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'rum' }, pirates: { fri: { at: 'd5', crew: 'w' } }, coins: { d5: 1 } });
    play(s, 'fri e5 coin');
    expect([where(s, 'fri'), coinsAt(s, 'f5') + coinsAt(s, 'd5'), lost(s)]).toEqual(['dead', 1, 0]);
  });

  it('Ben Gunn (331 "ещё одним вашим пиратом") is caught by a trap and freed by a comrade', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap', f5: 'empty' }, pirates: { ben: { at: 'd5', crew: 'w' }, w1: 'f5' } });
    play(s, 'ben e5');
    expect(isTrapped(s, 'ben')).toBe(true);
    untilTurn(s, 'w');
    play(s, 'w1 e5');
    expect([isTrapped(s, 'ben'), isTrapped(s, 'w1')]).toEqual([false, false]);
  });

  it('331: Ben Gunn struck goes to the ship of the crew he joined', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { ben: { at: 'e5', crew: 'b' }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect(where(s, 'ben')).toBe('g13');
  });
});

describe('rum bottles (357-365)', () => {
  it('365 "выбираться из любых лабиринтов сразу напрямую": a bottle takes a pirate off step I of the mountains at once, with his coin', () => {
    const s = ti({ tiles: { e5: 'mountains', e6: 'empty' }, pirates: { w1: { at: 'e5', step: 1, carry: true } }, bottles: { w: 1 } });
    play(s, 'w1 e6 coin rum');
    expect([where(s, 'w1'), coinsAt(s, 'e6'), bottles(s, 'w')]).toEqual(['e6', 1, 0]);
  });

  it('365 + 357: 2v2, a trapped pirate gets out with a bottle from his ally\'s store', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { e5: 'trap', e6: 'empty' }, pirates: { w1: { at: 'e5', trapped: true } }, bottles: { b: 1 } });
    play(s, 'w1 e6 rum');
    expect([where(s, 'w1'), bottles(s, 'b')]).toEqual(['e6', 0]);
  });

  it('365: bottles revealed at the end of an arrow\'s chain go to the store of the crew that moved', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1' }, pirates: { y1: 'd5' }, hidden: { f5: 'bottles3' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([bottles(s, 'y'), bottles(s, 'w')]).toEqual([3, 0]);
  });
});

describe('the galleon treasure with tiles (274 "по тем же правилам что и монета")', () => {
  it('298: the balloon carries it aboard, worth 3', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'balloon' }, pirates: { w1: 'e4' }, treasure: 'e4' });
    play(s, 'w1 e5 treasure');
    expect([where(s, 'w1'), treasureShip(s)]).toEqual(['g1', 'w']);
  });

  it('263 + FAQ 545: the cannibal eats it with its carrier', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'cannibal' }, pirates: { w1: 'e4' }, treasure: 'e4' });
    play(s, 'w1 e5 treasure');
    expect([where(s, 'w1'), treasureShip(s)]).toEqual(['dead', 'sunk']);
  });

  it('229 + FAQ 554: the cannon aimed at the own ship puts it aboard', () => {
    const s = ti({ tiles: { f2: 'empty', g2: 'cannon:2' }, pirates: { w1: 'f2' }, treasure: 'f2' });
    play(s, 'w1 g2 treasure');
    expect(treasureShip(s)).toBe('w');
  });
});

describe('caves with other tiles (381)', () => {
  it('a knight jump into a cave with two open goes through it and stops at the other mouth', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'horse', f7: 'cave', j10: 'cave' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e5', 'w1 > f7');
    expect([where(s, 'w1'), turn(s)]).toEqual(['j10', 'y']);
  });

  it('a flight into the only open cave: the pirate is lost underground', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'airplane', f9: 'cave' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e5', 'w1 > f9');
    expect([where(s, 'w1'), isLost(s, 'w1')]).toEqual(['f9', true]);
  });

  it('381 "Белый пират открывает выход и переносится на вход. Красный пират оказывается на выходе"', () => {
    const s = ti({ tiles: { e5: 'cave', i9: 'empty' }, pirates: { w1: { at: 'e5', lost: true }, y1: 'i9' }, hidden: { j10: 'cave' }, turn: 'y' });
    play(s, 'y1 j10');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['j10', 'e5']);
  });

  it('README 4 "which acts again": the crocodile beside a cave mouth sends the pirate back onto the cave, and with two open it takes him through', () => {
    const s = ti({ tiles: { e5: 'cave', j10: 'cave', f5: 'crocodile' }, pirates: { w1: 'e5' } });
    play(s, 'w1 f5');
    expect(where(s, 'w1')).toBe('j10');
  });
});

describe('the jungle (397) with chains', () => {
  it('an arrow into the jungle where an enemy stands: they share it, nobody is struck', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'thicket' }, pirates: { w1: 'd5', y1: 'f5' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['f5', 'f5']);
  });

  it('Friday may not carry a coin into the jungle; he enters it empty-handed', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { fri: { at: 'd5', crew: 'w' } }, coins: { d5: 1 } });
    expect(can(s, 'fri e5 coin')).toBe(false);
    expect(can(s, 'fri e5')).toBe(true);
  });
});

describe('the earthquake (389) and the lighthouse (316)', () => {
  it('the earthquake revealed at the end of an arrow asks the mover for two cells, not the cell he stands on', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1' }, pirates: { w1: 'd5' }, hidden: { f5: 'earthquake' } });
    play(s, 'w1 e5');
    const picks = legal(s);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks).not.toContain('w1 > f5');
  });

  it('the lighthouse reached by an arrow works for the first comer', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'lighthouse' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(turn(s)).toBe('w');
    expect(legal(s).every((d) => d.startsWith('w1 > '))).toBe(true);
  });
});

describe('modes with the island\'s people', () => {
  it('2v2: Friday struck by an enemy joins the striker\'s crew, not his ally\'s', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, r1: 'd5' }, turn: 'r' });
    play(s, 'r1 e5');
    expect(crewOf(s, 'fri')).toBe('r');
  });

  it("2v2: an ally steps onto white's Friday and does not win him over (allies do not attack each other)", () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, b1: 'd5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([crewOf(s, 'fri'), where(s, 'b1')]).toEqual(['w', 'e5']);
  });

  it('the missionary\'s crew revives: 3 pirates and the missionary, one pirate dead (FAQ 445), but not when he is converted', () => {
    const s = ti({ tiles: { e5: 'native', c3: 'empty' }, pirates: { w1: 'e5', w2: 'e5', w3: 'dead', mis: { at: 'c3', crew: 'w' } } });
    expect(can(s, 'revive w3')).toBe(true);
    expect(movesOf(s, 'mis').length).toBeGreaterThan(0);
  });
});

describe('found by this hunt: a strike that wins Friday over makes him no comrade who came (TI-R20, X-R19)', () => {
  it('FAQ 557 "Враг попадётся" with 210 "ждите, пока на клетку придёт товарищ": an enemy stepping into the trap where Friday stands wins him over and is caught', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    expect(disagreementsAfter(s, 'y1-e5')).toEqual([]); // the reference model plays it alike
    play(s, 'y1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), isTrapped(s, 'y1'), isTrapped(s, 'fri')]).toEqual(['y', 'e5', true, false]);
    untilTurn(s, 'y');
    expect(movesOf(s, 'y1')).toEqual([]); // he waits for a comrade to come
  });

  it('2v2 the same: red wins white\'s Friday in the trap and is caught; a comrade who comes then frees him', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'trap', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, r1: 'd5', y1: 'f5' }, turn: 'r' });
    expect(disagreementsAfter(s, 'r1-e5')).toEqual([]);
    play(s, 'r1 e5');
    expect([crewOf(s, 'fri'), isTrapped(s, 'r1')]).toEqual(['r', true]);
    untilTurn(s, 'y');
    play(s, 'y1 e5');
    expect([isTrapped(s, 'r1'), isTrapped(s, 'y1')]).toEqual([false, false]);
  });

  it('FAQ 566 "Если чужой пират — ваш оказывается побитым, а враг улетает": Friday standing on the cannon after his shot is won over and stays; the enemy flies alone', () => {
    const s = ti({ options: { expansion: 'original' }, tiles: { d4: 'empty', e4: 'cannon:0' }, pirates: { fri: { at: 'e4', crew: 'w' }, y1: 'd4' }, turn: 'y' });
    play(s, 'y1 e4');
    expect([where(s, 'y1'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['e13', 'e4', 'y']);
  });

  it('FAQ 566 "Если это ваш пират — оба улетают": his own Friday on the cannon flies along with a comrade who comes', () => {
    const s = ti({ options: { expansion: 'original' }, tiles: { d4: 'empty', e4: 'cannon:0' }, pirates: { fri: { at: 'e4', crew: 'w' }, w1: 'd4' } });
    play(s, 'w1 e4');
    expect([where(s, 'w1'), where(s, 'fri')]).toEqual(['e13', 'e13']);
  });
});
