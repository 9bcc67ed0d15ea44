/**
 * The heuristic's rules of thumb for the palm and the tide (bots/archipelago/tides-eval.ts),
 * on hand-built scenes of island 1 (test/archipelago/scene.ts; beach d3 g3 c4 h4 c6 h6 d7 g7,
 * white's ship b4, yellow's i6); and the three bots playing islands 9-10 (all nine boxes)
 * without an error.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../../src/archipelago/game.js';
import type { ArchOptions } from '../../../src/archipelago/options.js';
import { SCORE, State, UP } from '../../../src/archipelago/state.js';
import { tidesWorth, UP_IDLE, UP_SAFE } from '../../../bots/archipelago/tides-eval.js';
import { createBot } from '../../../bots/registry.js';
import { legal, PIECE, play, scene } from '../../archipelago/scene.js';

const upOn = (s: State, name: string): State => { s.v[UP] |= 1 << PIECE(name); return s; };

describe('the heuristic on the palm and the tide', () => {
  it('a pirate up a palm is worth UP_SAFE with an enemy next to it or the bear two steps off, else costs UP_IDLE', () => {
    expect(tidesWorth(upOn(scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', Y1: 'f4' } }), 'W1'), 0)).toBe(UP_SAFE);
    expect(tidesWorth(upOn(scene({ open: { e4: 'palm' }, pieces: { W1: 'e4' }, bear: { at: 'e6', crew: 1 } }), 'W1'), 0)).toBe(UP_SAFE);
    expect(tidesWorth(upOn(scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', Y1: 'h4' } }), 'W1'), 0)).toBe(-UP_IDLE);
    expect(tidesWorth(upOn(scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', Y1: 'f4' } }), 'W1'), 1)).toBe(0); // yellow has nobody up
  });

  it('climbs when the enemy could strike it next turn', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', W2: 'dead', W3: 'dead', Y1: 'f5', Y2: 'd5' } });
    const bot = createBot<State>('heuristic', G);
    const m = bot.chooseMove({ state: G.observe(s, 0), player: 0 }, { iterations: 0, ms: 0 }, new Rng('palm'));
    expect(G.formatMove(s, m)).toBe('W1 up');
  });

  it('the tide: a crew ahead takes face-down beach first, one behind open beach; nearest the leader\'s ship', () => {
    const tide = (score: number): string => {
      const s = scene({ closed: { e4: 'tide', c6: 'empty' }, pieces: { W1: 'd4' } });
      s.v[SCORE + 0] = score; s.v[SCORE + 1] = 2;
      play(s, 'W1 e4');
      expect(legal(s).sort()).toEqual(['tide c6', 'tide d3', 'tide d7', 'tide g3', 'tide g7', 'tide h4']);
      const bot = createBot<State>('heuristic', G);
      return G.formatMove(s, bot.chooseMove({ state: G.observe(s, 0), player: 0 }, { iterations: 0, ms: 0 }, new Rng('tide')));
    };
    // ahead (3 to 2): the closed cells are c6 and g7; g7 is nearer yellow's ship at i6 (2 steps against 6)
    expect(tide(3)).toBe('tide g7');
    // behind (0 to 2): the open ones d3 g3 h4 d7; h4 is nearest i6 (2 steps; g3 is 3)
    expect(tide(0)).toBe('tide h4');
  });
});

describe('random, heuristic and mcts play islands 9 and 10', () => {
  it('to the end or the ply limit, every decision legal', () => {
    for (const [island, bots] of [[9, ['heuristic', 'random']], [10, ['mcts:iterations=20,depth=6', 'heuristic']]] as const) {
      const s = G.newGame(G.checkOptions({ island, mode: '2p', maxPlies: 300 }) as ArchOptions, `tides-bots:${island}`);
      const players = bots.map((b) => createBot<State>(b, G)), rng = new Rng(`tides-bots-play:${island}`), chance = new Rng(`tides-bots-die:${island}`);
      const moves = new Int32Array(G.maxMoves);
      while (!G.isTerminal(s)) {
        const n = G.generateMoves(s, moves);
        if (G.isChance(s)) { G.applyMove(s, moves[chance.int(n)]); continue; }
        const p = G.currentPlayer(s), m = players[p].chooseMove({ state: G.observe(s, p), player: p }, { iterations: 0, ms: 0 }, rng);
        expect(moves.subarray(0, n).includes(m), `${bots[p]}: ${G.formatMove(s, m)}`).toBe(true);
        G.applyMove(s, m);
        expect(G.checkState(s)).toEqual([]);
      }
    }
  }, 180_000);
});
