/**
 * The harness commands: exit status 2 with a message naming the problem, Ctrl-C (SIGINT)
 * then --resume, and `run --shard` + `merge` as docs/HARNESS.md shows them.
 *
 * What is about the process runs the real `jackal` entry (bin/jackal.js -> dist/) in a
 * child: a few bad inputs of each kind (yargs, a flag, an experiment file) turned into
 * exit status 2 with one line and no stack trace, and SIGINT. The rest runs the same
 * `main` in this process (test/support/cli-in-process.ts): the same messages and exit
 * statuses, without a CLI start-up per case (issue 25, the suite's time).
 */

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JACKAL, jackalAsync, outputs, removeTempDirs, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

afterAll(removeTempDirs);

describe('bad input: exit status 2 and a message naming the problem', () => {
  const dir = tempDir('bad');
  const badJson = join(dir, 'bad-json.json');
  writeFileSync(badJson, '{"mode": "2p", "bots": ["random"],}');
  const badKey = join(dir, 'bad-key.json');
  writeFileSync(badKey, JSON.stringify({ mode: '2p', bots: ['random'], dealz: 3 }));
  const badValue = join(dir, 'bad-value.json');
  writeFileSync(badValue, JSON.stringify({ mode: '2p', bots: ['random'], maxPlies: -1 }));
  const out = join(dir, 'out');
  const aFile = join(dir, 'a-file');
  writeFileSync(aFile, 'not a dir');
  const emptyCfg = join(dir, 'empty-config');
  mkdirSync(emptyCfg);
  writeFileSync(join(emptyCfg, 'config.json'), '{}');
  const nullCfg = join(dir, 'null-config');
  mkdirSync(nullCfg);
  writeFileSync(join(nullCfg, 'config.json'), 'null');
  const tilesExp = join(dir, 'tiles-tostring.json');
  writeFileSync(tilesExp, JSON.stringify({ mode: '2p', bots: ['random'], tiles: 'toString' }));
  const nullSeed = join(dir, 'null-seed.json');
  writeFileSync(nullSeed, JSON.stringify({ mode: '2p', bots: ['random'], seed: null }));
  const dupExp = join(dir, 'dup-key.json');
  writeFileSync(dupExp, '{"mode": "2p", "bots": ["random"], "deals": 1, "deals": 2}');
  const m2 = ['match', '--mode', '2p', '--bot', 'random', '--games', '1'];

  const cases: [string, string[], RegExp][] = [
    ['bad --mode', ['match', '--mode', '5p', '--bot', 'random', '--out', out], /--mode: must be one of 4p, 2v2, 2p, 3p/],
    ['unknown bot', ['match', '--mode', '2p', '--bot', 'random', '--bot', 'nosuch', '--out', out], /--bot #2: .*unknown bot "nosuch"/],
    ['bad bot parameter', ['match', '--mode', '2p', '--bot', 'random:depth=3', '--out', out], /--bot #1: .*unknown parameter/],
    ['wrong bot count', ['match', '--mode', '4p', '--bot', 'random', '--bot', 'random', '--out', out], /--bot: the mode has 4 seats/],
    // said "the mode has 1 seats: give 1 bot specs (one per seat) ... (for 2 bots use mode 2p, or keep the mode and play every 1 of them with round robin)"
    ['wrong bot count, solo', ['match', '--game', 'archipelago', '--mode', 'solo', '--mission', '1', '--bot', 'random', '--bot', 'random', '--out', out], /--bot: the mode has 1 seat: give 1 bot spec, got 2\n$/],
    ['bad --shard', ['match', '--mode', '2p', '--bot', 'random', '--shard', '4/4', '--out', out], /--shard: must be K\/N/],
    ['bad --deals (given by its old name --games)', ['match', '--mode', '2p', '--bot', 'random', '--games', '12x', '--out', out], /--deals: must be a whole number/],
    ['bad --workers', ['match', '--mode', '2p', '--bot', 'random', '--workers', '0', '--out', out], /--workers: must be at least 1/],
    ['unknown flag', ['match', '--mode', '2p', '--bot', 'random', '--colour', 'red'], /--colour: not a flag of jackal match/],
    ['unknown experiment', ['run', 'no-such-experiment'], /experiment: no experiment "no-such-experiment".*known: .*default/],
    ['experiment not JSON', ['run', badJson], /bad-json\.json: experiment: not valid JSON/],
    ['experiment unknown key', ['run', badKey, '--out', out], /bad-key\.json: dealz: unknown key/],
    ['experiment bad value', ['run', badValue, '--out', out], /bad-value\.json: maxPlies: must be a whole number/],
    ['merge of a non-run', ['merge', dir, '--out', join(dir, 'm')], /dirs: .* holds no config\.json/],
    // hostile input (issue 12): each used to crash with a stack trace or pass silently
    ['--tiles constructor', [...m2, '--tiles', 'constructor', '--out', out], /--tiles: must be one of classic, treasure-island, got "constructor"/],
    ['--tiles __proto__', [...m2, '--tiles', '__proto__', '--out', out], /--tiles: must be one of .*"__proto__"/],
    ['experiment tiles toString', ['run', tilesExp, '--out', out], /tiles-tostring\.json: tiles: must be one of .*"toString"/],
    ['experiment key given twice', ['run', dupExp, '--out', out], /dup-key\.json: deals: given twice/],
    ['experiment seed null (ran with the default seed)', ['run', nullSeed, '--out', out], /null-seed\.json: seed: must be a non-empty string or a number, got null/],
    ['bot parameter given twice', [...m2, '--bot', 'mcts:iterations=5,iterations=6', '--out', out], /--bot #2: .*mcts\.iterations: given twice/],
    ['--workers 100000', [...m2, '--workers', '100000', '--out', out], /--workers: must be a whole number from 1 to 256 .*got 100000/],
    ['--out names a file', [...m2, '--out', aFile], /--out: .*a-file is a file, not a directory/],
    ['--out under a file', [...m2, '--out', join(aFile, 'x')], /--out: .*a-file is a file, so .* cannot be made under it/],
    ['--out /proc/x', [...m2, '--out', '/proc/jackal-x'], /--out: cannot create \/proc\/jackal-x/],
    ['--resume with --force', [...m2, '--out', out, '--resume', '--force'], /--force: .*give one of them/],
    ['merge of a dir whose config.json is {}', ['merge', emptyCfg, '--out', join(dir, 'm')], /dirs: .*config\.json: not a run configuration: name is missing/],
    ['merge of a dir whose config.json is null', ['merge', nullCfg, '--out', join(dir, 'm')], /dirs: .*config\.json: must hold a run configuration object, got null/],
  ];

  // in process: one call at a time (the capture of stdout and stderr is the process's)
  it.each(cases)('%s', async (_name, args, message) => {
    const r = await jackalInProcess(args, ROOT);
    expect(r.stderr).toMatch(message);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(/internal error|    at /);
    expect(existsSync(join(out, 'config.json'))).toBe(false);
  });

  // the bin, a case of each kind: yargs' own check, a flag the harness refuses, an experiment file
  const inChild = cases.filter(([name]) => ['unknown flag', 'bad --mode', 'experiment unknown key'].includes(name));
  it.concurrent.each(inChild)('the bin: %s is exit status 2 with one line, no stack trace', async (_name, args, message) => {
    const r = await jackalAsync(args);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(/internal error|    at /);
  });
});

describe('Ctrl-C and --resume', () => {
  it('SIGINT leaves valid CSVs of the games done; --resume finishes with the files of one run', async () => {
    const args = ['match', '--mode', '2p', '--bot', 'random', '--games', '400', '--max-plies', '200', '--seed', 'sigint'];
    const ref = tempDir('sigref');
    expect((await jackalInProcess([...args, '--workers', '2', '--out', ref], ROOT)).status).toBe(0);

    const dir = tempDir('sigint');
    const child = spawn(process.execPath, [JACKAL, ...args, '--workers', '1', '--out', dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (b: Buffer) => { stdout += b.toString(); });
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    const journal = join(dir, 'games.jsonl');
    // interrupt once some games are journaled (a loaded machine took 6 to 10 s to the first: wait up to 20 s)
    for (const until = Date.now() + 20_000; Date.now() < until && !(existsSync(journal) && statSync(journal).size > 0);) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stdout).toMatch(/INCOMPLETE/);
    const lines = readFileSync(join(dir, 'games.csv'), 'utf8').trimEnd().split('\n');
    // an interrupt before the first game leaves an empty journal: no line, no game (test/harness/interrupt-race.test.ts)
    const done = readFileSync(journal, 'utf8').split('\n').filter((l) => l !== '').length;
    expect(done).toBeLessThan(800);
    expect(lines).toHaveLength(1 + done * 2);

    const resumed = await jackalInProcess([...args, '--workers', '2', '--out', dir, '--resume'], ROOT);
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toMatch(/800 of 800 games done/);
    expect(outputs(dir)).toEqual(outputs(ref));

    const other = await jackalInProcess([...args, '--workers', '2', '--out', dir, '--resume', '--seed', 'other'], ROOT);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/--resume: .* different run: seed differs \("sigint" there, "other" here\)/);
  }, 60_000);
});

describe('run --shard and merge, as in docs/HARNESS.md', () => {
  it('gives the files of the unsharded run', async () => {
    const dir = tempDir('exp');
    const exp = join(dir, 'tiny.json');
    writeFileSync(exp, JSON.stringify({ mode: '4p', bots: ['random'], deals: 5, seed: 7, maxPlies: 150 }));
    const whole = join(dir, 'whole');
    expect((await jackalInProcess(['run', exp, '--out', whole, '--workers', '1'], ROOT)).status).toBe(0);
    for (const k of [0, 1]) expect((await jackalInProcess(['run', exp, '--shard', `${k}/2`, '--out', join(dir, `s${k}`), '--workers', '1'], ROOT)).status).toBe(0);
    const merged = await jackalInProcess(['merge', join(dir, 's0'), join(dir, 's1'), '--out', join(dir, 'merged')], ROOT);
    expect(merged.status).toBe(0);
    expect(merged.stdout).toMatch(/20 of 20 games done/);
    expect(outputs(join(dir, 'merged'))).toEqual(outputs(whole));

    // a shard given twice is named (it said "shard 1/2 not given", blaming the one left out)
    const s0 = join(dir, 's0'), copy = join(dir, 's0-copy');
    const twice = await jackalInProcess(['merge', s0, `${s0}/`, '--out', join(dir, 'm2')], ROOT);
    expect([twice.status, twice.stderr]).toEqual([2, `jackal merge: dirs: ${s0}/ is given twice; give each shard's out dir once\n`]);
    cpSync(s0, copy, { recursive: true });
    const copied = await jackalInProcess(['merge', s0, copy, '--out', join(dir, 'm2')], ROOT);
    expect([copied.status, copied.stderr]).toEqual([2, `jackal merge: dirs: ${s0} and ${copy} both hold shard 0/2; give each shard once\n`]);
    expect(existsSync(join(dir, 'm2'))).toBe(false);
  }, 60_000);
});
