/**
 * Fault injection for the harness (docs/HARNESS.md, "What the harness promises"): a worker that
 * dies mid-chunk, a SIGKILLed process, a torn journal, a file where a directory should
 * be, two runs on one --out, --resume --force on a finished run. Each case ends with the
 * files one clean run makes, or with a clear refusal (exit status 2, one line naming the
 * problem) that leaves the out dir as it was.
 *
 * The reference is one clean in-process run of the same configuration as the CLI
 * command below (3p, random bots, 40 deals = 240 games of at most 200 plies).
 *
 * Only what is about processes starts one: the run that is SIGKILLed and the run that
 * holds the lock while SIGSTOPped. The commands that follow them (a --resume, a refused
 * second run, merge) run in this process (test/support/cli-in-process.ts): their exit
 * status and output are the subject, and a real process would add only its start.
 */

import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { LOCK_FILE, STALE_MS } from '../../src/harness/outdir.js';
import { MAX_WORKER_DEATHS, runMatch } from '../../src/harness/run.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { JACKAL, outputs, removeTempDirs, requireDist, ROOT, tempDir } from './helpers.js';

const DEALS = 40;
const config = (): RunConfig => buildConfig({ mode: '3p', bots: ['random'], deals: DEALS, seed: 'faults', maxPlies: 200 }, null);
const CLI = ['match', '--mode', '3p', '--bot', 'random', '--games', String(DEALS), '--seed', 'faults', '--max-plies', '200', '--workers', '1'];
const TOTAL = DEALS * 6;

const jackal = (args: string[]) => jackalInProcess(args, ROOT);
const journalLines = (dir: string): string[] => readFileSync(join(dir, 'games.jsonl'), 'utf8').split('\n').filter((l) => l !== '');
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Starts the CLI run on dir; resolves `started` once the journal holds a game. */
function startRun(dir: string): { child: ReturnType<typeof spawn>; exited: Promise<number | null>; stdout: () => string } {
  const child = spawn(process.execPath, [JACKAL, ...CLI, '--out', dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => { out += b.toString(); });
  child.stderr!.resume();
  const exited = new Promise<number | null>((res) => child.on('exit', (code, sig) => res(code ?? (sig ? -1 : null))));
  return { child, exited, stdout: () => out };
}

async function untilJournaled(dir: string): Promise<void> {
  const j = join(dir, 'games.jsonl');
  for (let i = 0; i < 3000 && !(existsSync(j) && statSync(j).size > 0); i++) await sleep(5);
}

let reference: Record<string, string>;
/** The clean run's out dir (a finished run, for the cases that start from one). */
let refDir: string;

beforeAll(async () => {
  requireDist();
  refDir = tempDir('fref');
  const r = await runMatch(config(), { out: refDir, workers: 1 });
  expect(r.complete).toBe(true);
  expect(r.errors).toBe(0);
  reference = outputs(refDir);
}, 60_000);

afterAll(removeTempDirs);

describe('a worker that dies', () => {
  it('mid-chunk: its unfinished games are played again; the files are those of a clean run', async () => {
    const dir = tempDir('kill');
    // one worker: chunks of 4 games in order, so game 9 is mid-chunk (8..11 or so)
    const r = await runMatch(config(), { out: dir, workers: 1, faults: { workerExitAt: 9 } });
    expect(r.workerDeaths).toBe(1);
    expect(r.complete).toBe(true);
    expect(r.errors).toBe(0);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);

  it(`every time (${MAX_WORKER_DEATHS} times): that game is left unplayed, never recorded; --resume plays it`, async () => {
    const dir = tempDir('killall');
    const r = await runMatch(config(), { out: dir, workers: 2, faults: { workerExitAt: 30, every: true } });
    expect(r.workerDeaths).toBe(MAX_WORKER_DEATHS);
    expect(r.unplayed).toEqual([30]);
    expect(r.complete).toBe(false);
    expect(r.errors).toBe(0);
    expect(r.done).toBe(TOTAL - 1);
    expect(journalLines(dir).map((l) => JSON.parse(l).game)).not.toContain(30);
    const again = await runMatch(config(), { out: dir, workers: 2, resume: true });
    expect(again.played).toBe(1);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);
});

describe('the journal', () => {
  it('gets each game as it finishes: a stop after the first game keeps exactly that game (no chunk of 16 in flight)', async () => {
    const dir = tempDir('pergame');
    const big = buildConfig({ mode: '3p', bots: ['random'], deals: 100, seed: 'faults', maxPlies: 200 }, null); // chunks of 16
    const r = await runMatch(big, { out: dir, workers: 1, stopAfter: 1 });
    expect(r.done).toBe(1);
    expect(journalLines(dir)).toHaveLength(1);
  }, 60_000);

  it('torn and duplicated lines: the torn one is dropped and played again, the first copy of a game wins', async () => {
    const dir = tempDir('torn');
    await runMatch(config(), { out: dir, workers: 1, stopAfter: 10 });
    const lines = journalLines(dir);
    writeFileSync(join(dir, 'games.jsonl'), `${lines.slice(0, 5).join('\n')}\n${lines[2]}\n{"game":7,"de\n${lines.slice(5).join('\n')}\n{"game":`);
    const r = await runMatch(config(), { out: dir, workers: 1, resume: true });
    expect(r.dropped).toBe(2);
    expect(r.complete).toBe(true);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);
});

describe('the process', () => {
  it('SIGKILLed mid-run (lock left behind, half a line in the journal): --resume takes the stale lock and makes the files of a clean run', async () => {
    const dir = tempDir('sigkill');
    const run = startRun(dir);
    await untilJournaled(dir);
    run.child.kill('SIGKILL');
    expect(await run.exited).toBe(-1);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    const done = journalLines(dir).length;
    expect(done).toBeLessThan(TOTAL);
    appendFileSync(join(dir, 'games.jsonl'), '{"game":3,"deal":0,"dealSe');
    const resumed = await jackal([...CLI, '--out', dir, '--resume']);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(/took over the stale lock .* \(pid \d+ on .* is gone\)/);
    expect(resumed.stdout).toMatch(new RegExp(`${TOTAL} of ${TOTAL} games done, 0 errors`));
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);

  it('two runs on one --out: the second is refused, naming the holder; the first makes the files of a clean run', async () => {
    const dir = tempDir('two');
    const first = startRun(dir);
    await untilJournaled(dir);
    first.child.kill('SIGSTOP'); // hold the first run mid-way (alive, lock held) while the second tries
    const second = await jackal([...CLI, '--out', dir, '--resume']);
    first.child.kill('SIGCONT');
    expect(second.status).toBe(2);
    expect(second.stderr).toMatch(new RegExp(`--out: .* is in use by another run \\(pid ${first.child.pid} on ${hostname()}, started \\d{4}-`));
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(await first.exited).toBe(0);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);

  it('two runs in one process on one out dir: the second is refused', async () => {
    const dir = tempDir('twoin');
    const a = runMatch(config(), { out: dir, workers: 1 });
    await expect(runMatch(config(), { out: dir, workers: 1, resume: true })).rejects.toMatchObject({ field: 'out', problem: expect.stringMatching(/in use by another run in this process/) });
    expect((await a).complete).toBe(true);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);

  it('a lock from another host: refused while fresh, taken over once untouched for STALE_MS', async () => {
    const dir = tempDir('otherhost');
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, LOCK_FILE);
    writeFileSync(lock, JSON.stringify({ pid: 1, host: 'node-17.cluster', started: '2026-01-01T00:00:00.000Z', command: 'jackal run ladder' }));
    await expect(runMatch(config(), { out: dir, workers: 1 }))
      .rejects.toMatchObject({ field: 'out', problem: expect.stringMatching(/in use by another run \(pid 1 on node-17\.cluster, started 2026-01-01/) });
    const old = (Date.now() - STALE_MS - 5000) / 1000;
    utimesSync(lock, old, old);
    const r = await runMatch(config(), { out: dir, workers: 1 });
    expect(r.complete).toBe(true);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);
});

describe('refusals that leave the out dir as it was', () => {
  it('a directory where a file of the run should be', async () => {
    const dir = tempDir('isdir');
    mkdirSync(join(dir, 'games.csv'), { recursive: true });
    await expect(runMatch(config(), { out: dir, workers: 1 })).rejects.toMatchObject({ field: 'out', problem: expect.stringMatching(/games\.csv is in the way/) });
    expect(existsSync(join(dir, 'config.json'))).toBe(false);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('--resume --force on a finished run is refused and wipes nothing', async () => {
    const dir = tempDir('resforce');
    cpSync(refDir, dir, { recursive: true }); // a finished run
    const r = await jackal([...CLI, '--out', dir, '--resume', '--force']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--force: .*give one of them/);
    expect(outputs(dir)).toEqual(reference);
  }, 60_000);
});

describe('games that ended in an error', () => {
  it('make the run and the merge exit with status 3 and say how many', async () => {
    const dir = tempDir('errs');
    await runMatch(config(), { out: dir, workers: 1, stopAfter: 20 });
    // two journaled games turned into error records, as a throwing bot would leave them
    const lines = journalLines(dir).map((l, i) => (i < 2 ? JSON.stringify({ ...JSON.parse(l), coins: [], ranks: [], reason: 'error', error: 'Error: boom' }) : l));
    writeFileSync(join(dir, 'games.jsonl'), `${lines.join('\n')}\n`);
    const r = await jackal([...CLI, '--out', dir, '--resume']);
    expect(r.status).toBe(3);
    expect(r.stdout).toMatch(new RegExp(`${TOTAL} of ${TOTAL} games done, 2 errors`));
    expect(r.stdout).toMatch(/2 games ended in an error/);
    const merged = await jackal(['merge', dir, '--out', join(dir, 'merged')]);
    expect(merged.status).toBe(3);
    expect(merged.stdout).toMatch(/2 games ended in an error/);
  }, 60_000);
});
