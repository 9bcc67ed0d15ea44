/**
 * bench/differential.ts's flags: a flag given without its value is refused with one line naming
 * it and exit 2 (it used to fall back to the default silently: `--expansion` alone played no
 * expansion game), and a bad value names the flag and the value; a misspelled flag or a stray
 * word is refused too (`--game 20` for `--games 20` used to play the default 400 games). Runs the
 * compiled script; none of these cases plays a game.
 */

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const differential = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'dist/bench/differential.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

describe('npm run differential: flags', () => {
  it.each([
    [['--expansion'], '--expansion: needs a value'],
    [['--expansion', '--games', '1'], '--expansion: needs a value'],
    [['--policy'], '--policy: needs a value'],
    [['--games'], '--games: needs a value'],
    [['--policy', 'bogus'], '--policy: must be uniform or rare, got "bogus"'],
    [['--expansion', 'all'], '--expansion: must be none, original or both, got "all"'],
    [['--game', '20'], '--game: unknown flag; did you mean --games? (npm run differential -- --help)'],
    [['--games', '1', '20'], '"20": not a flag or a flag\'s value (npm run differential -- --help)'],
    [['--kinds', '--policy', 'rare', '--tile', 'classic'], '--tile: unknown flag; did you mean --tiles? (npm run differential -- --help)'],
  ])('%j is refused: one line, exit 2', (args, line) => {
    const r = differential(args as string[]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`${line}\n`);
    expect(r.stdout).toBe('');
  });

  it('--help prints the flags, plays nothing', () => {
    const r = differential(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^npm run differential -- \[--games N\]/);
    expect(r.stdout).toMatch(/^ +--policy P +uniform, or rare/m);
  });
});
