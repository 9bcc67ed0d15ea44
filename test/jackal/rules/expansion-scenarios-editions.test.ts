/**
 * Black-box scenarios for the "original" expansion with the Treasure Island tiles and with the
 * editions' options (session 25), written from the texts before the engine was read:
 * full-rules-ru.txt (bare numbers) 415-431 with Friday (347-353), the missionary (337-345), Ben
 * Gunn (327-333), caves (377-383), the lighthouse's old and Deluxe rules (314-323) and the
 * airplane with and without the 2020 edition's change (278-286); `tn` = tile-notes-ru.txt. On
 * ground expansion.test.ts and the earlier hunts leave.
 */
import { describe, expect, it } from 'vitest';
import { aboard, bottles, can, coinsAt, hiddenType, kindAt, legal, lost, movesOf, play, setTurn, stepOf, tileArg, where } from './board.js';
import { ballsAt, barrowAt, boatAt, xboard } from './items.js';

const ti = { tiles: 'treasure-island' } as const;

describe('the island\'s people and the expansion\'s things (415-431 with 327-357)', () => {
  it('353 "проходит любую клетку вертушку за один ход": Friday wheels two coins onto a desert and stands on its last step with them', () => {
    const s = xboard({ options: ti, tiles: { e4: 'wheelbarrow', e5: 'desert', e6: 'empty' }, items: { barrow: 'e4' }, pirates: { fri: { at: 'e4', crew: 'w' } }, coins: { e4: 2 } });
    play(s, 'fri e5 coin coin barrow');
    expect([stepOf(s, 'fri'), barrowAt(s)]).toEqual([3, 'held:fri']);
    setTurn(s, 'w');
    play(s, 'fri e6 coin coin barrow');
    expect([where(s, 'fri'), barrowAt(s), coinsAt(s, 'e6')]).toEqual(['e6', 'e6', 2]);
  });

  it('353 "не боится папу-людоеда" with FAQ 545: Friday stands on the cannibal; what he wheeled there is eaten (TI-R6)', () => {
    const s = xboard({ options: ti, tiles: { e5: 'wheelbarrow', e6: 'cannibal' }, items: { barrow: 'e5' }, pirates: { fri: { at: 'e5', crew: 'w' } }, coins: { e5: 2 } });
    play(s, 'fri e6 coin coin barrow');
    expect([where(s, 'fri'), barrowAt(s), lost(s)]).toEqual(['e6', 'gone', 2]);
  });

  it('353 "не падает в ямы-ловушки": Friday wheels into a trap and out again on his next turn', () => {
    const s = xboard({ options: ti, tiles: { e5: 'wheelbarrow', e6: 'trap', e7: 'empty' }, items: { barrow: 'e5' }, pirates: { fri: { at: 'e5', crew: 'w' } }, coins: { e5: 1 } });
    play(s, 'fri e6 coin barrow');
    setTurn(s, 'w');
    play(s, 'fri e7 coin barrow');
    expect([barrowAt(s), coinsAt(s, 'e7')]).toEqual(['e7', 1]);
  });

  it('353 with 72: Friday wheels two coins aboard his crew\'s ship', () => {
    const s = xboard({ options: ti, tiles: { g2: 'wheelbarrow' }, items: { barrow: 'g2' }, pirates: { fri: { at: 'g2', crew: 'w' } }, coins: { g2: 2 } });
    play(s, 'fri g1 coin coin barrow');
    expect([aboard(s, 'w'), barrowAt(s)]).toEqual([2, 'aboard:w']);
  });

  it('343 "Пока миссионер остается миссионером, он не может носить никакие грузы": no ball, wheelbarrow nor boat; once converted he wheels coins', () => {
    const spec = { options: ti, tiles: { e5: 'wheelbarrow', e6: 'empty' }, items: { barrow: 'e5', balls: ['e5'], boat: 'e5' }, coins: { e5: 1 } };
    const sober = xboard({ ...spec, pirates: { mis: { at: 'e5', crew: 'w' } } });
    expect(movesOf(sober, 'mis').filter((d) => d.startsWith('mis e6'))).toEqual(['mis e6']);
    const drunk = xboard({ ...spec, pirates: { mis: { at: 'e5', crew: 'w', converted: true } } });
    expect(can(drunk, 'mis e6 coin ball barrow')).toBe(true);
  });

  it('331 "легко станет ещё одним вашим пиратом" with tn 88: Ben Gunn launches the boat and sails it', () => {
    const s = xboard({ options: ti, tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { ben: { at: 'e2', crew: 'w' } } });
    play(s, 'ben e1 boat');
    expect(boatAt(s)).toBe('afloat:w:e1');
    setTurn(s, 'w');
    play(s, 'boat w d1');
    expect([where(s, 'ben'), boatAt(s)]).toEqual(['d1', 'afloat:w:d1']);
  });

  it('381 "можно зайти в выход и выйти через вход за один ход": with two caves open, the wheelbarrow and two coins come out of the other', () => {
    const s = xboard({ options: ti, tiles: { d5: 'wheelbarrow', e5: 'cave', j10: 'cave' }, items: { barrow: 'd5' }, pirates: { w1: 'd5' }, coins: { d5: 2 } });
    play(s, 'w1 e5 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'j10'), coinsAt(s, 'd5')]).toEqual(['j10', 'j10', 2, 0]);
  });

  it('381 "пират будет бродить внутри": with one cave open he is lost underground holding the wheelbarrow; the second cave lets him out with it', () => {
    const s = xboard({ options: ti, tiles: { d5: 'wheelbarrow', e5: 'cave', i9: 'empty' }, items: { barrow: 'd5' }, pirates: { w1: 'd5', y1: 'i9' }, coins: { d5: 1 }, hidden: { j10: 'cave' } });
    play(s, 'w1 e5 coin barrow');
    expect([where(s, 'w1'), barrowAt(s)]).toEqual(['e5', 'held:w1']);
    play(s, 'y1 j10'); // yellow opens the second cave: he goes to w1's cave, w1 comes out of j10
    expect([where(s, 'w1'), where(s, 'y1'), barrowAt(s)]).toEqual(['j10', 'e5', 'j10']);
  });

  it('294 "иначе сразу же расстроится и пропадёт": silent on carramba, he is lost; the wheelbarrow and coins he brought stay on the tile (TI-R17)', () => {
    const s = xboard({ options: ti, tiles: { d5: 'wheelbarrow', e5: 'carramba' }, items: { barrow: 'd5' }, pirates: { w1: 'd5' }, coins: { d5: 2 } });
    play(s, 'w1 e5 coin coin barrow', 'w1 > e5');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e5'), lost(s)]).toEqual(['dead', 'e5', 2, 0]);
  });

  it('365 "выбираться из любых лабиринтов сразу напрямую": a bottle takes him off a desert\'s first step at once, with the wheelbarrow and coins he holds', () => {
    const s = xboard({ options: ti, tiles: { e5: 'desert', e6: 'empty' }, items: {}, pirates: { w1: { at: 'e5', step: 1, carry: true, carry2: true, holds: ['barrow'] } }, bottles: { w: 1 } });
    expect(can(s, 'w1 e6 coin coin barrow')).toBe(false);
    play(s, 'w1 e6 coin coin barrow rum');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e6'), bottles(s, 'w')]).toEqual(['e6', 'e6', 2, 0]);
  });

  it('365 "вылезать из ям-ловушек": a bottle frees him from a trap and he wheels away what lies there', () => {
    const s = xboard({ options: ti, tiles: { e5: 'trap', e6: 'empty' }, items: { barrow: 'e5' }, pirates: { w1: { at: 'e5', trapped: true } }, coins: { e5: 1 }, bottles: { w: 1 } });
    expect(can(s, 'w1 e6 coin barrow')).toBe(false);
    play(s, 'w1 e6 coin barrow rum');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e6')]).toEqual(['e6', 'e6', 1]);
  });

  it('397 "в джунгли нельзя заходить с предметами": not into the Treasure Island jungle with the wheelbarrow', () => {
    const s = xboard({ options: ti, tiles: { e5: 'wheelbarrow', e6: 'thicket' }, items: { barrow: 'e5' }, pirates: { w1: 'e5' } });
    expect([can(s, 'w1 e6 barrow'), can(s, 'w1 e6')]).toEqual([false, true]);
  });
});

describe('the lighthouse (314-323) and the expansion\'s tiles', () => {
  it('320 old rule "они остаются открытыми": picks that turn over the boat, a cannonball and the wheelbarrow put each on its tile (413-431 "При открытии")', () => {
    const s = xboard({
      options: { ...ti, lighthouse: 'open' },
      tiles: { d5: 'empty', e5: 'lighthouse' },
      pirates: { w1: 'd5' },
      hidden: { j10: 'boat', c3: 'cannonball', k11: 'wheelbarrow', b5: 'chest2' },
    });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect([boatAt(s), ballsAt(s), barrowAt(s), coinsAt(s, 'b5')]).toEqual(['j10', ['c3', 'face-down'], 'k11', 2]);
  });

  it('321 Deluxe "подсмотреть … и вернуть на место": peeked, the boat, cannonball and wheelbarrow tiles stay face down and nothing is set out', () => {
    const s = xboard({
      options: ti,
      tiles: { d5: 'empty', e5: 'lighthouse' },
      pirates: { w1: 'd5' },
      hidden: { j10: 'boat', c3: 'cannonball', k11: 'wheelbarrow', b5: 'chest2' },
    });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5', 'w1 order 0');
    expect([kindAt(s, 'j10'), hiddenType(s, 'j10'), boatAt(s), ballsAt(s), barrowAt(s)]).toEqual(['closed', 'boat', 'face-down', ['face-down', 'face-down'], 'face-down']);
  });
});

describe('the airplane with loads, classic and 2020 (280-286; tn 169 "с тачкой — 2 + сама тачка")', () => {
  it('classic 284 "Не хотите лететь прямо сейчас — оставайтесь": he waits with the wheelbarrow and coins, and flies with them later', () => {
    const s = xboard({ tiles: { d5: 'wheelbarrow', e5: 'airplane', k10: 'empty' }, items: { barrow: 'd5' }, pirates: { w1: 'd5' }, coins: { d5: 2 } });
    play(s, 'w1 e5 coin coin barrow', 'w1 stay');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e5')]).toEqual(['e5', 'e5', 2]);
    setTurn(s, 'w');
    play(s, 'w1 k10 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'k10')]).toEqual(['k10', 'k10', 2]);
  });

  it('2020 edition (--airplane-immediate) 284 "Отложенное использование самолета было убрано": no waiting; he flies at once with the wheelbarrow and both coins', () => {
    const s = xboard({ options: { airplaneImmediate: true }, tiles: { d5: 'wheelbarrow', e5: 'airplane', k10: 'empty' }, items: { barrow: 'd5' }, pirates: { w1: 'd5' }, coins: { d5: 2 } });
    play(s, 'w1 e5 coin coin barrow');
    expect(can(s, 'w1 stay')).toBe(false);
    play(s, 'w1 > k10');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'k10')]).toEqual(['k10', 'k10', 2]);
  });

  it('2020 edition with tn 167 "корабли клетками не являются": flying with the boat he lands on land only; the sea is no destination (the boat is launched from the shore)', () => {
    const s = xboard({ options: { airplaneImmediate: true }, tiles: { d5: 'boat', e5: 'airplane', e2: 'empty' }, items: { boat: 'd5' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5 boat');
    const targets = legal(s).map((d) => d.split(' ')[2]);
    expect(targets).toContain('e2');
    expect(targets.filter((c) => /^[a-m]1$|^[a-m]13$|^a\d+$|^m\d+$/.test(c))).toEqual([]);
    play(s, 'w1 > e2');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['e2', 'e2']);
  });

  it('tn 170 "Если самолет приземлился на крокодила, то вы вернетесь обратно": back on the spent airplane with the wheelbarrow and coins', () => {
    const s = xboard({ tiles: { e5: 'airplane', k10: 'crocodile' }, items: { barrow: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 2 } });
    play(s, 'w1 k10 coin coin barrow');
    expect([where(s, 'w1'), barrowAt(s), coinsAt(s, 'e5'), tileArg(s, 'e5')]).toEqual(['e5', 'e5', 2, 0]); // 0: the airplane is spent
  });

  it('2020 edition with 423: flying with a ball onto the cannon fires it', () => {
    const s = xboard({ options: { airplaneImmediate: true }, tiles: { d5: 'cannonball', e5: 'airplane', h3: 'cannon:0', h9: 'empty' }, items: { balls: ['d5'] }, pirates: { w1: 'd5', y1: 'h9' } });
    play(s, 'w1 e5 ball', 'w1 > h3');
    expect([where(s, 'w1'), where(s, 'y1'), ballsAt(s)]).toEqual(['h3', 'dead', ['face-down', 'gone']]);
  });
});
