/**
 * A worker thread that cannot load the harness (dist/ rewritten during a run: a half-written
 * module) is a fault of the machinery, not of a game. Before the fix the pool waited for
 * ever: piscina starts no new worker after one fails while starting, and the chunks sent to
 * it never settled. Now the run stops at once, says why (RunOutcome.failure), keeps every
 * game finished before, and --resume with a good build makes the files of a clean run.
 *
 * The failing workers are modules of this test run in place of dist/src/harness/worker.js
 * (RunOptions.workerFile): the real worker's text cut in half (a half-written file), and a
 * module that is the real worker on its first load and half-written on every later one (a
 * rebuild between a worker's death and its replacement's start).
 */

import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { runMatch, workerUrl } from '../../src/harness/run.js';
import { outputs, removeTempDirs, requireDist, tempDir } from './helpers.js';

const config = (): RunConfig => buildConfig({ mode: '3p', bots: ['random'], deals: 40, seed: 'worker-load', maxPlies: 200 }, null);
const journalGames = (dir: string): number[] =>
  readFileSync(join(dir, 'games.jsonl'), 'utf8').split('\n').filter((l) => l !== '').map((l) => (JSON.parse(l) as { game: number }).game);
const gamesCsvGames = (dir: string): Set<number> =>
  new Set(readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\n').slice(1).map((l) => Number(l.split(',')[0])));
/** Longer than a prompt stop takes on a loaded machine, far shorter than the hang it replaces. */
const PROMPT_S = 20;

let reference: Record<string, string>;
let halfWritten: URL;
let fixtures: string;

beforeAll(async () => {
  requireDist();
  fixtures = tempDir('wload-mods');
  const text = readFileSync(workerUrl(), 'utf8');
  halfWritten = pathToFileURL(join(fixtures, 'half-written.mjs'));
  writeFileSync(halfWritten, text.slice(0, Math.floor(text.length / 2)));
  const dir = tempDir('wload-ref');
  const r = await runMatch(config(), { out: dir, workers: 1 });
  expect(r.complete).toBe(true);
  reference = outputs(dir);
}, 60_000);

afterAll(removeTempDirs);

describe('a worker that cannot load the harness', () => {
  it('at the start of a session: the run stops at once and keeps the games done; --resume finishes it', async () => {
    const dir = tempDir('wload-start');
    const first = await runMatch(config(), { out: dir, workers: 1, stopAfter: 7 });
    expect(first.done).toBe(7);
    const before = journalGames(dir);

    const r = await runMatch(config(), { out: dir, workers: 2, resume: true, workerFile: halfWritten });
    expect(r.failure).toMatch(/could not load/);
    expect(r.complete).toBe(false);
    expect(r.played).toBe(0);
    expect(r.seconds).toBeLessThan(PROMPT_S);
    expect(journalGames(dir)).toEqual(before);
    expect(gamesCsvGames(dir)).toEqual(new Set(before));

    const last = await runMatch(config(), { out: dir, workers: 2, resume: true });
    expect(last.complete).toBe(true);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);

  it('when a worker dies and its replacement cannot load: the run stops at once with the games before the death', async () => {
    const dir = tempDir('wload-mid');
    const loads = join(fixtures, 'loads');
    const flaky = pathToFileURL(join(fixtures, 'flaky.mjs'));
    // the real worker is evaluated first (a hoisted re-export); the second load on throws after it
    writeFileSync(flaky, [
      `import { appendFileSync, readFileSync } from 'node:fs';`,
      `export { default } from ${JSON.stringify(workerUrl().href)};`,
      `appendFileSync(${JSON.stringify(loads)}, 'x');`,
      `if (readFileSync(${JSON.stringify(loads)}, 'utf8').length > 1) throw new SyntaxError('half-written module (test)');`,
    ].join('\n'));
    appendFileSync(loads, '');
    // one worker, whose first chunk holds games 0 to 20 or more, in order (chunks.ts): it dies on game 9 with games 0-8 reported
    const r = await runMatch(config(), { out: dir, workers: 1, workerFile: flaky, faults: { workerExitAt: 9 } });
    expect(r.failure).toMatch(/could not load.*half-written module/);
    expect(r.workerDeaths).toBe(1);
    expect(r.complete).toBe(false);
    expect(r.seconds).toBeLessThan(PROMPT_S);
    const kept = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(journalGames(dir)).toEqual(kept);
    expect(gamesCsvGames(dir)).toEqual(new Set(kept));

    const last = await runMatch(config(), { out: dir, workers: 1, resume: true });
    expect(last.complete).toBe(true);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);
});
