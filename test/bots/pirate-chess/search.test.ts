/**
 * Pirate chess knowledge for the MCTS (chess-search.ts): rewards of finished games by the
 * rules (a mate 1 / 0, a draw ½ each), leaf rewards as the gain since the root, the prior
 * from the heuristic at the root and from the taken piece below it; and the search on
 * Pirate chess finds a free queen.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { PIRATE_CHESS } from '../../../src/pirate-chess/game.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { formatMove } from '../../../src/pirate-chess/notation.js';
import { State } from '../../../src/pirate-chess/state.js';
import { play, scene } from '../../pirate-chess/scene.js';
import { DEFAULT_CHESS_HEURISTIC } from '../../../bots/pirate-chess/heuristic.js';
import { ChessSearch } from '../../../bots/pirate-chess/search.js';
import { SEARCH_PLAYERS } from '../../../bots/knowledge.js';
import { createBot, parseBotSpec } from '../../../bots/registry.js';

const K = { g1: 'wK', g11: 'bK' };
const SCALE = 0.5;
const search = (): ChessSearch => new ChessSearch({ ...DEFAULT_CHESS_HEURISTIC }, SCALE);

describe('chess search knowledge', () => {
  it('a mate gives the mating side 1, the mated 0; a stalemate ½ each', () => {
    const kn = search(), out = new Float64Array(SEARCH_PLAYERS);
    const mate = play(scene({ pieces: { ...K, c1: 'wR', f10: 'bP', g10: 'bP', h10: 'bP' } }), 'c1-c11');
    kn.terminalRewards(mate, out);
    expect(Array.from(out)).toEqual([1, 0, 0, 0]);
    // black king j11 boxed in by the queen on h10 (i10, j10 on its rank, i11 on its diagonal; k10 is no cell): no legal move, not in check
    const stale = play(scene({ pieces: { g1: 'wK', j11: 'bK', h9: 'wQ' } }), 'h9-h10');
    expect(PIRATE_CHESS.outcome(stale).reason).toBe('stalemate');
    kn.terminalRewards(stale, out);
    expect(Array.from(out)).toEqual([0.5, 0.5, 0, 0]);
  });

  it('a leaf is scored by the gain since the root: the root itself ½ each, a queen up near 1', () => {
    const kn = search(), out = new Float64Array(SEARCH_PLAYERS);
    const root = scene({ pieces: { ...K, c1: 'wR', j8: 'bQ', j10: 'bP' } });
    kn.prepare(root);
    kn.leafRewards(root, out);
    expect(out[0]).toBeCloseTo(0.5, 12);
    expect(out[1]).toBeCloseTo(0.5, 12);
    const queenGone = scene({ pieces: { ...K, c1: 'wR', j10: 'bP' }, toMove: 'black' });
    kn.leafRewards(queenGone, out);
    expect(out[0]).toBeGreaterThan(0.99); // some 9 pawns over a scale of 0.5
    expect(out[0] + out[1]).toBeCloseTo(1, 12);
  });

  it('the root\'s prior ranks the queen\'s capture first; below the root a capture\'s mean is the logistic of the piece it takes', () => {
    const kn = search();
    const root = scene({ pieces: { ...K, c1: 'wR', c8: 'bQ', j10: 'bP' } });
    const moves = new Int32Array(MAX_MOVES), n = generateMoves(root, moves);
    const out = new Float64Array(n * SEARCH_PLAYERS);
    kn.prepare(root);
    kn.priorInto(root, moves, n, out);
    let best = 0;
    for (let i = 1; i < n; i++) if (out[i * SEARCH_PLAYERS] > out[best * SEARCH_PLAYERS]) best = i;
    expect(formatMove(root, moves[best])).toBe('c1xc8');
    // the second call in a search is below the root
    kn.priorInto(root, moves, n, out);
    for (let i = 0; i < n; i++) {
      const text = formatMove(root, moves[i]);
      expect(out[i * SEARCH_PLAYERS], text).toBeCloseTo(text === 'c1xc8' ? 1 / (1 + Math.exp(-9 / SCALE)) : 0.5, 12);
    }
  });

  it('mcts on Pirate chess takes an undefended queen', () => {
    const bot = createBot<State>('mcts:iterations=60,depth=0', PIRATE_CHESS);
    // every cell face down, as in a game, so that the search can deal the unseen tiles
    const root = scene({ pieces: { ...K, c1: 'wR', c8: 'bQ', j10: 'bP', d2: 'wP', e2: 'wP' }, allClosed: true });
    const m = bot.chooseMove({ state: PIRATE_CHESS.observe(root, 0), player: 0 }, { iterations: 0, ms: 0 }, new Rng('q'));
    expect(formatMove(root, m)).toBe('c1xc8');
  });

  it('draw=list (rollouts from the full legal list) takes it too; draw=reject is the default; a bad draw is refused naming the field', () => {
    const root = scene({ pieces: { ...K, c1: 'wR', c8: 'bQ', j10: 'bP', d2: 'wP', e2: 'wP' }, allClosed: true });
    const obs = { state: PIRATE_CHESS.observe(root, 0), player: 0 };
    const chosen = (spec: string): string => formatMove(root, createBot<State>(spec, PIRATE_CHESS).chooseMove(obs, { iterations: 0, ms: 0 }, new Rng('q')));
    expect(chosen('mcts:iterations=200,draw=list')).toBe('c1xc8');
    expect(chosen('mcts:iterations=200,draw=reject,stop=0')).toBe(chosen('mcts:iterations=200,stop=0'));
    const bad = parseBotSpec('mcts:draw=all', PIRATE_CHESS.name);
    expect('code' in bad && `${bad.field}: ${bad.message}`).toMatch(/^mcts\.draw: must be one of list, reject/);
  });
});
