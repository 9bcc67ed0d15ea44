/**
 * Statements of the seed (pirate-chess-ru.txt) that no other test pinned, found by reading it
 * line by line (docs/RULES.md, "Coverage: the Pirate chess seed, line by line"); each test is
 * named after its line and argued from it.
 */
import { describe, expect, it } from 'vitest';
import { BOARD_CELLS, cellName } from '../../src/pirate-chess/geometry.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { BOTTLES, COINS, LOST, RESULT, Result, SIDE, TRAPPED } from '../../src/pirate-chess/state.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { cell, legal, pieces, play, scene } from './scene.js';

describe('the seed, line by line: what no other test pinned', () => {
  it('line 13: "Фигура открывает только ту клетку, на которой остановилась. В самом начале игры все клетки закрыты, даже те, на которых начинают фигуры"', () => {
    const start = newGame(checkOptions({}) as ChessOptions, 'seed-lines:0');
    expect(Array.from(BOARD_CELLS).filter((c) => start.tile[c] !== Tile.FaceDown).map(cellName)).toEqual([]);
    // a rook going c1-c5 over three closed cells turns over only c5
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', c1: 'wR' }, allClosed: true }), 'c1-c5');
    expect(['c2', 'c3', 'c4'].map((n) => s.tile[cell(n)])).toEqual([Tile.FaceDown, Tile.FaceDown, Tile.FaceDown]);
    expect(s.tile[cell('c5')]).toBe(Tile.Empty);
  });

  it('line 24: "Если на этом поле стоит своя или чужая фигура, воскрешение нельзя выполнять"', () => {
    // a lost rook, 5 coins: j1 holds an enemy knight, c1 a piece of ours; no rook is bought back
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', j1: 'bN', c1: 'wB' } });
    s.v[LOST + 3] = 1; s.v[COINS] = 5;
    expect(legal(s).filter((m) => m.startsWith('buy R'))).toEqual([]);
    s.piece[cell('j1')] = 0;
    expect(legal(s).filter((m) => m.startsWith('buy R'))).toEqual(['buy R@j1']);
  });

  it('line 26: "Воскрешение считается ходом": it is the turn, and in check only one that shields the king is legal', () => {
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', g5: 'bR', a8: 'bP' } });
    s.v[COINS] = 9;
    for (let i = 0; i < 5; i++) s.v[LOST + i] = 1;
    // g2 is the only start cell between the rook and the king, and only a pawn starts there
    expect(legal(s).filter((m) => m.startsWith('buy'))).toEqual(['buy P@g2']);
    play(s, 'buy P@g2');
    expect([pieces(s).g2, s.v[SIDE], s.v[COINS]]).toEqual(['wP', 1, 8]);
  });

  it('line 31: "Дойдя до последнего поля на коротких вертикалях (a, b, k, l), пешка может превратиться только в коня или слона", also when a tile takes it there', () => {
    // the pawn steps j8-j9 onto a closed arrow east: it ends on k9, the short file k's last cell
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', j8: 'wP' }, closed: { j9: 'arrow-1s/1' } }), 'j8-j9');
    expect(pieces(s).k9).toBe('wP');
    expect(legal(s)).toEqual(['=B', '=N']);
  });

  it('lines 9, 75 (PC29, ruling): a side whose pieces cannot move is stalemated as in chess, a lone king drunk for a turn too; a spinner step or a bottle is a move', () => {
    // "Бочонок рома (4) – заставляет фигуру пропустить следующий ход": the drunk king has no move on White's next turn
    const drunk = play(scene({ pieces: { g1: 'wK', e11: 'bK', j2: 'bP' }, closed: { g2: 'rum-barrel' } }), 'g1-g2', 'e11-e10');
    expect([legal(drunk), drunk.v[RESULT]]).toEqual([[], Result.Stalemate]);
    // held on a spinner, he still has a step to make
    const spun = play(scene({ pieces: { g1: 'wK', e11: 'bK', j5: 'bP' }, closed: { g2: 'spinner-3' } }), 'g1-g2', 'e11-e10');
    expect([legal(spun), spun.v[RESULT]]).toEqual([['step g2'], Result.Playing]);
    // trapped with a bottle in hand, he may drink his way out ("помогают выбраться из капкана")
    const trapped = scene({ pieces: { g1: 'wK', e11: 'bK', j5: 'bP' } });
    trapped.pstat[cell('g1')] = TRAPPED; trapped.v[BOTTLES] = 1;
    expect(legal(trapped)).toEqual(['bottle g1']);
  });

  it('lines 9, 12, 38: a tile\'s effect may deliver mate (the arrow carries the rook on to the back rank)', () => {
    // the rook stops on a closed arrow north at c10 and is pushed to c11: check along rank 11, the king boxed in by his own pieces
    const s = scene({ pieces: { g1: 'wK', c3: 'wR', h11: 'bK', i11: 'bR', g10: 'bP', h10: 'bP', i10: 'bP' }, closed: { c10: 'arrow-1s/0' } });
    play(s, 'c3-c10');
    expect([pieces(s).c11, s.v[RESULT]]).toEqual(['wR', Result.WhiteMates]);
  });

  it('lines 31, 41: a pawn that reaches the last rank on a spinner promotes there, and the new piece is not held ("действуют … только на королей и пешек")', () => {
    const s = play(scene({ pieces: { g1: 'wK', a9: 'bK', e10: 'wP' }, closed: { e11: 'spinner-3' } }), 'e10-e11');
    expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
    play(s, '=Q', 'a9-a8');
    const queen = legal(s).filter((m) => m.startsWith('e11') || m.startsWith('step'));
    expect(queen).toContain('e11-e1');
    expect(queen).not.toContain('step e11');
  });
});
