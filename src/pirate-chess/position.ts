/**
 * The position format: plain JSON that `fromPosition` reads back to an equal state.
 *
 *   { "game": "pirate-chess", "island": "treasure"|"bare", "maxPlies": 1000,
 *     "toMove": "white"|"black", "phase": "play"|"choose"|"promote"|"quake"|"light"|"light-ext"|"arrange"|"rum",
 *     "light": [cell|null x4] (the lighthouse's picks and extension), "lightN": 0..3,
 *     "asideKnown": -1 (laid on the board) | 0..3 (bit p: player p has seen it),
 *     "pending": cell|null, "pendingFrom": cell|null (or left out), "turnStart": cell|null, "chain": 0,
 *     "captured": false, "castling": "KQkq"|"-", "enPassant": cell|null, "enPassantPawn": cell|null,
 *     "halfmove": 0, "ply": 0, "turns": 0, "coins": [w, b], "bottles": [w, b],
 *     "lost": { "white": "PPN", "black": "" }, "result": "playing", "aside": tile|null,
 *     "history": [hash, …] (the last turns' position hashes, oldest first),
 *     "grass": 1..2 (turns left of the burning grass; absent when none), "grassLit": true (lit
 *     in this turn, burns from the next; absent when not), "rookTile": { "cell": "h1", "fresh":
 *     true } (castling: the rook's tile still to act after the king's follow-ups; absent when none),
 *     "met": cell (Friday or the missionary who met the other in this turn beside a character
 *     who joined, PC19, PC34: state.MET; absent when none),
 *     "cells": { "c1": { "piece": "wR", "tile": "face-down", "under": "ice", "step": 1,
 *                        "trapped": true, "drunk": 1, "inCave": true, "used": true, "known": "wb" }, … } }
 *
 * A cell is listed when it is on the board (the 116, and a lighthouse extension); a tile is
 * its name (tiles.TILE_NAMES) with `/q` for a quarter turn q of an arrow or a cannon; a piece
 * is colour `w`/`b`, a letter of pieces.PIECE_LETTERS, and `+` when it is a promoted pawn.
 * `under` is the hidden tile of a face-down cell (absent in an observation).
 * Errors name the field: `cells.c1.piece: …`.
 *
 * What the reader refuses beyond a wrong type (a position that cannot mean anything):
 * - `pending`, `pendingFrom`, `turnStart`, `chain` and `captured` hold a turn under way; in the
 *   play phase the writer writes them null, null, null, 0, false, and the reader refuses any other
 *   value there (they may also be left out); in a follow-up phase `captured` is true or false.
 * - `pendingFrom` in a follow-up phase (state.ts PEND_FROM, which only the earthquake's second pick
 *   reads): a cell; null for -1, no cell (the piece flew there); left out for 0, none recorded in
 *   this turn (the turn's end leaves 0; only a choice and the earthquake set it, and a later
 *   follow-up of the same turn keeps what they set). Null read as 0 before, so a state after a
 *   flight did not read back to itself. In the quake phase it is the earthquake's first pick, a
 *   cell on the board: null or left out is refused (apply.ts swapped the tile of cell 0, off the
 *   board, onto the island).
 * - In a follow-up phase the turn under way is given, not left out: `turnStart` is a cell or null
 *   (null: the turn began with a revival, state.START -1; left out it read as 0, a third value the
 *   engine never holds, so it is refused), `chain` an integer, and in the choose, promote and quake
 *   phases `pending` is the cell of the piece that owes the follow-up (null is refused: no piece
 *   would owe it).
 * - `coins` 0..40 a side (the island's chests and galleon hold 40, state.ts COINS) and `lost` at most
 *   8 of a type (state.ts LOST; a promoted pawn is lost as a pawn, fates.kill), 15 in all.
 * - `light`: a pick the lighthouse made (i < lightN) is a cell; picks are cells of the 116, the
 *   fourth entry an extension cell (b2, k2, b10, k10) listed in `cells`, and an extension cell
 *   is listed only as that entry (check.ts).
 * - `history`: position hashes are 32-bit signed integers (state.positionHash, `hist` an Int32Array);
 *   a value outside -2147483648..2147483647 was wrapped in silence. The list holds the positions
 *   after the turns since the last capture or pawn move, the one after it first (state.ts REP_N,
 *   turn-end.ts endTurn): at most halfmove + 1 hashes (and 127, HIST_LEN - 1); fewer read (the
 *   record starts later: [] when a position is written by hand), more no game holds. `halfmove`
 *   counts turns, so it is at most `turns`.
 * - a position no game reaches: after every field reads, the state checker (check.ts, through
 *   position-check.ts) runs on the whole, as for a full state when every closed cell's tile and
 *   the set-aside tile are given, else as for an observation (the face-down layout and set-aside
 *   tile unchecked, but the tiles seen must fit the island's set and leave as many unseen as there
 *   are unknown slots; a study, `fromPosition(p, { study: true })`, a test's scenario board, is not
 *   held to the tile set at all). Refused, naming the field of the first broken invariant: a side with more
 *   than 15 men on the board and lost (`cells`, or `lost.white` when some are lost), the side that
 *   just moved in check (`toMove`), a castling right without its king and rook at home (`castling`),
 *   an en-passant target behind no pawn that stepped twice (`enPassant`), a pawn on its last cell
 *   or Friday beside the missionary after a turn, a piece's condition off its tile
 *   (`cells.<cell>`), a tile set that does not add up (`cells`), a set-aside tile with none to
 *   lay (`aside`), a promotion owed by no pawn on its last cell (`pending`), grass lit or a
 *   meeting kept between turns (`grassLit`, `met`), a newest hash in `history` that is not the
 *   position's (`history`; a position changed by hand gives `[]`). The message lists every broken
 *   invariant in check.ts's words, one line.
 * - an unknown key inside `lost` or `rookTile`, as inside a cell and at the top level.
 * - a `result` that is not what the engine would have made of the rest (position-end.ts), named
 *   `result`: "playing" where the game had already ended by its own rules (halfmove at 100, ply at
 *   maxPlies, a history that shows the threefold repetition, no legal decision in the play phase),
 *   and a result whose condition does not hold. A follow-up phase ends only at the ply limit (the
 *   rest is tested at a turn's end, turn-end.ts), so there "playing" with halfmove 100 is refused
 *   too (the last turn's end ended the game). An observation's legal decisions are not asked.
 */

import type { FieldError } from '../core/game.js';
import { ALL_CELLS } from './board.js';
import { BOARD_CELLS, cellName, EXTENSIONS, parseCell } from './geometry.js';
import { ISLANDS } from './options.js';
import { holdsHidden, inconsistency } from './position-check.js';
import { endContradiction } from './position-end.js';
import { colourOf, makePiece, Piece, PIECE_LETTERS, PROMOTED_BIT, REVIVABLE, typeOf } from './pieces.js';
import {
  ASIDE, ASIDE_KNOWN, BOTTLES, CAPTURED, CASTLE, CHAIN, COINS, DRUNK_SHIFT, EP, EP_PAWN, GRASS, GRASS_LIT, ROOK_TILE, MET, HALFMOVE, HIST_LEN, IN_CAVE, ISLAND, LIGHT, LIGHT_N, LOST, MAX_PLIES,
  PEND_CELL, PEND_FROM, PHASE, PLY, REP_N, RESULT, SIDE, START, State, STEP_MASK, TRAPPED, TURNS,
} from './state.js';
import { isTurned, kindOf, rotOf, Tile, TILE_KINDS, TILE_NAMES } from './tiles.js';

const PHASES = ['play', 'choose', 'promote', 'quake', 'light', 'light-ext', 'arrange', 'rum'];
const RESULTS = ['playing', 'white-mates', 'black-mates', 'stalemate', 'fifty-moves', 'repetition', 'ply-limit'];
const SIDES = ['white', 'black'];
const CASTLING = 'KQkq';
/** The phases a piece owes (state.ts PEND_CELL): its pending cell is given. */
const QUAKE = PHASES.indexOf('quake'), OWED_BY_PIECE = [PHASES.indexOf('choose'), PHASES.indexOf('promote'), QUAKE];
/** state.ts's ranges: a side's treasury (the island's chests and galleon hold 40 coins) and lost pieces of one type. */
const COINS_MAX = 40, LOST_MAX = 8;

/**
 * `pendingFrom` as written: null in the play phase (no turn under way); in a follow-up the cell,
 * null for -1 (no cell: the piece flew, state.ts PEND_FROM) and left out for 0 (none recorded in
 * this turn: endTurn leaves 0, and only a choice or the earthquake sets it), so that each reads back.
 */
function pendingFrom(s: State): { pendingFrom?: string | null } {
  const f = s.v[PEND_FROM];
  if (s.v[PHASE] === 0 || f < 0) return { pendingFrom: null };
  return f === 0 ? {} : { pendingFrom: cellName(f) };
}

const tileText = (t: number): string => TILE_NAMES[kindOf(t)] + (isTurned(kindOf(t)) ? `/${rotOf(t)}` : '');
const cellOrNull = (c: number): string | null => (c > 0 ? cellName(c) : null);

export function toPosition(s: State): unknown {
  const cells: Record<string, unknown> = {};
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (s.tile[c] === Tile.None) continue;
    const e: Record<string, unknown> = {};
    const p = s.piece[c];
    if (p !== 0) e.piece = (colourOf(p) === 0 ? 'w' : 'b') + PIECE_LETTERS[typeOf(p)] + ((p & PROMOTED_BIT) !== 0 ? '+' : '');
    e.tile = tileText(s.tile[c]);
    if (s.under[c] !== 0) e.under = tileText(s.under[c]);
    const st = s.pstat[c];
    if ((st & STEP_MASK) !== 0) e.step = st & STEP_MASK;
    if ((st & TRAPPED) !== 0) e.trapped = true;
    if ((st >> DRUNK_SHIFT) & 3) e.drunk = (st >> DRUNK_SHIFT) & 3;
    if ((st & IN_CAVE) !== 0) e.inCave = true;
    if (s.used[c] !== 0) e.used = true;
    if (s.known[c] !== 0) e.known = (s.known[c] & 1 ? 'w' : '') + (s.known[c] & 2 ? 'b' : '');
    cells[cellName(c)] = e;
  }
  const lost = (side: number): string => {
    let t = '';
    for (let i = 0; i < 5; i++) t += PIECE_LETTERS[REVIVABLE[i]].repeat(s.v[LOST + 5 * side + i]);
    return t;
  };
  const history: number[] = [];
  for (let i = s.v[REP_N]; i >= 1; i--) history.push(s.hist[(s.v[TURNS] - i) & (HIST_LEN - 1)]);
  let castling = '';
  for (let b = 0; b < 4; b++) if ((s.v[CASTLE] >> b) & 1) castling += CASTLING[b];
  return {
    game: 'pirate-chess', island: ISLANDS[s.v[ISLAND]], maxPlies: s.v[MAX_PLIES],
    toMove: SIDES[s.v[SIDE]], phase: PHASES[s.v[PHASE]],
    pending: s.v[PHASE] !== 0 ? cellOrNull(s.v[PEND_CELL]) : null, ...pendingFrom(s),
    turnStart: s.v[PHASE] !== 0 ? cellOrNull(s.v[START]) : null, chain: s.v[PHASE] !== 0 ? s.v[CHAIN] : 0,
    captured: s.v[PHASE] !== 0 && s.v[CAPTURED] !== 0,
    castling: castling || '-', enPassant: cellOrNull(s.v[EP]), enPassantPawn: cellOrNull(s.v[EP_PAWN]),
    halfmove: s.v[HALFMOVE], ply: s.v[PLY], turns: s.v[TURNS],
    coins: [s.v[COINS], s.v[COINS + 1]], bottles: [s.v[BOTTLES], s.v[BOTTLES + 1]],
    lost: { white: lost(0), black: lost(1) }, result: RESULTS[s.v[RESULT]],
    aside: s.v[ASIDE] !== 0 ? tileText(s.v[ASIDE]) : null, asideKnown: s.v[ASIDE_KNOWN],
    light: [0, 1, 2, 3].map((i) => cellOrNull(s.v[LIGHT + i])), lightN: s.v[LIGHT_N], history,
    ...(s.v[GRASS] !== 0 ? { grass: s.v[GRASS] } : {}), ...(s.v[GRASS_LIT] !== 0 ? { grassLit: true } : {}),
    ...(s.v[ROOK_TILE] !== 0 ? { rookTile: { cell: cellName(s.v[ROOK_TILE] & 255), fresh: s.v[ROOK_TILE] >= 256 } } : {}),
    ...(s.v[MET] !== 0 ? { met: cellName(s.v[MET]) } : {}),
    cells,
  };
}

class Bad { constructor(readonly field: string, readonly message: string) {} }
const fail = (field: string, message: string): never => { throw new Bad(field, message); };

/** Refuses a key of the object at `field` that is not one of `keys` (a misspelled key was skipped in silence). */
function onlyKeys(o: Record<string, unknown>, keys: readonly string[], field: string, what: string): void {
  for (const k of Object.keys(o)) if (!keys.includes(k)) fail(`${field}.${k}`, `not a field of ${what} (${keys.join(', ')})`);
}

function int(o: Record<string, unknown>, key: string, lo: number, hi: number, field = key): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) fail(field, `expected an integer ${lo}..${hi}, got ${JSON.stringify(v)}`);
  return v as number;
}

/** The castled rook's cell whose tile still acts (state.ts ROOK_TILE): h1, f1, h11 or f11, and whether it was just turned over. */
function rookTile(raw: unknown): number {
  if (typeof raw !== 'object' || raw === null) return fail('rookTile', 'expected { cell, fresh }');
  const o = raw as Record<string, unknown>, c = parseCell(String(o.cell));
  onlyKeys(o, ['cell', 'fresh'], 'rookTile', 'the castled rook\'s tile');
  if (!['h1', 'f1', 'h11', 'f11'].includes(String(o.cell))) fail('rookTile.cell', `expected h1, f1, h11 or f11 (a castled rook's cell), got ${JSON.stringify(o.cell)}`);
  if (typeof o.fresh !== 'boolean') fail('rookTile.fresh', 'expected true or false');
  return c | (o.fresh === true ? 256 : 0);
}

function oneOf(o: Record<string, unknown>, key: string, names: string[]): number {
  const i = names.indexOf(o[key] as string);
  if (i < 0) fail(key, `expected one of ${names.join(', ')}, got ${JSON.stringify(o[key])}`);
  return i;
}

function cellField(o: Record<string, unknown>, key: string, field = key): number {
  const v = o[key];
  if (v === null || v === undefined) return 0;
  const c = typeof v === 'string' ? parseCell(v) : -1;
  if (c < 0) fail(field, `expected a cell like "e4" or null, got ${JSON.stringify(v)}`);
  return c;
}

function tileField(v: unknown, field: string): number {
  if (typeof v !== 'string') return fail(field, `expected a tile name, got ${JSON.stringify(v)}`);
  const [name, q] = v.split('/');
  const k = TILE_NAMES.indexOf(name);
  if (k < Tile.Empty || k >= TILE_KINDS) fail(field, `unknown tile ${JSON.stringify(v)}`);
  if (isTurned(k) !== (q !== undefined)) fail(field, isTurned(k) ? `${name} needs its quarter turn, like "${name}/0"` : `${name} has no quarter turn`);
  if (q !== undefined && !/^[0-3]$/.test(q)) fail(field, `quarter turn must be 0..3, got ${JSON.stringify(q)}`);
  return k | (q !== undefined ? Number(q) << 6 : 0);
}

const BASE = new Set<number>([...BOARD_CELLS]);
const EXT = new Set<number>([...EXTENSIONS]);

/** One entry of `cells`: the cell's tile (or face-down tile and what lies under it), who knows it, its piece and the piece's state. */
function readCell(s: State, name: string, raw: unknown): void {
  const f = `cells.${name}`, c = parseCell(name);
  if (c < 0 || (!BASE.has(c) && !EXT.has(c))) fail(f, 'not a cell of the board (files a–l, ranks 1–11, short files a, b, k, l on ranks 3–9; b2, k2, b10, k10 as extensions)');
  if (typeof raw !== 'object' || raw === null) fail(f, 'expected an object');
  const e = raw as Record<string, unknown>;
  for (const k of Object.keys(e)) if (!['piece', 'tile', 'under', 'step', 'trapped', 'drunk', 'inCave', 'used', 'known'].includes(k)) fail(`${f}.${k}`, 'not a field of a cell');
  if (e.known !== undefined) {
    if (typeof e.known !== 'string' || !/^(w|b|wb)$/.test(e.known)) fail(`${f}.known`, `expected "w", "b" or "wb", got ${JSON.stringify(e.known)}`);
    s.known[c] = ((e.known as string).includes('w') ? 1 : 0) | ((e.known as string).includes('b') ? 2 : 0);
  }
  s.tile[c] = e.tile === 'face-down' ? Tile.FaceDown : tileField(e.tile, `${f}.tile`);
  if (e.under !== undefined) {
    if (s.tile[c] !== Tile.FaceDown) fail(`${f}.under`, 'only a face-down cell has a tile under it');
    s.under[c] = tileField(e.under, `${f}.under`);
  }
  if (e.piece !== undefined) {
    const m = typeof e.piece === 'string' ? /^([wb])([PNBRQKAMF])(\+?)$/.exec(e.piece) : null;
    if (!m) fail(`${f}.piece`, `expected like "wK", "bP" or "wQ+" (a promoted pawn), got ${JSON.stringify(e.piece)}`);
    const t = PIECE_LETTERS.indexOf(m![2]);
    if (m![3] && (t < Piece.Knight || t > Piece.Queen)) fail(`${f}.piece`, 'only a knight, bishop, rook or queen can be a promoted pawn');
    s.piece[c] = makePiece(t, m![1] === 'w' ? 0 : 1) | (m![3] ? PROMOTED_BIT : 0);
  }
  let st = 0;
  if (e.step !== undefined) st |= int(e, 'step', 1, 5, `${f}.step`);
  if (e.trapped !== undefined) { if (e.trapped !== true) fail(`${f}.trapped`, 'expected true or absent'); st |= TRAPPED; }
  if (e.drunk !== undefined) st |= int(e, 'drunk', 1, 2, `${f}.drunk`) << DRUNK_SHIFT;
  if (e.inCave !== undefined) {
    if (e.inCave !== true) fail(`${f}.inCave`, 'expected true or absent');
    if (kindOf(s.tile[c]) !== Tile.Cave) fail(`${f}.inCave`, 'a piece is lost only in an open cave');
    st |= IN_CAVE;
  }
  if (st !== 0 && s.piece[c] === 0) fail(f, 'step, trapped, drunk and inCave describe a piece, and no piece stands here');
  s.pstat[c] = st;
  if (e.used !== undefined) { if (e.used !== true) fail(`${f}.used`, 'expected true or absent'); s.used[c] = 1; }
}

/** `light` (state.ts LIGHT, LIGHT_N read first): the picks made are cells of the 116; the fourth entry an extension cell or null. */
function readLight(s: State, light: unknown[]): void {
  for (let i = 0; i < 4; i++) {
    const f = `light[${i}]`, c = cellField(light as unknown as Record<string, unknown>, String(i), f);
    s.v[LIGHT + i] = c;
    if (c === 0) { if (i < s.v[LIGHT_N]) fail(f, `lightN is ${s.v[LIGHT_N]}: the lighthouse's pick ${i + 1} is made, expected its cell, got ${JSON.stringify(light[i])}`); continue; }
    if (i < 3 && !BASE.has(c)) fail(f, 'the lighthouse picks closed cells of the 116-cell board');
    if (i === 3 && !EXT.has(c)) fail(f, 'expected an extension cell (b2, k2, b10, k10) or null');
  }
}

/** In the play phase no turn is under way: the writer writes pending, pendingFrom and turnStart null, chain 0 and captured false; any other value there would be dropped. */
function betweenTurns(o: Record<string, unknown>): void {
  for (const k of ['pending', 'pendingFrom', 'turnStart']) if (o[k] !== undefined && o[k] !== null) fail(k, `the play phase has no turn under way: expected null, got ${JSON.stringify(o[k])}`);
  if (o.chain !== undefined && o.chain !== 0) fail('chain', `the play phase has no turn under way: expected 0, got ${JSON.stringify(o.chain)}`);
  if (o.captured !== undefined && o.captured !== false) fail('captured', `the play phase has no turn under way: expected false, got ${JSON.stringify(o.captured)}`);
}

function read(input: unknown, study: boolean): State {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('position', 'expected a JSON object');
  const o = input as Record<string, unknown>;
  const known = ['game', 'island', 'maxPlies', 'toMove', 'phase', 'pending', 'pendingFrom', 'turnStart', 'chain', 'captured', 'castling', 'enPassant', 'enPassantPawn', 'halfmove', 'ply', 'turns', 'coins', 'bottles', 'lost', 'result', 'aside', 'asideKnown', 'light', 'lightN', 'history', 'grass', 'grassLit', 'rookTile', 'met', 'cells'];
  for (const k of Object.keys(o)) if (!known.includes(k)) fail(k, 'not a field of a pirate-chess position');
  if (o.game !== 'pirate-chess') fail('game', `expected "pirate-chess", got ${JSON.stringify(o.game)}`);
  const s = new State();
  s.v[ISLAND] = oneOf(o, 'island', ISLANDS);
  s.v[MAX_PLIES] = int(o, 'maxPlies', 0, 1e6);
  s.v[SIDE] = oneOf(o, 'toMove', SIDES);
  s.v[PHASE] = oneOf(o, 'phase', PHASES);
  s.v[RESULT] = oneOf(o, 'result', RESULTS);
  if (typeof o.castling !== 'string' || !/^(-|K?Q?k?q?)$/.test(o.castling) || o.castling === '') fail('castling', `expected "-" or a subset of "KQkq" in that order, got ${JSON.stringify(o.castling)}`);
  for (let b = 0; b < 4; b++) if ((o.castling as string).includes(CASTLING[b])) s.v[CASTLE] |= 1 << b;
  s.v[EP] = cellField(o, 'enPassant'); s.v[EP_PAWN] = cellField(o, 'enPassantPawn');
  if ((s.v[EP] === 0) !== (s.v[EP_PAWN] === 0)) fail('enPassantPawn', 'enPassant and enPassantPawn are given together or not at all');
  s.v[HALFMOVE] = int(o, 'halfmove', 0, 1e6); s.v[PLY] = int(o, 'ply', 0, 1e7); s.v[TURNS] = int(o, 'turns', 0, 1e7);
  for (const [key, at, hi] of [['coins', COINS, COINS_MAX], ['bottles', BOTTLES, 10]] as [string, number, number][]) {
    const a = o[key];
    if (!Array.isArray(a) || a.length !== 2) fail(key, 'expected [white, black]');
    for (let i = 0; i < 2; i++) s.v[at + i] = int(a as unknown as Record<string, unknown>, String(i), 0, hi, `${key}[${i}]`);
  }
  const lost = o.lost as Record<string, unknown>;
  if (typeof lost !== 'object' || lost === null || Array.isArray(lost)) fail('lost', 'expected { "white": "…", "black": "…" }');
  onlyKeys(lost, SIDES, 'lost', 'the lost pieces');
  for (let side = 0; side < 2; side++) {
    const t = lost[SIDES[side]];
    if (typeof t !== 'string' || !/^P*N*B*R*Q*$/.test(t) || t.length > 15) fail(`lost.${SIDES[side]}`, `expected letters P N B R Q in that order, got ${JSON.stringify(t)}`);
    for (const ch of t as string) s.v[LOST + 5 * side + REVIVABLE.indexOf(PIECE_LETTERS.indexOf(ch))]++;
    for (let i = 0; i < 5; i++) if (s.v[LOST + 5 * side + i] > LOST_MAX) fail(`lost.${SIDES[side]}`, `at most ${LOST_MAX} of a type (a promoted pawn is lost as a pawn), got ${s.v[LOST + 5 * side + i]} ${PIECE_LETTERS[REVIVABLE[i]]}`);
  }
  s.v[ASIDE] = o.aside === null || o.aside === undefined ? 0 : tileField(o.aside, 'aside');
  s.v[ASIDE_KNOWN] = int(o, 'asideKnown', -1, 3);
  s.v[LIGHT_N] = int(o, 'lightN', 0, 3);
  if (!Array.isArray(o.light) || o.light.length !== 4) fail('light', 'expected four cells or nulls');
  readLight(s, o.light as unknown[]);
  if (s.v[PHASE] !== 0) {
    s.v[PEND_CELL] = cellField(o, 'pending'); s.v[PEND_FROM] = o.pendingFrom === null ? -1 : cellField(o, 'pendingFrom');
    if (s.v[PEND_CELL] === 0 && OWED_BY_PIECE.includes(s.v[PHASE])) fail('pending', `the ${PHASES[s.v[PHASE]]} phase is owed by a piece: expected its cell, got ${o.pending === undefined ? 'none (left out)' : JSON.stringify(o.pending)}`);
    if (o.turnStart === undefined) fail('turnStart', 'a turn is under way: expected the cell it began on, or null when it began with a revival');
    s.v[START] = o.turnStart === null ? -1 : cellField(o, 'turnStart');
    s.v[CHAIN] = int(o, 'chain', 0, 64);
    if (o.captured !== undefined && typeof o.captured !== 'boolean') fail('captured', `expected true or false, got ${JSON.stringify(o.captured)}`);
    s.v[CAPTURED] = o.captured === true ? 1 : 0;
  } else betweenTurns(o);
  if (o.grass !== undefined) s.v[GRASS] = int(o, 'grass', 1, 2);
  if (o.grassLit !== undefined) { if (o.grassLit !== true) fail('grassLit', 'expected true or absent'); s.v[GRASS_LIT] = 1; }
  if (o.rookTile !== undefined) s.v[ROOK_TILE] = rookTile(o.rookTile);
  if (o.met !== undefined) { s.v[MET] = cellField(o, 'met'); if (s.v[MET] === 0) fail('met', 'expected a cell like "g3", or the field absent'); }
  const cells = o.cells as Record<string, unknown>;
  if (typeof cells !== 'object' || cells === null || Array.isArray(cells)) fail('cells', 'expected an object of cells');
  for (const [name, raw] of Object.entries(cells)) readCell(s, name, raw);
  for (const c of BASE) if (s.tile[c] === Tile.None) fail(`cells.${cellName(c)}`, 'missing: every cell of the 116-cell board is listed');
  if (s.v[PHASE] === QUAKE && (s.v[PEND_FROM] <= 0 || s.tile[s.v[PEND_FROM]] === Tile.None)) { // apply.ts swaps the tile there with the second pick's
    fail('pendingFrom', `the quake phase owes the earthquake's second pick: expected the first pick's cell on the board, got ${o.pendingFrom === undefined ? 'none (left out)' : JSON.stringify(o.pendingFrom)}`);
  }
  for (const c of EXT) {
    const listed = s.tile[c] !== Tile.None, named = s.v[LIGHT + 3] === c;
    if (listed && !named) fail(`cells.${cellName(c)}`, `an extension cell is on the board only as the lighthouse's extension (light[3]), which is ${JSON.stringify(cellOrNull(s.v[LIGHT + 3]))}`);
    if (named && !listed) fail('light[3]', `the extension ${cellName(c)} joins the board: cells must list it`);
  }
  for (let side = 0; side < 2; side++) {
    let kings = 0;
    for (let i = 0; i < 120; i++) if ((s.piece[ALL_CELLS[i]] & 31) === makePiece(Piece.King, side)) kings++;
    if (kings !== 1) fail('cells', `${SIDES[side]} must have exactly one king, has ${kings}`);
  }
  if (s.v[HALFMOVE] > s.v[TURNS]) fail('halfmove', `counts turns since the last capture or pawn move: at most turns (${s.v[TURNS]}), got ${s.v[HALFMOVE]}`);
  const h = o.history;
  if (!Array.isArray(h) || h.length >= HIST_LEN) fail('history', `expected a list of at most ${HIST_LEN - 1} position hashes`);
  // state.ts REP_N: the hashes of the turns since the last capture or pawn move, the position after it the first (turn-end.ts endTurn)
  const most = Math.min(s.v[HALFMOVE] + 1, HIST_LEN - 1);
  if ((h as unknown[]).length > most) fail('history', `holds the position after each turn since the last capture or pawn move, at most halfmove + 1 = ${most} hashes, got ${(h as unknown[]).length}`);
  (h as unknown[]).forEach((x, i) => {
    if (!Number.isInteger(x) || (x as number) < -(2 ** 31) || (x as number) >= 2 ** 31) fail(`history[${i}]`, `expected a position hash, an integer -2147483648..2147483647, got ${JSON.stringify(x)}`);
  });
  const hist = h as number[];
  s.v[REP_N] = hist.length;
  hist.forEach((x, i) => { s.hist[(s.v[TURNS] - hist.length + i) & (HIST_LEN - 1)] = x | 0; });
  const broken = inconsistency(s, study);
  if (broken) fail(broken[0], broken[1]);
  const ended = endContradiction(s, !holdsHidden(s)); // after the checker: the legal test runs on a sound position
  if (ended) fail(ended[0], ended[1]);
  return s;
}

/** How to read: `study` reads a position whose board is not the island's tile set (a test's scenario, scene.ts), every other check kept. */
export interface ReadOptions { study?: boolean }

export function fromPosition(input: unknown, opts: ReadOptions = {}): State | FieldError {
  try {
    return read(input, opts.study === true);
  } catch (e) {
    if (e instanceof Bad) return { code: 'bad-position', field: e.field, message: e.message }; // the message is the problem alone: callers put the field before it
    throw e;
  }
}
