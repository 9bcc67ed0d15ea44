/**
 * The viewer's Pirate chess board: a frame per ply (a plain snapshot of the engine's state,
 * as `show` reads it: src/pirate-chess/show.ts) and its drawing as an HTML grid, rank 11 at
 * the top, files a–l, no cell where the board has none. A cell shows its piece (chess
 * symbols; Ben Gunn's pirate, the missionary and Friday as letters), its open tile's letter
 * (show.ts's TILE_CHARS) or a dark face-down square; "show hidden tiles" adds the tile that
 * lies under a face-down cell. Cells carry `data-cell` and pieces `data-piece` (the position
 * format's piece text, e.g. `wQ`) for the tests.
 */

import { ALL_CELLS, exists } from '../../../pirate-chess/board.js';
import { cellName, cellOf, FILE_NAMES, FILES, RANKS } from '../../../pirate-chess/geometry.js';
import { colourOf, PIECE_LETTERS, PROMOTED_BIT, typeOf } from '../../../pirate-chess/pieces.js';
import { TILE_CHARS } from '../../../pirate-chess/show.js';
import { BOTTLES, COINS, controller, LOST, PHASE, RESULT, RESULT_NAMES, State, TRAPPED } from '../../../pirate-chess/state.js';
import { kindOf, Tile, TILE_NAMES } from '../../../pirate-chess/tiles.js';

export interface ChessCell {
  name: string;
  /** The position format's piece text (`wQ`, `bP+`), '' for none. */
  piece: string;
  faceDown: boolean;
  /** The open tile's name, or the hidden one's under a face-down cell ('' when unknown). */
  tile: string;
  hidden: string;
  trapped: boolean;
}

export interface ChessFrame {
  /** Rows from rank 11 down, FILES cells each (null where the board has no cell). */
  rows: (ChessCell | null)[][];
  /** The player who owes the next decision, 0 white, 1 black; the end reason or null. */
  turn: number;
  over: string | null;
  pending: boolean;
  coins: number[];
  bottles: number[];
  /** Lost pieces that may be bought back, per side, as letters (`PPN`). */
  lost: string[];
}

const SYMBOLS = ['', '♙♘♗♖♕♔', '♟♞♝♜♛♚'];

function pieceText(p: number): string {
  if (p === 0) return '';
  return (colourOf(p) === 0 ? 'w' : 'b') + PIECE_LETTERS[typeOf(p)] + ((p & PROMOTED_BIT) !== 0 ? '+' : '');
}

/** The frame of a state (allocates; one per ply). */
export function chessFrameOf(s: State): ChessFrame {
  const rows: (ChessCell | null)[][] = [];
  for (let r = RANKS - 1; r >= 0; r--) {
    const row: (ChessCell | null)[] = [];
    for (let f = 0; f < FILES; f++) {
      const c = cellOf(f, r);
      if (!exists(s, c)) { row.push(null); continue; }
      const t = s.tile[c];
      row.push({
        name: cellName(c), piece: pieceText(s.piece[c]), faceDown: t === Tile.FaceDown,
        tile: t === Tile.FaceDown ? '' : TILE_NAMES[kindOf(t)], hidden: s.under[c] !== 0 ? TILE_NAMES[kindOf(s.under[c])] : '',
        trapped: (s.pstat[c] & TRAPPED) !== 0,
      });
    }
    rows.push(row);
  }
  const lost = [0, 1].map((side) => [0, 1, 2, 3, 4].map((i) => 'PNBRQ'[i].repeat(s.v[LOST + 5 * side + i])).join(''));
  let open = 0;
  for (let i = 0; i < 120; i++) if (s.tile[ALL_CELLS[i]] > Tile.FaceDown) open++;
  return {
    rows, turn: controller(s), over: s.v[RESULT] !== 0 ? RESULT_NAMES[s.v[RESULT]] : null, pending: s.v[PHASE] !== 0,
    coins: [s.v[COINS], s.v[COINS + 1]], bottles: [s.v[BOTTLES], s.v[BOTTLES + 1]], lost,
  };
}

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tileChar = (name: string): string => TILE_CHARS[TILE_NAMES.indexOf(name)] ?? '';

/** The board as HTML; `marks` are cell names to highlight (the last move's). */
export function chessBoardHtml(f: ChessFrame, hidden: boolean, marks: readonly string[]): string {
  const body = f.rows.map((row, i) => `<tr><th>${RANKS - i}</th>${row.map((cell) => {
    if (!cell) return '<td class="none"></td>';
    const cls = [cell.faceDown ? 'down' : 'open', marks.includes(cell.name) ? 'mark' : '', cell.trapped ? 'trapped' : ''].filter((x) => x).join(' ');
    const tile = cell.faceDown ? (hidden && cell.hidden ? `<i class="under" title="${esc(cell.hidden)}">${esc(tileChar(cell.hidden))}</i>` : '')
      : `<i title="${esc(cell.tile)}">${esc(tileChar(cell.tile))}</i>`;
    const p = cell.piece;
    const sym = p === '' ? '' : (SYMBOLS[p[0] === 'w' ? 1 : 2]['PNBRQK'.indexOf(p[1])] ?? p[1]);
    const piece = p === '' ? '' : `<b class="pc ${p[0]}" data-piece="${esc(p)}">${esc(sym)}</b>`;
    return `<td class="${cls}" data-cell="${cell.name}" title="${cell.name}${cell.tile ? ` ${esc(cell.tile)}` : ''}">${tile}${piece}</td>`;
  }).join('')}</tr>`).join('');
  const files = `<tr><th></th>${Array.from(FILE_NAMES, (x) => `<th>${x}</th>`).join('')}</tr>`;
  return `<table class="chessboard">${body}${files}</table>`;
}

export const CHESS_CSS = `
.chessboard{border-collapse:collapse;background:#1d4e63;border-radius:10px;box-shadow:0 6px 24px rgba(0,30,50,.35);font-family:"DejaVu Sans",sans-serif}
.chessboard th{color:#cfe3ea;font-size:11px;font-weight:normal;padding:2px 4px}
.chessboard td{width:44px;height:44px;position:relative;text-align:center;vertical-align:middle;border:1px solid #1d4e63;padding:0}
.chessboard td.none{background:transparent;border:none}
.chessboard td.down{background:#6d5a3d}
.chessboard td.open{background:#efe2c1}
.chessboard td.mark{box-shadow:inset 0 0 0 3px #ff3df0}
.chessboard td.trapped .pc{text-decoration:underline wavy #a00}
.chessboard td i{position:absolute;left:3px;top:1px;font-size:10px;font-style:normal;color:#7a5c2e}
.chessboard td i.under{color:#f5e5b8}
.chessboard .pc{font-size:30px;line-height:1;font-weight:normal}
.chessboard .pc.w{color:#fff;text-shadow:0 0 2px #000,0 0 1px #000}
.chessboard .pc.b{color:#111}
`;
