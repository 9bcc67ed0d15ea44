/**
 * bench/bench.ts's rows: the Pirate chess `mcts` figure (issue 31) has a printed row that
 * `--only` finds by name, in the pirate-chess group (help and `--only` read one list of rows);
 * a bad `--isolates` is refused with one line and exit 2 before anything is measured. Runs the
 * compiled script's help and flag checks only (measuring takes minutes).
 */

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const bench = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'dist/bench/bench.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('bench rows', () => {
  it('--help lists pirate-chess-mcts among the pirate-chess rows', () => {
    const help = bench(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^ +pirate-chess +pirate-chess-playout, pirate-chess-gc, pirate-chess-mcts$/m);
    expect(help.stdout).toMatch(/^ +--isolates N +fresh isolates each speed row .*\[default: 5\]$/m);
  });

  it.each([['0'], ['2.5'], ['x']])('--isolates %s exits 2 with one line naming the flag', (v) => {
    const r = bench(['--isolates', v, '--only', 'gc']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^--isolates: must be a whole number from 1 to 99/);
  });
});
