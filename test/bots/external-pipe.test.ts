/**
 * The synchronous pipe to a child process (bots/pipe.ts, its helper thread
 * bots/pipe-thread.ts from dist/): lines both ways in order, the time limit of a wait (a
 * program that never answers gives `timeout` after the limit, not before and not much
 * after), the exit event with its code and the end of stderr, a last line without a
 * newline, an overlong line, a program that cannot start.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ChildPipe, pipeHelperReady } from '../../bots/pipe.js';
import { requireDist } from '../harness/helpers.js';

const node = (script: string): ChildPipe => new ChildPipe(process.execPath, ['-e', script]);
const ECHO = `require('readline').createInterface({ input: process.stdin }).on('line', (l) => process.stdout.write('echo ' + l + '\\n'))`;

beforeAll(async () => {
  requireDist();
  await pipeHelperReady(); // this test thread is a worker: let the helper boot before blocking on it
});

describe('ChildPipe', () => {
  it('carries lines both ways, in order', () => {
    const p = node(ECHO);
    for (const l of ['one', 'two', '{"type":"x"}']) p.send(l);
    expect([p.receive(20_000), p.receive(5_000), p.receive(5_000)]).toEqual([
      { kind: 'line', text: 'echo one' }, { kind: 'line', text: 'echo two' }, { kind: 'line', text: 'echo {"type":"x"}' },
    ]);
    p.close(0);
  });

  it('gives up on a silent program after the limit, and the spent pipe refuses another wait', () => {
    const p = node('setInterval(() => {}, 1000)');
    const t0 = performance.now();
    expect(p.receive(400).kind).toBe('timeout');
    const waited = performance.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(399);
    expect(waited).toBeLessThan(3_000);
    expect(() => p.receive(10)).toThrow(/timed out before/);
    p.close(0);
  });

  it('reports a last line without newline, then the exit with its code and stderr', () => {
    const p = node(`process.stdout.write('last'); process.stderr.write('bye now\\n'); process.exitCode = 5`);
    expect(p.receive(20_000)).toEqual({ kind: 'line', text: 'last' });
    expect(p.receive(5_000)).toEqual({ kind: 'exit', text: 'exited with code 5; its stderr ends: bye now' });
  });

  it('names a crash by its message, not by the stack frames and version line Node prints after it', () => {
    // ten nested calls with long names: the frames alone run past 1,000 bytes after the message
    const deep = 'function f' + 'x'.repeat(80) + '(n) { if (n === 0) throw new Error("boom: the board has no cell z9"); f' + 'x'.repeat(80) + '(n - 1); } f' + 'x'.repeat(80) + '(12)';
    const p = node(deep);
    const e = p.receive(20_000);
    expect(e.kind).toBe('exit');
    expect(e.text).toMatch(/^exited with code 1; its stderr ends: .*Error: boom: the board has no cell z9$/);
    expect(e.text).not.toMatch(/ at |Node\.js v/);
  });

  it('cuts a line longer than the mailbox, and names a program that cannot start', () => {
    const p = node(`process.stdout.write('x'.repeat(1100000) + '\\n')`);
    const e = p.receive(20_000);
    expect(e.kind).toBe('long');
    expect(e.text.length).toBeLessThanOrEqual(200);
    const q = new ChildPipe('/no/such/program', []);
    const f = q.receive(20_000);
    expect(f.kind).toBe('exit');
    expect(f.text).toContain('could not be started');
  });
});
