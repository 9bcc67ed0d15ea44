/**
 * The legal decisions of a scene as the engine gives them, sorted, after checking that the
 * copy-and-play reference (test/support/pirate-chess-reference.ts) gives the same: the meeting
 * tests (PC34) hold the legality shortcuts to it in every position they ask about.
 */
import { expect } from 'vitest';
import { MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import type { State } from '../../src/pirate-chess/state.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { legal } from './scene.js';

/** The engine's legal decisions, sorted, after checking that the copy-and-play reference gives the same. */
export function bothLegal(s: State): string[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = referenceLegal(s, buf);
  const fast = legal(s);
  expect(Array.from(buf.subarray(0, n), (m) => formatMove(s, m)).sort()).toEqual(fast);
  return fast;
}
