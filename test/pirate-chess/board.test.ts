/**
 * The board of ruling PC1 (docs/PIRATE-CHESS.md): 116 cells, short files a, b, k, l on
 * ranks 3–9, the lighthouse's four extension cells outside it, the 32 pieces on c–j.
 */
import { describe, expect, it } from 'vitest';
import { BASE_BOARD, BOARD_CELLS, cellName, EXTENSIONS, FILE_NAMES, parseCell } from '../../src/pirate-chess/geometry.js';
import { startPosition } from '../../src/pirate-chess/setup.js';
import { promotionMask } from '../../src/pirate-chess/board.js';
import { Piece } from '../../src/pirate-chess/pieces.js';
import { pieces } from './scene.js';

describe('the Pirate chess board (PC1)', () => {
  it('116 cells: files c–j with ranks 1–11, short files a, b, k, l with ranks 3–9', () => {
    expect(BOARD_CELLS.length).toBe(116);
    for (const f of FILE_NAMES) {
      const ranks = [];
      for (let r = 1; r <= 11; r++) if (BASE_BOARD[parseCell(`${f}${r}`)]) ranks.push(r);
      expect(ranks).toEqual('abkl'.includes(f) ? [3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    }
  });

  it('the lighthouse cells b2, k2, b10, k10 lie off the board, each next to a short file\'s end', () => {
    expect(Array.from(EXTENSIONS, cellName)).toEqual(['b2', 'k2', 'b10', 'k10']);
    for (const c of EXTENSIONS) expect(BASE_BOARD[c]).toBe(0);
    for (const n of ['b3', 'k3', 'b9', 'k9']) expect(BASE_BOARD[parseCell(n)]).toBe(1);
  });

  it('32 pieces: the chess set on files c–j, king g1/g11, queen f1/f11', () => {
    const p = pieces(startPosition(0, 0));
    expect(Object.keys(p)).toHaveLength(32);
    expect([p.c1, p.d1, p.e1, p.f1, p.g1, p.h1, p.i1, p.j1].join(' ')).toBe('wR wN wB wQ wK wB wN wR');
    expect([p.c11, p.d11, p.e11, p.f11, p.g11, p.h11, p.i11, p.j11].join(' ')).toBe('bR bN bB bQ bK bB bN bR');
    for (const f of 'cdefghij') { expect(p[`${f}2`]).toBe('wP'); expect(p[`${f}10`]).toBe('bP'); }
  });

  it('promotion: knight or bishop at a short file\'s end, also a rook at b10/k10/b2/k2, all four on c–j', () => {
    const nb = (1 << Piece.Knight) | (1 << Piece.Bishop);
    expect(promotionMask(parseCell('a9'))).toBe(nb);
    expect(promotionMask(parseCell('b3'))).toBe(nb);
    expect(promotionMask(parseCell('k10'))).toBe(nb | (1 << Piece.Rook));
    expect(promotionMask(parseCell('b2'))).toBe(nb | (1 << Piece.Rook));
    expect(promotionMask(parseCell('e11'))).toBe(nb | (1 << Piece.Rook) | (1 << Piece.Queen));
  });
});
