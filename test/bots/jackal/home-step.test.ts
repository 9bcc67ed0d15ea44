/**
 * STEP_TO (bots/jackal/home.ts), how one cell is reached from another in one move, which the
 * rollouts' carried-coin scores read (HomeDistances.entry), against the grid's coordinates:
 * a king step in direction d (DIR_DX/DIR_DY) gives d, a knight jump k (KNIGHT_DX/KNIGHT_DY)
 * gives 8 + k, any other pair 255; for every pair of grid cells, plus two read off a drawing.
 */
import { describe, expect, it } from 'vitest';
import { CELLS, cellOf, DIR_DX, DIR_DY, KNIGHT_DX, KNIGHT_DY, xOf, yOf } from '../../../src/jackal/geometry.js';
import { STEP_TO } from '../../../bots/jackal/home.js';

function byCoordinates(from: number, to: number): number {
  const dx = xOf(to) - xOf(from), dy = yOf(to) - yOf(from);
  for (let d = 0; d < 8; d++) if (DIR_DX[d] === dx && DIR_DY[d] === dy) return d;
  for (let k = 0; k < 8; k++) if (KNIGHT_DX[k] === dx && KNIGHT_DY[k] === dy) return 8 + k;
  return 255;
}

describe('STEP_TO', () => {
  it('names the step or knight jump between every pair of grid cells, 255 for the rest', () => {
    let wrong = 0, moves = 0;
    for (let from = 0; from < CELLS; from++) {
      for (let to = 0; to < CELLS; to++) {
        const want = byCoordinates(from, to);
        if (STEP_TO[from * CELLS + to] !== want) wrong++;
        if (want !== 255) moves++;
      }
    }
    expect(wrong).toBe(0);
    // 11 x 11 inner cells see all 8 steps; the count over the whole grid, by hand: steps
    // 4 x 12 x 13 + 4 x 12 x 12 (orthogonal, diagonal) = 1,200, jumps 8 x 11 x 12 = 1,056
    expect(moves).toBe(1200 + 1056);
  });

  it('by hand: (5, 5) to (6, 4) is a step north-east (direction 1), to (6, 3) knight jump 0 (+1, -2)', () => {
    expect(STEP_TO[cellOf(5, 5) * CELLS + cellOf(6, 4)]).toBe(1);
    expect(STEP_TO[cellOf(5, 5) * CELLS + cellOf(6, 3)]).toBe(8);
    expect(STEP_TO[cellOf(5, 5) * CELLS + cellOf(8, 5)]).toBe(255);
  });
});
