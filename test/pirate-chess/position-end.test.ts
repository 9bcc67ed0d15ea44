/**
 * A Pirate chess position's `result` is what the engine would have made of the rest
 * (src/pirate-chess/position-end.ts). Before, a position marked "playing" that its own rules had
 * already ended read (halfmove 100, ply at maxPlies, a history showing the threefold repetition,
 * the side to move mated), and moves, apply and the bots played on from it; a result whose
 * condition did not hold read too. Every position of seeded random games played to their end
 * (mate, stalemate, the draws, the ply limit reached in a follow-up) still reads.
 */

import { describe, expect, it } from 'vitest';
import { isFieldError } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import { observeInto } from '../../src/pirate-chess/observation.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { State } from '../../src/pirate-chess/state.js';

type Json = Record<string, any>;
const written = (s: State): Json => JSON.parse(JSON.stringify(toPosition(s))) as Json;
function refusal(p: Json): string {
  const r = fromPosition(p);
  return isFieldError(r) ? `${r.field}: ${r.message}` : 'read';
}

/** Plays seeded random games (island, maxPlies) to their end; the last position of each, and the first follow-up of each met on the way. */
function games(island: string, maxPlies: number, count: number, seed: string): { ends: Json[]; followUps: Json[] } {
  const o = PIRATE_CHESS.checkOptions({ island, maxPlies });
  if (isFieldError(o)) throw new Error(o.message);
  const moves = new Int32Array(PIRATE_CHESS.maxMoves), ends: Json[] = [], followUps: Json[] = [];
  for (let g = 0; g < count; g++) {
    const s = PIRATE_CHESS.newGame(o, `${seed}:${g}`), rng = new Rng(`${seed}-play:${g}`);
    let follow = false;
    for (;;) {
      const n = PIRATE_CHESS.generateMoves(s, moves);
      if (n === 0) break;
      PIRATE_CHESS.applyMove(s, moves[rng.int(n)]);
      if (!follow && written(s).phase !== 'play' && written(s).result === 'playing') { followUps.push(written(s)); follow = true; }
    }
    ends.push(written(s));
  }
  return { ends, followUps };
}

const bare = written(PIRATE_CHESS.newGame(PIRATE_CHESS.checkOptions({ island: 'bare' }) as never, 1));
const played = games('treasure', 1000, 12, 'position-end');
const mated = played.ends.find((p) => p.result === 'white-mates' || p.result === 'black-mates');
const stalemated = played.ends.find((p) => p.result === 'stalemate');
const followUp = played.followUps[0];
/** The start position as if `n` quiet turns had been played since (history emptied: the hashes are not made by hand). */
const after = (n: number): Json => ({ ...structuredClone(bare), turns: n, halfmove: n, ply: n, history: [] });

describe('Pirate chess positions: "playing" where the game had already ended is refused, naming result', () => {
  it('the played games reach the ends these cases change (a mate, a follow-up)', () => {
    expect(mated, played.ends.map((p) => p.result).join(' ')).toBeDefined();
    expect(followUp).toBeDefined();
    expect(refusal(after(99))).toBe('read');
  });

  it.each<[string, () => Json, RegExp]>([
    ['halfmove 100 between turns', () => after(100), /^result: "playing", but halfmove is 100: the game ended .*"fifty-moves"/],
    ['ply at maxPlies between turns', () => ({ ...after(20), maxPlies: 20 }), /^result: "playing", but ply 20 reached maxPlies 20: .*"ply-limit"/],
    ['ply past maxPlies between turns', () => ({ ...after(20), maxPlies: 7 }), /^result: "playing", but ply 20 reached maxPlies 7/],
    ['the history shows the newest position three times', () => {
      const h = bare.history[0];
      return { ...after(4), history: [h, 11, h, 12, h] };
    }, /^result: "playing", but the history holds the newest position 3 times: .*"repetition"/],
    ['the side to move mated', () => ({ ...structuredClone(mated!), result: 'playing' }), /^result: "playing", but (white|black), to move, has no legal decision: .*"(white|black)-mates"/],
    ['ply at maxPlies in a follow-up', () => ({ ...structuredClone(followUp), maxPlies: followUp.ply }), /^result: "playing", but ply \d+ reached maxPlies \d+: the game ended with the decision that reached it/],
    ['halfmove 100 in a follow-up', () => ({ ...structuredClone(followUp), halfmove: 100, turns: Math.max(100, followUp.turns), history: [] }), /^result: halfmove is 100: the 50-move rule ended the game at the last turn's end/],
  ])('%s', (_what, make, line) => {
    expect(refusal(make())).toMatch(line);
  });

  it('an observation is held to the same draws (its legal decisions are not asked)', () => {
    const seen = written(observeInto(new State(), PIRATE_CHESS.newGame(PIRATE_CHESS.checkOptions({}) as never, 1), 0));
    expect(refusal({ ...seen, turns: 100, halfmove: 100, history: [] })).toMatch(/^result: "playing", but halfmove is 100/);
    expect(refusal({ ...seen, turns: 100, halfmove: 99, history: [] })).toBe('read');
  });
});

describe('Pirate chess positions: a result whose condition does not hold is refused', () => {
  it.each<[string, () => Json, RegExp]>([
    ['fifty-moves at halfmove 99', () => ({ ...after(99), result: 'fifty-moves' }), /^result: "fifty-moves" is not what .*"playing"/],
    ['a mate on the start position', () => ({ ...structuredClone(bare), result: 'white-mates' }), /^result: "white-mates" is not what .*"playing"/],
    ['ply-limit with no limit', () => ({ ...after(20), maxPlies: 0, result: 'ply-limit' }), /^result: "ply-limit" is not what/],
    ['repetition in a follow-up', () => ({ ...structuredClone(followUp), result: 'repetition' }), /^result: "repetition" ends a game only at a turn's end/],
    ['ply-limit in a follow-up below the limit', () => ({ ...structuredClone(followUp), maxPlies: 0, result: 'ply-limit' }), /^result: "ply-limit" needs ply >= maxPlies > 0/],
    ['fifty-moves where the side to move is mated (the mate test comes first)', () => ({ ...structuredClone(mated!), result: 'fifty-moves' }), /^result: "fifty-moves" is not what .*has no legal decision.*"(white|black)-mates"/],
  ])('%s', (_what, make, line) => {
    expect(refusal(make())).toMatch(line);
  });

  it('every game\'s end reads back as written: mate, the 50-move rule, the ply limit between turns and in a follow-up', () => {
    const short = games('treasure', 41, 12, 'position-end-short');
    const ends = [...played.ends, ...short.ends];
    for (const p of ends) expect(refusal(structuredClone(p)), `${p.result} at ply ${p.ply}`).toBe('read');
    const results = new Set(ends.map((p) => `${p.result}${p.phase === 'play' ? '' : ' (follow-up)'}`));
    for (const r of ['fifty-moves', 'ply-limit', 'ply-limit (follow-up)']) expect([...results], r).toContain(r);
    expect([...results].some((r) => r.endsWith('-mates'))).toBe(true);
    expect(stalemated === undefined || refusal(structuredClone(stalemated)) === 'read').toBe(true);
  });

  it('a threefold repetition played (knights out and back three times, bare island: the start position\'s hash is not the one after a round): each position before it reads playing, the one that makes it reads as repetition and not as playing', () => {
    const s = PIRATE_CHESS.newGame(PIRATE_CHESS.checkOptions({ island: 'bare' }) as never, 1);
    const round = ['i1-j3', 'i11-j9', 'j3-i1', 'j9-i11'];
    for (const text of [...round, ...round, ...round]) {
      expect(refusal(written(s))).toBe('read');
      const m = PIRATE_CHESS.parseMove(s, text);
      if (isFieldError(m)) throw new Error(`${text}: ${m.message}`);
      PIRATE_CHESS.applyMove(s, m);
    }
    const p = written(s);
    expect(p.result).toBe('repetition');
    expect(refusal(structuredClone(p))).toBe('read');
    expect(refusal({ ...p, result: 'playing' })).toMatch(/^result: "playing", but the history holds the newest position 3 times: .*"repetition"/);
  });
});
