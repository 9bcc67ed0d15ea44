/**
 * The Pirate chess evaluation: what a position is worth to each side, in pawns, from what
 * a player at the table sees (an observation; bots/bot.ts). Used by the chess `heuristic`
 * (chess-heuristic.ts) and by the MCTS's chess knowledge (chess-search.ts).
 *
 * A side's value is the sum of:
 * - material: pawn 1, knight and bishop 3, rook 5, queen 9 (the seed's buy-back prices,
 *   which are the usual chess values); Ben Gunn's pirate (a king's step that strikes)
 *   `PIRATE_VALUE`, Friday and the missionary `HELPER_VALUE` (they strike nothing); a trapped
 *   piece loses the fraction `trapped` of its worth, a drunk one (it skips a turn) `drunk`;
 * - the treasury: `coin` per coin (a coin buys back a lost piece at its worth, a turn later,
 *   so `coin` < 1 makes buying back a gain), `bottle` per rum bottle (it frees a trap);
 * - pawns: `advance` per rank a pawn has gone towards its last cell;
 * - the centre: `center` per step a knight, bishop or queen stands nearer the middle of the
 *   board than the edge (Chebyshev distance on the 12x11 grid);
 * - king safety: −`king` per cell next to the king that the enemy controls (attack.ts: through
 *   open tiles too), +`shield` per own piece on the three cells in front of the king.
 *
 * On top of the two values, the side that will first move its own pieces (`firstToTake`: the
 * side to move, unless the grass burns) is credited with its best capture (`hang` times a
 * static exchange estimate: the worth of an undefended piece, or of a defended one less its
 * cheapest plain attacker), and the other side with `threat` times its own best capture (the
 * mover can parry only one of them). Pieces in a fortress or in the
 * jungle, kings and the missionary cannot be struck and are never counted as hanging.
 *
 * Tiles. The evaluation reads only open tiles and the player's own lighthouse knowledge. A
 * piece that steps onto a face-down cell of an observation stays there unrevealed
 * (apply.ts), and the move is credited with the expected effect of the tile it will find
 * (`tileWorth`): the unseen pool is the island's 117 tiles less every open tile and every tile
 * the player knows, exactly the pool `determinizeInto` deals from; chests and the galleon
 * bring their coins, bottles their bottles, Ben Gunn, the missionary and Friday a new piece;
 * the cannibal takes a piece (a king goes back), a trap or a rum barrel holds it.
 *
 * Implementation notes. `prepare(obs)` counts the unseen pool once per decision; `margin`
 * maps the position's plain control once (control-map.ts: `plainAttacker`'s answers by one
 * lookup) and asks attack.ts only for cells a tile's way may reach (tile-reach.ts) and ice-ways.ts
 * cannot rule out (most of those tile-reach marks from ice); `margin` and `tileWorth` allocate nothing.
 */

import { attacked, hintIce } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, capturable, controls, exists, forward } from '../../src/pirate-chess/board.js';
import { ControlMap, KING_ATTACKER, NONE } from './control-map.js';
import { balloonSides, noTileWay, startOf } from './ice-ways.js';
import { TileReach } from './tile-reach.js';
import { CELLS, DIRS, fileOf, KNIGHT, rankOf } from '../../src/pirate-chess/geometry.js';
import { hinted, layoutEra } from '../../src/pirate-chess/launchers.js';
import { colourOf, Piece, PROMOTED_BIT, typeOf } from '../../src/pirate-chess/pieces.js';
import { ASIDE, BOTTLES, COINS, DRUNK_MASK, GRASS, ISLAND, SIDE, State, TRAPPED } from '../../src/pirate-chess/state.js';
import { bottleCount, chestCoins, kindOf, Tile, TILE_COUNTS, TILE_KINDS } from '../../src/pirate-chess/tiles.js';

/** The weights of the evaluation (pawns). */
export interface ChessWeights {
  coin: number;
  bottle: number;
  trapped: number;
  drunk: number;
  advance: number;
  center: number;
  king: number;
  shield: number;
  hang: number;
  threat: number;
}

export const DEFAULT_CHESS_WEIGHTS: Readonly<ChessWeights> = {
  coin: 0.8, bottle: 0.3, trapped: 0.6, drunk: 0.1, advance: 0.05, center: 0.04, king: 0.08, shield: 0.08, hang: 0.9, threat: 0.15,
};

/** Worth of a piece type, index = Piece.*: the buy-back prices (pieces.PRICE) for chess pieces. */
export const PIRATE_VALUE = 2;
export const HELPER_VALUE = 0.5;
export const PIECE_VALUE = Float64Array.of(0, 1, 3, 3, 5, 9, 0, PIRATE_VALUE, HELPER_VALUE, HELPER_VALUE);
/** CENTER[c]: how many steps c stands nearer the middle of the board than the edge, 5 − half the larger of twice its file's and rank's distance to the middle (Chebyshev on the 12x11 grid); the same doubles the expression gives in place. */
const CENTER = new Float64Array(CELLS);
for (let c = 0; c < CELLS; c++) {
  const df = Math.abs(2 * fileOf(c) - 11), dr = Math.abs(2 * rankOf(c) - 10);
  CENTER[c] = 5 - 0.5 * Math.max(df, dr);
}
/** Where in ChessEvaluator.values the king's safety term and the best capture are left. */
const KING_PART = 2, CAPTURE_PART = 3;
/** A king caught in a trap is all but lost: what it costs, in pawns. */
const KING_TRAPPED = 3;

/** Worth of the piece byte p where it stands (a promoted pawn counts as its new type). */
const worth = (p: number): number => PIECE_VALUE[p & 15];

export class ChessEvaluator {
  readonly w: ChessWeights;
  /** Unseen tiles by kind (prepare), and their total. */
  private readonly pool = new Int32Array(TILE_KINDS);
  private poolSize = 0;
  /** Expected coins, bottles and new characters' worth from one unseen tile, and the chances of the bad ones. */
  private eCoins = 0;
  private eBottles = 0;
  private eHelper = 0;
  private pCannibal = 0;
  private pHold = 0;
  private pRum = 0;

  /** The cells an open tile could carry a piece of each side to, for the state being scored (tile-reach.ts: the marks of the tiles that side can get a piece onto). */
  private readonly tiles = new TileReach();
  /** Plain control of every cell by both sides, for the state being scored (control-map.ts: plainAttacker's answers). */
  private readonly plain = new ControlMap();
  /** bestCapture's scratch: the pieces that could be taken, most valuable first (cells and worths); a side has at most 16 chess pieces, a pirate and two helpers. */
  private readonly victims = new Int32Array(32);
  private readonly victimWorth = new Float64Array(32);
  /** Each side's value without the capture terms (`valueInto`), then the last king's safety term (KING_PART) and best capture (CAPTURE_PART). */
  private readonly values = new Float64Array(4);
  /** The sides that may get a piece onto an open balloon (ice-ways.ts `balloonSides`, bit `by`) in the state being scored; -1 until asked. */
  private balloons = -1;

  constructor(w: ChessWeights) { this.w = w; }

  /** The cheapest attacker of c for side `by` (plainAttacker), or TILE_ATTACKER when only a tile's way reaches it; NONE when c is not controlled. After `mapControl(s)`. */
  attackerOf(s: State, c: number, by: number): number {
    const a = this.plain.attacker(c, by);
    if (a !== NONE || !this.tiles.may(c, by)) return a;
    return this.throughTiles(s, c, by) ? TILE_ATTACKER : NONE;
  }

  /** Whether side `by` controls c through open tiles, c not plainly controlled by `by` (so attack.ts `attacked` answers for the tiles alone): ice-ways.ts's cheap "no" first. */
  private throughTiles(s: State, c: number, by: number): boolean {
    if (startOf(c, by)) {
      if (this.balloons < 0) this.balloons = balloonSides(s, this.plain, this.tiles);
      if (((this.balloons >> by) & 1) !== 0) return attacked(s, c, by);
    }
    return !noTileWay(s, c, by, this.plain, this.tiles, TILE_DEPTH) && attacked(s, c, by);
  }

  /** Maps what `attackerOf` reads of s: its plain control (control-map.ts) and the cells open tiles could carry a piece to (tile-reach.ts; `margin` does it first). */
  mapControl(s: State): void { this.mapWith(s, -1); }

  /** mapControl, `era` being the layout era (launchers.ts `layoutEra`) of s's tiles while the ice hint for s stands, -1 when unknown (tile-reach.ts keeps its list of the tiles that send a piece on per era). */
  private mapWith(s: State, era: number): void {
    this.plain.build(s, PIECE_VALUE); // it lists the cells that hold a piece too (sideValue and bestCapture read them)
    this.tiles.map(s, this.plain, era);
    this.balloons = -1;
  }

  /**
   * Counts the tiles the player who observes `obs` has not seen (the island's tiles less the
   * open ones and those the observation holds: lighthouse knowledge), once per decision.
   */
  prepare(obs: State): void {
    const pool = this.pool;
    if (obs.v[ISLAND] === 1) { pool.fill(0); pool[Tile.Empty] = 117; } else pool.set(TILE_COUNTS);
    if (obs.v[ASIDE] !== 0) pool[kindOf(obs.v[ASIDE])]--;
    for (let i = 0; i < 120; i++) {
      const c = ALL_CELLS[i], t = obs.tile[c];
      if (t === Tile.FaceDown) { if (obs.under[c] !== 0) pool[kindOf(obs.under[c])]--; } else if (t !== Tile.None) pool[kindOf(t)]--;
    }
    let n = 0, coins = 0, bottles = 0;
    for (let k = 0; k < TILE_KINDS; k++) { n += pool[k]; coins += pool[k] * chestCoins(k); bottles += pool[k] * bottleCount(k); }
    this.poolSize = n;
    const inv = n > 0 ? 1 / n : 0;
    this.eCoins = coins * inv;
    this.eBottles = bottles * inv;
    this.eHelper = (pool[Tile.BenGunn] * PIRATE_VALUE + (pool[Tile.Missionary] + pool[Tile.Friday]) * HELPER_VALUE) * inv;
    this.pCannibal = pool[Tile.Cannibal] * inv;
    this.pHold = pool[Tile.Trap] * inv;
    this.pRum = pool[Tile.RumBarrel] * inv;
  }

  /** Unseen tiles counted by the last `prepare`. */
  unseen(): number { return this.poolSize; }

  /** Expected change of its side's value when the piece byte p turns over an unseen tile. */
  tileWorth(p: number): number {
    const w = this.w, t = typeOf(p), v = worth(p);
    let x = this.eCoins * w.coin + this.eBottles * w.bottle + this.eHelper;
    if (t === Piece.King) x -= this.pHold * KING_TRAPPED;
    else {
      if (t !== Piece.Friday) x -= this.pCannibal * v + this.pHold * v * w.trapped;
      x -= this.pRum * v * w.drunk;
    }
    return x;
  }

  /** One side's value without the capture terms (after `mapControl(s)`, which `margin` does first). */
  sideValue(s: State, side: number): number {
    this.valueInto(s, side);
    return this.values[side];
  }

  /**
   * sideValue into values[side]: a double returned from a call that is not inlined is boxed (a
   * heap allocation per call), one stored in a Float64Array is not, so the parts of `margin`
   * leave their numbers there (the same operations in the same order: the same doubles).
   */
  private valueInto(s: State, side: number): void {
    const w = this.w;
    let x = s.v[COINS + side] * w.coin + s.v[BOTTLES + side] * w.bottle;
    const occupied = this.plain.occupied;
    for (let i = 0, e = this.plain.occupiedN; i < e; i++) {
      const c = occupied[i], p = s.piece[c];
      if (colourOf(p) !== side) continue;
      const t = typeOf(p), st = s.pstat[c];
      if (t === Piece.King) {
        this.kingSafety(s, c, side);
        x += this.values[KING_PART];
        if ((st & TRAPPED) !== 0) x -= KING_TRAPPED;
        continue;
      }
      let v = worth(p);
      if ((st & TRAPPED) !== 0) v *= 1 - w.trapped;
      else if ((st & DRUNK_MASK) !== 0) v *= 1 - w.drunk;
      x += v;
      if (t === Piece.Pawn && (p & PROMOTED_BIT) === 0) x += w.advance * (side === 0 ? rankOf(c) - 1 : 9 - rankOf(c));
      else if (t === Piece.Knight || t === Piece.Bishop || t === Piece.Queen) {
        x += w.center * CENTER[c];
      }
    }
    this.values[side] = x;
  }

  /** The king on k's safety term into values[KING_PART] (not returned: see `valueInto`). */
  private kingSafety(s: State, k: number, side: number): void {
    const w = this.w, enemy = 1 - side, f = forward(side);
    let x = 0;
    for (let d = 0; d < 8; d++) {
      const y = k + DIRS[d];
      if (exists(s, y) && this.attackerOf(s, y, enemy) !== NONE) x -= w.king;
    }
    for (let j = -1; j <= 1; j++) {
      const y = k + f + j, p = s.piece[y];
      if (p !== 0 && colourOf(p) === side && exists(s, y)) x += w.shield;
    }
    this.values[KING_PART] = x;
  }

  /**
   * The best capture side `by` has on the board by a static exchange estimate: an undefended
   * enemy piece's worth, a defended one's worth less its cheapest plain attacker. The pieces
   * are judged most valuable first, so that once one is worth no more than the best gain so far
   * the rest need no control question (a gain is at most the piece's worth; the maximum does not
   * depend on the order); a piece only a tile's way may reach is asked of attack.ts only when
   * taking it could beat the best gain.
   */
  bestCapture(s: State, by: number): number {
    this.captureInto(s, by);
    return this.values[CAPTURE_PART];
  }

  /** bestCapture into values[CAPTURE_PART] (not returned: see `valueInto`). */
  private captureInto(s: State, by: number): void {
    const victim = 1 - by, cells = this.victims, worths = this.victimWorth;
    let n = 0;
    const occupied = this.plain.occupied;
    for (let i = 0, e = this.plain.occupiedN; i < e; i++) {
      const c = occupied[i], p = s.piece[c];
      if (colourOf(p) !== victim || !capturable(s, c)) continue;
      const v = worth(p);
      let j = n++;
      for (; j > 0 && worths[j - 1] < v; j--) { cells[j] = cells[j - 1]; worths[j] = worths[j - 1]; }
      cells[j] = c; worths[j] = v;
    }
    let best = 0;
    for (let k = 0; k < n && worths[k] > best; k++) {
      const c = cells[k], v = worths[k];
      let a = this.plain.attacker(c, by);
      if (a === NONE) {
        if (!this.tiles.may(c, by)) continue;
        // only a tile's way may reach it (TILE_ATTACKER): taking a plainly defended piece so cannot beat best
        if (v - TILE_ATTACKER <= best && this.plain.controlled(c, victim)) continue;
        if (!this.throughTiles(s, c, by)) continue;
        a = TILE_ATTACKER;
      }
      const gain = this.attackerOf(s, c, victim) !== NONE ? v - a : v;
      if (gain > best) best = gain;
    }
    this.values[CAPTURE_PART] = best;
  }

  /**
   * The position's worth to `side` (its value less the other side's), with the capture terms:
   * the side that first moves its own pieces (`firstToTake`) is credited with `hang` times its
   * best capture, the other with `threat` times its own.
   */
  margin(s: State, side: number): number {
    hintIce(s); // the tiles stay put while the position is judged (attack.hintIce)
    this.mapWith(s, hinted() >= 0 ? layoutEra() : -1);
    const w = this.w, next = firstToTake(s);
    this.valueInto(s, side); this.valueInto(s, 1 - side);
    const own = this.values[side] - this.values[1 - side];
    this.captureInto(s, next);
    const now = w.hang * this.values[CAPTURE_PART];
    this.captureInto(s, 1 - next);
    const later = w.threat * this.values[CAPTURE_PART];
    hintIce(null);
    return own + (next === side ? now - later : later - now);
  }
}

export { NONE };
/** How many tiles back ice-ways.ts judges a way before attack.ts is asked (1 and 3 measured within noise of 2 on the pirate-chess-mcts row). */
const TILE_DEPTH = 2;
/** What an attacker found only through a tile's way is taken to be worth (a minor piece). */
const TILE_ATTACKER = 3;

/**
 * The worth of the cheapest piece of side `by` that strikes c in plain chess (no tile in
 * between; only pieces that control, board.controls), KING_ATTACKER for the king alone, NONE
 * when nothing does. The same scan as attack.ts's plain control, with the attacker's worth.
 */
export function plainAttacker(s: State, c: number, by: number): number {
  const f = forward(by);
  for (let j = -1; j <= 1; j += 2) {
    const a = c - f + j;
    if ((s.piece[a] & 31) === (Piece.Pawn | (by << 4)) && controls(s, a)) return 1;
  }
  for (let j = 0; j < 8; j++) {
    const a = c + KNIGHT[j];
    if ((s.piece[a] & 31) === (Piece.Knight | (by << 4)) && controls(s, a)) return 3;
  }
  let best = NONE;
  for (let d = 0; d < 8; d++) {
    const D = DIRS[d];
    for (let x = c + D, n = 1; exists(s, x); x += D, n++) {
      const p = s.piece[x];
      if (p === 0) continue;
      if (colourOf(p) === by && controls(s, x)) {
        const t = typeOf(p);
        const hits = t === Piece.Queen || (t === Piece.Rook && (d & 1) === 0) || (t === Piece.Bishop && (d & 1) === 1)
          || (n === 1 && (t === Piece.King || t === Piece.Pirate));
        // a king takes only what nobody defends, so against a defended piece it is no attacker
        if (hits) best = Math.min(best, t === Piece.King ? KING_ATTACKER : worth(p));
      }
      break;
    }
  }
  return best;
}

/**
 * The side that will first move its own pieces, and so first take with them: the side to move,
 * unless the grass burns (PC24). Each turn that starts with the grass burning has the side
 * to move's pieces moved by the other player, and the grass burns out after GRASS more turns
 * (this one included, if under way), which alternate sides: after an odd number of them the
 * other side moves its own first. (With one turn left, the other player moves our pieces, then
 * his own: he takes first, and he may first put our pieces where his can take them.)
 */
export const firstToTake = (s: State): number => s.v[SIDE] ^ (s.v[GRASS] & 1);
