/**
 * A Ctrl-C in the terminal stops `jackal match` and never turns an external bot's death into
 * a game result (bots/pipe-thread.ts: each program runs in a process group of its own).
 *
 * A terminal sends SIGINT to its whole foreground process group. When the bots' programs
 * were in that group they died of it with `jackal`, and a worker that heard the death before
 * the main thread began to stop recorded a forfeit: an infrastructure failure journaled as a
 * game. Here the real CLI runs in a child of its own group, which gets the SIGINT as a
 * terminal sends it (`kill(-pgid)`), while a bot plays seat 0. The bot notes its pid when it
 * starts and notes any SIGINT it gets before dying of it, as the default handler would. The
 * checks: no bot heard the SIGINT (the old code: every bot did), the journal holds no forfeit,
 * --resume finishes with the files of an uninterrupted run, and no bot outlives `jackal`.
 * Its own group also lets a close kill every process a program started (a wrapper's bot).
 */

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildPipe, pipeHelperReady } from '../../bots/pipe.js';
import { JACKAL, outputs, removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

/** A protocol bot (docs/PROTOCOL.md) that plays the move at seed mod count; pid.N and sigint.N files in its dir record it. */
const BOT = `import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const dir = process.argv[2];
writeFileSync(dir + '/pid.' + process.pid, '');
process.on('SIGINT', () => { writeFileSync(dir + '/sigint.' + process.pid, ''); process.exit(130); });
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.type === 'hello') send({ type: 'hello', name: 'interrupt-bot', protocol: 1 });
  else if (msg.type === 'turn') send({ type: 'move', move: msg.moves[msg.seed % msg.moves.length] });
  else if (msg.type === 'quit') process.exit(0);
});
`;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Whether process `pid` runs (a zombie, dead but not yet reaped by its new parent, does not). */
function running(pid: number): boolean {
  if (existsSync('/proc/self')) return existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  try { process.kill(pid, 0); return true; } catch { return false; }
}

const marks = (dir: string, kind: string): number[] =>
  readdirSync(dir).filter((f) => f.startsWith(`${kind}.`)).map((f) => Number(f.slice(kind.length + 1)));

let marker = '';
let args: string[] = [];

beforeAll(() => {
  requireDist();
  marker = tempDir('ext-int-bot');
  writeFileSync(join(marker, 'bot.mjs'), BOT);
  args = ['match', '--mode', '2p', '--bot', `ext:node ${join(marker, 'bot.mjs')} ${marker}`, '--bot', 'random',
    '--games', '24', '--max-plies', '120', '--seed', 'ext-interrupt'];
});
afterAll(removeTempDirs);

describe('Ctrl-C during a run with an external bot', () => {
  it('no bot dies of it, no forfeit is journaled, --resume gives the files of one run, and no bot is left running', async () => {
    const ref = tempDir('ext-int-ref');
    expect((await jackalInProcess([...args, '--workers', '1', '--out', ref], ROOT)).status).toBe(0);
    for (const f of readdirSync(marker)) if (f !== 'bot.mjs') rmSync(join(marker, f));

    const dir = tempDir('ext-int');
    // a group of its own, as a terminal gives the command it runs
    const child = spawn(process.execPath, [JACKAL, ...args, '--workers', '1', '--out', dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    const journal = join(dir, 'games.jsonl');
    for (const until = Date.now() + 20_000; Date.now() < until && !(existsSync(journal) && statSync(journal).size > 0);) await sleep(10);
    expect(marks(marker, 'pid').length).toBeGreaterThan(0);
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited, stderr).toBe(130);

    expect(marks(marker, 'sigint')).toEqual([]); // the old code: every bot running got the terminal's SIGINT
    const lines = readFileSync(journal, 'utf8').split('\n').filter((l) => l !== '');
    expect(lines.length).toBeLessThan(24);
    expect(lines.filter((l) => l.includes('forfeit'))).toEqual([]);
    // every bot ends with jackal: its stdin ends (it quits), or the close kills it
    const pids = marks(marker, 'pid');
    for (const until = Date.now() + 5_000; Date.now() < until && pids.some(running);) await sleep(50);
    expect(pids.filter(running)).toEqual([]);

    const resumed = await jackalInProcess([...args, '--workers', '1', '--out', dir, '--resume'], ROOT);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(outputs(dir)).toEqual(outputs(ref));
  }, 60_000);
});

describe('closing a program that would not quit', () => {
  it('kills the processes it started too (its process group)', async () => {
    await pipeHelperReady();
    const dir = tempDir('ext-int-group');
    const pidFile = join(dir, 'sleeper');
    // a wrapper, as `ext:sh run.sh` is, that starts a second process and ignores its stdin
    const p = new ChildPipe('sh', ['-c', `sleep 30 & echo $! > ${pidFile}; echo started; wait`]);
    expect(p.receive(10_000)).toEqual({ kind: 'line', text: 'started' });
    const sleeper = Number(readFileSync(pidFile, 'utf8'));
    try {
      expect(running(sleeper)).toBe(true);
      p.close(0);
      for (const until = Date.now() + 5_000; Date.now() < until && running(sleeper);) await sleep(50);
      expect(running(sleeper)).toBe(false); // the old code killed `sh` alone
    } finally {
      if (running(sleeper)) process.kill(sleeper, 'SIGKILL');
    }
  });
});
