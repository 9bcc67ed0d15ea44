/**
 * The Pirate chess board (docs/PIRATE-CHESS.md, ruling PC1): files a–l (12, `j` included),
 * ranks 1–11. Files c–j are full (ranks 1–11); the short files a, b, k, l hold ranks 3–9.
 * That is 8·11 + 4·7 = 116 cells: the 117 Jackal tiles less the one set aside. The
 * lighthouse may add the set-aside tile as b2, k2, b10 or k10 (the EXTENSIONS).
 *
 * Cells are indices into a padded mailbox of W = 16 columns and H = 15 rows (two cells of
 * padding round the 12×11 board, so a knight's jump from any cell stays inside the array):
 * cell(file, rank) = (rank + 2)·16 + file + 2 with file 0..11 (a..l) and rank 0..10 (1..11).
 * Whether a cell is on the board is part of the state (a lighthouse extension adds one), so
 * the tables here give only the base board.
 */

export const W = 16;
export const H = 15;
export const CELLS = W * H; // 240
export const FILES = 12;
export const RANKS = 11;
export const FILE_NAMES = 'abcdefghijkl';

export const cellOf = (file: number, rank: number): number => (rank + 2) * W + file + 2;
export const fileOf = (cell: number): number => (cell % W) - 2;
export const rankOf = (cell: number): number => ((cell / W) | 0) - 2;

/** True for the short files a, b, k, l (file 0, 1, 10, 11). */
export const isShortFile = (file: number): boolean => file < 2 || file > 9;

/** 1 where the base board (116 cells) has a cell, 0 in the padding and the cut corners. */
export const BASE_BOARD = new Uint8Array(CELLS);
/** The four cells the lighthouse may add: b2, k2, b10, k10. */
export const EXTENSIONS = new Int32Array(4);
/** Base-board cells in order a1..l11 (file-major within a rank, rank 1 first). */
export const BOARD_CELLS = new Int32Array(116);
{
  let n = 0;
  for (let r = 0; r < RANKS; r++) {
    for (let f = 0; f < FILES; f++) {
      if (isShortFile(f) && (r < 2 || r > 8)) continue;
      BASE_BOARD[cellOf(f, r)] = 1;
      BOARD_CELLS[n++] = cellOf(f, r);
    }
  }
  if (n !== 116) throw new Error(`board: ${n} cells, expected 116`);
  EXTENSIONS[0] = cellOf(1, 1); EXTENSIONS[1] = cellOf(10, 1); EXTENSIONS[2] = cellOf(1, 9); EXTENSIONS[3] = cellOf(10, 9);
}

/** The eight directions as mailbox offsets, clockwise from north (rank up): N NE E SE S SW W NW. */
export const DIRS = Int32Array.of(W, W + 1, 1, -W + 1, -W, -W - 1, -1, W - 1);
/** Knight jumps as mailbox offsets. */
export const KNIGHT = Int32Array.of(2 * W + 1, 2 * W - 1, W + 2, W - 2, -W + 2, -W - 2, -2 * W + 1, -2 * W - 1);

/** Cell name `c1`, `l11`; `-` for a cell outside the 12×11 grid. */
export function cellName(cell: number): string {
  const f = fileOf(cell), r = rankOf(cell);
  if (f < 0 || f >= FILES || r < 0 || r >= RANKS) return '-';
  return FILE_NAMES[f] + String(r + 1);
}

/** The cell of a name like `c1` inside the 12×11 grid (on the board or not), or -1. */
export function parseCell(text: string): number {
  const m = /^([a-l])(\d{1,2})$/.exec(text);
  if (!m) return -1;
  const f = FILE_NAMES.indexOf(m[1]), r = Number(m[2]) - 1;
  return r >= 0 && r < RANKS ? cellOf(f, r) : -1;
}
