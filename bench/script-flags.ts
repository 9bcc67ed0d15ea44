/**
 * What a bench script's command line may hold (`npm run bench`, `npm run differential`,
 * `npm run invariants`, `npm run bench:move-time`, `npm run bench:stability`): its own flags,
 * each valued one followed by its value, the script's positional arguments (as many as it
 * names), and nothing else. These scripts read their flags with `argv.indexOf`, so a misspelled flag or a stray
 * word was silently left unread: `npm run differential -- --game 20` played the default 400
 * games, and `npm run bench -- playout` every row. `checkScriptArgs` refuses such a line
 * before any work, with one line and exit status 2; a valued flag's own value (missing or
 * bad) stays the script's to judge, with its own words.
 */

import { nearest } from '../src/core/nearest-name.js';

/**
 * A script's flags: those that take a value, the switches, the names of its positional
 * arguments in order (none when left out: every word is then a flag or a flag's value), and
 * its name for messages (`npm run differential`).
 */
export interface ScriptFlags { valued: readonly string[]; switches: readonly string[]; positionals?: readonly string[]; script: string }

/** The first word of `args` that is not one of the script's flags or a valued flag's value, as a one-line refusal; null when there is none. */
export function strayArg(args: readonly string[], f: ScriptFlags): string | null {
  const known = [...f.valued, ...f.switches];
  const help = `${f.script} -- --help`;
  const positionals = f.positionals ?? [];
  let words = 0;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (f.valued.includes(a)) {
      if (i + 1 < args.length && !args[i + 1].startsWith('--')) i++; // its value; a missing one is the script's to name
      continue;
    }
    if (f.switches.includes(a)) continue;
    // a negative number is a value (a positional's, for the script to judge), not a flag
    if (a.startsWith('-') && !/^-\d/.test(a)) {
      const near = nearest(a.split('=')[0], known);
      return `${a}: unknown flag${near ? `; did you mean ${near}?` : ''} (${help})`;
    }
    if (words < positionals.length) { words++; continue; }
    if (positionals.length > 0) return `${JSON.stringify(a)}: an argument too many; the arguments are ${positionals.map((p) => `[${p}]`).join(' ')} (${help})`;
    return `${JSON.stringify(a)}: not a flag or a flag's value (${help})`;
  }
  return null;
}

/** Exits with status 2 after one line on stderr when `args` hold anything but the script's flags (strayArg). */
export function checkScriptArgs(args: readonly string[], f: ScriptFlags): void {
  const stray = strayArg(args, f);
  if (stray === null) return;
  process.stderr.write(`${stray}\n`);
  process.exit(2);
}
