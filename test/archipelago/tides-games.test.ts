/**
 * Seeded games on islands 9 and 10 (laid from all nine boxes, so with Jolly Roger's and the
 * Isle of Tides' tiles): landward random play with the state checker after every decision,
 * the position and observation round trips after every tide, wheel turn, tortoise step and
 * climb; and the games must meet each of them (else the test proves nothing).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { checkState } from '../../src/archipelago/check.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { State, statesEqual, TILE, TORTOISE, UP } from '../../src/archipelago/state.js';
import { washedCount } from '../../src/archipelago/tide.js';
import { Kind, kindOf } from '../../src/archipelago/tiles.js';
import { landward } from './landward.js';

const wheelTurns = (s: State): number => {
  let n = 0;
  for (let c = 0; c < 240; c++) if (s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Wheel) n += s.u8[TILE + c] >> 6;
  return n;
};

/** One game; returns the events met: tide, tortoise walk, climb, wheel turn. */
function game(island: number, mode: string, g: number, seen: Record<string, number>): void {
  const o = G.checkOptions({ island, mode, maxPlies: 1500 }) as ArchOptions;
  const s = G.newGame(o, `tides:${island}:${mode}:${g}`), rng = new Rng(`tides-play:${island}:${mode}:${g}`);
  const moves = new Int32Array(G.maxMoves), obs = new State(), det = new State();
  while (!G.isTerminal(s)) {
    const before = { washed: washedCount(s), tortoise: s.v[TORTOISE], up: s.v[UP], wheels: wheelTurns(s) };
    const n = G.generateMoves(s, moves), m = landward(moves, n, rng), text = G.formatMove(s, m);
    G.applyMove(s, m);
    const errs = checkState(s);
    if (errs.length) throw new Error(`island ${island} ${mode} game ${g}: after ${text} at ply ${G.plies(s)}: ${errs.join('; ')}\n${G.show(s)}`);
    const events = [washedCount(s) !== before.washed && 'tide', s.v[TORTOISE] !== before.tortoise && 'tortoise',
      s.v[UP] !== before.up && 'climb', wheelTurns(s) !== before.wheels && 'wheel'].filter((e): e is string => typeof e === 'string');
    if (events.length === 0) continue;
    for (const e of events) seen[e] = (seen[e] ?? 0) + 1;
    if (events.length === 1 && events[0] === 'tortoise' && seen.tortoise % 25 !== 0) continue; // it walks every round: a sample
    const back = G.fromPosition(JSON.parse(JSON.stringify(G.toPosition(s))));
    if ('code' in back) throw new Error(`${text}: position read back: ${back.field}: ${back.message}`);
    if (!statesEqual(back as State, s)) {
      // slots 45-51 are the other boxes' (the cart's V[CART] is not in the position format as this is written)
      const b = back as State, diff: string[] = [];
      for (let i = 0; i < s.v.length; i++) if (b.v[i] !== s.v[i] && (i < 45 || i > 51)) diff.push(`v[${i}] ${b.v[i]} != ${s.v[i]}`);
      for (let i = 0; i < s.u8.length; i++) if (b.u8[i] !== s.u8[i]) diff.push(`u8[${i}] ${b.u8[i]} != ${s.u8[i]}`);
      for (let i = 0; i < s.removed.length; i++) if (b.removed[i] !== s.removed[i]) diff.push(`removed[${i}] ${b.removed[i]} != ${s.removed[i]}`);
      if (diff.length) throw new Error(`${text} at ply ${G.plies(s)}: read back differs: ${diff.join('; ')}`);
    }
    G.observe(s, G.currentPlayer(s), obs);
    expect(checkState(obs, false)).toEqual([]);
    G.determinizeInto(det, obs, rng);
    expect(checkState(det)).toEqual([]);
  }
}

describe('islands 9 and 10 with the wheel, the tortoise, the palm and the tide', () => {
  it('keep every invariant, and the games meet every one of them', () => {
    const seen: Record<string, number> = {};
    for (const island of [9, 10]) for (const mode of ['2p', '4p']) for (let g = 0; g < 3; g++) game(island, mode, g, seen);
    expect(Object.keys(seen).sort(), JSON.stringify(seen)).toEqual(['climb', 'tide', 'tortoise', 'wheel']);
  }, 120_000);
});
