/**
 * The cells an open tile could carry a piece of each side to, for the position being scored
 * (eval.ts `attackerOf`): where this says no, control is plain chess (control-map.ts) and
 * attack.ts is not asked.
 *
 * A tile's marks: the cells an arrow points at, a knight's jump from a horse or from ice, the
 * ice cell and the lines from ice (up to and including the first piece of the other side: one of
 * its own may be the moving piece, which has left its cell), and while
 * a balloon is open, side `by`'s start cells (SIDE_START). These are a superset of attack.ts's
 * `launchers` of a target (an arrow pointing at it, a horse or ice a knight's jump away, ice on
 * a clear line, a balloon for a start cell of `by`), the tile any way through tiles ends on.
 *
 * Only the tiles side `by` can get a piece onto are marked for it (`live`). A way through tiles
 * (attack.ts `strikesVia`, then control.ts) starts with a piece of `by` reaching its first tile by
 * its own move (a knight's jump, a king's or pirate's step, a pawn's diagonal, a slider's clear
 * line), which is plain control of that tile by `by` (the scan of `plainAttacker`, the same
 * `controls` test), or by a pawn's straight step or double step (ruling PC9: `pawnSteps`); each
 * later tile is one the tile before sent the piece to. So a tile is live
 * for `by` when `by` plainly controls it or a pawn steps onto it, or when a live tile may send a piece to it: an arrow's
 * cells, a horse's or ice's jumps, the whole line from ice whatever stands on it (the piece
 * that set out has left its cell, which a line stopping at pieces would miss), a balloon's
 * start cells of `by`. The closure is a superset of the tiles a way can pass, so the marks of
 * the live tiles are a superset of the cells a way can end on; test/bots/pirate-chess holds
 * `attackerOf` to attack.ts on every cell of many positions.
 *
 * Layout, index by·CELLS + c: reach[i] (c marked for `by`) and live[i] (the tile on c is live for
 * `by`) equal `epoch` when set, so nothing is cleared per position; balloon[by] equals `epoch`
 * when a live balloon is open for `by`. Nothing allocates after construction.
 */

import { ALL_CELLS, controls, exists, forward, START_LIST, START_N, START_OFF } from '../../src/pirate-chess/board.js';
import { CELLS, DIRS, KNIGHT, rankOf } from '../../src/pirate-chess/geometry.js';
import { colourOf, Piece } from '../../src/pirate-chess/pieces.js';
import type { State } from '../../src/pirate-chess/state.js';
import { arrowMask, kindOf, Tile } from '../../src/pirate-chess/tiles.js';
import { type ControlMap, NONE } from './control-map.js';

/** SIDE_START[by·CELLS + c]: 1 when c is a start cell of a piece of side `by` (board.START_LIST), where an open balloon may send it. */
const SIDE_START = new Uint8Array(2 * CELLS);
/** The start cells of each side, SIDE_STARTS[by·32 ..] (a side has at most 32 start-list entries), SIDE_STARTS_N[by] of them. */
const SIDE_STARTS = new Int32Array(64), SIDE_STARTS_N = new Int32Array(2);
for (let by = 0; by < 2; by++) {
  for (let t = 1; t <= Piece.King; t++) {
    for (let i = START_OFF[by * 10 + t], e = i + START_N[by * 10 + t]; i < e; i++) {
      const c = START_LIST[i];
      if (SIDE_START[by * CELLS + c] === 1) continue;
      SIDE_START[by * CELLS + c] = 1;
      SIDE_STARTS[by * 32 + SIDE_STARTS_N[by]++] = c;
    }
  }
}

/** SENDS[kind]: 1 for the open tiles that send a piece on (arrows, horse, ice, balloon: attack.ts follows no other). */
const SENDS = new Uint8Array(32);
for (let k = Tile.Arrow1S; k <= Tile.Arrow4D; k++) SENDS[k] = 1;
SENDS[Tile.Horse] = 1; SENDS[Tile.Ice] = 1; SENDS[Tile.Balloon] = 1;

export class TileReach {
  private readonly reach = new Uint32Array(2 * CELLS);
  private readonly live = new Uint32Array(2 * CELLS);
  private readonly balloon = new Uint32Array(2);
  private epoch = 0;
  /** The open sending tiles of the position (at most the 120 cells), then each side's queue of live tiles. */
  private readonly senders = new Int32Array(120);
  private readonly queue = new Int32Array(120);
  /**
   * The layout era (launchers.ts) whose tiles `senders` lists, sendersN of them; -1 none. The sending
   * tiles are tiles of the layout (LAYOUT_TILE: arrows with their turns, the horse, ice, balloons),
   * and an era lasts only while that layout stands (noteIce ends it as one turns over), so a
   * position whose hint names the same era has the same sending tiles: a search's leaves mostly do.
   */
  private sendersEra = -1;
  private sendersN = 0;

  /** Whether an open tile could carry a piece of side `by` to c, for the position last mapped. */
  may(c: number, by: number): boolean {
    const e = this.epoch;
    return this.reach[by * CELLS + c] === e || (this.balloon[by] === e && SIDE_START[by * CELLS + c] === 1);
  }

  /**
   * Maps s's live tiles and their marks for both sides, `plain` being s's plain control (built);
   * `era` the layout era of s's tiles while the ice hint for s stands (launchers.ts `hintIce`,
   * `layoutEra`), -1 when not known.
   */
  map(s: State, plain: ControlMap, era = -1): void {
    const e = this.epoch = (this.epoch + 1) >>> 0 || 1; // 0 never names a position: fresh entries hold it
    let n = 0;
    if (era >= 0 && era === this.sendersEra) n = this.sendersN;
    else {
      for (let i = 0; i < 120; i++) {
        const c = ALL_CELLS[i];
        if (SENDS[kindOf(s.tile[c])] === 1) this.senders[n++] = c;
      }
      this.sendersEra = era; this.sendersN = n;
    }
    if (n === 0) return;
    for (let by = 0; by < 2; by++) this.mapSide(s, plain, by, n, e);
  }

  /** The live tiles of side `by` (breadth first from those it plainly controls) and their marks. */
  private mapSide(s: State, plain: ControlMap, by: number, n: number, e: number): void {
    const o = by * CELLS, live = this.live, queue = this.queue;
    let q = 0;
    for (let i = 0; i < n; i++) {
      const u = this.senders[i];
      if (plain.attacker(u, by) !== NONE || pawnSteps(s, u, by)) { live[o + u] = e; queue[q++] = u; }
    }
    for (let h = 0; h < q; h++) q = this.follow(s, queue[h], by, q, e);
  }

  /** Marks what the live tile u sends a piece of `by` to, and queues (queue[q..]) the tiles it makes live; returns the new queue end. */
  private follow(s: State, u: number, by: number, q: number, e: number): number {
    const o = by * CELLS, reach = this.reach, t = s.tile[u], k = kindOf(t);
    if (k === Tile.Balloon) {
      this.balloon[by] = e;
      for (let i = 0, m = SIDE_STARTS_N[by]; i < m; i++) q = this.enliven(s, SIDE_STARTS[by * 32 + i], o, q, e);
    } else if (k === Tile.Horse || k === Tile.Ice) {
      for (let j = 0; j < 8; j++) { const x = u + KNIGHT[j]; reach[o + x] = e; q = this.enliven(s, x, o, q, e); }
      if (k === Tile.Ice) {
        reach[o + u] = e;
        for (let d = 0; d < 8; d++) {
          let open = true; // the marks stop at the first piece of the other side (taken there or stopped before); liveness runs on through it
          for (let x = u + DIRS[d]; exists(s, x); x += DIRS[d]) {
            if (open) { reach[o + x] = e; if (s.piece[x] !== 0 && colourOf(s.piece[x]) !== by) open = false; }
            q = this.enliven(s, x, o, q, e);
          }
        }
      }
    } else { // an arrow
      const mask = arrowMask(t);
      for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0) { const x = u + DIRS[d]; reach[o + x] = e; q = this.enliven(s, x, o, q, e); }
    }
    return q;
  }

  /** Queues the tile on x when it sends a piece on and is not live yet for the side at offset o. */
  private enliven(s: State, x: number, o: number, q: number, e: number): number {
    if (SENDS[kindOf(s.tile[x])] !== 1 || this.live[o + x] === e) return q;
    this.live[o + x] = e;
    this.queue[q] = x;
    return q + 1;
  }
}

/** Whether a pawn of side `by` that controls may step straight onto u, one step or two from its start rank (a superset of control.ts's test). */
function pawnSteps(s: State, u: number, by: number): boolean {
  const f = forward(by), pawn = Piece.Pawn | (by << 4), c1 = u - f, c2 = c1 - f;
  return ((s.piece[c1] & 31) === pawn && controls(s, c1)) || ((s.piece[c2] & 31) === pawn && rankOf(c2) === (by === 0 ? 1 : 9) && controls(s, c2));
}
