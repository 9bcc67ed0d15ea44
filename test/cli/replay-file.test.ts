/**
 * `jackal replay FILE`: a record file (from `jackal play --record` or a table's download) is
 * replayed with the engine and its result checked; a record whose moves do not lead to its
 * result is refused with one line and exit 2. Run in this process (the CLI's main, as the
 * bin runs it): nothing here is about the process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

const jackal = (args: string[]) => jackalInProcess(args, ROOT);

afterAll(removeTempDirs);

describe('jackal replay FILE', () => {
  it('prints the record of a good file and says it checked it; refuses one cut short', async () => {
    const dir = tempDir('replay-file');
    const file = join(dir, 'g.json');
    const played = await jackal(['play', '--mode', '2p', '--bot', 'heuristic', '--bot', 'random', '--seed', '3', '--max-plies', '120', '--record', file]);
    expect(played.status).toBe(0);
    const good = await jackal(['replay', file]);
    expect(good.status).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { moves: unknown[]; result: { reason: string } };
    expect(JSON.parse(good.stdout)).toEqual(doc);
    expect(good.stderr).toMatch(new RegExp(`^ok: jackal, ${doc.moves.length} moves, ${doc.result.reason}`));

    const cut = join(dir, 'cut.json');
    writeFileSync(cut, JSON.stringify({ ...doc, moves: doc.moves.slice(0, 10) }));
    const bad = await jackal(['replay', cut]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/record: result: says .*not over after its 10 moves/);
  }, 60_000);

  it('reads a record laid out over lines (jq . writes it so; line 1, "{", was "not JSON")', async () => {
    const dir = tempDir('replay-file-pretty');
    const file = join(dir, 'g.json');
    expect((await jackal(['play', '--mode', '2p', '--seed', '3', '--max-plies', '40', '--record', file])).status).toBe(0);
    const pretty = join(dir, 'pretty.json');
    writeFileSync(pretty, `${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2)}\n`);
    const want = await jackal(['replay', file]);
    expect(want.status, want.stderr).toBe(0);
    expect(await jackal(['replay', pretty])).toEqual(want);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, `${JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), number: -3 }, null, 2)}\n`);
    const r = await jackal(['replay', bad]);
    expect([r.status, r.stderr]).toEqual([2, `jackal: ${bad}: number: must be a whole number from 0, got -3\n`]);
  }, 60_000);

  it('refuses a key it does not know, and a game number that is none, with one line naming it', async () => {
    const dir = tempDir('replay-file-keys');
    const file = join(dir, 'g.json');
    expect((await jackal(['play', '--mode', '2p', '--seed', '3', '--max-plies', '40', '--record', file])).status).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [name, changed, line] of [
      ['extra', { ...doc, comment: 'by hand' }, 'comment: unknown key; a record holds format, version, game, run, number, deal, dealSeed, options, bots, result, moves'],
      ['number', { ...doc, number: -3 }, 'number: must be a whole number from 0, got -3'],
      ['deal', { ...doc, deal: '0' }, 'deal: must be a whole number from 0, got "0"'],
      ['run', { ...doc, run: null }, 'run: must be an object (the run\'s configuration)'],
    ] as const) {
      const path = join(dir, `${name}.json`);
      writeFileSync(path, JSON.stringify(changed));
      for (const args of [['replay', path], ['table', '--check', path]]) {
        const r = await jackal(args);
        expect(r.status, `${args[0]} ${name}: ${r.stderr}`).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toBe(`jackal: ${path} line 1: ${line}\n`);
      }
    }
  }, 60_000);
});
