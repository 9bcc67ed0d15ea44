/**
 * Distribution functions the other statistics need: the standard normal CDF (for LOS
 * and p-values) and the chi-square survival function (for the seat-balance test), both
 * from the regularized incomplete gamma function.
 *
 * Implementation notes. P(a, x) is summed as its power series for x < a + 1 and Q(a, x)
 * as its continued fraction (modified Lentz) otherwise, to about 1e-15 relative error;
 * ln Γ is Lanczos' approximation (g = 7, 9 terms). erfc(x) = Q(1/2, x²) for x >= 0.
 */

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
export const Z95 = 1.959963984540054;

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let a = LANCZOS[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-16;
const MAX_ITER = 10_000;

/** Lower regularized gamma P(a, x) by its series (x < a + 1). */
function gammaSeries(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  for (let n = 1; n < MAX_ITER; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** Upper regularized gamma Q(a, x) by its continued fraction (x >= a + 1). */
function gammaFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** Upper regularized incomplete gamma Q(a, x) = Γ(a, x) / Γ(a), for a > 0, x >= 0. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  return x < a + 1 ? 1 - gammaSeries(a, x) : gammaFraction(a, x);
}

/** Complementary error function. */
export function erfc(x: number): number {
  if (x >= 0) return gammaQ(0.5, x * x);
  return 2 - gammaQ(0.5, x * x);
}

/** Standard normal CDF Φ(x). */
export const normalCdf = (x: number): number => 0.5 * erfc(-x / Math.SQRT2);

/** P(X >= x) for X chi-square with `df` degrees of freedom. */
export const chiSquareSf = (x: number, df: number): number => gammaQ(df / 2, x / 2);
