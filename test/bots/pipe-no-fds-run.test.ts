/**
 * A run whose machine runs out of file descriptors mid-run (docs/HARNESS.md, faults table): the
 * external bot that cannot be started is not charged with the game. The game has no record (not
 * in the journal, not in games.csv), the run stops in one line naming the fault and what it
 * kept, exit 4, and --resume, the limit lifted, gives the files of a clean run. Before, each
 * game the worker could not start its program for was recorded as the bot's forfeit,
 * `handshake failed: the program could not be started: spawn node EMFILE`, and the run went on.
 *
 * How the machine runs short: the bot below counts its starts in a file; the STARVE_AT-th, at its
 * first turn, lowers the soft RLIMIT_NOFILE of its parent (`jackal`, prlimit) to one below the
 * descriptors it has open. Every bot forfeits its first turn (a move that is not legal), so each
 * game starts a program afresh: the next game's start finds no free descriptor (it needs 8: the
 * three pipes and spawn's own). Runs on Linux with prlimit (util-linux).
 */

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JACKAL, outputs, removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';

const STARVE = `import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
const dir = process.env.STARVE_DIR, at = Number(process.env.STARVE_AT ?? 0);
let n = 0;
try { n = Number(readFileSync(dir + '/starts', 'utf8')); } catch {}
writeFileSync(dir + '/starts', String(++n));
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.type === 'hello') send({ type: 'hello', name: 'starve', protocol: 1 });
  else if (msg.type === 'turn') {
    if (n === at) {
      const open = readdirSync('/proc/' + process.ppid + '/fd').length;
      const r = spawnSync('prlimit', ['--pid', String(process.ppid), '--nofile=' + (open - 1) + ':']);
      writeFileSync(dir + '/starved', String(r.status));
    }
    send({ type: 'move', move: 'no-such-move' });
  }
});
process.stdout.on('error', () => {});
`;

const hasPrlimit = process.platform === 'linux' && spawnSync('prlimit', ['--version']).status === 0;

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('a run whose machine runs out of file descriptors', () => {
  it('records no game it could not start a bot for: exit 4, one line; --resume gives the files of a clean run', () => {
    expect(hasPrlimit, 'this test needs Linux and prlimit (util-linux)').toBe(true);
    const dir = tempDir('pipe-no-fds-run');
    const bot = join(dir, 'starve.mjs');
    writeFileSync(bot, STARVE);
    const args = (out: string): string[] => ['match', '--mode', '2p', '--bot', `ext:node ${bot}`, '--bot', 'random',
      '--deals', '5', '--max-plies', '60', '--seed', 'no-fds', '--workers', '1', '--out', out];
    const jackal = (a: string[], env: Record<string, string>) => spawnSync(process.execPath, [JACKAL, ...a],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, STARVE_DIR: dir, ...env } });

    // every game is the bot's forfeit, a game in error: exit 3
    const clean = join(dir, 'clean');
    expect(jackal(args(clean), {}).status).toBe(3);

    // the check's start is the 1st, game 0's the 2nd, ...: the 5th plays the 4th game, and the next game's cannot start
    const out = join(dir, 'out');
    rmSync(join(dir, 'starts'));
    const starved = jackal(args(out), { STARVE_AT: '5' });
    expect(readFileSync(join(dir, 'starved'), 'utf8'), 'prlimit failed').toBe('0');
    expect(starved.status, starved.stderr).toBe(4);
    // the plan and the progress, then the one line of the fault
    const said = starved.stderr.trim().split('\n');
    expect(said.filter((l) => /EMFILE|STOPPED|error/i.test(l)), starved.stderr).toEqual([said.at(-1)]);
    const m = new RegExp('^jackal match: STOPPED: game (\\d+): bot ext:node \\S+ in seat [01] could not be started: '
      + 'spawn node EMFILE \\(this process has as many files open as its limit allows, ulimit -n: the machine\'s fault, not the bot\'s\\): '
      + `the journal ${out}/games.jsonl keeps the 4 of 10 games done, each whole, and the run stopped; .*run the same command with --resume$`).exec(said.at(-1)!);
    expect(m, said.at(-1)).not.toBeNull();
    const journal = readFileSync(join(out, 'games.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { game: number; error: string });
    expect(journal).toHaveLength(4);
    expect(journal.map((r) => r.game)).not.toContain(Number(m![1]));
    expect(journal.every((r) => /forfeits: answered "no-such-move"/.test(r.error))).toBe(true);
    const rows = readFileSync(join(out, 'games.csv'), 'utf8');
    expect(rows).not.toMatch(/could not be started|EMFILE/);
    expect(existsSync(join(out, 'run.lock'))).toBe(false);

    const resumed = jackal([...args(out), '--resume'], {});
    expect(resumed.status, resumed.stderr).toBe(3);
    expect(outputs(out)).toEqual(outputs(clean));
  });
});
