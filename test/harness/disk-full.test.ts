/**
 * A disk that fills up during a run (docs/HARNESS.md, "What the harness promises"): the run
 * stops with the games its journal holds, each line whole, says so in one line (no stack
 * trace) and exits with status 4; no temporary file is left, csv-stale.txt says the CSVs lag;
 * once there is room, --resume makes the files of a clean run. A disk that takes the journal
 * but not the CSVs at the end is the same, with the journal whole. Before disk-fault.ts the
 * journal's ENOSPC was thrown in the pool's timer (an uncaught exception: a stack trace, exit 1,
 * the lock left behind), and the CSVs' ENOSPC an `internal error` with its stack and
 * games.csv.tmp left holding the space.
 *
 * node:fs is wrapped so that the files of the out dir see a disk with `room` bytes left: a
 * write takes what fits and says so (as the kernel does), and a write that finds none throws
 * ENOSPC. `tmpFull` refuses every byte of the CSVs' `.tmp` files only (the CSVs at the end).
 */

import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch } from '../../src/harness/run.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { outputs, removeTempDirs, requireDist, ROOT, tempDir } from './helpers.js';

const disk = { dir: '', room: Infinity, tmpFull: false };
const fdPath = new Map<number, string>();

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const enospc = (): Error => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
  const writeSync = (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]): number => {
    const path = fdPath.get(fd) ?? '';
    if (disk.dir === '' || !path.startsWith(disk.dir)) return (real.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const offset = typeof data === 'string' ? 0 : Number(rest[0] ?? 0);
    const length = typeof data === 'string' ? bytes.length : Number(rest[1] ?? bytes.length - offset);
    const room = disk.tmpFull && path.endsWith('.csv.tmp') ? 0 : disk.room;
    const take = Math.min(length, room);
    if (take === 0 && length > 0) throw enospc();
    disk.room -= take;
    return real.writeSync(fd, bytes, offset, take);
  };
  const openSync = (p: fs.PathLike, ...rest: unknown[]): number => {
    const fd = (real.openSync as (...a: unknown[]) => number)(p, ...rest);
    fdPath.set(fd, String(p));
    return fd;
  };
  return { ...real, openSync, writeSync };
});

const DEALS = 20;
const config = () => buildConfig({ mode: '2p', bots: ['random'], deals: DEALS, seed: 'full', maxPlies: 120 }, null);
const CLI = ['match', '--mode', '2p', '--bot', 'random', '--deals', String(DEALS), '--seed', 'full', '--max-plies', '120', '--workers', '1'];
const TOTAL = DEALS * 2;

const jackal = (args: string[]) => jackalInProcess(args, ROOT);
const lines = (dir: string): string[] => fs.readFileSync(join(dir, 'games.jsonl'), 'utf8').split('\n');
let reference: Record<string, string>;

beforeAll(async () => {
  requireDist();
  const dir = tempDir('full-ref');
  expect((await runMatch(config(), { out: dir, workers: 1 })).complete).toBe(true);
  reference = outputs(dir);
});
afterAll(() => { disk.dir = ''; removeTempDirs(); });

/** What a stopped run must have left: whole journal lines, no temporary file, no lock, the stale mark. */
function expectStopped(dir: string, r: { status: number; stderr: string }, what: RegExp): number {
  expect(r.status, r.stderr).toBe(4);
  const last = r.stderr.trim().split('\n').at(-1)!;
  expect(last).toMatch(what);
  expect(last).toMatch(/ENOSPC/);
  expect(r.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  const journal = lines(dir);
  expect(journal.at(-1), 'the journal ends with a whole line').toBe('');
  const games = journal.slice(0, -1).map((l) => JSON.parse(l) as { game: number });
  expect(last).toContain(`keeps the ${games.length} of ${TOTAL} games done`);
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp') || f === 'run.lock'), 'no temporary file, no lock').toEqual([]);
  expect(fs.existsSync(join(dir, 'csv-stale.txt')), 'the CSVs are marked as lagging').toBe(true);
  return games.length;
}

describe('a full disk', () => {
  it('while the journal grows: the run stops, keeping whole lines; --resume finishes it', async () => {
    const dir = tempDir('full-journal');
    disk.dir = dir; disk.room = 5000; disk.tmpFull = false; // config.json and the stale mark, then some 20 lines
    const r = await jackal([...CLI, '--out', dir]);
    const kept = expectStopped(dir, r, /^jackal match: STOPPED: cannot write the journal .*games\.jsonl \(ENOSPC.*it keeps the \d+ of 40 games done, each whole, and the run stopped; free space .* --resume$/);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(TOTAL);
    const before = lines(dir).slice(0, -1).map((l) => l.replace(/,"ms":[\d.]+/, ''));
    disk.room = Infinity;
    const again = await jackal([...CLI, '--out', dir, '--resume']);
    expect(again.status, again.stderr).toBe(0);
    expect(outputs(dir)).toEqual(reference);
    const after = new Set(lines(dir).map((l) => l.replace(/,"ms":[\d.]+/, '')));
    for (const l of before) expect(after.has(l), 'every game journaled before is kept').toBe(true);
  });

  it('for the CSVs at the end: the journal is whole, the old files stand; --resume writes them', async () => {
    const dir = tempDir('full-csv');
    disk.dir = dir; disk.room = Infinity; disk.tmpFull = true;
    const r = await jackal([...CLI, '--out', dir]);
    expect(expectStopped(dir, r, /^jackal match: STOPPED: cannot write the CSVs in .* \(ENOSPC.*: the journal .*games\.jsonl keeps the 40 of 40 games done; free space .* --resume, which writes them$/)).toBe(TOTAL);
    disk.tmpFull = false;
    const again = await jackal([...CLI, '--out', dir, '--resume']);
    expect(again.status, again.stderr).toBe(0);
    expect(outputs(dir)).toEqual(reference);
    expect(fs.existsSync(join(dir, 'csv-stale.txt'))).toBe(false);
  });

  it('from the start: nothing is played, one line, no lock', async () => {
    const dir = tempDir('full-start');
    disk.dir = dir; disk.room = 0; disk.tmpFull = false;
    const r = await jackal([...CLI, '--out', dir]);
    expect(r.status, r.stderr).toBe(4);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(/^jackal match: STOPPED: cannot write in .*full-start.* \(ENOSPC: no space left on device, write\): the journal keeps the games done; free space .* --resume$/);
    expect(r.stderr, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp') || f === 'run.lock' || f === 'games.jsonl')).toEqual([]);
  });

  it('for a merge: one line, exit 4, the old files stand', async () => {
    const shard = tempDir('full-shard');
    disk.dir = '';
    expect((await jackal([...CLI, '--out', shard])).status).toBe(0);
    const dir = tempDir('full-merge');
    disk.dir = dir; disk.room = Infinity; disk.tmpFull = true;
    const r = await jackal(['merge', shard, '--out', dir]);
    expect(r.status, r.stderr).toBe(4);
    expect(r.stderr.trim()).toMatch(/^jackal merge: STOPPED: cannot write \(ENOSPC: no space left on device, write\); free space \(or mend the disk\), then run the same command again/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp') || f === 'run.lock')).toEqual([]);
    disk.tmpFull = false;
    expect((await jackal(['merge', shard, '--out', dir, '--force'])).status).toBe(0);
    expect(outputs(dir)).toEqual(reference);
  });
});
