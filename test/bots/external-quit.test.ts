/**
 * The end of an external bot's last game, and the quit grace (bots/ext-settings.ts,
 * docs/PROTOCOL.md "Time").
 *
 * A CI run under load once found 6 of the 8 `game-over` lines of test/bots/external.test.ts's
 * logging bots missing. The lines a game ends with were posted to the pipe's helper thread
 * and nothing waited for them: a harness worker ended by its pool right after its last game
 * took its helper, and the lines still in it, along. Here a thread ends that way right after
 * a game whose last write is longer than a pipe holds (so part of it must wait in the
 * helper); the program must still read the game's every line. The old code lost the
 * game-over every time (6 of 6 tries; and a one-line write in 5 of 20).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXT_DEFAULTS, readExtSettings } from '../../bots/ext-settings.js';
import { jackalCompiled } from '../fixtures/cli.js';
import { removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';
import { untilEnded } from '../support/processes.js';

const DIST = pathToFileURL(join(ROOT, 'dist/')).href;
const WORKER = new URL('../fixtures/ext/game-end-worker.mjs', import.meta.url);

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('a thread that ends right after a game', () => {
  it('its program still reads every line of the game, game-over last', async () => {
    const dir = tempDir('ext-quit');
    const log = join(dir, 'seen');
    // 30,000 moves of 44 bytes, 1.3 MB: far more than a pipe holds (64 KiB) and than the program reads
    // while the thread is ended (the old code: 0 of them, or 5,099 of 10,000, and no game-over)
    const held = 30_000;
    const w = new Worker(WORKER, {
      workerData: { dist: DIST, spec: `ext:node ${join(ROOT, 'test/fixtures/ext/fault-bot.mjs')} log 0 ${log}`, held },
      // a generous grace: the program is never killed here, the lines reach it or they do not
      env: { ...process.env, JACKAL_EXT_QUIT_MS: '30000' },
    });
    await new Promise((res, rej) => { w.once('message', res); w.once('error', rej); });
    await w.terminate(); // as a pool ends its workers: at once
    const pids = readdirSync(dir).filter((f) => f.startsWith('seen.')).map((f) => Number(f.slice(5)));
    expect(pids).toHaveLength(2); // the spec's check (hello, quit) and the game's
    expect(await untilEnded(pids, 20_000)).toEqual([]); // each read the end of its stdin and quit
    const game = pids.map((p) => readFileSync(`${log}.${p}`, 'utf8').trim().split('\n')).find((l) => l.some((x) => x.includes('"new-game"')));
    const types = game!.map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types.filter((t) => t === 'moved')).toHaveLength(held);
    expect(types[types.length - 1]).toBe('game-over');
  }, 60_000);
});

describe('the end of a run', () => {
  it('`jackal match` returns once every bot process it started has quit (the old code returned before they had)', async () => {
    const out = tempDir('ext-run-end');
    const marker = join(out, 'bot');
    // each process takes 600 ms to write its file once told to quit, well within the quit grace (2 s)
    const spec = `ext:node ${join(ROOT, 'test/fixtures/ext/fault-bot.mjs')} slow-quit 600 ${marker}`;
    const r = await jackalCompiled(['match', '--mode', '2p', '-b', spec, '-b', 'random', '--deals', '2', '--max-plies', '20', '--workers', '2', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    const files = readdirSync(out);
    const pids = (state: string): string[] => files.filter((f) => f.startsWith(`bot.${state}.`)).map((f) => f.slice(`bot.${state}.`.length)).sort();
    // the spec's check in the main thread, and the games' in the workers
    expect(pids('up').length).toBeGreaterThanOrEqual(2);
    expect(pids('quit')).toEqual(pids('up'));
  }, 60_000);
});

describe('the quit grace and the time limits from the environment', () => {
  it('are read whole, in range, each refusal naming its variable', () => {
    expect(readExtSettings({})).toEqual(EXT_DEFAULTS);
    expect(readExtSettings({ JACKAL_EXT_QUIT_MS: '0', JACKAL_EXT_TIMEOUT_MS: ' 1500 ', JACKAL_EXT_HANDSHAKE_MS: '' }))
      .toEqual({ handshakeMs: 30_000, replyMs: 1500, quitMs: 0 });
    expect(readExtSettings({ JACKAL_EXT_QUIT_MS: '2s' })).toBe('JACKAL_EXT_QUIT_MS: must be a whole number of ms from 0 to 3600000, got "2s"');
    expect(readExtSettings({ JACKAL_EXT_TIMEOUT_MS: '0' })).toMatch(/^JACKAL_EXT_TIMEOUT_MS: must be a whole number of ms from 1 to/);
    expect(readExtSettings({ JACKAL_EXT_HANDSHAKE_MS: '1.5' })).toMatch(/^JACKAL_EXT_HANDSHAKE_MS: /);
    expect(readExtSettings({ JACKAL_EXT_QUIT_MS: '3600001' })).toMatch(/^JACKAL_EXT_QUIT_MS: /);
  });

  it('a bad JACKAL_EXT_QUIT_MS stops a run before it plays: exit status 2, one line naming it (the old code ignored it)', async () => {
    const out = tempDir('ext-quit-env');
    const spec = `ext:node ${join(ROOT, 'test/fixtures/ext/fault-bot.mjs')} ok`;
    const r = await jackalCompiled(['match', '--mode', '2p', '-b', spec, '-b', 'random', '--deals', '1', '--max-plies', '20', '--workers', '1', '--out', out],
      { env: { JACKAL_EXT_QUIT_MS: 'soon' } });
    expect(r.status, r.stderr).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('JACKAL_EXT_QUIT_MS: must be a whole number of ms from 0 to 3600000, got "soon"');
  }, 60_000);
});
