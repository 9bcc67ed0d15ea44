/**
 * The heuristic's home distances know the original expansion's boat: a launched boat of the
 * team is a place to bring coins aboard (docs/RULES.md X-R9), so a coin on the shore next to
 * it is one turn from home even far from the ship. A vessel in the second sea lane is two
 * cells off the shore, out of a walker's reach (X-R15, X-R17): not home, and one sail further
 * for those aboard.
 */
import { describe, expect, it } from 'vitest';
import { HomeDistances, kingDistance } from '../../../bots/jackal/home.js';
import { board, cell } from '../../jackal/rules/board.js';
import { Evaluator } from '../../../bots/jackal/eval.js';
import { DEFAULT_EVAL_WEIGHTS } from '../../../bots/jackal/eval-weights.js';
import { DEFAULT_FAST, FastPolicy } from '../../../bots/jackal/rollout.js';
import { DEFAULT_HEURISTIC, HeuristicPolicy } from '../../../bots/jackal/heuristic.js';
import { observe } from '../../../src/jackal/observation.js';
import { currentPlayer } from '../../../src/jackal/outcome.js';
import { MAX_MOVES, generateMoves } from '../../../src/jackal/movegen.js';
import { formatMove } from '../../../src/jackal/notation.js';
import { Rng } from '../../../src/core/rng.js';
import type { State } from '../../../src/jackal/state.js';

describe('home distances with the expansion', () => {
  it('a coin next to the team\'s launched boat is one turn from home; next to another crew\'s boat it is not', () => {
    const tiles = { c2: 'empty', c3: 'empty', d2: 'empty', d3: 'empty', e2: 'empty', e3: 'empty' };
    const withBoat = board({ options: { expansion: 'original', mode: '4p' }, tiles, items: { boat: 'afloat:w:c1' } });
    const enemyBoat = board({ options: { expansion: 'original', mode: '4p' }, tiles, items: { boat: 'afloat:y:c1' } });
    const h = new HomeDistances();
    h.prepare(withBoat, 4);
    expect(h.home[0 * 169 + cell('c2')]).toBe(1);
    h.prepare(enemyBoat, 4);
    const far = h.home[0 * 169 + cell('c2')];
    expect(far).toBeGreaterThan(1); // the white ship is at g1, four cells away, across face-down land
    expect(h.home[1 * 169 + cell('c2')]).toBe(1); // yellow's boat serves yellow
  });
});

describe('home distances with the second sea lane (docs/RULES.md X-R15, X-R17)', () => {
  it('a vessel in the outer lane is not where a coin goes aboard: no land cell is next to it', () => {
    const tiles = { f2: 'empty', g2: 'empty', h2: 'empty', g3: 'empty' };
    const h = new HomeDistances();
    h.prepare(board({ options: { expansion: 'original', mode: '4p' }, tiles }), 4);
    expect(h.home[cell('g2')]).toBe(1); // the ship on its berth g1: one step aboard
    h.prepare(board({ options: { expansion: 'original', mode: '4p' }, tiles, ships: { w: 'g1+' } }), 4);
    // out at g1+ no step reaches it: the fallback, king distance 2 (g2 to g1+, two rows apart) + 4 for the detour
    expect(h.home[cell('g2')]).toBe(6);
    h.prepare(board({ options: { expansion: 'original', mode: '4p' }, tiles, ships: { w: 'g1+' }, items: { boat: 'afloat:w:f1' } }), 4);
    expect(h.home[cell('g2')]).toBe(1); // white's boat at f1 is on a berth next to g2
  });

  it('king distances count an outer-lane cell one beyond its berth', () => {
    expect(kingDistance(cell('g1+'), cell('g3'))).toBe(3);
    expect(kingDistance(cell('g1+'), cell('g1'))).toBe(1);
    expect(kingDistance(cell('a7+'), cell('c7'))).toBe(3);
    expect(kingDistance(cell('g13+'), cell('g1+'))).toBe(14);
    expect(kingDistance(cell('c3'), cell('e5'))).toBe(2); // grid cells as before
  });
});

describe('the evaluation with the second sea lane (docs/RULES.md X-R17)', () => {
  it('a pirate aboard a ship in the outer lane is one sail further from the land: sail in, land, walk', () => {
    const spec = { options: { expansion: 'original' as const, mode: '4p' as const }, tiles: { g2: 'empty', g3: 'empty' }, coins: { g3: 1 } };
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    const home = board(spec);
    ev.prepare(home);
    expect(ev.nearestPirate(home, cell('g3'), 0)).toBe(2); // land on g2, step to g3
    const out = board({ ...spec, ships: { w: 'g1+' } });
    ev.prepare(out);
    expect(ev.nearestPirate(out, cell('g3'), 0)).toBe(3); // sail to g1 first
    ev.values(out);
    for (let t = 0; t < 4; t++) expect(Number.isFinite(ev.value[t])).toBe(true);
  });
});

describe('the evaluation and the fast rollout policy count the team\'s launched boat as a vessel, not the sea', () => {
  const spec = { options: { expansion: 'original' as const, mode: '4p' as const }, tiles: { c2: 'empty', d2: 'empty' } };

  it('a pirate aboard his team\'s boat pays no swimmer\'s cost', () => {
    const w = { ...DEFAULT_EVAL_WEIGHTS, explore: 0 };
    const value = (s: State): number => { const ev = new Evaluator(w); ev.prepare(s); ev.values(s); return ev.value[0]; };
    const aboard = board({ ...spec, items: { boat: 'afloat:w:c1' }, pirates: { w1: 'c1' } });
    const swimming = board({ ...spec, items: { boat: 'c2' }, pirates: { w1: 'c1' } }); // the boat still on land: w1 swims at c1
    expect(value(aboard) - value(swimming)).toBeCloseTo(w.swim, 9);
  });

  it('a carrier beside his team\'s boat puts the coin aboard it', () => {
    const s = board({ ...spec, items: { boat: 'afloat:w:c1' }, pirates: { w1: 'c2' }, coins: { c2: 1 } });
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev.prepare(s);
    const fast = new FastPolicy(ev, { ...DEFAULT_FAST, epsilon: 0 });
    const moves = new Int32Array(MAX_MOVES);
    for (let i = 0; i < 4; i++) expect(formatMove(s, fast.choose(s, moves, generateMoves(s, moves), new Rng(`b:${i}`)))).toBe('w1-c1$');
  });
});

describe('the heuristic scores a sail of the boat with its crew\'s home field (session 27)', () => {
  // heuristic.ts: "A sail is scored with the sailing team's home field recomputed for the new ship
  // position"; a boat sail names its vessel BOAT_SAIL + crew, not a crew, and the team was read from
  // MODE_TEAM at that index: the next mode's row (4p: black's boat rehomed white's field, 2p: a team
  // the mode does not have), past the table in 3p, where the bot threw (3 of 102 3p games with the
  // expansion, heuristic against itself, ended in an error).
  for (const mode of ['4p', '3p', '2p'] as const) {
    it(`${mode}: black's boat sails beside his carrier on the shore (home one step), not out to the outer lane`, () => {
      const tiles = { c12: 'empty', d12: 'empty', e12: 'empty', f12: 'empty' };
      const s = board({
        options: { expansion: 'original', mode }, tiles, coins: { e12: 1 },
        items: { boat: 'afloat:b:c13' }, pirates: { b1: 'e12', b2: 'c13' }, turn: 'b',
      });
      const obs = observe(s, currentPlayer(s)).state; // what the bot sees
      const policy = new HeuristicPolicy({ ...DEFAULT_HEURISTIC, explore: 0 });
      policy.ev.prepare(obs);
      const moves = new Int32Array(MAX_MOVES), n = generateMoves(obs, moves), score = new Float64Array(n);
      policy.scoreAll(obs, moves, n, score);
      const of = (text: string): number => score[Array.from(moves.subarray(0, n), (m) => formatMove(obs, m)).indexOf(text)];
      // at d13 the boat is a diagonal step from e12 (ruling 1): the coin is one turn from home; out at
      // c13+ no step reaches it (X-R17), and black's ship at g13 is two steps away
      expect(of('boat:b-d13')).toBeGreaterThan(of('boat:b-c13+'));
    });
  }
});
