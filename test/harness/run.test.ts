/**
 * The pool, the journal, resume and merge. These run the compiled worker (dist/, built
 * by test/global-setup.ts). Games are tiny (200 plies, random bots).
 */

import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { mergeRuns } from '../../src/harness/merge.js';
import { runMatch } from '../../src/harness/run.js';
import { outputs, removeTempDirs, tempDir } from './helpers.js';

const config = (extra: Record<string, unknown> = {}): RunConfig =>
  buildConfig({ mode: '3p', bots: ['random'], deals: 12, seed: 'test', maxPlies: 200, ...extra }, null);

let reference: Record<string, string>;

beforeAll(async () => {
  const dir = tempDir('ref');
  const r = await runMatch(config(), { out: dir, workers: 1 });
  expect(r.complete).toBe(true);
  reference = outputs(dir);
}, 60_000);

afterAll(removeTempDirs);

describe('runMatch', () => {
  it('writes one row per game and seat, sorted, and the summary tables', () => {
    const rows = reference['games.csv'].trimEnd().split('\n');
    expect(rows[0]).toBe('game,deal,deal_seed,mode,seat,bot,coins,rank,plies,end_reason,code_id,rules_hash,error');
    expect(rows).toHaveLength(1 + 12 * 6 * 3);
    const games = rows.slice(1).map((l) => Number(l.split(',')[0]));
    expect(games).toEqual([...games].sort((a, b) => a - b));
    expect(reference['bots.csv'].split('\n')[0]).toBe('bot,games,wins,ties,losses,win_rate,win_rate_lo,win_rate_hi,mean_coins,blocks,paired_lo,paired_hi,forfeits');
    expect(reference['seats.csv'].trimEnd().split('\n')).toHaveLength(1 + 3);
  });

  it('on 2 workers, an interrupted run leaves valid CSVs, and --resume finishes it as one run on 1 worker would have', async () => {
    // both sessions on 2 workers against the 1-worker reference: byte-identical files for
    // 1 and 2 workers is proved here too (a separate whole run on 2 workers added only a pool)
    const dir = tempDir('resume');
    const stop = new AbortController();
    const first = await runMatch(config(), { out: dir, workers: 2, stopAfter: 5, signal: stop.signal });
    expect(first.complete).toBe(false);
    expect(first.done).toBeGreaterThanOrEqual(5);
    expect(first.done).toBeLessThan(first.total);
    const rows = readFileSync(join(dir, 'games.csv'), 'utf8').trimEnd().split('\n');
    expect(rows).toHaveLength(1 + first.done * 3);
    // a crash mid-write leaves half a line: it is dropped and that game played again
    appendFileSync(join(dir, 'games.jsonl'), '{"game":71,"deal":11,"de');
    const second = await runMatch(config(), { out: dir, workers: 2, resume: true });
    expect(second.complete).toBe(true);
    expect(second.dropped).toBe(1);
    expect(second.played).toBe(second.total - first.done);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);

  it('refuses to resume with another configuration, or to overwrite without --force', async () => {
    const dir = tempDir('mismatch');
    await runMatch(config({ deals: 1 }), { out: dir, workers: 1 });
    await expect(runMatch(config({ deals: 2 }), { out: dir, workers: 1, resume: true }))
      .rejects.toMatchObject({ name: 'UsageError', field: 'resume', problem: expect.stringMatching(/deals differs \(1 there, 2 here\)/) });
    await expect(runMatch(config({ deals: 1 }), { out: dir, workers: 1 }))
      .rejects.toMatchObject({ field: 'out', problem: expect.stringMatching(/--resume .* or --force/) });
    const r = await runMatch(config({ deals: 2 }), { out: dir, workers: 1, force: true });
    expect(r.complete).toBe(true);
  }, 60_000);
});

describe('shards and merge', () => {
  /** Shards 0, 1 and 2 of 3 of the reference configuration, each run once for both tests. */
  let shards: Promise<string[]> | null = null;
  const shardDirs = (): Promise<string[]> => (shards ??= (async () => {
    const dirs = [0, 1, 2].map((k) => tempDir(`shard${k}`));
    for (let k = 0; k < 3; k++) {
      const r = await runMatch({ ...config(), shard: { index: k, count: 3 } }, { out: dirs[k], workers: 1 });
      expect(r.total).toBe(4 * 6);
    }
    return dirs;
  })());

  it('three shards merged give the files of one run', async () => {
    const out = tempDir('merged');
    mergeRuns(await shardDirs(), out, true);
    expect(outputs(out)).toEqual(reference);
  }, 60_000);

  it('names a missing shard', async () => {
    const [zero, , two] = await shardDirs();
    expect(() => mergeRuns([zero, two], tempDir('nomerge'))).toThrow(/shard 1\/3 not given/);
    const other = tempDir('other');
    await runMatch({ ...config({ seed: 'other' }), shard: { index: 1, count: 3 } }, { out: other, workers: 1 });
    expect(() => mergeRuns([zero, two, other], tempDir('nomerge'))).toThrow(/seed differs/);
  }, 60_000);
});
