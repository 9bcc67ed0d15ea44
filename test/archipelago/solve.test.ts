/**
 * The exact solver of solo missions (src/archipelago/solve.ts), checked from outside:
 * - its fewest turns equal a slow plain breadth-first search written here through the game
 *   interface alone (every move sequence of a turn, states keyed by their position JSON),
 *   on small cards;
 * - on a strip with the bear far away it meets a bound argued by hand;
 * - a card whose coin can never leave its cell is proven unsolvable;
 * - its solutions replay through the engine's notation to a game that meets the card;
 * - the same search twice gives the same answer.
 * The quick cards (2, 3, 4) are solved here; all ten are `npm run solve:missions`.
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { designedMission, layMission, type Mission, readMission } from '../../src/archipelago/solo-mission.js';
import { missionMet } from '../../src/archipelago/solo-score.js';
import { soloLiving } from '../../src/archipelago/solo-state.js';
import { Mover, Packing, solveMission } from '../../src/archipelago/solve.js';
import { Rng } from '../../src/core/rng.js';
import { copyInto, LOST, PHASE, Phase, RESULT, Result, State, TURNS } from '../../src/archipelago/state.js';

function card(rows: string[], survivors = 1): Mission {
  const m = readMission({ mission: 1, rows, goal: { turns: 30, survivors } });
  if ('code' in m) throw new Error(`${m.field}: ${m.message}`);
  return m;
}

/** A position's text without its counters (ply, turns): the state as the rules see it. */
function key(s: State): string {
  const p = G.toPosition(s) as Record<string, unknown>;
  delete p.ply; delete p.turns;
  return JSON.stringify(p);
}

/**
 * Fewest turns by brute force through the game interface: from each state reached in r
 * turns, every sequence of legal moves until the turn is over; a position seen before (at a
 * turn's start, or earlier in this turn) is not walked again. -1 when no turn up to maxTurns
 * finishes the card.
 */
function slowFewest(m: Mission, survivors: number, maxTurns: number): number {
  let layer = [layMission(m, 0, 0)];
  const seen = new Set(layer.map(key));
  const buf: Int32Array[] = [];
  for (let r = 0; r < maxTurns && layer.length; r++) {
    const next: State[] = [], within = new Set<string>();
    let found = false;
    const walk = (x: State, depth: number): void => {
      buf[depth] ??= new Int32Array(G.maxMoves);
      const n = G.generateMoves(x, buf[depth]);
      for (let i = 0; i < n; i++) {
        const y = G.clone(x);
        G.applyMove(y, buf[depth][i]);
        if (G.isTerminal(y)) {
          if (y.v[RESULT] === Result.AllCoins && y.v[LOST] === 0 && soloLiving(y) >= survivors) found = true;
        } else if (y.v[TURNS] > r) {
          const k = key(y);
          if (!seen.has(k)) { seen.add(k); next.push(y); }
        } else {
          const k = key(y); // the middle of the turn: the position names the pirate on turn and any owed choice
          if (!within.has(k)) { within.add(k); walk(y, depth + 1); }
        }
      }
    };
    for (const s of layer) walk(s, 0);
    if (found) return r + 1;
    layer = next;
  }
  return -1;
}

/** Replays a solution's texts from the card's start; the end state. */
function replay(m: Mission, moves: string[]): State {
  const s = layMission(m, m.mission, 0);
  for (const t of moves) {
    const x = G.parseMove(s, t);
    if (typeof x !== 'number') throw new Error(`${t}: ${x.message}`);
    G.applyMove(s, x);
  }
  return s;
}

describe('the solver against a slow plain search', () => {
  const cards: [string, string[], number][] = [
    ['a strip with a pit', ['bank  empty pit   empty+1', 'empty empty empty den'], 1],
    ['a ring, two must live', ['bank  empty   empty+1', 'empty .       empty', 'empty+1 empty den'], 2],
  ];
  it.each(cards)('%s', (_name, rows, survivors) => {
    const m = card(rows, survivors);
    const r = solveMission(m, { maxTurns: 12 });
    const slow = slowFewest(m, survivors, 12);
    expect(r.solvable ? r.turns : -1).toBe(slow);
    if (r.solvable) {
      const end = replay(m, r.moves);
      expect(end.v[RESULT]).toBe(Result.AllCoins);
      expect(end.v[TURNS]).toBe(r.turns);
      expect(soloLiving(end)).toBe(r.survivors);
    }
  }, 120_000);
});

describe('the solver against a bound argued by hand', () => {
  it('a coin 3 steps from the bank, the bear far: 4 turns, all living', () => {
    // A coin moves only in a move that starts on its cell, one step a move; the first pirate
    // on f3 needs 3 king steps, so the coin leaves f3 in turn 4 at the earliest. In turn 4
    // black (on f3), yellow (on e3) and red (on d3) can pass it on, three steps: the bound is
    // met, and the bear from k3 is still 2 cells off f3 after turn 3.
    const m = card(['bank  empty empty empty+1 empty empty empty empty den', 'empty empty empty empty   empty empty empty empty empty'], 3);
    const r = solveMission(m);
    expect(r.solvable).toBe(true);
    expect(r.turns).toBe(4);
    expect(r.survivors).toBe(3);
  });
  it('a coin shut in by jungle is proven unsolvable', () => {
    const r = solveMission(card(['bank  empty jungle empty+1', 'den   empty .      .'], 1));
    expect(r.solvable).toBe(false);
    expect(r.reason).toMatch(/unsolvable/);
  });
});

describe('the designed cards', () => {
  it.each([2, 3, 4])('mission %i: solved within its goal, the solution replays and meets the card', (n) => {
    const m = designedMission(n);
    const r = solveMission(m);
    expect(r.solvable).toBe(true);
    expect(r.turns).toBe(m.goal.turns); // the cards ask for the fewest: none is slack
    expect(r.turns).toBeGreaterThanOrEqual(3);
    const end = replay(m, r.moves);
    expect(missionMet(end, m.goal)).toBe(true);
    expect(end.v[TURNS]).toBe(r.turns);
    expect(solveMission(m, { maxTurns: r.turns - 1 }).solvable).toBe(null); // one turn fewer: nothing
    if (n === 2) { // deterministic: the same search twice
      const again = solveMission(m);
      expect([again.moves, again.states]).toEqual([r.moves, r.states]);
    }
  }, 120_000);
});

describe("the solver's key holds all that matters", () => {
  /** The keys of the states one pirate's move leads to from s, sorted. */
  function childKeys(pack: Packing, mover: Mover, s: State): string[] {
    const out: string[] = [], k = new Uint8Array(pack.keyLen);
    mover.walk(s, (t) => { pack.pack(t, k); out.push(`${t.v[RESULT]}:${t.v[TURNS]}:${k.join(',')}`); });
    return out.sort();
  }
  it.each([5, 8, 10])('card %i: a state rebuilt from its key moves as the state itself, along random games', (n) => {
    const m = designedMission(n), start = layMission(m, n, 0), pack = new Packing(start), mover = new Mover();
    const rng = new Rng(`key-${n}`), buf = new Int32Array(G.maxMoves), key = new Uint8Array(pack.keyLen), twin = new State();
    let checked = 0;
    for (let game = 0; game < 20; game++) {
      const s = G.clone(start);
      while (!G.isTerminal(s) && s.v[TURNS] < 15) {
        if (s.v[PHASE] === Phase.Play) {
          pack.pack(s, key);
          copyInto(twin, start);
          pack.unpack(key, twin, s.v[TURNS]);
          expect(childKeys(pack, mover, twin)).toEqual(childKeys(pack, mover, s));
          checked++;
        }
        G.applyMove(s, buf[rng.int(G.generateMoves(s, buf))]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});
