/**
 * `playMatch` (src/api/match.ts), the in-thread match of the library: its records and its
 * per-bot table are those `jackal match` writes for the same settings (the compiled CLI's
 * games.csv and bots.csv, read back), and a bad experiment is the harness's UsageError
 * naming the key.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playMatch, UsageError } from '../../src/api/index.js';
import { removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('playMatch', () => {
  it('gives the records and the bots table of jackal match with the same settings', () => {
    const out = tempDir('api-match');
    const cli = spawnSync(process.execPath, [join(ROOT, 'test/fixtures/run-cli.mjs'), 'match', '--mode', '2p', '-b', 'random', '-b', 'heuristic',
      '--deals', '2', '--max-plies', '200', '--seed', 'api', '--workers', '1', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    expect(cli.status).toBe(0);
    const r = playMatch({ mode: '2p', bots: ['random', 'heuristic'], deals: 2, maxPlies: 200, seed: 'api' });
    const rows = parse(readFileSync(join(out, 'games.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(r.records).toHaveLength(4);
    const mine = r.records.flatMap((g) => g.bots.map((b, seat) => [String(g.game), String(seat), b, String(g.coins[seat]), String(g.plies), g.reason]));
    expect(mine).toEqual(rows.map((x) => [x.game, x.seat, x.bot, x.coins, x.plies, x.end_reason]));
    const bots = parse(readFileSync(join(out, 'bots.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    expect(r.tables.bots.map((b) => [b.label, String(b.games), String(b.wins), String(b.losses)])).toEqual(bots.map((b) => [b.bot, b.games, b.wins, b.losses]));
  });

  it('refuses a bad experiment with the key at fault', () => {
    expect(() => playMatch({ mode: '2p', bots: ['random', 'nobody'] })).toThrow(UsageError);
    expect(() => playMatch({ mode: '2p', bots: ['random', 'nobody'] })).toThrow(/unknown bot "nobody"/);
  });
});
