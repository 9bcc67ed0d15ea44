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
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXT_DEFAULTS, readExtSettings } from '../../bots/ext-settings.js';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch, workerUrl } from '../../src/harness/run.js';
import { jackalCompiled } from '../fixtures/cli.js';
import { JACKAL, removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';
import { running, untilEnded } from '../support/processes.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The pids of the slow-quit bots (fault-bot.mjs) of run dir `out` that wrote `bot.<state>.PID`, sorted. */
const upsAndQuits = (out: string, state: 'up' | 'quit'): string[] =>
  readdirSync(out).filter((f) => f.startsWith(`bot.${state}.`)).map((f) => f.slice(`bot.${state}.`.length)).sort();

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
    // the spec's check in the main thread, and the games' in the workers
    expect(upsAndQuits(out, 'up').length).toBeGreaterThanOrEqual(2);
    expect(upsAndQuits(out, 'quit')).toEqual(upsAndQuits(out, 'up'));
  }, 60_000);

  it('a Ctrl-C (SIGINT) stops the run and `jackal match` returns once the bots of the games it stopped have quit (the old code left them quitting)', async () => {
    const out = tempDir('ext-run-int');
    const marker = join(out, 'bot');
    // each process takes 5 s to write its file once told to quit, within the quit grace of 10 s
    // given here and longer than the old code took to return after the SIGINT (1.4 to 3.5 s)
    const spec = `ext:node ${join(ROOT, 'test/fixtures/ext/fault-bot.mjs')} slow-quit 5000 ${marker}`;
    // a run far longer than the test: the SIGINT comes while both workers play
    const args = ['match', '--mode', '2p', '-b', spec, '-b', 'random', '--games', '400', '--max-plies', '300', '--workers', '2', '--out', out];
    // a group of its own, as a terminal gives the command it runs (the bots have groups of their own)
    const child = spawn(process.execPath, [JACKAL, ...args], { cwd: ROOT, env: { ...process.env, JACKAL_EXT_QUIT_MS: '10000' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    const ups = (): string[] => upsAndQuits(out, 'up');
    const journal = join(out, 'games.jsonl');
    // a game done, and a bot up on each worker besides the spec's check
    for (const until = Date.now() + 30_000; Date.now() < until && !(existsSync(journal) && statSync(journal).size > 0 && ups().length >= 3);) await sleep(10);
    expect(ups().length, stderr).toBeGreaterThanOrEqual(3);
    const t0 = Date.now();
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited, stderr).toBe(130);
    const ms = Date.now() - t0;
    // read at once: a bot still quitting has not written its file
    const up = ups(), quit = upsAndQuits(out, 'quit');
    const left = up.map(Number).filter(running);
    expect(quit, `every bot told to quit wrote its file before jackal returned (${ms} ms after the SIGINT)`).toEqual(up);
    expect(left).toEqual([]);
    // the bots' 5 s, not the whole grace: the wait ends when they have quit
    expect(ms).toBeLessThan(10_000);
    expect(readFileSync(journal, 'utf8').split('\n').filter((l) => l.includes('forfeit'))).toEqual([]);
  }, 90_000);

  it('a stop returns once its bots have quit, without waiting for the threads piscina starts in place of those it terminated', async () => {
    // Piscina terminates each thread whose chunk a stop aborts and starts one in its place. The
    // old pool sent every thread an EndTask (endBots) and waited for those new threads to boot,
    // only to end nothing (they own no program); and a terminated thread that exited after the
    // pool's destroy made piscina start yet another. Here a thread started after the pool's
    // first two takes BOOT_MS to load (the real worker re-exported, then a sleep), as a loaded
    // machine's takes about a second: the old code returned when those threads had booted or
    // at endBots' bound (MEET_MS 2 s + the quit grace 2 s + 2 s), 6.25 s after the stop at
    // load 7; now 0.5 s there (the bots' quitting, the terminated threads' exits, the CSVs).
    const BOOT_MS = 5_000, BOUND_MS = 2_500;
    const out = tempDir('ext-stop-boot'), mods = tempDir('ext-stop-boot-mods');
    const marker = join(out, 'bot');
    const loads = join(mods, 'loads'), ready = join(mods, 'ready');
    const worker = join(mods, 'slow-boot-worker.mjs');
    writeFileSync(worker, [
      `import { appendFileSync, readFileSync } from 'node:fs';`,
      `import { threadId } from 'node:worker_threads';`,
      `export { default, endBots } from ${JSON.stringify(workerUrl().href)};`,
      `appendFileSync(${JSON.stringify(loads)}, \`\${threadId}\\n\`);`,
      `if (readFileSync(${JSON.stringify(loads)}, 'utf8').trim().split('\\n').length > 2) await new Promise((r) => setTimeout(r, ${BOOT_MS}));`,
      `appendFileSync(${JSON.stringify(ready)}, \`\${threadId}\\n\`);`,
    ].join('\n'));
    appendFileSync(loads, '');
    const spec = `ext:node ${join(ROOT, 'test/fixtures/ext/fault-bot.mjs')} slow-quit 0 ${marker}`;
    const config = buildConfig({ mode: '2p', bots: [spec, 'random'], deals: 200, maxPlies: 300, seed: 'ext-stop-boot' }, null);
    const stop = new AbortController();
    const run = runMatch(config, { out, workers: 2, signal: stop.signal, workerFile: pathToFileURL(worker) });
    const journal = join(out, 'games.jsonl');
    const ups = (): string[] => upsAndQuits(out, 'up');
    for (const until = Date.now() + 30_000; Date.now() < until && !(existsSync(journal) && statSync(journal).size > 0 && ups().length >= 3);) await sleep(10);
    expect(ups().length).toBeGreaterThanOrEqual(3);
    const t0 = Date.now();
    stop.abort();
    const r = await run;
    const ms = Date.now() - t0;
    console.log(`a stop with external bots returned ${ms} ms after it (bound ${BOUND_MS} ms)`);
    expect(r.complete).toBe(false);
    expect(upsAndQuits(out, 'quit'), 'every bot quit before the run returned').toEqual(ups());
    expect(ups().map(Number).filter(running)).toEqual([]);
    expect(ms, 'the stop waited for threads starting in place of the terminated').toBeLessThan(BOUND_MS);
    // no thread of the pool finishes starting later (one that started after the destroy would, BOOT_MS on)
    await sleep(BOOT_MS + 1_000);
    expect(readFileSync(ready, 'utf8').trim().split('\n'), 'only the pool\'s first two threads finished starting').toHaveLength(2);
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
