/**
 * Every file the harness renames into place (the CSVs, config.json, the rewritten
 * journal) is fsynced under its temporary name before the rename, and its directory
 * after it (after the last rename of a set: the CSVs are replaced together, durable-set.ts).
 * node:fs is wrapped so the test sees the order of the calls.
 */

import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { rewriteJournal } from '../../src/harness/journal.js';
import { writeOutputs } from '../../src/harness/outputs.js';
import { playGame } from '../../src/harness/play.js';
import { removeTempDirs, tempDir } from './helpers.js';

const calls: string[] = [];
const fdPath = new Map<number, string>();

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    openSync: (p: fs.PathLike, ...rest: unknown[]) => {
      const fd = (real.openSync as (...a: unknown[]) => number)(p, ...rest);
      fdPath.set(fd, String(p));
      return fd;
    },
    fsyncSync: (fd: number) => { calls.push(`fsync ${fdPath.get(fd)}`); real.fsyncSync(fd); },
    renameSync: (a: fs.PathLike, b: fs.PathLike) => { calls.push(`rename ${String(a)} ${String(b)}`); real.renameSync(a, b); },
  };
});

afterAll(removeTempDirs);

describe('durable writes', () => {
  it('fsync the temporary file before the rename, and the directory after it', () => {
    const dir = tempDir('durable');
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 1, seed: 'd', maxPlies: 100 }, null);
    const records = [0, 1].map((g) => playGame(config, g));
    // the CSVs are replaced as a set (durable-set.ts): all synced, then renamed, then the directory synced once
    const steps: [write: () => void, files: string[]][] = [
      [() => writeOutputs(dir, config, records), ['games.csv', 'bots.csv', 'seats.csv', 'crosstable.csv', 'ratings.csv', 'lineups.csv', 'timing.csv']],
      [() => rewriteJournal(join(dir, 'games.jsonl'), records), ['games.jsonl']],
    ];
    for (const [write, files] of steps) {
      calls.length = 0;
      write();
      const renames = calls.filter((c) => c.startsWith('rename '));
      expect(renames.map((r) => r.split(' ')[2])).toEqual(files.map((f) => join(dir, f)));
      for (const r of renames) {
        const [, tmp] = r.split(' ');
        expect(calls.slice(0, calls.indexOf(r)), `${tmp} synced before its rename`).toContain(`fsync ${tmp}`);
      }
      expect(calls.at(-1), 'then the directory, after the last rename').toBe(`fsync ${dir}`);
    }
  });
});
