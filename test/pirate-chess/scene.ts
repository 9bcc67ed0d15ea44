/**
 * Scenario positions for the Pirate chess tests (test support, not a test file): a board of
 * open empty tiles unless told otherwise, pieces and tiles by cell name.
 */
import { applyMove, startHistory } from '../../src/pirate-chess/apply.js';
import { ALL_CELLS } from '../../src/pirate-chess/board.js';
import { BOARD_CELLS, cellName, parseCell } from '../../src/pirate-chess/geometry.js';
import { generateMoves, MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { formatMove, parseMove } from '../../src/pirate-chess/notation.js';
import { makePiece, PIECE_LETTERS, PROMOTED_BIT } from '../../src/pirate-chess/pieces.js';
import { ASIDE, CASTLE, SIDE, State } from '../../src/pirate-chess/state.js';
import { Tile, TILE_NAMES } from '../../src/pirate-chess/tiles.js';

export interface Scene {
  /** cell → piece like `wK`, `bP`, `wQ+` */
  pieces: Record<string, string>;
  /** open tiles: cell → tile name (`ice`, `arrow-1s/2`, …) */
  open?: Record<string, string>;
  /** face-down tiles: cell → the tile under it; `*` = face down over an empty tile */
  closed?: Record<string, string>;
  /** every other cell face down over an empty tile instead of open empty */
  allClosed?: boolean;
  toMove?: 'white' | 'black';
  /** the set-aside tile (default empty) */
  aside?: string;
  castling?: number;
}

export function tileByte(text: string): number {
  const [name, q] = text.split('/');
  const k = TILE_NAMES.indexOf(name);
  if (k < 0) throw new Error(`unknown tile ${text}`);
  return k | (q ? Number(q) << 6 : 0);
}

export function cell(name: string): number {
  const c = parseCell(name);
  if (c < 0) throw new Error(`bad cell ${name}`);
  return c;
}

export function scene(sc: Scene): State {
  const s = new State();
  for (const c of BOARD_CELLS) {
    if (sc.allClosed) { s.tile[c] = Tile.FaceDown; s.under[c] = Tile.Empty; } else s.tile[c] = Tile.Empty;
  }
  for (const [n, t] of Object.entries(sc.open ?? {})) { s.tile[cell(n)] = tileByte(t); s.under[cell(n)] = 0; }
  for (const [n, t] of Object.entries(sc.closed ?? {})) { s.tile[cell(n)] = Tile.FaceDown; s.under[cell(n)] = tileByte(t === '*' ? 'empty' : t); }
  for (const [n, p] of Object.entries(sc.pieces)) {
    const t = PIECE_LETTERS.indexOf(p[1]);
    s.piece[cell(n)] = makePiece(t, p[0] === 'w' ? 0 : 1) | (p.endsWith('+') ? PROMOTED_BIT : 0);
  }
  s.v[SIDE] = sc.toMove === 'black' ? 1 : 0;
  s.v[CASTLE] = sc.castling ?? 0;
  s.v[ASIDE] = tileByte(sc.aside ?? 'empty');
  startHistory(s);
  return s;
}

const BUF = new Int32Array(MAX_MOVES);

/** The legal decisions as text, sorted. */
export function legal(s: State): string[] {
  const n = generateMoves(s, BUF);
  return Array.from(BUF.subarray(0, n), (m) => formatMove(s, m)).sort();
}

/** Plays decisions given as text; throws when one is not legal. */
export function play(s: State, ...moves: string[]): State {
  for (const t of moves) {
    const m = parseMove(s, t);
    if (typeof m !== 'number') throw new Error(`${t}: ${m.message}\nlegal: ${legal(s).join(', ')}`);
    applyMove(s, m);
  }
  return s;
}

/** Pieces by cell name, e.g. { g1: 'wK' }. */
export function pieces(s: State): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of ALL_CELLS) if (s.piece[c]) out[cellName(c)] = ((s.piece[c] >> 4) & 1 ? 'b' : 'w') + PIECE_LETTERS[s.piece[c] & 15] + (s.piece[c] & PROMOTED_BIT ? '+' : '');
  return out;
}
