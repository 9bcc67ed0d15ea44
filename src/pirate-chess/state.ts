/**
 * The Pirate chess state: five byte arrays over the mailbox cells (geometry.ts), a word
 * array of scalars, and a ring of position hashes for repetition.
 *
 * Implementation notes. Copy-and-play: every array is a view on one ArrayBuffer (LAYOUT below),
 * so `copyInto` is one `TypedArray.set` of 2,132 bytes and `copyPosition` (no `hist`) one of
 * 1,620: the legality probe copies a position per probe, and seven calls cost it more than
 * the bytes do. What the players cannot see lives
 * in `under` (the face-down layout) and in V[ASIDE] (the set-aside tile); an observation is
 * a state with those zeroed (observation.ts).
 *
 * Per-cell arrays (index = mailbox cell, 0..239):
 *   piece [240]  the piece byte (pieces.ts): type bits 0-3, colour bit 4, PROMOTED bit 5; 0 none
 *   pstat [240]  the piece's condition: bits 0-2 STEP on a spinner (1..5, 0 = not on one;
 *                kings and pawns only), bit 3 TRAPPED, bits 4-5 DRUNK (2 = drank this turn,
 *                1 = skips its side's next turn, 0 = sober), bit 6 IN_CAVE (lost in the only
 *                open cave until a second one opens: it neither moves nor controls)
 *   tile  [240]  the visible tile byte (tiles.ts): Tile.None off the board, Tile.FaceDown
 *                closed, else the revealed kind with its quarter turn
 *   used  [240]  1 when the revealed one-shot tile here has acted (tiles.isOneShot)
 *   under [240]  hidden: the tile byte lying face down here (0 where the tile is open or off
 *                the board)
 *   known [240]  bit p set when player p has seen the face-down tile here (the lighthouse);
 *                public (everyone saw which cells were looked at), the tile itself is not
 *
 * Scalars V (index: meaning, range):
 *   SIDE       side to move (and to decide a follow-up), 0 white, 1 black
 *   CASTLE     castling rights: bit 0 white short (rook j1), bit 1 white long (rook c1),
 *              bit 2 black short (j11), bit 3 black long (c11)
 *   EP         en-passant target cell (the cell a double-stepping pawn passed), 0 none
 *   HALFMOVE   turns since the last capture or pawn move (the 50-move rule: 100 = draw)
 *   PLY        decisions made so far (a turn with a follow-up choice is two plies)
 *   TURNS      whole turns played
 *   COINS+c    coins in side c's treasury, 0..40
 *   BOTTLES+c  rum bottles side c holds, 0..10
 *   LOST+5c+i  side c's lost pieces of type pieces.REVIVABLE[i] that may be bought back, 0..8
 *   PHASE      Phase.*: the decision owed; Play = a turn's opening move
 *   PEND_CELL  the piece that owes a follow-up (PHASE Choose, Promote or Quake)
 *   PEND_FROM  the cell it entered PEND_CELL from (-1 after a flight); in PHASE Quake the
 *              earthquake's first pick
 *   START      cell where the current turn's move began (a crocodile's way back there does
 *              not make that cell act again), -1 when the turn began with a revival
 *   CHAIN      forced tile steps taken in this turn (a cycle guard: see chain.ts)
 *   EP_PAWN    cell of the pawn that may be taken en passant, 0 none
 *   CAPTURED   1 when the turn so far captured an enemy piece
 *   RESULT     Result.*: 0 playing
 *   MAX_PLIES  the research ply limit (options), 0 = none
 *   ASIDE      hidden: the tile byte set aside at the deal
 *   REP_N      hashes in HIST since the last capture or pawn move, 0..HIST_LEN-1
 *   ISLAND     the island's tile set (options.ISLANDS index): 0 the 117 tiles, 1 bare (all empty)
 *   REVIVING   1 while a piece bought back is landing (the cannibal then takes it for good)
 *   LIGHT+i    the lighthouse's cells (i 0..2 the closed cells picked, 3 the extension cell)
 *   LIGHT_N    lighthouse picks made so far, 0..3
 *   ASIDE_KNOWN bit p set when player p has seen the set-aside tile (at the lighthouse)
 *   KING_AT+c  a cache: where side c's king was last seen (board.kingCell checks and refreshes
 *              it); not part of the position
 *   GRASS      turns left (this one included) in which the burning grass has each side's pieces
 *              moved by the other player, 0..2
 *   GRASS_LIT  1 when grass was set on fire in this turn (it burns from the next turn)
 *   ROOK_TILE  castling (PC25): the rook's cell, whose tile still acts once the king's tile and
 *              its follow-ups are done, plus 256 when that tile was turned over with the king's
 *              in this turn (ruling PC5 then applies to it); 0 none
 *   MET        the cell of Friday or the missionary who came in this turn to stand beside the
 *              other and there found a character who joins (PC19): the joiner is the pending
 *              piece from then on, so meeting.meetingAt looks here for the pair (PC34); 0 none
 *              (every turn begins and ends with 0)
 */

import * as geometryModule from './geometry.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { BASE_BOARD, CELLS, EXTENSIONS } = geometryModule;

export const enum Phase { Play = 0, Choose = 1, Promote = 2, Quake = 3, Light = 4, LightExt = 5, Arrange = 6, Rum = 7 }
export const enum Result { Playing = 0, WhiteMates = 1, BlackMates = 2, Stalemate = 3, FiftyMoves = 4, Repetition = 5, PlyLimit = 6 }
export const RESULT_NAMES = ['playing', 'checkmate', 'checkmate', 'stalemate', 'fifty-moves', 'repetition', 'ply-limit'];

export const SIDE = 0, CASTLE = 1, EP = 2, HALFMOVE = 3, PLY = 4, TURNS = 5, COINS = 6, BOTTLES = 8, LOST = 10;
export const PHASE = 20, PEND_CELL = 21, PEND_FROM = 22, START = 23, CHAIN = 24, EP_PAWN = 25, CAPTURED = 26;
export const RESULT = 27, MAX_PLIES = 28, ASIDE = 29, REP_N = 30, ISLAND = 31, REVIVING = 32, KING_AT = 33, LIGHT = 35, LIGHT_N = 39, ASIDE_KNOWN = 40;
export const GRASS = 41, GRASS_LIT = 42, ROOK_TILE = 43, MET = 44;
export const NV = 45;
/** Tile steps a turn may take (V[CHAIN]); one more can only be a cycle (chain.ts). */
export const CHAIN_LIMIT = 16;
export const HIST_LEN = 128;

export const STEP_MASK = 7, TRAPPED = 8, DRUNK_SHIFT = 4, DRUNK_MASK = 48, IN_CAVE = 64;
/** Conditions that keep a piece from moving: trapped, drunk, lost in a cave. */
export const HELD = TRAPPED | DRUNK_MASK | IN_CAVE;

/**
 * The scalar offsets this module's functions read (index into V): an export is read through its
 * cell even inside its own module, a module constant is folded (movegen.ts, "Imports").
 */
const vSide = SIDE, vHalfmove = HALFMOVE, vPly = PLY, vTurns = TURNS, vPhase = PHASE, vPendCell = PEND_CELL, vKingAt = KING_AT, vGrass = GRASS, vCount = NV;

/**
 * The player who makes the next decision: the side to move, or the other player while the grass
 * burns; a promotion is decided for the pawn's side (an enemy pawn freed from a cave, PC18).
 */
export const controller = (s: State): number =>
  (s.v[vPhase] === Phase.Promote ? (s.piece[s.v[vPendCell]] >> 4) & 1 : s.v[vSide]) ^ (s.v[vGrass] > 0 ? 1 : 0);

/**
 * LAYOUT: byte offsets of the arrays in a State's one buffer. The four arrays the players see
 * on the board come first (piece, pstat, tile, used: SHOWN_BYTES, read as words by
 * `sameShown`), then the hidden and public records of the tiles, the scalars (4-aligned), and
 * the repetition record last, so that a position without it is one prefix (POSITION_BYTES).
 */
const PIECE_AT = 0, PSTAT_AT = CELLS, TILE_AT = 2 * CELLS, USED_AT = 3 * CELLS, UNDER_AT = 4 * CELLS, KNOWN_AT = 5 * CELLS;
const SHOWN_BYTES = 4 * CELLS, V_AT = 6 * CELLS, HIST_AT = V_AT + 4 * NV;
const POSITION_BYTES = HIST_AT, STATE_BYTES = HIST_AT + 4 * HIST_LEN, SHOWN_WORDS = SHOWN_BYTES >> 2;
/** `State.words`: the position's words; those of `under` are [UNDER_WORD, KNOWN_WORD), the scalars' [V_WORD, POSITION_WORDS). */
export const POSITION_WORDS = POSITION_BYTES >> 2, UNDER_WORD = UNDER_AT >> 2, KNOWN_WORD = KNOWN_AT >> 2, V_WORD = V_AT >> 2;

export class State {
  /** The whole state as bytes (LAYOUT), for copying; `position` is its prefix without `hist`. */
  readonly bytes: Uint8Array;
  readonly position: Uint8Array;
  /** piece, pstat, tile and used as 32-bit words (SHOWN_BYTES / 4), for `sameShown`. */
  readonly shown: Int32Array;
  /** The position (no `hist`) as 32-bit words (POSITION_WORDS; words of a field: its byte offset / 4), for legal-memo.ts's keys. */
  readonly words: Int32Array;
  readonly piece: Uint8Array;
  readonly pstat: Uint8Array;
  readonly tile: Uint8Array;
  readonly used: Uint8Array;
  readonly under: Uint8Array;
  readonly known: Uint8Array;
  readonly v: Int32Array;
  /** Position hashes of the last V[REP_N] turns, newest at index (V[TURNS] - 1) mod HIST_LEN. */
  readonly hist: Int32Array;

  constructor() {
    const buf = new ArrayBuffer(STATE_BYTES);
    this.bytes = new Uint8Array(buf);
    this.position = new Uint8Array(buf, 0, POSITION_BYTES);
    this.shown = new Int32Array(buf, 0, SHOWN_WORDS);
    this.words = new Int32Array(buf, 0, POSITION_WORDS);
    this.piece = new Uint8Array(buf, PIECE_AT, CELLS);
    this.pstat = new Uint8Array(buf, PSTAT_AT, CELLS);
    this.tile = new Uint8Array(buf, TILE_AT, CELLS);
    this.used = new Uint8Array(buf, USED_AT, CELLS);
    this.under = new Uint8Array(buf, UNDER_AT, CELLS);
    this.known = new Uint8Array(buf, KNOWN_AT, CELLS);
    this.v = new Int32Array(buf, V_AT, NV);
    this.hist = new Int32Array(buf, HIST_AT, HIST_LEN);
  }
}

export function copyInto(dst: State, src: State): void {
  dst.bytes.set(src.bytes);
}

/** copyInto without the repetition record (`hist`): for the legality probes, which never end a turn. */
export function copyPosition(dst: State, src: State): void {
  dst.position.set(src.position);
}

/**
 * Whether a and b show the same position to move generation: the same pieces, conditions,
 * tiles and their use, and scalars but the king-cell cache (`under`, `known` and `hist` not
 * compared). Words, not bytes, eight at a time with no branch between them (SHOWN_WORDS = 240 is a
 * multiple of 8): the end of a turn's kept work is checked with it on every ply (legality.ts).
 */
export function sameShown(a: State, b: State): boolean {
  const x = a.v, y = b.v;
  let d = 0;
  for (let i = 0; i < vKingAt; i++) d |= x[i] ^ y[i];
  for (let i = vKingAt + 2; i < vCount; i++) d |= x[i] ^ y[i];
  if (d !== 0) return false;
  const p = a.shown, q = b.shown;
  for (let i = 0; i < SHOWN_WORDS; i += 8) {
    d = (p[i] ^ q[i]) | (p[i + 1] ^ q[i + 1]) | (p[i + 2] ^ q[i + 2]) | (p[i + 3] ^ q[i + 3])
      | (p[i + 4] ^ q[i + 4]) | (p[i + 5] ^ q[i + 5]) | (p[i + 6] ^ q[i + 6]) | (p[i + 7] ^ q[i + 7]);
    if (d !== 0) return false;
  }
  return true;
}

export function cloneState(s: State): State {
  const d = new State();
  copyInto(d, s);
  return d;
}

/** The cells that may ever be on the board (base and extensions), in increasing order: positionHash's walk (HASHED[0..HASHED_N)). */
export const HASHED = new Int32Array(CELLS);
let hashedN = 0;
for (let c = 0; c < CELLS; c++) {
  if (BASE_BOARD[c] === 1) HASHED[hashedN++] = c;
  else for (let i = 0; i < 4; i++) if (EXTENSIONS[i] === c) HASHED[hashedN++] = c;
}
export const HASHED_N = hashedN;

/** positionHash's value before the first cell. */
export const HASH_SEED = 0x811c9dc5 | 0;

/** A cell's visible record as positionHash reads it: piece, pstat, tile, used and known in one word (0 off the board). */
export const cellKey = (s: State, c: number): number => s.piece[c] | (s.pstat[c] << 8) | (s.tile[c] << 16) | (s.used[c] << 24) | (s.known[c] << 29);

/**
 * cellKey read off the state's bytes (`State.bytes`, LAYOUT): the five fields through one array, so
 * a walk over the cells loads one array's bounds and base a cell instead of five (hashCells, the
 * turn's end: 390 → 325 ns a walk on the bench's mid-game positions, 288 the mix alone).
 */
export const cellKeyAt = (b: Uint8Array, c: number): number =>
  b[PIECE_AT + c] | (b[PSTAT_AT + c] << 8) | (b[TILE_AT + c] << 16) | (b[USED_AT + c] << 24) | (b[KNOWN_AT + c] << 29);

/** positionHash's step for cell c with a nonzero cellKey x (the cells off the board hold nothing and add nothing). */
export const mixCell = (h: number, c: number, x: number): number => Math.imul(h ^ x ^ (c << 25), 0x9e3779b1) ^ (h >>> 15);

/** The hash's tables and steps for this module's functions (module constants, as above; hashCells and hashScalars are hoisted). */
const hashed = HASHED, hashedCount = HASHED_N, hashSeed = HASH_SEED, localCellKeyAt = cellKeyAt, localMixCell = mixCell;
const localHashCells = hashCells, localHashScalars = hashScalars;

/**
 * The position's hash for repetition: everything visible that decides the future (pieces,
 * their conditions, open tiles, the side to move, rights, treasuries, lost pieces, the burning
 * grass). A 32-bit multiplicative mix; a false repetition needs a 32-bit collision within one
 * 50-move window. The cells first (HASHED order, mixCell), then the scalars (`hashScalars`):
 * the turn's end (turn-end.ts) walks the cells once for its own work and the hash together, and
 * this function is the checker's slow truth for it (check.ts). Its values are part of the
 * position's record (position.ts `history`, bench/fixtures.json): they must never change.
 */
export const positionHash = (s: State): number => localHashScalars(s, localHashCells(s));

/** positionHash's first part: the cells. */
export function hashCells(s: State): number {
  const b = s.bytes;
  let h = hashSeed;
  for (let i = 0; i < hashedCount; i++) {
    const c = hashed[i], x = localCellKeyAt(b, c);
    if (x !== 0) h = localMixCell(h, c, x);
  }
  return h;
}

/** positionHash's second part: the scalars mixed into h, the cells' part. */
export function hashScalars(s: State, h: number): number {
  const v = s.v;
  for (let i = 0; i < 20; i++) {
    if (i === vPly || i === vTurns || i === vHalfmove) continue;
    h = Math.imul(h ^ v[i] ^ (i << 24), 0x85ebca6b) ^ (h >>> 13);
  }
  if (v[vGrass] !== 0) h = Math.imul(h ^ v[vGrass] ^ (vGrass << 24), 0x85ebca6b) ^ (h >>> 13);
  return h;
}
