/**
 * `npm run bench:compare` (bench/compare.ts): flags are checked with one line and exit 2,
 * and a comparison of this build with itself runs every workload on the same work.
 * dist/ is built from the current sources by test/global-setup.ts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const compare = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'dist/bench/compare.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });

describe('bench:compare', () => {
  it.each([
    [['--rounds', '10'], /^compare: --base: required/],
    [['--base', 'no-such-ref-or-dir'], /^compare: --base: "no-such-ref-or-dir" is neither a built checkout .* nor a commit/],
    [['--base', '.', '--rounds', '2'], /^compare: --rounds: must be an integer from 6 to 1000, got "2"/],
    [['--base', '.', '--only', 'perft'], /^compare: --only: unknown workload "perft"/],
    [['--base', '.', '--speed'], /^compare: --speed: unknown flag/],
    [['--base', '.', '--size', '0'], /^compare: --size: must be a number from 0.01 to 100, got "0"/],
  ])('%j exits 2 with one line', (args, message) => {
    const r = compare(...args);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it('--help names every flag and workload, and exits 0 without timing anything', () => {
    const r = compare('--help');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    for (const flag of ['--base', '--rounds', '--size', '--only', '--json']) expect(r.stdout).toContain(flag);
    // the workloads the header of bench/compare.ts describes, each of which --only accepts
    for (const w of ['movegen', 'playout', 'ti-playout', 'exp-playout', 'mcts', 'mcts-defaults', 'games', 'chess', 'chess-mcts', 'arch']) expect(r.stdout).toMatch(new RegExp(`\\b${w}\\b`));
  });

  it('this build against itself: the engine workloads do the same work, and the ratio interval is reported', () => {
    const r = compare('--base', '.', '--rounds', '6', '--size', '0.05', '--only', 'movegen,playout,chess,arch', '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.rows.map((x: { workload: string }) => x.workload)).toEqual(['movegen', 'playout', 'chess', 'arch']);
    for (const row of out.rows) {
      expect(row.sameWork, row.workload).toBe(true);
      expect(row.low <= row.ratio && row.ratio <= row.high, row.workload).toBe(true);
      // one build against itself: no honest run on any machine differs by 2x
      expect(row.ratio, row.workload).toBeGreaterThan(0.5);
      expect(row.ratio, row.workload).toBeLessThan(2);
    }
  }, 60_000);
});
