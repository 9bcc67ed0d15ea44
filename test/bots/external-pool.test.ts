/**
 * The pool hears every game an external bot played, once (src/harness/pool-play.ts): a
 * finished game's record is never dropped and the game played again behind the run's back.
 * A replay would hide a bot's fault: a program that exits mid-game does so once, and its
 * game, played again, ends at the ply limit (test/bots/external.test.ts "a program that
 * fails mid-game" failed this way whenever the pool's workers took more than the port's
 * drain time, one second, to come to a chunk).
 *
 * The cause, pinned here without timing luck: each chunk's wait for its records ran from
 * the moment the chunk was sent, not from the moment its task ended, so a chunk that
 * waited its turn for more than PORT_DRAIN_MS had no wait left; when its task's result came
 * before the record on its port (two ports, no order between them), the game was queued
 * again and the port closed on the record. The main thread is held busy here (in
 * `onRecord`, as a slow journal or a loaded machine would hold it) for longer than the
 * drain time while the one worker finishes the chunks behind, so that every chunk's result
 * and record are waiting together when it comes back (and every drain timer of the old code
 * had run out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExternalBots } from '../../bots/external-bot.js';
import { pipeHelperReady } from '../../bots/pipe.js';
import { buildConfig } from '../../src/harness/config.js';
import type { GameRecord } from '../../src/harness/play.js';
import { PORT_DRAIN_MS, playOnPool } from '../../src/harness/pool-play.js';
import { removeTempDirs, requireDist, tempDir } from '../harness/helpers.js';

const FAULT = 'ext:node test/fixtures/ext/fault-bot.mjs';
const GAMES = 6;

beforeAll(async () => {
  requireDist();
  await pipeHelperReady(); // the spec's handshake check blocks this thread on the helper
});
afterAll(() => { closeExternalBots(); removeTempDirs(); });

describe('the pool and an external bot', () => {
  it('every game is played once and heard once, though the main thread was busy past the drain time while chunks finished', async () => {
    const out = tempDir('ext-pool');
    const log = join(out, 'seen');
    // the bot in `log` mode appends every line it reads to seen.PID: its new-game lines count the games it played
    const config = buildConfig({ mode: '2p', bots: [`${FAULT} log 0 ${log}`, 'random'], deals: GAMES / 2, maxPlies: 30, seed: 'ext-pool' }, null);
    const heard: GameRecord[] = [];
    const onRecord = (r: GameRecord): boolean => {
      heard.push(r);
      if (heard.length === 1) {
        // the thread blocks (no event of it is handled meanwhile) while the worker plays the chunks behind this one
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1.5 * PORT_DRAIN_MS);
      }
      return false;
    };
    const chunks = Array.from({ length: GAMES }, (_, g) => [g]);
    const r = await playOnPool(config, chunks, { workers: 1, done: new Set(), onRecord });
    expect(r).toMatchObject({ workerDeaths: 0, unplayed: [] }); // and its phase times (PoolTimes)
    expect(heard.map((x) => x.game).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(heard.every((x) => x.error === '' && x.plies > 0)).toBe(true);
    const seen = readdirSync(out).filter((f) => f.startsWith('seen.'));
    const newGames = seen.flatMap((f) => readFileSync(join(out, f), 'utf8').split('\n')).filter((l) => l.includes('"type":"new-game"'));
    expect(newGames).toHaveLength(GAMES); // one seat per game: a game played twice shows here
  });
});
