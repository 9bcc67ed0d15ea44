/**
 * The bench scripts refuse a command line holding anything but their own flags (bench/script-flags.ts),
 * in one line with exit status 2, before any work: `npm run bench -- playout` (no --only) used to
 * time every row, `npm run invariants -- --game 10` to play the default 100,000 games, and
 * `npm run bench -- --deals 7` to refuse the count only after half a minute measuring the
 * machine. Runs the compiled scripts; no case measures or plays anything.
 */

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { strayArg } from '../../bench/script-flags.js';

const ROOT = join(import.meta.dirname, '../..');
const script = (name: string, args: string[]) => spawnSync(process.execPath, [join(ROOT, `dist/bench/${name}.js`), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });

describe('bench scripts: only their own flags', () => {
  it.each([
    ['bench', ['playout'], '"playout": not a flag or a flag\'s value (npm run bench -- --help)'],
    ['bench', ['--only', 'playout', '--isolate', '1'], '--isolate: unknown flag; did you mean --isolates? (npm run bench -- --help)'],
    ['bench', ['--deals', '7'], '--deals: bench/fixtures.json stores the harness checksum for 3000 deals, not "7"'],
    ['invariants', ['--game', '10'], '--game: unknown flag; did you mean --games? (npm run invariants -- --help)'],
    ['invariants', ['--games', '10', '2'], '"2": not a flag or a flag\'s value (npm run invariants -- --help)'],
    // move-time and mcts-stability took every word for a positional: '--help' was a bot spec
    ['move-time', ['--gmae', 'pirate-chess'], '--gmae: unknown flag; did you mean --game? (npm run bench:move-time -- --help)'],
    ['move-time', ['mcts', 'heuristic', '2', '3'], '"3": an argument too many; the arguments are [bot] [opponent] [deals] (npm run bench:move-time -- --help)'],
    ['mcts-stability', ['mcts', '--budgets', '250'], '--budgets: unknown flag (npm run bench:stability -- --help)'],
  ])('%s %j: one line, exit 2', (name, args, line) => {
    const r = script(name, args);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toBe(`${line}\n`);
    expect(r.stdout).toBe('');
  });

  it.each([
    ['move-time', /^npm run bench:move-time -- \[bot\] \[opponent\] \[deals\] \[--game jackal\|pirate-chess\]\n/],
    ['mcts-stability', /^npm run bench:stability -- \[spec\] \[budgets\] \[positions\]\n/],
  ])('%s --help prints its arguments and runs nothing (it answered: unknown bot "--help")', (name, usage) => {
    const r = script(name, ['--help']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(usage);
  });

  it('a valued flag takes the next word (even one like a flag\'s name), a switch none', () => {
    const f = { valued: ['--seed'], switches: ['--json'], script: 'npm run x' };
    expect(strayArg(['--seed', 'json', '--json'], f)).toBeNull();
    expect(strayArg(['--json', 'json'], f)).toBe('"json": not a flag or a flag\'s value (npm run x -- --help)');
    expect(strayArg(['--seed', '--json'], f)).toBeNull(); // the missing value is the script's to name
    expect(strayArg(['--json=1'], f)).toBe('--json=1: unknown flag; did you mean --json? (npm run x -- --help)');
    const p = { ...f, positionals: ['bot', 'deals'] };
    expect(strayArg(['mcts', '--seed', '3', '-2'], p)).toBeNull(); // a negative number is a value, for the script to judge
    expect(strayArg(['mcts', '2', 'x'], p)).toBe('"x": an argument too many; the arguments are [bot] [deals] (npm run x -- --help)');
  });
});
