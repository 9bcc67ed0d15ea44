/**
 * A second Ctrl-C quits at once, before the CSVs are rewritten: the out dir must say so.
 * Before the fix nothing did: games.csv held the games of an earlier session while the
 * journal held more, and only a --resume would have put that right. Now csv-stale.txt
 * (src/harness/stale-mark.ts) is there until every file is rewritten, the last line on
 * stderr names it, `jackal report` warns, and --resume rewrites the files and removes it.
 *
 * A real process: a first session stopped by one SIGINT (CSVs complete, no mark), then a
 * --resume that is sent two signals once it has journaled games of its own. The two must
 * arrive as a person's two Ctrl-Cs do, the second while the first is being handled: two
 * SIGINTs sent to a running process may merge into one (a signal pending twice is pending
 * once), so the process is stopped (SIGSTOP), sent SIGINT and SIGTERM (two signals, both
 * pending), and continued: it handles them one after the other, the second at once.
 */

import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JACKAL, outputs, removeTempDirs, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

afterAll(removeTempDirs);

const args = ['match', '--mode', '2p', '--bot', 'random', '--games', '400', '--max-plies', '200', '--seed', 'twice'];
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const journalCount = (dir: string): number => {
  const j = join(dir, 'games.jsonl');
  return existsSync(j) ? readFileSync(j, 'utf8').split('\n').filter((l) => l !== '').length : 0;
};
/** Games in games.csv (two rows a game in 2p). */
const csvGames = (dir: string): number => (readFileSync(join(dir, 'games.csv'), 'utf8').trimEnd().split('\n').length - 1) / 2;

/** Starts the CLI on dir; resolves with its exit status and stderr. */
function start(dir: string, extra: string[] = []) {
  const child = spawn(process.execPath, [JACKAL, ...args, '--workers', '1', '--out', dir, ...extra], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stdout.resume();
  child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
  const exited = new Promise<{ status: number | null; stderr: string }>((res) => child.on('close', (code) => res({ status: code, stderr })));
  return { child, exited };
}

async function untilJournaled(dir: string, more: number): Promise<void> {
  const j = join(dir, 'games.jsonl');
  // a loaded machine took 6 to 10 s to a first game: wait up to 30 s
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(10)) {
    if (existsSync(j) && statSync(j).size > 0 && journalCount(dir) > more) return;
  }
}

describe('a second signal while the first is being handled', () => {
  it('leaves csv-stale.txt, named on stderr; report warns; --resume rewrites the files and removes it', async () => {
    const ref = tempDir('twice-ref');
    expect((await jackalInProcess([...args, '--workers', '2', '--out', ref], ROOT)).status).toBe(0);
    const dir = tempDir('twice');
    const stale = join(dir, 'csv-stale.txt');

    const first = start(dir);
    await untilJournaled(dir, 0);
    first.child.kill('SIGINT');
    expect((await first.exited).status).toBe(130);
    const kept = journalCount(dir);
    expect(csvGames(dir)).toBe(kept);
    expect(existsSync(stale)).toBe(false);

    const second = start(dir, ['--resume']);
    await untilJournaled(dir, kept);
    second.child.kill('SIGSTOP');
    second.child.kill('SIGINT');
    second.child.kill('SIGTERM');
    second.child.kill('SIGCONT');
    const r = await second.exited;
    expect([130, 143]).toContain(r.status);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toMatch(/a second signal \(SIG(INT|TERM)\): quitting at once; .*csv-stale\.txt says so.*--resume/);
    // the files are those of the first session, and the journal holds more: the mark tells the truth
    expect(journalCount(dir)).toBeGreaterThan(kept);
    expect(csvGames(dir)).toBe(kept);
    expect(existsSync(stale)).toBe(true);

    const report = await jackalInProcess(['report', dir, '--out', join(dir, 'report.html')], ROOT);
    expect(report.status).toBe(0);
    expect(report.stderr).toMatch(/warning: .*csv-stale\.txt: .*stopped before it rewrote its CSVs/);

    const resumed = await jackalInProcess([...args, '--workers', '2', '--out', dir, '--resume'], ROOT);
    expect(resumed.status).toBe(0);
    expect(existsSync(stale)).toBe(false);
    expect(outputs(dir)).toEqual(outputs(ref));
  }, 120_000);
});
