/**
 * `jackal fit` (src/study/fit.ts, src/cli/fit.ts): results by the rules' ranking; the
 * weights recovered from labels made by a known model; the rows of real games mirror
 * each other between the two players of a 2p game; the same fit for 1 and 2 workers, and
 * from the recorded games; bad flags exit 2 naming the flag. Tiny heuristic games (160
 * plies) on the compiled worker (dist/).
 *
 * The run on 2 workers is the CLI's (in this process), with the flags that spell the test's
 * settings: one run proves the flags reach the settings, the printed result, and that the
 * worker count changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_FEATURES, FEATURE_COUNT } from '../../bots/jackal/eval-features.js';
import { FIT_CSV, FitData, FitResult, FitSettings, FittedFeature, fitWeights, fitWithHoldout, resultsOf, runFit, sampleRecords } from '../../src/study/fit.js';
import { readRecords } from '../../src/harness/record-source.js';
import { MODE_ID } from '../../src/jackal/options.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { buildDist, JACKAL, removeTempDirs, tempDir } from '../harness/helpers.js';

beforeAll(buildDist, 120_000);
afterAll(removeTempDirs);

const settings = (extra: Partial<FitSettings> = {}): FitSettings => ({
  bot: 'heuristic', target: 'mcts', deals: 2, seed: 'fit-test', rules: { mode: '2p', maxPlies: 160, stallPlies: 0 },
  budgetIterations: 0, records: null, every: 10, l2: 1, keep: [], ...extra,
});

const col = (name: string): number => EVAL_FEATURES.indexOf(name);

describe('fit', () => {
  it('results: equal coins share the first place (rules README, ruling 6); partners in 2v2 win together', () => {
    expect(resultsOf(MODE_ID['2p'], [10, 5])).toEqual([1, 0]);
    expect(resultsOf(MODE_ID['2p'], [7, 7])).toEqual([0.5, 0.5]);
    expect(resultsOf(MODE_ID['4p'], [3, 3, 1, 0])).toEqual([0.5, 0.5, 0, 0]);
    expect(resultsOf(MODE_ID['3p'], [2, 5, 5])).toEqual([0, 0.5, 0.5]);
    // 2v2: each seat holds its team's total; the team of seats 0 and 2 wins
    expect(resultsOf(MODE_ID['2v2'], [6, 4, 6, 4])).toEqual([1, 0, 1, 0]);
    expect(resultsOf(MODE_ID['2v2'], [5, 5, 5, 5])).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  /** Rows whose labels are the probabilities of σ(βa·aboard + βc·carry + βd·dead), over a fixed design. */
  function modelData(ba: number, bc: number, bd: number): FitData {
    const rows = 60;
    const x = new Float64Array(rows * FEATURE_COUNT), y = new Float64Array(rows), groups = new Int32Array(rows);
    for (let r = 0; r < rows; r++) {
      const a = (r % 7) - 3, c = ((r * 3) % 11) / 5 - 1, d = (r % 5) - 2;
      x[r * FEATURE_COUNT + col('aboard')] = a;
      x[r * FEATURE_COUNT + col('carry')] = c;
      x[r * FEATURE_COUNT + col('dead')] = d;
      y[r] = 1 / (1 + Math.exp(-(ba * a + bc * c + bd * d)));
      groups[r] = r;
    }
    return { x, y, groups, rows, games: rows, skipped: 0 };
  }
  const feature = (r: FitResult, name: string): FittedFeature => r.features.find((q) => q.name === name)!;

  it('recovers the weights of a known model: labels σ(2·aboard + carry + 0.6·dead) give carry 0.5, dead 0.3', () => {
    // With labels equal to the model's probabilities the score equation Xᵀ(y − σ(Xβ)) = 0
    // holds at the true β, so without a penalty the fit is β exactly: carry = 1/2,
    // dead = 0.6/2; the temperature 1/β_aboard = 1/2. Features absent keep the target's
    // weight (the heuristic's loose, 0.5).
    const r = fitWeights(modelData(2, 1, 0.6), 'heuristic', 0);
    expect(feature(r, 'carry').weight).toBeCloseTo(0.5, 8);
    expect(feature(r, 'dead').weight).toBeCloseTo(0.3, 8);
    expect(feature(r, 'loose')).toMatchObject({ weight: 0.5, note: 'not in data', nonZero: 0 });
    expect(r.temperature).toBeCloseTo(0.5, 8);
    expect(r.spec).toBe('heuristic:carry=0.5,dead=0.3');
  });

  it('bounds: a coin on land is worth at most one aboard; carry 1.5 is fixed at 1, the rest fitted again', () => {
    // σ(2·aboard + 3·carry): the unconstrained fit is exact (carry 3/2), above the bound 1
    const r = fitWeights(modelData(2, 3, 0), 'heuristic', 0);
    expect(feature(r, 'carry').weight).toBe(1);
    expect(feature(r, 'carry').note).toMatch(/^fixed at its bound 1: the fit wanted 1\.5/);
    expect(r.spec).toMatch(/^heuristic:carry=1,/);
    // and a negative dead cost is fixed at its declared minimum, 0
    const n = fitWeights(modelData(2, 1, -0.6), 'mcts', 0);
    expect(feature(n, 'dead').weight).toBe(0);
    expect(feature(n, 'dead').note).toMatch(/^fixed at its bound 0: the fit wanted -0\.3/);
  });

  it('held out: with labels from the model, each half recovers it, so the held-out log-likelihood is the in-sample one', () => {
    // every row its own game; halves by parity. The target mcts:carry=0.5,dead=0.3 has the
    // true weights too, so its held-out figure is the same number.
    const r = fitWithHoldout(modelData(2, 1, 0.6), 'mcts:carry=0.5,dead=0.3', 0);
    expect(r.heldOut).not.toBeNull();
    expect(r.heldOut!.fitted).toBeCloseTo(r.logLikFitted, 8);
    expect(r.heldOut!.target).toBeCloseTo(r.logLikFitted, 8);
    expect(r.temperatureTarget).toBeCloseTo(0.5, 8);
  });

  it('kept weights stay at the target\'s values and the rest is fitted around them', () => {
    // σ(2·aboard + carry + 0.6·dead) with carry kept at 0.5 (its true value, as the target
    // mcts:carry=0.5 has it): the rest is fitted exactly as before, dead 0.3
    const r = fitWeights(modelData(2, 1, 0.6), 'mcts:carry=0.5', 0, ['carry']);
    expect(feature(r, 'carry')).toMatchObject({ weight: 0.5, note: 'kept' });
    expect(feature(r, 'dead').weight).toBeCloseTo(0.3, 8);
    expect(r.temperature).toBeCloseTo(0.5, 8);
  });

  it('same fit for 1 worker and for the CLI on 2 workers, and from the recorded games; the two players\' rows mirror each other', async () => {
    const one = tempDir('fit1'), two = tempDir('fit2');
    const a = await runFit(settings(), { out: one, workers: 1 });
    expect(a).not.toBeNull();
    // the CLI with the flags of settings(): the table, then the spec last; its fit.csv is a's
    const cli = await jackalInProcess(['fit', '--deals', '2', '--max-plies', '160', '--stall-plies', '0', '--every', '10', '--seed', 'fit-test',
      '--workers', '2', '--out', two], two);
    expect(cli.status, cli.stderr).toBe(0);
    const printed = cli.stdout.trim().split('\n');
    expect(printed.pop()).toBe(a!.spec);
    expect(a!.spec).toMatch(/^mcts(:|$)/);
    expect(printed[0]).toMatch(new RegExp(`^${a!.rows} positions \\(every 10 plies, each player's view\\) of ${a!.games} games`));
    expect(readFileSync(join(one, FIT_CSV), 'utf8').split('\n')[0]).toBe('feature,now,weight,std_error,beta,beta_std_error,rows_nonzero,note');
    expect(readFileSync(join(two, FIT_CSV), 'utf8')).toBe(readFileSync(join(one, FIT_CSV), 'utf8'));
    const fromRecords = await runFit(settings({ records: join(one, 'games', 'records.jsonl') }), { out: tempDir('fit3'), workers: 1 });
    expect(fromRecords).toEqual(a);
    // 4 games (2 deals, both seatings) of at most 160 plies: every 10th ply, both players
    const docs = readRecords(join(one, 'games', 'records.jsonl'));
    const data = sampleRecords(docs, 'mcts', 10);
    const expected = docs.reduce((n, d) => n + 2 * Math.floor(d.result.plies / 10), 0);
    expect(docs).toHaveLength(4);
    expect(data.rows).toBe(expected);
    expect(a!.rows).toBe(expected);
    // classic 2p: both players see the same tiles, so player 1's margin features are player
    // 0's negated, and their results add up to 1
    for (let r = 0; r < data.rows; r += 2) {
      expect(data.y[r] + data.y[r + 1]).toBe(1);
      for (let i = 0; i < FEATURE_COUNT; i++) expect(data.x[(r + 1) * FEATURE_COUNT + i]).toBeCloseTo(-data.x[r * FEATURE_COUNT + i], 9);
    }
  }, 120_000);

  it('bad flags exit 2 naming the flag, in one line and without a stack', async () => {
    const dir = tempDir('fit-cli');
    // the real process once (bin/jackal.js's exit status and stderr); the rest in this process
    const real = spawnSync(process.execPath, [JACKAL, 'fit', '--every', '0', '--out', join(dir, 'x')], { encoding: 'utf8', timeout: 30_000 });
    expect(real.status, real.stderr).toBe(2);
    expect(real.stderr.trim().split('\n').pop()).toMatch(/^jackal fit: --every/);
    for (const [args, frag] of [
      [['--every', '0'], '--every'],
      [['--l2', '-1'], '--l2'],
      [['--deals', 'x'], '--deals'],
      [['--target', 'random'], '--target: random has no evaluation weights'],
      [['--target', 'mcts:carry=-1'], '--target'],
      [['--records', join(dir, 'none.jsonl')], '--records'],
      [['--keep', 'explore,decay'], '--keep: "decay" is not a fitted weight'],
      [['--keep', 'dead,dead'], '--keep: dead is named twice'],
      [['--game', 'pirate-chess'], '--game: fit fits the Jackal evaluation'],
    ] as const) {
      const r = await jackalInProcess(['fit', ...args, '--out', join(dir, 'x')], dir);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(frag);
      expect(r.stderr.trim().split('\n').pop()).toMatch(/^jackal fit: /);
      expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
    }
  }, 60_000);
});
