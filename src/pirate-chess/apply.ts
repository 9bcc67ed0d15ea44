/**
 * Playing a decision: the move itself, then the tiles it lands on (seed: "Попадая на
 * закрытую или открытую клетку с теми или иными условиями, фигура делает то же, что и пираты
 * в «Шакале»"), then the end of the turn.
 *
 * Implementation notes.
 * - `play(s, m, probe)` serves both the real move and the generator's legality probe. A probe
 *   never looks under a face-down tile: it stops the piece there, so legality depends only on
 *   what the players see. The real move turns the tile over and lets it act.
 * - Ruling PC5 (generalising the seed's king rule "Если эффект клетки, которую только что открыл
 *   король, заставляет его пойти под шах или покинуть доску, эта клетка не действует"): a tile
 *   just turned over whose effect would leave the mover's king in check does not act. Each
 *   turn-over takes a snapshot; when what follows ends in check, the snapshot comes back and
 *   the piece stays on the open tile; if the open tile itself checks the king (control passes
 *   through open tiles, attack.ts), the tile stays face down. The probe checked that standing
 *   on the closed tile is safe.
 * - An open tile's effect is known, so a move whose forced chain ends in check is simply not
 *   legal (seed: "Специально ходить королём на такие клетки, открытые ранее, нельзя").
 *   Choice tiles (multi-way arrow, horse, balloon with several start cells, airplane) offer
 *   only the choices that leave the king safe; with none, the tile does not act.
 * - A chain of more than CHAIN_LIMIT tile steps in one turn can only be a cycle: the piece
 *   is lost (seed FAQ: "Это бесконечный цикл. Фигура выполнила недопустимую операцию и будет
 *   закрыта"); a king instead stays where the chain last left it safe (same FAQ).
 */

import { hintIce, inCheck, noteIce } from './attack.js';
import { ALL_CELLS, capturable, exists, forward, isLastCell, kindAt, promotionMask, START_LIST, START_N, START_OFF } from './board.js';
import { cellOf, DIRS, fileOf, rankOf } from './geometry.js';
import { moveArg, moveFrom, MoveKind, moveKind, moveTo } from './moves.js';
import { lightArrange, lightExtend, lightPick, startLighthouse } from './lighthouse.js';
import { quakeCell } from './pseudo.js';
import { BAD, exposed, hasLegal as anyLegal, legalAfterTurn, logCell, logDirty, OK, PENDING, sealAfterTurn } from './legality.js';
import { colourOf, makePiece, Piece, PRICE, PROMOTED_BIT, REVIVABLE, typeOf } from './pieces.js';
import {
  BOTTLES, CAPTURED, CASTLE, CHAIN, CHAIN_LIMIT, COINS, copyInto, DRUNK_MASK, DRUNK_SHIFT, EP, EP_PAWN, GRASS, GRASS_LIT, HALFMOVE, HIST_LEN, IN_CAVE, LOST,
  MAX_PLIES, PEND_CELL, REVIVING, PEND_FROM, PHASE, Phase, PLY, positionHash, REP_N, Result, RESULT, ROOK_TILE, SIDE, START, State, STEP_MASK,
  TRAPPED, TURNS,
} from './state.js';
import { arrowMask, bottleCount, cannonDir, chestCoins, Tile } from './tiles.js';

/** How a piece came to a cell: by steps along a line, by a knight's jump, or by flight (no way to repeat). */
export const enum How { Step = 0, Jump = 1, Flight = 2 }
export { BAD, OK, PENDING } from './legality.js';
export { CHAIN_LIMIT } from './state.js';

/**
 * Whether the real play under way has turned a tile over. Until it does, it repeats step by step
 * the probe that found the decision legal (decisions come from generateMoves), so the king's
 * safety after each landing is known and not tested again (`leftInCheck`).
 */
let revealed = false;

/** Whether the side's king is left in check after a landing: asked in a probe, and in a real play once it has turned a tile over. */
const leftInCheck = (s: State, side: number, probe: boolean): boolean => (probe || revealed) && exposed(s, side);

/** Snapshots for turned-over tiles, two per tile (closed and just opened), for chains up to 8 turn-overs deep. */
const SNAP: State[] = [];
for (let i = 0; i < 16; i++) SNAP.push(new State());
let snapDepth = 0;

/** Whether the side to move (in a follow-up: the piece that owes it) has a legal decision; `play` probes what the attack information cannot answer. */
const hasLegal = (s: State): boolean => anyLegal(s, play);

/** The index of a revivable type in the LOST counters, -1 for kings and the Jackal characters. */
export function lostIndex(type: number): number {
  for (let i = 0; i < 5; i++) if (REVIVABLE[i] === type) return i;
  return -1;
}

/** Removes the piece on c; a chess piece (a promoted one as a pawn) joins its side's lost pieces. */
function kill(s: State, c: number): void {
  const p = s.piece[c];
  const i = lostIndex((p & PROMOTED_BIT) !== 0 ? Piece.Pawn : typeOf(p));
  if (i >= 0 && s.v[REVIVING] === 0) s.v[LOST + 5 * colourOf(p) + i]++;
  s.piece[c] = 0; s.pstat[c] = 0;
  if (s.v[PEND_CELL] === c) s.v[PEND_CELL] = -1;
  logCell(c);
}

function capture(s: State, c: number): void {
  kill(s, c);
  s.v[CAPTURED] = 1;
}

/** Moves the piece from a to b (b empty), fresh: off any spinner step, free of any trap. */
function place(s: State, a: number, b: number): void {
  s.piece[b] = s.piece[a]; s.pstat[b] = 0;
  s.piece[a] = 0; s.pstat[a] = 0;
  s.v[PEND_CELL] = b;
  logCell(a); logCell(b);
}

/** Whether the piece of colour `side` may land on y: on the board, not its own piece, an enemy only if it can be taken there. */
function canLand(s: State, y: number, side: number): boolean {
  if (!exists(s, y)) return false;
  const p = s.piece[y];
  return p === 0 || (colourOf(p) !== side && capturable(s, y));
}

/** Moves the piece on `cell` to y by force (taking an enemy there) and resolves y. */
function pushTo(s: State, cell: number, y: number, step: number, n: number, how: How, probe: boolean): number {
  if (s.piece[y] !== 0) capture(s, y);
  place(s, cell, y);
  return arrive(s, y, cell, step, n, how, probe);
}

/**
 * The piece on `cell` has just come there from `from` by n steps of `step` (how: How).
 * Resolves the tile and what follows; OK (done, king safe), BAD (the king is left in check)
 * or PENDING (a follow-up choice is owed, with at least one safe choice).
 */
export function arrive(s: State, cell: number, from: number, step: number, n: number, how: How, probe: boolean): number {
  const side = s.v[SIDE];
  if (s.tile[cell] === Tile.FaceDown) {
    // a probe stops here; so does a move played on an observation, where the tile is not known
    // (the piece stays on the closed cell: a caller can see that a reveal was needed)
    if (probe || s.under[cell] === 0) return leftInCheck(s, side, probe) ? BAD : OK;
    if (snapDepth + 2 > SNAP.length) throw new Error('pirate-chess: tile chain deeper than the snapshot stack');
    revealed = true;
    const closed = SNAP[snapDepth++], open = SNAP[snapDepth++];
    copyInto(closed, s);
    s.tile[cell] = s.under[cell]; s.under[cell] = 0;
    noteIce(s, cell);
    copyInto(open, s);
    const r = act(s, cell, from, step, n, how, false);
    snapDepth -= 2;
    if (r === PENDING) return r;
    if (r === OK && !inCheck(s, side)) return OK;
    copyInto(s, open); // the tile does not act (PC5) …
    if (!inCheck(s, side)) return OK;
    copyInto(s, closed); // … and when its mere presence checks the king (control through it), it stays face down
    return inCheck(s, side) ? BAD : OK;
  }
  const r = act(s, cell, from, step, n, how, probe);
  if (r !== OK) return r;
  return leftInCheck(s, side, probe) ? BAD : OK;
}

/** Sets up the follow-up choice at `cell`; PENDING when some choice is safe, else OK (the tile does not act). */
function offerChoice(s: State, cell: number, from: number): number {
  s.v[PHASE] = Phase.Choose; s.v[PEND_CELL] = cell; s.v[PEND_FROM] = from;
  if (hasLegal(s)) return PENDING;
  s.v[PHASE] = Phase.Play; s.v[PEND_CELL] = cell;
  return OK;
}

/** The open tile at `cell` acts on the piece there (OK here means "done": the caller checks the king). */
function act(s: State, cell: number, from: number, step: number, n: number, how: How, probe: boolean): number {
  const side = s.v[SIDE], p = s.piece[cell], t = typeOf(p), k = kindAt(s, cell);
  const isKing = t === Piece.King;
  if (++s.v[CHAIN] > CHAIN_LIMIT) {
    if (isKing) return BAD;
    kill(s, cell);
    return OK;
  }
  switch (k) {
    case Tile.Arrow1S: case Tile.Arrow1D: case Tile.Arrow2S: case Tile.Arrow2D: case Tile.Arrow3: case Tile.Arrow4S: case Tile.Arrow4D: {
      const mask = arrowMask(s.tile[cell]);
      let count = 0, only = -1;
      for (let d = 0; d < 8; d++) {
        if (((mask >> d) & 1) === 0) continue;
        const y = cell + DIRS[d];
        if (exists(s, y) ? canLand(s, y, side) : !isKing) { count++; only = d; }
      }
      if (count === 0) return OK; // every cell it points to holds a piece of ours (or is off the board for a king)
      if (count > 1) return offerChoice(s, cell, from);
      const y = cell + DIRS[only];
      if (!exists(s, y)) { kill(s, cell); return OK; } // off the board
      return pushTo(s, cell, y, DIRS[only], 1, How.Step, probe);
    }
    case Tile.Horse:
      return offerChoice(s, cell, from);
    case Tile.Ice: {
      if (how === How.Flight || n === 0) return OK;
      let y = cell;
      for (let i = 0; i < n; i++) {
        const z = y + step;
        if (!exists(s, z)) {
          if (isKing) return OK; // ice never sends a king off the board
          kill(s, cell); return OK;
        }
        const q = s.piece[z];
        if (q !== 0) {
          // an enemy on the way is taken (seed: "вы её бьёте и встаёте на её место"); a pawn going straight, one's own piece, or one that cannot be taken stops it before
          const straightPawn = t === Piece.Pawn && (step === forward(side));
          if (colourOf(q) !== side && capturable(s, z) && !straightPawn) y = z;
          break;
        }
        y = z;
      }
      if (y === cell) return OK;
      return pushTo(s, cell, y, step, n, how, probe);
    }
    case Tile.Crocodile:
      return backFromCrocodile(s, cell, from, step, n, how, probe);
    case Tile.Cannibal:
      if (isKing) return backFromCrocodile(s, cell, from, step, n, how, probe);
      if (t === Piece.Friday) return OK;
      kill(s, cell);
      return OK;
    case Tile.Trap:
      if (s.used[cell] === 0 && t !== Piece.Friday) { s.pstat[cell] |= TRAPPED; s.used[cell] = 1; }
      return OK;
    case Tile.Balloon: {
      const o = START_OFF[side * 10 + t], e = o + (t <= Piece.King ? START_N[side * 10 + t] : 0);
      let count = 0, only = -1;
      for (let i = o; i < e; i++) if (s.piece[START_LIST[i]] === 0) { count++; only = START_LIST[i]; }
      if (count === 0) return OK;
      if (count > 1) return offerChoice(s, cell, from);
      return pushTo(s, cell, only, 0, 0, How.Flight, probe);
    }
    case Tile.Airplane:
      if (s.used[cell] !== 0) return OK;
      return offerChoice(s, cell, from);
    case Tile.Cannon: {
      const D = DIRS[cannonDir(s.tile[cell])];
      let y = cell;
      while (exists(s, y + D)) y += D;
      while (y !== cell && s.piece[y] !== 0) y -= D; // a piece on the edge: stop right before it (PC11)
      if (y === cell) return OK;
      place(s, cell, y);
      return arrive(s, y, cell, 0, 0, How.Flight, probe);
    }
    case Tile.Spin2: case Tile.Spin3: case Tile.Spin4: case Tile.Spin5:
      if (t === Piece.King || t === Piece.Pawn) s.pstat[cell] = (s.pstat[cell] & ~STEP_MASK) | 1;
      return OK;
    case Tile.BenGunn: case Tile.Missionary: case Tile.Friday: {
      // a new piece of ours on a free neighbouring cell of our choice (PC19); none free: he waits
      if (s.used[cell] !== 0) return OK;
      for (let d = 0; d < 8; d++) if (exists(s, cell + DIRS[d]) && s.piece[cell + DIRS[d]] === 0) return offerChoice(s, cell, from);
      return OK;
    }
    case Tile.Lighthouse:
      // it cannot get a king out of check: then it does not act, and the caller finds the check (PC5)
      if (s.used[cell] !== 0 || exposed(s, side)) return OK;
      s.used[cell] = 1;
      s.v[PEND_CELL] = cell;
      return startLighthouse(s) ? PENDING : OK;
    case Tile.Earthquake: {
      if (s.used[cell] !== 0) return OK;
      let free = 0;
      for (let i = 0; i < 120; i++) if (quakeCell(s, ALL_CELLS[i], -1)) free++;
      if (free < 2) return OK;
      s.used[cell] = 1;
      return offerChoice(s, cell, from);
    }
    case Tile.RumBarrel:
      if (s.used[cell] === 0) { s.used[cell] = 1; drink(s, cell, t); }
      return OK;
    case Tile.Cave:
      return cave(s, cell, from);
    case Tile.Grass:
      // set on fire when turned over: each side's pieces are moved by the other player for one round from the next turn (endTurn); it burns once
      if (s.used[cell] === 0) { s.used[cell] = 1; s.v[GRASS_LIT] = 1; }
      return OK;
    default: {
      const coins = chestCoins(k), bottles = bottleCount(k);
      if ((coins > 0 || bottles > 0) && s.used[cell] === 0) {
        s.v[COINS + side] += coins; s.v[BOTTLES + side] += bottles; s.used[cell] = 1;
        if (bottles > 0 && (t === Piece.Friday || t === Piece.Missionary)) { s.v[BOTTLES + side]--; drink(s, cell, t); }
      }
      return OK;
    }
  }
}

/**
 * Caves (ruling PC18; seed: "Попав в пещеру первый раз за игру, фигура застревает; после
 * открытия второй пещеры фигуры в пещерах меняются местами, и после этого пещеры можно
 * использовать, как в «Шакале»: за один ход войти в одну и выйти через другую. Нельзя выходить
 * из пещеры, на которой стоит своя или чужая фигура"). The piece on `cell` has entered a cave:
 * with no other cave open it is lost there (IN_CAVE); when another cave holds a lost piece the
 * two change places; else it comes out at another open cave with no piece on it (the player
 * chooses among several) and stops there, or stays at this mouth when every exit is taken.
 */
function cave(s: State, cell: number, from: number): number {
  let others = 0, lost = -1, exits = 0, exit = -1;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (c === cell || kindAt(s, c) !== Tile.Cave) continue;
    others++;
    if ((s.pstat[c] & IN_CAVE) !== 0) lost = c;
    else if (s.piece[c] === 0) { exits++; exit = c; }
  }
  if (others === 0) { s.pstat[cell] |= IN_CAVE; return OK; }
  if (lost >= 0) {
    const p = s.piece[cell];
    s.piece[cell] = s.piece[lost]; s.pstat[cell] = 0;
    s.piece[lost] = p; s.pstat[lost] = 0;
    s.v[PEND_CELL] = lost;
    logCell(cell); logCell(lost);
    // the freed piece, an enemy pawn on its last cell, will promote (play): with no promotion that spares our king, the cave does not act (PC5)
    return emergedPromotable(s, cell) ? OK : BAD;
  }
  if (exits === 0) return OK;
  if (exits > 1) return offerChoice(s, cell, from);
  place(s, cell, exit);
  return OK;
}

/**
 * Whether the piece on c, come out of a cave, can be promoted without checking the king of the
 * side on turn: yes when it is not an enemy pawn on its last cell (ours never checks our king),
 * else when some piece its player may choose leaves that king safe (a knight and a line piece
 * never check from one cell, but control through tiles might).
 */
function emergedPromotable(s: State, c: number): boolean {
  const side = s.v[SIDE], p = s.piece[c];
  if (typeOf(p) !== Piece.Pawn || colourOf(p) === side || !isLastCell(s, c, colourOf(p))) return true;
  const mask = promotionMask(c);
  let safe = false;
  for (let u = Piece.Knight; u <= Piece.Queen && !safe; u++) {
    if (((mask >> u) & 1) === 0) continue;
    s.piece[c] = makePiece(u, colourOf(p)) | PROMOTED_BIT;
    safe = !inCheck(s, side);
  }
  s.piece[c] = p;
  return safe;
}

/** A pawn on its last cell that is not the mover (one freed from a cave, PC18), -1 when none: it promotes before the turn ends. */
function emergedPawn(s: State): number {
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (typeOf(p) === Piece.Pawn && isLastCell(s, c, colourOf(p))) return c;
  }
  return -1;
}

/**
 * Rum (a barrel, or bottles found): Friday drinks and leaves the game, the missionary drinks
 * and becomes a pirate like Ben Gunn, anyone else must skip its side's next turn (a barrel
 * only: bottles go to the side's store).
 */
function drink(s: State, cell: number, t: number): void {
  logCell(cell);
  if (t === Piece.Friday) { s.piece[cell] = 0; s.pstat[cell] = 0; if (s.v[PEND_CELL] === cell) s.v[PEND_CELL] = -1; }
  else if (t === Piece.Missionary) s.piece[cell] = (s.piece[cell] & ~15) | Piece.Pirate;
  else s.pstat[cell] = (s.pstat[cell] & ~DRUNK_MASK) | (2 << DRUNK_SHIFT);
}

/** Crocodile (and the cannibal for a king): back to the cell the piece came from; that cell acts again unless the turn began there. */
function backFromCrocodile(s: State, cell: number, from: number, step: number, n: number, how: How, probe: boolean): number {
  if (from < 0 || s.piece[from] !== 0) return OK;
  place(s, cell, from);
  if (from === s.v[START]) return OK;
  return arrive(s, from, cell, 0 - step, n, how, probe); // not -step: -0 (after a flight) is a heap number, an allocation
}

/**
 * Castling (ruling PC25; seed line 14: "В случае рокировки клетки, на которые пошли король и
 * ладья, вскрываются одновременно, но первым действует эффект клетки, на которой оказался
 * король"): the king and the rook both go to their cells, both tiles are turned over at once,
 * and the king's tile acts first, with the rook already on its cell (an arrow pointing at it
 * does not act on the king: the cell holds his own piece). The rook's tile acts when the
 * king's tile and the follow-ups it asks for are done (castledRook). Line 15 holds for each
 * tile as for any turned over (PC5): one whose effect would leave the king in check does not act.
 */
function castle(s: State, from: number, to: number, probe: boolean): number {
  beginTurn(s, from);
  const short = to > from, rookFrom = short ? from + 3 : from - 4, rookTo = short ? from + 1 : from - 1;
  place(s, rookFrom, rookTo);
  place(s, from, to);
  const fresh = !probe && s.tile[rookTo] === Tile.FaceDown && s.under[rookTo] !== 0;
  if (fresh) { s.tile[rookTo] = s.under[rookTo]; s.under[rookTo] = 0; revealed = true; noteIce(s, rookTo); }
  s.v[ROOK_TILE] = rookTo | (fresh ? 256 : 0);
  const r = arrive(s, to, from, short ? 1 : -1, 2, How.Step, probe); // the king's tile first
  if (r !== BAD || !fresh) return r; // OK: the rook's tile acts next (play); PENDING: after the king's follow-ups
  // his own tile went face down again and the open rook's tile checks him: it goes face down too (PC5)
  s.under[rookTo] = s.tile[rookTo]; s.tile[rookTo] = Tile.FaceDown; s.v[ROOK_TILE] = 0;
  return inCheck(s, s.v[SIDE]) ? BAD : OK;
}

/**
 * The castled rook's tile acts (ROOK_TILE, then cleared), from the rook's start: an open tile
 * as any (its effect is known), one turned over with the king's by ruling PC5 (its effect
 * leaving the king in check, it does not act; its mere presence checking him, it goes face
 * down again). The king stays the piece that moved (PEND_CELL) unless the rook's tile asks for
 * a follow-up.
 */
function castledRook(s: State, probe: boolean): number {
  const code = s.v[ROOK_TILE], cell = code & 255, side = s.v[SIDE], king = s.v[PEND_CELL];
  const short = fileOf(cell) === 7, rookFrom = short ? cell + 2 : cell - 3;
  s.v[ROOK_TILE] = 0;
  s.v[START] = rookFrom; s.v[PEND_CELL] = cell;
  let r: number;
  if (code < 256) r = arrive(s, cell, rookFrom, short ? -1 : 1, short ? 2 : 3, How.Step, probe);
  else {
    const open = SNAP[snapDepth];
    copyInto(open, s);
    snapDepth++;
    r = act(s, cell, rookFrom, short ? -1 : 1, short ? 2 : 3, How.Step, false);
    snapDepth--;
    if (r !== PENDING && (r === BAD || inCheck(s, side))) {
      copyInto(s, open);
      if (inCheck(s, side)) { s.under[cell] = s.tile[cell]; s.tile[cell] = Tile.FaceDown; }
      r = inCheck(s, side) ? BAD : OK;
    }
  }
  if (r === OK) s.v[PEND_CELL] = king;
  return r;
}

/** Steps of a line move a→b (the larger of the file and rank distances). */
function lineOf(a: number, b: number): number {
  const df = fileOf(b) - fileOf(a), dr = rankOf(b) - rankOf(a);
  return Math.max(Math.abs(df), Math.abs(dr));
}

/**
 * Plays decision m on s. Real (probe false): the whole decision, ending the turn when no
 * follow-up is owed. Probe: the same without turning tiles over or ending the turn; the
 * result is OK/PENDING when the move is legal, BAD when it leaves the king in check.
 */
export function play(s: State, m: number, probe: boolean): number {
  if (probe) return decide(s, m, true);
  hintIce(s); // for the control tests of this play (noteIce keeps it whole as tiles turn over)
  const r = decide(s, m, false);
  hintIce(null);
  sealAfterTurn(s); // when this play ended a turn, its legal list stands for the position now
  return r;
}

/** `play`'s body. */
function decide(s: State, m: number, probe: boolean): number {
  const side = s.v[SIDE], kind = moveKind(m), from = moveFrom(m), to = moveTo(m), phase0 = s.v[PHASE];
  if (!probe) revealed = false;
  let r = OK;
  switch (kind) {
    case MoveKind.Move:
      r = movePiece(s, from, to, probe);
      break;
    case MoveKind.Castle:
      r = castle(s, from, to, probe);
      break;
    case MoveKind.EnPassant: {
      const taken = s.v[EP_PAWN];
      beginTurn(s, from);
      s.v[CAPTURED] = 1;
      capture(s, taken);
      place(s, from, to);
      r = arrive(s, to, from, to - from, 1, How.Step, probe);
      break;
    }
    case MoveKind.Revive: case MoveKind.FreeRevive: {
      beginTurn(s, -1);
      const t = moveArg(m);
      if (kind === MoveKind.Revive) s.v[COINS + side] -= PRICE[t];
      s.v[LOST + 5 * side + lostIndex(t)]--;
      s.piece[to] = makePiece(t, side); s.pstat[to] = 0; s.v[PEND_CELL] = to;
      logCell(to);
      s.v[REVIVING] = 1;
      r = arrive(s, to, -1, 0, 0, How.Flight, probe);
      s.v[REVIVING] = 0;
      break;
    }
    case MoveKind.Bottle:
      beginTurn(s, -1);
      s.v[BOTTLES + side]--;
      s.pstat[to] &= ~TRAPPED;
      s.v[PEND_CELL] = -1;
      logCell(to);
      r = leftInCheck(s, side, probe) ? BAD : OK;
      break;
    case MoveKind.Choose:
      r = choose(s, to, phase0, probe);
      break;
    case MoveKind.Arrange:
      lightArrange(s, to);
      r = OK;
      break;
    case MoveKind.Promote: {
      // the pawn's player chooses (controller); an enemy pawn freed from a cave must not check our king
      const cell = s.v[PEND_CELL], colour = colourOf(s.piece[cell]);
      s.piece[cell] = makePiece(moveArg(m), colour) | PROMOTED_BIT;
      logCell(cell);
      s.pstat[cell] &= ~STEP_MASK; // a new piece is not held by a spinner (PC7)
      s.v[PHASE] = Phase.Play;
      r = colour !== side && leftInCheck(s, side, probe) ? BAD : OK;
      break;
    }
  }
  if (r === OK && s.v[ROOK_TILE] !== 0 && s.v[PHASE] === Phase.Play) r = castledRook(s, probe); // the king's follow-ups are done
  if (probe) return r;
  return afterDecision(s, r, kind, phase0);
}

/** A real decision is made (r: OK or PENDING): count it, then owe what follows (rum, a promotion, a freed pawn's promotion) or end the turn. */
function afterDecision(s: State, r: number, kind: number, phase0: number): number {
  const side = s.v[SIDE];
  s.v[PLY]++;
  if (r === PENDING) return owe(s, r);
  const mover = s.v[PEND_CELL];
  if (phase0 !== Phase.Rum && kind !== MoveKind.Promote && mover >= 0 && s.v[BOTTLES + side] > 0 && s.v[GRASS] === 0 && islanderNextTo(s, mover)) {
    s.v[PHASE] = Phase.Rum;
    return owe(s, PENDING);
  }
  if (kind !== MoveKind.Promote && mover >= 0 && s.piece[mover] === makePiece(Piece.Pawn, side) && isLastCell(s, mover, side)) {
    s.v[PHASE] = Phase.Promote;
    return owe(s, PENDING);
  }
  // only the second cave turned over frees a piece: in this decision, or in an earlier one of the turn
  const emerged = revealed || phase0 !== Phase.Play ? emergedPawn(s) : -1;
  if (emerged >= 0) {
    s.v[PHASE] = Phase.Promote; s.v[PEND_CELL] = emerged;
    return owe(s, PENDING);
  }
  endTurn(s);
  return r;
}

/** A piece's own move from `from` to `to` (a spinner step when they are equal), then the tiles it lands on. */
function movePiece(s: State, from: number, to: number, probe: boolean): number {
  const side = s.v[SIDE];
  beginTurn(s, from);
  if (from === to) { s.pstat[from] = (s.pstat[from] & ~STEP_MASK) | ((s.pstat[from] & STEP_MASK) + 1); return leftInCheck(s, side, probe) ? BAD : OK; }
  const t = typeOf(s.piece[from]);
  if (t === Piece.Pawn) s.v[CAPTURED] = 1; // a pawn move resets the 50-move count like a capture
  if (s.piece[to] !== 0) capture(s, to);
  place(s, from, to);
  if (t === Piece.Knight) return arrive(s, to, from, to - from, 1, How.Jump, probe);
  const n = lineOf(from, to);
  const r = arrive(s, to, from, (to - from) / n, n, How.Step, probe);
  if (!probe && t === Piece.Pawn && n === 2 && (to - from) === 2 * forward(side) && s.v[PEND_CELL] === to && s.piece[to] === makePiece(Piece.Pawn, side)) {
    s.v[EP] = from + forward(side); s.v[EP_PAWN] = to;
  }
  return r;
}

/** A follow-up choice (`to`, PHASE before it `phase0`): the rum thrown or not, the lighthouse's picks, the earthquake's cells, where a tile sends the piece or puts a new one. */
function choose(s: State, to: number, phase0: number, probe: boolean): number {
  const side = s.v[SIDE], cell = s.v[PEND_CELL], k = kindAt(s, cell);
  if (phase0 === Phase.Rum) { // a bottle thrown to Friday or the missionary next to the piece, or none (to = 0)
    s.v[PHASE] = Phase.Play;
    if (to !== 0) { s.v[BOTTLES + side]--; drink(s, to, typeOf(s.piece[to])); }
    return leftInCheck(s, side, probe) ? BAD : OK;
  }
  if (s.v[PHASE] === Phase.Light) { lightPick(s, to); return PENDING; }
  if (s.v[PHASE] === Phase.LightExt) { lightExtend(s, to); logDirty(); return probe && exposed(s, side) ? BAD : PENDING; }
  if (s.v[PHASE] === Phase.Quake) { // the earthquake's second cell: swap the two open tiles
    const a = s.v[PEND_FROM], ta = s.tile[a], ua = s.used[a];
    s.tile[a] = s.tile[to]; s.used[a] = s.used[to]; s.tile[to] = ta; s.used[to] = ua;
    logDirty();
    s.v[PHASE] = Phase.Play;
    return leftInCheck(s, side, probe) ? BAD : OK;
  }
  if (k === Tile.Earthquake) { // its first cell
    s.v[PHASE] = Phase.Quake; s.v[PEND_FROM] = to;
    return !probe || hasLegal(s) ? PENDING : BAD;
  }
  s.v[PHASE] = Phase.Play;
  if (k === Tile.Cave) { place(s, cell, to); return leftInCheck(s, side, probe) ? BAD : OK; } // out at the chosen exit, which does not act
  if (k === Tile.BenGunn || k === Tile.Missionary || k === Tile.Friday) {
    s.used[cell] = 1;
    s.piece[to] = makePiece(k === Tile.BenGunn ? Piece.Pirate : k === Tile.Missionary ? Piece.Missionary : Piece.Friday, side);
    s.pstat[to] = 0; s.v[PEND_CELL] = to;
    logCell(to);
    return arrive(s, to, -1, 0, 0, How.Flight, probe);
  }
  if (to === 0) { kill(s, cell); return leftInCheck(s, side, probe) ? BAD : OK; }
  if (k === Tile.Airplane) s.used[cell] = 1;
  const how = k === Tile.Horse ? How.Jump : k >= Tile.Arrow1S && k <= Tile.Arrow4D ? How.Step : How.Flight;
  return pushTo(s, cell, to, how === How.Flight ? 0 : to - cell, how === How.Flight ? 0 : 1, how, probe);
}


/**
 * A follow-up decision is owed. The ply limit counts decisions, so a game that reaches it
 * mid-turn ends there, with the decision unmade: a game never runs past maxPlies.
 */
function owe(s: State, r: number): number {
  if (s.v[MAX_PLIES] > 0 && s.v[PLY] >= s.v[MAX_PLIES]) s.v[RESULT] = Result.PlyLimit;
  return r;
}

/** Opening decision of a turn: clears the en-passant chance and the chain record. */
function beginTurn(s: State, start: number): void {
  s.v[EP] = 0; s.v[EP_PAWN] = 0; s.v[CHAIN] = 0; s.v[CAPTURED] = 0;
  s.v[START] = start;
  // castling rights go with the king's or a rook's first move, or a rook taken on its corner
  s.v[CASTLE] &= ~castleBits(start);
}

/** The rook corners c1, j1, c11, j11, and the castling bit each rook holds. */
const CORNER_CELLS = Int32Array.of(cellOf(2, 0), cellOf(9, 0), cellOf(2, 10), cellOf(9, 10));
const CORNER_BITS = Int32Array.of(2, 1, 8, 4);
const WHITE_KING = cellOf(6, 0), BLACK_KING = cellOf(6, 10);

function castleBits(c: number): number {
  if (c === WHITE_KING) return 3;
  if (c === BLACK_KING) return 12;
  for (let i = 0; i < 4; i++) if (CORNER_CELLS[i] === c) return CORNER_BITS[i];
  return 0;
}

/** Friday or the missionary (either side's) stands next to cell c. */
export function islanderNextTo(s: State, c: number): boolean {
  for (let d = 0; d < 8; d++) {
    const t = typeOf(s.piece[c + DIRS[d]]);
    if (s.piece[c + DIRS[d]] !== 0 && (t === Piece.Friday || t === Piece.Missionary)) return true;
  }
  return false;
}

/** Friday next to the missionary (either side's): both leave the game (PC20). Side `side`'s drunk pieces sober up one step on the way. */
function meetingsAndRum(s: State, side: number): void {
  let friday = -1, missionary = -1;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i], p = s.piece[c];
    if (p === 0) continue;
    const t = typeOf(p), st = s.pstat[c];
    if (t === Piece.Friday) friday = c;
    else if (t === Piece.Missionary) missionary = c;
    if ((st & DRUNK_MASK) !== 0 && colourOf(p) === side) s.pstat[c] = st - (1 << DRUNK_SHIFT);
  }
  if (friday < 0 || missionary < 0) return;
  for (let d = 0; d < 8; d++) {
    if (friday + DIRS[d] !== missionary) continue;
    s.piece[friday] = 0; s.pstat[friday] = 0; s.piece[missionary] = 0; s.pstat[missionary] = 0;
    return;
  }
}

/** The turn is over: sober up, pass the turn, record the position, and see whether the game ended. */
function endTurn(s: State): void {
  const side = s.v[SIDE];
  s.v[PHASE] = Phase.Play; s.v[PEND_CELL] = 0; s.v[PEND_FROM] = 0;
  // a rook taken (or pushed off) its corner loses its castling right
  for (let i = 0; i < 4; i++) if ((s.piece[CORNER_CELLS[i]] & 31) !== makePiece(Piece.Rook, i >> 1)) s.v[CASTLE] &= ~CORNER_BITS[i];
  meetingsAndRum(s, side);
  // en passant only past a pawn that ended its turn where its double step put it (a follow-up may have moved it on)
  if (s.v[EP] !== 0 && s.piece[s.v[EP_PAWN]] !== makePiece(Piece.Pawn, side)) { s.v[EP] = 0; s.v[EP_PAWN] = 0; }
  // the grass burns for the two turns after the one that lit it (a second grass lit meanwhile starts the round again)
  if (s.v[GRASS] > 0) s.v[GRASS]--;
  if (s.v[GRASS_LIT] !== 0) { s.v[GRASS] = 2; s.v[GRASS_LIT] = 0; }
  s.v[SIDE] = 1 - side;
  s.v[TURNS]++;
  if (s.v[CAPTURED] !== 0) { s.v[HALFMOVE] = 0; s.v[REP_N] = 0; } else s.v[HALFMOVE]++;
  // REP_N counts the recorded turns before this one, all of which may repeat it
  const h = positionHash(s);
  let seen = 1;
  const back = Math.min(s.v[REP_N], HIST_LEN - 1);
  for (let i = 2; i <= back; i += 2) if (s.hist[(s.v[TURNS] - 1 - i) & (HIST_LEN - 1)] === h) seen++;
  s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)] = h;
  if (s.v[REP_N] < HIST_LEN - 1) s.v[REP_N]++;
  if (!legalAfterTurn(s, play)) s.v[RESULT] = inCheck(s, 1 - side) ? (side === 0 ? Result.WhiteMates : Result.BlackMates) : Result.Stalemate;
  else if (seen >= 3) s.v[RESULT] = Result.Repetition;
  else if (s.v[HALFMOVE] >= 100) s.v[RESULT] = Result.FiftyMoves;
  else if (s.v[MAX_PLIES] > 0 && s.v[PLY] >= s.v[MAX_PLIES]) s.v[RESULT] = Result.PlyLimit;
}

/** Starts the repetition record at the current position (a new game, a scenario). */
export function startHistory(s: State): void {
  s.v[REP_N] = 1;
  s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)] = positionHash(s);
}

/** Plays a legal move (unchecked: one generateMoves gave). */
export function applyMove(s: State, m: number): void {
  play(s, m, false);
}
