/**
 * The weight tuner (bench/tune.ts), run as a researcher runs it: bad arguments exit 2 naming
 * the field; a tiny run plays its trials through the harness, writes one trials.csv row per
 * trial and prints a valid final spec; the same arguments give the same trials.
 * It runs the compiled dist/ (built by `npm ci`'s prepare step, or `npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBotSpec } from '../bots/registry.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const tune = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'dist/bench/tune.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('tune', () => {
  it('names the field of a bad argument and exits 2', () => {
    for (const [args, field] of [
      [['--params=threat'], 'bot'],
      [['--bot=heuristic', '--params=bogus'], 'params'],
      [['--bot=random', '--params=threat'], 'params'],
      [['--bot=heuristic', '--params=threat', '--step=2'], 'step'],
      [['--bot=heuristic', '--params=threat', '--deals=0'], 'deals'],
      [['--bot=heuristic:decay=7', '--params=threat'], 'heuristic.decay'],
      [['--bot=heuristic', '--params=threat', '--colour=red'], 'colour'],
    ] as const) {
      const r = tune([...args]);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(`tune: ${field}:`);
    }
  });

  it('plays each trial through the harness and reproduces', () => {
    const run = () => {
      const out = mkdtempSync(join(tmpdir(), 'jackal-tune-'));
      const r = tune(['--bot=heuristic', '--params=threat', '--deals=2', '--max-plies=120', '--workers=1', '--accept=1', `--out=${out}`]);
      expect(r.status, r.stderr).toBe(0);
      return { stdout: r.stdout, trials: readFileSync(join(out, 'trials.csv'), 'utf8') };
    };
    const a = run();
    const rows = a.trials.trim().split('\n');
    expect(rows[0]).toBe('candidate,incumbent,games,win_rate,win_rate_lo,win_rate_hi,accepted');
    // accept=1 keeps nothing unless a candidate wins every game: two trials, x(1 ± 0.3)
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(['"heuristic:threat=0.325"', '"heuristic:threat=0.175"'].slice(0, rows.length - 1));
    for (const r of rows.slice(1)) expect(r.split(',')[2]).toBe('4');
    const final = a.stdout.trim().split('\n').pop()!;
    expect('code' in parseBotSpec(final)).toBe(false);
    expect(run()).toEqual(a);
  });
});
