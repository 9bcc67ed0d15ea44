/**
 * A run's files could not be written for a reason of the machine: a full disk, a quota, a
 * file system gone read-only or failing. Not bad input (exit 2) and no game's fault (never a
 * result): the run stops with the games its journal holds, the CLI prints the message as its
 * one line and exits with status 4 (a fault of the machinery; `--resume` goes on once the
 * disk is fixed). Thrown by run.ts; read by the CLI's guard (cli/harness.ts).
 */

/** The error codes of node:fs that are the disk's fault, not the request's. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EFBIG']);

/** Whether `e` is node:fs's error for one of DISK_CODES. */
export const isDiskError = (e: unknown): boolean => DISK_CODES.has(String((e as { code?: unknown } | null)?.code));

export class DiskFault extends Error {
  /**
   * @param what what could not be written (`the journal PATH`)
   * @param cause node:fs's error
   * @param after what was kept and how to go on
   */
  constructor(what: string, cause: unknown, after: string) {
    super(`STOPPED: cannot write ${what} (${(cause as Error).message}): ${after}`);
    this.name = 'DiskFault';
  }
}
