/**
 * The chain a tile forces: a piece lands on a cell (`arrive`), the tile there acts (`act`,
 * one function per tile kind's effect: arrows, ice, the balloon, the cannon, the island's
 * people, the earthquake, treasure; caves), which may move it on to the next cell, until it
 * stops, dies, or stands on a tile that asks its player for a choice (`offerChoice`). Seed:
 * "Попадая на закрытую или открытую клетку с теми или иными условиями, фигура делает то же,
 * что и пираты в «Шакале»".
 *
 * Implementation notes.
 * - The same code serves the real move and the generator's legality probe (probe = true). A
 *   probe never looks under a face-down tile: it stops the piece there, so legality depends
 *   only on what the players see. The real move turns the tile over and lets it act.
 * - Ruling PC5 (generalising the seed's king rule "Если эффект клетки, которую только что открыл
 *   король, заставляет его пойти под шах или покинуть доску, эта клетка не действует"): a tile
 *   just turned over whose effect would leave the mover's king in check does not act. Each
 *   turn-over takes a snapshot; when what follows ends in check, the snapshot comes back and
 *   the piece stays on the open tile; if the open tile itself checks the king (control passes
 *   through open tiles, attack.ts), the tile stays face down. The probe checked that standing
 *   on the closed tile is safe; so the play's first tile turned over that moves nobody and asks
 *   nothing (forced.QUIET: the piece stays, and the cell, holding it, reads to control as the
 *   closed tile did) acts with no snapshot and no control test (`arrive`), the decision being
 *   legal (a play's contract: apply.applyMove).
 * - An open tile's effect is known, so a move whose forced chain ends in check is simply not
 *   legal (seed: "Специально ходить королём на такие клетки, открытые ранее, нельзя").
 *   Choice tiles (multi-way arrow, horse, balloon with several start cells, airplane, a cave
 *   with several exits, the island's people, the earthquake) offer only the choices that leave
 *   the king safe (PC6). With none (ruling PC30, `offerChoice`): just turned over by this
 *   landing, the tile does not act and the piece stays on it; open before, its every effect is
 *   known to end in check, so the move is not legal, unless the piece is a king one of whose
 *   choices only runs round an endless loop (the FAQ's cycle: a king stops, and the tile does
 *   not act). Whether a choice is safe is legal-decisions.hasLegal's question, which plays
 *   decisions with apply.play: that function is given to this module by apply.ts (`usePlay`),
 *   since apply.ts imports this one.
 * - A chain of more than CHAIN_LIMIT tile steps in one turn can only be a cycle: the piece
 *   is lost (seed FAQ: "Это бесконечный цикл. Фигура выполнила недопустимую операцию и будет
 *   закрыта"); a king instead stays where the chain last left it safe (same FAQ), and a
 *   loop back through a crocodile stops him on the crocodile (`kingBackFromCrocodile`, PC36).
 * - Pieces that may not strike (board.mayStrike: Friday, the missionary, a piece leaving the
 *   safe jungle) take nobody through a tile either (PC37): an arrow or ice treats an enemy as
 *   a piece of ours (it does not act, or stops before it).
 */

import { Play } from './legality.js';
import * as legalityModule from './legality.js';
import * as legalDecisionsModule from './legal-decisions.js';
import * as afterTurnModule from './after-turn.js';
import * as attackModule from './attack.js';
import * as boardModule from './board.js';
import * as fatesModule from './fates.js';
import * as forcedModule from './forced.js';
import * as geometryModule from './geometry.js';
import * as lighthouseModule from './lighthouse.js';
import * as meetingModule from './meeting.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import * as pseudoModule from './pseudo.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { exposed, logCell, OK, BAD, PENDING, shortcutsOn } = legalityModule;
const { hasLegal: anyLegal, sawLoop } = legalDecisionsModule;
const { legalChoiceOwed } = afterTurnModule;
const { noteIce } = attackModule;
const { ALL_CELLS, capturable, exists, forward, isLastCell, kindAt, mayStrike, promotionMask, START_LIST, START_N, START_OFF } = boardModule;
const { DIRS } = geometryModule;
const { startLighthouse } = lighthouseModule;
const { ISLANDER, partnerOf } = meetingModule;
const { colourOf, makePiece, PROMOTED_BIT, typeOf } = piecesModule;
const { capture, drink, kill, place } = fatesModule;
const { QUIET } = forcedModule;
const { quakeCell } = pseudoModule;
const {
  BOTTLES, CHAIN, CHAIN_LIMIT, COINS, copyInto, GRASS_LIT, IN_CAVE, PEND_CELL, PEND_FROM, PHASE,
  ROOK_TILE, SIDE, START, STEP_MASK, TRAPPED,
} = stateModule;
const { arrowMask, bottleCount, cannonDir, chestCoins } = tilesModule;

/** How a piece came to a cell: by steps along a line, by a knight's jump, or by flight (no way to repeat). */
export const enum How { Step = 0, Jump = 1, Flight = 2 }

/**
 * Whether the real play under way has turned a tile over. Until it does, it repeats step by step
 * the probe that found the decision legal (decisions come from generateMoves), so the king's
 * safety after each landing is known and not tested again (`leftInCheck`).
 */
let revealed = false;

/** A real play begins: no tile turned over yet. */
export function beginReveals(): void { revealed = false; }
/** Whether the real play under way has turned a tile over (the second cave may have freed a piece). */
export const hasRevealed = (): boolean => revealed;
/** A tile turned over outside `arrive` (the castled rook's, castling.ts). */
export function noteReveal(): void { revealed = true; }

/**
 * Whether the tile `act` is resolving was turned over by this very landing (set by `arrive`
 * just before it calls `act`, read by arrowSends and iceRepeats before any further landing).
 * A tile just turned over that would push a king off the board does not act; one open before
 * makes his move illegal (seed line 15: "Специально ходить королём на такие клетки, открытые
 * ранее, нельзя"), as one that would leave him in check does (PC5).
 */
let justTurned = false;

/** The castled rook's tile, turned over with the king's, acts now (castling.ts calls `act` itself, not `arrive`). */
export function rookTileTurned(): void { justTurned = true; }

/** Whether the side's king is left in check after a landing: asked in a probe, and in a real play once it has turned a tile over. */
export const leftInCheck = (s: State, side: number, probe: boolean): boolean => (probe || revealed) && exposed(s, side);

/** Snapshots for turned-over tiles, two per tile (closed and just opened), for chains up to 8 turn-overs deep; SNAP[snapDepth] is the next free one. */
const SNAP: State[] = [];
for (let i = 0; i < 16; i++) SNAP.push(new State());
let snapDepth = 0;

/** Keeps a copy of s on the snapshot stack (castling.ts: the castled rook's tile) and returns it; `dropSnapshot` frees it. */
export function takeSnapshot(s: State): State {
  const snap = SNAP[snapDepth++];
  copyInto(snap, s);
  return snap;
}
export function dropSnapshot(): void { snapDepth--; }

/** apply.play, given by apply.ts when it loads (`usePlay`): this module may not import it, apply.ts imports this one. */
let play: Play = () => { throw new Error('pirate-chess: chain.ts used before apply.ts gave it play'); };
export function usePlay(p: Play): void { play = p; }

/** Whether the side to move (in a follow-up: the piece that owes it) has a legal decision; `play` probes what the attack information cannot answer. */
const hasLegal = (s: State): boolean => anyLegal(s, play);

/** This module's own exports as its functions call them: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const localArrive = arrive, localLeftInCheck = leftInCheck, localAct = act, localPushTo = pushTo, localEmergedPromotable = emergedPromotable;

/** Whether the piece of colour `side` may land on y: on the board, not its own piece, an enemy only if it can be taken there. */
function canLand(s: State, y: number, side: number, strike: boolean): boolean {
  if (!exists(s, y)) return false;
  const p = s.piece[y];
  return p === 0 || (strike && colourOf(p) !== side && capturable(s, y));
}

/** Moves the piece on `cell` to y by force (taking an enemy there) and resolves y. */
export function pushTo(s: State, cell: number, y: number, step: number, n: number, how: How, probe: boolean): number {
  if (s.piece[y] !== 0) capture(s, y);
  place(s, cell, y);
  return localArrive(s, y, cell, step, n, how, probe);
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
    if (probe || s.under[cell] === 0) return localLeftInCheck(s, side, probe) ? BAD : OK;
    // the decision's first tile turned over, one that moves nobody and asks nothing: as safe as the closed tile the
    // decision's probe judged (the head comment); within the chain's limit (act kills nobody), not castling's, and
    // with legality's shortcuts on (off, the play checks as before: test/pirate-chess/reveal-quiet.test.ts compares)
    if (!revealed && QUIET[s.under[cell] & 63] === 1 && s.v[CHAIN] < CHAIN_LIMIT && s.v[ROOK_TILE] === 0 && shortcutsOn()) {
      revealed = true;
      s.tile[cell] = s.under[cell]; s.under[cell] = 0;
      noteIce(s, cell);
      justTurned = true;
      return localAct(s, cell, from, step, n, how, false);
    }
    if (snapDepth + 2 > SNAP.length) throw new Error('pirate-chess: tile chain deeper than the snapshot stack');
    revealed = true;
    const closed = SNAP[snapDepth++], open = SNAP[snapDepth++];
    copyInto(closed, s);
    s.tile[cell] = s.under[cell]; s.under[cell] = 0;
    noteIce(s, cell);
    copyInto(open, s);
    justTurned = true;
    const r = localAct(s, cell, from, step, n, how, false);
    snapDepth -= 2;
    if (r === PENDING) return r;
    // the king as the turn's end will find him: exposed (at this level, attack.inCheck) takes Friday and the missionary off when they meet (PC34)
    if (r === OK && !exposed(s, side)) return OK;
    copyInto(s, open); // the tile does not act (PC5) …
    if (!exposed(s, side)) return OK;
    copyInto(s, closed); // … and when its mere presence checks the king (control through it), it stays face down
    return exposed(s, side) ? BAD : OK;
  }
  justTurned = false;
  const r = localAct(s, cell, from, step, n, how, probe);
  if (r !== OK) return r;
  return localLeftInCheck(s, side, probe) ? BAD : OK;
}

/**
 * Sets up the follow-up choice at `cell`; PENDING when some choice is safe. With none (ruling
 * PC30, seed line 15): a tile just turned over by this landing does not act (OK: the piece stays
 * on it, "эта клетка не действует"); one open before makes the move illegal (BAD: "Специально
 * ходить королём на такие клетки, открытые ранее, нельзя"; its effect was known, as an open
 * one-way arrow's is, PC5), unless the piece is a king one of whose choices fails only by an
 * endless loop (legal-decisions.sawLoop: FAQ "Это бесконечный цикл … В случае короля он
 * останавливается"), when the tile does not act and he stays, as before.
 */
function offerChoice(s: State, cell: number, from: number, probe: boolean): number {
  const fresh = justTurned; // read now: the choices judged below land again and set it
  s.v[PHASE] = Phase.Choose; s.v[PEND_CELL] = cell; s.v[PEND_FROM] = from;
  if (probe ? hasLegal(s) : legalChoiceOwed(s, play)) return PENDING; // a real play keeps the work for the next generation (after-turn.ts)
  const king = !fresh && typeOf(s.piece[cell]) === Piece.King;
  if (king && !probe) hasLegal(s); // after-turn.ts's question keeps no loop: asked again (a real play only gets here after a reveal)
  const stays = fresh || (king && sawLoop());
  s.v[PHASE] = Phase.Play; s.v[PEND_CELL] = cell;
  return stays ? OK : BAD;
}

/** The open tile at `cell` acts on the piece there (OK here means "done": the caller checks the king). */
export function act(s: State, cell: number, from: number, step: number, n: number, how: How, probe: boolean): number {
  const t = typeOf(s.piece[cell]), k = kindAt(s, cell);
  if (++s.v[CHAIN] > CHAIN_LIMIT) { // a cycle (seed FAQ): the piece is lost, a king stays where the chain last left him safe
    if (t === Piece.King) return BAD;
    kill(s, cell);
    return OK;
  }
  switch (k) {
    case Tile.Arrow1S: case Tile.Arrow1D: case Tile.Arrow2S: case Tile.Arrow2D: case Tile.Arrow3: case Tile.Arrow4S: case Tile.Arrow4D:
      return arrowSends(s, cell, from, probe);
    case Tile.Horse:
      return offerChoice(s, cell, from, probe);
    case Tile.Ice:
      return iceRepeats(s, cell, step, n, how, probe);
    case Tile.Crocodile:
      return backFromCrocodile(s, cell, from, step, n, how, probe);
    case Tile.Cannibal:
      if (t === Piece.King) return backFromCrocodile(s, cell, from, step, n, how, probe);
      if (t !== Piece.Friday) kill(s, cell);
      return OK;
    case Tile.Trap:
      if (s.used[cell] === 0 && t !== Piece.Friday) { s.pstat[cell] |= TRAPPED; s.used[cell] = 1; }
      return OK;
    case Tile.Balloon:
      return balloonFlies(s, cell, from, probe);
    case Tile.Airplane:
      return s.used[cell] !== 0 ? OK : offerChoice(s, cell, from, probe);
    case Tile.Cannon:
      return cannonFires(s, cell, probe);
    case Tile.Spin2: case Tile.Spin3: case Tile.Spin4: case Tile.Spin5:
      if (t === Piece.King || t === Piece.Pawn) s.pstat[cell] = (s.pstat[cell] & ~STEP_MASK) | 1; // held from step 1 (PC7)
      return OK;
    case Tile.BenGunn: case Tile.Missionary: case Tile.Friday:
      return characterJoins(s, cell, from, probe);
    case Tile.Lighthouse:
      // it cannot get a king out of check: then it does not act, and the caller finds the check (PC5)
      if (s.used[cell] !== 0 || exposed(s, s.v[SIDE])) return OK;
      s.used[cell] = 1;
      s.v[PEND_CELL] = cell;
      return startLighthouse(s) ? PENDING : OK;
    case Tile.Earthquake:
      return earthquakeShakes(s, cell, from, probe);
    case Tile.RumBarrel:
      if (s.used[cell] === 0) { s.used[cell] = 1; drink(s, cell, t); }
      return OK;
    case Tile.Cave:
      return cave(s, cell, from, probe);
    case Tile.Grass:
      // set on fire when turned over: each side's pieces are moved by the other player for one round from the next turn (turn-end.ts); it burns once
      if (s.used[cell] === 0) { s.used[cell] = 1; s.v[GRASS_LIT] = 1; }
      return OK;
    default:
      treasureFound(s, cell, k, t);
      return OK;
  }
}

/** A one-way arrow pushes the piece on (off the board: it is lost); a many-way one asks which way when more than one is open to it. */
function arrowSends(s: State, cell: number, from: number, probe: boolean): number {
  const side = s.v[SIDE], isKing = typeOf(s.piece[cell]) === Piece.King, mask = arrowMask(s.tile[cell]), strike = mayStrike(s, cell, s.v[START]);
  let count = 0, only = -1, off = false;
  for (let d = 0; d < 8; d++) {
    if (((mask >> d) & 1) === 0) continue;
    const y = cell + DIRS[d];
    if (exists(s, y) ? canLand(s, y, side, strike) : !isKing) { count++; only = d; }
    else if (!exists(s, y)) off = true;
  }
  // every cell it points to holds a piece of ours, or is off the board for a king: it does not act; a king it would push off only when just turned over (line 15)
  if (count === 0) return off && !justTurned ? BAD : OK;
  if (count > 1) return offerChoice(s, cell, from, probe);
  const y = cell + DIRS[only];
  if (!exists(s, y)) { kill(s, cell); return OK; } // off the board
  return localPushTo(s, cell, y, DIRS[only], 1, How.Step, probe);
}

/** Ice repeats the move that brought the piece: n more steps of `step` (PC15); nothing after a flight. */
function iceRepeats(s: State, cell: number, step: number, n: number, how: How, probe: boolean): number {
  if (how === How.Flight || n === 0) return OK;
  const side = s.v[SIDE], t = typeOf(s.piece[cell]);
  let y = cell;
  for (let i = 0; i < n; i++) {
    const z = y + step;
    if (!exists(s, z)) {
      if (t === Piece.King) return justTurned ? OK : BAD; // ice never sends a king off the board; open before, he may not step on it (line 15)
      kill(s, cell); return OK;
    }
    const q = s.piece[z];
    if (q !== 0) {
      // an enemy on the way is taken (seed: "вы её бьёте и встаёте на её место"); a pawn going straight, one's own piece, or one that cannot be taken stops it before
      const straightPawn = t === Piece.Pawn && (step === forward(side));
      if (colourOf(q) !== side && capturable(s, z) && !straightPawn && mayStrike(s, cell, s.v[START])) y = z;
      break;
    }
    y = z;
  }
  if (y === cell) return OK;
  return localPushTo(s, cell, y, step, n, how, probe);
}

/** The balloon flies the piece to a free start cell of its type: the only one, or the player chooses among several. */
function balloonFlies(s: State, cell: number, from: number, probe: boolean): number {
  const side = s.v[SIDE], t = typeOf(s.piece[cell]);
  const o = START_OFF[side * 10 + t], e = o + (t <= Piece.King ? START_N[side * 10 + t] : 0);
  let count = 0, only = -1;
  for (let i = o; i < e; i++) if (s.piece[START_LIST[i]] === 0) { count++; only = START_LIST[i]; }
  if (count === 0) return OK;
  if (count > 1) return offerChoice(s, cell, from, probe);
  return localPushTo(s, cell, only, 0, 0, How.Flight, probe);
}

/** The cannon fires the piece along the barrel's line to the board's edge, stopping before a piece on the edge (PC11); that cell acts. */
function cannonFires(s: State, cell: number, probe: boolean): number {
  const D = DIRS[cannonDir(s.tile[cell])];
  let y = cell;
  while (exists(s, y + D)) y += D;
  while (y !== cell && s.piece[y] !== 0) y -= D; // a piece on the edge: stop right before it (PC11)
  if (y === cell) return OK;
  place(s, cell, y);
  return localArrive(s, y, cell, 0, 0, How.Flight, probe);
}

/** Ben Gunn, the missionary or Friday: a new piece of ours on a free neighbouring cell of our choice (PC19); none free: he waits. */
function characterJoins(s: State, cell: number, from: number, probe: boolean): number {
  if (s.used[cell] !== 0) return OK;
  for (let d = 0; d < 8; d++) if (exists(s, cell + DIRS[d]) && s.piece[cell + DIRS[d]] === 0) return offerChoice(s, cell, from, probe);
  return OK;
}

/** The earthquake (PC21): the player picks two open tiles with no piece on them, when there are two; it acts once. */
function earthquakeShakes(s: State, cell: number, from: number, probe: boolean): number {
  if (s.used[cell] !== 0) return OK;
  let free = 0;
  for (let i = 0; i < 120; i++) if (quakeCell(s, ALL_CELLS[i], -1)) free++;
  if (free < 2) return OK;
  s.used[cell] = 1;
  return offerChoice(s, cell, from, probe);
}

/** Chests and bottles (tile kind k) go to the finder's side once; bottles found by Friday or the missionary are rum to him (PC20). */
function treasureFound(s: State, cell: number, k: number, t: number): void {
  const side = s.v[SIDE], coins = chestCoins(k), bottles = bottleCount(k);
  if ((coins === 0 && bottles === 0) || s.used[cell] !== 0) return;
  s.v[COINS + side] += coins; s.v[BOTTLES + side] += bottles; s.used[cell] = 1;
  if (bottles > 0 && (t === Piece.Friday || t === Piece.Missionary)) { s.v[BOTTLES + side]--; drink(s, cell, t); }
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
function cave(s: State, cell: number, from: number, probe: boolean): number {
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
    if (freedMeetingExposes(s, cell)) return BAD; // the cave does not act (PC5)
    // the freed piece, an enemy pawn on its last cell, will promote (play): with no promotion that spares our king, the cave does not act (PC5)
    return localEmergedPromotable(s, cell) ? OK : BAD;
  }
  if (exits === 0) return OK;
  if (exits > 1) return offerChoice(s, cell, from, probe);
  place(s, cell, exit);
  return OK;
}

/**
 * Whether the piece on c, just freed from a cave, is Friday or the missionary beside the other,
 * so that the two leave at the turn's end (PC20), and the king of the side on turn, judged after
 * that meeting (PC34: legality.exposed, which also sees a meeting of the piece that freed it, on
 * V[PEND_CELL]), stands in check: then the cave does not act (PC5), as for a freed pawn with no
 * safe promotion. legality.exposed sees no such meeting by itself (meeting.ts: the pending piece
 * is the one that went in). No bottle parts these two: the throw is offered only beside the piece
 * that moved (apply.afterDecision). The pair is put back before it answers.
 */
function freedMeetingExposes(s: State, c: number): boolean {
  if (ISLANDER[s.piece[c]] === 0) return false;
  const o = partnerOf(s, c);
  if (o < 0) return false;
  const a = s.piece[c], as = s.pstat[c], b = s.piece[o], bs = s.pstat[o];
  s.piece[c] = 0; s.pstat[c] = 0; s.piece[o] = 0; s.pstat[o] = 0;
  logCell(o); // c is logged: a probe's judging sees both emptied
  const bad = exposed(s, s.v[SIDE]);
  s.piece[c] = a; s.pstat[c] = as; s.piece[o] = b; s.pstat[o] = bs;
  return bad;
}

/**
 * Whether the piece on c, come out of a cave, can be promoted without checking the king of the
 * side on turn: yes when it is not an enemy pawn on its last cell (ours never checks our king),
 * else when some piece its player may choose leaves that king safe (a knight and a line piece
 * never check from one cell, but control through tiles might). The king is judged as the turn's
 * end will find him (legality.exposed, PC34): the promotion comes after the meeting of the piece
 * that freed the pawn, when that is Friday or the missionary come out beside the other (V[PEND_CELL]
 * on him), and after the bottle its side may throw first to part them (apply.afterDecision offers
 * the throw before the promotion; meeting.meetingExposed tries it); in PHASE Rum, the throw made
 * or not (apply.choose asks here whether the promotion still owed has a piece that spares the king).
 * Judged before the meeting (attack.inCheck with the two on the board), a freed pawn whose every
 * piece checks once the two have gone (a bishop along a diagonal one of them shielded, a knight
 * through an arrow the missionary stood on) let the cave act and left the turn with no legal
 * decision (test/pirate-chess/meeting-follow-up.test.ts).
 */
export function emergedPromotable(s: State, c: number): boolean {
  const side = s.v[SIDE], p = s.piece[c];
  if (typeOf(p) !== Piece.Pawn || colourOf(p) === side || !isLastCell(s, c, colourOf(p))) return true;
  const mask = promotionMask(c);
  let safe = false;
  logCell(c); // inside a probe, exposed judges the cells logged
  for (let u = Piece.Knight; u <= Piece.Queen && !safe; u++) {
    if (((mask >> u) & 1) === 0) continue;
    s.piece[c] = makePiece(u, colourOf(p)) | PROMOTED_BIT;
    safe = !exposed(s, side);
  }
  s.piece[c] = p;
  return safe;
}

/** Crocodile (and the cannibal for a king): back to the cell the piece came from; that cell acts again unless the turn began there. */
function backFromCrocodile(s: State, cell: number, from: number, step: number, n: number, how: How, probe: boolean): number {
  if (from < 0 || s.piece[from] !== 0) return OK;
  if (typeOf(s.piece[cell]) === Piece.King && loopCroc < 0 && from !== s.v[START]) return kingBackFromCrocodile(s, cell, from, step, n, how, probe);
  if (cell === loopCroc) loopAgain = true;
  place(s, cell, from);
  if (from === s.v[START]) return OK;
  return localArrive(s, from, cell, 0 - step, n, how, probe); // not -step: -0 (after a flight) is a heap number, an allocation
}

/** The crocodile (or the cannibal) a king's way back was first sent from in this decision, -1 none; loopAgain: the way back came round to it again. */
let loopCroc = -1, loopAgain = false;

/**
 * A king sent back from a crocodile (the cannibal acts so on him), ruling PC36: the way back is
 * followed as for any piece; when it runs round to this crocodile again and ends in the
 * endless loop (act answers BAD past CHAIN_LIMIT), he stops on the crocodile as he first came
 * to it, or, when it is held, on the cell it sends him back to, which then does not act (FAQ
 * "Воздушный шар вернул мою фигуру на стартовую позицию, а там – крокодил! … В случае короля
 * он останавливается на крокодиле, а если крокодил находится под боем, то на воздушном шаре"),
 * open tiles or just turned over alike. A loop closed through a choice (a horse he is sent back
 * onto) never comes round within one decision: PC30 keeps it.
 */
function kingBackFromCrocodile(s: State, cell: number, from: number, step: number, n: number, how: How, probe: boolean): number {
  const side = s.v[SIDE], snap = takeSnapshot(s);
  loopCroc = cell; loopAgain = false;
  place(s, cell, from);
  let r = localArrive(s, from, cell, 0 - step, n, how, probe);
  if (r === BAD && loopAgain && s.v[CHAIN] > CHAIN_LIMIT) { // this board ran round past the limit (a probe's own loop sets loopAgain but leaves s alone)
    copyInto(s, snap); // on the crocodile
    if (exposed(s, side)) { place(s, cell, from); r = exposed(s, side) ? BAD : OK; } else r = OK;
  }
  loopCroc = -1; loopAgain = false;
  dropSnapshot();
  return r;
}
