/**
 * The batch-friendly side of the CLI: --version, the plan at the start, report lines
 * when stderr is not a terminal, numeric flags shown as numbers, the --deals name (and
 * --games kept as its alias), and the hint when the bots do not fit the mode.
 *
 * --version and --help run as real processes (yargs ends the process after printing them);
 * the runs and refusals run in this process (test/support/cli-in-process.ts), whose stderr,
 * like a batch job's, is not a terminal.
 */

import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Progress } from '../../src/harness/progress.js';
import { codeId } from '../../src/harness/provenance.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { buildDist, JACKAL, removeTempDirs, ROOT, tempDir } from './helpers.js';

const jackal = (args: string[]) => jackalInProcess(args, ROOT);
/** The real `jackal` process, for what ends it (--version, --help). */
const jackalProcess = (args: string[]) => spawnSync(process.execPath, [JACKAL, ...args], { cwd: ROOT, encoding: 'utf8' });

beforeAll(() => buildDist(), 60_000);
afterAll(removeTempDirs);

describe('jackal CLI for batch jobs', () => {
  it('--version names the package, the code id and the node version', () => {
    const r = jackalProcess(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^jackal-lab \\d+\\.\\d+\\.\\d+, code ${codeId()}.*, node ${process.version.replace(/\./g, '\\.')}`));
  });

  it('prints the plan first and a report line when stderr is a pipe; --games is --deals', async () => {
    const out = tempDir('plan');
    const r = await jackal(['match', '--mode', '2p', '--bot', 'heuristic', '--bot', 'random', '--games', '2', '--max-plies', '100', '--workers', '1', '--out', out]);
    expect(r.status).toBe(0);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^match: mode 2p, tiles classic, 2 deals x 1 lineup x 2 seatings = 4 games/);
    expect(lines[1]).toMatch(/^plan: 4 games in 2 blocks of 2 games .* on 1 worker; code [0-9a-f]{12}$/);
    expect(lines[lines.length - 1]).toMatch(/^jackal: 4\/4 games \(100%\), heuristic [0-9.]+ vs random, (score 1\.0: Elo unbounded|Elo .*) \(2 blocks\), [0-9.]+ games\/s, ETA/);
    expect(r.stdout).toMatch(/head to head .*\n+heuristic vs random +2 /);
  }, 60_000);

  it('the plan of a shard counts its own blocks (it gave the whole run\'s: "4 games in 4 blocks of 2")', async () => {
    const r = await jackal(['match', '--mode', '2p', '--bot', 'random', '--deals', '4', '--shard', '0/2', '--max-plies', '40', '--workers', '1', '--out', tempDir('plan-shard')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.split('\n')[1]).toMatch(/^plan: 4 games in 2 blocks of 2 games \(one deal in all its seatings\), on 1 worker;/);
  }, 60_000);

  it('shows numeric flags as numbers in --help', () => {
    const help = jackalProcess(['match', '--help']).stdout;
    // one entry per option, its description wrapped over several lines
    const entries = help.split(/\n(?= +--)/).map((e) => e.trim());
    for (const flag of ['--deals', '--workers', '--report-every', '--budget-iterations', '--max-plies']) {
      expect(entries.find((e) => e.startsWith(flag))).toMatch(/\[number\]/);
    }
    expect(help).toMatch(/--deals, --games +Deals \(islands\), not games/);
  });

  it('two or three bots and no --mode: the mode with that many seats (Jackal and Archipelago); an explicit --mode stands', async () => {
    const two = await jackal(['match', '--bot', 'random', '--bot', 'random', '--deals', '1', '--max-plies', '40', '--workers', '1', '--out', tempDir('infer2')]);
    expect(two.status).toBe(0);
    expect(two.stderr).toMatch(/^match: mode 2p,/);
    const three = await jackal(['match', '--game', 'archipelago', '--bot', 'random', '--bot', 'random', '--bot', 'random', '--deals', '1', '--max-plies', '40', '--workers', '1', '--out', tempDir('infer3')]);
    expect(three.status).toBe(0);
    expect(three.stderr).toMatch(/^match: 3p,/);
    expect((await jackal(['match', '--mode', '4p', '--bot', 'random', '--bot', 'random', '--out', tempDir('infer4')])).status).toBe(2);
  }, 60_000);

  it('suggests the mode that fits the bots given', async () => {
    const r = await jackal(['match', '--mode', '4p', '--bot', 'heuristic', '--bot', 'random', '--bot', 'random', '--out', tempDir('hint')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/got 3 \(for 3 bots use mode 3p\)/);
  });
});

describe('report lines', () => {
  it('the last line gives games done, the caller\'s figures, rate and ETA', () => {
    const lines: string[] = [];
    const p = new Progress(10, 2, false, process.stderr, { every: 3600, detail: () => 'heuristic 0.600 vs random', write: (l) => lines.push(l) });
    p.update(6);
    p.finish(10);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^jackal: 10\/10 games \(100%\), heuristic 0\.600 vs random, [0-9.]+ games\/s, ETA \d\d:\d\d\n$/);
  });

  it('no report without an interval', () => {
    const lines: string[] = [];
    const p = new Progress(10, 0, false, process.stderr, { every: 0, write: (l) => lines.push(l) });
    p.finish(10);
    expect(lines).toEqual([]);
  });
});
