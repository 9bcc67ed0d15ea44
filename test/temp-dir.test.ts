import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

// test/global-setup.ts gives the run one temporary folder, removed at its end: the tests'
// out dirs, records and browser profiles must not pile up in the machine's /tmp
describe('the test run keeps its temporary files in a folder of its own', () => {
  it('os.tmpdir() here, and in a process a test spawns, is the run\'s folder', () => {
    expect(basename(tmpdir())).toMatch(/^jackal-tests-/);
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())'], { encoding: 'utf8' });
    expect(child.stdout).toBe(tmpdir());
    expect(basename(dirname(tmpdir()))).not.toMatch(/^jackal-tests-/);
  });
});
