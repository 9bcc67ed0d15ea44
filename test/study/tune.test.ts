/**
 * `jackal tune` (src/study/tune.ts, src/cli/tune.ts): the same settings give the same
 * trajectory for 1 and 2 workers; a run stopped after an iteration, or inside one, and resumed
 * gives the files of an uninterrupted run (inside one, without playing the journaled games
 * again); the tally and the validation's paired score are checked
 * against values worked out by hand; bad flags exit 2 naming the flag. Tiny heuristic games
 * (80 plies) on the compiled worker (dist/).
 *
 * One uninterrupted run on 1 worker is the reference of every comparison. The resumed runs
 * play on 2 workers: the one resumed inside iteration 1 plays the rest of that iteration,
 * all of iteration 2 and the validation there, so "the same for 1 and 2 workers" is proved
 * by its files equalling the reference's (a separate whole run on 2 workers proved nothing
 * more and cost a pool and its games).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlocks, blockValue, runTune, specFor, TuneSettings, tuneParams, TUNE_CSV, TUNE_JSON, Validation } from '../../src/study/tune.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { buildDist, JACKAL, removeTempDirs, tempDir } from '../harness/helpers.js';

function settings(extra: Partial<TuneSettings> = {}): TuneSettings {
  const tp = tuneParams('heuristic', ['threat', 'carry=0.2']);
  return {
    ...tp, opponent: null, pairs: 2, validate: 1, sprt: null, seed: 'tune-test',
    gains: { iterations: 2, rEnd: 0.5, A: 0, alpha: 0.602, gamma: 0.101 },
    rules: { mode: '2p', maxPlies: 80, stallPlies: 0 }, budgetIterations: 0, ...extra,
  };
}

const files = (dir: string): string[] => [TUNE_CSV, TUNE_JSON].map((f) => readFileSync(join(dir, f), 'utf8'));

/** The uninterrupted run on 1 worker (made once, by beforeAll) and its out dir. */
let whole: Awaited<ReturnType<typeof runTune>>;
let wholeDir: string;

beforeAll(async () => {
  buildDist();
  wholeDir = tempDir('tune1');
  whole = await runTune(settings(), { out: wholeDir, workers: 1 });
}, 120_000);
afterAll(removeTempDirs);

describe('tune', () => {
  it('an uninterrupted run: the start and 2 iterations of 4 games; every game played once', () => {
    expect(whole.complete).toBe(true);
    const rows = files(wholeDir)[0].trimEnd().split('\n');
    expect(rows[0]).toBe('iteration,threat,carry,games,score,result');
    expect(rows).toHaveLength(1 + 3); // the start and 2 iterations
    expect(rows.slice(2).map((r) => r.split(',')[3])).toEqual(['4', '4']); // 2 deals x 2 seatings
    // every game of the run is played once: the iterations' games and the validation's
    const games = whole.checkpoint.rows.reduce((t, r) => t + r.games, 0) + (whole.checkpoint.validation?.games ?? 0);
    expect(whole.played).toBe(games);
  });

  it('stopped after an iteration and resumed on 2 workers: the files of the uninterrupted run', async () => {
    const cut = tempDir('tune-cut');
    const stopped = await runTune(settings(), { out: cut, workers: 1, stopAfter: 1 });
    expect(stopped.complete).toBe(false);
    expect(stopped.checkpoint.done).toBe(1);
    await expect(runTune(settings(), { out: cut, workers: 1 })).rejects.toThrow(/--resume|--force/);
    const resumed = await runTune(settings(), { out: cut, workers: 2, resume: true });
    expect(resumed.complete).toBe(true);
    expect(files(cut)).toEqual(files(wholeDir));
    expect(resumed.spec).toBe(whole.spec);
    await expect(runTune(settings({ pairs: 3 }), { out: cut, workers: 1, resume: true })).rejects.toThrow(/pairs was 2, now 3/);
  }, 120_000);

  it('resumed on 2 workers in the middle of an iteration: keeps the games its journal holds and ends as the uninterrupted run on 1', async () => {
    const mid = tempDir('tune-mid');
    const cut = await runTune(settings(), { out: mid, workers: 1, stopAfterGames: 2 });
    expect(cut.complete).toBe(false);
    expect(cut.checkpoint.done).toBe(0); // stopped inside iteration 1 (4 games)
    expect(cut.played).toBeGreaterThanOrEqual(2);
    expect(cut.played).toBeLessThan(4);
    const rest = await runTune(settings(), { out: mid, workers: 2, resume: true });
    expect(rest.complete).toBe(true);
    expect(files(mid)).toEqual(files(wholeDir));
    // the games of the cut iteration journaled before the stop are not played again
    expect(cut.played + rest.played).toBe(whole.played);
  }, 120_000);

  it('against a fixed opponent: both sides play it on the same deals', async () => {
    const dir = tempDir('tune-opp');
    const r = await runTune(settings({ opponent: 'random', validate: 0, gains: { iterations: 1, rEnd: 0.5, A: 0, alpha: 0.602, gamma: 0.101 } }), { out: dir, workers: 1 });
    const row = files(dir)[0].trimEnd().split('\n')[2].split(',');
    expect(row[3]).toBe('8'); // 2 deals x 2 seatings x 2 lineups
    // heuristic beats random in every game: each side takes all its points, result 0, score 1/2
    expect(row.slice(4)).toEqual(['0.5', '0']);
    expect(r.checkpoint.validation).toBeNull();
  }, 60_000);

  it('spec text: the starting spec with the tuned values, rounded and in range', () => {
    const s = settings();
    expect(specFor(s, [0.3, 1.1])).toBe('heuristic:carry=1.1,threat=0.3');
    expect(specFor(s, [-2, 0.95])).toBe('heuristic:threat=0');
    const m = { ...settings(), ...tuneParams('mcts:iterations=50', ['depth']) };
    expect(specFor(m, [5.6])).toBe('mcts:iterations=50,depth=6');
  });

  const empty = (): Validation => ({
    tuned: 'a', start: 'b', blocks: [], batches: 0, deals: 0, games: 0, errors: 0, verdict: 'continue', llr: 0,
    score: NaN, lo: NaN, hi: NaN, elo: NaN, eloLo: NaN, eloHi: NaN, done: false,
  });
  const deal = (a: number): { a: number; b: number; games: number; perSide: number } => ({ a, b: 2 - a, games: 2, perSide: 2 });

  it('validation, fixed length: block values 0.5 + margin/2, mean and paired interval over deals', () => {
    expect(blockValue(deal(2))).toBe(1);
    expect(blockValue({ a: 1, b: 0, games: 2, perSide: 1 })).toBe(1); // against an opponent: each side played 1
    const v = addBlocks({ ...settings(), validate: 4 }, { ...empty(), verdict: 'fixed' }, [deal(2), deal(1), deal(0.5), deal(1.5)], 0);
    // blocks 1, 0.5, 0.25, 0.75: mean 0.625; population variance (0.140625 + 0.015625) x 2 / 4 = 0.078125; se = sqrt(0.078125 / 4)
    expect(v.blocks).toEqual([1, 0.5, 0.25, 0.75]);
    expect(v.score).toBeCloseTo(0.625, 12);
    // the harness's paired score interval (within [0, 1], never of zero width; python3 as in test/harness/stats/score-interval.test.ts)
    expect(v.lo).toBeCloseTo(0.2681054332031393, 9);
    expect(v.hi).toBeCloseTo(0.8834904672460407, 9);
    expect(v.elo).toBeCloseTo(-400 * Math.log10(1 / 0.625 - 1), 9); // 88.7
    expect(v.done).toBe(true);
    expect(v.games).toBe(8);
  });

  it('validation with an SPRT: stops at the first deal where it decides, else goes on to the cap', () => {
    const s = { ...settings(), validate: 100, sprt: { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05, model: 'logistic' as const } };
    // the tuned side wins 7 games in 8 (LLR about +0.03 a deal against elo1 = 10): H1 after
    // about 115 deals; the later deals of the batch are not counted
    const won = addBlocks(s, empty(), Array.from({ length: 150 }, (_, i) => deal(i % 4 === 0 ? 1 : 2)), 0);
    expect(won.verdict).toBe('H1');
    expect(won.done).toBe(true);
    expect(won.blocks.length).toBeLessThan(150);
    expect(won.deals).toBe(150);
    expect(won.llr).toBeGreaterThanOrEqual(Math.log(0.95 / 0.05));
    // even pairs: undecided after 20 deals, the match goes on
    const even = addBlocks(s, empty(), Array.from({ length: 20 }, (_, i) => deal(i % 2 === 0 ? 2 : 0)), 0);
    expect(even.verdict).toBe('continue');
    expect(even.done).toBe(false);
    expect(even.blocks).toHaveLength(20);
  });

  it('bad flags exit 2 naming the flag, without a stack', async () => {
    const dir = tempDir('tune-cli');
    // the real process once (bin/jackal.js's exit status and stderr); the rest in this process
    const real = spawnSync(process.execPath, [JACKAL, 'tune', '--params', 'threat', '--out', join(dir, 'x')], { encoding: 'utf8', timeout: 30_000 });
    expect(real.status, real.stderr).toBe(2);
    expect(real.stderr).toContain('--bot');
    expect(real.stderr.trim().split('\n')).toHaveLength(1);
    for (const [args, frag] of [
      [['--params', 'threat'], '--bot'],
      [['--bot', 'heuristic', '--params', 'bogus'], 'no parameter "bogus"'],
      [['--bot', 'mcts', '--params', 'rollout'], 'not numeric'],
      [['--bot', 'heuristic', '--params', 'threat=-1'], '--params'],
      [['--bot', 'heuristic:decay=7', '--params', 'threat'], 'heuristic.decay'],
      [['--bot', 'heuristic', '--params', 'threat', '--r-end', 'x'], '--r-end'],
      [['--bot', 'heuristic', '--params', 'threat', '--mode', '3p'], '--opponent'],
      [['--bot', 'heuristic', '--params', 'threat', '--sprt', 'elo1=-3'], '--sprt'],
      // tune plays Jackal only: another game was refused mid-run for a flag the user never gave
      // (pirate-chess: --mode, tune's default; archipelago: --island, after writing tune.json)
      [['--game', 'pirate-chess', '--bot', 'heuristic', '--params', 'coin'], '--game: tune plays Jackal only, not "pirate-chess"'],
    ] as const) {
      const r = await jackalInProcess(['tune', ...args, '--out', join(dir, 'x')], dir);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(frag);
      expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
    }
    // none of them left a checkpoint (the 3p case without --opponent wrote tune.json first)
    expect(existsSync(join(dir, 'x', TUNE_JSON))).toBe(false);
    const arch = ['tune', '--game', 'archipelago', '--bot', 'heuristic', '--params', 'carry', '--iterations', '1', '--pairs', '1', '--validate', '0', '--workers', '1', '--out', join(dir, 'arch')];
    const r = await jackalInProcess(arch, dir);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toBe('jackal tune: --game: tune plays Jackal only, not "archipelago"\n');
    expect(existsSync(join(dir, 'arch', TUNE_JSON))).toBe(false);
  }, 60_000);
});
