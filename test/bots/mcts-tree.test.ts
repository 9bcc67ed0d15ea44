/**
 * The search tree's storage (bots/mcts-tree.ts) on small trees built by hand: the links and
 * counts `newNode` and `newOutcome` keep, the walk shortcut `allLegal`, and the root's
 * questions (most visited child, decided, outcomes below), each expected value worked out
 * by hand from the tree the test builds.
 */

import { describe, expect, it } from 'vitest';
import { MctsTree, R } from '../../bots/mcts-tree.js';

/** Children of node, in list order (newest first). */
function childrenOf(t: MctsTree, node: number): number[] {
  const out: number[] = [];
  for (let ch = t.firstChild[node]; ch !== -1; ch = t.nextSibling[ch]) out.push(ch);
  return out;
}

/** A root with children for moves 10, 20, 30 (nodes 1, 2, 3), found at indices 0, 1, 2 of the list. */
function rootWithThree(): MctsTree {
  const t = new MctsTree();
  t.ensure(16);
  t.reset();
  [10, 20, 30].forEach((m, i) => { t.at[t.newNode(0, m)] = i; });
  return t;
}

describe('MctsTree storage', () => {
  it('links new nodes newest first under their parent and counts the move children', () => {
    const t = rootWithThree();
    expect(t.count).toBe(4);
    expect(childrenOf(t, 0)).toEqual([3, 2, 1]);
    expect(t.kids[0]).toBe(3);
    expect([t.parent[1], t.parent[3], t.parent[0]]).toEqual([0, 0, -1]);
    expect([t.visits[2], t.avail[2], t.move[2], t.firstChild[2]]).toEqual([0, 1, 20, -1]);
  });

  it('an outcome is a chance child, found again by its key, and not counted among the move children', () => {
    const t = rootWithThree();
    expect(t.findOutcome(1, 777)).toBe(-1);
    const out = t.newOutcome(1, 777);
    expect(out).toBe(4);
    expect(t.isChance[out]).toBe(1);
    expect(t.kids[1]).toBe(0);
    expect(t.findOutcome(1, 777)).toBe(out);
    expect(t.findOutcome(1, 778)).toBe(-1);
    expect(t.outcomesBelow(10)).toBe(1);
    expect(t.outcomesBelow(20)).toBe(0);
  });

  it('reset reuses the arrays and leaves a bare root; a node handed out again has every field cleared', () => {
    const t = rootWithThree();
    t.visits[1] = 5; t.reward[1 * R] = 2.5; t.isChance[1] = 1;
    const before = t.visits;
    t.ensure(8); // already large enough: the arrays stay
    t.reset();
    expect(t.visits).toBe(before);
    expect(t.count).toBe(1);
    expect(t.firstChild[0]).toBe(-1);
    const n = t.newNode(0, 99);
    expect([n, t.visits[n], t.reward[n * R], t.isChance[n], t.kids[0]]).toEqual([1, 0, 0, 0, 1]);
  });
});

describe('allLegal (the walk without the legal-move set)', () => {
  it('holds when each child\'s move is where it last stood in the list, and fails on a moved, missing or cut move', () => {
    const t = rootWithThree();
    expect(t.allLegal(0, Int32Array.of(10, 20, 30), 3)).toBe(true);
    expect(t.allLegal(0, Int32Array.of(20, 10, 30), 3)).toBe(false); // same moves, other places
    expect(t.allLegal(0, Int32Array.of(10, 20, 31), 3)).toBe(false); // 30 not legal now
    expect(t.allLegal(0, Int32Array.of(10, 20, 30), 2)).toBe(false); // 30's index past the list
  });

  it('skips chance children', () => {
    const t = rootWithThree();
    t.newOutcome(0, 5);
    expect(t.allLegal(0, Int32Array.of(10, 20, 30), 3)).toBe(true);
  });
});

describe('the root\'s questions', () => {
  it('the most visited child wins; a tie goes to the better reward for the player asked', () => {
    const t = rootWithThree();
    t.visits[1] = 7; t.visits[2] = 7; t.visits[3] = 4;
    t.reward[1 * R + 0] = 3; t.reward[2 * R + 0] = 5;
    t.reward[1 * R + 1] = 4; t.reward[2 * R + 1] = 2;
    expect(t.bestRootChild(0)).toBe(2);
    expect(t.bestRootChild(1)).toBe(1);
    expect(t.rootChildVisits()).toBe(18);
  });

  it('decided: the leader is ahead of the second by more than the iterations left', () => {
    const t = rootWithThree();
    t.visits[1] = 10; t.visits[2] = 4; t.visits[3] = 1;
    expect(t.decided(5)).toBe(true); // 10 - 4 = 6 > 5
    expect(t.decided(6)).toBe(false); // a tie could still come
  });

  it('rootChildren takes the virtual visits off and gives each mean for the player', () => {
    const t = rootWithThree();
    t.visits[1] = 8; t.reward[1 * R + 1] = 6;
    const kids = t.rootChildren(1, 2);
    expect(kids.find((k) => k.move === 10)).toEqual({ move: 10, visits: 6, mean: 0.75 });
    expect(kids.find((k) => k.move === 20)).toEqual({ move: 20, visits: -2, mean: 0 });
  });
});
