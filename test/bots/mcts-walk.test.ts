/**
 * The tree walk's shortcut (bots/mcts-tree.ts `MctsTree.allLegal`: a node whose every legal move has its
 * child is walked without the legal-move set) against the set-based walk, the slow truth
 * (`shortcut` off): the same moves chosen, the same root statistics bit for bit and the
 * same Rng afterwards, on the mid-game positions with and without the prior below the root,
 * with and without chance nodes, and on a game that lists a move twice (the case the
 * shortcut must stay away from).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { JACKAL } from '../../src/jackal/game.js';
import type { GameOptions } from '../../src/jackal/options.js';
import { currentPlayer } from '../../src/jackal/outcome.js';
import type { State } from '../../src/jackal/state.js';
import { Mcts, mctsParams } from '../../bots/mcts.js';
import { knowledgeFor, parseBotSpec } from '../../bots/registry.js';
import { midGamePositions } from '../support/mid-game.js';

const POSITIONS = midGamePositions(6);

/**
 * Jackal with its first legal move listed a second time at the end of a list of two or more
 * in about half the determinizations (when the face-down tiles' ids sum to an odd number), so
 * that a node's children can include one seeded for each entry of a move and later meet
 * lists with and without the repeat.
 */
const TWICE: Game<State, GameOptions> = {
  ...JACKAL,
  name: 'jackal-twice',
  generateMoves(s: State, out: Int32Array): number {
    const n = JACKAL.generateMoves(s, out);
    let sum = 0;
    for (let c = 0; c < s.layout.length; c++) sum += s.layout[c] & 63;
    if (n < 2 || (sum & 1) === 0) return n;
    out[n] = out[0];
    return n + 1;
  },
};

function searches(spec: string, game: Game<State, GameOptions>): [Mcts<State>, Mcts<State>] {
  const parsed = parseBotSpec(spec);
  if ('code' in parsed) throw new Error(parsed.message);
  const p = mctsParams(parsed.params);
  const fast = new Mcts<State>(p, game, knowledgeFor(JACKAL, p) as never);
  const slow = new Mcts<State>(p, game, knowledgeFor(JACKAL, p) as never);
  slow.shortcut = false;
  return [fast, slow];
}

/** Searches every position with both walks; returns how many searches agreed (it throws on the first difference). */
function agree(spec: string, iterations: number, game: Game<State, GameOptions> = JACKAL): number {
  const [fast, slow] = searches(spec, game);
  let n = 0;
  POSITIONS.forEach((obs, i) => {
    for (let seed = 0; seed < 2; seed++) {
      const rf = new Rng(`walk:${i}:${seed}`), rs = new Rng(`walk:${i}:${seed}`);
      const mf = fast.search(obs.state, iterations, 0, rf), ms = slow.search(obs.state, iterations, 0, rs);
      const where = `${spec}, position ${i}, seed ${seed}`;
      expect(mf, where).toBe(ms);
      expect(fast.stats, where).toEqual(slow.stats);
      const player = currentPlayer(obs.state);
      expect(fast.rootChildren(player), where).toEqual(slow.rootChildren(player));
      expect(Array.from(rf.s), where).toEqual(Array.from(rs.s));
      n++;
    }
  });
  return n;
}

describe('the walk without the legal-move set chooses as the walk with it', () => {
  for (const spec of ['mcts:priorDepth=1,stop=0', 'mcts:priorDepth=2,stop=0', 'mcts:priorDepth=0,stop=0', 'mcts:prior=0,rollout=random,stop=0', 'mcts:chance=1,stop=0', 'mcts:ensemble=3,stop=0']) {
    it(`${spec}: the same move, statistics and Rng on ${POSITIONS.length} positions x 2 seeds`, () => {
      expect(agree(spec, 300)).toBe(POSITIONS.length * 2);
    });
  }

  it('on a game that lists a move twice (the shortcut must not count one child for two entries)', () => {
    expect(agree('mcts:priorDepth=1,stop=0', 300, TWICE)).toBe(POSITIONS.length * 2);
    expect(agree('mcts:prior=0,stop=0', 300, TWICE)).toBe(POSITIONS.length * 2);
  });
});
