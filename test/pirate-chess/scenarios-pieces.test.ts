/**
 * Black-box scenarios (session 24), second part: written from the seed's text
 * (pirate-chess-ru.txt) before the engine was read. Fortress, jungle, trap, rum, spinners,
 * balloon, cannon; the island's people; castling, en passant and buying back on tiles; check,
 * mate and stalemate through tiles. The first part (board, arrows, horse, ice, crocodile,
 * cannibal) is scenarios.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { BOTTLES, COINS, HALFMOVE, LOST, RESULT, Result, TRAPPED } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { cell, legal, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };

describe('fortress, jungle, trap, rum (lines 45–53, 75, 81)', () => {
  it('"Не спасает короля от шахов": a king in a fortress is mated like any king', () => {
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', c10: 'wR', d3: 'wR' }, open: { g11: 'fortress' } }), 'd3-d11');
    expect(s.v[RESULT]).toBe(Result.WhiteMates);
  });

  it('a rook in a fortress still gives check, and the king may not take it there', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', g10: 'wR' }, open: { g10: 'fortress' }, toMove: 'black' });
    expect(inCheck(s, 1)).toBe(true);
    expect(legal(s)).not.toContain('g11xg10');
    expect(legal(s)).toEqual(expect.arrayContaining(['g11-f11', 'g11-h11']));
  });

  it('the safe jungle is "ухудшенный вариант крепости": a king standing there is still in check', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', g3: 'wR' }, open: { g11: 'jungle' }, toMove: 'black' });
    expect(inCheck(s, 1)).toBe(true);
  });

  it('a trapped king checked from afar may be shielded; a bottle that frees him but leaves him in check is no answer', () => {
    const s = scene({ pieces: { e1: 'wK', g11: 'bK', c3: 'wN', e9: 'bR' } });
    s.pstat[cell('e1')] = TRAPPED; s.v[BOTTLES] = 1;
    const m = legal(s);
    expect(m).toContain('c3-e4');
    expect(m).not.toContain('bottle e1');
    expect(m.filter((t) => t.startsWith('e1'))).toEqual([]);
  });

  it('a king made drunk by a rum barrel and then checked, with nothing to shield him, is mated ("пропустить следующий ход")', () => {
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', c1: 'wR' }, closed: { g10: 'rum-barrel' }, toMove: 'black' }), 'g11-g10', 'c1-c10');
    expect(s.v[RESULT]).toBe(Result.WhiteMates);
  });
});

describe('spinners (line 41: "только на королей и пешек")', () => {
  it('a king held on a spinner\'s first step and checked cannot leave it: with no other defence it is mate', () => {
    const s = scene({ pieces: { e4: 'wK', g11: 'bK', a9: 'bR', h2: 'bR' }, open: { e4: 'spinner-2' }, toMove: 'black' });
    s.pstat[cell('e4')] = 1;
    play(s, 'a9-e9');
    expect(s.v[RESULT]).toBe(Result.BlackMates);
  });

  it('a knight jumping onto a spinner stops on step 1 and jumps on next turn; a rook passes over a spinner untouched', () => {
    const s = play(scene({ pieces: { ...K, d3: 'wN', a6: 'wR' }, closed: { e5: 'spinner-4' } }), 'd3-e5', 'g11-g10');
    expect(legal(s)).toEqual(expect.arrayContaining(['e5-f7', 'e5-c6', 'a6-l6']));
  });
});

describe('balloon and cannon (lines 61, 63)', () => {
  it('a king turning over a balloon flies to g1; with g1 held by the enemy the balloon does not act', () => {
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK' }, closed: { e4: 'balloon' } }), 'e3-e4')).g1).toBe('wK');
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK', g9: 'bR' }, closed: { e4: 'balloon' } }), 'e3-e4')).e4).toBe('wK');
  });

  it('Ben Gunn has no start cell: the balloon leaves him where he is ("Если перенос невозможен, фигура остаётся")', () => {
    expect(pieces(play(scene({ pieces: { ...K, e4: 'wA' }, closed: { e5: 'balloon' } }), 'e4-e5')).e5).toBe('wA');
  });

  it('a pawn flown home by the balloon picks any free pawn start cell', () => {
    const s = play(scene({ pieces: { ...K, e6: 'wP', c2: 'wP' }, closed: { e7: 'balloon' } }), 'e6-e7');
    expect(legal(s)).toEqual(['> d2', '> e2', '> f2', '> g2', '> h2', '> i2', '> j2']);
  });

  it('a piece taking one that waits on a balloon is flown home itself (as on ice: "Лёд действует на мою фигуру? Да")', () => {
    const s = scene({ pieces: { ...K, e5: 'bR', c11: 'bB', j11: 'bB', e2: 'wR', c1: 'wN' }, open: { e5: 'balloon' } });
    play(s, 'e2xe5');
    expect(pieces(s).j1).toBe('wR'); // c1 is taken: the one free rook's cell
  });

  it('a cannon on a short file fires to that file\'s end, b9', () => {
    expect(pieces(play(scene({ pieces: { ...K, c5: 'wR' }, closed: { b5: 'cannon/0' } }), 'c5-b5')).b9).toBe('wR');
  });

  it('a cannon fires over the pieces between, to the edge', () => {
    expect(pieces(play(scene({ pieces: { ...K, d3: 'wN', e7: 'bP' }, closed: { e5: 'cannon/0' } }), 'd3-e5')).e11).toBe('wN');
  });

  it('a cannon that fires a pawn to its last rank: it promotes', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wP' }, closed: { e5: 'cannon/0' } }), 'e4-e5');
    expect(pieces(s).e11).toBe('wP');
    expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
  });

  it('a cannon that would fire the king into check does not act (line 15)', () => {
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK', c11: 'bR' }, closed: { e4: 'cannon/0' } }), 'e3-e4')).e4).toBe('wK');
  });
});

describe('the island\'s people (lines 67–71)', () => {
  it('the missionary "нельзя бить": he shields a king from a rook, which cannot take him', () => {
    const s = scene({ pieces: { e1: 'wK', g11: 'bK', e5: 'wM', e9: 'bR' }, toMove: 'black' });
    expect(legal(s)).not.toContain('e9xe5');
    expect(inCheck(s, 0)).toBe(false);
  });

  it('a king may stand beside the enemy missionary or Friday (they give no check), and takes Friday but never the missionary', () => {
    const s = scene({ pieces: { g1: 'wK', f9: 'bK', f8: 'wM', e10: 'wF' }, toMove: 'black' });
    expect(inCheck(s, 1)).toBe(false);
    expect(legal(s)).not.toContain('f9xf8');
    expect(legal(s)).toContain('f9xe10');
  });

  it('Ben Gunn "ходит и бьёт, как король, но у него нет особого статуса": he checks, and the king takes him', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', f10: 'wA' }, toMove: 'black' });
    expect(inCheck(s, 1)).toBe(true);
    expect(legal(s)).toContain('g11xf10');
  });
});

describe('castling, en passant and buying back on tiles (lines 14, 21–26)', () => {
  it('castling is not allowed across h1 when an enemy knight controls h1 through an open arrow (FAQ: control through an arrow)', () => {
    const base = { g1: 'wK', j1: 'wR', g11: 'bK', g4: 'bN' };
    expect(legal(scene({ pieces: base, castling: 1 }))).toContain('O-O');
    expect(legal(scene({ pieces: base, castling: 1, open: { h2: 'arrow-1s/2' } }))).not.toContain('O-O');
  });

  it('a rook taken on its corner and bought back there does not restore castling', () => {
    const s = scene({ pieces: { g1: 'wK', j1: 'wR', g11: 'bK', f5: 'bB', c2: 'wP' }, castling: 1, toMove: 'black' });
    s.v[COINS] = 5;
    play(s, 'f5xj1', 'c2-c3', 'j1-f5', 'buy R@j1', 'g11-g10');
    expect(pieces(s).j1).toBe('wR');
    expect(legal(s)).not.toContain('O-O');
  });

  it('en passant past a pawn that stopped on a chest; the taker lands on a face-down arrow, which acts', () => {
    const s = play(scene({ pieces: { ...K, e8: 'wP', f10: 'bP' }, closed: { f8: 'chest-1', f9: 'arrow-1s/3' }, toMove: 'black' }), 'f10-f8');
    expect(legal(s)).toContain('e8xf9');
    play(s, 'e8xf9');
    expect([pieces(s).f8, pieces(s).f9, pieces(s).e9]).toEqual([undefined, undefined, 'wP']);
  });

  it('buying back in check is allowed only where the piece bought shields the king (line 26: "Воскрешение считается ходом")', () => {
    const s = scene({ pieces: { g1: 'wK', c1: 'bR', g11: 'bK' } });
    s.v[COINS] = 9; for (let i = 0; i < 5; i++) s.v[LOST + i] = 1;
    expect(legal(s).filter((m) => m.startsWith('buy')).sort()).toEqual(['buy B@e1', 'buy N@d1', 'buy Q@f1']) // bishops start on e1, h1;
  });
});

describe('check, mate and stalemate through tiles (line 9: "как в обычных шахматах")', () => {
  it('mate with the escape cells held through an open horse (FAQ: control through the horse)', () => {
    const pos = { g1: 'wK', a9: 'bK', c4: 'wR', e5: 'wB', e3: 'wR' };
    expect(play(scene({ pieces: pos, open: { c7: 'horse' } }), 'e3-a3').v[RESULT]).toBe(Result.WhiteMates);
    expect(play(scene({ pieces: pos }), 'e3-a3').v[RESULT]).toBe(Result.Playing); // a8 free without the horse
  });

  it('stalemate: a lone king whose every neighbour is an open cannibal ("Специально ходить королём на клетку с людоедом нельзя")', () => {
    const s = play(scene({ pieces: { g1: 'wK', a9: 'bK', e4: 'wP' }, open: { a8: 'cannibal', b8: 'cannibal', b9: 'cannibal' } }), 'e4-e5');
    expect(s.v[RESULT]).toBe(Result.Stalemate);
  });

  it('a lone king with no step but a coin and a lost pawn is not stalemated: buying back is a move (line 26)', () => {
    const s = scene({ pieces: { g1: 'wK', a9: 'bK', e4: 'wP' }, open: { a8: 'cannibal', b8: 'cannibal', b9: 'cannibal' } });
    s.v[COINS + 1] = 1; s.v[LOST + 5] = 1;
    play(s, 'e4-e5');
    expect(s.v[RESULT]).toBe(Result.Playing);
    expect(legal(s)).toContain('buy P@e10');
  });

  it('a king may not step where the enemy king reaches through an open arrow', () => {
    const s = scene({ pieces: { e5: 'wK', e8: 'bK' }, open: { e6: 'arrow-1s/0' }, toMove: 'black' });
    expect(legal(s)).not.toContain('e8-e7');
    expect(legal(s)).toContain('e8-f8');
  });
});

describe('takes on tiles and kings on arrows', () => {
  it('a king stepping onto an open arrow takes the unguarded enemy it points at; onto a guarded one he may not step', () => {
    expect(pieces(play(scene({ pieces: { e4: 'wK', g11: 'bK', e6: 'bN' }, open: { e5: 'arrow-1s/0' } }), 'e4-e5')).e6).toBe('wK');
    expect(legal(scene({ pieces: { e4: 'wK', g11: 'bK', e6: 'bN', c6: 'bR' }, open: { e5: 'arrow-1s/0' } }))).not.toContain('e4-e5');
  });

  it('a king turning over an arrow that would take a guarded piece: the arrow does not act (line 15)', () => {
    const s = play(scene({ pieces: { e4: 'wK', g11: 'bK', e6: 'bN', c6: 'bR' }, closed: { e5: 'arrow-1s/0' } }), 'e4-e5');
    expect([pieces(s).e5, pieces(s).e6]).toEqual(['wK', 'bN']);
  });

  it('taking Friday on the cannibal: the taker is eaten, and it is a capture for the 50-move rule', () => {
    const s = scene({ pieces: { ...K, e6: 'bF', e1: 'wR' }, open: { e6: 'cannibal' } });
    s.v[HALFMOVE] = 40;
    play(s, 'e1xe6');
    expect([pieces(s).e6, s.v[LOST + 3], s.v[HALFMOVE]]).toEqual([undefined, 1, 0]);
  });

  it('taking a piece on a spent rum barrel: the barrel acts once, the taker is not drunk', () => {
    const s = play(scene({ pieces: { ...K, e5: 'wP', d8: 'bN' }, closed: { e6: 'rum-barrel' } }), 'e5-e6', 'd8xe6', 'g1-g2');
    expect(legal(s)).toContain('e6-d4');
  });

  it('a piece taking on an open horse jumps on as a knight', () => {
    const s = play(scene({ pieces: { ...K, e5: 'bP', e1: 'wR' }, open: { e5: 'horse' } }), 'e1xe5');
    expect(legal(s)).toContain('> f7');
  });

  it('an arrow pointing at the missionary ("его нельзя бить") cannot take him: the rook stays on the arrow', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', e6: 'bM' }, closed: { e5: 'arrow-1s/0' } }), 'a5-e5');
    expect([pieces(s).e5, pieces(s).e6]).toEqual(['wR', 'bM']);
  });

  it('a rook passes face-down cells without turning them over ("Фигура открывает только ту клетку, на которой остановилась")', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR' }, allClosed: true }), 'a5-e5');
    expect([s.tile[cell('c5')], s.tile[cell('e5')] === Tile.FaceDown]).toEqual([Tile.FaceDown, false]);
  });

  it('O-O-O: the king passes f1 only, so it is legal with d1 held and not with f1 held', () => {
    const base = { g1: 'wK', c1: 'wR', g11: 'bK' };
    expect(legal(scene({ pieces: { ...base, d9: 'bR' }, castling: 2 }))).toContain('O-O-O');
    expect(legal(scene({ pieces: { ...base, f9: 'bR' }, castling: 2 }))).not.toContain('O-O-O');
  });
});

describe('corners: chains that take, promote or expose', () => {
  it('en passant that empties the king\'s rank is illegal, as in chess', () => {
    const s = play(scene({ pieces: { c8: 'wK', g11: 'bK', e8: 'wP', f10: 'bP', l8: 'bR' }, toMove: 'black' }), 'f10-f8');
    expect(legal(s)).not.toContain('e8xf9');
  });

  it('a pawn pushed sideways by an arrow onto b9, its short file\'s end, promotes to a knight or bishop', () => {
    const s = play(scene({ pieces: { ...K, c8: 'wP' }, closed: { c9: 'arrow-1s/3' } }), 'c8-c9');
    expect(pieces(s).b9).toBe('wP');
    expect(legal(s)).toEqual(['=B', '=N']);
  });

  it('a rook taken on its corner by an arrow\'s push loses castling like one taken there directly', () => {
    const s = scene({ pieces: { g1: 'wK', j1: 'wR', g11: 'bK', e6: 'bB', c2: 'wP' }, castling: 1, toMove: 'black', open: { i2: 'arrow-1d/1' } });
    s.v[COINS] = 5;
    play(s, 'e6-i2');
    expect(pieces(s).j1).toBe('bB');
    play(s, 'c2-c3', 'j1-f5', 'buy R@j1', 'g11-g10');
    expect(legal(s)).not.toContain('O-O');
  });
});

describe('the FAQ\'s endless loop with the crocodile open before (ruling PC36)', () => {
  // FAQ "Воздушный шар вернул мою фигуру на стартовую позицию, а там – крокодил! Это бесконечный цикл … В случае короля он
  // останавливается на крокодиле, а если крокодил находится под боем, то на воздушном шаре": the crocodile need not be face down
  it('a king turning over a balloon that flies him onto an open crocodile stops on the crocodile', () => {
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK' }, closed: { e4: 'balloon' }, open: { g1: 'crocodile' } }), 'e3-e4')).g1).toBe('wK');
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK', g9: 'bR' }, closed: { e4: 'balloon' }, open: { g1: 'crocodile' } }), 'e3-e4')).e4).toBe('wK');
  });

  it('a king may step onto an open balloon whose flight ends in that loop: he stops on the crocodile, or on the balloon when it is held', () => {
    const free = scene({ pieces: { e3: 'wK', g11: 'bK' }, open: { e4: 'balloon', g1: 'crocodile' } });
    expect(legal(free)).toContain('e3-e4');
    expect(pieces(play(free, 'e3-e4')).g1).toBe('wK');
    const held = scene({ pieces: { e3: 'wK', g11: 'bK', g9: 'bR' }, open: { e4: 'balloon', g1: 'crocodile' } });
    expect(legal(held)).toContain('e3-e4');
    expect(pieces(play(held, 'e3-e4')).e4).toBe('wK');
  });

  it('the cannibal acts on a king "как крокодил": the same loop stops him on the cannibal, alive', () => {
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK' }, closed: { e4: 'balloon' }, open: { g1: 'cannibal' } }), 'e3-e4')).g1).toBe('wK');
  });

  it('a king may step onto an open arrow that points at an open crocodile: he stops on the crocodile, or on the arrow when it is held', () => {
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK' }, open: { e4: 'arrow-1s/0', e5: 'crocodile' } }), 'e3-e4')).e5).toBe('wK');
    expect(pieces(play(scene({ pieces: { e3: 'wK', g11: 'bK', a5: 'bR' }, open: { e4: 'arrow-1s/0', e5: 'crocodile' } }), 'e3-e4')).e4).toBe('wK');
  });

  it('a knight in the same loop is lost ("Фигура выполнила недопустимую операцию и будет закрыта")', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wN', i1: 'wB' }, closed: { d6: 'balloon' }, open: { d1: 'crocodile' } }), 'e4-d6');
    expect([pieces(s).d6, pieces(s).d1, s.v[LOST + 1]]).toEqual([undefined, undefined, 1]);
  });
});

describe('pieces that may not strike take nobody through a tile either (ruling PC37)', () => {
  it('a rook leaving the safe jungle onto an arrow that points at an enemy: the arrow cannot take, the rook stays on it (line 81 "не может следующим ходом кого-то ударить")', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', e6: 'bN' }, open: { a5: 'jungle', e5: 'arrow-1s/0' } }), 'a5-e5');
    expect([pieces(s).e5, pieces(s).e6]).toEqual(['wR', 'bN']);
  });

  it('a rook leaving the safe jungle onto ice stops before the enemy on its way', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', e5: 'bN' }, open: { a5: 'jungle', c5: 'ice' } }), 'a5-c5');
    expect([pieces(s).d5, pieces(s).e5]).toEqual(['wR', 'bN']);
  });

  it('the missionary ("не может бить") on an arrow pointing at an enemy stays on the arrow; on a horse he jumps only to empty cells', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', e6: 'bN' }, open: { e5: 'arrow-1s/0' } }), 'e4-e5');
    expect([pieces(s).e5, pieces(s).e6]).toEqual(['wM', 'bN']);
    const h = play(scene({ pieces: { ...K, e4: 'wM', f7: 'bN' }, closed: { e5: 'horse' } }), 'e4-e5');
    expect(legal(h)).not.toContain('> f7');
    expect(legal(h)).toContain('> d7');
  });

  it('Friday ("бить не может") flown by the airplane may not land on an enemy', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', c9: 'bN' }, closed: { e5: 'airplane' } }), 'e4-e5');
    expect(legal(s)).not.toContain('> c9');
    expect(legal(s)).toContain('> c8');
  });

  it('the same rook, once out of the jungle, takes through the arrow on its next move', () => {
    const s = play(scene({ pieces: { ...K, a5: 'wR', e6: 'bN' }, open: { a5: 'jungle', e5: 'arrow-1s/0' } }), 'a5-b5', 'g11-g10', 'b5-e5');
    expect(pieces(s).e6).toBe('wR');
  });
});
