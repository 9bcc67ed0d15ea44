/**
 * The watchdog of the external bots' programs (bots/pipe-watchdog.ts), run as the helper runs
 * it: a shell told `+G S` and `-G` lines, whose pipe then ends. A process id the system reused
 * is played by a live group whose leader's start time is not the one the watchdog was told:
 * it must be left alone (the old script killed every group still listed, whoever held the id).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startStamp, WATCHDOG } from '../../bots/pipe-watchdog.js';

const posix = process.platform !== 'win32';
const started: ChildProcess[] = [];
afterEach(() => { for (const p of started.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL'); });

/** A program in a group of its own, as pipe-thread.ts starts a bot. */
function program(): ChildProcess {
  const p = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
  started.push(p);
  return p;
}

/** Runs the watchdog (grace `graceMs`) on `lines`, ends its pipe and waits for it to exit; the ms it took. */
async function watchdogOn(lines: string[], graceMs = 50): Promise<number> {
  const t0 = performance.now();
  const w = spawn('/bin/sh', ['-c', WATCHDOG, 'jackal-watchdog', String(graceMs)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  const exited = new Promise((res) => w.once('exit', res));
  w.stdin.end(lines.map((l) => `${l}\n`).join(''));
  await exited;
  return performance.now() - t0;
}

/** Whether `p` is killed within `ms`. */
const killedWithin = (p: ChildProcess, ms: number): Promise<boolean> => new Promise((res) => {
  if (p.signalCode !== null) { res(true); return; }
  const t = setTimeout(() => res(false), ms);
  p.once('exit', () => { clearTimeout(t); res(true); });
});

describe.runIf(posix)('the watchdog', () => {
  it('kills a listed group whose leader is the one it was told of', async () => {
    const p = program();
    await watchdogOn([`+${p.pid} ${startStamp(p.pid!)}`]);
    expect(await killedWithin(p, 2_000)).toBe(true);
  });

  it('never signals a group whose id now names another process (a leader reaped, its id reused)', async () => {
    const p = program();
    const stamp = startStamp(p.pid!);
    expect(stamp).toMatch(/^\d+$/); // Linux: the check is made
    // as if the leader it was told of had started at another time: the live group is a stranger's
    await watchdogOn([`+${p.pid} ${Number(stamp) + 1}`]);
    expect(await killedWithin(p, 500)).toBe(false);
  });

  it('a group struck off is not signalled, and with none listed the watchdog exits without its grace', async () => {
    const p = program();
    const q = program();
    await watchdogOn([`+${p.pid} ${startStamp(p.pid!)}`, `+${q.pid} ${startStamp(q.pid!)}`, `-${p.pid}`]);
    expect(await killedWithin(q, 2_000)).toBe(true);
    expect(await killedWithin(p, 300)).toBe(false);
    // a 20 s grace with nothing listed: the helper's end of a thread waits for this exit (pipe-thread.ts settle)
    expect(await watchdogOn([`+${p.pid} ${startStamp(p.pid!)}`, `-${p.pid}`], 20_000)).toBeLessThan(5_000);
    expect(p.exitCode === null && p.signalCode === null).toBe(true);
  });

  it('a listed group whose programs quit on their own ends the watchdog before its grace (it once slept it out)', async () => {
    // the helper was killed before it saw the leader exit, so the group is still listed; the
    // program quits (on the end of its stdin, here a short sleep) and is reaped
    const p = spawn('sleep', ['0.3'], { detached: true, stdio: 'ignore' });
    started.push(p);
    const ms = await watchdogOn([`+${p.pid} ${startStamp(p.pid!)}`], 20_000);
    expect(p.exitCode).toBe(0); // it quit by itself, not killed
    expect(ms).toBeLessThan(5_000);
  });
});
