/**
 * Washing a tile allocates nothing (tide.ts `wash`): the clockwise ranks of the shrunk island
 * are written in place (clock-ranks.ts `writeClockRanks`), equal to layout.ts `clockRanks`
 * (the slow truth, which builds an object per cell and sorts them) on every designed island
 * and on random shrinks of them with random north marks.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { CELLS } from '../../src/archipelago/geometry.js';
import { clockRanks, designedIsland, DESIGNED_ISLANDS } from '../../src/archipelago/layout.js';
import { writeClockRanks } from '../../src/archipelago/clock-ranks.js';
import { applyMove } from '../../src/archipelago/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/archipelago/movegen.js';
import { CLOCK, copyInto, PHASE, Phase, State, TERRAIN } from '../../src/archipelago/state.js';
import { openGcWindow } from '../../bench/heap.js';
import { play, scene } from './scene.js';

describe('the clockwise ranks of a shrunk island (clock-ranks.ts)', () => {
  it('equal layout.clockRanks on the designed islands and 600 random shrinks with random north marks', () => {
    const rng = new Rng('clock-ranks');
    const u8 = new Uint8Array(2 * CELLS);
    for (let n = 1; n <= DESIGNED_ISLANDS; n++) {
      const l = designedIsland(n);
      for (let k = 0; k < 61; k++) {
        u8.set(l.terrain, 0);
        let nx = l.northX, ny = l.northY;
        if (k > 0) {
          // wash away up to 20 random land cells (never all), and move the north mark anywhere near the grid
          for (let w = rng.int(21); w > 0; w--) {
            const c = rng.int(CELLS);
            if (u8[c] !== 0 && u8.subarray(0, CELLS).filter((t) => t !== 0).length > 1) u8[c] = 0;
          }
          nx = rng.int(20 * 16) / 16 - 2;
          ny = rng.int(19 * 16) / 16 - 2;
        }
        const expected = clockRanks(u8.subarray(0, CELLS), nx, ny);
        writeClockRanks(u8, 0, nx, ny, CELLS);
        expect([...u8.subarray(CELLS)], `island ${n}, case ${k}`).toEqual([...expected]);
      }
    }
  });
});

describe('washing a tile (tide.ts wash)', () => {
  it('allocates nothing: 20,000 picks of the tide, each on a fresh copy, start no collection', async () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'g3' }, coins: { d7: 1 } });
    play(s, 'W1 e4');
    expect(s.v[PHASE]).toBe(Phase.Tide);
    const moves = new Int32Array(MAX_MOVES), work = new State();
    const n = generateMoves(s, moves);
    expect(n).toBe(4); // tide c6, d3, g7, h4 (tide.test.ts)
    const ranks = s.u8.slice(CLOCK, CLOCK + CELLS);
    const run = (times: number): void => {
      for (let i = 0; i < times; i++) { copyInto(work, s); applyMove(work, moves[i % n]); }
    };
    run(2000); // warm: the engine's code optimized before the window opens
    const close = await openGcWindow();
    run(20_000);
    expect(await close()).toBe(0);
    // the work was done: the last pick took a beach cell and the ranks moved round the smaller island
    const land = (t: State): number => t.u8.subarray(TERRAIN, TERRAIN + CELLS).filter((b) => b !== 0).length;
    expect(land(work)).toBe(land(s) - 1);
    expect([...work.u8.subarray(CLOCK, CLOCK + CELLS)]).not.toEqual([...ranks]);
  });
});
