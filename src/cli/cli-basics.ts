/**
 * What main.ts needs before it knows the command, apart from common.ts (which loads every
 * game's registry entry, and with it the engines: `jackal --help` need not): the usage
 * error and its exit status, the stand-in for a lone "-" argument, and a quiet end when
 * stdout's reader goes away. common.ts re-exports them for the command modules.
 */

/** Bad input from the user: printed without a stack, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Exit status for bad input (flags, JSON, positions, moves). */
export const USAGE_EXIT = 2;

let quietInstalled = false;

/**
 * Ends the process quietly with status 0 when its reader closes stdout (`jackal ... | head`):
 * the reader has what it wanted, as with any Unix filter. Without this, the write's EPIPE
 * error surfaces as an unhandled 'error' event: a stack trace and status 1. Installed once a
 * process: `main` runs many times in one process in the tests (test/support/cli-in-process.ts),
 * and the eleventh listener made Node print a MaxListenersExceededWarning into a command's stderr.
 */
export function quietOnClosedPipe(): void {
  if (quietInstalled) return;
  quietInstalled = true;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(0);
  });
}

/**
 * What main.ts passes instead of a lone "-" argument: yargs' parser does not keep a
 * bare "-" as a positional value, so main swaps it for this token first.
 */
export const STDIN_ARG = '\u0000stdin';
