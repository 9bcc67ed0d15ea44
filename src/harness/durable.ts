/**
 * Durable file replacement: a file is written under a temporary name, fsynced, and
 * renamed over the old one, then its directory is fsynced. A reader, a Ctrl-C or a
 * crash of the machine sees the old file or the new one, never a torn or empty one
 * (rename without the fsync may leave a zero-length file after a power cut on ext4/xfs).
 */

import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes the whole of `text` to fd. fs.writeSync writes what one write(2) takes and returns
 * its count: on a disk that fills up mid-write the kernel takes part of it and says so, no
 * error (the error comes with the next write). A caller that wrote once, as the harness's
 * writers did, left the file cut short: a CSV or config.json renamed into place torn, a journal
 * line torn and the next one glued to it. This writes the rest until all is taken, so a full
 * disk ends in the error (ENOSPC) instead; a write that takes nothing is that error too.
 */
export function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length;) {
    const n = writeSync(fd, bytes, at, bytes.length - at);
    if (n <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write (a write took no bytes)'), { code: 'ENOSPC', syscall: 'write' });
    at += n;
  }
}

/** Fsyncs a directory, so that a rename or a new file in it survives a crash. Best effort: some file systems refuse. */
export function syncDir(dir: string): void {
  let fd = -1;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // directories cannot be fsynced everywhere (some network file systems); the data itself was synced
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/**
 * Writes a file through `write(fd)` under `<path>.tmp`, fsyncs it, renames it over `path`
 * and fsyncs the directory. When the write or the fsync fails, the temporary file is removed
 * and `path` left as it was.
 */
export function replaceFile(path: string, write: (fd: number) => void): void {
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    write(fd);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    rmSync(tmp, { force: true }); // a full disk: the old file stands, and the part written goes
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, path);
  syncDir(dirname(path));
}

/** replaceFile with the whole text at once. */
export const replaceText = (path: string, text: string): void => replaceFile(path, (fd) => { writeAll(fd, text); });
