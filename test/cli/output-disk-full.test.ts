/**
 * A page or file a command writes (`--out` of report, sweep, view, `--csv`: cli/common.ts
 * writeOutput) on a disk that fills up mid-write: one line naming the flag, the file and the
 * cause, and no file cut short left behind to read as the output. Before, an 8 kB tmpfs kept
 * an 8,192-byte sweep.html (the page's head) and a 0-byte report.html, with `... ENOSPC`.
 * node:fs is wrapped so writeFileSync into the test's dir writes half its text, then fails
 * as the kernel does when the disk is full.
 */

import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeOutput } from '../../src/cli/common.js';
import { removeTempDirs, tempDir } from '../harness/helpers.js';

const full = { dir: '' };

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const writeFileSync = (path: fs.PathOrFileDescriptor, data: string, ...rest: unknown[]): void => {
    if (full.dir === '' || !String(path).startsWith(full.dir)) { (real.writeFileSync as (...a: unknown[]) => void)(path, data, ...rest); return; }
    real.writeFileSync(path, data.slice(0, data.length >> 1));
    throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
  };
  return { ...real, writeFileSync };
});

afterAll(removeTempDirs);

describe('an output file on a full disk', () => {
  it('is refused in one line and not left cut short', () => {
    const dir = tempDir('out-full');
    const page = join(dir, 'report.html');
    fs.writeFileSync(page, 'an older report');
    full.dir = dir;
    try {
      expect(() => writeOutput('<html>'.padEnd(10_000, 'x'), page)).toThrow(`--out: cannot write ${page}: no space left on the disk (ENOSPC)`);
      expect(() => writeOutput('a,b\n1,2\n', join(dir, 'sweep.csv'), '--csv')).toThrow(/^--csv: cannot write .*sweep\.csv: no space left on the disk \(ENOSPC\)$/);
    } finally {
      full.dir = '';
    }
    expect(fs.readdirSync(dir), 'no torn file').toEqual([]);
  });
});
