/**
 * The out dir of a run or merge: creating it, checking that what is in it has the
 * right kind (a file where a file should be), and locking it against a second run.
 *
 * Creating: the path is created one missing component at a time (never mkdir
 * recursive: on /proc that loops forever), and a file in the way is named.
 *
 * The lock (run.lock in the out dir) is created with O_EXCL and holds who has it: pid,
 * host, start time and command. Its holder touches it every HEARTBEAT_MS. A lock is
 * stale, and is taken over with a note on stderr, when its pid is gone on this host,
 * or when it has not been touched for STALE_MS (a run on another host that died, e.g. a
 * requeued Slurm task or a restarted pod). Otherwise the second run is refused with a
 * message naming the holder. A run killed with SIGKILL leaves its lock behind; the
 * next run on this host sees its pid is gone and takes it over at once.
 * Two runs that both find the same stale lock at the same instant may both take it
 * over (the check and the take-over are two steps); the window is a few microseconds.
 */

import { closeSync, fsyncSync, openSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { writeAll } from './durable.js';
import { UsageError } from './usage-error.js';

export const LOCK_FILE = 'run.lock';
/** How often the holder touches its lock. */
export const HEARTBEAT_MS = 10_000;
/** A lock untouched for this long is stale, whoever holds it. */
export const STALE_MS = 60_000;

const errCode = (e: unknown): string => String((e as NodeJS.ErrnoException)?.code ?? '');

/**
 * Creates the out dir if missing. Throws UsageError (field `out`) when a file is in the
 * way or the dir cannot be made.
 */
export function makeOutDir(out: string): void {
  const missing: string[] = [];
  for (let p = resolve(out); ; p = dirname(p)) {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch (e) {
      if (errCode(e) !== 'ENOENT' && errCode(e) !== 'ENOTDIR') throw new UsageError('out', `cannot use ${out}: ${(e as Error).message}`);
      missing.push(p);
      if (dirname(p) === p) break;
      continue;
    }
    if (isDir) break;
    throw new UsageError('out', missing.length === 0 ? `${out} is a file, not a directory` : `${p} is a file, so ${out} cannot be made under it`);
  }
  for (const p of missing.reverse()) {
    try {
      mkdirSync(p);
    } catch (e) {
      if (errCode(e) === 'EEXIST' && statSync(p).isDirectory()) continue;
      throw new UsageError('out', `cannot create ${p}: ${(e as Error).message}`);
    }
  }
}

/** Throws UsageError when one of these names in dir exists but is not a regular file. */
export function checkFiles(dir: string, names: readonly string[]): void {
  for (const n of names) {
    const p = join(dir, n);
    let file: boolean;
    try { file = statSync(p).isFile(); } catch { continue; }
    if (!file) throw new UsageError('out', `${p} is in the way: it should be a file (remove or rename it)`);
  }
}

/** Who holds a lock (the lock file's JSON). */
export interface LockHolder { pid: number; host: string; started: string; command: string }

/** Locks held by this process, by resolved dir: a second run in this process is refused too. */
const heldHere = new Set<string>();

const describe = (h: LockHolder): string => `pid ${h.pid} on ${h.host}, started ${h.started}`;

function readHolder(path: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
    return typeof h === 'object' && h !== null && Number.isInteger(h.pid) && typeof h.host === 'string' ? h : null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errCode(e) === 'EPERM';
  }
}

/** Why the lock is stale, or null when its holder may still be running. */
function staleReason(h: LockHolder | null, ageMs: number): string | null {
  if (ageMs > STALE_MS) return `untouched for ${Math.round(ageMs / 1000)} s`;
  if (h === null || h.host !== hostname()) return null;
  // our own pid in the lock, though we do not hold it: a restarted container (same host, same pid)
  if (h.pid === process.pid) return `pid ${h.pid} on ${h.host} is this process's earlier incarnation`;
  return pidAlive(h.pid) ? null : `pid ${h.pid} on ${h.host} is gone`;
}

/** A held lock on an out dir. */
export class OutLock {
  private timer: NodeJS.Timeout | undefined;
  private constructor(readonly path: string, private readonly key: string) {
    this.timer = setInterval(() => {
      const now = new Date();
      try { utimesSync(this.path, now, now); } catch { /* the dir went away; nothing to keep alive */ }
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  /**
   * Takes the lock of dir (which must exist), or throws UsageError (field `out`) naming
   * the run that holds it. `onNote` hears of a stale lock taken over.
   */
  static acquire(dir: string, onNote: (text: string) => void = (t) => process.stderr.write(`jackal: ${t}\n`)): OutLock {
    const key = resolve(dir);
    const path = join(dir, LOCK_FILE);
    if (heldHere.has(key)) throw new UsageError('out', `${dir} is in use by another run in this process (pid ${process.pid})`);
    const me: LockHolder = { pid: process.pid, host: hostname(), started: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
    for (let attempt = 0; attempt < 5; attempt++) {
      let fd: number;
      try {
        fd = openSync(path, 'wx');
      } catch (e) {
        if (errCode(e) !== 'EEXIST') throw new UsageError('out', `cannot write in ${dir}: ${(e as Error).message}`);
        let age: number;
        try { age = Date.now() - statSync(path).mtimeMs; } catch { continue; } // released meanwhile: try again
        const holder = readHolder(path);
        const why = staleReason(holder, age);
        if (why === null) {
          throw new UsageError('out', `${dir} is in use by another run (${holder ? describe(holder) : 'an unreadable lock'}; ${path}); `
            + 'wait for it to finish, or delete the lock if that run is dead');
        }
        const aside = `${path}.stale-${process.pid}`;
        try { renameSync(path, aside); rmSync(aside, { force: true }); } catch { continue; }
        onNote(`took over the stale lock ${path}${holder ? ` of ${describe(holder)}` : ''} (${why})`);
        continue;
      }
      try {
        writeAll(fd, `${JSON.stringify(me)}\n`);
        fsyncSync(fd);
      } catch (e) {
        // a full disk: an empty lock would hold the dir against the next run until it went stale
        closeSync(fd);
        rmSync(path, { force: true });
        throw e;
      }
      closeSync(fd);
      heldHere.add(key);
      return new OutLock(path, key);
    }
    throw new UsageError('out', `could not take the lock ${path}: other runs keep taking it`);
  }

  /** Gives the lock up (removes the file). Safe to call twice. */
  release(): void {
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
    heldHere.delete(this.key);
    rmSync(this.path, { force: true });
  }
}
