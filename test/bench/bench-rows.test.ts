/**
 * bench/bench.ts's rows: the Pirate chess `mcts` figure (issue 31) has a printed row that
 * `--only` finds by name, in the pirate-chess group (help and `--only` read one list of rows);
 * a bad `--isolates` is refused with one line and exit 2 before anything is measured; a short
 * run (one isolate, 20 ms a workload) prints the header with the machine's speed (the full
 * workload of src/harness/machine-speed.ts, its reference's games) and stores it in its JSON
 * line, with the engine rows' figures, whose counts and checksums equal bench/fixtures.json's.
 * Runs the compiled script.
 */

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../..');
const fixtures = JSON.parse(readFileSync(join(ROOT, 'bench/fixtures.json'), 'utf8'));
const speed = await import(pathToFileURL(join(ROOT, 'dist/src/harness/machine-speed.js')).href);
const bench = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'dist/bench/bench.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });

describe('bench rows', () => {
  it('--help lists pirate-chess-mcts among the pirate-chess rows', () => {
    const help = bench(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^ +pirate-chess +pirate-chess-playout, pirate-chess-gc, pirate-chess-mcts$/m);
    expect(help.stdout).toMatch(/^ +--isolates N +fresh isolates each speed row .*\[default: 5\]$/m);
    // the pool on a study's load (heuristic games), beside the random games' row
    expect(help.stdout).toMatch(/^ +pool-study +harness-heuristic$/m);
  });

  it('a short run prints the header with the machine speed and stores it in the JSON line', () => {
    const r = bench(['--only', 'gc', '--isolates', '1', '--time', '20', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^npm run bench: \d{4}-\d\d-\d\d, node v\d+.*; speed rows timed by tinybench in CPU time in 1 isolate each, fresh: best \(median, slowest\)$/);
    expect(lines[1]).toMatch(/^machine speed [\d,]+ plies\/s best of 1 isolate = \d+\.\d\d of the reference 4,980,000 \(median .*jackal-random-playouts-v\d+:600, src\/harness\/machine-speed.ts\)$/);
    expect(lines).toContain(`${'GCs per 1,000,000 random plies'.padEnd(44)} 0.0`);
    const f = JSON.parse(lines[lines.length - 1]);
    expect(f.isolates).toBe(1);
    expect(f.machineComparable).toBe('yes');
    expect(f.machinePliesPerSec).toBeGreaterThan(0);
    expect(f.machineRelative).toBeCloseTo(f.machinePliesPerSec / 4_980_000, 12);
    expect([f.machinePlies, f.machineChecksum]).toEqual([speed.SPEED_PLIES, speed.SPEED_CHECKSUM]);
    // the engine rows, every figure checked in the isolate against bench/fixtures.json (read here from the file)
    for (const [k, fig] of Object.entries(fixtures.engine)) expect(f[k], k).toBe((fig as { value: unknown }).value);
    for (const k of ['movegenMovesPerSec', 'applyPliesPerSec', 'playoutPliesPerSec', 'tiPlayoutPliesPerSec', 'expPlayoutPliesPerSec']) {
      expect(f[k], k).toBe(f[`${k}Median`]); // one isolate: best = median = slowest
      expect(f[`${k}Slowest`], k).toBe(f[k]);
      expect(f[k], k).toBeGreaterThan(0);
    }
    expect(f.tiSlowdown).toBeCloseTo(f.playoutPliesPerSec / f.tiPlayoutPliesPerSec, 12); // best over best
    expect(f.expSlowdownInIsolate).toBeGreaterThan(0); // the same-isolate ratio, kept in the JSON line
  }, 90_000);

  it.each([['0'], ['2.5'], ['x']])('--isolates %s exits 2 with one line naming the flag', (v) => {
    const r = bench(['--isolates', v, '--only', 'gc']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^--isolates: must be a whole number from 1 to 99/);
  });
});
