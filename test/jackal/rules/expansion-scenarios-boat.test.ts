/**
 * Black-box scenarios for the "original" expansion's boat (session 25), written from the texts
 * before the engine was read: full-rules-ru.txt 415 (bare numbers) with the classic tiles and the
 * modes, tile-notes-ru.txt (`tn`) 69-88 and 187-210. Each is a position and the consequence a
 * passage states, on ground expansion.test.ts and expansion-sea.test.ts leave: the boat in hand
 * (one thing, no striking, the crocodile, the cannibal, the trap, the balloon), launching at the
 * island's corners, on another crew's side, from a spinner and at the end of a knight jump or a
 * slide, landing from the boat, chains that end on it, and allies. Where a ruling of record
 * (docs/RULES.md X-R…) decides, the expectation follows it and the test says which.
 */
import { describe, expect, it } from 'vitest';
import { aboard, can, coinsAt, isTrapped, legal, lost, movesOf, play, setTurn, turn, where } from './board.js';
import { boatAt, xboard } from './items.js';
import { scores } from '../../../src/jackal/outcome.js';

const launches = (moves: string[]): string[] => moves.filter((d) => d.endsWith(' boat') && /[a-m]1 boat$|a\d+ boat$/.test(d)).sort();

describe('the boat in hand (415 "Её можно носить по тем же правилам, что и монету")', () => {
  it('415 with 96 "может тащить на себе только одну монету": in hand the boat or a coin, never both', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'empty' }, items: { boat: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 1 } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e6')).sort()).toEqual(['w1 e6', 'w1 e6 boat', 'w1 e6 coin']);
  });

  it('415 with 98 "Бить врага с золотишком в руках нельзя … можно оставить монету на месте": he leaves the boat and strikes', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'empty' }, items: { boat: 'e5' }, pirates: { w1: 'e5', y1: 'e6' } });
    expect([can(s, 'w1 e6 boat'), can(s, 'w1 e6')]).toEqual([false, true]);
    play(s, 'w1 e6');
    expect([where(s, 'y1'), where(s, 'w1'), boatAt(s)]).toEqual(['a7', 'e6', 'e5']);
  });

  it('415 with 224 "Вернитесь туда, откуда пришли": the crocodile sends him back with the boat', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'crocodile' }, items: { boat: 'e5' }, pirates: { w1: 'e5' } });
    play(s, 'w1 e6 boat');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['e5', 'e5']);
  });

  it('415 with 232 and FAQ 545 "Людоед ест пирата вместе с монетой? Да": the boat is eaten with him (X-R2)', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'cannibal' }, items: { boat: 'e5' }, pirates: { w1: 'e5' } });
    play(s, 'w1 e6 boat');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['dead', 'gone']);
  });

  it('415 with 214 "ждите, пока на клетку придёт товарищ": caught with the boat, freed by a comrade, he goes on with it', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'trap', e7: 'empty', d6: 'empty' }, items: { boat: 'e5' }, pirates: { w1: 'e5', w2: 'd6' } });
    play(s, 'w1 e6 boat');
    expect([isTrapped(s, 'w1'), boatAt(s)]).toEqual([true, 'e6']);
    setTurn(s, 'w');
    expect(can(s, 'w1 e7 boat')).toBe(false);
    play(s, 'w2 e6');
    setTurn(s, 'w');
    play(s, 'w1 e7 boat'); // w1 and w2 stand freed on e6 as twins; the move is listed under w1
    expect([boatAt(s), where(s, 'w1')]).toEqual(['e7', 'e7']);
  });

  it('415 with 302 "Воздушный шар всегда отнесёт вас (вместе с монетой …) на ваш корабль": the boat goes aboard and is stowed (X-R8)', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'balloon' }, items: { boat: 'e5' }, pirates: { w1: 'e5' } });
    play(s, 'w1 e6 boat');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['g1', 'aboard:w']);
    setTurn(s, 'w');
    expect(legal(s).some((d) => d.startsWith('boat'))).toBe(false);
  });
  it('tn 86 "Перемещение … с воздушного шара … только на главный корабль" with the ship in the second lane: the boat in hand goes aboard it there', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'balloon' }, items: { boat: 'e5' }, pirates: { w1: 'e5' }, ships: { w: 'g1+' } });
    play(s, 'w1 e6 boat');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['g1+', 'aboard:w']);
  });
});

describe('launching (415 "пират просто продолжает движение на ней"; tn 201)', () => {
  it('tn 201 from f2: onto the free berths e1 and f1 he launches it; onto his own ship at g1 he carries it aboard, or steps without it (X-R8, changed in session 26)', () => {
    const s = xboard({ tiles: { f2: 'boat' }, items: { boat: 'f2' }, pirates: { w1: 'f2' } });
    expect(launches(movesOf(s, 'w1'))).toEqual(['w1 e1 boat', 'w1 f1 boat', 'w1 g1 boat']);
    expect(can(s, 'w1 g1')).toBe(true);
  });

  it('tn 201 at the island\'s corner: from c2 onto the berths c1 and d1 only, never the corner cells b1 and b2 (ruling 1)', () => {
    const s = xboard({ tiles: { c2: 'boat' }, items: { boat: 'c2' }, pirates: { w1: 'c2' } });
    expect(launches(movesOf(s, 'w1'))).toEqual(['w1 c1 boat', 'w1 d1 boat']);
    expect([can(s, 'w1 b1 boat'), can(s, 'w1 b2 boat')]).toEqual([false, false]);
  });

  it('tn 201 on another crew\'s side: white launches from b3 onto the west berths a3 or a4 and sails along the west side only (tn 82)', () => {
    const s = xboard({ tiles: { b3: 'boat' }, items: { boat: 'b3' }, pirates: { w1: 'b3' } });
    expect(launches(movesOf(s, 'w1'))).toEqual(['w1 a3 boat', 'w1 a4 boat']);
    play(s, 'w1 a4 boat');
    expect(boatAt(s)).toBe('afloat:w:a4');
    setTurn(s, 'w');
    const sails = legal(s).filter((d) => d.startsWith('boat w')).map((d) => d.split(' ')[2]).sort();
    expect(sails).toEqual(['a3', 'a3+', 'a4+', 'a5', 'a5+']);
  });

  it('tn 201 from a spinner: only from its last step, as one leaves a spinner (README ruling 5)', () => {
    const early = xboard({ tiles: { e2: 'jungle' }, items: {}, pirates: { w1: { at: 'e2', step: 1, holds: ['boat'] } } });
    expect(can(early, 'w1 e1 boat')).toBe(false);
    const last = xboard({ tiles: { e2: 'jungle' }, items: {}, pirates: { w1: { at: 'e2', step: 2, holds: ['boat'] } } });
    play(last, 'w1 e1 boat');
    expect([boatAt(last), where(last, 'w1')]).toEqual(['afloat:w:e1', 'e1']);
  });

  it('tn 201 with 125 (an enemy ship kills): onto a berth where the enemy\'s ship stands he takes no boat; the berths beside it are free', () => {
    const s = xboard({ tiles: { b4: 'boat' }, items: { boat: 'b4' }, pirates: { w1: 'b4' }, ships: { y: 'a4' } });
    expect(launches(movesOf(s, 'w1'))).toEqual(['w1 a3 boat', 'w1 a5 boat']);
    expect(can(s, 'w1 a4 boat')).toBe(false);
  });

  it('tn 201 in three players: the east side has no ship, and its berths are free water: the boat is launched there', () => {
    const s = xboard({ options: { mode: '3p' }, tiles: { l7: 'boat' }, items: { boat: 'l7' }, pirates: { w1: 'l7' } });
    expect(movesOf(s, 'w1').filter((d) => d.endsWith(' boat')).sort()).toEqual(['w1 m6 boat', 'w1 m7 boat', 'w1 m8 boat']);
    play(s, 'w1 m7 boat');
    expect(boatAt(s)).toBe('afloat:w:m7');
  });

  it('310 the cannon with the boat in hand, aimed at a berth where his ship is not: launched there (tn 84); aimed at his ship: stowed aboard (X-R8)', () => {
    const s = xboard({ tiles: { d4: 'boat', d3: 'cannon:2' }, items: { boat: 'd4' }, pirates: { w1: 'd4' } });
    play(s, 'w1 d3 boat');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['afloat:w:d1', 'd1']);
    const t = xboard({ tiles: { g4: 'boat', g3: 'cannon:2' }, items: { boat: 'g4' }, pirates: { w1: 'g4' } });
    play(t, 'w1 g3 boat');
    expect([boatAt(t), where(t, 'w1')]).toEqual(['aboard:w', 'g1']);
  });

  it('tn 201 with the ship out in the second lane (415 "отплывать от берега на 2 клетки"): the berth in front is free: the boat is launched there, next to the ship', () => {
    const s = xboard({ tiles: { g2: 'boat' }, items: { boat: 'g2' }, pirates: { w1: 'g2' }, ships: { w: 'g1+' } });
    play(s, 'w1 g1 boat');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['afloat:w:g1', 'g1']);
    setTurn(s, 'w');
    expect(movesOf(s, 'w1')).toContain('w1 g1+'); // tn 87: to the ship beside the boat
  });

  it('164 "Делайте ход конём" with tn 201: a knight jump with the boat onto a free berth launches it', () => {
    const s = xboard({ tiles: { e4: 'boat', e3: 'horse' }, items: { boat: 'e4' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e3 boat', 'w1 > d1');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['afloat:w:d1', 'd1']);
  });

  it('164 with tn 71 "топить плещущихся врагов": a knight jump with the boat onto a berth where an enemy swims launches it there and drowns him (X-R7)', () => {
    const s = xboard({ tiles: { e4: 'boat', e3: 'horse' }, items: { boat: 'e4' }, pirates: { w1: 'e4', y1: 'd1' } });
    play(s, 'w1 e3 boat', 'w1 > d1');
    expect([boatAt(s), where(s, 'w1'), where(s, 'y1')]).toEqual(['afloat:w:d1', 'd1', 'dead']);
  });

  it('206 "Эта клетка сразу же повторяет предыдущий ход" with tn 201: sliding over the ice with the boat to a free berth launches it', () => {
    const s = xboard({ tiles: { e3: 'boat', e2: 'ice' }, items: { boat: 'e3' }, pirates: { w1: 'e3' } });
    play(s, 'w1 e2 boat');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['afloat:w:e1', 'e1']);
  });

  it('156 "идите в одном из указанных направлений" with tn 201: on a four-way arrow by the shore he chooses the sea: the boat is launched', () => {
    const s = xboard({ tiles: { e3: 'boat', e2: 'arrow4', d2: 'empty' }, items: { boat: 'e3' }, pirates: { w1: 'e3' } });
    play(s, 'w1 e2 boat', 'w1 > e1');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['afloat:w:e1', 'e1']);
  });

  it('206 "делали ход конём — ходите конем ещё раз" with tn 201: a knight jump onto ice, then a second jump with the boat to a free berth', () => {
    const s = xboard({ tiles: { e6: 'boat', e5: 'horse', f3: 'ice' }, items: { boat: 'e6' }, pirates: { w1: 'e6' } });
    play(s, 'w1 e5 boat', 'w1 > f3', 'w1 > e1');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['afloat:w:e1', 'e1']);
  });

  it('310 with X-R7: the cannon at c2 aims west into the island\'s corner b2, no berth: the boat sinks and he swims', () => {
    const s = xboard({ tiles: { d2: 'boat', c2: 'cannon:3' }, items: { boat: 'd2' }, pirates: { w1: 'd2' } });
    play(s, 'w1 c2 boat');
    expect([boatAt(s), where(s, 'w1')]).toEqual(['gone', 'b2']);
  });

  it('164 with 72 (a horse brings one aboard): a knight jump with the boat onto his own ship stows it aboard (X-R8)', () => {
    const s = xboard({ tiles: { f4: 'boat', f3: 'horse' }, items: { boat: 'f4' }, pirates: { w1: 'f4' } });
    play(s, 'w1 f3 boat', 'w1 > g1');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['g1', 'aboard:w']);
  });
});

describe('the launched boat "как корабль" (415; tn 206 "полностью идентична кораблю")', () => {
  it('224 with 415: landing from the boat on a crocodile sends the pirate back aboard the boat', () => {
    const s = xboard({ tiles: { e2: 'crocodile' }, items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1' } });
    play(s, 'w1 e2');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['e1', 'afloat:w:e1']);
  });

  it('232 "стать обедом тропического людоеда": landing from the boat on the cannibal he dies; the boat floats on, empty', () => {
    const s = xboard({ tiles: { e2: 'cannibal' }, items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1' } });
    play(s, 'w1 e2');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['dead', 'afloat:w:e1']);
    setTurn(s, 'w');
    expect(legal(s).some((d) => d.startsWith('boat'))).toBe(false); // "Без пирата внутри шлюпка не плавает"
  });

  it('156 with tn 206: an arrow onto the own launched boat brings the pirate and his coin aboard; the coin is out of play (tn 83)', () => {
    const s = xboard({ tiles: { e3: 'empty', e2: 'arrow1d:2' }, items: { boat: 'afloat:w:d1' }, pirates: { w1: 'e3', w2: 'd1' }, coins: { e3: 1 } });
    play(s, 'w1 e2 coin');
    expect([where(s, 'w1'), aboard(s, 'w'), coinsAt(s, 'e3'), lost(s)]).toEqual(['d1', 1, 0, 0]);
    setTurn(s, 'w');
    expect(legal(s).some((d) => d.includes('coin'))).toBe(false);
  });

  it('156 with 125 "При соприкосновении с вражеским кораблём … пират умирает": an arrow onto the enemy\'s launched boat kills him; his coin sinks', () => {
    const s = xboard({ tiles: { e3: 'empty', e2: 'arrow1d:2' }, items: { boat: 'afloat:y:d1' }, pirates: { w1: 'e3', y1: 'd1' }, coins: { e3: 1 } });
    play(s, 'w1 e2 coin');
    expect([where(s, 'w1'), where(s, 'y1'), lost(s), aboard(s, 'y')]).toEqual(['dead', 'd1', 1, 0]);
  });

  it('72 "с клетки прямо перед кораблём или по диагонали" with tn 206: a pirate boards the boat with a coin from the diagonal; it counts for his crew', () => {
    const s = xboard({ tiles: { d2: 'empty' }, items: { boat: 'afloat:w:e1' }, pirates: { w1: 'd2', w2: 'e1' }, coins: { d2: 1 } });
    play(s, 'w1 e1 coin');
    expect([where(s, 'w1'), aboard(s, 'w'), scores(s)]).toEqual(['e1', 1, [1, 0, 0, 0]]);
  });

  it('310 "Спасти его может только свой или дружественный корабль" with tn 206: the cannon flies him and his coin into his crew\'s boat: aboard', () => {
    const s = xboard({ tiles: { d4: 'empty', d3: 'cannon:2' }, items: { boat: 'afloat:w:d1' }, pirates: { w1: 'd4', w2: 'd1' }, coins: { d4: 1 } });
    play(s, 'w1 d3 coin');
    expect([where(s, 'w1'), aboard(s, 'w'), lost(s)]).toEqual(['d1', 1, 0]);
  });

  it('310 "Попав под вражеский корабль, пират погибает" with tn 206: the cannon flies him into the enemy\'s boat: he dies, his coin sinks', () => {
    const s = xboard({ tiles: { d4: 'empty', d3: 'cannon:2' }, items: { boat: 'afloat:y:d1' }, pirates: { w1: 'd4', y1: 'd1' }, coins: { d4: 1 } });
    play(s, 'w1 d3 coin');
    expect([where(s, 'w1'), where(s, 'y1'), aboard(s, 'y'), lost(s)]).toEqual(['dead', 'd1', 0, 1]);
  });

  it('tn 87 "на соседней с вашим кораблем клетке": two cells away, nobody steps between the ship and the boat', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w2: 'e1' } });
    expect(can(s, 'w1 e1')).toBe(false);
    expect(can(s, 'w2 g1')).toBe(false);
  });

  it('515 "Можно пирату доплывать до корабля": a swimmer of the crew two cells off swims one cell, then climbs into the boat', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1', w2: 'c1' } });
    expect(can(s, 'w2 e1')).toBe(false);
    play(s, 'w2 d1');
    setTurn(s, 'w');
    play(s, 'w2 e1');
    expect(where(s, 'w2')).toBe('e1');
  });
});

describe('allies and the boat (142 "пользоваться дружественными кораблями как своими")', () => {
  it('2v2: black aboard white\'s launched boat steers it on black\'s turn; white does not steer it with only black aboard (R5)', () => {
    const s = xboard({ options: { mode: '2v2' }, items: { boat: 'afloat:w:e1' }, pirates: { b1: 'e1' }, turn: 'b' });
    expect(legal(s)).toContain('boat w d1');
    setTurn(s, 'w');
    expect(legal(s).some((d) => d.startsWith('boat'))).toBe(false);
  });

  it('2v2: black brings a coin aboard white\'s launched boat; it counts as aboard (the team\'s gold, 142 "носить на них честно украденное золото")', () => {
    const s = xboard({ options: { mode: '2v2' }, tiles: { e2: 'empty' }, items: { boat: 'afloat:w:e1' }, pirates: { b1: 'e2' }, coins: { e2: 1 }, turn: 'b' });
    play(s, 'b1 e1 coin');
    expect([where(s, 'b1'), aboard(s, 'w') + aboard(s, 'b'), coinsAt(s, 'e2'), lost(s)]).toEqual(['e1', 1, 0, 0]);
  });

  it('2v2 with tn 79 "Шлюпка может подбирать пиратов в момент спуска": the boat launched onto an ally\'s swimmer picks him up', () => {
    const s = xboard({ options: { mode: '2v2' }, tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { w1: 'e2', b1: 'e1' } });
    play(s, 'w1 e1 boat');
    expect([where(s, 'b1'), where(s, 'w1'), boatAt(s)]).toEqual(['e1', 'e1', 'afloat:w:e1']);
    expect(turn(s)).toBe('y');
  });

  it('2v2 with tn 87: white\'s boat launched on the north side beside black\'s ship: black steps between the ship and the boat', () => {
    const s = xboard({ options: { mode: '2v2' }, tiles: { f12: 'boat' }, items: { boat: 'f12' }, pirates: { w1: 'f12' } });
    play(s, 'w1 f13 boat');
    expect(boatAt(s)).toBe('afloat:w:f13');
    setTurn(s, 'b');
    expect(movesOf(s, 'b1')).toContain('b1 f13');
    play(s, 'b1 f13');
    expect(where(s, 'b1')).toBe('f13');
  });

  it('2p: the player\'s other crew (black) aboard white\'s boat steers it on black\'s turn, as in 2v2', () => {
    const s = xboard({ options: { mode: '2p' }, items: { boat: 'afloat:w:e1' }, pirates: { b1: 'e1' }, turn: 'b' });
    expect(legal(s)).toContain('boat w f1');
  });
});
