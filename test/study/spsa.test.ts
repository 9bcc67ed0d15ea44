/**
 * SPSA (src/study/spsa.ts): its gain schedules are the ones documented (checked against
 * values computed by hand from the formulas), and on a synthetic objective whose optimum
 * is known it moves toward that optimum.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { aAt, cAt, perturb, playable, SpsaGains, SpsaParam, update } from '../../src/study/spsa.js';

describe('spsa gains', () => {
  it('ends with c = cEnd and a/c² = rEnd; decays as (k+1)^-gamma and (A+k+1)^-alpha', () => {
    const p: SpsaParam = { name: 'x', start: 1, min: 0, max: 10, int: false, cEnd: 0.2 };
    const g: SpsaGains = { iterations: 100, rEnd: 0.05, A: 10, alpha: 0.602, gamma: 0.101 };
    expect(cAt(p, g, 99)).toBeCloseTo(0.2, 12);
    expect(aAt(p, g, 99) / cAt(p, g, 99) ** 2).toBeCloseTo(0.05, 12);
    // c_0 = 0.2 · 100^0.101 = 0.2 · 1.59216… ; a_0 = 0.05 · 0.04 · 110^0.602 / 11^0.602 = 0.002 · 10^0.602
    expect(cAt(p, g, 0)).toBeCloseTo(0.2 * Math.exp(0.101 * Math.log(100)), 12);
    expect(aAt(p, g, 0)).toBeCloseTo(0.002 * 4.0000, 3);
  });

  it('plays whole-number parameters rounded and every value inside its range', () => {
    const p: SpsaParam = { name: 'n', start: 2, min: 0, max: 4, int: true, cEnd: 1 };
    expect(playable(p, 2.6)).toBe(3);
    expect(playable(p, -3)).toBe(0);
    expect(playable(p, 9.2)).toBe(4);
  });
});

describe('spsa on a synthetic objective', () => {
  // Two parameters with a known optimum; a "game" between θ+ and θ− is won by θ+ with the
  // logistic of the difference of a concave objective (an Elo-like model of strength).
  const params: SpsaParam[] = [
    { name: 'x', start: 0.2, min: 0, max: 1, int: false, cEnd: 0.05 },
    { name: 'y', start: 1, min: 0, max: 5, int: false, cEnd: 0.25 },
  ];
  const optimum = [0.7, 3];
  const range = [1, 5];
  const strength = (t: readonly number[]): number => -8 * t.reduce((s, v, i) => s + ((v - optimum[i]) / range[i]) ** 2, 0);
  const distance = (t: readonly number[]): number => Math.hypot(...t.map((v, i) => (v - optimum[i]) / range[i]));

  function run(iterations: number, seed: string): number[] {
    const g: SpsaGains = { iterations, rEnd: 0.05, A: iterations / 10, alpha: 0.602, gamma: 0.101 };
    const games = new Rng(`games:${seed}`);
    let theta = params.map((p) => p.start);
    for (let k = 0; k < iterations; k++) {
      const pert = perturb(params, g, theta, k, new Rng(`signs:${seed}:${k}`));
      const pWin = 1 / (1 + Math.exp(-(strength(pert.plus) - strength(pert.minus))));
      let result = 0;
      for (let i = 0; i < 200; i++) result += games.float() < pWin ? 1 : -1;
      theta = update(params, g, theta, k, pert.signs, result);
    }
    return theta;
  }

  // 200 games an iteration: the noise then leaves θ within ~0.1 (scaled units) of the optimum
  it('moves toward the optimum from a distant start (several seeds)', () => {
    const d0 = distance(params.map((p) => p.start));
    for (const seed of ['a', 'b', 'c']) {
      const end = run(300, seed);
      expect(distance(end)).toBeLessThan(d0 / 4);
    }
  });
});
