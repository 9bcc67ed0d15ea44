/**
 * The chain of moves a tile forces (rules README ruling 3): a piece's move starts here
 * (`startMove`: rum, the load taken, the cell left) and is resolved in `travel`, cell by
 * cell: each cell entered acts on the piece (tile-effects.ts, one function a tile kind;
 * caves.ts; cannon.ts; sea.ts) until it stops (stop.ts), dies, or reaches a tile that asks
 * the player for a choice. A choice suspends the chain in the PENDING fields; the CHOOSE
 * move that answers it resumes the chain (choices.ts). The turn ends when the chain stops.
 *
 * Rulings carried out here (docs/RULES.md): a carried coin (or the galleon treasure) that
 * meets a cell it may not enter (face-down, fortress, jungle, an enemy to strike) is left on
 * the cell where the turn began and the pirate goes on (R7); an impossible move kills (an
 * enemy fortress, an enemy beside his missionary, a piece that cannot strike: TI-R4, TI-R6);
 * Friday and the missionary meeting both vanish (TI-R6).
 */

import * as geometryModule from './geometry.js';
import * as optionsModule from './options.js';
import * as stateModule from './state.js';
import { State } from './state.js';
import * as motionModule from './motion.js';
import { Kind } from './tiles.js';
import * as movesModule from './moves.js';
import * as movegenModule from './movegen.js';
import * as treasureIslandModule from './treasure-island.js';
import * as cyclesModule from './cycles.js';
import * as coinsModule from './coins.js';
import * as fightModule from './fight.js';
import * as revealModule from './reveal.js';
import * as seaModule from './sea.js';
import * as cavesModule from './caves.js';
import * as cannonModule from './cannon.js';
import * as stopModule from './stop.js';
import * as tileEffectsModule from './tile-effects.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { IS_LAND, xOf, yOf } = geometryModule;
const { OPT_EXPANSION } = optionsModule;
const {
  CARRY_COIN, CARRY_NONE, CARRY_TREASURE, F2_CONVERTED, FRIDAY, HOW_FLIGHT, HOW_VECTOR, MISSIONARY, OPTIONS, P_CELL, P_CREW, P_FLAGS, P_FLAGS2,
  PEND_CARRY, PEND_FROM, PEND_PIECE, PEND_START, TILE_ARG, TILE_KIND, put,
} = stateModule;
const { putMotion } = motionModule;
const { COIN_BIT, TREASURE_BIT } = movesModule;
const { piecesMet } = movegenModule;
const { enemyPieces, isFighter, isPreacher, preacherCell, spendBottle } = treasureIslandModule;
const { setDelta } = cyclesModule;
const { dropCarry, putItem, takeItem, takeLoad } = coinsModule;
const { advanceOnSpinner, kill, killMover } = fightModule;
const { reveal } = revealModule;
const { arriveSea } = seaModule;
const { enterCave } = cavesModule;
const { enterCannon } = cannonModule;
const { stop } = stopModule;
const { DONE, STOP, airplane, arrow, balloon, cannibal, crocodile, horse, ice } = tileEffectsModule;
const { endTurn } = turnEndModule;

/**
 * Starts piece p's MOVE to `to` (to its own cell: one step along the spinner it stands on,
 * fight.ts › advanceOnSpinner): uses a bottle (`rum`: out of a trap or a spinner at once,
 * TI-R8), takes or puts down its load (`load`: the move's LOAD_BITS), leaves the cell (the
 * unused airplane is flown: R11), and travels.
 */
export function startMove(s: State, p: number, to: number, load: number, rum: boolean): void {
  const u8 = s.u8;
  const from = u8[P_CELL + p];
  if (!rum && to === from) { advanceOnSpinner(s, p); endTurn(s); return; } // one step along a spinner
  let flags2 = u8[P_FLAGS2 + p];
  if (rum) {
    spendBottle(s, u8[P_CREW + p]);
    // A missionary who drinks becomes an ordinary pirate, however the rum reaches him
    // (full-rules-ru.txt, "Миссионер"; docs/RULES.md TI-R5).
    if (isPreacher(s, p)) flags2 |= F2_CONVERTED;
  }
  putMotion(s, PEND_PIECE, p);
  putMotion(s, PEND_START, from);
  putMotion(s, PEND_FROM, from);
  let item: number;
  if ((u8[OPTIONS] & OPT_EXPANSION) !== 0) {
    item = takeLoad(s, p, from, load);
  } else {
    item = (load & COIN_BIT) !== 0 ? CARRY_COIN : (load & TREASURE_BIT) !== 0 ? CARRY_TREASURE : CARRY_NONE;
    takeItem(s, p, from, item);
  }
  putMotion(s, PEND_CARRY, item);
  put(s, P_FLAGS + p, 0);
  put(s, P_FLAGS2 + p, flags2 & F2_CONVERTED);
  if (u8[TILE_KIND + from] === Kind.Airplane && u8[TILE_ARG + from] !== 0 && IS_LAND[to] === 1) {
    put(s, TILE_ARG + from, 0); // leaving the unused airplane is flying it
    setDelta(s, 0, 0, HOW_FLIGHT);
  } else {
    setDelta(s, xOf(to) - xOf(from), yOf(to) - yOf(from), HOW_VECTOR);
  }
  localTravel(s, p, to);
}

/**
 * Moves piece p on from its current cell (PEND_FROM) onto `to`, resolving every
 * tile met, until it stops (the turn ends) or a tile asks for a choice (PENDING set).
 */
export function travel(s: State, p: number, to: number): void {
  const u8 = s.u8;
  for (;;) {
    if (IS_LAND[to] === 0) { arriveSea(s, p, to); endTurn(s); return; }
    let kind = u8[TILE_KIND + to];
    if (kind === Kind.Closed) { dropCarry(s); reveal(s, to); kind = u8[TILE_KIND + to]; }
    const enemies = meetOnArrival(s, p, to, kind);
    if (enemies === DONE) return;
    const next = tileActs(s, p, to, kind, enemies);
    if (next === DONE) return;
    if (next === STOP) { if (!stop(s, p, to, kind, enemies)) endTurn(s); return; }
    to = next;
  }
}

/** travel for startMove, at every move: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const localTravel = travel;

/**
 * The piece in motion p arrives on land cell `to` (tile `kind`, face up) and meets who is
 * there. Returns the mask of the enemies it strikes there, or DONE when the chain ends here:
 * Friday and the missionary met and vanished, or the move is impossible (an enemy fortress,
 * enemies beside their missionary, a piece that cannot strike) and the piece died. What it
 * carries goes back where the turn began when it strikes (no striking with a coin in hand)
 * and when the tile holds no gold (fortress, jungle: R7, TI-R15).
 */
function meetOnArrival(s: State, p: number, to: number, kind: number): number {
  const u8 = s.u8;
  const met = piecesMet(s, to, p) & ~(1 << p);
  let enemies = met & enemyPieces(s, u8[P_CREW + p]);
  if (kind === Kind.Thicket) enemies = 0; // no fighting in the jungle
  const noGold = kind === Kind.Fortress || kind === Kind.Native || kind === Kind.Thicket;
  // Only Friday and the missionary can meet: a call of its own, so that this function, on the
  // path of every move, stays well inside V8's inlining limit (land-entry.ts landEntry). Not on
  // the cannibal: he eats the missionary coming to Friday resting there before they meet, as
  // he eats a pirate before Friday is won over (FAQ 476; docs/RULES.md TI-R21).
  if ((p === FRIDAY || p === MISSIONARY) && kind !== Kind.Cannibal && meetPreacher(s, p, to, met, enemies, noGold)) return DONE;
  if (enemies !== 0) {
    dropCarry(s); // no striking with a coin in hand
    // Cannot stand there: an enemy fortress, an enemy beside his missionary, or a piece
    // that cannot strike. An impossible move kills (FAQ: "Любое невозможное действие").
    const shielded = ((met >> MISSIONARY) & 1) !== 0 && preacherCell(s) === to; // on a spinner he shields his own step only (TI-R4)
    if (kind === Kind.Fortress || kind === Kind.Native || shielded || !isFighter(s, p)) { killMover(s, p); return DONE; }
  }
  if (noGold) dropCarry(s); // no gold there
  return enemies;
}

/**
 * Friday or the missionary (p) arriving on `to` meets the other there: Friday and the sober
 * missionary meet unless other enemies stand there (then it is an impossible move, Friday
 * strikes nobody, line 351; a pirate with the missionary cannot be struck, line 341, which
 * kills the mover in meetOnArrival; docs/RULES.md TI-R6). When they meet both vanish, what
 * Friday brings stays on the meeting cell unless the tile holds no gold (`noGold`), the turn
 * ends, and the result is true. `met`: the pieces met there; `enemies`: those of them that
 * are enemies.
 */
function meetPreacher(s: State, p: number, to: number, met: number, enemies: number, noGold: boolean): boolean {
  const meeting = ((p === FRIDAY && (met >> MISSIONARY) & 1 && preacherCell(s) === to) || (isPreacher(s, p) && ((met >> FRIDAY) & 1) !== 0))
    && (enemies & ~(1 << MISSIONARY | 1 << FRIDAY)) === 0;
  if (!meeting) return false;
  if (noGold) dropCarry(s);
  else { putItem(s, to, s.u8[PEND_CARRY]); putMotion(s, PEND_CARRY, CARRY_NONE); }
  kill(s, FRIDAY);
  kill(s, MISSIONARY);
  endTurn(s);
  return true;
}

/** The tile on `to` acts on the piece in motion: the next cell of the chain, DONE or STOP (tile-effects.ts). */
function tileActs(s: State, p: number, to: number, kind: number, enemies: number): number {
  switch (kind) {
    case Kind.Arrow: return arrow(s, p, to);
    case Kind.Horse: return horse(s, p, to);
    case Kind.Ice: return ice(s, p, to);
    case Kind.Crocodile: return crocodile(s, p, to);
    case Kind.Balloon: return balloon(s, p);
    case Kind.Cannon: enterCannon(s, p, to, enemies); return DONE;
    case Kind.Cannibal: return cannibal(s, p);
    case Kind.Airplane: return airplane(s, p, to, enemies);
    case Kind.Cave: if (!enterCave(s, p, to, enemies)) endTurn(s); return DONE;
  }
  return STOP;
}
