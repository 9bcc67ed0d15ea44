/**
 * The Treasure Island terms of the evaluation (bots/jackal/eval-treasure-island.ts). Each expectation is
 * worked out by hand from the weights and the rules, not read from the code: the galleon
 * treasure counts 3 aboard (full-rules-ru.txt 274, "считается за 3 монеты"); a bottle is
 * worth `bottle`, the first three only; an inhabitant `member` or `helper`; a piece lost in
 * a cave costs `lost`; a known chest is claimed like loose coins for the walk of the nearest
 * pirate plus the king distance to the ship and one step aboard. Positions are built with
 * the rule tests' board helper; `explore` is 0 where a piece is added, so that the pull of
 * face-down land does not mix in. Cells: files a..m west to east, ranks 1..13 south to
 * north; white's ship starts at g1.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { observe } from '../../../src/jackal/observation.js';
import { State } from '../../../src/jackal/state.js';
import { BoardSpec, board, describe as describeMove } from '../../jackal/rules/board.js';
import { DEFAULT_EVAL_WEIGHTS, EvalWeights, Evaluator } from '../../../bots/jackal/eval.js';
import { createBot } from '../../../bots/registry.js';

const W: EvalWeights = { ...DEFAULT_EVAL_WEIGHTS, explore: 0 };
const ti = (spec: BoardSpec, tiles = 'treasure-island'): State => board({ ...spec, options: { tiles: tiles as 'treasure-island', ...spec.options } });

/** Team values of s seen by `player` (its observation), with weights w. */
function values(s: State, w: EvalWeights = W, player = 0): number[] {
  const obs = observe(s, player).state;
  const ev = new Evaluator(w);
  ev.prepare(obs);
  ev.values(obs);
  return Array.from(ev.value.slice(0, ev.teams));
}

/** White's value (team 0) in `with` less that in `without`. */
const gain = (withIt: BoardSpec, without: BoardSpec, w: EvalWeights = W): number => values(ti(withIt), w)[0] - values(ti(without), w)[0];

describe('Treasure Island evaluation', () => {
  it('the galleon treasure aboard counts 3, as in the score', () => {
    expect(gain({ treasureAboard: 'w' }, {})).toBeCloseTo(3, 12);
    expect(values(ti({ treasureAboard: 'y' }))[0]).toBeCloseTo(values(ti({}))[0], 12); // another crew's: nothing for white
  });

  it('the treasure on land: carried by a team pirate like a coin worth 3; an enemy holding it leaves no claim', () => {
    // w1 on g2, in front of the ship at g1: one step home, 3 x carry x decay^1
    const here = { tiles: { g2: 'empty' }, pirates: { w1: 'g2' } };
    expect(gain({ ...here, treasure: 'g2' }, here)).toBeCloseTo(3 * W.carry * W.decay, 12);
    // the same cell with a coin: a third of it (the coin's claim, counted by eval.ts)
    expect(gain({ ...here, treasure: 'g2' }, here)).toBeCloseTo(3 * gain({ ...here, coins: { g2: 1 } }, here), 12);
    // held on a mountains spinner by a yellow pirate: white claims nothing
    const enemy = { tiles: { e5: 'mountains' }, pirates: { y1: { at: 'e5', treasure: true } } };
    expect(gain(enemy, { ...enemy, pirates: { y1: 'e5' } })).toBeCloseTo(0, 12);
  });

  it('an enemy next to the treasure cuts a carried claim by `threat`, never a loose one (also when loose = carry)', () => {
    // Before the fix the cut was chosen by comparing the claim's weight with `carry`, so a
    // loose claim was cut too whenever loose equalled carry.
    const same: EvalWeights = { ...W, loose: W.carry };
    const claim = (spec: BoardSpec): number => gain({ ...spec, treasure: 'e5' }, spec, same);
    const tiles = { e4: 'empty', e5: 'empty', f6: 'empty' };
    const alone = { tiles, pirates: { w1: 'e4' } };
    const watched = { tiles, pirates: { w1: 'e4', y1: 'f6' } };
    expect(claim(alone)).toBeGreaterThan(0);
    expect(claim(watched)).toBeCloseTo(claim(alone), 12);
    // a white pirate standing on it carries: the cut applies
    const held = { tiles, pirates: { w1: 'e5' } };
    const heldWatched = { tiles, pirates: { w1: 'e5', y1: 'f6' } };
    expect(claim(heldWatched)).toBeCloseTo(claim(held) * (1 - W.threat), 12);
  });

  it('bottles: each worth `bottle`, the first three only; a partner\'s count (2v2)', () => {
    expect(gain({ bottles: { w: 1 } }, {})).toBeCloseTo(W.bottle, 12);
    expect(gain({ bottles: { w: 5 } }, {})).toBeCloseTo(3 * W.bottle, 12);
    const v = values(ti({ bottles: { b: 2 }, options: { mode: '2v2' } }));
    const base = values(ti({ options: { mode: '2v2' } }));
    expect(v[0] - base[0]).toBeCloseTo(2 * W.bottle, 12); // white and black are partners
    expect(v[1] - base[1]).toBeCloseTo(0, 12);
  });

  it('inhabitants: Ben Gunn and the converted missionary `member`, Friday and the sober missionary `helper`; a dead one nothing', () => {
    const at = (name: string, extra: object = {}): BoardSpec => ({ tiles: { e5: 'empty' }, pirates: { [name]: { at: 'e5', crew: 'w', ...extra } } });
    const none: BoardSpec = { tiles: { e5: 'empty' } };
    expect(gain(at('ben'), none)).toBeCloseTo(W.member, 12);
    expect(gain(at('mis', { converted: true }), none)).toBeCloseTo(W.member, 12);
    expect(gain(at('mis'), none)).toBeCloseTo(W.helper, 12);
    expect(gain(at('fri'), none)).toBeCloseTo(W.helper, 12);
    // never revived: once off the board he is worth nothing, and costs no more than that
    expect(gain({ pirates: { ben: { at: 'dead', crew: 'w' } } }, {})).toBeCloseTo(0, 12);
    expect(gain({ pirates: { fri: { at: 'dead', crew: 'w' } } }, {})).toBeCloseTo(0, 12);
  });

  it('a piece lost in the caves costs `lost`', () => {
    const spec = (lost: boolean): BoardSpec => ({ tiles: { e5: 'cave' }, pirates: { w1: { at: 'e5', lost } } });
    expect(gain(spec(true), spec(false))).toBeCloseTo(-W.lost, 12);
  });

  it('a face-down chest the player has peeked at: claimed like loose coins, by the knower only', () => {
    // chest5 face down at e5; w1 at e4 walks 1; e5 is 4 king steps from the ship at g1, +1 aboard
    const base: BoardSpec = { tiles: { e4: 'empty' }, pirates: { w1: 'e4' }, hidden: { e5: 'chest5' } };
    const known: BoardSpec = { ...base, known: { e5: [0] } };
    expect(values(ti(known))[0] - values(ti(base))[0]).toBeCloseTo(5 * W.loose * W.decay ** (1 + 4 + 1), 12);
    // seen from player 1, who does not know the tile: no claim for anyone
    expect(values(ti(known), W, 1)).toEqual(values(ti(base), W, 1));
  });

  it('a pirate on a face-down tile: the hidden pool\'s share of the galleon, bottles and inhabitants', () => {
    // Classic and Treasure Island hide the same 37 coins, 1 cannibal and 3 traps among 117
    // tiles, so the difference is the island's own finds: 1 galleon, 10 bottles, Ben Gunn,
    // the missionary and Friday. w1 stands (as in a simulation) on face-down e5: 4 king
    // steps from the ship, +1 aboard.
    const spec: BoardSpec = { pirates: { w1: 'e5' } };
    const diff = values(ti(spec))[0] - values(ti(spec, 'classic'))[0];
    const want = (3 * W.carry * W.decay ** 5 + 10 * W.bottle + W.member + 2 * W.helper) / 117;
    expect(diff).toBeCloseTo(want, 12);
  });

  it('the heuristic brings the galleon treasure aboard when it can', () => {
    const s = ti({ tiles: { g2: 'empty', f3: 'empty' }, pirates: { w1: 'g2', w2: 'f3' }, treasure: 'g2', turn: 'w' });
    const bot = createBot('heuristic');
    const m = bot.chooseMove(observe(s, 0), { iterations: 0, ms: 0 }, new Rng('galleon'));
    expect(describeMove(m, s)).toBe('w1 g1 treasure');
  });
});
