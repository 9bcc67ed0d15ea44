/**
 * The Deluxe lighthouse's private knowledge (rules README, rulings 8 and 9: "A bot
 * sees only what a player at the table sees (plus what its own lighthouse peek
 * showed it)"): the peek is in the peeker's observation only, and a determinization
 * for anyone else samples those cells like any face-down cell.
 */
import { describe, expect, it } from 'vitest';
import { LAND_CELLS, NEIGHBOURS, cellName } from '../../../../src/jackal/geometry.js';
import { determinizeInto, observe } from '../../../../src/jackal/observation.js';
import { DEFAULT_OPTIONS } from '../../../../src/jackal/options.js';
import { Rng } from '../../../../src/core/rng.js';
import { newGame } from '../../../../src/jackal/setup.js';
import { State, TILE_KIND, placePiece } from '../../../../src/jackal/state.js';
import { Kind, TYPE_KIND, tileTypeId } from '../../../../src/jackal/tiles.js';
import { reveal } from '../../../../src/jackal/reveal.js';
import { legal, play, turn } from '../board.js';

/**
 * A dealt Treasure Island game with w1 beside the lighthouse, entering it and picking 4 cells of
 * different types. He stands on an empty tile turned face up (a pirate stands only on an open
 * tile): the cell's face-down tile, when not an empty one, first trades places with an empty
 * tile elsewhere, so the deal keeps its tiles.
 */
function peeked(seed: number): { s: State; picks: number[]; before: number[] } {
  const s = newGame({ ...DEFAULT_OPTIONS, tiles: 'treasure-island' }, seed);
  const lighthouse = LAND_CELLS.find((c) => (s.layout[c] & 63) === tileTypeId('lighthouse'))!;
  const beside = [0, 1, 2, 3, 4, 5, 6, 7].map((d) => NEIGHBOURS[lighthouse * 8 + d]).find((c) => LAND_CELLS.includes(c))!;
  const isEmpty = (c: number): boolean => TYPE_KIND[s.layout[c] & 63] === Kind.Empty;
  if (!isEmpty(beside)) {
    const other = LAND_CELLS.find(isEmpty)!;
    [s.layout[beside], s.layout[other]] = [s.layout[other], s.layout[beside]];
  }
  reveal(s, beside);
  placePiece(s, 0, beside);
  play(s, `w1 ${cellName(lighthouse)}`);
  const picks: number[] = [];
  const types = new Set<number>();
  for (const c of LAND_CELLS) {
    if (picks.length === 4) break;
    const t = s.layout[c] & 63;
    if (s.u8[TILE_KIND + c] !== Kind.Closed || types.has(t)) continue;
    types.add(t);
    picks.push(c);
    play(s, `w1 > ${cellName(c)}`);
  }
  return { s, picks, before: picks.map((c) => s.layout[c]) };
}

describe('Deluxe lighthouse: private knowledge', () => {
  it('the peeker sees the picked tiles while choosing the order; nobody else does', () => {
    const { s, picks, before } = peeked(3);
    expect(legal(s).length).toBe(24);
    expect(picks.map((c) => observe(s, 0).state.layout[c])).toEqual(before);
    for (const other of [1, 2, 3]) expect(picks.map((c) => observe(s, other).state.layout[c])).toEqual([0, 0, 0, 0]);
  });

  it('after the tiles are put back (reversed), the peeker\'s observation keeps them where they now lie, also later in the game; the others\' never has them', () => {
    const { s, picks, before } = peeked(5);
    play(s, 'w1 order 23');
    const now = picks.map((c) => s.layout[c]);
    expect(now).toEqual([...before].reverse());
    expect(turn(s)).toBe('y');
    play(s, legal(s)[0]);
    expect(picks.map((c) => observe(s, 0).state.layout[c])).toEqual(now);
    for (const other of [1, 2, 3]) {
      const o = observe(s, other).state;
      expect(o.layout.every((v) => v === 0)).toBe(true);
    }
  });

  it('determinizeInto keeps the peek for the peeker and does not reproduce it for another player', () => {
    const { s, picks } = peeked(11);
    play(s, 'w1 order 23');
    const truth = picks.map((c) => s.layout[c]);
    const dst = new State();
    const mine = observe(s, 0).state;
    const theirs = observe(s, 2).state;
    let same = 0;
    for (let i = 0; i < 40; i++) {
      determinizeInto(dst, mine, new Rng(`peek:${i}`));
      expect(picks.map((c) => dst.layout[c])).toEqual(truth);
      determinizeInto(dst, theirs, new Rng(`peek:${i}`));
      if (picks.every((c, j) => dst.layout[c] === truth[j])) same++;
    }
    expect(same).toBeLessThan(2);
  });
});
