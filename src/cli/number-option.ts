/**
 * How a command declares a numeric flag. The command reads its value as text and parses it
 * itself (so "12abc" is refused by its text, naming the flag, rather than cut to 12 or made
 * NaN), so the flag takes no yargs type: yargs would print that type's tag ([string]) beside
 * ours. Its help ends with its default, when it has one, and [number], where yargs puts a
 * typed flag's tag: one type per flag, as test/cli/help-lines.test.ts checks on every command.
 */
import type { Options } from 'yargs';

/** A numeric flag with `describe` as its help and `dflt` (a number, or words such as "all cores") shown as its default. */
export const numberOption = (describe: string, dflt?: number | string): Options => ({
  requiresArg: true,
  describe: `${describe}${dflt === undefined ? '' : ` [default: ${dflt}]`} [number]`,
});
