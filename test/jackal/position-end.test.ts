/**
 * A Jackal position's end (`over`) is what the engine would have made of the rest
 * (src/jackal/position-read.ts readEnd; turn-end.ts finishPly). Before, a position between turns
 * marked "playing" at ply >= options.maxPlies or stall >= options.stallPlies read, and moves,
 * apply and the bots played on from a position no game reaches; "stalled" at the ply limit and
 * "ply-limit" with every coin in read too. A position mid-turn past either limit is read, as the
 * engine holds it (R16: a game never ends while a choice is owed), and every game's end reads.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/jackal/apply.js';
import { MAX_MOVES, generateMoves } from '../../src/jackal/movegen.js';
import { DEFAULT_OPTIONS, GameOptions } from '../../src/jackal/options.js';
import { PositionJson, fromPosition, isPositionError, toPosition } from '../../src/jackal/position.js';
import { Rng } from '../../src/core/rng.js';
import { isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';

const buf = new Int32Array(MAX_MOVES);
const written = (j: unknown): PositionJson => JSON.parse(JSON.stringify(j)) as PositionJson;
function refusal(j: PositionJson): string {
  const r = fromPosition(j);
  return isPositionError(r) ? `${r.field}: ${r.message}` : 'read';
}

/** Every position of a seeded random game (o, seed) played to its end, as written. */
function game(o: GameOptions, seed: number): PositionJson[] {
  const s = newGame(o, seed), rng = new Rng(`position-end:${seed}`), out = [written(toPosition(s))];
  while (!isTerminal(s)) {
    applyMove(s, buf[rng.int(generateMoves(s, buf))]);
    out.push(written(toPosition(s)));
  }
  return out;
}

/** 2p games with short limits: they end at the ply limit or stalled, and turns under way cross the limit. */
const SHORT: GameOptions = { ...DEFAULT_OPTIONS, mode: '2p', maxPlies: 90, stallPlies: 10 };
const played = [1, 2, 3, 4, 5, 6].map((seed) => game(SHORT, seed));
const between = played[0].find((j) => j.pending === null && j.ply >= 20 && j.stall >= 3 && j.over === 'playing')!;

describe('Jackal positions: "playing" where the game had already ended is refused, naming over', () => {
  it('the base position reads (between turns, under both limits)', () => {
    expect(between).toBeDefined();
    expect(refusal(between)).toBe('read');
  });

  it.each<[string, (j: PositionJson) => void, RegExp]>([
    ['ply at options.maxPlies', (j) => { j.options.maxPlies = j.ply; }, /^over: ply \d+ reached options\.maxPlies \d+, so the game is over \("ply-limit"\)/],
    ['ply past options.maxPlies', (j) => { j.options.maxPlies = 5; }, /^over: ply \d+ reached options\.maxPlies 5/],
    ['stall at options.stallPlies', (j) => { j.options.stallPlies = j.stall; }, /^over: stall \d+ reached options\.stallPlies \d+, so the game is over \("stalled"\)/],
    ['over left out at the ply limit', (j) => { delete (j as Partial<PositionJson>).over; j.options.maxPlies = j.ply; }, /^over: ply \d+ reached options\.maxPlies/],
    ['stalled at the ply limit (the ply limit comes first)', (j) => { j.over = 'stalled'; j.options.maxPlies = j.ply; j.options.stallPlies = j.stall; }, /^over: ply \d+ reached options\.maxPlies \d+: the game ends "ply-limit", which comes before the stall/],
  ])('%s', (_what, change, line) => {
    const j = written(between);
    change(j);
    expect(refusal(j)).toMatch(line);
  });

  it('"ply-limit" with no coin left to find is refused (all-coins comes first): a study with every face-down tile empty', () => {
    const land = Object.keys(written(toPosition(newGame({ ...DEFAULT_OPTIONS, mode: '2p' }, 1))).layout!);
    const study = { study: true, options: { mode: '2p', maxPlies: 10 }, ply: 10, layout: Object.fromEntries(land.map((c) => [c, 'empty'])) } as unknown as PositionJson;
    expect(refusal({ ...study, over: 'all-coins' })).toBe('read');
    expect(refusal({ ...study, over: 'ply-limit' })).toMatch(/^over: every coin aboard or lost: the game ends "all-coins", which comes before the ply limit/);
  });
});

describe('Jackal positions: what the engine reaches at and past its limits reads', () => {
  it('every position of games that end at the ply limit and stalled', () => {
    const ends = new Set<string>();
    for (const positions of played) {
      for (const j of positions) expect(refusal(j), `ply ${j.ply} over ${j.over}`).toBe('read');
      ends.add(positions.at(-1)!.over);
    }
    expect([...ends].sort()).toEqual(['ply-limit', 'stalled']);
  });

  it('a turn under way past the ply limit (a choice owed at ply >= maxPlies) reads playing, and "ply-limit" there is refused', () => {
    let mid: PositionJson | undefined;
    for (let seed = 1; seed <= 60 && !mid; seed++) mid = game({ ...DEFAULT_OPTIONS, mode: '2p', maxPlies: 30, stallPlies: 0 }, 400 + seed).find((j) => j.pending !== null && j.ply >= 30);
    expect(mid).toBeDefined();
    expect(refusal(mid!)).toBe('read');
    expect(refusal({ ...mid!, over: 'ply-limit' })).toMatch(/^over: a game does not end while a choice is pending/);
  });
});
