/**
 * bench/bench.ts's rows: the Pirate chess `mcts` figure (issue 31) has a printed row that
 * `--only` finds by name, in the pirate-chess group (help and `--only` read one list of rows).
 * Runs the compiled script's help only (measuring takes minutes).
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
  });
});
