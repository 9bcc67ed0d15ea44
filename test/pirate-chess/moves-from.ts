/**
 * Test support for the legality scenes (not a test file): the legal decisions of a scene that
 * start at one cell, checked against the slow reference (every decision played on a copy:
 * test/support/pirate-chess-reference.ts).
 */
import { expect } from 'vitest';
import { MAX_MOVES } from '../../src/pirate-chess/movegen.js';
import { formatMove } from '../../src/pirate-chess/notation.js';
import { referenceLegal } from '../support/pirate-chess-reference.js';
import { legal, Scene, scene } from './scene.js';

/** The legal decisions of a scene that start at `from`, sorted: fast and reference must agree. */
export function movesFrom(sc: Scene, from: string): string[] {
  const s = scene(sc), buf = new Int32Array(MAX_MOVES);
  const fast = legal(s).filter((m) => m.startsWith(from));
  const slow = Array.from(buf.subarray(0, referenceLegal(s, buf)), (m) => formatMove(s, m)).filter((m) => m.startsWith(from)).sort();
  expect(fast).toEqual(slow);
  return fast;
}
