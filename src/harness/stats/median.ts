/**
 * The median of a sample with a distribution-free confidence interval from order
 * statistics (the sign-test interval): for n values sorted x(1) <= ... <= x(n), the
 * interval [x(k), x(n-k+1)] covers the population median with probability
 *     1 - 2 * P(Bin(n, 1/2) <= k - 1),
 * whatever the distribution (continuous). `medianInterval` takes the largest k whose
 * coverage is at least `level`; with too few values for that (n < 6 at 95%) it returns
 * the whole range [x(1), x(n)] and its smaller coverage, which the caller should show.
 * Used by `npm run bench:compare` for the per-round speed ratios of two builds.
 */

export interface MedianInterval {
  median: number;
  low: number;
  high: number;
  /** Coverage of [low, high] (>= level unless the sample is too small). */
  coverage: number;
}

/** P(Bin(n, 1/2) <= j), summed exactly enough for n up to a few thousand. */
function binomialHalfCdf(n: number, j: number): number {
  let term = Math.pow(0.5, n); // C(n, 0) / 2^n
  let sum = 0;
  for (let i = 0; i <= j; i++) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

export function medianInterval(values: readonly number[], level = 0.95): MedianInterval {
  const n = values.length;
  if (n === 0) return { median: NaN, low: NaN, high: NaN, coverage: 0 };
  const x = [...values].sort((a, b) => a - b);
  const median = n % 2 === 1 ? x[(n - 1) / 2] : (x[n / 2 - 1] + x[n / 2]) / 2;
  let k = 1;
  while (k + 1 <= n - k && 1 - 2 * binomialHalfCdf(n, k) >= level) k++;
  return { median, low: x[k - 1], high: x[n - k], coverage: 1 - 2 * binomialHalfCdf(n, k - 1) };
}
