/**
 * The elephant tortoise (full-rules-ru.txt lines 1018-1028; docs/RULES.md A-J3..A-J5) on
 * hand-built scenes of island 1 (scene.ts). The walk below is traced by hand on the island
 * picture: clockwise along the coast, the sea on its left.
 *
 *   island 1      d3 e3 f3 g3             (row 3)
 *              c4 d4 e4 f4 g4 h4          (row 4)
 *              c5 d5 e5 f5                (row 5; g5, h5 sea)
 *              c6 d6 e6 f6 g6 h6          (row 6)
 *                 d7 e7 f7 g7             (row 7)
 */
import { describe, expect, it } from 'vitest';
import { bearPrey } from '../../src/archipelago/bear.js';
import { checkState } from '../../src/archipelago/check.js';
import { cellName, STEP } from '../../src/archipelago/geometry.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { onShore, tortoiseWalk } from '../../src/archipelago/tortoise.js';
import { TERRAIN, TILE, TORTOISE, TORTOISE_CREW, TORTOISE_HEAD, type State } from '../../src/archipelago/state.js';
import { at, cell, legal, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const where = (s: State): string => cellName(s.v[TORTOISE]);

/** A scene with the tortoise already found on `c` by white. */
function withTortoise(c: string, x: Parameters<typeof scene>[0] = {}): State {
  const s = scene(x);
  s.v[TORTOISE] = cell(c); s.v[TORTOISE_CREW] = 0;
  return s;
}

describe('the elephant tortoise (lines 1022-1028)', () => {
  it('walks round the coast clockwise, one cell at the end of each of its finder\'s turns (A-J3)', () => {
    const s = scene({ closed: { c4: 'tortoise' } });
    play(s, 'W1 c4'); // found on the beach at c4; it walks at once, after its finder's move
    expect(at(s, 'W1')).toBe(cell('c4')); // the pirate stays where he stood
    expect(where(s)).toBe('d3');
    play(s, 'sail i7'); // yellow's turn: it does not walk
    expect(where(s)).toBe('d3');
    const path: string[] = [];
    for (let i = 0; i < 16; i++) { tortoiseWalk(s, 0); path.push(where(s)); }
    // by hand: along the north shore east, round the bay g5-h5, the south shore west, up the west shore
    expect(path).toEqual(['e3', 'f3', 'g3', 'h4', 'g4', 'f5', 'g6', 'h6', 'g7', 'f7', 'e7', 'd7', 'c6', 'c5', 'c4', 'd3']);
    tortoiseWalk(s, 1); // not yellow's tortoise
    expect(where(s)).toBe('d3');
    sound(s);
  });

  it('found inland, it first walks to the nearest edge cell (line 1028)', () => {
    const s = withTortoise('e5'); // e5 touches no sea; f4 (NE) is the first edge cell clockwise from north
    tortoiseWalk(s, 0);
    expect(where(s)).toBe('f4');
  });

  it('opens no closed tile, and a pirate on its cell stays when it walks (A-J4)', () => {
    const s = withTortoise('c4', { closed: { d3: 'chest3' }, pieces: { W1: 'c4' } });
    play(s, 'W1 c5'); // white's turn ends: on to d3, face down
    expect(where(s)).toBe('d3');
    expect(s.u8[TILE + cell('d3')]).toBe(0);
    const t = withTortoise('c4', { pieces: { W1: 'c4', W2: 'd4' } });
    play(t, 'W2 e4');
    expect(where(t)).toBe('d3');
    expect(at(t, 'W1')).toBe(cell('c4'));
    sound(t);
  });

  it('a swimmer climbs out of the water onto its cell if no other character is there (A-J5)', () => {
    const s = withTortoise('c5', { pieces: { W1: 'b5' } });
    expect(legal(s)).toContain('W1 c5');
    expect(legal(s)).not.toContain('W1 c4'); // land without the tortoise: never from the water (line 684)
    play(s, 'W1 c5');
    expect(at(s, 'W1')).toBe(cell('c5'));
    sound(s);
    expect(legal(withTortoise('c5', { pieces: { W1: 'b5', W2: 'c5' } }))).not.toContain('W1 c5'); // a comrade there
    expect(legal(withTortoise('c5', { pieces: { W1: 'b5' }, bear: { at: 'c5', crew: 1 } }))).not.toContain('W1 c5'); // the bear there
  });

  it('the bear does not notice it, and nobody fights it (line 1024)', () => {
    const s = withTortoise('d4', { bear: { at: 'e5', crew: 1 } });
    expect(bearPrey(s)).toBe(-1);
    const t = withTortoise('d4', { pieces: { W1: 'c4' } });
    play(t, 'W1 d4'); // onto its cell: nothing happens to either
    expect(at(t, 'W1')).toBe(cell('d4'));
    expect(where(t)).not.toBe('');
    sound(t);
  });
});

describe('the tortoise on every designed island', () => {
  it('goes round the whole coast: from any cell next to the water its walk is one loop through every land cell that shares a side with the sea', () => {
    for (let island = 1; island <= 10; island++) {
      const s = G.newGame(G.checkOptions({ island, mode: '2p' }) as ArchOptions, 'tortoise-coast');
      const side: number[] = [];
      for (let c = 0; c < 240; c++) {
        if (s.u8[TERRAIN + c] === 0) continue;
        if ([0, 2, 4, 6].some((d) => s.u8[TERRAIN + STEP[c * 8 + d]] === 0)) side.push(c);
      }
      const starts = Array.from({ length: 240 }, (_, c) => c).filter((c) => s.u8[TERRAIN + c] !== 0 && onShore(s, c));
      for (const start of starts) {
        s.v[TORTOISE] = start; s.v[TORTOISE_CREW] = 0; s.v[TORTOISE_HEAD] = 0;
        const seen = new Set<number>();
        for (let i = 0; i < 3 * side.length; i++) {
          tortoiseWalk(s, 0);
          expect(onShore(s, s.v[TORTOISE]), `island ${island} from ${cellName(start)}`).toBe(true);
          if (i >= side.length) seen.add(s.v[TORTOISE]); // the loop, once it has settled
        }
        for (const c of side) expect(seen.has(c), `island ${island} from ${cellName(start)}: ${cellName(c)} missed`).toBe(true);
      }
    }
  });
});
