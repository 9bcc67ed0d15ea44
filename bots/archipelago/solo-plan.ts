/**
 * The heuristic's play in a solo game (the pirate puzzles, full-rules-ru.txt lines
 * 1162-1184): a look-ahead over whole turns. Black, yellow and red are one player's pirates
 * (line 1177) and the bear's step after them is fixed by the rules (bear.ts), so a turn is
 * the player's own to plan: every move of the pirates still to move and their follow-ups (an
 * arrow's way, the horse, the trampoline) is looked through, the bear steps, and the turn's
 * end is scored by solo-eval.ts against the card's goal (solo-goal.ts).
 *
 * The rest of the turn under way is looked through whole; then a beam: the best turn ends
 * found so far (a finished game kept as it is) each have their next turn looked through
 * whole, and the best of those ends go on. Two plans:
 *   long   to the card's last turn (when it is at most `reach` turns away), `wide` / 8 ends
 *          kept, then, if that finds no line meeting the card, `wide`.
 *          Its last ends are the game's own, not estimates: a finished game, or the card's
 *          turns used up (then no estimate can call it met). A line among them that meets
 *          the card is taken. This finds what the estimate of the turns still needed cannot
 *          see: the bear (a pirate given to it where the card's survivors allow, as cards
 *          4 and 6 ask), coins handed on within a turn;
 *   short  else, as before the long plan: `turns` turns, `width` ends kept, its best end by
 *          the estimate (ties to the bot's Rng); the only plan once the card is lost or its
 *          end is beyond `reach`.
 * The move chosen is the first move of the line to the chosen end. A card has no chance and
 * hides nothing, and the bear's steps follow from the pirates' moves, so a line of the long
 * plan that meets the card is kept and played to its end while the table stays as the line
 * said (each move's position checked); else the plans are made again. States, move lists
 * and lines are preallocated.
 */

import type { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/archipelago/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/archipelago/movegen.js';
import type { MissionGoal } from '../../src/archipelago/solo-mission.js';
import { copyInto, RESULT, State, statesEqual, TURNS } from '../../src/archipelago/state.js';
import { MET, SoloEvaluator } from './solo-eval.js';

/** Decisions looked through in one turn: three pirates' moves and their follow-ups (a chain of a few); deeper ones are scored as they stand. */
const DEPTH = 12;
/** The long plan is tried first with wide >> WIDEN ends, then wide: most cards are met by the narrower (8 times cheaper). */
const WIDEN = 3;
/** The most turns a plan looks through (the heuristic's soloReach and soloTurns ranges). */
export const MAX_PLAN_TURNS = 16;
/** The most decisions on a line: DEPTH + 1 a turn. */
const MAX_LINE = MAX_PLAN_TURNS * (DEPTH + 1);

/** The best turn ends of one layer of the beam, best first, each with the root move it came from and the line of moves to it. */
class Beam {
  readonly states: State[] = [];
  readonly lines: Int32Array[] = [];
  readonly values: Float64Array;
  readonly roots: Int32Array;
  readonly lengths: Int32Array;
  size = 0;
  /** The ends kept: at most the capacity the beam was made with. */
  width: number;

  constructor(capacity: number) {
    this.width = capacity;
    for (let i = 0; i < capacity; i++) { this.states.push(new State()); this.lines.push(new Int32Array(MAX_LINE)); }
    this.values = new Float64Array(capacity);
    this.roots = new Int32Array(capacity);
    this.lengths = new Int32Array(capacity);
  }

  /** Keeps s (worth v, from root move `root`, by the first `len` moves of `line`) if it is among the best `width` (a state already kept is not kept twice). */
  offer(s: State, v: number, root: number, line: Int32Array, len: number): void {
    if (this.size === this.width && v <= this.values[this.size - 1]) return;
    for (let i = 0; i < this.size; i++) if (this.values[i] === v && statesEqual(this.states[i], s)) return;
    let i = this.size < this.width ? this.size++ : this.size - 1;
    const spare = this.states[i], spareLine = this.lines[i];
    while (i > 0 && this.values[i - 1] < v) {
      this.states[i] = this.states[i - 1]; this.lines[i] = this.lines[i - 1];
      this.values[i] = this.values[i - 1]; this.roots[i] = this.roots[i - 1]; this.lengths[i] = this.lengths[i - 1];
      i--;
    }
    this.states[i] = spare; this.lines[i] = spareLine; this.values[i] = v; this.roots[i] = root; this.lengths[i] = len;
    copyInto(spare, s);
    spareLine.set(line.subarray(0, len));
  }
}

export class SoloPlanner {
  readonly ev = new SoloEvaluator();
  private readonly states: State[] = [];
  private readonly lists: Int32Array[] = [];
  private goal: MissionGoal = { turns: 99, survivors: 1, alive: [] };
  /** The short plan's two layers (`width`) and the long plan's (`wide`). */
  private readonly short: [Beam, Beam];
  private readonly long: [Beam, Beam];
  private layer: Beam;
  private next: Beam;
  private root = 0;
  /** The line being looked through: its moves so far. */
  private readonly path = new Int32Array(MAX_LINE);
  private pathLength = 0;
  /** The kept line that meets the card: its moves, the next to play, and the position it expects then. */
  private readonly line = new Int32Array(MAX_LINE);
  private lineLength = 0;
  private lineAt = 0;
  private readonly expected = new State();

  /**
   * The short plan: `turns` whole turns looked through (the one under way counts), `width`
   * turn ends kept between them. The long plan: to the card's last turn when it is at most
   * `reach` turns away, `wide` turn ends kept (0: no long plan).
   */
  constructor(private readonly turns: number, width: number, private readonly reach = 0, private readonly wide = 0) {
    for (let i = 0; i <= DEPTH; i++) { this.states.push(new State()); this.lists.push(new Int32Array(MAX_MOVES)); }
    this.short = [new Beam(width), new Beam(width)];
    this.long = wide > 0 ? [new Beam(wide), new Beam(wide)] : this.short;
    [this.layer, this.next] = this.short;
  }

  /**
   * The best move of s against `goal` (ties to rng). The kept line's next move while s is
   * the position it expects; else the long plan: a line to the card's last turn that meets
   * the card is kept and its first move taken; else the short plan's best.
   */
  choose(s: State, moves: Int32Array, rng: Rng, goal: MissionGoal): number {
    if (this.lineAt < this.lineLength && statesEqual(s, this.expected)) return this.follow();
    this.lineLength = 0;
    this.goal = goal;
    this.ev.ways.prepare(s);
    const n = generateMoves(s, moves), left = goal.turns - s.v[TURNS];
    if (this.long !== this.short && left > 0 && left <= this.reach) {
      for (let w = Math.max(1, this.wide >> WIDEN); ; w = Math.min(this.wide, w << WIDEN)) {
        this.long[0].width = this.long[1].width = w;
        const b = this.plan(s, moves, n, left, this.long);
        if (b.size > 0 && b.values[0] >= MET) {
          this.line.set(b.lines[0].subarray(0, b.lengths[0]));
          this.lineLength = b.lengths[0]; this.lineAt = 0;
          copyInto(this.expected, s);
          return this.follow();
        }
        if (w === this.wide) break;
      }
    }
    const b = this.plan(s, moves, n, this.turns, this.short), best = b.values[0];
    let pick = b.roots[0], ties = 1;
    for (let j = 1; j < b.size && b.values[j] > best - 1e-9; j++) if (b.roots[j] !== pick && rng.int(++ties) === 0) pick = b.roots[j];
    return moves[pick];
  }

  /** The kept line's next move, the position expected after it made ready. */
  private follow(): number {
    const m = this.line[this.lineAt++];
    applyMove(this.expected, m);
    return m;
  }

  /** The beam over `horizon` whole turns from s (its n moves in `moves`) in the two layers `beams`; returns the last layer. */
  private plan(s: State, moves: Int32Array, n: number, horizon: number, beams: [Beam, Beam]): Beam {
    [this.layer, this.next] = beams;
    this.next.size = 0;
    for (let i = 0; i < n; i++) {
      const t = this.states[0];
      copyInto(t, s);
      applyMove(t, moves[i]);
      this.root = i;
      this.path[0] = moves[i]; this.pathLength = 1;
      this.look(t, s.v[TURNS], 1);
    }
    for (let k = 1; k < horizon; k++) {
      const done = this.layer;
      this.layer = this.next; this.next = done;
      this.next.size = 0;
      for (let j = 0; j < this.layer.size; j++) {
        const t = this.layer.states[j];
        this.root = this.layer.roots[j];
        this.pathLength = this.layer.lengths[j];
        this.path.set(this.layer.lines[j].subarray(0, this.pathLength));
        if (t.v[RESULT] !== 0) this.next.offer(t, this.layer.values[j], this.root, this.path, this.pathLength);
        else this.look(t, t.v[TURNS], 0);
      }
    }
    return this.next;
  }

  /** Looks through the rest of the turn `turn` from t, offering each end of it to the next layer. */
  private look(t: State, turn: number, depth: number): void {
    if (t.v[RESULT] !== 0 || t.v[TURNS] !== turn || depth > DEPTH) { this.next.offer(t, this.ev.value(t, this.goal), this.root, this.path, this.pathLength); return; }
    const list = this.lists[depth], n = generateMoves(t, list), u = this.states[depth];
    for (let i = 0; i < n; i++) {
      copyInto(u, t);
      applyMove(u, list[i]);
      this.path[this.pathLength++] = list[i];
      this.look(u, turn, depth + 1);
      this.pathLength--;
    }
  }
}
