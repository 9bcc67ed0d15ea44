/**
 * An interrupt (Ctrl-C: the run's AbortSignal) leaves games.csv holding exactly the games
 * the journal holds, whatever the moment it comes (src/harness/run.ts: a record goes to the
 * journal and to the list the CSVs are written from in one step, and once the pool is
 * stopping, pool-play.ts's `accept` hears no more records).
 *
 * Why this file: test/cli/harness-commands.test.ts once saw, on a machine at load 28, exit
 * 130 with no row in games.csv and "one game" in the journal. The journal was empty: the
 * test waited 5 s for the first game (a loaded machine took 6 to 10 s to journal it here),
 * then sent SIGINT, and counted the lines of an empty file as one ('' split on newlines is
 * one empty string). The code has no such window; both moments are pinned here without
 * timing luck, so that none opens: an interrupt before any game reaches the journal, and
 * one inside the journaling of the first record while more wait behind it on the port (the
 * main thread held busy, as a loaded machine holds it, while the worker plays on). Taking
 * the CSVs' list when the interrupt comes, and hearing records after it, fails the second
 * (the journal then holds the 16 games of the port, games.csv one).
 * Games are counted from the files as a reader would: the journal's lines that hold a
 * record, games.csv's first column.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch } from '../../src/harness/run.js';
import { removeTempDirs, requireDist, tempDir } from './helpers.js';

beforeAll(requireDist);
afterAll(removeTempDirs);

const DEALS = 200;
const config = () => buildConfig({ mode: '2p', bots: ['random'], deals: DEALS, maxPlies: 40, seed: 'interrupt-race' }, null);

/** The games the journal holds: one per non-blank line, each a JSON record with its game number. */
function journalGames(dir: string): number[] {
  return readFileSync(join(dir, 'games.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '')
    .map((l) => (JSON.parse(l) as { game: number }).game).sort((a, b) => a - b);
}

/** The games games.csv holds (a row per game and seat; the game number is the first cell). */
function csvGames(dir: string): number[] {
  const [header, ...rows] = readFileSync(join(dir, 'games.csv'), 'utf8').split('\n').filter((l) => l !== '');
  expect(header.split(',')[0]).toBe('game');
  const seats = new Map<number, number>();
  for (const row of rows) { const g = Number(row.split(',')[0]); seats.set(g, (seats.get(g) ?? 0) + 1); }
  for (const [g, n] of seats) expect(n, `game ${g}: rows`).toBe(2);
  return [...seats.keys()].sort((a, b) => a - b);
}

describe('an interrupt: games.csv holds exactly the games of the journal', () => {
  it('before any game is journaled (the pool starting): both hold no game', async () => {
    const dir = tempDir('int-early');
    const stop = new AbortController();
    // onPlan runs just before the journal is opened and the pool started; this timer fires once
    // runMatch awaits the pool, long before a worker thread has booted and played a game
    const r = await runMatch(config(), { out: dir, workers: 1, signal: stop.signal, onPlan: () => setTimeout(() => stop.abort(), 0) });
    expect(r.complete).toBe(false);
    expect(journalGames(dir)).toEqual([]);
    expect(csvGames(dir)).toEqual([]);
    expect(r.done).toBe(0);
    // the count harness-commands.test.ts used to make of this empty journal
    expect(readFileSync(join(dir, 'games.jsonl'), 'utf8').trimEnd().split('\n')).toHaveLength(1);
  }, 60_000);

  it("in the middle of a port's queue of records (the abort inside the first one's journaling): the journaled ones", async () => {
    const dir = tempDir('int-mid');
    const stop = new AbortController();
    // The progress bar is drawn inside the journaling of the first game (run.ts onRecord, after
    // the journal and the list took it). There the thread is held while the worker posts more
    // records on the same port, then the run is aborted: the records behind it on the port are
    // delivered after the abort, in the same turn of the event loop.
    const write = process.stderr.write.bind(process.stderr);
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      if (!stop.signal.aborted && String(chunk).startsWith('\r[')) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
        stop.abort();
        return true;
      }
      return String(chunk).startsWith('\r[') || chunk === '\n' ? true : (write as (c: typeof chunk, ...r: unknown[]) => boolean)(chunk, ...rest);
    });
    try {
      const r = await runMatch(config(), { out: dir, workers: 1, signal: stop.signal, progress: true });
      const games = journalGames(dir);
      expect(games.length).toBeGreaterThanOrEqual(1);
      expect(games.length).toBeLessThan(2 * DEALS);
      expect(csvGames(dir)).toEqual(games);
      expect([r.complete, r.done]).toEqual([false, games.length]);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);
});
