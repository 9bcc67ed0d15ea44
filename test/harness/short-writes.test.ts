/**
 * A write(2) may take part of what it is given and say so, with no error: a disk that fills
 * up mid-write does (tmpfs of 16 kB: a 10,000-byte writeSync returned 6,384). fs.writeSync
 * returns that count and writes no more, so each of the harness's writers must write the
 * rest itself (durable.ts writeAll). node:fs is wrapped here so every write takes at most
 * half of what it is given (at least a byte); the files must come out whole, byte for byte
 * as with whole writes. Before writeAll, each came out cut short: games.csv, config.json and
 * a journal rewritten by --resume renamed into place torn, journal lines torn and glued.
 */

import * as fs from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { JournalWriter, rewriteJournal } from '../../src/harness/journal.js';
import { writeOutputs } from '../../src/harness/outputs.js';
import { playGame } from '../../src/harness/play.js';
import { removeTempDirs, tempDir } from './helpers.js';

let short = false;

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const writeSync = (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]): number => {
    if (!short) return (real.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const offset = typeof data === 'string' ? 0 : Number(rest[0] ?? 0);
    const length = typeof data === 'string' ? bytes.length : Number(rest[1] ?? bytes.length - offset);
    const take = Math.max(1, Math.floor(length / 2));
    return real.writeSync(fd, bytes, offset, Math.min(take, length));
  };
  return { ...real, writeSync };
});

afterAll(removeTempDirs);

const read = (dir: string, names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((n) => [n, fs.readFileSync(join(dir, n), 'utf8')]));

describe('writes a disk takes in part', () => {
  it('still make whole files: the CSVs, records.jsonl, the journal, a rewritten journal', () => {
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 3, seed: 'short', maxPlies: 150, record: true }, null);
    const records = [0, 1, 2, 3, 4, 5].map((g) => playGame(config, g));
    const write = (dir: string): void => {
      writeOutputs(dir, config, records);
      const journal = new JournalWriter(join(dir, 'games.jsonl'));
      journal.append(records.slice(0, 4));
      journal.append(records.slice(4));
      journal.close();
      rewriteJournal(join(dir, 'rewritten.jsonl'), records);
    };
    const whole = tempDir('short-whole');
    write(whole);
    const cut = tempDir('short-cut');
    short = true;
    try { write(cut); } finally { short = false; }
    const names = ['games.csv', 'bots.csv', 'seats.csv', 'crosstable.csv', 'ratings.csv', 'lineups.csv', 'records.jsonl', 'games.jsonl', 'rewritten.jsonl'];
    const a = read(whole, names), b = read(cut, names);
    expect(a['games.csv'].split('\n').length, 'the reference is a real games.csv: a header and 12 rows').toBe(14);
    for (const n of names) expect(b[n].length, `${n}: all of it`).toBe(a[n].length);
    expect(b).toEqual(a);
  });
});
