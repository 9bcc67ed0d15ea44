/**
 * The F distribution's survival function, for the seat test's small-sample check
 * (seats.ts: Hotelling's T² referred to F(df, n − df)).
 *
 * P(F > f) for F(d1, d2) is the regularized incomplete beta I_x(d2/2, d1/2) at
 * x = d2 / (d2 + d1 f). I_x(a, b) is evaluated by its continued fraction (modified Lentz),
 * directly for x < (a + 1) / (a + b + 2), else as 1 − I_{1−x}(b, a), where the fraction
 * converges fast; about 1e-14 relative error.
 */

import { lnGamma } from './normal.js';

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITER = 10_000;

/** The continued fraction of I_x(a, b) without its prefactor (x below the switch point). */
function betaFraction(a: number, b: number, x: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < MAX_ITER; m++) {
    const m2 = 2 * m;
    // the even step, then the odd step, of the fraction's terms
    for (const an of [(m * (b - m) * x) / ((a + m2 - 1) * (a + m2)), (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))]) {
      d = 1 + an * d;
      if (Math.abs(d) < TINY) d = TINY;
      c = 1 + an / c;
      if (Math.abs(c) < TINY) c = TINY;
      d = 1 / d;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < EPS) break;
  }
  return h;
}

/** The regularized incomplete beta I_x(a, b), for a, b > 0 and 0 <= x <= 1. */
export function betaI(a: number, b: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(F > f) for F on d1 and d2 degrees of freedom (1 for f <= 0). */
export function fSf(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1;
  return betaI(d2 / 2, d1 / 2, d2 / (d2 + d1 * f));
}
