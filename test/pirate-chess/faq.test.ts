/**
 * Every answer of the seed's FAQ ("Вопросы и ответы", pirate-chess-ru.txt) as a scenario,
 * named after its question.
 */
import { describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { LOST, BOTTLES, COINS, HALFMOVE, RESULT, Result, TRAPPED } from '../../src/pirate-chess/state.js';
import { cell, legal, pieces, play, scene } from './scene.js';

describe('the seed\'s FAQ', () => {
  it('"Фигура держит под контролем поле со стрелкой. Контролирует ли она поля, на которые ведёт стрелка? Да. То же самое касается клеток «конь» и «воздушный шар»"', () => {
    // an open arrow on c7 pointing east (quarter turn 1) leads to d7; the white rook on c3 holds c7
    const arrow = scene({ pieces: { g1: 'wK', c3: 'wR', e8: 'bK' }, open: { c7: 'arrow-1s/1' }, toMove: 'black' });
    expect(legal(arrow)).not.toContain('e8-d7');
    expect(legal(arrow)).toContain('e8-e7');
    // an open horse on c7: the rook holds c7, so it holds c7's knight jumps (d9, e8's neighbours e6, d5 …)
    const horse = scene({ pieces: { g1: 'wK', c3: 'wR', f8: 'bK' }, open: { c7: 'horse' }, toMove: 'black' });
    expect(legal(horse)).not.toContain('f8-e6');
    expect(legal(horse)).not.toContain('f8-e8');
    expect(legal(horse)).toContain('f8-f9');
    // an open balloon on e5: the white knight on d3 holds e5, so it holds the knights' start cells d1, i1
    const balloon = scene({ pieces: { g3: 'wK', d3: 'wN', h2: 'bK' }, open: { e5: 'balloon' }, toMove: 'black' });
    expect(legal(balloon)).not.toContain('h2-i1');
    expect(legal(balloon)).toContain('h2-h1');
  });

  it('"Может ли король или пешка, находясь на вертушке, совершить взятие по обычным шахматным правилам? Только с последней цифры"', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wP', f6: 'bN' }, open: { e5: 'spinner-2' } });
    s.pstat[cell('e5')] = 1;
    expect(legal(s).filter((m) => m.includes('e5'))).toEqual(['step e5']);
    s.pstat[cell('e5')] = 2;
    expect(legal(s).filter((m) => m.includes('e5'))).toEqual(['e5-e6', 'e5xf6']);
  });

  it('"Могут ли две и более фигуры стоять на одной вертушке? Нет"', () => {
    // one's own piece blocks the spinner; an enemy is taken, not joined (PC7)
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wP', d3: 'wN' }, open: { e5: 'spinner-3' } });
    s.pstat[cell('e5')] = 1;
    expect(legal(s)).not.toContain('d3-e5');
    const t = scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wP', c6: 'bN' }, open: { e5: 'spinner-3' }, toMove: 'black' });
    t.pstat[cell('e5')] = 1;
    expect(pieces(play(t, 'c6xe5')).e5).toBe('bN');
  });

  it('"Кто может ходить по вертушке назад? Никто"', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wP' }, open: { e5: 'spinner-3' } });
    s.pstat[cell('e5')] = 2;
    play(s, 'step e5');
    expect(s.pstat[cell('e5')] & 7).toBe(3);
  });

  it('"Рядом с королём есть лёд, который держит под ударом вражеская фигура. Может ли король пойти на лёд, если поле сразу за ним НЕ находится под ударом? Да"', () => {
    const s = scene({ pieces: { e5: 'wK', g11: 'bK', a6: 'bR' }, open: { e6: 'ice' } });
    expect(legal(s)).toContain('e5-e6');
    expect(pieces(play(s, 'e5-e6')).e7).toBe('wK');
    // but not when the cell beyond is held too
    expect(legal(scene({ pieces: { e5: 'wK', g11: 'bK', a6: 'bR', a7: 'bR' }, open: { e6: 'ice' } }))).not.toContain('e5-e6');
  });

  it('"Я пошёл дальнобойной фигурой на лёд, но повторить ход не могу – мешает своя фигура. Что произойдёт? Вы остановитесь перед ней"', () => {
    expect(pieces(play(scene({ pieces: { g1: 'wK', g11: 'bK', c3: 'wR', c8: 'wP' }, open: { c5: 'ice' } }), 'c3-c5')).c7).toBe('wR');
    expect(pieces(play(scene({ pieces: { g1: 'wK', g11: 'bK', c3: 'wR', c6: 'wP' }, open: { c5: 'ice' } }), 'c3-c5')).c5).toBe('wR');
    expect(pieces(play(scene({ pieces: { g1: 'wK', g11: 'bK', d1: 'wN', f5: 'wP' }, open: { e3: 'ice' } }), 'd1-e3')).e3).toBe('wN');
  });

  it('"Я побил фигуру, стоящую на льду. Лёд действует на мою фигуру? Да"', () => {
    const p = pieces(play(scene({ pieces: { g1: 'wK', g11: 'bK', c3: 'wR', c5: 'bN' }, open: { c5: 'ice' } }), 'c3xc5'));
    expect([p.c5, p.c7]).toEqual([undefined, 'wR']);
  });

  it('"Я побил фигуру, сидящую в капкане. Капкан действует на мою фигуру? Нет. Капкан, как и бочонок рома, действует один раз за игру"', () => {
    const t = play(scene({ pieces: { g1: 'wK', g11: 'bK', e3: 'wR', d7: 'bN' }, closed: { e5: 'trap' } }), 'e3-e5');
    expect(t.pstat[cell('e5')] & TRAPPED).toBe(TRAPPED);
    play(t, 'd7xe5');
    expect(pieces(t).e5).toBe('bN');
    expect(t.pstat[cell('e5')] & TRAPPED).toBe(0);
    play(t, 'g1-g2');
    expect(legal(t).filter((m) => m.startsWith('e5')).length).toBe(8); // the knight moves on
  });

  it('"Король, попавший в капкан, получил шах конём или в упор. Как защититься? Единственный способ – уничтожить напавшую фигуру"', () => {
    const s = scene({ pieces: { e4: 'wK', h4: 'wB', a5: 'wR', g11: 'bK', f6: 'bN' }, open: { e4: 'trap' } });
    s.pstat[cell('e4')] = TRAPPED; s.used[cell('e4')] = 1; s.v[BOTTLES] = 1;
    expect(legal(s)).toEqual(['h4xf6']);
  });

  it('"Можно ли ставить короля под удар фигуры, сидящей в капкане? … не контролирует никакие поля … если у противника есть бутылка, он сможет ответным ходом её потратить, и тогда вам будет шах"', () => {
    const s = scene({ pieces: { e4: 'wK', g11: 'bK', a5: 'bR' }, open: { a5: 'trap' } });
    s.pstat[cell('a5')] = TRAPPED; s.used[cell('a5')] = 1; s.v[BOTTLES + 1] = 1;
    expect(legal(s)).toContain('e4-e5');
    play(s, 'e4-e5');
    expect(legal(s)).toContain('bottle a5');
    play(s, 'bottle a5');
    expect(inCheck(s, 0)).toBe(true);
  });

  it('"Значит, если король попал в капкан, то вражеский король может подойти к нему вплотную? Да, и это будет мат"', () => {
    const s = scene({ pieces: { e4: 'wK', e6: 'bK' }, open: { e4: 'trap' }, toMove: 'black' });
    s.pstat[cell('e4')] = TRAPPED; s.used[cell('e4')] = 1;
    expect(legal(s)).toContain('e6-e5');
    play(s, 'e6-e5');
    expect(s.v[RESULT]).toBe(Result.BlackMates);
  });

  it('"Мне объявили шах. Я отошёл королём на закрытую клетку, но там оказался крокодил. Мне мат? Нет … король остаётся на клетке с ним"', () => {
    const s = play(scene({ pieces: { e4: 'wK', g11: 'bK', e9: 'bR' }, closed: { d5: 'crocodile' } }), 'e4-d5');
    expect(pieces(s).d5).toBe('wK');
    expect(s.v[RESULT]).toBe(Result.Playing);
  });

  it('"Раз на крокодила нельзя пойти, его нельзя контролировать. Значит, король, стоящий на крокодиле, не может получить шах? Может"', () => {
    const s = scene({ pieces: { d5: 'wK', g11: 'bK', a9: 'bR' }, open: { d5: 'crocodile' }, toMove: 'black' });
    play(s, 'a9-d9');
    expect(inCheck(s, 0)).toBe(true);
    expect(legal(s).every((m) => m.startsWith('d5-') && !m.startsWith('d5-d'))).toBe(true);
  });

  it('"Воздушный шар вернул мою фигуру на стартовую позицию, а там – крокодил! … бесконечный цикл. Фигура … будет закрыта. В случае короля он останавливается на крокодиле, а если крокодил находится под боем, то на воздушном шаре"', () => {
    // a knight: start cells d1 (a crocodile under it) and i1 (taken): balloon → d1 → balloon → … → lost
    const knight = play(scene({ pieces: { g3: 'wK', g11: 'bK', e4: 'wN', i1: 'wB' }, closed: { d6: 'balloon', d1: 'crocodile' } }), 'e4-d6');
    expect(pieces(knight).d6).toBeUndefined();
    expect(pieces(knight).d1).toBeUndefined();
    expect(knight.v[LOST + 1]).toBe(1);
    // a king: stops on the crocodile (g1) …
    const king = play(scene({ pieces: { g3: 'wK', g11: 'bK' }, closed: { g2: 'balloon', g1: 'crocodile' } }), 'g3-g2');
    expect(pieces(king).g1).toBe('wK');
    // … or, when the crocodile is held, on the balloon
    const held2 = play(scene({ pieces: { g3: 'wK', g11: 'bK', j4: 'bB' }, closed: { g2: 'balloon', g1: 'crocodile' } }), 'g3-g2');
    expect(pieces(held2).g2).toBe('wK');
  });

  it('"Можно ли ходить королём на находящиеся под ударом закрытые клетки? … Так ходить нельзя"', () => {
    const s = scene({ pieces: { e4: 'wK', g11: 'bK', a5: 'bR' }, allClosed: true });
    expect(legal(s).filter((m) => /-[def]5$/.test(m))).toEqual([]);
    expect(legal(s)).toContain('e4-e3');
  });

  it('"Я воскресил своего ферзя, но на его стартовом поле оказался людоед! Ферзь окончательно потерян? Да"', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK' }, closed: { f1: 'cannibal' } });
    s.v[LOST + 4] = 1; s.v[COINS] = 9;
    play(s, 'buy Q@f1');
    expect(pieces(s).f1).toBeUndefined();
    expect([s.v[COINS], s.v[LOST + 4]]).toEqual([0, 0]);
  });

  it('"Может ли Пятница объявить шах? Нет"', () => {
    const s = scene({ pieces: { e4: 'wK', g11: 'bK', e5: 'bF' } });
    expect(inCheck(s, 0)).toBe(false);
    expect(legal(s)).toContain('e4-d4');
    expect(legal(s)).toContain('e4-d5'); // next to Friday: Friday holds nothing
  });

  it('"Почему в крепости с аборигенкой пешек могут воскрешать только король, ферзь или пешка? … конь и слон – это животные, а ладья – механизм"', () => {
    for (const [who, can] of [['wK', true], ['wQ', true], ['wP', true], ['wN', false], ['wB', false], ['wR', false]] as [string, boolean][]) {
      const pcs: Record<string, string> = { g11: 'bK', e6: who };
      if (who !== 'wK') pcs.a3 = 'wK';
      const s = scene({ pieces: pcs, open: { e6: 'native-fortress' } });
      s.v[LOST] = 1;
      expect(legal(s).some((m) => m.startsWith('free P@'))).toBe(can);
    }
  });

  it('"Считается ли взятием ход на клетку с людоедом или другой самоубийственный ход? Можно ли таким ходом избежать ничьей по правилу 50 ходов? Оба раза нет"', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', d1: 'wN' }, open: { e3: 'cannibal' } });
    s.v[HALFMOVE] = 99;
    play(s, 'd1-e3');
    expect(pieces(s).e3).toBeUndefined();
    expect(s.v[RESULT]).toBe(Result.FiftyMoves);
  });
});
