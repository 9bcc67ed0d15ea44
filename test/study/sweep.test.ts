/**
 * `jackal sweep`: the figures of made-up runs (config.json and games.jsonl written with the
 * harness's own writers) against values worked out by hand; a run written by older code is
 * read (its specs and rules are not as today's code writes them); and bad input through
 * `jackal sweep` (once the real entry, the rest in this process): exit status 2 with one line
 * naming the flag or field.
 */

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/harness/merge.js';
import type { GameRecord } from '../../src/harness/play.js';
import { sweepCsv, sweepMarkdown, sweepRuns } from '../../src/study/sweep.js';
import { pairGame, writeRun } from '../support/runs.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { jackalAsync as jackal, removeTempDirs, tempDir } from '../harness/helpers.js';

afterAll(removeTempDirs);

const M = 'mcts:iterations=250', H = 'heuristic';
const game = (n: number, coins: number[]): GameRecord => pairGame(n, coins, M, H);
/** A run named after its tag: mcts:iterations=250 against heuristic over 2 deals unless `input` says otherwise. */
const runDir = (tag: string, input: Record<string, unknown>, games: GameRecord[], edit?: (t: string) => string): string =>
  writeRun(tempDir(tag), tag, { mode: '2p', bots: [M, H], deals: 2, ...input }, games, edit);

// Run A, all 4 games: the mcts wins game 0, ties game 1 (3 coins each), loses game 2, wins game 3.
const full = runDir('full', {}, [game(0, [5, 2]), game(1, [3, 3]), game(2, [1, 4]), game(3, [0, 6])]);
// Run B, 3 of 4 games: a win (game 0), a loss (game 1), a tie (game 2); deal 1 is incomplete.
const partial = runDir('partial', { seed: 'b' }, [game(0, [2, 0]), game(1, [1, 0]), game(2, [3, 3])]);

describe('sweep figures, worked out by hand', () => {
  const s = sweepRuns([full, partial], 'iterations');
  const [a, b] = s.rows;

  it('counts the first bot\'s games: a win 1, a tie ½', () => {
    expect([a.games, a.wins, a.ties, a.losses, a.winRate]).toEqual([4, 2, 1, 1, 2.5 / 4]);
    expect([b.games, b.wins, b.ties, b.losses, b.winRate]).toEqual([3, 1, 1, 1, 0.5]);
    expect([a.bot, a.opponents, a.value, a.run]).toEqual([M, [H], 250, 'full']);
  });

  it('the Wilson interval per game and the paired interval over complete deals', () => {
    // Wilson (centre (p + z²/2n)/(1 + z²/n), half z/(1 + z²/n) √(p(1-p)/n + z²/4n²)), p = 0.625, n = 4, z = 1.959964: Python
    expect(a.lo).toBeCloseTo(0.2194265200654, 10);
    expect(a.hi).toBeCloseTo(0.9081007708210, 10);
    // deal values: (1 + ½)/2 = 0.75 and (0 + 1)/2 = 0.5; mean 0.625; the paired score interval of [0.75, 0.5]
    // (python3, test/harness/stats/score-interval.test.ts's method): 0.18004792311461798 to 0.9267410722980387
    expect(a.blocks).toBe(2);
    expect(a.paired.value).toBeCloseTo(0.625, 12);
    expect(a.paired.lo).toBeCloseTo(0.18004792311461798, 10);
    expect(a.paired.hi).toBeCloseTo(0.9267410722980387, 10);
    // logistic Elo -400 log10(1/s - 1) of 0.625 and of the bounds (python3)
    expect(a.elo!.elo).toBeCloseTo(88.7394998465, 6);
    expect(a.elo!.lo).toBeCloseTo(-263.36014167034364, 6);
    expect(a.elo!.hi).toBeCloseTo(440.83914136342923, 6);
    // run B: one complete deal (game 0 won, game 1 lost: 0.5), no spread, yet an interval with a width (python3)
    expect([b.blocks, b.paired.value]).toEqual([1, 0.5]);
    expect(b.paired.lo).toBeCloseTo(0.06613224269023799, 10);
    expect(b.paired.hi).toBeCloseTo(0.933867757309762, 10);
  });

  it('a run short of its games is marked partial; a finished one is not', () => {
    expect([a.done, a.planned, a.partial]).toEqual([4, 4, false]);
    expect([b.done, b.planned, b.partial]).toEqual([3, 4, true]);
  });

  it('CSV: one row per run, in order, with the parameter\'s column', () => {
    const lines = sweepCsv(s).trim().split('\n');
    expect(lines[0]).toBe('run,bot,iterations,opponents,games,wins,ties,losses,win_rate,win_rate_lo,win_rate_hi,fair_share,blocks,paired_lo,paired_hi,'
      + 'elo,elo_lo,elo_hi,done,planned,partial,errors,code,seed,vs_first_deals,vs_first_diff,vs_first_lo,vs_first_hi');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^full,mcts:iterations=250,250,heuristic,4,2,1,1,0\.625,0\.219427,0\.908101,0\.5,2,0\.180048,0\.926741,88\.74,-263\.36,440\.84,4,4,0,0,/);
    expect(lines[2]).toMatch(/^partial,mcts:iterations=250,250,heuristic,3,1,1,1,0\.5,[\d.]+,[\d.]+,0\.5,1,0\.066132,0\.933868,0,-459\.95,459\.95,3,4,1,0,\w+,b,,,,$/); // another seed: no deals in common
    expect(sweepCsv(sweepRuns([full]))).toMatch(/^run,bot,opponents,/); // no parameter, no column
  });

  it('a run won every game: the Elo says it is unbounded and keeps its finite lower bound', () => {
    const won = sweepRuns([runDir('won', {}, [game(0, [5, 2]), game(1, [2, 3]), game(2, [4, 1]), game(3, [0, 6])])]).rows[0];
    // two deals all won: the score interval [2 / (2 + z²), 1] (by hand), Elo of 2 / (2 + z²) = -400 log10(z²/2) = -113.3
    const z2 = 1.959963984540054 ** 2;
    expect(won.paired.lo).toBeCloseTo(2 / (2 + z2), 10);
    expect(won.elo!.elo).toBe(Infinity);
    expect(won.elo!.lo).toBeCloseTo(-400 * Math.log10(z2 / 2), 8);
    expect(sweepMarkdown({ param: null, rows: [won] }).split('\n')[2]).toBe('| `won` | 4 | 4 / 0 / 0 | 1.000 [0.342, 1.000] | score 1.0: Elo unbounded [-113, +∞] |');
  });

  it('with three sides: a fair share of 1/3 and no Elo (a win rate of ½ is not even there)', () => {
    const three = writeRun(tempDir('three'), 'three', { mode: '3p', bots: [M, H, H], deals: 1 },
      [{ ...game(0, [5, 1, 1]), bots: [M, H, H], ranks: [1, 2, 2] }]);
    const r = sweepRuns([three]).rows[0];
    expect([r.fairShare, r.elo, r.wins, r.done, r.planned, r.partial, r.opponents]).toEqual([1 / 3, null, 1, 1, 6, true, [H]]);
  });

  it('Markdown for the README: the figures rounded, Elo whole', () => {
    expect(sweepMarkdown(s).split('\n')).toEqual([
      '| run | iterations | games | W / T / L | win rate [95% paired] | Elo [95%] | − first run, deal by deal [95%] |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| `full` | 250 | 4 | 2 / 1 / 1 | 0.625 [0.180, 0.927] | +89 [-263, +441] | – |',
      '| `partial` | 250 | 3 (partial: 3 of 4 games) | 1 / 1 / 1 | 0.500 [0.066, 0.934] | +0 [-460, +460] | – (no deals in common) |',
      '',
    ]);
  });

  it('compares each run with the first deal by deal, over the deals both played', () => {
    const seeded = (g: GameRecord, dealSeeds: number[]): GameRecord => ({ ...g, dealSeed: dealSeeds[g.deal] });
    const same = [11, 22];
    // base: deal 0 a win and a tie (0.75), deal 1 a loss and a win (0.5)
    const base = runDir('p-base', { seed: 'p' }, [game(0, [5, 2]), game(1, [3, 3]), game(2, [1, 4]), game(3, [0, 6])].map((g) => seeded(g, same)));
    // deal 0 a win and a loss (0.5), deal 1 two wins (1)
    const other = runDir('p-other', { seed: 'p' }, [game(0, [5, 2]), game(1, [4, 1]), game(2, [4, 1]), game(3, [1, 4])].map((g) => seeded(g, same)));
    // only deal 0 is the same deal (deal 1 has another deal seed): two ties there (0.5)
    const one = runDir('p-one', { seed: 'p' }, [game(0, [2, 2]), game(1, [2, 2]), game(2, [4, 1]), game(3, [1, 4])].map((g) => seeded(g, [11, 99])));
    // the same deal seeds, but another ply limit: not the same games
    const rules = runDir('p-rules', { seed: 'p', maxPlies: 700 }, [game(0, [5, 2]), game(1, [4, 1]), game(2, [4, 1]), game(3, [1, 4])].map((g) => seeded(g, same)));
    const rows = sweepRuns([base, other, one, rules]).rows;
    expect(rows[0].vsFirst).toBeNull();
    // differences 0.5 - 0.75 = -0.25 and 1 - 0.5 = +0.5: mean 0.125; the paired interval of a difference, the
    // score interval of (d + 1)/2 mapped back (python3): -0.7043253077875895 to 0.8100405015008247
    expect(rows[1].vsFirst!.deals).toBe(2);
    expect(rows[1].vsFirst!.diff).toBeCloseTo(0.125, 12);
    expect(rows[1].vsFirst!.lo).toBeCloseTo(-0.7043253077875895, 10);
    expect(rows[1].vsFirst!.hi).toBeCloseTo(0.8100405015008247, 10);
    // one deal in common: its difference 0.5 - 0.75, no spread, yet a width (python3: -0.9237702925064346, 0.8016883578292058)
    expect(rows[2].vsFirst).toMatchObject({ deals: 1, diff: -0.25 });
    expect(rows[2].vsFirst!.lo).toBeCloseTo(-0.9237702925064346, 10);
    expect(rows[2].vsFirst!.hi).toBeCloseTo(0.8016883578292058, 10);
    expect(rows[3].vsFirst).toBeNull(); // other rules
    const md = sweepMarkdown({ param: null, rows }).split('\n');
    expect(md[3]).toMatch(/ \| \+0\.125 \[−0\.704, \+0\.810\] over 2 deals \|$/);
    expect(md[4]).toMatch(/ \| −0\.250 \[−0\.924, \+0\.802\] over 1 deal \|$/);
    expect(md[5]).toMatch(/ \| – \(other rules\) \|$/); // the same deals, other games: said so (before 3 Dec 2026, "no deals in common")
    const csv = sweepCsv({ param: null, rows }).trim().split('\n');
    expect(csv[2]).toMatch(/,2,0\.125,-0\.704325,0\.810041$/);
  });

  it('reads a run written by older code, which --resume and merge refuse', () => {
    // as code with other defaults wrote it: the spec spelled out, and a rule key added since missing
    const spelled = 'mcts:iterations=1000,priorDepth=2';
    const old = runDir('old', { bots: ['mcts:iterations=1000', H] }, [
      { ...game(0, [4, 1]), bots: [spelled, H] }, { ...game(1, [4, 1]), bots: [H, spelled] },
    ], (t) => {
      const c = JSON.parse(t);
      delete c.rules.expansion;
      c.lineups = [[spelled, H]];
      c.bots = { [spelled]: c.bots['mcts:iterations=1000'], [H]: c.bots[H] };
      return JSON.stringify(c);
    });
    expect(() => readConfig(old)).toThrow(/is not as the harness writes it/);
    const r = sweepRuns([old], 'iterations').rows[0];
    expect([r.bot, r.value, r.games, r.wins, r.losses, r.planned]).toEqual([spelled, 1000, 2, 1, 1, 4]);
  });

  it('refuses a missing parameter, a run budget that overrides it, and a journal of another run', () => {
    expect(() => sweepRuns([full], 'nosuch')).toThrow(/^param: .* has no parameter "nosuch"; it has iterations, /);
    const budget = runDir('budget', { budgetIterations: 50 }, [game(0, [1, 0])]);
    expect(() => sweepRuns([budget], 'iterations')).toThrow(/^param: .*budget of 50 iterations overrides/);
    const other = runDir('other', {}, [{ ...game(0, [1, 0]), bots: [H, M] }]);
    expect(() => sweepRuns([other])).toThrow(/^dirs: .*game 0 of games\.jsonl is not a game config\.json plans/);
  });
});

describe('jackal sweep on the command line', () => {
  const dir = tempDir('sweep-cli');
  const noConfig = join(dir, 'no-config');
  mkdirSync(noConfig);
  const noGames = runDir('no-games', {}, []);
  const out = join(dir, 'sweep.html');
  const cases: [string, string[], RegExp][] = [
    ['no dirs', ['sweep', '--out', out], /^jackal: dirs: give at least one run's out dir$/],
    ['a missing dir', ['sweep', join(dir, 'nope'), '--out', out], /^jackal: dirs: .*nope does not exist$/],
    ['not a run', ['sweep', noConfig, '--out', out], /^jackal: dirs: .*no-config holds no config\.json: not a run's out dir$/],
    ['no games', ['sweep', noGames, '--out', out], /^jackal: dirs: .* has no finished games in games\.jsonl$/],
    ['unknown parameter', ['sweep', full, '--param', 'nosuch', '--out', out], /^jackal: --param: .* has no parameter "nosuch"/],
    ['goal outside (0, 1)', ['sweep', full, '--goal', '75', '--out', out], /^jackal: --goal: must be a win rate between 0 and 1/],
    ['no --out', ['sweep', full], /^jackal: --out: required, not given \(jackal sweep --help\)$/],
  ];
  // one case runs the real process (bin/jackal.js's status and stderr); the rest, and the
  // page below, run in this process (test/support/cli-in-process.ts), one after another
  it.each(cases)('%s: exit 2, one line', async (name, args, message) => {
    const r = name === 'no dirs' ? await jackal(args) : await jackalInProcess(args, dir);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });

  it('writes the page and the CSV', async () => {
    const csv = join(dir, 'sweep.csv');
    const r = await jackalInProcess(['sweep', full, partial, '--param', 'iterations', '--goal', '0.75', '--title', 'a test', '--out', out, '--csv', csv], dir);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^sweep: 2 runs; partial: partial \(3 of 4\)$/m);
    expect(r.stdout).toMatch(/^\| run \| iterations \|.*\n.*\n\| `full` \| 250 \|/);
    expect(readFileSync(csv, 'utf8').trim().split('\n')).toHaveLength(3);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('<title>a test</title>');
    expect(html).toContain('id="jackal-sweep"');
    expect(html).toContain('--goal 0.75 --title \'a test\' --out');
  });
});
