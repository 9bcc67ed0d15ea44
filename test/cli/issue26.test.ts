/**
 * The CLI defects of issue 26, each as the issue found it: a closed pipe, help and error
 * texts that name the right flag, the game read from a position file, bench's row names
 * and help, `jackal bots`, `--bots X,Y*3`, reproducing a run into a new folder with
 * `jackal compare`, a run by other code named as such on --resume, in-process bots
 * refused before a run plays, and the hostile inputs.
 *
 * The closed pipe is about the process, so it runs `node bin/jackal.js` in a shell
 * pipeline, and bench runs its compiled script; the rest runs the CLI's `main` in this
 * process (test/support/cli-in-process.ts), whose output and exit status are the bin's
 * (test/cli/harness-commands.test.ts and engine-commands.test.ts hold the bin to exit
 * status 2 with one line), without a CLI start-up per call (issue 25, the suite's time).
 */

import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../bots/random.js';
import { botFactory, botNames, registerBot } from '../../bots/registry.js';
import { buildConfig } from '../../src/harness/config.js';
import { runMatch } from '../../src/harness/run.js';
import { expandBots } from '../../src/cli/bots.js';
import { JACKAL, removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

interface Run { status: number | null; stdout: string; stderr: string }

/** `jackal ARGS` in this process, from the package root; calls must not overlap. */
const jackal = (args: string[]): Promise<Run> => jackalInProcess(args, ROOT);

/** `node bin/jackal.js ARGS --help` in a child: yargs prints help with console.log and then exits the process, so help cannot run in process. */
const help = (args: string[]): string => spawnSync(process.execPath, [JACKAL, ...args, '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 }).stdout;

/** A shell pipeline's status (pipefail: the first failing command's) and stderr. */
const pipeline = (cmd: string): Run => {
  const r = spawnSync('bash', ['-o', 'pipefail', '-c', cmd], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** Exit status 2 with one line on stderr matching `pattern`. */
function expectOneLine(r: Run, pattern: RegExp): void {
  expect(r.status, r.stderr).toBe(2);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toMatch(pattern);
}

let run: string;

beforeAll(async () => {
  requireDist();
  run = tempDir('i26-run');
  await runMatch(buildConfig({ mode: '2p', bots: ['random'], deals: 2, seed: 'i26', maxPlies: 300, record: true }, null), { out: run, workers: 1 });
}, 120_000);

afterAll(removeTempDirs);

describe('a closed pipe ends the command quietly', () => {
  it('replay --positions | head -40 and play | head -0 exit 0 with nothing on stderr', () => {
    for (const cmd of [`node bin/jackal.js replay ${run} --number 1 --positions | head -40 > /dev/null`, 'node bin/jackal.js play --seed 1 --mode 4p | head -0']) {
      const r = pipeline(cmd);
      expect(r.status, `${cmd}: ${r.stderr}`).toBe(0);
      expect(r.stderr).toBe('');
    }
  });
});

describe('help and error texts name the right thing', () => {
  it('tune --help shows one default for --mode, its own (2p)', async () => {
    const text = help(['tune']);
    const mode = text.slice(text.indexOf('--mode'), text.indexOf('--tiles'));
    expect(mode.match(/default:/g)).toHaveLength(1);
    expect(mode).toMatch(/\[default: "2p"\]/);
  });

  it('play --record into a missing folder blames --record; --first purple names what --first takes', async () => {
    expectOneLine(await jackal(['play', '--seed', '1', '--record', '/nonexistent/dir/g.json']), /^jackal: --record: cannot write \/nonexistent\/dir\/g.json/);
    const first = await jackal(['play', '--seed', '1', '--first', 'purple']);
    expectOneLine(first, /--first: takes the crew that moves first: 0..3 or white, yellow, black, red, got "purple"/);
    expect(first.stderr).not.toMatch(/whole number/);
  });
});

describe('a position file names its game', () => {
  it('show, moves, apply and perft read a Pirate chess file without --game; a --game that disagrees is refused', async () => {
    const file = join(tempDir('i26-chess'), 'chess.json');
    expect((await jackal(['new', '--game', 'pirate-chess', '--seed', '1', '--out', file])).status).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).game).toBe('pirate-chess');
    const show = await jackal(['show', file]);
    expect(show.status, show.stderr).toBe(0);
    const moves = await jackal(['moves', file]);
    expect(moves.status, moves.stderr).toBe(0);
    const first = moves.stdout.split('\n')[0];
    expect(first).toMatch(/^[a-l]\d+-[a-l]\d+/);
    const applied = await jackal(['apply', file, first]);
    expect(applied.status, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout).game).toBe('pirate-chess');
    const perft = await jackal(['perft', file, '--depth', '1']);
    expect(perft.status, perft.stderr).toBe(0);
    expect(Number(perft.stdout.trim())).toBe(moves.stdout.trim().split('\n').length);
    expectOneLine(await jackal(['show', file, '--game', 'jackal']), /--game: .* holds a pirate-chess position, not jackal/);
    expectOneLine(await jackal(['score', file]), /score reads Jackal positions, not pirate-chess/);
  });
});

describe('bench', () => {
  const bench = (args: string[]): Run => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist/bench/bench.js'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  it('--help prints the row names and runs nothing; --only takes a row name, and names one it does not know', () => {
    const help = bench(['--help']);
    expect(help.status).toBe(0);
    for (const row of ['movegen', 'apply', 'playout', 'gc', 'playout-ti', 'playout-expansion', 'mcts', 'mcts-defaults', 'harness', 'pirate-chess-playout', 'pirate-chess-gc']) {
      expect(help.stdout).toMatch(new RegExp(`[ ,]${row}(,|\\n)`));
    }
    // movegen is taken (the first unknown name is the one refused)
    expectOneLine(bench(['--only', 'movegen,nope']), /--only: unknown row or group "nope"/);
    expectOneLine(bench(['--bogus']), /--bogus: unknown flag/);
  });
});

describe('jackal bots', () => {
  it('lists every bot of the game with each declared parameter, its range and default', async () => {
    for (const game of ['jackal', 'pirate-chess']) {
      const r = await jackal(['bots', '--game', game]);
      expect(r.status, r.stderr).toBe(0);
      for (const name of botNames(game)) {
        const block = r.stdout.split('\n\n').find((b) => b.startsWith(`${name}: `));
        expect(block, `${game} ${name}`).toBeDefined();
        for (const p of botFactory(name, game)!.params) {
          const range = p.type === 'bool' ? 'true or false' : p.type === 'enum' ? `one of ${p.values!.join(', ')}` : `${p.min ?? ''}..${p.max ?? ''}`;
          const line = block!.split('\n').find((l) => l.startsWith(`  ${p.name} `) && l.includes(p.doc));
          expect(line, `${game} ${name} ${p.name}`).toBeDefined();
          expect(line).toContain(range);
          expect(line).toContain(`default ${String(p.default)}`);
        }
      }
    }
    expect(help(['bots'])).toMatch(/--game/);
  });
});

describe('--bots X,Y*3', () => {
  it('stands for the lineup, commas inside a spec kept with it', () => {
    expect(expandBots('heuristic,random*3')).toEqual(['heuristic', 'random', 'random', 'random']);
    expect(expandBots('mcts:iterations=200,c=0.3,random*3')).toEqual(['mcts:iterations=200,c=0.3', 'random', 'random', 'random']);
    expect(expandBots('heuristic:lookahead=1*2,random*2')).toEqual(['heuristic:lookahead=1', 'heuristic:lookahead=1', 'random', 'random']);
    expect(() => expandBots('random*0')).toThrow(/--bots: "random\*0": the copies after \* must be 1 to 16/);
  });

  it('play --bots heuristic,random*3 is the game of four --bot flags; with --bot too it is refused', async () => {
    const short = await jackal(['play', '--mode', '4p', '--seed', '3', '--max-plies', '200', '--json', '--bots', 'heuristic,random*3']);
    const long = await jackal(['play', '--mode', '4p', '--seed', '3', '--max-plies', '200', '--json', '--bot', 'heuristic', '--bot', 'random', '--bot', 'random', '--bot', 'random']);
    expect(short.status, short.stderr).toBe(0);
    expect(short.stdout).toBe(long.stdout);
    expect(JSON.parse(short.stdout).bots).toEqual(['heuristic', 'random', 'random', 'random']);
    expectOneLine(await jackal(['play', '--seed', '3', '--bots', 'random', '--bot', 'random']), /--bots: give either --bots or --bot, not both/);
    expect(help(['match'])).toMatch(/--bots/);
  });
});

describe('reproducing a stored run', () => {
  it('run into a folder that holds a run points to a new --out and compare; compare says identical, or names the first difference', async () => {
    const again = tempDir('i26-again');
    const exp = join(again, 'exp.json');
    writeFileSync(exp, JSON.stringify({ mode: '2p', bots: ['random'], deals: 2, seed: 'i26', maxPlies: 300, record: true }));
    const first = await jackal(['run', exp, '--workers', '1', '--out', join(again, 'a')]);
    expect(first.status, first.stderr).toBe(0);
    expectOneLine(await jackal(['run', exp, '--workers', '1', '--out', join(again, 'a')]), /already holds a run; to play it again give a new --out \(then jackal compare .* NEW/);
    const same = await jackal(['compare', run, join(again, 'a')]);
    expect(same.status, same.stderr).toBe(0);
    expect(same.stdout).toMatch(/identical: the 4 games both hold have the same outcomes and moves/);

    // a journal whose game 3 ends a ply later; then one whose game 2 parts at ply 5
    const b = join(again, 'a');
    const journal = readFileSync(join(b, 'games.jsonl'), 'utf8').split('\n');
    const at = journal.findIndex((l) => l.startsWith('{"game":3,'));
    const j3 = JSON.parse(journal[at]) as { plies: number };
    writeFileSync(join(b, 'games.jsonl'), journal.map((l, i) => (i === at ? JSON.stringify({ ...j3, plies: j3.plies + 1 }) : l)).join('\n'));
    const diff = await jackal(['compare', run, b]);
    expect(diff.status, diff.stdout + diff.stderr).toBe(1);
    expect(diff.stdout).toMatch(new RegExp(`different: game 3: plies ${j3.plies} against ${j3.plies + 1}`));
    // a recording run's journal holds the moves too (records.jsonl is written from it)
    const at2 = journal.findIndex((l) => l.startsWith('{"game":2,'));
    const j2 = JSON.parse(journal[at2]) as { moves: [string, string][] };
    const was = j2.moves[4];
    j2.moves[4] = [was[0], 'stay'];
    writeFileSync(join(b, 'games.jsonl'), journal.map((l, i) => (i === at2 ? JSON.stringify(j2) : l)).join('\n'));
    const moved = await jackal(['compare', run, b]);
    expect(moved.status).toBe(1);
    expect(moved.stdout).toContain(`different: game 2: moves part at ply 5: ${was.join(' ')} against ${was[0]} stay`);
  });

  it('compare of runs with no game in common (two shards of a run, a run that holds none) exits 2 naming it, not 0 as if identical', async () => {
    // the old code printed "no game in common: nothing compared" and exited 0, as a reproduction does
    const dir = tempDir('i26-shards');
    const [x, y, none] = [join(dir, 'x'), join(dir, 'y'), join(dir, 'none')];
    for (const [out, index] of [[x, 0], [y, 1]] as const) {
      const r = await runMatch(buildConfig({ mode: '2p', bots: ['random'], deals: 10, seed: 'i26-shards', maxPlies: 100 }, null, { index, count: 2 }), { out, workers: 1 });
      expect(r.done).toBe(10); // 2 games a deal (the seats swapped); shard 0/2 deals 0, 2, .., 8
    }
    const shards = await jackal(['compare', x, y]);
    expect([shards.status, shards.stdout]).toEqual([2, '']);
    expect(shards.stderr).toBe(`jackal: b: ${y} holds none of the games of ${x} (games 0..1, 4..5, 8..9, ..., 16..17 against 2..3, 6..7, 10..11, ..., 18..19): nothing to compare\n`);
    cpSync(x, none, { recursive: true });
    writeFileSync(join(none, 'games.jsonl'), '');
    for (const [args, field] of [[[x, none], 'b'], [[none, x], 'a']] as const) {
      const empty = await jackal(['compare', ...args]);
      expect([empty.status, empty.stdout, empty.stderr]).toEqual([2, '', `jackal: ${field}: ${none} holds no game: nothing to compare\n`]);
    }
  });

  it('--resume of a run whose settings other code wrote says so, names its commit, and how to play it afresh', async () => {
    const dir = tempDir('i26-old');
    const exp = join(dir, 'exp.json');
    writeFileSync(exp, JSON.stringify({ mode: '2p', bots: ['random'], deals: 1, seed: 'old', maxPlies: 300 }));
    const made = await jackal(['run', exp, '--workers', '1', '--out', join(dir, 'r')]);
    expect(made.status, made.stderr).toBe(0);
    const cfgPath = join(dir, 'r', 'config.json');
    const cfg = JSON.parse(readFileSync(cfgPath, 'utf8')) as { code: string; rules: Record<string, unknown>; provenance: { git: { commit: string } } };
    const { stallPlies: _gone, ...olderRules } = cfg.rules; // older code had no stall rule
    writeFileSync(cfgPath, JSON.stringify({ ...cfg, code: 'a1b2c3d4e5f6', rules: olderRules, provenance: { ...cfg.provenance, git: { commit: 'f00dfeedbeef00dfeedbeef00dfeedbeef00dfe', dirty: false } } }));
    expectOneLine(await jackal(['run', exp, '--workers', '1', '--out', join(dir, 'r'), '--resume']),
      /made by other code, which wrote its settings otherwise: rules is not as the harness writes it now .* code id a1b2c3d4e5f6 at commit f00dfeedbeef.* give a new --out \(then jackal compare OLD NEW/);
  });
});

describe('bots added in this process', () => {
  it('runMatch refuses them before play, naming the bot (its workers do not have it)', async () => {
    registerBot({ ...randomBot, name: 'i26-first' });
    const dir = tempDir('i26-inproc');
    const config = buildConfig({ mode: '2p', bots: ['i26-first', 'random'], deals: 1, seed: 's', maxPlies: 200 }, null);
    await expect(runMatch(config, { out: dir, workers: 1 })).rejects.toThrow(/bots: i26-first was added in this process with registerBot, so the worker threads .* do not have it/);
    expect(() => readFileSync(join(dir, 'games.jsonl'))).toThrow(/ENOENT/);
  });
});

describe('hostile inputs', () => {
  it('each exits 2 with one line naming the field', async () => {
    expectOneLine(await jackal(['new', '--seed', '1', '--tiles', 'constructor']), /--tiles: must be one of classic, treasure-island, got "constructor"/);
    expectOneLine(await jackal(['show', '/nonexistent/pos.json']), /^jackal: \/nonexistent\/pos\.json does not exist\n$/);
    expectOneLine(await jackal(['match', '--mode', '2p', '--bot', 'random', '--games', '1', '--out', '/proc/jackal-x']), /--out: cannot create \/proc\/jackal-x/);
    expectOneLine(await jackal(['new', '--seed', '1', '--mode', '9p']), /--mode: must be one of 4p, 2v2, 2p, 3p, got "9p"/);
  });
});
