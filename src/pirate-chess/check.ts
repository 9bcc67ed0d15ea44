/**
 * The Pirate chess state checker: every invariant a state keeps between decisions, re-derived
 * from scratch. The engine never calls it on a hot path; the game interface exposes it
 * (`Game.checkState`) so that the generic random-game test runs it after every move, and the
 * engine's own random-game tests do the same (Stockfish's `pos_is_ok`).
 *
 * Invariants checked (state.ts documents the fields):
 * - cells: nothing off the board; the only extension cell is the one the lighthouse added; an
 *   open cell hides no tile, a closed one hides one (`hidden`); piece bytes are a known type
 *   of a colour, PROMOTED only on a knight, bishop, rook or queen; a condition only under a
 *   piece, with no unknown bit; a spinner step only on a spinner, at most its steps, on a king
 *   or pawn; trapped only on a trap; lost in a cave only on a cave, one piece at most;
 * - the tile set (`hidden`): the visible, face-down and set-aside tiles make up the island's set
 *   exactly; a set-aside tile exists exactly until the lighthouse lays it down (an observation's
 *   share of it: `checkSeenTiles`, which the position reader runs);
 * - sides: one king each; pieces on the board and lost ones at most 15, and of each type at most
 *   the side's men of that type at the start (a promoted pawn a pawn); no negative treasury,
 *   bottles or lost counts;
 * - the scalars in range: side, phase, result, the grass's turns;
 * - a follow-up owed (Choose, Promote) names a cell with a piece; a promotion a pawn on its
 *   last cell;
 * - between turns (PHASE Play): no grass lit, the side that just moved not in check, no pawn
 *   left on its last cell (PC3), each castling right with its king and rook on their start
 *   cells, Friday and the missionary apart (PC20: they met at the turn's end; meeting.ts rests
 *   on it), an en-passant target behind a pawn of the side that just moved, and the newest
 *   repetition hash equal to the position's.
 * `hidden` false skips what an observation cannot know (the face-down layout, the set-aside tile).
 */
import { inCheck } from './attack.js';
import { asideExists } from './lighthouse.js';
import { forward, isLastCell } from './board.js';
import { BASE_BOARD, cellName, cellOf, DIRS } from './geometry.js';
import { colourOf, makePiece, Piece, PROMOTED_BIT, typeOf } from './pieces.js';
import {
  ASIDE, BOTTLES, CASTLE, COINS, DRUNK_MASK, DRUNK_SHIFT, EP, EP_PAWN, GRASS, GRASS_LIT, MET, HELD, HIST_LEN, IN_CAVE, ISLAND, LIGHT, LOST,
  PEND_CELL, PHASE, Phase, positionHash, REP_N, RESULT, SIDE, State, STEP_MASK, TRAPPED, TURNS,
} from './state.js';
import { kindOf, spinnerSteps, Tile, TILE_COUNTS, TILE_KINDS, TILE_NAMES } from './tiles.js';

/** What the cell walk counts for the later checks. */
interface Tally { kings: number[]; men: number[]; tiles: Int32Array; byType: Int32Array }

/**
 * The men a side starts with by type, in pieces.REVIVABLE's order (pawns, knights, bishops, rooks,
 * the queen: setup.ts's ranks). No move makes one (a promoted pawn stays a pawn for this count and
 * is lost as a pawn, fates.kill; a piece bought back is one lost), so a type's men on the board
 * and lost are at most these.
 */
const START_MEN = Int32Array.of(8, 2, 2, 2, 1);
const MEN_NAMES = ['pawns', 'knights', 'bishops', 'rooks', 'queens'];

/** Returns the broken invariants of s as readable lines (empty when s is sound). */
export function checkState(s: State, hidden = true): string[] {
  const bad: string[] = [];
  const tally: Tally = { kings: [0, 0], men: [0, 0], tiles: new Int32Array(TILE_KINDS), byType: new Int32Array(10) };
  checkCells(s, hidden, tally, bad);
  if (hidden) checkTileSet(s, tally.tiles, bad);
  checkSides(s, tally, bad);
  checkScalars(s, bad);
  if (s.v[PHASE] === Phase.Play) checkBetweenTurns(s, bad);
  return bad;
}

/** The per-cell invariants; counts kings, men and tiles into `tally`. */
function checkCells(s: State, hidden: boolean, tally: Tally, bad: string[]): void {
  let lostInCaves = 0;
  for (let c = 0; c < 240; c++) {
    const p = s.piece[c], t = s.tile[c], at = cellName(c);
    if (t === Tile.None) {
      if (p !== 0 || s.under[c] !== 0 || s.pstat[c] !== 0) bad.push(`cell ${c}: something off the board`);
      continue;
    }
    if (!BASE_BOARD[c] && s.v[LIGHT + 3] !== c) bad.push(`${at}: an extension cell the lighthouse did not add`);
    if (kindOf(t) >= TILE_KINDS) bad.push(`${at}: unknown tile byte ${t}`);
    if (t === Tile.FaceDown) {
      const laying = s.v[PHASE] === Phase.Arrange && c === s.v[LIGHT + 3]; // the extension gets its tile with the order
      if (hidden && s.under[c] === 0 && !laying) bad.push(`${at}: face down over nothing`);
      if (s.under[c] !== 0) tally.tiles[kindOf(s.under[c])]++;
    } else {
      if (s.under[c] !== 0) bad.push(`${at}: open with a hidden tile`);
      tally.tiles[kindOf(t)]++;
    }
    if (p === 0) { if (s.pstat[c] !== 0) bad.push(`${at}: a condition without a piece`); continue; }
    const ty = typeOf(p), side = colourOf(p), st = s.pstat[c];
    if (ty < Piece.Pawn || ty > Piece.Friday || (p & ~(15 | 16 | PROMOTED_BIT)) !== 0) bad.push(`${at}: unknown piece byte ${p}`);
    if ((p & PROMOTED_BIT) !== 0 && (ty < Piece.Knight || ty > Piece.Queen)) bad.push(`${at}: a promoted piece that no promotion makes`);
    if (ty === Piece.King) tally.kings[side]++;
    else if (ty >= Piece.Pawn && ty <= Piece.Queen) { tally.men[side]++; tally.byType[5 * side + ((p & PROMOTED_BIT) !== 0 ? 0 : ty - Piece.Pawn)]++; }
    if ((st & ~(STEP_MASK | HELD)) !== 0 || ((st & DRUNK_MASK) >> DRUNK_SHIFT) > 2) bad.push(`${at}: unknown condition bits ${st}`);
    const step = st & STEP_MASK;
    if (step !== 0 && (step > spinnerSteps(kindOf(t)) || (ty !== Piece.King && ty !== Piece.Pawn))) bad.push(`${at}: step ${step} off a spinner or on a piece it does not hold`);
    if ((st & TRAPPED) !== 0 && kindOf(t) !== Tile.Trap) bad.push(`${at}: trapped off a trap`);
    if ((st & IN_CAVE) !== 0) {
      if (kindOf(t) !== Tile.Cave) bad.push(`${at}: lost in a cave off a cave`);
      if (++lostInCaves > 1) bad.push(`${at}: a second piece lost in the caves (a piece is lost only in the one open cave)`);
    }
  }
}

/** How many tiles of kind k the island's set holds (options.ISLANDS: the 117 tiles, or bare, all empty). */
const setHolds = (s: State, k: number): number => (s.v[ISLAND] === 1 ? (k === Tile.Empty ? 117 : 0) : TILE_COUNTS[k]);

/** The board's tiles, face up and face down, with the set-aside one, are the island's set. */
function checkTileSet(s: State, count: Int32Array, bad: string[]): void {
  if (s.v[ASIDE] !== 0) count[kindOf(s.v[ASIDE])]++;
  if (s.v[PHASE] !== Phase.Arrange && (s.v[ASIDE] !== 0) !== asideExists(s)) bad.push('a set-aside tile must exist exactly until the lighthouse lays it on the board');
  for (let k = Tile.Empty; k < TILE_KINDS; k++) if (count[k] !== setHolds(s, k)) bad.push(`tile set: ${count[k]} ${TILE_NAMES[k]}, expected ${setHolds(s, k)}`);
}

/**
 * An observation's share of the tile set (checkState(s, false) leaves the set out, as a test's
 * scenario board has none): the tiles it shows (open, and face down or set aside where its
 * player looked) take no kind past the island's set, no set-aside tile shows where none exists,
 * and the set's other tiles are as many as the unknown slots, the closed cells whose tile is not
 * given and the set-aside tile while it exists unseen: observation.determinizeInto deals them
 * there, and throws on any other count. The extension the lighthouse is laying (PHASE Arrange)
 * gets its tile with the order and is no slot. Returns the broken lines, as checkState does.
 */
export function checkSeenTiles(s: State): string[] {
  const bad: string[] = [], count = new Int32Array(TILE_KINDS), laying = s.v[PHASE] === Phase.Arrange ? s.v[LIGHT + 3] : -1;
  let unseen = 0, left = 0;
  for (let c = 0; c < 240; c++) {
    const t = s.tile[c];
    if (t === Tile.None || kindOf(t) >= TILE_KINDS) continue; // an unknown byte is checkState's line
    if (t !== Tile.FaceDown) count[kindOf(t)]++;
    else if (s.under[c] !== 0) count[kindOf(s.under[c])]++;
    else if (c !== laying) unseen++;
  }
  if (s.v[ASIDE] !== 0) count[kindOf(s.v[ASIDE])]++;
  else if (asideExists(s)) unseen++;
  if (s.v[PHASE] !== Phase.Arrange && s.v[ASIDE] !== 0 && !asideExists(s)) bad.push('a set-aside tile must exist exactly until the lighthouse lays it on the board');
  for (let k = Tile.Empty; k < TILE_KINDS; k++) {
    if (count[k] > setHolds(s, k)) bad.push(`tile set: ${count[k]} ${TILE_NAMES[k]} seen, the set holds ${setHolds(s, k)}`);
    else left += setHolds(s, k) - count[k];
  }
  if (bad.length === 0 && left !== unseen) bad.push(`tile set: ${left} tiles unseen for ${unseen} unknown closed cells and set-aside slot`);
  return bad;
}

function checkSides(s: State, tally: Tally, bad: string[]): void {
  for (let side = 0; side < 2; side++) {
    if (tally.kings[side] !== 1) bad.push(`side ${side}: ${tally.kings[side]} kings`);
    let lost = 0;
    for (let i = 0; i < 5; i++) {
      if (s.v[LOST + 5 * side + i] < 0) bad.push(`side ${side}: a negative count of lost pieces`);
      lost += s.v[LOST + 5 * side + i];
    }
    if (tally.men[side] + lost > 15) bad.push(`side ${side}: ${tally.men[side]} pieces and ${lost} lost make more than 15`);
    for (let i = 0; i < 5; i++) {
      const on = tally.byType[5 * side + i], gone = s.v[LOST + 5 * side + i];
      if (on + gone > START_MEN[i]) bad.push(`side ${side}: ${on} ${MEN_NAMES[i]} and ${gone} lost make more than the ${START_MEN[i]} it starts with (a promoted pawn is a pawn here)`);
    }
    if (s.v[COINS + side] < 0 || s.v[BOTTLES + side] < 0) bad.push(`side ${side}: negative coins or bottles`);
  }
}

function checkScalars(s: State, bad: string[]): void {
  const phase = s.v[PHASE], cell = s.v[PEND_CELL];
  if (s.v[SIDE] !== 0 && s.v[SIDE] !== 1) bad.push(`side to move ${s.v[SIDE]}`);
  if (phase < Phase.Play || phase > Phase.Rum) bad.push(`phase ${phase}`);
  if (s.v[RESULT] < 0 || s.v[RESULT] > 6) bad.push(`result ${s.v[RESULT]}`);
  if (s.v[GRASS] < 0 || s.v[GRASS] > 2) bad.push(`grass burning for ${s.v[GRASS]} turns`);
  if (s.v[MET] < 0 || s.v[MET] >= 240) bad.push(`state.MET ${s.v[MET]} is no cell`); // mid-turn the islander there may have drunk since (PC23)
  if (phase === Phase.Choose || phase === Phase.Promote) {
    if (cell < 0 || cell >= 240 || s.piece[cell] === 0) bad.push(`a follow-up owed by ${cellName(cell)}, where no piece stands`);
    else if (phase === Phase.Promote && (typeOf(s.piece[cell]) !== Piece.Pawn || !isLastCell(s, cell, colourOf(s.piece[cell])))) bad.push(`${cellName(cell)}: a promotion owed by no pawn on its last cell`);
  }
}

/** The rook corners c1, j1, c11, j11 with the CASTLE bit each holds, and the kings' start cells. */
const CORNERS = Int32Array.of(cellOf(2, 0), cellOf(9, 0), cellOf(2, 10), cellOf(9, 10));
const CORNER_BITS = Int32Array.of(2, 1, 8, 4);
const KING_HOMES = Int32Array.of(cellOf(6, 0), cellOf(6, 10));

function checkBetweenTurns(s: State, bad: string[]): void {
  const moved = 1 - s.v[SIDE];
  if (s.v[GRASS_LIT] !== 0) bad.push('grass lit in a turn that is over');
  if (s.v[MET] !== 0) bad.push('a meeting beside a joined character kept in a turn that is over (state.MET)');
  if (inCheck(s, moved)) bad.push('the side that just moved is in check');
  for (let c = 0; c < 240; c++) {
    const p = s.piece[c];
    if (typeOf(p) === Piece.Pawn && s.tile[c] !== Tile.None && isLastCell(s, c, colourOf(p))) bad.push(`${cellName(c)}: a pawn on its last cell after the turn (PC3)`);
    if (typeOf(p) === Piece.Friday) {
      for (let d = 0; d < 8; d++) if (typeOf(s.piece[c + DIRS[d]]) === Piece.Missionary && s.piece[c + DIRS[d]] !== 0) bad.push(`${cellName(c)}: Friday next to the missionary after the turn (PC20)`);
    }
  }
  for (let i = 0; i < 4; i++) {
    if ((s.v[CASTLE] & CORNER_BITS[i]) === 0) continue;
    const side = i >> 1;
    if (s.piece[KING_HOMES[side]] !== makePiece(Piece.King, side) || (s.piece[CORNERS[i]] & 31) !== makePiece(Piece.Rook, side)) bad.push(`castling right ${CORNER_BITS[i]} without its king and rook at home`);
  }
  if (s.v[EP] !== 0 && (s.piece[s.v[EP_PAWN]] !== makePiece(Piece.Pawn, moved) || s.v[EP] !== s.v[EP_PAWN] - forward(moved))) bad.push(`en-passant target ${cellName(s.v[EP])} behind no pawn that just stepped twice`);
  if (s.v[REP_N] > 0 && s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)] !== positionHash(s)) bad.push('the newest recorded hash is not the position\'s');
}
