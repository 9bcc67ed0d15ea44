/**
 * Where the tiles send a piece of ours that moves onto them, read off the board without playing
 * the move (legality.ts's shortcuts): whether a tile moves nobody (`inert`), asks its player
 * where to send the piece (`asksChoice`), or sends it on by force to a cell known in advance
 * (`forcedEnd`: a one-way arrow, ice, a cave). Each answer repeats what chain.ts does when the
 * move is played (`act` and the functions it calls), so that legality.ts can judge the move as
 * one piece going from its cell to the end cell; anything less simple is left to a probe (-1).
 */

import { ALL_CELLS, capturable, exists, forward, kindAt, START_LIST, START_N, START_OFF } from './board.js';
import { DIRS, fileOf, rankOf } from './geometry.js';
import { colourOf, Piece, typeOf } from './pieces.js';
import { land as landable } from './pseudo.js';
import { IN_CAVE, State } from './state.js';
import { arrowMask, bottleCount, Tile } from './tiles.js';

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

/** An unused tile at y that asks for a choice (CHOOSER): a king found in check there may still be shielded by the choice, so a probe decides. */
export const chooses = (s: State, y: number): boolean => CHOOSER[kindAt(s, y)] === 1 && s.used[y] === 0;

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
      if (exists(s, y) ? y === from || landable(s, y, side) : t !== Piece.King) count++;
    }
  } else if (k === Tile.Balloon && t <= Piece.King) {
    const o = START_OFF[side * 10 + t], e = o + START_N[side * 10 + t];
    for (let i = o; i < e; i++) if (START_LIST[i] === from || s.piece[START_LIST[i]] === 0) count++;
  }
  return count > 1;
}

/**
 * Where the piece of ours on `from` ends when its own move takes it onto the open tile at `to`
 * (empty: no enemy taken there) and that tile sends it on by force, as chain.act would:
 * - a one-way arrow (chain.arrowSends: one way open to the piece, `from` empty by then) to a cell
 *   other than `from` whose tile moves nobody (`inert`);
 * - ice (chain.iceRepeats, ruling PC15: the move's steps again, an enemy on the way taken, a
 *   piece of ours, one that cannot be taken or a pawn's straight step stopping it before) to a
 *   cell whose tile moves nobody, or the ice itself when stopped at once or (a king) at the edge;
 * - a cave (chain.cave, ruling PC18) with no other cave open or no free exit (the piece stays on
 *   it) or exactly one free exit (out there; the exit does not act), no piece lost in a cave.
 * The move then comes to `from` → the end cell, taking an enemy there, every other cell as
 * before. -1 in every other case (the probe decides).
 */
export function forcedEnd(s: State, from: number, to: number, side: number): number {
  if (s.piece[to] !== 0) return -1;
  const k = kindAt(s, to);
  if (k === Tile.Ice) return iceEnd(s, from, to, side);
  if (k === Tile.Cave) return caveEnd(s, from, to);
  if (k < Tile.Arrow1S || k > Tile.Arrow4D) return -1;
  const mask = arrowMask(s.tile[to]), king = typeOf(s.piece[from]) === Piece.King;
  let count = 0, only = -1;
  for (let d = 0; d < 8; d++) {
    if (((mask >> d) & 1) === 0) continue;
    const y = to + DIRS[d];
    if (exists(s, y) ? y === from || landable(s, y, side) : !king) { count++; only = y; }
  }
  return count === 1 && only !== from && exists(s, only) && inert(s, only, s.piece[from]) ? only : -1;
}

/** forcedEnd on ice at `to`: the piece's own move repeated (a knight's jump once, a line move its steps). */
function iceEnd(s: State, from: number, to: number, side: number): number {
  const p = s.piece[from], t = typeOf(p);
  let step = to - from, n = 1;
  if (t !== Piece.Knight) {
    const df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    n = Math.max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
    step = (to - from) / n;
  }
  let y = to;
  for (let i = 0; i < n; i++) {
    const z = y + step;
    if (!exists(s, z)) return t === Piece.King ? to : -1; // a king stays on the ice; any other piece is lost (probe)
    const q = s.piece[z]; // never `from`: the steps go on away from it
    if (q !== 0) {
      if (colourOf(q) !== side && capturable(s, z) && !(t === Piece.Pawn && step === forward(side))) y = z;
      break;
    }
    y = z;
  }
  return y === to || inert(s, y, p) ? y : -1;
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

/** forcedEnd on an open cave at `to`: the cave itself, or its one free exit (which does not act). */
function caveEnd(s: State, from: number, to: number): number {
  const ways = caveWays(s, from, to);
  return ways === 0 ? to : ways === 1 && caveExit !== from ? caveExit : -1;
}
