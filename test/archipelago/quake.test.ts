/**
 * The earthquake may turn the arrows it moves (line 930: "Поменяйте местами 2 любые клетки,
 * где никто не стоит, и ничего не лежит. … Можно менять направление стрелок."; docs/RULES.md
 * A-R16). Scenes of island 1 (scene.ts: row 4 c..h, row 5 c..f, row 6 c..h, row 7 d..g;
 * g5 is sea). The orientations are worked out by hand: a one-way arrow (arrow1, north-east
 * unturned, line 717) turned a quarter clockwise at a time points NE, SE, SW, NW; a two-way
 * one (NE+SW) has two orientations; a four-way one only one.
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import { PHASE, Phase, State, TILE, TURN } from '../../src/archipelago/state.js';
import { Kind } from '../../src/archipelago/tiles.js';
import { at, cell, legal, play, scene } from './scene.js';
import { ArchHeuristicPolicy, DEFAULT_ARCH_HEURISTIC } from '../../bots/archipelago/heuristic.js';
import { Rng } from '../../src/core/rng.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { moveArg, moveKind, MoveKind } from '../../src/archipelago/moves.js';
import { QUAKE_TURN, statesEqual } from '../../src/archipelago/state.js';
import { ARROW_MASK, kindOf } from '../../src/archipelago/tiles.js';
import { slowMoves } from './slow-moves.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const ONE_WAY_F6 = ['arrow f6 NE', 'arrow f6 SE', 'arrow f6 SW', 'arrow f6 NW'];

describe('the earthquake turns the arrows it moves (line 930, A-R16)', () => {
  it('after the swap the player chooses the moved arrow\'s way, and a pirate then goes that way', () => {
    const s = play(scene({ pieces: { W1: 'c4', W2: 'f5' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow1' } }), 'W1 d4', 'quake e5', 'quake f6');
    expect(s.v[PHASE]).toBe(Phase.Quake);
    expect(legal(s)).toEqual(ONE_WAY_F6); // the present way (NE) first: "no change" is a choice
    sound(s);
    play(s, 'arrow f6 SW');
    expect(s.v[PHASE]).toBe(Phase.Play);
    expect(s.v[TURN]).toBe(1);
    sound(s);
    play(s, 'sail h7', 'W2 f6'); // unturned, the arrow would send W2 north-east into the sea at g5
    expect(at(s, 'W2')).toBe(cell('e7'));
  });

  it('keeping the way is the first choice, and the arrow then points as it did', () => {
    const s = play(scene({ pieces: { W1: 'c4', W2: 'f5' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow1' } }), 'W1 d4', 'quake f6', 'quake e5');
    expect(legal(s)).toEqual(ONE_WAY_F6); // the first pick's cell, f6, now holds the arrow
    play(s, legal(s)[0], 'sail h7', 'W2 f6');
    expect(s.u8[TILE + cell('f6')]).toBe(Kind.Arrow1);
    expect(at(s, 'W2')).toBe(cell('g5')); // swimming
  });

  it('two moved arrows: the first pick\'s cell decides first; a two-way arrow has two ways', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow2', f4: 'arrow1/1' } }), 'W1 d4', 'quake e5', 'quake f4');
    expect(legal(s)).toEqual(['arrow e5 SE', 'arrow e5 SW', 'arrow e5 NW', 'arrow e5 NE']); // arrow1 turned once points SE
    play(s, 'arrow e5 NW');
    expect(s.v[PHASE]).toBe(Phase.Quake);
    expect(legal(s)).toEqual(['arrow f4 NE+SW', 'arrow f4 SE+NW']);
    sound(s);
    play(s, 'arrow f4 SE+NW');
    expect(s.u8[TILE + cell('e5')]).toBe(Kind.Arrow1 | (3 << 6));
    expect(s.u8[TILE + cell('f4')]).toBe(Kind.Arrow2 | (1 << 6));
    expect(s.v[TURN]).toBe(1);
  });

  it('a three-way arrow has four ways; a four-way arrow offers nothing', () => {
    const three = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow3a' } }), 'W1 d4', 'quake e5', 'quake f6');
    expect(legal(three)).toEqual(['arrow f6 E+S+NW', 'arrow f6 NE+S+W', 'arrow f6 N+SE+W', 'arrow f6 N+E+SW']);
    const four = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow4s/1' } }), 'W1 d4', 'quake e5', 'quake f6');
    expect(four.v[PHASE]).toBe(Phase.Play);
    expect(four.v[TURN]).toBe(1);
  });

  it('a face-down arrow keeps its way: the player does not know it is one (line 1212)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'earthquake', e5: 'arrow1/2' } }), 'W1 d4', 'quake e5', 'quake f6');
    expect(s.v[PHASE]).toBe(Phase.Play);
    expect(s.v[TURN]).toBe(1);
    expect(s.under[cell('f6')]).toBe(Kind.Arrow1 | (2 << 6));
  });

  it('other players see the turned arrow; the position keeps the arrows still to turn', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow2', f4: 'arrow1' } }), 'W1 d4', 'quake e5', 'quake f4');
    const pos = G.toPosition(s) as { pending: Record<string, unknown> };
    expect(pos.pending.quakeArrows).toEqual(['e5', 'f4']);
    const back = G.fromPosition(pos) as State;
    expect(G.toPosition(back)).toEqual(pos);
    expect(legal(back)).toEqual(legal(s));
    expect(G.fromPosition({ ...pos, pending: { ...pos.pending, quakeArrows: ['e5', 'c4'] } })).toMatchObject({ field: 'position' }); // c4 holds no arrow
    expect(G.fromPosition({ ...pos, pending: { ...pos.pending, quakeArrows: 'e5' } })).toMatchObject({ field: 'pending.quakeArrows' });
    play(s, 'arrow e5 SE', 'arrow f4 SE+NW');
    expect(G.observe(s, 1).u8[TILE + cell('e5')]).toBe(Kind.Arrow1 | (1 << 6));
    expect(G.toPosition(s)).not.toHaveProperty('pending.quakeArrows');
  });

  it('the heuristic keeps the way when no turn scores better (its evaluation does not read arrows)', () => {
    const policy = new ArchHeuristicPolicy(DEFAULT_ARCH_HEURISTIC), moves = new Int32Array(G.maxMoves);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = play(scene({ pieces: { W1: 'c4', W2: 'f5' }, closed: { d4: 'earthquake' }, open: { e5: 'arrow1' } }), 'W1 d4', 'quake e5', 'quake f6');
      expect(G.formatMove(s, policy.choose(s, moves, new Rng(seed)))).toBe('arrow f6 NE');
    }
  });

  it('random games whose earthquakes pick arrows: the slow model agrees, the checker holds, a position mid-decision reads back', () => {
    const moves = new Int32Array(G.maxMoves);
    let decisions = 0;
    for (const island of [3, 4]) { // the earthquake is in box 3 (docs/ARCHIPELAGO.md)
      for (let g = 0; g < 12; g++) {
        const s = G.newGame(G.checkOptions({ island, mode: '4p', maxPlies: 1000 }) as ArchOptions, `quake:${island}:${g}`);
        const rng = new Rng(`quake-play:${island}:${g}`);
        while (!G.isTerminal(s)) {
          const n = G.generateMoves(s, moves);
          let m = moves[rng.int(n)];
          if (s.v[PHASE] === Phase.Quake) {
            const fast = Array.from(moves.subarray(0, n), (x) => G.formatMove(s, x)).sort();
            expect(fast).toEqual(slowMoves(s));
            if (s.v[QUAKE_TURN] !== 0) {
              decisions++;
              expect(statesEqual(G.fromPosition(G.toPosition(s)) as State, s)).toBe(true);
            } else for (let i = 0; i < n; i++) { // pick a face-up arrow when one may be picked, so that the decision comes
              const t = s.u8[TILE + moveArg(moves[i])];
              if (moveKind(moves[i]) === MoveKind.Quake && t !== 0 && ARROW_MASK[kindOf(t)] !== 0) { m = moves[i]; break; }
            }
          }
          G.applyMove(s, m);
          if (s.v[PHASE] === Phase.Quake) expect(checkState(s)).toEqual([]);
        }
      }
    }
    expect(decisions).toBeGreaterThanOrEqual(10); // 16 with these seeds
  });
});
