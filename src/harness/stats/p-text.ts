/**
 * A p-value as text. Fixed decimals read well for the p-values a study usually meets, but a
 * small one rounds to "0.0000", which no test gives and which hides how small it is (the 3-player
 * seat test's chi-square 32.75 on 2 df is p = 7.7e-8). So a p-value that `digits` decimals would
 * show as zero is written with two significant digits in exponent form instead.
 */
export function pText(p: number, digits: number): string {
  if (!Number.isFinite(p)) return '';
  return p === 0 || p >= 0.5 * 10 ** -digits ? p.toFixed(digits) : p.toExponential(1);
}
