/**
 * `jackal match` warns that a time budget will not reproduce, whichever way the budget is
 * given: the run's `--budget-ms`, or a bot's own `ms=` parameter (`mcts:ms=2`); and
 * config.json says `reproducible: false` in both cases. A run with an iteration budget
 * only gives no warning and says `reproducible: true`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, requireDist, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

beforeAll(requireDist); // the pool's workers run the compiled harness
afterAll(removeTempDirs);

const WARNING = /^jackal: warning: a time budget \((.*)\) makes the results depend on machine speed and load; they will not reproduce$/m;

/** A tiny Jackal match (1 deal, 2 seatings, 20 plies) with these extra arguments, in this process (main, as bin/jackal.js runs it). */
async function match(tag: string, extra: string[]): Promise<{ warning: string | null; reproducible: unknown }> {
  const out = tempDir(tag);
  const r = await jackalInProcess(['match', '--mode', '2p', '-b', 'random', '--deals', '1', '--max-plies', '20', '--workers', '1', '--out', out, ...extra], out);
  expect(r.status, r.stderr).toBe(0);
  const config = JSON.parse(readFileSync(join(out, 'config.json'), 'utf8')) as { provenance: { reproducible: unknown } };
  return { warning: WARNING.exec(r.stderr)?.[1] ?? null, reproducible: config.provenance.reproducible };
}

describe('a time budget is warned of, however it is given', () => {
  it('--budget-ms, a bot\'s ms= parameter, and neither', async () => {
    const run = await match('budget-ms', ['-b', 'mcts:iterations=5', '--budget-ms', '2']);
    const bot = await match('bot-ms', ['-b', 'mcts:ms=2']);
    const none = await match('iterations', ['-b', 'mcts:iterations=5']);
    expect(run).toEqual({ warning: '--budget-ms', reproducible: false });
    expect(bot).toEqual({ warning: "a bot's ms= parameter", reproducible: false });
    expect(none).toEqual({ warning: null, reproducible: true });
  });
});
