/**
 * node-positions.ts: the tree walk's copied positions and lists are what playing and
 * generating give. Held to the engine on a copy at every walk move of real searches (the
 * position a copy makes is the one applyMove makes, hidden parts included; every list the
 * walk and the rollout's first ply read is the generator's, in its order); the property the
 * store rests on checked directly over random games (a move whose play reads nothing hidden,
 * `playedBlind`, makes the same visible position under another deal and leaves the deal's
 * hidden tiles as they were); and `mcts` chooses the same moves, with the same tree, as
 * without the knowledge's walk hooks (the engine's applyMove and generateMoves).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { drawLegal } from '../../../src/pirate-chess/draw.js';
import { PIRATE_CHESS } from '../../../src/pirate-chess/game.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { determinizeInto, observeInto } from '../../../src/pirate-chess/observation.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { ASIDE, controller, copyInto, KING_AT, KNOWN_WORD, PHASE, RESULT, Result, State, UNDER_WORD } from '../../../src/pirate-chess/state.js';
import { DEFAULT_CHESS_HEURISTIC } from '../../../bots/pirate-chess/heuristic.js';
import { playedBlind } from '../../../bots/pirate-chess/node-positions.js';
import { ChessSearch } from '../../../bots/pirate-chess/search.js';
import { Mcts, mctsParams } from '../../../bots/mcts.js';
import { parseBotSpec } from '../../../bots/registry.js';

const moves = new Int32Array(MAX_MOVES);

/** Observations of the player to decide after seeded random play from fresh deals: `count` of them, not over. */
function observations(count: number, tag: string): State[] {
  const out: State[] = [];
  for (let i = 0; out.length < count; i++) {
    const s = newGame(checkOptions({}) as ChessOptions, `${tag}:${i}`), rng = new Rng(`${tag}-play:${i}`);
    for (let ply = 0; ply < 40 + 10 * i && s.v[RESULT] === Result.Playing; ply++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
    if (s.v[RESULT] === Result.Playing) out.push(observeInto(new State(), s, controller(s)));
  }
  return out;
}

/** Whether a and b are the same state but for the king-cell cache V[KING_AT], V[KING_AT + 1] (not part of the position). */
function same(a: State, b: State): boolean {
  const ka = a.v[KING_AT], kb = a.v[KING_AT + 1];
  a.v[KING_AT] = b.v[KING_AT]; a.v[KING_AT + 1] = b.v[KING_AT + 1];
  const eq = a.bytes.every((x, i) => x === b.bytes[i]);
  a.v[KING_AT] = ka; a.v[KING_AT + 1] = kb;
  return eq;
}

const list = (a: Int32Array, n: number): string => Array.from(a.subarray(0, n)).join(',');

/** ChessSearch (`draw=list`: its rollouts read the node's kept list) with every walk move and every list it hands out checked against the engine on a copy. */
class Checked extends ChessSearch {
  readonly ref = new State();
  readonly refMoves = new Int32Array(MAX_MOVES);
  readonly again = new Rng(0);
  walked = 0;
  lists = 0;
  wrong: string[] = [];

  override treeMove(sim: State, node: number, m: number, rollout: Rng | null): void {
    copyInto(this.ref, sim);
    applyMove(this.ref, m);
    super.treeMove(sim, node, m, rollout);
    this.walked++;
    if (!same(sim, this.ref)) this.wrong.push(`node ${node}: the position differs from applyMove's`);
  }

  override generateMoves(sim: State, out: Int32Array): number {
    return this.check(sim, out, super.generateMoves(sim, out));
  }

  override rolloutMove(sim: State, out: Int32Array, rng: Rng): number {
    copyInto(this.ref, sim);
    const n = generateMoves(this.ref, this.refMoves);
    this.again.copyFrom(rng);
    const m = super.rolloutMove(sim, out, rng);
    // the draw is moves[rng.int(n)] from the same Rng state: the move the generator's list gives
    if (m !== this.refMoves[this.again.int(n)]) this.wrong.push('a rollout move is not the generator\'s list\'s');
    return m;
  }

  private check(sim: State, out: Int32Array, n: number): number {
    copyInto(this.ref, sim);
    const k = generateMoves(this.ref, this.refMoves);
    this.lists++;
    if (k !== n || list(out, n) !== list(this.refMoves, k)) this.wrong.push(`a walk's list differs from the generator's (${n} vs ${k} moves)`);
    return n;
  }
}

const spec = (iterations: number) => {
  const parsed = parseBotSpec(`mcts:iterations=${iterations},stop=0`, PIRATE_CHESS.name);
  if ('code' in parsed) throw new Error(parsed.message);
  return mctsParams(parsed.params);
};

describe('node positions', () => {
  it('a walk\'s copied position is the one applyMove makes, and every list handed out is the generator\'s', () => {
    const p = spec(200), kn = new Checked({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, 'list'), search = new Mcts<State>(p, PIRATE_CHESS, kn);
    observations(4, 'node-positions').forEach((obs, i) => search.search(obs, 200, 0, new Rng(`node-positions-search:${i}`)));
    expect(kn.wrong.slice(0, 5)).toEqual([]);
    expect(kn.walked).toBeGreaterThan(2000);
    expect(kn.nodes.copies).toBeGreaterThan(kn.walked / 5); // the store answered a good share of them (964 of 3,027 when written)
    expect(kn.lists).toBeGreaterThan(1000);
  });

  it('a move played blind makes the same visible position under another deal, and leaves the deal\'s hidden tiles alone', () => {
    const a = new State(), b = new State(), rng = new Rng('blind-deals');
    let blind = 0, seen = 0;
    for (const obs of observations(12, 'blind')) {
      const s = new State();
      copyInto(s, obs);
      for (let ply = 0; ply < 40 && s.v[RESULT] === Result.Playing; ply++) {
        determinizeInto(a, s, rng);
        const n = generateMoves(a, moves), m = moves[rng.int(n)], phase0 = a.v[PHASE];
        const underA = a.under.slice(), asideA = a.v[ASIDE];
        determinizeInto(b, s, rng);
        applyMove(a, m);
        const blindA = playedBlind(phase0);
        applyMove(b, m);
        expect(playedBlind(phase0), `ply ${ply}`).toBe(blindA); // blind or not whatever the deal
        seen++;
        if (blindA) {
          blind++;
          expect(Array.from(a.under)).toEqual(Array.from(underA));
          expect(a.v[ASIDE]).toBe(asideA);
          // the visible parts: all but `under` and V[ASIDE] (the king-cell cache aside)
          b.under.set(a.under); b.v[ASIDE] = a.v[ASIDE];
          expect(same(a, b), `ply ${ply}`).toBe(true);
        }
        observeInto(s, a, controller(a)); // go on from the first deal's position, as the player to decide sees it
      }
    }
    expect(seen).toBeGreaterThan(300);
    expect(blind).toBeGreaterThan(seen / 3);
    expect(blind).toBeLessThan(seen); // some moves turned tiles over
    expect(UNDER_WORD).toBeLessThan(KNOWN_WORD);
  });

  it('mcts chooses the same moves with the same tree as with the engine\'s applyMove and generateMoves (both rollout draws)', () => {
    const p = spec(300);
    const rollouts = {
      list: (sim: State, out: Int32Array, rng: Rng) => out[rng.int(generateMoves(sim, out))],
      reject: (sim: State, out: Int32Array, rng: Rng) => drawLegal(sim, out, rng),
    };
    for (const draw of ['list', 'reject'] as const) {
      const fast = new Mcts<State>(p, PIRATE_CHESS, new ChessSearch({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, draw));
      const plainKnowledge = new ChessSearch({ ...DEFAULT_CHESS_HEURISTIC }, p.scale, draw);
      const plain = new Mcts<State>(p, PIRATE_CHESS, Object.assign(Object.create(Object.getPrototypeOf(plainKnowledge)), plainKnowledge, {
        generateMoves: undefined, treeMove: undefined, determinizeInto: undefined, rolloutPlay: undefined, rolloutMove: rollouts[draw],
      }));
      observations(3, 'node-positions-mcts').forEach((obs, i) => {
        expect(fast.search(obs, 300, 0, new Rng(`np-search:${i}`)), draw).toBe(plain.search(obs, 300, 0, new Rng(`np-search:${i}`)));
        expect(fast.stats.nodes).toBe(plain.stats.nodes);
        expect(fast.rootChildren(0)).toEqual(plain.rootChildren(0));
      });
    }
  });
});
