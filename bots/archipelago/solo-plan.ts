/**
 * The heuristic's play in a solo game (the pirate puzzles, full-rules-ru.txt lines
 * 1162-1184): a look-ahead over whole turns. Black, yellow and red are one player's pirates
 * (line 1177) and the bear's step after them is fixed by the rules (bear.ts), so a turn is
 * the player's own to plan: every move of the pirates still to move and their follow-ups (an
 * arrow's way, the horse, the trampoline) is looked through, the bear steps, and the turn's
 * end is scored by solo-eval.ts against the card's goal (solo-goal.ts).
 *
 * The rest of the turn under way is looked through whole; then, for `turns` - 1 more turns,
 * a beam: the `width` best turn ends found so far (a finished game kept as it is) each have
 * their next turn looked through whole, and the best `width` of those ends go on. The move
 * chosen is the first move of the line to the best end of the last turn (ties to the bot's
 * Rng). A card has no chance and hides nothing. States and move lists are preallocated.
 */

import type { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/archipelago/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/archipelago/movegen.js';
import type { MissionGoal } from '../../src/archipelago/solo-mission.js';
import { copyInto, RESULT, State, statesEqual, TURNS } from '../../src/archipelago/state.js';
import { SoloEvaluator } from './solo-eval.js';

/** Decisions looked through in one turn: three pirates' moves and their follow-ups (a chain of a few); deeper ones are scored as they stand. */
const DEPTH = 12;

/** The best turn ends of one layer of the beam, best first, each with the root move it came from. */
class Beam {
  readonly states: State[] = [];
  readonly values: Float64Array;
  readonly roots: Int32Array;
  size = 0;

  constructor(readonly width: number) {
    for (let i = 0; i < width; i++) this.states.push(new State());
    this.values = new Float64Array(width);
    this.roots = new Int32Array(width);
  }

  /** Keeps s (worth v, from root move `root`) if it is among the best `width` (a state already kept is not kept twice). */
  offer(s: State, v: number, root: number): void {
    if (this.size === this.width && v <= this.values[this.size - 1]) return;
    for (let i = 0; i < this.size; i++) if (this.values[i] === v && statesEqual(this.states[i], s)) return;
    let i = this.size < this.width ? this.size++ : this.size - 1;
    const spare = this.states[i];
    while (i > 0 && this.values[i - 1] < v) {
      this.states[i] = this.states[i - 1]; this.values[i] = this.values[i - 1]; this.roots[i] = this.roots[i - 1];
      i--;
    }
    this.states[i] = spare; this.values[i] = v; this.roots[i] = root;
    copyInto(spare, s);
  }
}

export class SoloPlanner {
  readonly ev = new SoloEvaluator();
  private readonly states: State[] = [];
  private readonly lists: Int32Array[] = [];
  private goal: MissionGoal = { turns: 99, survivors: 1, alive: [] };
  private layer: Beam;
  private next: Beam;
  private root = 0;

  /** `turns` whole turns looked through (the one under way counts), `width` turn ends kept between them. */
  constructor(private readonly turns: number, width: number) {
    for (let i = 0; i <= DEPTH; i++) { this.states.push(new State()); this.lists.push(new Int32Array(MAX_MOVES)); }
    this.layer = new Beam(width);
    this.next = new Beam(width);
  }

  /** The best move of s against `goal` (ties to rng); the legal moves are written into `moves`. */
  choose(s: State, moves: Int32Array, rng: Rng, goal: MissionGoal): number {
    this.goal = goal;
    this.ev.ways.prepare(s);
    const n = generateMoves(s, moves), turn = s.v[TURNS];
    this.next.size = 0;
    for (let i = 0; i < n; i++) {
      const t = this.states[0];
      copyInto(t, s);
      applyMove(t, moves[i]);
      this.root = i;
      this.look(t, turn, 1);
    }
    for (let k = 1; k < this.turns; k++) {
      const done = this.layer;
      this.layer = this.next; this.next = done;
      this.next.size = 0;
      for (let j = 0; j < this.layer.size; j++) {
        const t = this.layer.states[j];
        this.root = this.layer.roots[j];
        if (t.v[RESULT] !== 0) this.next.offer(t, this.layer.values[j], this.root);
        else this.look(t, t.v[TURNS], 0);
      }
    }
    const b = this.next, best = b.values[0];
    let pick = b.roots[0], ties = 1;
    for (let j = 1; j < b.size && b.values[j] > best - 1e-9; j++) if (b.roots[j] !== pick && rng.int(++ties) === 0) pick = b.roots[j];
    return moves[pick];
  }

  /** Looks through the rest of the turn `turn` from t, offering each end of it to the next layer. */
  private look(t: State, turn: number, depth: number): void {
    if (t.v[RESULT] !== 0 || t.v[TURNS] !== turn || depth > DEPTH) { this.next.offer(t, this.ev.value(t, this.goal), this.root); return; }
    const list = this.lists[depth], n = generateMoves(t, list), u = this.states[depth];
    for (let i = 0; i < n; i++) {
      copyInto(u, t);
      applyMove(u, list[i]);
      this.look(u, turn, depth + 1);
    }
  }
}
