/**
 * after-turn.setTurnEndTest, the floor bench's switch (bench/pirate-chess-floor.ts): off, the end
 * of a turn does not look for a legal decision, so a mating move ends no game; back on, the same
 * move mates. The bench's `applyUntestedUs` figure means what it says only if the switch does this.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setTurnEndTest } from '../../src/pirate-chess/after-turn.js';
import { RESULT, Result } from '../../src/pirate-chess/state.js';
import { play, scene } from './scene.js';

// chess.test.ts's back-rank mate: the rook to d11 behind three black pawns
const mate = () => play(scene({ pieces: { g1: 'wK', g11: 'bK', f10: 'bP', g10: 'bP', h10: 'bP', d1: 'wR' } }), 'd1-d11');

describe('the turn end\'s legality test, switched off for a measurement', () => {
  afterEach(() => setTurnEndTest(true));

  it('off: the mating move ends no game; on again: it mates', () => {
    setTurnEndTest(false);
    expect(mate().v[RESULT]).toBe(0);
    setTurnEndTest(true);
    expect(mate().v[RESULT]).toBe(Result.WhiteMates);
  });
});
