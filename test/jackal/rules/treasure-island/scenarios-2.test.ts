/**
 * Black-box scenarios for Treasure Island and the original expansion, second pass (session
 * 24), written from full-rules-ru.txt (lines as in docs/RULES.md; `tn` = tile-notes-ru.txt)
 * before reading the engine: the island's people finding each other and the fortress, the
 * galleon treasure in the count and at the game's end, the earthquake and the lighthouse
 * reached by chains, and items at the end.
 */
import { describe, expect, it } from 'vitest';
import { isTerminal, result, scores } from '../../../../src/jackal/outcome.js';
import { disagreementsAfter } from '../../../support/differential.js';
import {
  BoardSpec, aboard, board, bottles, can, coinTotal, coinsAt, crewOf, holdsTreasure, isLost, isTrapped, legal, lost, movesOf, play, treasureAt, treasureShip, turn,
  where,
} from '../board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('Ben Gunn and the missionary find a crew (331 "присоединится к первой заглянувшей на огонек команде"; 341)', () => {
  it('Friday turning over Ben Gunn\'s tile brings him to Friday\'s crew', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'y' } }, hidden: { e5: 'ben-gunn' }, turn: 'y' });
    play(s, 'fri e5');
    expect([where(s, 'ben'), crewOf(s, 'ben')]).toEqual(['e5', 'y']);
  });

  it('found at the end of an arrow\'s chain, Ben Gunn joins the crew that moved', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1' }, pirates: { b1: 'd5' }, hidden: { f5: 'ben-gunn' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([where(s, 'ben'), crewOf(s, 'ben')]).toEqual(['f5', 'b']);
  });

  it('the missionary found by a knight jump plays for the jumper\'s crew', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'horse' }, pirates: { r1: 'e4' }, hidden: { f7: 'missionary' }, turn: 'r' });
    play(s, 'r1 e5', 'r1 > f7');
    expect([where(s, 'mis'), crewOf(s, 'mis')]).toEqual(['f7', 'r']);
  });

  it('331 "ещё одним вашим пиратом": Ben Gunn coming into the trap frees a caught comrade', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { ben: { at: 'd5', crew: 'w' }, w1: { at: 'e5', trapped: true } } });
    play(s, 'ben e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'ben')]).toEqual([false, false]);
  });

  it('365 "Когда пират открывает клетку с ромом, бутылки тут же появляются на корабле": Ben Gunn\'s find goes to his crew\'s store', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { ben: { at: 'd5', crew: 'y' } }, hidden: { e5: 'bottles2' }, turn: 'y' });
    play(s, 'ben e5');
    expect([bottles(s, 'y'), bottles(s, 'w')]).toEqual([2, 0]);
  });

  it('252 "три или более персонажей, способных сражаться" with 341 "станет самым что ни на есть обычным пиратом": a converted missionary is the third, so no revival', () => {
    const s = ti({ tiles: { e5: 'native', c3: 'empty' }, pirates: { w1: 'e5', w3: 'dead', mis: { at: 'c3', crew: 'w', converted: true } } });
    expect(can(s, 'revive w3')).toBe(false);
    const t = ti({ tiles: { e5: 'native', c3: 'empty' }, pirates: { w1: 'e5', w3: 'dead', mis: { at: 'c3', crew: 'w' } } });
    expect(can(t, 'revive w3')).toBe(true);
  });
});

describe('Friday and the fortress (240 "ударить пирата, окопавшегося в крепости, нельзя"; FAQ 530; 351)', () => {
  it('an enemy may not step into the fortress where Friday alone stands, to win him over', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    expect(can(s, 'y1 e5')).toBe(false);
  });

  it('nor into the native woman\'s fortress (250 "Никто из врагов не может сунуться в крепость, пока вы внутри")', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'native' }, pirates: { fri: { at: 'e5', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    expect(can(s, 'y1 e5')).toBe(false);
  });

  it('Friday may not step into a fortress an enemy holds (FAQ 530)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'e5' } });
    expect(can(s, 'fri e5')).toBe(false);
  });
});

describe('winning Friday over (351 "если Пятницу атакуют он начинает играть за врага")', () => {
  it('98 "Бить врага с золотишком в руках нельзя": no stepping onto the enemy\'s Friday with a coin; empty-handed the pirate wins him over', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { y1: 'd5', fri: { at: 'e5', crew: 'w' } }, coins: { d5: 1 }, turn: 'y' });
    expect(can(s, 'y1 e5 coin')).toBe(false);
    play(s, 'y1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), where(s, 'y1')]).toEqual(['y', 'e5', 'e5']);
  });

  it('an arrow that ends on him with a coin: he is won over, the coin stays where the turn began (tn 137)', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { y1: 'c5', fri: { at: 'e5', crew: 'w' } }, coins: { c5: 1 }, turn: 'y' });
    play(s, 'y1 d5 coin');
    expect([where(s, 'y1'), crewOf(s, 'fri'), coinsAt(s, 'c5'), coinsAt(s, 'e5')]).toEqual(['e5', 'y', 1, 0]);
  });

  it('117 "Врагов может бить также … Бен Ганн": Ben Gunn wins him over for his crew', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { ben: { at: 'd5', crew: 'y' }, fri: { at: 'e5', crew: 'w' } }, turn: 'y' });
    play(s, 'ben e5');
    expect([crewOf(s, 'fri'), where(s, 'fri')]).toEqual(['y', 'e5']);
  });

  it('381 with 351: lost in the only open cave, he is won over by the enemy who comes in, and both stay lost', () => {
    const s = ti({ tiles: { e5: 'cave', d5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w', lost: true }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([isLost(s, 'y1'), isLost(s, 'fri'), crewOf(s, 'fri')]).toEqual([true, true, 'y']);
  });

  it('FAQ 548 "Я побил врага в клетке с самолётом. Могу лететь на нём?": waiting on the unused airplane he is won over, and the striker may fly', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { y1: 'd5', fri: { at: 'e5', crew: 'w' } }, turn: 'y' });
    play(s, 'y1 e5');
    expect(crewOf(s, 'fri')).toBe('y');
    expect([can(s, 'y1 > k10'), turn(s)]).toEqual([true, 'y']);
  });

  it('landing on him in front of the ship wins him over (rb 57 + 351)', () => {
    const s = ti({ tiles: { g2: 'empty' }, pirates: { fri: { at: 'g2', crew: 'y' } } });
    play(s, 'w1 g2');
    expect([crewOf(s, 'fri'), where(s, 'w1')]).toEqual(['w', 'g2']);
  });

  it('tn 90 "Нападая пиратом на Пятницу в воде, Пятница переходит на сторону нападавшего": fired by the cannon onto him, too', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { w1: 'd2', fri: { at: 'e1', crew: 'y' } } });
    play(s, 'w1 e2');
    expect([where(s, 'w1'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['e1', 'e1', 'w']);
  });
});

describe('the missionary and Friday brought by a chain (341, 351; FAQ 458 "Любое невозможное действие приводит к смерти")', () => {
  it('341 "Миссионер не заходит на клетки с врагами": an arrow ending on an enemy kills him', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { mis: { at: 'c5', crew: 'w' }, y1: 'e5' } });
    play(s, 'mis d5');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'e5']);
  });

  it('nor does an arrow take him into a trap where an enemy is caught: he dies, the enemy stays caught', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'trap' }, pirates: { mis: { at: 'd5', crew: 'w' }, y1: { at: 'f5', trapped: true } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'y1'), isTrapped(s, 'y1')]).toEqual(['dead', 'f5', true]);
  });

  it('tn 92 "Нападая миссионером на пирата в воде, умирает миссионер": fired by the cannon onto an enemy swimmer', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { mis: { at: 'd2', crew: 'w' }, y1: 'e1' } });
    play(s, 'mis e2');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'e1']);
  });

  it('tn 91 "Нападая пиратом на миссионера в воде, умирает пират": fired onto the enemy missionary; onto his own he swims beside him', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { w1: 'd2', mis: { at: 'e1', crew: 'y' } } });
    play(s, 'w1 e2');
    expect([where(s, 'w1'), where(s, 'mis')]).toEqual(['dead', 'e1']);
    const t = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { w1: 'd2', mis: { at: 'e1', crew: 'w' } } });
    play(t, 'w1 e2');
    expect([where(t, 'w1'), where(t, 'mis')]).toEqual(['e1', 'e1']);
  });

  it('tn 93 "Нападая миссионером на Пятницу в воде, и наоборот, умирают оба": Friday fired onto the missionary swimming', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { fri: { at: 'd2', crew: 'w' }, mis: { at: 'e1', crew: 'y' } } });
    play(s, 'fri e2');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('351 "никого атаковать не может": Friday fired onto an enemy swimmer dies; the swimmer lives', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { fri: { at: 'd2', crew: 'w' }, y1: 'e1' } });
    play(s, 'fri e2');
    expect([where(s, 'fri'), where(s, 'y1')]).toEqual(['dead', 'e1']);
  });

  it('302 "Воздушный шар всегда отнесёт вас … на ваш корабль": the missionary to his crew\'s ship; 2v2, Friday with a coin to his own, not the ally\'s', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'balloon' }, pirates: { mis: { at: 'd5', crew: 'y' } }, turn: 'y' });
    play(s, 'mis e5');
    expect(where(s, 'mis')).toBe('a7');
    const t = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'balloon' }, pirates: { fri: { at: 'd5', crew: 'b' } }, coins: { d5: 1 }, turn: 'b' });
    play(t, 'fri e5 coin');
    expect([where(t, 'fri'), aboard(t, 'b'), aboard(t, 'w')]).toEqual(['g13', 1, 0]);
  });

  it('341 "не может быть атакован": nobody lands on the enemy missionary in front of the ship', () => {
    const s = ti({ tiles: { g2: 'empty' }, pirates: { mis: { at: 'g2', crew: 'y' } } });
    expect(can(s, 'w1 g2')).toBe(false);
  });
});

describe('the missionary and the trap (214 "ждите, пока на клетку придёт товарищ"; 341 "Играет он за ту команду")', () => {
  it('a caught missionary is freed by a comrade who comes', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { mis: { at: 'e5', crew: 'w', trapped: true }, w1: 'd5' } });
    play(s, 'w1 e5');
    expect([isTrapped(s, 'mis'), isTrapped(s, 'w1')]).toEqual([false, false]);
  });

  it('the missionary coming into the trap frees a caught comrade, and is not caught', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true }, mis: { at: 'd5', crew: 'w' } } });
    play(s, 'mis e5');
    expect([isTrapped(s, 'mis'), isTrapped(s, 'w1')]).toEqual([false, false]);
  });
});

describe('the galleon treasure (274 "переносится по тем же правилам что и монета, но считается за 3 монеты")', () => {
  it('98 "Бить врага с золотишком в руках нельзя" (102 "Те же правила … для сокровища"): not onto an enemy on a spinner\'s step I', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'desert' }, pirates: { w1: 'd5', y1: { at: 'e5', step: 1 } }, treasure: 'd5' });
    expect(can(s, 'w1 e5 treasure')).toBe(false);
    expect(can(s, 'w1 e5')).toBe(true);
  });

  it('351 "сможет таскать монеты как настоящий морской волк": Friday carries it aboard and it counts 3 for his crew', () => {
    const s = ti({ tiles: { f2: 'empty' }, pirates: { fri: { at: 'f2', crew: 'w' } }, treasure: 'f2' });
    play(s, 'fri g1 treasure');
    expect([treasureShip(s), scores(s)[0]]).toEqual(['w', 3]);
  });

  it('142 "В конце игры подсчитывается награбленное сообща золото": 2v2, brought onto the ally\'s ship it counts 3 for both partners', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { f12: 'empty' }, pirates: { w1: 'f12' }, treasure: 'f12' });
    play(s, 'w1 g13 treasure');
    expect([treasureShip(s), scores(s)]).toEqual(['b', [3, 0, 3, 0]]);
  });

  it('60 "Кто принёс на свой корабль наибольшее число монет": 17 coins and the treasure tie 20 coins; the places are shared', () => {
    const s = ti({ tiles: { b6: 'empty' }, pirates: { y1: 'b6' }, coins: { b6: 1 }, aboard: { w: 17, y: 19 }, treasureAboard: 'w', turn: 'y' });
    play(s, 'y1 a7 coin');
    expect(isTerminal(s)).toBe(true);
    const r = result(s);
    expect([r.scores, r.ranks]).toEqual([[20, 20, 0, 0], [1, 1, 3, 3]]);
  });

  it('the treasure sinking as the last thing on the island ends the game, and counts for nobody', () => {
    const s = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { w1: 'd2' }, treasure: 'd2', aboard: { w: 20, y: 17 } });
    play(s, 'w1 e2 treasure');
    expect([treasureShip(s), isTerminal(s), scores(s)]).toEqual(['sunk', true, [20, 17, 0, 0]]);
  });

  it('94 "17 кладов … включая сокровище": the galleon\'s tile still face down keeps the game going with every coin aboard', () => {
    const s = ti({ tiles: { e5: 'empty' }, pirates: { w1: 'e5' }, aboard: { w: 37 }, hidden: { j10: 'galleon' } });
    play(s, 'w1 e6');
    expect(isTerminal(s)).toBe(false);
    const t = ti({ tiles: { e5: 'empty' }, pirates: { w1: 'e5' }, aboard: { w: 37 }, treasureAboard: 'y', hidden: { j10: 'bottles3' } });
    play(t, 'w1 e6');
    expect(isTerminal(t)).toBe(true); // once the treasure is aboard, face-down bottles keep nothing going
  });

  it('381 + README 6: a coin held by a pirate lost in the cave is still on the island; the game goes on', () => {
    const s = ti({ tiles: { e5: 'cave', c3: 'empty' }, pirates: { w1: { at: 'e5', lost: true, carry: true }, w2: 'c3' }, aboard: { w: 36 } });
    play(s, 'w2 c4');
    expect(isTerminal(s)).toBe(false);
  });
  it('102 + 96 "только одну монету": from a cell with coins and the treasure a pirate takes one of them, not both', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5' }, treasure: 'd5', coins: { d5: 2 } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e5'))).toEqual(['w1 e5', 'w1 e5 coin', 'w1 e5 treasure']);
  });

  it('274 "Как открываете клетку — сразу кладите на нее фигурку сундука": found at the end of an arrow\'s chain, it lies there', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1' }, pirates: { w1: 'd5' }, hidden: { f5: 'galleon' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), treasureAt(s)]).toEqual(['f5', 'f5']);
  });

  it('294 "иначе сразу же расстроится и пропадёт": a carrier keeping silent at carramba is lost; the treasure stays on the tile', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'carramba' }, pirates: { w1: 'd5' }, treasure: 'd5' });
    play(s, 'w1 e5 treasure', 'w1 > e5');
    expect([where(s, 'w1'), treasureAt(s)]).toEqual(['dead', 'e5']);
  });

  it('381 "из него появится тот, кто заблудился": the lost carrier comes out at the new cave and puts the treasure down there', () => {
    const s = ti({ tiles: { e5: 'cave', i9: 'empty' }, pirates: { w1: { at: 'e5', lost: true, treasure: true }, w2: 'i9' }, hidden: { j10: 'cave' } });
    play(s, 'w2 j10');
    expect([where(s, 'w1'), where(s, 'w2'), treasureAt(s), holdsTreasure(s, 'w1')]).toEqual(['j10', 'e5', 'j10', false]);
  });
});

describe('the earthquake and the lighthouse (389, 318)', () => {
  it('389 "где никто не стоит и ничего не лежит": a cell where Friday stands, the treasure or a coin lies is not offered', () => {
    const s = ti({ tiles: { d5: 'empty', h9: 'empty', i9: 'empty', j9: 'empty' }, pirates: { w1: 'd5', fri: { at: 'i9', crew: 'y' } }, treasure: 'h9', coins: { j9: 1 }, hidden: { e5: 'earthquake' } });
    play(s, 'w1 e5');
    const picks = legal(s);
    expect(picks).toContain('w1 > k10');
    expect(picks.filter((d) => /> (h9|i9|j9)$/.test(d))).toEqual([]);
  });

  it('318 "пирату, который первым нашел это строение": reached by a knight jump, the lighthouse works at once', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'horse', f7: 'lighthouse' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e5', 'w1 > f7');
    expect(turn(s)).toBe('w');
    expect(legal(s).every((d) => d.startsWith('w1 > '))).toBe(true);
  });

  it('389 with 351: Friday turning over the earthquake: his player picks the two cells', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'y' } }, hidden: { e5: 'earthquake' }, turn: 'y' });
    play(s, 'fri e5');
    expect(turn(s)).toBe('y');
    expect(legal(s).length).toBeGreaterThan(0);
    expect(legal(s).every((d) => d.startsWith('fri > '))).toBe(true);
  });

  it('Ben Gunn ("ещё одним вашим пиратом") first on the lighthouse works it', () => {
    const s = ti({ tiles: { e4: 'empty', e5: 'lighthouse' }, pirates: { ben: { at: 'e4', crew: 'w' } } });
    play(s, 'ben e5');
    expect(turn(s)).toBe('w');
    expect(legal(s).every((d) => d.startsWith('ben > '))).toBe(true);
  });
});

const X = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { expansion: 'original', ...spec.options } });

describe('the original expansion\'s items (415-431)', () => {
  it('README 6: a cannonball and the wheelbarrow left on the island do not keep the game going', () => {
    const s = X({ tiles: { c4: 'cannonball', d4: 'wheelbarrow', e5: 'empty' }, items: { balls: ['c4'], barrow: 'd4' }, pirates: { w1: 'e5' }, aboard: { w: 37 } });
    play(s, 'w1 e6');
    expect(isTerminal(s)).toBe(true);
  });

  it('415 "носить по тем же правилам, что и монету" with 397 "в джунгли нельзя заходить с предметами": not into the jungle with the boat', () => {
    const s = X({ options: { tiles: 'treasure-island' }, tiles: { d5: 'boat', e5: 'thicket' }, items: { boat: 'd5' }, pirates: { w1: 'd5' } });
    expect(can(s, 'w1 e5 boat')).toBe(false);
    expect(can(s, 'w1 e5')).toBe(true);
  });

  it('423 "Ядра носятся так же, как и монеты" with 240 "с золотом сюда не зайти": no cannonball into a fortress', () => {
    const s = X({ tiles: { d5: 'cannonball', e5: 'fortress' }, items: { balls: ['d5'] }, pirates: { w1: 'd5' } });
    expect(can(s, 'w1 e5 ball')).toBe(false);
  });

  it('431 + 274: the wheelbarrow takes a coin and the treasure aboard by the balloon: 4 for white', () => {
    const s = X({ options: { tiles: 'treasure-island' }, tiles: { e4: 'wheelbarrow', e5: 'balloon' }, items: { barrow: 'e4' }, pirates: { w1: 'e4' }, coins: { e4: 1 }, treasure: 'e4' });
    play(s, 'w1 e5 coin treasure barrow');
    expect([where(s, 'w1'), aboard(s, 'w'), treasureShip(s), scores(s)[0], lost(s), coinsAt(s, 'e4')]).toEqual(['g1', 1, 'w', 4, 0, 0]);
  });
});

describe('found by this hunt: what Friday holds when the missionary comes to him stays on his cell (D8; TI-R6 "Leaving with a load")', () => {
  // 341 "Если миссионер встретит Пятницу (окажется с ним на одной клетке), то оба они исчезнут";
  // 99 "поклажа остаётся на месте" as for a struck carrier. The engine kept the coin; the
  // reference model let it vanish uncounted (each case fails on the reference before D8).
  it('on the mountains\' last step, holding a coin: both vanish, the coin lies on the mountains', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'mountains' }, pirates: { mis: { at: 'd5', crew: 'y' }, fri: { at: 'e5', crew: 'w', step: 5, carry: true } }, turn: 'y' });
    expect(disagreementsAfter(s, 'mis-e5')).toEqual([]);
    const total = coinTotal(s);
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'e5'), coinTotal(s)]).toEqual(['dead', 'dead', 1, total]);
  });

  it('holding the treasure, of the same crew as the missionary: it lies there', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'mountains' }, pirates: { mis: { at: 'd5', crew: 'w' }, fri: { at: 'e5', crew: 'w', step: 5, treasure: true } } });
    expect(disagreementsAfter(s, 'mis-e5')).toEqual([]);
    play(s, 'mis e5');
    expect([where(s, 'fri'), treasureAt(s)]).toEqual(['dead', 'e5']);
  });

  it('lost in the only open cave with a coin: the missionary coming in meets him there, and the coin lies at its mouth', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cave' }, pirates: { mis: { at: 'd5', crew: 'y' }, fri: { at: 'e5', crew: 'w', lost: true, carry: true } }, turn: 'y' });
    expect(disagreementsAfter(s, 'mis-e5')).toEqual([]);
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'e5')]).toEqual(['dead', 'dead', 1]);
  });

  it('brought by an arrow to the jungle\'s last step where Friday holds a coin: the same', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'jungle' }, pirates: { mis: { at: 'd5', crew: 'y' }, fri: { at: 'f5', crew: 'w', step: 2, carry: true } }, turn: 'y' });
    expect(disagreementsAfter(s, 'mis-e5')).toEqual([]);
    play(s, 'mis e5');
    expect([where(s, 'fri'), where(s, 'mis'), coinsAt(s, 'f5')]).toEqual(['dead', 'dead', 1]);
  });
});
