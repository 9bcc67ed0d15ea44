/**
 * Where the tiles send a piece of ours that moves onto them, read off the board without playing
 * the move (legality.ts's shortcuts): whether a tile moves nobody (`inert`), asks its player
 * where to send the piece (`asksChoice`), or sends it on by force, tile after tile, to a cell
 * known in advance (`forcedEnd`: one-way arrows, ice, the cannon, a balloon, a cave; a chain
 * that stops on a tile asking a choice names that tile). Each answer repeats what chain.ts does
 * when the move is played (`act` and the functions it calls), so that legality.ts can judge the
 * move as one piece going from its cell to the end cell; anything less simple is left to a probe
 * (-1). test/pirate-chess/forced-trace.test.ts holds every trace of random games to the cells
 * apply.play (a probe) leaves.
 */

import * as boardModule from './board.js';
import * as geometryModule from './geometry.js';
import { Piece } from './pieces.js';
import * as piecesModule from './pieces.js';
import * as pseudoModule from './pseudo.js';
import { State } from './state.js';
import * as stateModule from './state.js';
import { Tile } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ALL_CELLS, capturable, exists, forward, kindAt, mayStrike, START_LIST, START_N, START_OFF } = boardModule;
const { DIRS, fileOf, rankOf } = geometryModule;
const { colourOf, typeOf } = piecesModule;
const { land: landable } = pseudoModule;
const { IN_CAVE } = stateModule;
const { arrowMask, bottleCount, cannonDir } = tilesModule;

/** Open tile kinds that cannot move or remove the piece that stops on them (index = kind), but rum for Friday (`inert`). */
const INERT = new Uint8Array(64);
for (const k of [Tile.FaceDown, Tile.Empty, Tile.Spin2, Tile.Spin3, Tile.Spin4, Tile.Spin5, Tile.Trap, Tile.Fortress, Tile.Native, Tile.RumBarrel,
  Tile.Chest1, Tile.Chest2, Tile.Chest3, Tile.Chest4, Tile.Chest5, Tile.Galleon, Tile.Carramba, Tile.Lighthouse, Tile.BenGunn, Tile.Missionary,
  Tile.Friday, Tile.Bottles1, Tile.Bottles2, Tile.Bottles3, Tile.Earthquake, Tile.Jungle, Tile.Grass]) INERT[k] = 1;

/**
 * Whether the tile at y moves nobody that stops there, and takes nobody off it, for `piece` (INERT,
 * or an airplane already flown): rum not yet drunk there (a barrel, bottles) takes Friday out of
 * the game (PC20), which empties the cell, so it is not inert for him.
 */
export function inert(s: State, y: number, piece: number): boolean {
  const k = kindAt(s, y);
  if (k === Tile.Airplane) return s.used[y] !== 0;
  return INERT[k] === 1 && (typeOf(piece) !== Piece.Friday || s.used[y] !== 0 || (k !== Tile.RumBarrel && bottleCount(k) === 0));
}

/** Open tile kinds that ask for a choice while unused: a piece they place or tiles they swap could shield a king in check, which only a probe sees. */
const CHOOSER = new Uint8Array(64);
for (const k of [Tile.BenGunn, Tile.Missionary, Tile.Friday, Tile.Earthquake]) CHOOSER[k] = 1;

/** An unused tile at y that asks for a choice (CHOOSER): a king found in check there may still be shielded by the choice, and a safe one may have no safe choice (PC30), so a probe decides. */
export const chooses = (s: State, y: number): boolean => CHOOSER[kindAt(s, y)] === 1 && s.used[y] === 0;

/**
 * QUIET[kind]: 1 for the open tile kinds `inert` for every piece, used or not, that never ask a
 * choice (INERT but rum, which takes Friday off, PC20, and CHOOSER): legality.ts's common case.
 */
export const QUIET = new Uint8Array(64);
for (let k = 0; k < 64; k++) QUIET[k] = INERT[k] === 1 && CHOOSER[k] === 0 && k !== Tile.RumBarrel && bottleCount(k) === 0 ? 1 : 0;

/**
 * Whether the open tile at `to` will ask where to send the piece of ours now on `from` (which
 * will be empty then): a horse, an unused airplane, an arrow with two or more ways it may take
 * (chain.arrowSends), a balloon with two or more free start cells of the piece's type, an empty
 * cave with two or more free exits (chain.cave).
 */
export function asksChoice(s: State, from: number, to: number, side: number): boolean {
  const k = kindAt(s, to), t = typeOf(s.piece[from]);
  if (k === Tile.Horse) return true;
  if (k === Tile.Airplane) return s.used[to] === 0;
  if (k === Tile.Cave) return s.piece[to] === 0 && caveWays(s, from, to) === 2;
  let count = 0;
  if (k >= Tile.Arrow1S && k <= Tile.Arrow4D) {
    const mask = arrowMask(s.tile[to]);
    for (let d = 0; d < 8; d++) {
      if (((mask >> d) & 1) === 0) continue;
      const y = to + DIRS[d];
      if (exists(s, y) ? y === from || landable(s, y, side, mayStrike(s, from, from)) : t !== Piece.King) count++;
    }
  } else if (k === Tile.Balloon && t <= Piece.King) {
    const o = START_OFF[side * 10 + t], e = o + START_N[side * 10 + t];
    for (let i = o; i < e; i++) if (START_LIST[i] === from || s.piece[START_LIST[i]] === 0) count++;
  }
  return count > 1;
}

/** `forcedEnd`'s answer for a chain that stops on a tile that will ask its player where to send the piece: CHOICE | that cell. */
export const CHOICE = 256;
/** `forcedEnd`'s answer for a piece (not the king) the tiles send off the edge of the board: lost (chain.arrowSends, chain.iceRepeats kill it). */
export const OFF = -4;
/** `forcedEnd`'s answer for a piece the tiles bring back to its own cell, where it stays: the pieces stand as before the move. */
export const BACK = -5;
/** CHOICE, OFF, BACK, inert and chooses for forcedEnd: an export is read through its cell even in its module, a module constant is folded (movegen.ts, "Imports"). */
const choiceBit = CHOICE, offBoard = OFF, back = BACK, localInert = inert, localChooses = chooses;
/** Tiles a trace follows before it leaves the decision to a probe (a turn allows CHAIN_LIMIT = 16; longer forced chains are rare). */
const TRACE_STEPS = 8;

/**
 * Where the piece of ours on `from` ends when its own move takes it onto the open tile at `to`
 * (empty: no enemy taken there) and the tiles send it on by force, traced on the board as
 * chain.act would play it (`from` empty by then), tile after tile while each cell it passes is
 * empty:
 * - a one-way arrow (chain.arrowSends: one way open to the piece) to the next cell; none open:
 *   the piece stays on the arrow;
 * - ice (chain.iceRepeats, ruling PC15: the steps that brought the piece again, an enemy on the
 *   way taken, a piece of ours, one that cannot be taken or a pawn's straight step stopping it
 *   before; nothing after a flight), a king staying on it at the edge;
 * - the cannon (chain.cannonFires, PC11: along the barrel to the edge, before a piece there);
 * - a balloon with one free start cell of the piece's type (chain.balloonFlies), none: it stays;
 * - a cave (chain.cave, PC18) with no other cave open or no free exit (the piece stays on it) or
 *   exactly one free exit (out there; the exit does not act), no piece lost in a cave.
 * It ends on a tile that moves nobody (`inert`): that cell is the answer, and the move comes to
 * `from` → that cell, taking an enemy there, every other cell as before. It may stop on a tile
 * that will ask where to send the piece (a horse, an unused airplane, a many-way arrow, a balloon
 * or cave with several ways): CHOICE | that cell (legality.ts probes it: legal only when some
 * choice is, PC30). OFF when a piece other than the king is sent off the edge of the board (by an
 * arrow or ice, every cell it passed empty: the only change is `from` emptied). BACK when the
 * tiles bring it back to `from` and that tile moves nobody and asks nothing (the board as it was).
 * -1 in every other case (a king at the edge, back at `from` onto a tile that acts, an enemy
 * taken on a tile that sends it on, a crocodile, the cannibal, rum for Friday, a longer chain):
 * the probe decides.
 */
export function forcedEnd(s: State, from: number, to: number, side: number): number {
  if (typeOf(s.piece[from]) === Piece.Knight) return traced(s, from, to, to - from, 1, How.Jump, side);
  const df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
  const n = Math.max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
  return traced(s, from, to, (to - from) / n, n, How.Step, side);
}

/** The trace of forcedEnd: the piece of ours from `from` (empty now) has come to `to` by n steps of `step` (how). */
function traced(s: State, from: number, to: number, step: number, n: number, how: How, side: number): number {
  if (s.piece[to] !== 0) return -1;
  const p = s.piece[from], t = typeOf(p);
  let cell = to;
  for (let i = 0; i < TRACE_STEPS; i++) {
    if (localInert(s, cell, p)) return cell;
    const k = kindAt(s, cell);
    let y: number;
    if (k >= Tile.Arrow1S && k <= Tile.Arrow4D) {
      y = arrowWay(s, from, cell, side, t === Piece.King);
      if (y < 0) return y === NO_WAY ? cell : y === MANY_WAYS ? choiceBit | cell : t === Piece.King ? -1 : offBoard;
      step = y - cell; n = 1; how = How.Step;
    } else if (k === Tile.Ice) {
      if (how === How.Flight) return cell;
      y = iceEnd(s, from, cell, step, n, side, t);
      if (y === cell || y < 0) return y;
    } else if (k === Tile.Cannon) {
      y = cannonEnd(s, from, cell);
      if (y === cell) return cell;
      how = How.Flight;
    } else if (k === Tile.Balloon) {
      y = balloonWay(s, from, side, t);
      if (y < 0) return y === NO_WAY ? cell : choiceBit | cell;
      how = How.Flight;
    } else if (k === Tile.Cave) {
      const ways = caveWays(s, from, cell);
      return ways === 0 ? cell : ways === 1 && caveExit !== from ? caveExit : ways === 2 ? choiceBit | cell : -1;
    } else if (k === Tile.Horse || k === Tile.Airplane) return choiceBit | cell; // inert took the used airplane
    else return -1;
    if (y === from) return localInert(s, from, p) && !localChooses(s, from) ? back : -1; // back on its own cell: it stays when its tile moves nobody and asks nothing, else the probe decides
    if (s.piece[y] !== 0) return localInert(s, y, p) ? y : -1; // an enemy taken where the chain ends, or on the way (probe)
    cell = y;
  }
  return -1;
}

/** How a piece came to a cell (chain.How, repeated here: ice repeats a step or a jump, nothing after a flight). */
const enum How { Step = 0, Jump = 1, Flight = 2 }
/** arrowWay's and balloonWay's answers other than a cell: no way open (the piece stays), several (a choice), the piece lost off the board. */
const NO_WAY = -2, MANY_WAYS = -3, LOST = -1;

/** The one way an arrow at `cell` sends the piece of ours (the cell; `from` counts as empty), or NO_WAY, MANY_WAYS, LOST (off the board). */
function arrowWay(s: State, from: number, cell: number, side: number, king: boolean): number {
  const mask = arrowMask(s.tile[cell]);
  let count = 0, only = -1, off = false;
  for (let d = 0; d < 8; d++) {
    if (((mask >> d) & 1) === 0) continue;
    const y = cell + DIRS[d];
    if (exists(s, y) ? y === from || landable(s, y, side, mayStrike(s, from, from)) : !king) { count++; only = y; }
    else if (!exists(s, y)) off = true;
  }
  // a king an open arrow would push off the board may not step there (chain.arrowSends): the probe decides
  if (count === 0) return off ? LOST : NO_WAY;
  if (count > 1) return MANY_WAYS;
  return exists(s, only) ? only : LOST;
}

/** Where ice at `cell` sends a piece of ours of type t that came by n steps of `step` (chain.iceRepeats): the cell it stops on, `cell` itself when stopped at once, OFF when it would leave the board (a king: -1, his move is then illegal, the probe finds it). */
function iceEnd(s: State, from: number, cell: number, step: number, n: number, side: number, t: number): number {
  let y = cell;
  for (let i = 0; i < n; i++) {
    const z = y + step;
    if (!exists(s, z)) return t === Piece.King ? -1 : offBoard; // any piece but a king is lost; a king may not step on open ice that would push him off (chain.iceRepeats): probe
    const q = z === from ? 0 : s.piece[z];
    if (q !== 0) {
      if (colourOf(q) !== side && capturable(s, z) && !(t === Piece.Pawn && step === forward(side)) && mayStrike(s, from, from)) y = z;
      break;
    }
    y = z;
  }
  return y;
}

/** Where the cannon at `cell` fires the piece (chain.cannonFires): to the edge along the barrel, before a piece there; `cell` when it cannot move. */
function cannonEnd(s: State, from: number, cell: number): number {
  const D = DIRS[cannonDir(s.tile[cell])];
  let y = cell;
  while (exists(s, y + D)) y += D;
  while (y !== cell && y !== from && s.piece[y] !== 0) y -= D;
  return y;
}

/** The one free start cell a balloon flies a piece of ours of type t to (chain.balloonFlies; `from` counts as free), or NO_WAY, MANY_WAYS. */
function balloonWay(s: State, from: number, side: number, t: number): number {
  if (t > Piece.King) return NO_WAY;
  const o = START_OFF[side * 10 + t], e = o + START_N[side * 10 + t];
  let count = 0, only = -1;
  for (let i = o; i < e; i++) if (START_LIST[i] === from || s.piece[START_LIST[i]] === 0) { count++; only = START_LIST[i]; }
  return count === 0 ? NO_WAY : count > 1 ? MANY_WAYS : only;
}

/** caveWays' single free exit, when it answers 1. */
let caveExit = -1;

/**
 * The ways out of the open cave at `to` (no piece there) for a piece that enters it from `from`
 * (empty by then), as chain.cave finds them: -1 a piece lost in another cave (they change
 * places), 0 none (no other cave open, or none free: the piece stays in this one), 1 one free exit
 * (caveExit), 2 several (the player chooses).
 */
function caveWays(s: State, from: number, to: number): number {
  let exits = 0;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (c === to || kindAt(s, c) !== Tile.Cave) continue;
    if ((s.pstat[c] & IN_CAVE) !== 0) return -1;
    if (c === from || s.piece[c] === 0) { exits++; caveExit = c; }
  }
  return exits > 1 ? 2 : exits;
}
