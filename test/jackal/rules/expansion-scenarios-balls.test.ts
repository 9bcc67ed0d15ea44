/**
 * Black-box scenarios for the "original" expansion's cannonballs (session 25), written from the
 * texts before the engine was read: full-rules-ru.txt 423 (bare numbers), FAQ 566 and 578, with
 * the classic tiles, the Treasure Island pieces and the modes; `tn` = tile-notes-ru.txt. On ground
 * expansion.test.ts and the earlier hunts leave: the shot to the east and behind the cannon, what
 * it spares (the cells beside the line, face-down tiles, the lost underground), what it destroys
 * (the boat lying, the wheelbarrow and its coins, the other ball, the galleon treasure, the
 * island's people), balls brought by the horse, the ice and the airplane, the cannon after its
 * shot, FAQ 566 with a coin and with allies, and balls in hand (one, not into a face-down tile,
 * the sea, the crocodile, the cannibal, the own ship).
 */
import { describe, expect, it } from 'vitest';
import {
  aboard, can, coinsAt, crewOf, isLost, kindAt, lost, movesOf, play, setTurn, treasureAt, treasureShip, where,
} from './board.js';
import { isTerminal, scores } from '../../../src/jackal/outcome.js';
import { ballsAt, barrowAt, boatAt, xboard } from './items.js';

describe('the shot (423 "Во всех клетках по прямой от пушки убираются все предметы")', () => {
  it('423 to the east: every cell in line to the board\'s edge: a red swimmer at m5 dies, the other ball and a coin in line are gone', () => {
    const s = xboard({
      tiles: { c4: 'cannonball', c5: 'cannon:1', f5: 'empty', h5: 'cannonball' },
      items: { balls: ['c4', 'h5'] },
      pirates: { w1: 'c4', r1: 'm5' },
      coins: { f5: 1 },
    });
    play(s, 'w1 c5 ball');
    expect([where(s, 'w1'), where(s, 'r1'), coinsAt(s, 'f5'), lost(s)]).toEqual(['c5', 'dead', 0, 1]);
    expect(ballsAt(s)).toEqual(['gone', 'gone']);
  });

  it('423 "по прямой": pieces behind the cannon and beside the line stay; one in line dies', () => {
    const s = xboard({
      tiles: { d3: 'cannonball', e4: 'cannon:0', e3: 'empty', d5: 'empty', f6: 'empty', e9: 'empty' },
      items: { balls: ['d3'] },
      pirates: { w1: 'd3', y1: 'e3', y2: 'd5', y3: 'f6', b1: 'e9' },
    });
    play(s, 'w1 e4 ball');
    expect(['w1', 'y1', 'y2', 'y3', 'b1'].map((p) => where(s, p))).toEqual(['e4', 'e3', 'd5', 'f6', 'dead']);
  });

  it('423 with 97 (face down until a pirate turns it): a face-down chest in line keeps its coins; found later, they are there', () => {
    const s = xboard({ tiles: { d3: 'cannonball', e4: 'cannon:0', d8: 'empty' }, items: { balls: ['d3'] }, pirates: { w1: 'd3', y1: 'd8' }, hidden: { e8: 'chest3' } });
    play(s, 'w1 e4 ball');
    expect([kindAt(s, 'e8'), lost(s)]).toEqual(['closed', 0]);
    play(s, 'y1 e8');
    expect(coinsAt(s, 'e8')).toBe(3);
  });

  it('423 "монеты и другие штуки уничтожаются": the boat lying in line and the wheelbarrow with its two coins are gone', () => {
    const s = xboard({
      tiles: { d3: 'cannonball', e4: 'cannon:0', e7: 'boat', e9: 'wheelbarrow' },
      items: { balls: ['d3'], boat: 'e7', barrow: 'e9' },
      pirates: { w1: 'd3' },
      coins: { e9: 2 },
    });
    play(s, 'w1 e4 ball');
    expect([boatAt(s), barrowAt(s), coinsAt(s, 'e9'), lost(s)]).toEqual(['gone', 'gone', 0, 2]);
  });

  it('423 "пираты погибают": the caught pirate in a trap and the drunk one on a rum barrel in line die; the trapped one\'s coin is gone', () => {
    const s = xboard({
      tiles: { d3: 'cannonball', e4: 'cannon:0', e7: 'trap', e9: 'rum' },
      items: { balls: ['d3'] },
      pirates: { w1: 'd3', y1: { at: 'e7', trapped: true }, y2: { at: 'e9', drunk: true } },
      coins: { e7: 1 },
    });
    play(s, 'w1 e4 ball');
    expect([where(s, 'y1'), where(s, 'y2'), coinsAt(s, 'e7'), lost(s)]).toEqual(['dead', 'dead', 0, 1]);
  });

  it('423 "не полетит купаться, а вместо этого сделает один выстрел": aimed at his own ship he stays; the enemy between dies, the ship and those aboard stay (FAQ 578)', () => {
    const s = xboard({ tiles: { g4: 'cannonball', g3: 'cannon:2', g2: 'empty' }, items: { balls: ['g4'] }, pirates: { w1: 'g4', y1: 'g2' }, aboard: { w: 2 } });
    play(s, 'w1 g3 ball');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'y1'), aboard(s, 'w')]).toEqual(['g3', 'g1', 'dead', 2]);
  });
  it('138 "победил тот, кто погрузил на свой корабль больше золота" with README 6: a shot that destroys the last coins on the island ends the game', () => {
    const s = xboard({ tiles: { d3: 'cannonball', e4: 'cannon:0', e9: 'empty' }, items: { balls: ['d3'] }, pirates: { w1: 'd3' }, coins: { e9: 2 }, aboard: { w: 20, y: 15 } });
    expect(isTerminal(s)).toBe(false);
    play(s, 'w1 e4 ball');
    expect([isTerminal(s), lost(s), scores(s)]).toEqual([true, 2, [20, 15, 0, 0]]);
  });
});

describe('the cannon after its shot (423 "один выстрел"; FAQ 566 "стою на клетке с ней")', () => {
  it('the shooter leaves it like any cell, taking the wheelbarrow his load left there; a pirate who then comes without a ball flies', () => {
    const s = xboard({ tiles: { d4: 'wheelbarrow', e4: 'cannon:0', d5: 'empty' }, items: { balls: ['d4'], barrow: 'd4' }, pirates: { w1: 'd4' } });
    play(s, 'w1 e4 ball barrow');
    expect([where(s, 'w1'), barrowAt(s)]).toEqual(['e4', 'e4']);
    setTurn(s, 'w');
    expect(can(s, 'w1 d5 barrow')).toBe(true);
    play(s, 'w1 d5 barrow');
    setTurn(s, 'w');
    play(s, 'w1 e4');
    expect(where(s, 'w1')).toBe('e13'); // 310: into the sea along the barrel; black's ship is at g13
  });

  it('FAQ 566 with 554: the comrade arrives with a coin; the cannon aims at their ship: both fly aboard with the coin', () => {
    const s = xboard({ tiles: { g3: 'cannon:2', g4: 'empty' }, pirates: { w1: 'g3', w2: 'g4' }, coins: { g4: 1 } });
    play(s, 'w2 g3 coin');
    expect([where(s, 'w1'), where(s, 'w2'), aboard(s, 'w'), lost(s)]).toEqual(['g1', 'g1', 1, 0]);
  });

  it('FAQ 566 the other way round: a comrade stands on the cannon and he brings a ball: he fires, and both stay (X-R6)', () => {
    const s = xboard({ tiles: { d3: 'cannonball', e4: 'cannon:0', e8: 'empty' }, items: { balls: ['d3'] }, pirates: { w1: 'd3', w2: 'e4', y1: 'e8' } });
    play(s, 'w1 e4 ball');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'y1')]).toEqual(['e4', 'e4', 'dead']);
  });

  it('FAQ 566 "Если чужой пират — ваш оказывается побитым": the shooter struck leaves the wheelbarrow on the cannon; the striker flies without it', () => {
    const s = xboard({ tiles: { e4: 'cannon:0', e3: 'empty' }, items: { barrow: 'e4' }, pirates: { w1: 'e4', y1: 'e3' }, coins: { e4: 1 }, turn: 'y' });
    play(s, 'y1 e4');
    expect([where(s, 'w1'), where(s, 'y1'), barrowAt(s), coinsAt(s, 'e4')]).toEqual(['g1', 'e13', 'e4', 1]);
  });

  it('FAQ 566 "Ко мне подходит ещё пират" by an arrow: the comrade it brings and the one standing there both fly', () => {
    const s = xboard({ tiles: { c4: 'empty', d4: 'arrow1:1', e4: 'cannon:0' }, pirates: { w1: 'c4', w2: 'e4' } });
    play(s, 'w1 d4');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['e13', 'e13']);
  });

  it('FAQ 548 with FAQ 566: the airplane lands him on the cannon an enemy shooter stands on: the enemy is struck and he flies', () => {
    const s = xboard({ tiles: { c3: 'airplane', e4: 'cannon:0' }, pirates: { w1: 'c3', y1: 'e4' } });
    play(s, 'w1 e4');
    expect([where(s, 'y1'), where(s, 'w1')]).toEqual(['a7', 'e13']);
  });

  for (const mode of ['2v2', '2p'] as const) {
    it(`FAQ 566 "Если это ваш пират — оба улетают" in ${mode}: the ally is no foe to strike: both fly along the barrel`, () => {
      const s = xboard({ options: { mode }, tiles: { c5: 'cannon:3', c6: 'empty' }, pirates: { w1: 'c5', b1: 'c6' }, turn: 'b' });
      play(s, 'b1 c5');
      expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['a5', 'a5']);
    });
  }

  it('FAQ 566 "оба улетают" in 2v2 onto the ally\'s ship: the cannon aims at black\'s ship; white flies aboard it (142)', () => {
    const s = xboard({ options: { mode: '2v2' }, tiles: { g11: 'cannon:0', g10: 'empty' }, pirates: { w1: 'g10' }, coins: { g10: 1 } });
    play(s, 'w1 g11 coin');
    expect([where(s, 'w1'), aboard(s, 'w') + aboard(s, 'b'), lost(s)]).toEqual(['g13', 1, 0]);
  });
});

describe('bringing the ball (423 "Если принести ядро к пушке")', () => {
  it('164 "Делайте ход конём": a knight jump lands him with the ball on the cannon: he fires', () => {
    const s = xboard({ tiles: { e7: 'cannonball', e6: 'horse', d4: 'cannon:1', h4: 'empty' }, items: { balls: ['e7'] }, pirates: { w1: 'e7', y1: 'h4' } });
    play(s, 'w1 e6 ball', 'w1 > d4');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['d4', 'dead']);
  });

  it('206 ice: sliding with the ball onto the cannon fires it', () => {
    const s = xboard({ tiles: { c4: 'cannonball', d4: 'ice', e4: 'cannon:0', e8: 'empty' }, items: { balls: ['c4'] }, pirates: { w1: 'c4', y1: 'e8' } });
    play(s, 'w1 d4 ball');
    expect([where(s, 'w1'), where(s, 'y1'), ballsAt(s)]).toEqual(['e4', 'dead', ['face-down', 'gone']]);
  });

  it('280 "перенести любого участника со всей его поклажей": the airplane flies him with the ball onto the cannon: he fires', () => {
    const s = xboard({ tiles: { c3: 'airplane', e4: 'cannon:0', e8: 'empty' }, items: { balls: ['c3'] }, pirates: { w1: 'c3', y1: 'e8' } });
    play(s, 'w1 e4 ball');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e4', 'dead']);
  });

  it('423 "нельзя ходить с ядром в закрытую клетку": not onto a face-down cannon; without the ball he turns it and flies', () => {
    const s = xboard({ tiles: { e5: 'cannonball' }, items: { balls: ['e5'] }, pirates: { w1: 'e5' }, hidden: { e4: 'cannon:2' } });
    expect([can(s, 'w1 e4 ball'), can(s, 'w1 e4')]).toEqual([false, true]);
    play(s, 'w1 e4');
    expect([where(s, 'w1'), ballsAt(s)]).toEqual(['e1', ['e5', 'face-down']]);
  });
});

describe('the ball in hand (423 "Ядра носятся так же, как и монеты")', () => {
  it('423 with 96: one ball in hand; two balls lying there, he takes one', () => {
    const s = xboard({ tiles: { e5: 'cannonball', e6: 'empty' }, items: { balls: ['e5', 'e5'] }, pirates: { w1: 'e5' } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e6')).sort()).toEqual(['w1 e6', 'w1 e6 ball']);
    play(s, 'w1 e6 ball');
    expect(ballsAt(s)).toEqual(['e5', 'e6']);
  });

  it('423 with 96: a coin and a ball at once only with the wheelbarrow', () => {
    const s = xboard({ tiles: { e5: 'cannonball', e6: 'empty' }, items: { balls: ['e5'] }, pirates: { w1: 'e5' }, coins: { e5: 1 } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e6')).sort()).toEqual(['w1 e6', 'w1 e6 ball', 'w1 e6 coin']);
  });

  it('423 with 72 "Пират возвращается на корабль (с добычей или без)": a ball brought aboard is out of play', () => {
    const s = xboard({ tiles: { g2: 'cannonball' }, items: { balls: ['g2'] }, pirates: { w1: 'g2' } });
    play(s, 'w1 g1 ball');
    expect(ballsAt(s)).toEqual(['aboard:w', 'face-down']);
    setTurn(s, 'w');
    expect(movesOf(s, 'w1').some((d) => d.includes('ball'))).toBe(false);
  });

  it('423 with 100 "Если пират попал в море с монетой, она тонет": an arrow into the sea sinks the ball; he swims', () => {
    const s = xboard({ tiles: { e3: 'cannonball', e2: 'arrow1:2' }, items: { balls: ['e3'] }, pirates: { w1: 'e3' } });
    play(s, 'w1 e2 ball');
    expect([where(s, 'w1'), ballsAt(s)]).toEqual(['e1', ['face-down', 'gone']]);
  });

  it('423 with 224: the crocodile sends him back with the ball', () => {
    const s = xboard({ tiles: { e5: 'cannonball', e6: 'crocodile' }, items: { balls: ['e5'] }, pirates: { w1: 'e5' } });
    play(s, 'w1 e6 ball');
    expect([where(s, 'w1'), ballsAt(s)]).toEqual(['e5', ['e5', 'face-down']]);
  });

  it('423 with FAQ 545 "Людоед ест пирата вместе с монетой": the ball goes with him', () => {
    const s = xboard({ tiles: { e5: 'cannonball', e6: 'cannibal' }, items: { balls: ['e5'] }, pirates: { w1: 'e5' } });
    play(s, 'w1 e6 ball');
    expect([where(s, 'w1'), ballsAt(s)]).toEqual(['dead', ['face-down', 'gone']]);
  });
});

describe('the shot and the Treasure Island pieces (423 with 327-357)', () => {
  const ti = { tiles: 'treasure-island' } as const;

  it('423 "пираты погибают": Friday, Ben Gunn and a converted missionary in line die; the galleon treasure in line is gone (102 "Те же правила")', () => {
    const s = xboard({
      options: ti,
      tiles: { d3: 'cannonball', e4: 'cannon:0', e6: 'empty', e8: 'empty', e10: 'empty', e11: 'empty' },
      items: { balls: ['d3'] },
      pirates: { w1: 'd3', fri: { at: 'e6', crew: 'y' }, ben: { at: 'e8', crew: 'y' }, mis: { at: 'e10', crew: 'b', converted: true } },
      treasure: 'e11',
    });
    play(s, 'w1 e4 ball');
    expect([where(s, 'fri'), where(s, 'ben'), where(s, 'mis'), treasureAt(s), treasureShip(s)]).toEqual(['dead', 'dead', 'dead', '-', 'sunk']);
  });

  it('341 "Миссионер … сам не может быть атакован" is about strikes: the sober missionary in line and the pirate with him die (tn 138: a shot is no attack)', () => {
    const s = xboard({
      options: ti,
      tiles: { d3: 'cannonball', e4: 'cannon:0', e7: 'empty' },
      items: { balls: ['d3'] },
      pirates: { w1: 'd3', mis: { at: 'e7', crew: 'y' }, y1: 'e7' },
    });
    play(s, 'w1 e4 ball');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'dead']);
  });

  it('381 "пират будет бродить внутри": a pirate lost underground in a cave in line is not hit (X-R5); he comes out when a second cave opens', () => {
    const s = xboard({ options: ti, tiles: { d3: 'cannonball', e4: 'cannon:0', e8: 'cave' }, items: { balls: ['d3'] }, pirates: { w1: 'd3', y1: { at: 'e8', lost: true } } });
    play(s, 'w1 e4 ball');
    expect([where(s, 'y1'), isLost(s, 'y1')]).toEqual(['e8', true]);
  });

  it('351 "способностью носить тяжелые штуки": Friday brings a ball to the cannon and it fires; he stays there (X-R19\'s "after his shot")', () => {
    const s = xboard({ options: ti, tiles: { d3: 'cannonball', e4: 'cannon:0', e8: 'empty' }, items: { balls: ['d3'] }, pirates: { fri: { at: 'd3', crew: 'w' }, y1: 'e8' } });
    play(s, 'fri e4 ball');
    expect([where(s, 'fri'), where(s, 'y1')]).toEqual(['e4', 'dead']);
  });

  it('341 "Миссионер не заходит на клетки с врагами": the sober missionary does not come to the cannon an enemy shooter stands on', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { mis: { at: 'e3', crew: 'w' }, y1: 'e4' } });
    expect(can(s, 'mis e4')).toBe(false);
  });

  it('351 "сам он безобиден … никого атаковать не может": Friday does not come to the cannon an enemy shooter stands on', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { fri: { at: 'e3', crew: 'w' }, y1: 'e4' } });
    expect(can(s, 'fri e4')).toBe(false);
  });

  it('341 "Пират, стоящий на одной клетке с миссионером тоже не может быть атакован": nobody strikes the shooter with the missionary beside him on the cannon', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e4', mis: { at: 'e4', crew: 'w' }, y1: 'e3' }, turn: 'y' });
    expect(can(s, 'y1 e4')).toBe(false);
  });

  it('117 "Врагов может бить также … Бен Ганн": Ben Gunn comes to the cannon an enemy shooter stands on: the shooter is struck, Ben flies', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { ben: { at: 'e3', crew: 'w' }, y1: 'e4' } });
    play(s, 'ben e4');
    expect([where(s, 'y1'), where(s, 'ben')]).toEqual(['a7', 'e13']);
  });

  it('FAQ 566 "оба улетают" with tn 91 "Нападая пиратом на миссионера в воде, умирает пират": both fly onto the enemy missionary swimming there: both die, he swims on', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e3', w2: 'e4', mis: { at: 'e13', crew: 'y' } } });
    play(s, 'w1 e4');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'mis')]).toEqual(['dead', 'dead', 'e13']);
  });

  it('FAQ 566 "оба улетают" with tn 90 "Нападая пиратом на Пятницу в воде, Пятница переходит на сторону нападавшего": both fly onto the enemy Friday swimming: he is won over', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e3', w2: 'e4', fri: { at: 'e13', crew: 'y' } } });
    play(s, 'w1 e4');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['e13', 'e13', 'e13', 'w']);
  });

  it('FAQ 566 "оба улетают" with Friday on the cannon after his shot (X-R20 reading): they land together and the pirate strikes the enemy swimmer; Friday lives', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e3', fri: { at: 'e4', crew: 'w' }, y1: 'e13' } });
    play(s, 'w1 e4');
    expect([where(s, 'w1'), where(s, 'fri'), where(s, 'y1')]).toEqual(['e13', 'e13', 'dead']);
  });

  it('FAQ 566 with tn 91 and tn 93 "Нападая миссионером на Пятницу в воде, и наоборот, умирают оба": Friday and the pirate fly onto the enemy missionary: all three are gone', () => {
    const s = xboard({ options: ti, tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e3', fri: { at: 'e4', crew: 'w' }, mis: { at: 'e13', crew: 'y' } } });
    play(s, 'w1 e4');
    expect([where(s, 'w1'), where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead', 'dead']);
  });
});
