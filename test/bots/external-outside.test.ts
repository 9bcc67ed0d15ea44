/**
 * External bots and deaths from outside (bots/pipe-thread.ts).
 *
 * A program killed by a signal it did not send itself (the OOM killer, `kill -9 PID`) reads,
 * to its parent, exactly as one that crashed or hit its own limit: waitpid gives the signal,
 * not its sender. The harness does not guess: the game is that bot's forfeit, and the error
 * says the signal and that its source is unknown (docs/HARNESS.md, faults table).
 *
 * A program that ignores the end of its stdin outlived a SIGKILLed `jackal` (it runs in a
 * process group of its own, so nothing else reached it). The watchdog each pipe helper
 * starts now kills it once `jackal` is gone. Here the real CLI plays such a bot and is
 * SIGKILLed; before the watchdog every bot it had started was still running 10 s later.
 */

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildPipe, pipeHelperReady } from '../../bots/pipe.js';
import { JACKAL, removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';

/** A protocol bot (docs/PROTOCOL.md) that notes its pid in its dir and never quits on the end of its stdin. */
const STUBBORN = `import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
writeFileSync(process.argv[2] + '/pid.' + process.pid, '');
setInterval(() => {}, 1000);
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.type === 'hello') send({ type: 'hello', name: 'stubborn', protocol: 1 });
  else if (msg.type === 'turn') send({ type: 'move', move: msg.moves[msg.seed % msg.moves.length] });
});
process.stdout.on('error', () => {});
`;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Whether process `pid` runs (a zombie, dead but not yet reaped, does not). */
function running(pid: number): boolean {
  if (existsSync('/proc/self')) {
    try { return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); } catch { return false; }
  }
  try { process.kill(pid, 0); return true; } catch { return false; }
}

const pidsIn = (dir: string): number[] => readdirSync(dir).filter((f) => f.startsWith('pid.')).map((f) => Number(f.slice(4)));

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('a program killed from outside', () => {
  it('reads as killed by its signal, source unknown (so its game is its forfeit)', async () => {
    await pipeHelperReady();
    const p = new ChildPipe('sh', ['-c', 'echo $$; exec sleep 30']);
    const first = p.receive(10_000);
    expect(first.kind).toBe('line');
    process.kill(Number(first.text), 'SIGKILL');
    const ev = p.receive(10_000);
    expect(ev.kind).toBe('exit');
    expect(ev.text).toMatch(/^was killed by SIGKILL \(by itself or from outside, e\.g\. the OOM killer; the harness cannot tell which\)/);
    p.close(0);
  });
});

describe('jackal SIGKILLed during a run with a bot that ignores the end of its stdin', () => {
  it('leaves no bot running: the watchdog kills them once jackal is gone', async () => {
    const dir = tempDir('ext-outside');
    writeFileSync(join(dir, 'bot.mjs'), STUBBORN);
    const out = join(dir, 'out');
    const args = ['match', '--mode', '2p', '--bot', `ext:node ${join(dir, 'bot.mjs')} ${dir}`, '--bot', 'random',
      '--games', '40', '--max-plies', '400', '--seed', 'ext-outside', '--workers', '1', '--out', out];
    const child = spawn(process.execPath, [JACKAL, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => { stderr += b.toString(); });
    const exited = new Promise<void>((res) => child.on('exit', () => res()));
    try {
      for (const until = Date.now() + 30_000; Date.now() < until && pidsIn(dir).length === 0;) await sleep(20);
      expect(pidsIn(dir).length, stderr).toBeGreaterThan(0);
      child.kill('SIGKILL');
      await exited;
      // the watchdog gives them its grace (2 s) to quit, then kills them
      for (const until = Date.now() + 10_000; Date.now() < until && pidsIn(dir).some(running);) await sleep(100);
      expect(pidsIn(dir).filter(running)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      for (const pid of pidsIn(dir)) if (running(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
