/**
 * CSV lines for the big per-game files (games.csv, timing.csv), written by hand because
 * csv-stringify costs about 20 µs a row (its per-field casting and option merging) and a run's
 * files are written on the main thread, after the workers are done, where nothing hides it.
 *
 * The bytes are csv-stringify's with its defaults (the other CSVs still go through it, and a
 * reader must not see two dialects): cells joined by `,`, a line ends with `\n`; a number is
 * `'' + x` (so NaN is `NaN`, -0 is `0`); undefined and null are empty; a string is quoted when it holds `"`, `,`, `\n` or
 * `\r`, with each `"` doubled, and left bare otherwise (the empty string too).
 * test/harness/csv-line.test.ts checks this against csv-stringify on awkward cells.
 */

const NEEDS_QUOTES = /[",\n\r]/;

/** One cell as csv-stringify writes it by default (undefined and null as an empty cell). */
export const csvCell = (x: string | number | undefined | null): string =>
  typeof x === 'number' ? `${x}` : x === undefined || x === null ? '' : NEEDS_QUOTES.test(x) ? `"${x.replaceAll('"', '""')}"` : x;

/** One line (with its `\n`) of the cells. */
export function csvLine(cells: readonly (string | number | undefined | null)[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\n`;
}
