/**
 * The exact solver of solo missions (`jackal solve`): the fewest turns to bring every coin
 * to the bank with at least the card's survivors (and its named pirates living), and one
 * solution as moves in the engine's notation.
 *
 * Implementation notes. A breadth-first search over turns. Its nodes are the states
 * between two pirates' moves (phase play), packed into a key of the parts a solo game
 * changes: the three pirates' cells and conditions, the bear's cell, the pirate on turn,
 * the coins sunk, and the coins on each cell a coin may lie on. Every other part of the
 * state is the card's (the tiles, all face up, never change: no tile turns over and the
 * earthquake is not played) or stale between moves (a move's vector, its start), so two
 * states with one key play alike. One edge is one pirate's move: the decision and its
 * follow-ups (an arrow's or the horse's choice) played through the engine's own
 * generateMoves/applyMove by a depth-first walk, so the solver plays the rules the game
 * plays. The table (solve-table.ts) keeps each key once with the entry it came from.
 *
 * Turns are processed in order: the queue of turn r holds the states reached in r whole
 * turns; a move that ends the turn (the bear's step) puts its state in the queue of r + 1,
 * any other in the queue of r. A state first reached in turn r cannot be reached in fewer
 * (within a turn the pirate on turn only moves forward, so a state of the next turn's
 * queue never equals one of this turn's). The game ends the moment the last coin lies in
 * the bank, counting the turn under way, so every goal met while turn r's queue is
 * processed took r + 1 turns: the first such turn is the fewest; its queue is finished to
 * find the most survivors among the fastest solutions. States that can no longer meet the
 * card (a coin sunk, too few living, a named pirate dead: nobody comes back to life in
 * solo) are not kept. An empty queue proves the card unsolvable.
 */

import { applyMove } from './apply.js';
import { CELLS } from './geometry.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { formatMove } from './notation.js';
import type { Mission } from './solo-mission.js';
import { layMission } from './solo-mission.js';
import { KeyTable } from './solve-table.js';
import { SOLO_ON, SOLO_PIRATES, soloLiving } from './solo-state.js';
import {
  BEAR, CARRY, CHAIN, COINS, copyInto, LOST, MAX_PLIES, MOVED, OUT, P_CELL, P_STAT, PEND_CELL, PEND_PIECE, PHASE, Phase, RESULT, Result, START, State,
  TILE, TURNS,
} from './state.js';
import { kindOf, NO_COIN, STAND } from './tiles.js';

export interface SolveOptions {
  /** Give up (solvable unknown) after this many turns without a solution; default 60. */
  maxTurns?: number;
  /** Give up when the table holds this many states; default 30 million. */
  maxStates?: number;
}

export interface SolveResult {
  /** true: solved in `turns`; false: proven unsolvable; null: gave up (`reason`). */
  solvable: boolean | null;
  turns: number;
  survivors: number;
  /** The solution: every decision from the start, in the engine's notation, replayable. */
  moves: string[];
  /** States kept in the table, and pirate moves played (edges walked). */
  states: number;
  moved: number;
  /** Turns searched to the end. */
  turnsSearched: number;
  ms: number;
  reason: string;
}

/** A follow-up chain is at most MAX_CHAIN (chain.ts) forced steps, each owing at most one choice. */
const MAX_DEPTH = 70;
const K_PIRATES = 0, K_STATS = SOLO_PIRATES, K_BEAR = 2 * SOLO_PIRATES, K_ON = K_BEAR + 1, K_LOST = K_ON + 1, K_COINS = K_LOST + 1;

/** The packing of one mission's states: which cells' coins the key holds. */
export class Packing {
  readonly coinCells: Int16Array;
  readonly keyLen: number;
  constructor(start: State) {
    const cells: number[] = [];
    for (let c = 0; c < CELLS; c++) { const t = start.u8[TILE + c]; if (t !== 0 && STAND[kindOf(t)] && !NO_COIN[kindOf(t)]) cells.push(c); }
    this.coinCells = Int16Array.from(cells);
    this.keyLen = K_COINS + cells.length;
  }

  /** The key of a phase-play state into out. */
  pack(s: State, out: Uint8Array): void {
    for (let p = 0; p < SOLO_PIRATES; p++) { out[K_PIRATES + p] = s.u8[P_CELL + p]; out[K_STATS + p] = s.u8[P_STAT + p]; }
    out[K_BEAR] = s.v[BEAR] < 0 ? OUT : s.v[BEAR];
    out[K_ON] = s.v[SOLO_ON];
    out[K_LOST] = s.v[LOST];
    for (let i = 0; i < this.coinCells.length; i++) out[K_COINS + i] = s.u8[COINS + this.coinCells[i]];
  }

  /** Writes key into s (a copy of the start state otherwise), `turns` whole turns played. */
  unpack(key: Uint8Array, s: State, turns: number): void {
    for (let p = 0; p < SOLO_PIRATES; p++) { s.u8[P_CELL + p] = key[K_PIRATES + p]; s.u8[P_STAT + p] = key[K_STATS + p]; }
    s.v[BEAR] = key[K_BEAR] === OUT ? -1 : key[K_BEAR];
    s.v[SOLO_ON] = key[K_ON];
    s.v[LOST] = key[K_LOST];
    for (let i = 0; i < this.coinCells.length; i++) s.u8[COINS + this.coinCells[i]] = key[K_COINS + i];
    s.v[TURNS] = turns; s.v[PHASE] = Phase.Play; s.v[RESULT] = Result.Playing;
    s.v[MOVED] = -1; s.v[START] = -1; s.v[CHAIN] = 0; s.v[PEND_PIECE] = -1; s.v[PEND_CELL] = -1; s.v[CARRY] = 0;
  }
}

/**
 * One pirate's move from a phase-play state: every decision and follow-up, depth first,
 * through the engine. `visit(s, len)` gets each state where the move is over (phase play
 * again, or the game over), with the decisions in `seq[0..len)`. Allocates nothing per move.
 */
export class Mover {
  readonly states: State[] = [];
  readonly bufs: Int32Array[] = [];
  readonly seq = new Int32Array(MAX_DEPTH);
  private readonly count = new Int32Array(MAX_DEPTH);
  private readonly next = new Int32Array(MAX_DEPTH);
  constructor() {
    for (let d = 0; d <= MAX_DEPTH; d++) { this.states.push(new State()); this.bufs.push(new Int32Array(MAX_MOVES)); }
  }

  walk(root: State, visit: (s: State, len: number) => void): void {
    copyInto(this.states[0], root);
    this.count[0] = generateMoves(this.states[0], this.bufs[0]); this.next[0] = 0;
    let d = 0;
    while (d >= 0) {
      if (this.next[d] === this.count[d]) { d--; continue; }
      const m = this.bufs[d][this.next[d]++], s = this.states[d + 1];
      copyInto(s, this.states[d]);
      applyMove(s, m);
      this.seq[d] = m;
      const ph = s.v[PHASE];
      if (ph === Phase.Play || ph === Phase.Over) { visit(s, d + 1); continue; }
      if (ph === Phase.Roll || d + 1 >= MAX_DEPTH) throw new Error(`solve: a move owes ${ph === Phase.Roll ? 'a roll' : 'too many choices'}; the card has a tile the solver does not play`);
      d++;
      this.count[d] = generateMoves(s, this.bufs[d]); this.next[d] = 0;
    }
  }
}

/** Whether a state can still meet the card: no coin sunk, enough living, the named pirates living. */
function hopeful(s: State, m: Mission): boolean {
  if (s.v[LOST] !== 0 || soloLiving(s) < m.goal.survivors) return false;
  for (const p of m.goal.alive) if (s.u8[P_CELL + p] === OUT) return false;
  return true;
}

/** Solves mission m exactly (see the notes above). Deterministic. */
export function solveMission(m: Mission, o: SolveOptions = {}): SolveResult {
  const t0 = performance.now();
  const maxTurns = o.maxTurns ?? 60, maxStates = o.maxStates ?? 30_000_000;
  const start = layMission(m, m.mission, 0);
  start.v[MAX_PLIES] = 0;
  const pack = new Packing(start), table = new KeyTable(pack.keyLen, maxStates);
  const key = new Uint8Array(pack.keyLen), cur = new State(), mover = new Mover();
  pack.pack(start, key);
  table.add(key, -1);
  let queue: number[] = [0], nextQueue: number[] = [];
  let moved = 0, full = false, best = -1, bestFrom = -1, bestSeq: number[] = [];
  let from = 0, turn = 0;
  const visit = (s: State, len: number): void => {
    moved++;
    if (!hopeful(s, m)) return;
    if (s.v[RESULT] === Result.AllCoins) {
      const living = soloLiving(s);
      if (living > best) { best = living; bestFrom = from; bestSeq = Array.from(mover.seq.subarray(0, len)); }
      return;
    }
    if (s.v[RESULT] !== Result.Playing) return;
    pack.pack(s, key);
    const e = table.add(key, from);
    if (e === -2) { full = true; return; }
    if (e >= 0) (s.v[TURNS] > turn ? nextQueue : queue).push(e);
  };
  for (; turn < maxTurns && queue.length > 0 && !full; turn++) {
    for (let i = 0; i < queue.length && !full; i++) {
      from = queue[i];
      table.keyInto(from, key);
      copyInto(cur, start);
      pack.unpack(key, cur, turn);
      mover.walk(cur, visit);
    }
    if (best >= 0) break;
    queue = nextQueue; nextQueue = [];
  }
  const ms = performance.now() - t0;
  const base = { states: table.size, moved, ms, turnsSearched: best >= 0 ? turn + 1 : turn };
  if (best >= 0) return { ...base, solvable: true, turns: turn + 1, survivors: best, moves: solution(m, start, pack, table, mover, bestFrom, bestSeq), reason: 'solved' };
  if (full) return { ...base, solvable: null, turns: 0, survivors: 0, moves: [], reason: `the table is full (${maxStates} states) in turn ${turn + 1}` };
  if (queue.length === 0) return { ...base, solvable: false, turns: 0, survivors: 0, moves: [], reason: `no state is left after ${turn} turns: unsolvable` };
  return { ...base, solvable: null, turns: 0, survivors: 0, moves: [], reason: `no solution within ${maxTurns} turns (--max-turns)` };
}

/** The moves from the start to entry `last`, then `tail`: each edge found again by replaying its parent's moves. */
function solution(m: Mission, start: State, pack: Packing, table: KeyTable, mover: Mover, last: number, tail: number[]): string[] {
  const chain: number[] = [];
  for (let e = last; e > 0; e = table.parent[e]) chain.push(e);
  chain.reverse();
  const moves: number[] = [];
  const s = new State(), want = new Uint8Array(pack.keyLen), got = new Uint8Array(pack.keyLen);
  copyInto(s, start);
  for (const e of chain) {
    table.keyInto(e, want);
    let found: number[] | null = null;
    mover.walk(s, (t, len) => {
      if (found || t.v[RESULT] !== Result.Playing) return;
      pack.pack(t, got);
      if (got.every((b, i) => b === want[i])) found = Array.from(mover.seq.subarray(0, len));
    });
    if (!found) throw new Error(`solve: mission ${m.mission}: entry ${e} is not reached from its parent`);
    for (const x of found as number[]) applyMove(s, x);
    moves.push(...(found as number[]));
  }
  moves.push(...tail);
  const r = new State(), text: string[] = [];
  copyInto(r, start);
  for (const x of moves) { text.push(formatMove(r, x)); applyMove(r, x); }
  return text;
}
