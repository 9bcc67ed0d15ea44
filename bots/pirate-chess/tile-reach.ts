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
 * Layout, index by·CELLS + c: reach[i] (c marked for `by`) equals `epoch` when set, so nothing is
 * cleared per position; balloon[by] equals `epoch` when a live balloon is open for `by`.
 *
 * Implementation notes. What a tile sends a piece to depends on the tiles alone (the layout:
 * the open tiles that send a piece on, with an arrow's turn, and the cells off the board, where
 * an ice line stops; launchers.ts LAYOUT_TILE), except where an ice line's marks stop (at the
 * first piece of the other side). So the layout's part is worked out once for both sides, as a
 * graph over the sending tiles with each one's fixed marks, and each side walks only that graph
 * (breadth first from the senders it plainly controls) and its live ice lines' marks; the old
 * walk asked every cell of a live ice's lines and jumps, per side, whether it held a sending
 * tile (some 170 such questions a position in the benchmark's searches). The graph is kept while
 * the caller's layout era (launchers.ts) stands; a search's eras seldom last from one leaf to the
 * next (about one leaf in eight), and a cache of the last 64 layouts by content would have served
 * only 28% of them, so it is made again per position otherwise. Per sender index i (senders[i]
 * its cell):
 *   succOff[by·120 + i] .. succEnd[by·120 + i]  in `succ`: the indices of the senders a piece of
 *               `by` on it may be sent onto (an arrow's cells, a horse's or ice's jumps, the whole
 *               lines from ice whatever stands on them, a balloon's start cells of `by`); the same
 *               range for both sides but for a balloon
 *   markOff[i] .. markOff[i + 1]  in `marks`: its fixed marks (an arrow's cells, a horse's or ice's
 *               jumps and the ice cell itself)
 *   lineOff, lineStart, lines  an ice's lines, whose marks end per position (see there)
 *   liveAt[by·120 + i] equals `epoch` when sender i is live for `by`.
 * Nothing allocates after construction.
 */

import { ALL_CELLS, controls, exists, forward, START_LIST, START_N, START_OFF } from '../../src/pirate-chess/board.js';
import { CELLS, DIRS, KNIGHT, rankOf } from '../../src/pirate-chess/geometry.js';
import { colourOf, Piece } from '../../src/pirate-chess/pieces.js';
import type { State } from '../../src/pirate-chess/state.js';
import { arrowMask, kindOf, Tile } from '../../src/pirate-chess/tiles.js';
import type { ControlMap } from './control-map.js';

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
const SENDS = new Uint8Array(64);
for (let k = Tile.Arrow1S; k <= Tile.Arrow4D; k++) SENDS[k] = 1;
SENDS[Tile.Horse] = 1; SENDS[Tile.Ice] = 1; SENDS[Tile.Balloon] = 1;

/** Sending tiles at most (every cell that may be on the board). */
const MAX_SENDERS = 120;

export class TileReach {
  private readonly reach = new Uint32Array(2 * CELLS);
  private readonly balloon = new Uint32Array(2);
  private epoch = 0;
  /** The kept layout's sending tiles: their cells and tile bytes (senders[0..sendersN)). */
  private readonly senders = new Int32Array(MAX_SENDERS);
  private readonly senderTile = new Uint8Array(MAX_SENDERS);
  private sendersN = 0;
  /** The layout era (launchers.ts) the kept layout is known to be, -1 none: an era lasts only while its layout stands (noteIce ends it as a sending tile turns over). */
  private sendersEra = -1;
  /** The layout's graph and fixed marks (the head comment's layout); `succ` holds at most every sender from every sender and side. */
  private readonly succOff = new Int32Array(2 * MAX_SENDERS);
  private readonly succEnd = new Int32Array(2 * MAX_SENDERS);
  private readonly succ = new Int32Array(2 * MAX_SENDERS * MAX_SENDERS);
  private readonly markOff = new Int32Array(MAX_SENDERS + 1);
  /** At most nine fixed marks a sender (ice: eight jumps and its own cell). */
  private readonly marks = new Int32Array(9 * MAX_SENDERS);
  /**
   * An ice's eight lines, the cells on the board from it outward: sender i's lines are d in
   * lineOff[i] .. lineOff[i + 1] (none but for ice), line d's cells lines[lineStart[d] .. lineStart[d + 1]).
   * At most the eight open ice of the island (launchers.ts ICE) would do; room for every sender,
   * eight lines of at most 15 cells (the mailbox's width less one) each, is kept all the same.
   */
  private readonly lineOff = new Int32Array(MAX_SENDERS + 1);
  private readonly lineStart = new Int32Array(8 * MAX_SENDERS + 1);
  private readonly lines = new Int32Array(8 * 15 * MAX_SENDERS);
  /** senderAt[c]: the index of the kept layout's sender on c plus one, 0 for none (for building the graph). */
  private readonly senderAt = new Int32Array(CELLS);
  private readonly liveAt = new Uint32Array(2 * MAX_SENDERS);
  /** Each side's queue of live senders (indices). */
  private readonly queue = new Int32Array(MAX_SENDERS);

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
    if (era < 0 || era !== this.sendersEra) this.layout(s, era);
    const n = this.sendersN;
    if (n === 0) return;
    for (let by = 0; by < 2; by++) this.mapSide(s, plain, by, n, e);
  }

  /** Reads s's sending tiles and works out their graph and fixed marks (the head comment's layout). */
  private layout(s: State, era: number): void {
    const senders = this.senders, senderTile = this.senderTile, senderAt = this.senderAt;
    for (let i = 0; i < this.sendersN; i++) senderAt[senders[i]] = 0;
    let n = 0;
    for (let i = 0; i < 120; i++) {
      const c = ALL_CELLS[i], t = s.tile[c];
      if (SENDS[kindOf(t)] !== 1) continue;
      senders[n] = c; senderTile[n] = t; senderAt[c] = ++n;
    }
    this.sendersN = n; this.sendersEra = era;
    this.graph(s, n);
  }

  /** Works out the graph and fixed marks of the n senders just read. */
  private graph(s: State, n: number): void {
    const senders = this.senders, senderAt = this.senderAt, succ = this.succ, marks = this.marks;
    const lines = this.lines, lineStart = this.lineStart, lineOff = this.lineOff;
    let k = 0, m = 0, l = 0, ln = 0;
    for (let i = 0; i < n; i++) {
      const u = senders[i], t = this.senderTile[i], kind = kindOf(t);
      this.markOff[i] = m;
      lineOff[i] = l;
      if (kind === Tile.Balloon) {
        for (let by = 0; by < 2; by++) {
          this.succOff[by * MAX_SENDERS + i] = k;
          for (let j = 0, e = SIDE_STARTS_N[by]; j < e; j++) { const a = senderAt[SIDE_STARTS[by * 32 + j]]; if (a !== 0) succ[k++] = a - 1; }
          this.succEnd[by * MAX_SENDERS + i] = k;
        }
        continue;
      }
      const from = k;
      if (kind === Tile.Horse || kind === Tile.Ice) {
        for (let j = 0; j < 8; j++) { const x = u + KNIGHT[j]; marks[m++] = x; const a = senderAt[x]; if (a !== 0) succ[k++] = a - 1; }
        if (kind === Tile.Ice) {
          marks[m++] = u;
          for (let d = 0; d < 8; d++) {
            lineStart[l++] = ln;
            for (let x = u + DIRS[d]; exists(s, x); x += DIRS[d]) { lines[ln++] = x; const a = senderAt[x]; if (a !== 0) succ[k++] = a - 1; }
          }
          lineStart[l] = ln;
        }
      } else { // an arrow
        const mask = arrowMask(t);
        for (let d = 0; d < 8; d++) if (((mask >> d) & 1) !== 0) { const x = u + DIRS[d]; marks[m++] = x; const a = senderAt[x]; if (a !== 0) succ[k++] = a - 1; }
      }
      this.succOff[i] = from; this.succEnd[i] = k;
      this.succOff[MAX_SENDERS + i] = from; this.succEnd[MAX_SENDERS + i] = k;
    }
    this.markOff[n] = m;
    lineOff[n] = l;
  }

  /** The live tiles of side `by` (breadth first from those it plainly controls) and their marks. */
  private mapSide(s: State, plain: ControlMap, by: number, n: number, e: number): void {
    const o = by * CELLS, ol = by * MAX_SENDERS, liveAt = this.liveAt, queue = this.queue, senders = this.senders, reach = this.reach;
    const succ = this.succ, succOff = this.succOff, succEnd = this.succEnd, marks = this.marks, markOff = this.markOff;
    const lines = this.lines, lineStart = this.lineStart, lineOff = this.lineOff;
    let q = 0;
    for (let i = 0; i < n; i++) {
      const u = senders[i];
      if (plain.controlled(u, by) || pawnSteps(s, u, by)) { liveAt[ol + i] = e; queue[q++] = i; }
    }
    for (let h = 0; h < q; h++) {
      const i = queue[h];
      for (let j = markOff[i], end = markOff[i + 1]; j < end; j++) reach[o + marks[j]] = e;
      if (kindOf(this.senderTile[i]) === Tile.Balloon) this.balloon[by] = e;
      for (let d = lineOff[i], dEnd = lineOff[i + 1]; d < dEnd; d++) { // an ice's lines: the marks stop at the first piece of the other side (taken there or stopped before)
        for (let j = lineStart[d], end = lineStart[d + 1]; j < end; j++) {
          const x = lines[j], p = s.piece[x];
          reach[o + x] = e;
          if (p !== 0 && colourOf(p) !== by) break;
        }
      }
      for (let j = succOff[ol + i], end = succEnd[ol + i]; j < end; j++) {
        const a = succ[j];
        if (liveAt[ol + a] !== e) { liveAt[ol + a] = e; queue[q++] = a; }
      }
    }
  }
}

/** Whether a pawn of side `by` that controls may step straight onto u, one step or two from its start rank (a superset of control.ts's test). */
function pawnSteps(s: State, u: number, by: number): boolean {
  const f = forward(by), pawn = Piece.Pawn | (by << 4), c1 = u - f, c2 = c1 - f;
  return ((s.piece[c1] & 31) === pawn && controls(s, c1)) || ((s.piece[c2] & 31) === pawn && rankOf(c2) === (by === 0 ? 1 : 9) && controls(s, c2));
}
