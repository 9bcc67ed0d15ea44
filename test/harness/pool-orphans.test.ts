/**
 * The pool's orphan watch (src/harness/pool-play.ts, bots/pipe-orphans.ts): once a stopped
 * pool's threads have ended, the run returns only when the external programs of every thread
 * the pool had have ended too (quit on the end of their stdin, or killed at the quit grace).
 * Every thread: the one that died as well as the one piscina started after it, in its place.
 * The pool names its threads from the board they say they loaded on (src/harness/thread-loads.ts
 * `said`); before, from piscina's `workerCreate` event.
 *
 * The test hears the helpers' notes on the process-wide channel as the watch does, so it knows
 * which thread owns each program. A program takes the ms in a file, read when it starts, to
 * quit (fault-bot.mjs slow-quit, which writes a file on its way out), within a quit grace far
 * longer; the programs of one of the two threads take LONG_MS, the others SHORT_MS, so the wait
 * for the others is over long before a program of that thread has quit: were the thread not
 * named to the watch, the run would return while its program still runs. Measured with the ids
 * broken: a watch given no thread fails both cases; given the threads alive at the stop
 * (piscina's `threads`), the dead thread's; given only the pool's first thread, the later one's.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMS_CHANNEL, type ProgramNote } from '../../bots/pipe-orphans.js';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch } from '../../src/harness/run.js';
import { running } from '../support/processes.js';
import { removeTempDirs, requireDist, ROOT, tempDir } from './helpers.js';

/** The slow quit, of the programs of the thread under test: far longer than the other thread's replacement takes to start its own (about 1-2 s at load). */
const LONG_MS = 6_000;
/** The quick quit, of every other program (the spec's check in the main thread included). */
const SHORT_MS = 300;
/** The quit grace (JACKAL_EXT_QUIT_MS): no program is killed here, each quits on its own. */
const GRACE_MS = 20_000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

beforeAll(() => {
  requireDist();
  // read once per thread (bots/ext-settings.ts), by the pool's threads from this environment
  process.env.JACKAL_EXT_QUIT_MS = String(GRACE_MS);
});
afterAll(removeTempDirs);

describe('a stop with external bots after a worker died', () => {
  it.each([['the dead thread', 0], ['the thread started in its place', 1]] as const)(
    'returns once the programs of both threads have ended; %s\'s programs quit slowly', async (slowOnes, slow) => {
      const out = tempDir('pool-orphans');
      const marker = join(out, 'bot'), quitMs = join(out, 'quit-ms');
      const quitFile = (pid: number): string => `${marker}.quit.${pid}`;
      // fault-bot.mjs slow-quit, its quit's ms read from quitMs when it starts
      const bot = join(out, 'slow-quit.mjs');
      writeFileSync(bot, [
        `import { readFileSync } from 'node:fs';`,
        `process.argv.splice(2, Infinity, 'slow-quit', readFileSync(${JSON.stringify(quitMs)}, 'utf8'), ${JSON.stringify(marker)});`,
        `await import(${JSON.stringify(pathToFileURL(join(ROOT, 'test/fixtures/ext/fault-bot.mjs')).href)});`,
      ].join('\n'));
      const setQuit = (ms: number): void => writeFileSync(quitMs, String(ms));
      setQuit(SHORT_MS); // the spec's check, when the configuration is built
      const config = buildConfig({ mode: '2p', bots: [`ext:node ${bot}`, 'random'], deals: 200, maxPlies: 300, seed: 'pool-orphans' }, null);
      // each program's owner, in the order heard, as the helpers announce them (thread 0, the main thread: the check)
      const owners = new Map<number, number[]>();
      const notes = new BroadcastChannel(PROGRAMS_CHANNEL);
      notes.onmessage = (e: unknown) => {
        const n = (e as { data: ProgramNote }).data;
        if (!n.up || n.owner === 0) return;
        owners.set(n.owner, [...(owners.get(n.owner) ?? []), n.pid]);
      };
      const until = async (what: () => boolean): Promise<void> => {
        for (const end = Date.now() + 30_000; Date.now() < end && !what();) await sleep(5);
      };
      setQuit(slow === 0 ? LONG_MS : SHORT_MS); // the first thread's
      const stop = new AbortController();
      // one worker: its thread exits at game 3; piscina starts another, which plays it again and goes on
      const run = runMatch(config, { out, workers: 1, signal: stop.signal, faults: { workerExitAt: 3 } });
      try {
        // the first thread's program has read its quit (it writes its up file after): the later thread's now
        await until(() => owners.size > 0 && existsSync(`${marker}.up.${[...owners.values()][0][0]}`));
        setQuit(slow === 1 ? LONG_MS : SHORT_MS);
        await until(() => owners.size >= 2);
        expect(owners.size, 'two threads started programs: the first, and the one in its place').toBe(2);
        const pids = [...owners.values()];
        expect(pids[slow].filter((p) => existsSync(quitFile(p))), 'the slow programs had not quit at the stop (else this test tells nothing)').toEqual([]);
        const t0 = Date.now();
        stop.abort();
        const r = await run;
        console.log(`a stop after a worker died returned ${Date.now() - t0} ms after it (${slowOnes}'s programs quit in ${LONG_MS} ms, the others in ${SHORT_MS})`);
        expect([r.complete, r.workerDeaths]).toEqual([false, 1]);
        for (const [i, who] of ['the dead thread', 'the thread started in its place'].entries()) {
          expect(pids[i].filter(running), `${who}'s programs ended before the run returned`).toEqual([]);
          expect(pids[i].filter((p) => !existsSync(quitFile(p))), `${who}'s programs quit (not killed) before the run returned`).toEqual([]);
        }
        // every program the run started, the spec's check too
        const ups = readdirSync(out).filter((f) => f.startsWith('bot.up.')).map((f) => Number(f.slice('bot.up.'.length)));
        expect(ups.filter(running)).toEqual([]);
      } finally {
        notes.close();
        stop.abort(); // a test that failed early leaves no run playing on
        await run.catch(() => {});
      }
    }, 90_000);
});
