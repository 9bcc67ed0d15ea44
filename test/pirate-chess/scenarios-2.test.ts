/**
 * Black-box scenarios (session 24), second pass: written from the seed's text
 * (pirate-chess-ru.txt, the classic tiles of full-rules-ru.txt 1–620 it refers to) before the
 * engine was read, on what the first pass (scenarios.test.ts, scenarios-pieces.test.ts) and the
 * FAQ tests (faq.test.ts) leave: buying back (prices, cells, a promoted pawn), coins and
 * bottles, rum, the native woman, fortresses, the jungle, caves, the airplane, Ben Gunn, draws
 * and the end of the game.
 */
import { describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { BOTTLES, COINS, controller, HALFMOVE, LOST, RESULT, Result, SIDE, TRAPPED } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { cell, legal, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };
const P = 0, N = 1, R = 3, Q = 4, BLACK = 5;
const buys = (ms: string[]): string[] => ms.filter((m) => m.startsWith('buy'));

describe('buying back (lines 17–26: prices, the start cell, a promoted pawn)', () => {
  it('"Конь или слон – 3": with 2 coins a lost knight is not bought, with 3 it is', () => {
    const s = scene({ pieces: K }); s.v[LOST + N] = 1; s.v[COINS] = 2;
    expect(buys(legal(s))).toEqual([]);
    s.v[COINS] = 3;
    expect(buys(legal(s))).toEqual(['buy N@d1', 'buy N@i1']);
  });

  it('"Ладья – 5": 4 coins buy no rook; 5 do, and the coins are spent', () => {
    const s = scene({ pieces: K }); s.v[LOST + R] = 1; s.v[COINS] = 4;
    expect(buys(legal(s))).toEqual([]);
    s.v[COINS] = 5;
    play(s, 'buy R@c1');
    expect([pieces(s).c1, s.v[COINS], s.v[LOST + R]]).toEqual(['wR', 0, 0]);
  });

  it('"Ферзь – 9": 8 coins buy no queen', () => {
    const s = scene({ pieces: K }); s.v[LOST + Q] = 1; s.v[COINS] = 8;
    expect(buys(legal(s))).toEqual([]);
  });

  it('"Пешка – 1": a pawn is bought onto a free pawn start cell only, not one held by either side', () => {
    const s = scene({ pieces: { ...K, c2: 'wP', d2: 'bN', e2: 'wP', f2: 'wP', g2: 'wP', h2: 'wP', i2: 'wP' } });
    s.v[LOST + P] = 1; s.v[COINS] = 1;
    expect(buys(legal(s))).toEqual(['buy P@j2']);
  });

  it('"Если на этом поле стоит своя или чужая фигура, воскрешение нельзя выполнять": the queen\'s f1 held by an enemy knight', () => {
    const s = scene({ pieces: { ...K, f1: 'bN' } }); s.v[LOST + Q] = 1; s.v[COINS] = 9;
    expect(buys(legal(s))).toEqual([]);
  });

  it('"Если оно было закрытым, то открывается": a queen bought onto a face-down chest turns it over and takes its coins', () => {
    const s = scene({ pieces: K, closed: { f1: 'chest-3' } }); s.v[LOST + Q] = 1; s.v[COINS] = 9;
    play(s, 'buy Q@f1');
    expect([pieces(s).f1, s.tile[cell('f1')] === Tile.FaceDown, s.v[COINS]]).toEqual(['wQ', false, 3]);
  });

  it('"Воскрешение считается ходом": after buying it is black\'s turn', () => {
    const s = scene({ pieces: K }); s.v[LOST + P] = 1; s.v[COINS] = 1;
    play(s, 'buy P@e2');
    expect(s.v[SIDE]).toBe(1);
  });

  it('line 24 forbids only a held cell: a queen bought onto an open cannibal is lost and the coins spent (the FAQ\'s answer for a face-down one)', () => {
    const s = scene({ pieces: K, open: { f1: 'cannibal' } }); s.v[LOST + Q] = 1; s.v[COINS] = 9;
    play(s, 'buy Q@f1');
    expect([pieces(s).f1, s.v[LOST + Q], s.v[COINS]]).toEqual([undefined, 0, 0]);
  });

  it('a queen bought onto an open arrow goes where it points ("фигура делает то же, что и пираты")', () => {
    const s = scene({ pieces: K, open: { f1: 'arrow-1s/0' } }); s.v[LOST + Q] = 1; s.v[COINS] = 9;
    play(s, 'buy Q@f1');
    expect([pieces(s).f1, pieces(s).f2]).toEqual([undefined, 'wQ']);
  });

  it('black buys back onto black\'s start cells with black\'s coins; white\'s coins do not serve black', () => {
    const s = scene({ pieces: K, toMove: 'black' }); s.v[LOST + BLACK + Q] = 1; s.v[COINS] = 9;
    expect(buys(legal(s))).toEqual([]);
    s.v[COINS + 1] = 9;
    expect(buys(legal(s))).toEqual(['buy Q@f11']);
  });

  it('"Пешка, превращённая в фигуру и затем погибшая, воскрешается как пешка": a promoted queen taken counts as a lost pawn', () => {
    const s = play(scene({ pieces: { ...K, e5: 'wQ+', e9: 'bR' }, toMove: 'black' }), 'e9xe5');
    expect([s.v[LOST + P], s.v[LOST + Q]]).toEqual([1, 0]);
    s.v[COINS] = 9;
    expect(buys(legal(s))).not.toContain('buy Q@f1');
  });
});

describe('coins and bottles found (lines 17–18, 75)', () => {
  it('"найдя монеты, вы сразу забираете их себе": a rook stopping on a face-down chest-2 adds 2 coins to its side at once', () => {
    const s = play(scene({ pieces: { ...K, a5: 'bR' }, closed: { e5: 'chest-2' }, toMove: 'black' }), 'a5-e5');
    expect([s.v[COINS], s.v[COINS + 1]]).toEqual([0, 2]);
  });

  it('"Сундук, как и прежде, оценивается в 3 монеты": the galleon\'s treasure gives 3 coins', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'galleon' } }), 'a5-e5');
    expect(s.v[COINS]).toBe(3);
  });

  it('a chest gives its coins once: a piece stopping on it again later gains nothing', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'chest-1' } }), 'a5-e5', 'g11-g10', 'e5-a5', 'g10-g11', 'a5-e5');
    expect(s.v[COINS]).toBe(1);
  });

  it('bottles found are kept: a bishop stopping on a face-down bottles-3 gives its side 3 bottles', () => {
    const s = play(scene({ pieces: { ...K, c3: 'wB' }, closed: { e5: 'bottles-3' } }), 'c3-e5');
    expect(s.v[BOTTLES]).toBe(3);
  });

  it('"выбраться оттуда можно только с помощью бутылки": a trapped rook has no steps; a bottle frees it, and costs one', () => {
    const s = scene({ pieces: { ...K, e5: 'wR' }, open: { e5: 'trap' } });
    s.pstat[cell('e5')] = TRAPPED;
    expect(legal(s).filter((m) => m.startsWith('e5') || m.startsWith('bottle'))).toEqual([]);
    s.v[BOTTLES] = 1;
    expect(legal(s)).toContain('bottle e5');
    play(s, 'bottle e5');
    expect(s.v[BOTTLES]).toBe(0);
  });
});

describe('rum for the island\'s people (lines 69–77)', () => {
  it('"можно в тот же ход бросить ему бутылку": the missionary who drinks becomes a pirate', () => {
    const s = scene({ pieces: { ...K, a5: 'wR', f6: 'wM' } }); s.v[BOTTLES] = 1;
    play(s, 'a5-e5');
    expect(legal(s)).toEqual(expect.arrayContaining(['rum f6', 'no rum']));
    play(s, 'rum f6');
    expect([pieces(s).f6, s.v[BOTTLES]]).toEqual(['wA', 0]);
  });

  it('"своим или чужим – неважно": Friday of the enemy drinks and is gone', () => {
    const s = scene({ pieces: { ...K, a5: 'wR', f6: 'bF' } }); s.v[BOTTLES] = 1;
    play(s, 'a5-e5', 'rum f6');
    expect(pieces(s).f6).toBeUndefined();
  });

  it('without a bottle no rum is offered: the move simply ends', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', f6: 'wM' } }), 'a5-e5');
    expect(s.v[SIDE]).toBe(1);
    expect(pieces(s).f6).toBe('wM');
  });

  it('"На Пятницу и миссионера действует так же, как обычный ром": the missionary turning over a rum barrel becomes a pirate', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM' }, closed: { e5: 'rum-barrel' } }), 'e4-e5');
    expect(pieces(s).e5).toBe('wA');
  });

  it('Friday turning over a rum barrel is gone', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF' }, closed: { e5: 'rum-barrel' } }), 'e4-e5');
    expect(pieces(s).e5).toBeUndefined();
  });

  it('"заставляет фигуру пропустить следующий ход": a rook drunk on a barrel has no move next turn, and moves the turn after', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'rum-barrel' } }), 'a5-e5', 'g11-g10');
    expect(legal(s).filter((m) => m.startsWith('e5'))).toEqual([]);
    play(s, 'g1-g2', 'g10-g11');
    expect(legal(s)).toContain('e5-e6');
  });
});

describe('fortresses, the native woman and the jungle (lines 51–53, 81)', () => {
  it('"пока фигура находится здесь, её нельзя бить": a knight in a fortress is not taken by a rook', () => {
    const s = scene({ pieces: { ...K, e5: 'bN', e1: 'wR' }, open: { e5: 'fortress' } });
    expect(legal(s)).not.toContain('e1xe5');
  });

  it('the native woman\'s revival is free ("бесплатное"): with no coins the king on her fortress revives a pawn, and it is a move', () => {
    const s = scene({ pieces: { e6: 'wK', g11: 'bK' }, open: { e6: 'native-fortress' } }); s.v[LOST + P] = 1;
    const free = legal(s).filter((m) => m.startsWith('free'));
    expect(free).toContain('free P@e2');
    play(s, 'free P@e2');
    expect([pieces(s).e2, s.v[LOST + P], s.v[SIDE]]).toEqual(['wP', 0, 1]);
  });

  it('"пока здесь стоит ваш король": the enemy queen on the native woman\'s fortress revives nothing for white', () => {
    const s = scene({ pieces: { ...K, e6: 'bQ' }, open: { e6: 'native-fortress' } }); s.v[LOST + P] = 1;
    expect(legal(s).filter((m) => m.startsWith('free'))).toEqual([]);
  });

  it('the native woman revives pawns only: a lost knight is not revived free', () => {
    const s = scene({ pieces: { e6: 'wK', g11: 'bK' }, open: { e6: 'native-fortress' } }); s.v[LOST + N] = 1;
    expect(legal(s).filter((m) => m.startsWith('free'))).toEqual([]);
  });

  it('"Также действует, как обычная крепость": a pawn on the native woman\'s fortress is not taken', () => {
    const s = scene({ pieces: { ...K, e6: 'bP', e1: 'wR' }, open: { e6: 'native-fortress' } });
    expect(legal(s)).not.toContain('e1xe6');
  });

  it('"не держит поля под ударом и не может объявлять шах": a rook in the jungle checks nobody, and the king may step onto its file', () => {
    const s = scene({ pieces: { g1: 'wK', f11: 'bK', e5: 'wR' }, open: { e5: 'jungle' }, toMove: 'black' });
    expect(legal(s)).toContain('f11-e11');
    const t = scene({ pieces: { g1: 'wK', e11: 'bK', e5: 'wR' }, open: { e5: 'jungle' }, toMove: 'black' });
    expect(inCheck(t, 1)).toBe(false);
  });

  it('"её нельзя бить": a bishop in the jungle is not taken', () => {
    const s = scene({ pieces: { ...K, e5: 'bB', e1: 'wR' }, open: { e5: 'jungle' } });
    expect(legal(s)).not.toContain('e1xe5');
  });
});

describe('caves, the airplane, Ben Gunn, carramba (lines 55–59, 65, 79)', () => {
  it('"Попав в пещеру первый раз за игру, фигура застревает": a rook on the first cave turned over has no move', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'cave' } }), 'a5-e5', 'g11-g10');
    expect(legal(s).filter((m) => m.startsWith('e5'))).toEqual([]);
  });

  it('"после открытия второй пещеры фигуры в пещерах меняются местами"', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', c8: 'wB' }, closed: { e5: 'cave', e10: 'cave' } }), 'a5-e5', 'g11-g10', 'c8-e10');
    expect([pieces(s).e5, pieces(s).e10]).toEqual(['wB', 'wR']);
  });

  it('with both caves open, a piece enters one and leaves by the other in one move; not onto a held cave', () => {
    const s = scene({ pieces: { ...K, a5: 'wR' }, open: { e5: 'cave', i9: 'cave' } });
    play(s, 'a5-e5');
    expect(pieces(s).i9).toBe('wR');
    const t = scene({ pieces: { ...K, a5: 'wR', i9: 'bN' }, open: { e5: 'cave', i9: 'cave' } });
    play(t, 'a5-e5');
    expect(pieces(t).i9).toBe('bN');
  });

  it('"Действует один раз за игру": the airplane flies once; a second piece stopping on it stays', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', c3: 'wB' }, closed: { e5: 'airplane' } }), 'a5-e5', '> e9', 'g11-g10', 'c3-e5');
    expect(pieces(s).e5).toBe('wB');
  });

  it('"Бен появляется на выбранной соседней клетке": a rook turning over Ben Gunn gets a white pirate beside it', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'ben-gunn' } }), 'a5-e5');
    expect(legal(s)).toContain('> e6');
    play(s, '> e6');
    expect([pieces(s).e5, pieces(s).e6]).toEqual(['wR', 'wA']);
  });

  it('the carramba does nothing: the rook stays and it is black\'s turn', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'carramba' } }), 'a5-e5');
    expect([pieces(s).e5, s.v[SIDE]]).toEqual(['wR', 1]);
  });
});

describe('the earthquake and grass (lines 79, 83)', () => {
  it('"меняет местами 2 открытые клетки, где никто не стоит": only open tiles nobody stands on are picked, and they change places', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', h8: 'bN' }, allClosed: true, open: { c3: 'chest-1', h4: 'ice', h8: 'jungle' }, closed: { e5: 'earthquake' } }), 'a5-e5');
    expect(legal(s)).toEqual(['> c3', '> h4']);
    play(s, '> c3', '> h4');
    expect([s.tile[cell('c3')], s.tile[cell('h4')]]).toEqual([Tile.Ice, Tile.Chest1]);
  });

  it('"каждый игрок делает по одному ходу фигурами противника" (ruling PC24): after grass white decides black\'s turn, then black white\'s, then each his own', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', c9: 'bN' }, closed: { e5: 'grass' } }), 'a5-e5');
    expect([s.v[SIDE], controller(s)]).toEqual([1, 0]);
    expect(legal(s)).toContain('c9-e8');
    play(s, 'c9-e8');
    expect([s.v[SIDE], controller(s)]).toEqual([0, 1]);
    play(s, 'e5-e6');
    expect([s.v[SIDE], controller(s)]).toEqual([1, 1]);
  });
});

describe('draws and the end of the game (line 9: "как в обычных шахматах")', () => {
  it('the same position a third time is a draw by repetition, not the second', () => {
    const s = scene({ pieces: { ...K, c5: 'wR', j7: 'bR' } });
    play(s, 'g1-h1', 'g11-h11', 'h1-g1', 'h11-g11');
    expect(s.v[RESULT]).toBe(Result.Playing);
    play(s, 'g1-h1', 'g11-h11', 'h1-g1', 'h11-g11');
    expect(s.v[RESULT]).toBe(Result.Repetition);
  });

  it('fifty moves: the 100th quiet ply draws; a pawn\'s step on it does not', () => {
    const s = scene({ pieces: { ...K, c5: 'wR', e4: 'wP' } }); s.v[HALFMOVE] = 99;
    expect(play(s, 'c5-c6').v[RESULT]).toBe(Result.FiftyMoves);
    const t = scene({ pieces: { ...K, c5: 'wR', e4: 'wP' } }); t.v[HALFMOVE] = 99;
    expect(play(t, 'e4-e5').v[RESULT]).toBe(Result.Playing);
  });

  it('a mated side has no move left and the result names the winner', () => {
    const t = play(scene({ pieces: { g1: 'wK', g11: 'bK', c10: 'wR', d3: 'wR' } }), 'd3-d11');
    expect(t.v[RESULT]).toBe(Result.WhiteMates);
    expect(legal(t)).toEqual([]);
  });
});

describe('caves with kings and pawns, the lighthouse, the board\'s edge, promotion (lines 15, 29–35, 65, 77)', () => {
  it('a king stuck in the first cave and checked cannot leave it: a rook must shield him', () => {
    const s = play(scene({ pieces: { f1: 'wK', g11: 'bK', h3: 'wR', j9: 'bR' }, closed: { e2: 'cave' } }), 'f1-e2', 'j9-j2');
    expect(inCheck(s, 0)).toBe(true);
    expect(legal(s)).toEqual(['h3-h2']);
  });

  it('a pawn entering one open cave leaves by the other; leaving on its last rank it promotes', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wP' }, open: { e5: 'cave', e11: 'cave' } }), 'e4-e5');
    expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
  });

  it('a king may not go through the caves when the other cave is attacked', () => {
    const s = scene({ pieces: { e4: 'wK', g11: 'bK', a8: 'bR' }, open: { e5: 'cave', i8: 'cave' } });
    expect(legal(s)).not.toContain('e4-e5');
    expect(legal(scene({ pieces: { e4: 'wK', g11: 'bK' }, open: { e5: 'cave', i8: 'cave' } }))).toContain('e4-e5');
  });

  it('"Действует один раз за игру": the lighthouse picks face-down cells only, and a second piece on it picks nothing', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', c3: 'wB' }, closed: { e5: 'lighthouse', c7: '*', d8: '*', h8: '*' } }), 'a5-e5');
    const picks = legal(s);
    expect(picks).toEqual(expect.arrayContaining(['> c7', '> d8', '> h8']));
    expect(picks).not.toContain('> a5');
    const t = scene({ pieces: { ...K, a5: 'wR' }, open: { e5: 'lighthouse' } });
    t.used[cell('e5')] = 1;
    play(t, 'a5-e5');
    expect(t.v[SIDE]).toBe(1);
  });

  it('"лишнюю клетку … добавьте как поле b2, k2, b10 или k10": after three picks the extra tile\'s cell is one of the four', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, allClosed: true, closed: { e5: 'lighthouse' } }), 'a5-e5');
    for (let i = 0; i < 3; i++) play(s, legal(s)[0]);
    expect(legal(s)).toEqual(['> b10', '> b2', '> k10', '> k2']);
  });

  it('"лёд не может заставить короля покинуть доску": a king stepping onto ice at the board\'s edge stays on the ice', () => {
    const s = play(scene({ pieces: { a8: 'wK', g11: 'bK' }, closed: { a9: 'ice' } }), 'a8-a9');
    expect(pieces(s).a9).toBe('wK');
  });

  it('"если она была закрыта, то тут же открывается": Ben Gunn appearing on a face-down chest turns it over and takes its coins', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, closed: { e5: 'ben-gunn', e6: 'chest-2' } }), 'a5-e5', '> e6');
    expect([pieces(s).e6, s.tile[cell('e6')] === Tile.FaceDown, s.v[COINS]]).toEqual(['wA', false, 2]);
  });

  it('"Нельзя превращать пешку в пирата, миссионера или Пятницу": on a full file the choices are the chess four', () => {
    const s = play(scene({ pieces: { ...K, e10: 'wP' } }), 'e10-e11');
    expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
  });
});

describe('stalemate with held pieces (line 9)', () => {
  it('a trapped rook and no bottle: a king with no step is stalemated', () => {
    const s = scene({ pieces: { g1: 'wK', a9: 'bK', e4: 'wP', e7: 'bR' }, open: { a8: 'cannibal', b8: 'cannibal', b9: 'cannibal', e7: 'trap' } });
    s.pstat[cell('e7')] = TRAPPED;
    expect(play(s, 'e4-e5').v[RESULT]).toBe(Result.Stalemate);
  });

  it('with a bottle the same side is not stalemated: freeing the rook is a move', () => {
    const s = scene({ pieces: { g1: 'wK', a9: 'bK', e4: 'wP', e7: 'bR' }, open: { a8: 'cannibal', b8: 'cannibal', b9: 'cannibal', e7: 'trap' } });
    s.pstat[cell('e7')] = TRAPPED; s.v[BOTTLES + 1] = 1;
    expect(play(s, 'e4-e5').v[RESULT]).toBe(Result.Playing);
    expect(legal(s)).toContain('bottle e7');
  });
});
