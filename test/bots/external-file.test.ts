/**
 * Bots from a file (bots/file-bot.ts) and `jackal check-bot`:
 * - a module bot that draws its move as the built-in random does (`moves[rng.int(n)]`)
 *   plays exactly the games of `random`: it gets the same observation and its seat's own
 *   seeded Rng, in the workers like a built-in bot;
 * - a module bot with game events hears its seat, every move of the game in the record's
 *   order and text, the harness's die rolls as chance outcomes (player -1), and the end;
 * - bad modules (exporting nothing usable, throwing while loading, missing, a bad
 *   parameter) are spec errors naming the bot; `jackal match` refuses them with status 2;
 * - the file's content hash is in config.json (the bot's parameters and the provenance
 *   block), and `--resume` and `merge` refuse a run whose file has changed;
 * - check-bot passes an honest bot (0), fails one that is not a function of observation and
 *   seed (3), and refuses a module that is no bot (2).
 */
import { appendFileSync, copyFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBotSpec } from '../../bots/registry.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { jackalCompiled, Ran } from '../fixtures/cli.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';

const FIRST = 'file:./test/fixtures/bots/first-move.js';

/**
 * A compiled CLI process, where the test needs a process that has not loaded the bot's file
 * yet (file-bot.ts loads a file once per thread, its hash with it); everything else runs the
 * CLI in this process, which is much cheaper (test/support/cli-in-process.ts).
 */
const jackal = (args: string[], cwd = ROOT): Promise<Ran> => jackalCompiled(args, { cwd });
const inProcess = (args: string[], cwd = ROOT): Promise<Ran> => jackalInProcess(args, cwd);

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('a bot from a file', () => {
  it('drawing as random does, it plays the very games of random (same observations, same seeded Rng per seat)', () => {
    const base = { mode: '2p', deals: 2, maxPlies: 200, record: true };
    const mine = buildConfig({ ...base, bots: [`${FIRST}:pick=-1`, 'random'] }, null);
    const theirs = buildConfig({ ...base, bots: ['random', 'random'] }, null);
    for (let g = 0; g < 4; g++) {
      const a = playGame(mine, g), b = playGame(theirs, g);
      expect(a.error).toBe('');
      expect(a.moves).toEqual(b.moves);
      expect(a.coins).toEqual(b.coins);
    }
  });

  it('hears its seat, every move as the record has it, die rolls as chance (player -1), and the end', () => {
    // the same module instance as the registry's (both load it with Node's require)
    const { heard } = createRequire(import.meta.url)(join(ROOT, 'test/fixtures/bots/listener.js')) as { heard: unknown[][] };
    const c = buildConfig({ game: 'archipelago', mode: '2p', island: 1, bots: ['file:./test/fixtures/bots/listener.js', 'heuristic'], deals: 3, seed: 'arch-harness', maxPlies: 700, record: true }, null);
    let rolls = 0;
    for (let game = 0; game < 6; game++) {
      heard.length = 0;
      const r = playGame(c, game);
      expect(r.error).toBe('');
      const seat = r.bots.indexOf('file:./test/fixtures/bots/listener.js');
      expect(heard[0]).toEqual(['start', seat]);
      expect(heard[heard.length - 1]).toEqual(['end', r.reason]);
      const moves = heard.slice(1, -1);
      expect(moves.map((h) => h[1])).toEqual(r.moves!.map(([, text]) => text));
      for (const [player, text] of moves) {
        const roll = (text as string).startsWith('roll ');
        if (roll) rolls++;
        expect(roll ? player === -1 : (player as number) >= 0, `${player} ${text}`).toBe(true);
      }
    }
    expect(rolls).toBeGreaterThan(0);
  });

  it('parameters are checked against the module\'s declarations; bad modules are errors naming the bot', () => {
    const ok = parseBotSpec(`${FIRST}:pick=3`);
    expect('code' in ok).toBe(false);
    if (!('code' in ok)) {
      expect(ok.canonical).toBe(`${FIRST}:pick=3`);
      expect(ok.params.pick).toBe(3);
      // 16 hex digits of the file's sha256, computed here independently
      expect(ok.params['file.sha256']).toMatch(/^[0-9a-f]{16}$/);
    }
    const errors: [string, string][] = [
      [`${FIRST}:depth=3`, 'unknown parameter; file:./test/fixtures/bots/first-move.js takes pick'],
      [`${FIRST}:pick=x`, 'must be a number'],
      ['file:./test/fixtures/bots/nothing.js', 'exports no bot factory'],
      ['file:./test/fixtures/bots/throws.js', 'cannot load it: broken on purpose'],
      ['file:./test/fixtures/bots/missing.js', 'no such file'],
    ];
    for (const [spec, message] of errors) {
      const r = parseBotSpec(spec);
      expect('code' in r, spec).toBe(true);
      if ('code' in r) {
        expect(`${r.field}: ${r.message}`).toContain(spec.split(':').slice(0, 2).join(':'));
        expect(r.message).toContain(message);
      }
    }
  });

  it('jackal match refuses a module that exports nothing usable: status 2, one line naming it', async () => {
    const r = await inProcess(['match', '--mode', '2p', '-b', 'file:./test/fixtures/bots/nothing.js', '-b', 'random', '--out', tempDir('file-bad')]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('file:./test/fixtures/bots/nothing.js: exports no bot factory');
  });

  it('its file\'s hash is recorded; --resume and merge refuse the run once the file has changed', async () => {
    const dir = tempDir('file-hash');
    copyFileSync(join(ROOT, 'test/fixtures/bots/first-move.js'), join(dir, 'bot.js'));
    const args = (out: string, more: string[] = []): string[] =>
      ['match', '--mode', '2p', '-b', 'file:./bot.js:pick=-1', '-b', 'random', '--deals', '2', '--max-plies', '100', '--workers', '1', '--out', out, ...more];
    const first = await inProcess(args('a', ['--shard', '0/2']), dir);
    expect(first.status).toBe(0);
    const config = JSON.parse(readFileSync(join(dir, 'a/config.json'), 'utf8'));
    const hash = config.bots['file:./bot.js:pick=-1']['file.sha256'] as string;
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(config.provenance.botFiles).toEqual({ 'file:./bot.js:pick=-1': hash });
    appendFileSync(join(dir, 'bot.js'), '// changed\n');
    // fresh processes: this one has the file's first version loaded
    const [resumed, other] = await Promise.all([jackal(args('a', ['--shard', '0/2', '--resume']), dir), jackal(args('b', ['--shard', '1/2']), dir)]);
    expect(resumed.status).toBe(2);
    expect(resumed.stderr).toContain('bot file:./bot.js:pick=-1\'s file has changed');
    expect(other.status).toBe(0);
    const merged = await jackal(['merge', 'a', 'b', '--out', 'ab'], dir);
    expect(merged.status).toBe(2);
    expect(merged.stderr).toContain('file has changed');
  });
});

describe('jackal check-bot', () => {
  it('passes an honest bot, fails one whose move is not a function of observation and seed, refuses a module that is no bot', async () => {
    const honest = await inProcess(['check-bot', `${FIRST}:pick=-1`, '--states', '8']);
    const counter = await inProcess(['check-bot', 'file:./test/fixtures/bots/counter.js', '--states', '8']);
    const nothing = await inProcess(['check-bot', 'file:./test/fixtures/bots/nothing.js']);
    expect(honest.status).toBe(0);
    expect(honest.stdout).toContain('ok: leak, determinism and legality checks passed');
    expect(counter.status).toBe(3);
    expect(counter.stdout).toMatch(/FAIL determinism: state \d+/);
    expect(nothing.status).toBe(2);
    expect(nothing.stderr).toContain('file:./test/fixtures/bots/nothing.js: exports no bot factory');
  });
});
