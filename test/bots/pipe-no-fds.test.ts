/**
 * A bot program that cannot be started for want of file descriptors (EMFILE: the process's
 * limit reached, by `jackal` or by what else it holds) is said so, and the pipe helper goes on
 * serving (bots/pipe-thread.ts). Node's spawn then leaves some of the child's streams
 * missing; the helper read them and threw, which ended it: every later game of its thread
 * waited out the handshake's 30 s and was recorded as the bot's forfeit, `no reply within
 * 30000 ms` (a match whose fd limit was lowered to its use mid-run, prlimit --nofile: 15 of 16
 * games so, 7.5 min). The case runs in a process of its own, its limit set by `ulimit -n`, so
 * that filling its descriptor table touches no other test.
 */

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';

/** Fills the descriptor table but for `free` slots, starts a program, then frees the table and starts another. */
const script = (pipeJs: string, free: number): string => `import { openSync, closeSync } from 'node:fs';
import { ChildPipe, pipeHelperReady } from ${JSON.stringify(pipeJs)};
await pipeHelperReady();
const held = [];
try { for (;;) held.push(openSync('/dev/null', 'r')); } catch {}
for (let i = 0; i < ${free}; i++) closeSync(held.pop());
const starved = new ChildPipe('true', []).receive(5000);
for (const fd of held) closeSync(fd);
const after = new ChildPipe('sh', ['-c', 'echo served']).receive(5000);
process.stdout.write(JSON.stringify({ starved, after }));
process.exit(0);
`;

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('a bot program that cannot get file descriptors', () => {
  // (a run then stops, the game no result: pipe-no-fds-run.test.ts)
  // 2 free: the child's stdout pipe made, its stdin not (stdin missing); 0: none made
  for (const free of [0, 1, 2, 3]) {
    it(`with ${free} free: could not be started, named; the helper serves the next program`, () => {
      const dir = tempDir('pipe-no-fds');
      const file = join(dir, 'starve.mjs');
      writeFileSync(file, script(pathToFileURL(join(ROOT, 'dist/bots/pipe.js')).href, free));
      const r = spawnSync('/bin/sh', ['-c', `ulimit -n 128 && exec "${process.execPath}" "${file}"`], { encoding: 'utf8', timeout: 30_000 });
      expect(r.status, r.stderr).toBe(0);
      const { starved, after } = JSON.parse(r.stdout) as Record<string, { kind: string; text: string }>;
      // the machine's want, not the program's fault: a fault event, its code first (pipe-layout.ts EVENT_FAULT)
      expect(starved.kind).toBe('fault');
      expect(starved.text).toMatch(/^(EMFILE|ENFILE) spawn (true )?E(MFILE|NFILE)/);
      expect(after).toEqual({ kind: 'line', text: 'served' });
    });
  }
});
