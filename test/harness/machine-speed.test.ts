/**
 * The machine's speed: the workload is the fixed one (its plies and checksum replayed by
 * a plain loop of the game interface), the figure is consistent, and every run writes it
 * to config.json's provenance block (a resumed run adds its session's, merge keeps the
 * shards'); a run with a time budget says it does not reproduce and writes its per-move
 * times, an iteration-budget run writes no per-move file and journals no times.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { readJournal } from '../../src/harness/journal.js';
import { measureMachineSpeed, REFERENCE_PLIES_PER_SEC, SPEED_CHECKSUM, SPEED_GAMES, SPEED_PLIES } from '../../src/harness/machine-speed.js';
import { mergeRuns } from '../../src/harness/merge.js';
import { runMatch } from '../../src/harness/run.js';
import { JACKAL } from '../../src/jackal/game.js';
import { outputs, removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);
// the suite measures a smaller workload (vitest.config.ts); this file is about the full one
delete process.env.JACKAL_SPEED_GAMES;

const provenanceOf = (dir: string): { reproducible: boolean; machine: { pliesPerSec: number; checksumOk: boolean; relative: number }[] } =>
  JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).provenance;

describe('the speed workload', () => {
  it('is the fixed one: its plies and checksum replayed through the game interface', () => {
    const options = JACKAL.checkOptions({});
    if ('code' in options) throw new Error(options.message);
    const moves = new Int32Array(JACKAL.maxMoves);
    let plies = 0, h = 0;
    for (let g = 0; g < SPEED_GAMES; g++) {
      const s = JACKAL.newGame(options, `speed:${g}`), rng = new Rng(`speed-play:${g}`);
      for (; !JACKAL.isTerminal(s); plies++) {
        const m = moves[rng.int(JACKAL.generateMoves(s, moves))];
        h = (Math.imul(h, 31) + m) | 0;
        JACKAL.applyMove(s, m);
      }
    }
    expect(plies).toBe(SPEED_PLIES);
    expect(h >>> 0).toBe(SPEED_CHECKSUM);
  }, 600_000);

  it('gives plies per CPU second and their ratio to the reference; a smaller workload says it is not the reference one', () => {
    // 20 games: the arithmetic of the figure is the same; the full workload is measured by
    // the first run below (its provenance must say checksumOk), not twice in this file
    const m = measureMachineSpeed(20);
    expect(m.workload).toBe('jackal-random-playouts-v4:20');
    expect(m.checksumOk).toBe(false);
    expect(m.plies).toBeGreaterThan(0);
    // cpuMs is rounded to 0.1 ms and pliesPerSec to a whole number: bounds from those roundings
    expect(m.pliesPerSec).toBeGreaterThanOrEqual(Math.floor(m.plies / ((m.cpuMs + 0.05) / 1000)));
    expect(m.pliesPerSec).toBeLessThanOrEqual(Math.ceil(m.plies / (Math.max(m.cpuMs - 0.05, 1e-9) / 1000)));
    expect(m.relative).toBeCloseTo(m.pliesPerSec / REFERENCE_PLIES_PER_SEC, 2);
    expect(m.cpuMs).toBeLessThanOrEqual(m.wallMs + 5);
  });
});

const config = (extra: Record<string, unknown> = {}, shard: RunConfig['shard'] = null): RunConfig =>
  buildConfig({ mode: '2p', bots: ['random'], deals: 4, seed: 'speed', maxPlies: 120, ...extra }, null, shard);

describe('runs', () => {
  it('config.json carries the speed; a resumed run adds its session; merge keeps the shards\'', async () => {
    const whole = tempDir('speed-whole');
    await runMatch(config(), { out: whole, workers: 1 });
    const p = provenanceOf(whole);
    expect(p.reproducible).toBe(true);
    expect(p.machine).toHaveLength(1);
    // the full workload (this file unset JACKAL_SPEED_GAMES): the reference's plies and checksum
    expect(p.machine[0]).toMatchObject({ checksumOk: true, plies: SPEED_PLIES, checksum: SPEED_CHECKSUM, workload: `jackal-random-playouts-v4:${SPEED_GAMES}` });
    expect(p.machine[0].pliesPerSec).toBeGreaterThan(0);
    expect(existsSync(join(whole, 'moves.csv'))).toBe(false);
    expect(readJournal(join(whole, 'games.jsonl')).records.every((r) => r.decisions === undefined)).toBe(true);

    const dir = tempDir('speed-resume');
    const first = await runMatch(config(), { out: dir, workers: 1, stopAfter: 2 });
    expect(first.complete).toBe(false);
    const second = await runMatch(config(), { out: dir, workers: 1, resume: true });
    expect(second.complete).toBe(true);
    expect(provenanceOf(dir).machine).toHaveLength(2);
    expect(outputs(dir)).toEqual(outputs(whole));

    const shards = [0, 1].map((k) => tempDir(`speed-shard${k}`));
    for (const [k, d] of shards.entries()) await runMatch(config({}, { index: k, count: 2 }), { out: d, workers: 1 });
    const merged = tempDir('speed-merged');
    mergeRuns(shards, merged);
    expect(provenanceOf(merged).machine).toHaveLength(2);
    expect(outputs(merged)).toEqual(outputs(whole));
  }, 900_000);

  it('a time budget: not reproducible, each decision timed, the per-bot figures written; --resume works', async () => {
    const c = config({ bots: ['mcts:ms=2', 'random'], deals: 1, maxPlies: 60 });
    const dir = tempDir('speed-ms');
    await runMatch(c, { out: dir, workers: 1, stopAfter: 1 });
    const r = await runMatch(c, { out: dir, workers: 1, resume: true });
    expect(r.complete).toBe(true);
    expect(provenanceOf(dir).reproducible).toBe(false);
    const records = readJournal(join(dir, 'games.jsonl')).records;
    const mcts = records.flatMap((g) => (g.decisions ?? []).filter(([seat]) => g.bots[seat] === 'mcts:ms=2'));
    expect(mcts.length).toBeGreaterThan(0);
    for (const [, ms, its] of mcts) { expect(ms).toBeGreaterThan(1); expect(its).toBeGreaterThan(0); }
    const rows = readFileSync(join(dir, 'moves.csv'), 'utf8').trimEnd().split('\n');
    expect(rows[0]).toBe('game,seat,bot,decision,ms,iterations');
    expect(rows.length - 1).toBe(records.reduce((n, g) => n + (g.decisions?.length ?? 0), 0));
    const times = readFileSync(join(dir, 'move-times.csv'), 'utf8').trimEnd().split('\n');
    expect(times[0]).toBe('bot,decisions,ms_median,ms_p90,ms_max,ms_mean,iterations_median,iterations_mean');
    const row = times.find((l) => l.startsWith('mcts:ms=2,'))!.split(',');
    const sorted = mcts.map(([, ms]) => ms).sort((a, b) => a - b);
    expect(Number(row[1])).toBe(sorted.length);
    expect(Number(row[2])).toBeCloseTo(sorted[Math.ceil(sorted.length / 2) - 1], 3);
    expect(Number(row[4])).toBeCloseTo(sorted[sorted.length - 1], 3);
  }, 900_000);
});
