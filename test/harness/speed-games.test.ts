/**
 * JACKAL_SPEED_GAMES: the test suite's smaller speed workload (vitest.config.ts sets it). A
 * run then names the smaller workload and says its checksum is not the reference's; a value
 * that is not a whole number from 1 is refused naming the variable.
 */
import { describe, expect, it } from 'vitest';
import { machineSpeed } from '../../src/harness/machine-speed.js';

describe('JACKAL_SPEED_GAMES', () => {
  it('a bad value is refused naming the variable; 5 games measure 5 games and say the checksum is not the reference\'s', () => {
    // machineSpeed keeps its first measurement for a minute: the refusals come first, then the one measurement
    for (const bad of ['0', '-3', '2.5', 'many']) {
      process.env.JACKAL_SPEED_GAMES = bad;
      expect(() => machineSpeed()).toThrow(/^JACKAL_SPEED_GAMES: must be a whole number from 1/);
    }
    process.env.JACKAL_SPEED_GAMES = '5';
    const m = machineSpeed();
    expect(m.workload).toBe('jackal-random-playouts-v4:5');
    expect(m.checksumOk).toBe(false);
    expect(m.plies).toBeGreaterThan(5 * 100); // a random Jackal game lasts hundreds of plies
  });
});
