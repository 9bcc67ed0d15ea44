/**
 * `merge --force` of shards made by different code (audit of 2026-12-03): games.csv's
 * code_id names the code that played each game, and the summary says the run mixes
 * versions. Before, every row carried the first shard's code id, so a merged run read as
 * played by one code.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, configJson } from '../../src/harness/config.js';
import { JOURNAL_FILE, rewriteJournal } from '../../src/harness/journal.js';
import { mergeRuns } from '../../src/harness/merge.js';
import { summaryText } from '../../src/harness/summary.js';
import { pairGame } from '../support/runs.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

const H = 'heuristic', R = 'random';
const input = { mode: '2p', bots: [H, R], deals: 2 };

/** Shard k of 2 (deal k: games 2k, 2k + 1), its config.json's code id replaced by `code` when given. */
function shard(k: number, code?: string): string {
  const dir = tempDir(`shard-${k}`);
  const c = buildConfig(input, null, { index: k, count: 2 });
  const text = configJson(c);
  writeFileSync(join(dir, 'config.json'), code ? text.split(`"${c.code}"`).join(`"${code}"`) : text);
  rewriteJournal(join(dir, JOURNAL_FILE), [pairGame(2 * k, [3, 1], H, R), pairGame(2 * k + 1, [0, 2], H, R)]);
  return dir;
}

/** games.csv's code_id per game, in game order. */
function codeIds(dir: string): string[] {
  const rows = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n').map((l) => l.split(','));
  const at = rows[0].indexOf('code_id');
  return [...new Map(rows.slice(1).map((r) => [r[0], r[at]])).values()];
}

describe('merge --force of shards of different code', () => {
  const own = buildConfig(input, null).code;
  const other = 'aaaaaaaaaaaa';

  it('games.csv names each game\'s code, and the summary says the run mixes two', () => {
    const out = tempDir('merged');
    const m = mergeRuns([shard(0), shard(1, other)], out, true);
    expect(codeIds(out)).toEqual([own, own, other, other]);
    const text = summaryText({ config: m.config, done: m.total, total: m.total, errors: m.errors, complete: true, tables: m.tables, out });
    expect(text).toContain(`games of 2 versions of the code (shards merged with --force): ${own} played 2 games, ${other} played 2 games; games.csv's code_id names each game's, config.json the first shard's`);
  });

  it('shards of one code: one code id, no such line', () => {
    const out = tempDir('merged-same');
    const m = mergeRuns([shard(0), shard(1)], out, true);
    expect(codeIds(out)).toEqual([own, own, own, own]);
    expect(summaryText({ config: m.config, done: m.total, total: m.total, errors: m.errors, complete: true, tables: m.tables, out })).not.toContain('versions of the code');
  });
});
