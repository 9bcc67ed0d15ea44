/**
 * The pirates' ways over a solo card (the pirate puzzles, full-rules-ru.txt lines
 * 1162-1184): how many of a pirate's moves it takes to walk from one cell to another, and to
 * carry a coin from a cell into the bank, with the tiles' effects counted. Every tile of a
 * solo card lies face up and none ever changes (no earthquake, no one-shot tile: solo-mission.ts),
 * so the ways are the card's and are found once a game.
 *
 * Implementation notes. The tiles' effects are not modelled here: each way is found by
 * playing the engine's own moves (generateMoves, applyMove and its follow-ups: an arrow's
 * way, the horse's jump, the trampoline) for one pirate alone on the card, from every land
 * cell, without a coin and carrying one, with the bear taken off (its threat is the
 * evaluation's, solo-eval.ts). A move's end is where the pirate stands afterwards (the
 * balloon's: the bank; the crocodile's: back; the cannon's and the sea's: none, he died),
 * and with a coin where the coin lies (a coin the move sets back, as onto the jungle, is no
 * way; a coin sunk none). A move costs 1, plus the pirate's moves it takes away: the rum 1
 * (DRUNK: he skips his next move), a labyrinth its steps still to walk, a pit PIT (he stays
 * until a comrade comes: line 762; a wait the ways cannot know, so a price). The distances are
 * the cheapest sums (Dijkstra over the card's at most 132 land cells, all pairs). The bear's
 * walks, one land cell at a time over every tile (bear.ts), are found the same way.
 */

import { generateMoves, MAX_MOVES } from '../../src/archipelago/movegen.js';
import { applyMove } from '../../src/archipelago/apply.js';
import { CELLS, STEP } from '../../src/archipelago/geometry.js';
import { moveKind, MoveKind, movePiece, withCoin } from '../../src/archipelago/moves.js';
import { SOLO_BANK, SOLO_ON } from '../../src/archipelago/solo-state.js';
import {
  BEAR, CARRY, CHAIN, COINS, copyInto, drunk, FALLEN, labStep, LOST, MAX_PLIES, MOVED, OUT, P_CELL, P_STAT, PEND_CELL, PEND_PIECE, PHASE, Phase, PIECES, RESULT,
  START, State, TERRAIN, TILE,
} from '../../src/archipelago/state.js';
import { kindOf, labSteps, NO_COIN, STAND } from '../../src/archipelago/tiles.js';

/** No way (a distance): larger than any sum of moves on a card. */
export const NO_WAY = 9999;
/** The price of falling into a pit, in moves: a comrade must come to free him (line 762). */
export const PIT = 6;
/** Follow-up decisions looked through in one move (a chain of horse, trampoline, arrows): the engine's MAX_CHAIN guards loops, this the probe's stack. */
const DEPTH = 6;

export class SoloWays {
  /** The tiles the ways were found for (TILE block), to know when a new card is laid. */
  private readonly key = new Uint8Array(CELLS);
  private found = false;
  /** Land cells: CELL[i] the cell of index i, INDEX[c] the index of cell c (-1 sea). */
  readonly cell = new Int16Array(CELLS);
  readonly index = new Int16Array(CELLS);
  land = 0;
  /** WALK[i * land + j]: a pirate's moves from cell i to j without a coin (NO_WAY none). */
  walk: Int16Array = new Int16Array(0);
  /** STEPS[i * land + j]: the bear's walk from cell i to j, one land cell at a time, 8 neighbours (bear.ts; NO_WAY none). */
  steps: Int16Array = new Int16Array(0);
  /** HOME[i]: moves to carry a coin lying on cell i into the bank (NO_WAY none; 0 the bank). */
  readonly home = new Int16Array(CELLS);
  bank = -1;

  private readonly probe = new State();
  private readonly base = new State();
  private readonly stack: State[] = [];
  private readonly lists: Int32Array[] = [];
  /** STEP1[i * land + j]: the cost of the cheapest single move from cell i to j without a coin (0 none). */
  step1: Int16Array = new Int16Array(0);
  /** One source's edges while probing: cost of the cheapest move to each land index (0 none). */
  private edgeWalk = new Int16Array(0);
  private edgeCarry = new Int16Array(0);

  constructor() {
    for (let i = 0; i <= DEPTH; i++) { this.stack.push(new State()); this.lists.push(new Int32Array(MAX_MOVES)); }
  }

  /** Finds the ways of s's card unless they are known (same tiles). */
  prepare(s: State): void {
    const tiles = s.u8.subarray(TILE, TILE + CELLS);
    if (this.found && this.bank === s.v[SOLO_BANK] && tiles.every((t, c) => t === this.key[c])) return;
    this.key.set(tiles);
    this.found = true;
    this.bank = s.v[SOLO_BANK];
    this.index.fill(-1);
    let L = 0;
    for (let c = 0; c < CELLS; c++) if (s.u8[TERRAIN + c] !== 0) { this.index[c] = L; this.cell[L++] = c; }
    this.land = L;
    const edgesWalk = new Int16Array(L * L), edgesCarry = new Int16Array(L * L), edgesBear = new Int16Array(L * L);
    for (let i = 0; i < L; i++) for (let d = 0; d < 8; d++) { const n = STEP[this.cell[i] * 8 + d]; if (n >= 0 && this.index[n] >= 0) edgesBear[i * L + this.index[n]] = 1; }
    this.steps = allPairs(edgesBear, L);
    this.edgeWalk = new Int16Array(L); this.edgeCarry = new Int16Array(L);
    this.bare(s);
    for (let i = 0; i < L; i++) {
      this.edgesFrom(this.cell[i]);
      edgesWalk.set(this.edgeWalk, i * L);
      edgesCarry.set(this.edgeCarry, i * L);
    }
    this.step1 = edgesWalk;
    this.walk = allPairs(edgesWalk, L);
    const carry = allPairs(edgesCarry, L), b = this.index[this.bank];
    this.home.fill(NO_WAY);
    for (let i = 0; i < L; i++) this.home[this.cell[i]] = carry[i * L + b];
  }

  /** Moves from cell a to cell b without a coin. */
  dist(a: number, b: number): number {
    const i = this.index[a], j = this.index[b];
    return i < 0 || j < 0 ? NO_WAY : this.walk[i * this.land + j];
  }

  /** The bear's steps from cell a to cell b over land. */
  bearSteps(a: number, b: number): number {
    const i = this.index[a], j = this.index[b];
    return i < 0 || j < 0 ? NO_WAY : this.steps[i * this.land + j];
  }

  /** Whether one move without a coin takes a pirate from cell a to cell b. */
  oneMove(a: number, b: number): boolean {
    const i = this.index[a], j = this.index[b];
    return i >= 0 && j >= 0 && this.step1[i * this.land + j] !== 0;
  }

  /** The card alone: no bear, no pirate, no coin, a move under way cleared, no ply limit. */
  private bare(s: State): void {
    const t = this.base;
    copyInto(t, s);
    t.v[BEAR] = -1; t.v[PHASE] = Phase.Play; t.v[RESULT] = 0; t.v[MAX_PLIES] = 0; t.v[LOST] = 0; t.v[CARRY] = 0; t.v[CHAIN] = 0;
    t.v[MOVED] = -1; t.v[START] = -1; t.v[PEND_PIECE] = -1; t.v[PEND_CELL] = -1; t.v[SOLO_ON] = 0;
    for (let p = 0; p < PIECES; p++) { t.u8[P_CELL + p] = OUT; t.u8[P_STAT + p] = 0; }
    t.u8.fill(0, COINS, COINS + CELLS);
  }

  /** The cheapest move from cell c to each land cell, without a coin (edgeWalk) and carrying one (edgeCarry). */
  private edgesFrom(c: number): void {
    this.edgeWalk.fill(0); this.edgeCarry.fill(0);
    const k = kindOf(this.base.u8[TILE + c]);
    const coin = c !== this.bank && STAND[k] === 1 && NO_COIN[k] === 0;
    for (let carry = 0; carry < (coin ? 2 : 1); carry++) {
      const t = this.probe;
      copyInto(t, this.base);
      t.u8[P_CELL] = c;
      if (carry) t.u8[COINS + c] = 1;
      const list = this.lists[0], n = generateMoves(t, list);
      for (let m = 0; m < n; m++) {
        const mv = list[m];
        if (moveKind(mv) !== MoveKind.Step || movePiece(mv) !== 0 || withCoin(mv) !== (carry === 1)) continue;
        const u = this.stack[0];
        copyInto(u, t);
        applyMove(u, mv);
        this.follow(u, c, carry === 1, 1);
      }
    }
  }

  /** A move played to u: its follow-ups looked through (depth `d`), each end recorded. */
  private follow(u: State, from: number, carry: boolean, d: number): void {
    if (u.v[PHASE] === Phase.Choose && d <= DEPTH) {
      const list = this.lists[d], n = generateMoves(u, list);
      for (let m = 0; m < n; m++) {
        const w = this.stack[d];
        copyInto(w, u);
        applyMove(w, list[m]);
        this.follow(w, from, carry, d + 1);
      }
      return;
    }
    if (u.v[PHASE] !== Phase.Play && u.v[PHASE] !== Phase.Over) return; // nothing else is owed on a card
    const at = u.u8[P_CELL];
    if (at === OUT || (carry && u.v[LOST] !== 0)) return;
    let cost = 1 + drunk(u, 0) + ((u.u8[P_STAT] & FALLEN) !== 0 ? PIT : 0);
    const lab = labSteps(kindOf(u.u8[TILE + at]));
    if (lab > 0 && labStep(u, 0) > 0) cost += lab - labStep(u, 0);
    let end = at;
    if (carry) {
      end = -1;
      for (let c = 0; c < CELLS; c++) if (u.u8[COINS + c] !== 0) end = c;
      if (end < 0 || end === from) return; // the coin went back: no way with it
    }
    const j = this.index[end], edges = carry ? this.edgeCarry : this.edgeWalk;
    if (j >= 0 && (edges[j] === 0 || cost < edges[j])) edges[j] = cost;
  }
}

/** All-pairs cheapest sums over edges[i * L + j] (0 no edge): Dijkstra from every cell. */
function allPairs(edges: Int16Array, L: number): Int16Array {
  const dist = new Int16Array(L * L), done = new Uint8Array(L);
  dist.fill(NO_WAY);
  for (let src = 0; src < L; src++) {
    const row = src * L;
    done.fill(0);
    dist[row + src] = 0;
    for (;;) {
      let x = -1;
      for (let i = 0; i < L; i++) if (!done[i] && dist[row + i] < NO_WAY && (x < 0 || dist[row + i] < dist[row + x])) x = i;
      if (x < 0) break;
      done[x] = 1;
      for (let j = 0; j < L; j++) {
        const e = edges[x * L + j];
        if (e > 0 && dist[row + x] + e < dist[row + j]) dist[row + j] = dist[row + x] + e;
      }
    }
  }
  return dist;
}
