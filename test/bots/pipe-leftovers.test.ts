/**
 * What a bot program leaves behind when it exits (bots/pipe-thread.ts endGroup): a child it
 * started in its process group is killed as the program's exit is seen. Before, the child
 * outlived the bot and the run (an orphan after every normal quit), and a child holding the
 * bot's stdout hid the bot's exit until the child ended: a bot that exited mid-game forfeited
 * 10 s later as `no reply within 10000 ms` instead of as exited.
 */

import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildPipe, pipeHelperReady } from '../../bots/pipe.js';
import { removeTempDirs, requireDist } from '../harness/helpers.js';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Whether process `pid` runs (a zombie, dead but not yet reaped, does not). */
function running(pid: number): boolean {
  if (existsSync('/proc/self')) {
    try { return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); } catch { return false; }
  }
  try { process.kill(pid, 0); return true; } catch { return false; }
}

async function gone(pid: number): Promise<boolean> {
  for (const until = Date.now() + 3000; Date.now() < until && running(pid);) await sleep(20);
  return !running(pid);
}

beforeAll(async () => { requireDist(); await pipeHelperReady(); });
afterAll(removeTempDirs);

describe('a child a bot program leaves behind', () => {
  it('holding the bot\'s stdout: the bot\'s exit is seen at once, and the child is killed', async () => {
    // the shell starts `sleep` in its group, with the shell's stdout, says its pid and exits
    const p = new ChildPipe('sh', ['-c', 'sleep 30 & echo $!; exit 3']);
    const child = Number(p.receive(10_000).text);
    expect(child).toBeGreaterThan(0);
    let ev;
    try {
      ev = p.receive(5_000);
    } finally {
      if (running(child)) process.kill(child, 'SIGKILL');
    }
    expect(ev.kind).toBe('exit');
    expect(ev.text).toBe('exited with code 3');
    expect(await gone(child)).toBe(true);
    p.close(0);
  });

  it('after a quit: the child is killed with the group', async () => {
    // the shell starts `sleep` detached from its pipes, says its pid, and quits on the end of its stdin
    const p = new ChildPipe('sh', ['-c', 'sleep 30 </dev/null >/dev/null 2>&1 & echo $!; cat >/dev/null; exit 0']);
    const child = Number(p.receive(10_000).text);
    expect(child).toBeGreaterThan(0);
    try {
      p.close(2000);
      expect(await gone(child), 'the child outlived the bot').toBe(true);
    } finally {
      if (running(child)) process.kill(child, 'SIGKILL');
    }
  });
});
