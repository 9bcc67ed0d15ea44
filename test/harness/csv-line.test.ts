/**
 * csv-line.ts writes games.csv and timing.csv by hand; its bytes must be csv-stringify's
 * (which writes the other CSVs, and wrote these before). The truth here is csv-stringify
 * itself, on cells chosen to hit every quoting rule, and a run's games.csv against the rows
 * csv-stringify makes of the same records.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, rulesHash } from '../../src/harness/config.js';
import { csvCell, csvLine } from '../../src/harness/csv-line.js';
import { writeOutputs } from '../../src/harness/outputs.js';
import { playGame } from '../../src/harness/play.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

const AWKWARD: (string | number | undefined | null)[] = [
  '', 'plain', 'a,b', 'say "hi"', '"', '""', 'line\nbreak', 'cr\r', 'crlf\r\n', ' padded ', '=1+2', '-3', 'é ñ 中', "it's",
  'error: TypeError: x is not a function, at ply 3', 0, -0, 1.5, -2.25, 1e21, 1e-7, NaN, Infinity, -Infinity, 123456789, undefined, null,
];

describe('csv-line', () => {
  it("writes every awkward cell as csv-stringify does, alone and in a line", () => {
    for (const x of AWKWARD) expect(`${csvCell(x)}\n`, JSON.stringify(x)).toBe(stringify([[x]]));
    expect(csvLine(AWKWARD)).toBe(stringify([AWKWARD]));
  });

  it("games.csv and timing.csv of a run with an error record: csv-stringify's bytes", () => {
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 3, seed: 'csv-line', maxPlies: 150 }, null);
    const records = [0, 1, 2, 3, 4, 5].map((g) => playGame(config, g));
    // an error record (as a failed game writes it: no coins or ranks) with a message that needs quotes
    Object.assign(records[3], { coins: [], ranks: [], reason: 'error', error: 'Error: bot "x", seat 1, said\nno' });
    const dir = tempDir('csv-line');
    writeOutputs(dir, config, records);
    const rows = records.flatMap((r) => r.bots.map((bot, seat) => [r.game, r.deal, r.dealSeed, '2p', seat, bot, r.error === '' ? r.coins[seat] : '',
      r.error === '' ? r.ranks[seat] : '', r.plies, r.reason, config.code, rulesHash(config), r.error]));
    const header = ['game', 'deal', 'deal_seed', 'mode', 'seat', 'bot', 'coins', 'rank', 'plies', 'end_reason', 'code_id', 'rules_hash', 'error'];
    expect(readFileSync(join(dir, 'games.csv'), 'utf8')).toBe(stringify([header, ...rows]));
    expect(readFileSync(join(dir, 'timing.csv'), 'utf8')).toBe(stringify([['game', 'ms'], ...records.map((r) => [r.game, r.ms])]));
  });
});
