/**
 * Vitest setup (the `rules` project): every position a rule test under test/jackal/rules/
 * reaches (reached.ts: built by `board`, played from and to by `play`, listed by `legal`) is
 * cross-checked against the reference model (src/reference/) after the test, with the
 * comparison of the differential test (test/support/differential.ts `crossCheck`): the
 * reference reads the position back unchanged, lists the same legal moves, and every move
 * played on both gives the same position. A disagreement fails the test that reached the
 * position, naming the position and what differs. Random games rarely reach the corners the
 * rule tests build by hand; this cross-check found the reference bug D8 (docs/RULES.md).
 *
 * `npm test` runs that for every position and, from one position in WALK_ONE_IN (chosen by a
 * hash of the position, so the same ones whichever test or worker reaches them), one random
 * walk of PLIES plies compared at every ply: ~1,600 positions, 17 s of CPU (2-core machine,
 * loaded, 3 December 2026; the rule tests alone take 1.2 s). `npm run cross-check`
 * (JACKAL_CROSS_CHECK=full) walks FULL_WALKS times from every position: 105 s of CPU.
 * The walks are seeded by the position's hash: the check is deterministic.
 *
 * A rule test builds only positions a game can reach (no piece on a face-down tile, no Friday
 * with the sober missionary on one cell: the reference cannot read the one and plays the other
 * differently, and neither says anything about the rules). A test whose subject is an
 * impossible position (the state checker's errors) builds it with reached.ts `unreachable`,
 * which leaves it out. The expansion's positions are checked too (since session 27, when the
 * reference model learnt it): 655 of the 2,733 positions. An observation (the layout unknown) is
 * compared on its moves only (crossCheck).
 */

import { afterEach, beforeEach, expect } from 'vitest';
import { toPosition } from '../../../src/jackal/position.js';
import { crossCheck } from '../../support/differential.js';
import { reached } from './reached.js';

const FULL = process.env.JACKAL_CROSS_CHECK === 'full';
const FULL_WALKS = 4;
const WALK_ONE_IN = 16;
const PLIES = 60;

const RULE_TESTS = /[\\/]test[\\/]jackal[\\/]rules[\\/]/;

/** FNV-1a of a string: a position's key to its walk seed and sample choice. */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

beforeEach(() => {
  reached.positions.length = 0;
  reached.on = RULE_TESTS.test(expect.getState().testPath ?? '');
});

afterEach(() => {
  const on = reached.on;
  reached.on = false;
  const positions = reached.positions.splice(0);
  if (!on) return;
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const s of positions) {
    const key = JSON.stringify(toPosition(s));
    if (seen.has(key)) continue;
    seen.add(key);
    const h = fnv(key);
    const walks = FULL ? FULL_WALKS : h % WALK_ONE_IN === 0 ? 1 : 0;
    const what = crossCheck(s, walks, PLIES, `cross-check:${h}`);
    if (what) problems.push(`${what}; position ${key}`);
  }
  expect(problems, 'the engine and the reference model disagree on a position this test reached').toEqual([]);
});
