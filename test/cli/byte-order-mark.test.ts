/**
 * A JSON file saved with a UTF-8 byte-order mark (Windows Notepad writes one) reads as the
 * same file without it, wherever a file a person writes or edits is read (src/core/text-file.ts):
 * positions of every game, game records, experiments, a run's config.json, Archipelago layouts
 * and mission cards. `jackal moves p-bom.json` used to refuse the file as "not valid JSON:
 * Unexpected token '\uFEFF'", the token invisible in the message. A file that is bad for another
 * reason gets the message it gets without the mark.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, readTextFile, withoutByteOrderMark } from '../../src/core/text-file.js';
import { buildConfig, configJson } from '../../src/harness/config.js';
import { loadExperiment } from '../../src/harness/experiment.js';
import { recordedSpeeds } from '../../src/harness/machine-speed.js';
import { readSavedConfig } from '../../src/harness/saved-config.js';
import { jackalInProcess } from '../support/cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-bom-'));
/** Writes `text` as `name` and, with a byte-order mark ahead of it, as `bom-<name>`; returns both paths. */
function both(name: string, text: string): [string, string] {
  const plain = join(dir, name), marked = join(dir, `bom-${name}`);
  writeFileSync(plain, text);
  writeFileSync(marked, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
  return [plain, marked];
}
const run = (args: string[]) => jackalInProcess(args, dir);

describe('a byte-order mark ahead of a JSON file', () => {
  it('only a leading mark is dropped', () => {
    expect(withoutByteOrderMark(`${BYTE_ORDER_MARK}{}`)).toBe('{}');
    expect(withoutByteOrderMark(`{"a": "${BYTE_ORDER_MARK}"}`)).toBe(`{"a": "${BYTE_ORDER_MARK}"}`);
    const [, marked] = both('x.txt', 'x');
    expect(readFileSync(marked, 'utf8')).toBe(`${BYTE_ORDER_MARK}x`);
    expect(readTextFile(marked)).toBe('x');
  });

  it.each([['jackal'], ['archipelago'], ['pirate-chess']])('a position of %s: moves and show read it as without the mark', async (game) => {
    const made = await run(['new', '--game', game, '--seed', '3']);
    expect(made.status, made.stderr).toBe(0);
    const [plain, marked] = both(`${game}.json`, made.stdout);
    for (const cmd of ['moves', 'show']) {
      const want = await run([cmd, plain]);
      expect(want.status, want.stderr).toBe(0);
      expect(await run([cmd, marked])).toEqual(want);
    }
  });

  it('a position that is bad JSON besides: the same one-line message as without the mark', async () => {
    const [plain, marked] = both('broken.json', '{"format": "jackal-position",\n');
    const want = await run(['moves', plain]);
    expect(want.status).toBe(2);
    const got = await run(['moves', marked]);
    expect(got.status).toBe(2);
    expect(got.stderr).toBe(want.stderr.replace(plain, marked));
    expect(got.stderr).not.toContain(BYTE_ORDER_MARK);
  });

  it('a game record: replay and view read it', async () => {
    const made = await run(['play', '--mode', '2p', '--seed', '5', '--max-plies', '40', '--record', '-']);
    expect(made.status, made.stderr).toBe(0);
    const [plain, marked] = both('game.json', made.stdout);
    const want = await run(['replay', plain]);
    expect(want.status, want.stderr).toBe(0);
    expect(await run(['replay', marked])).toEqual(want);
    const page = await run(['view', marked, '--out', 'game.html']);
    expect(page.status, page.stderr).toBe(0);
  });

  it('an experiment and a run\'s config.json (as --resume and merge read them)', () => {
    const [plain, marked] = both('exp.json', '{"mode": "2p", "bots": ["random", "heuristic"], "deals": 3, "seed": "s"}\n');
    expect(loadExperiment(marked)).toEqual({ ...loadExperiment(plain), name: 'bom-exp' });
    const [savedPlain, savedMarked] = both('config.json', configJson(buildConfig({ mode: '2p', bots: ['random', 'heuristic'], deals: 3 }, 'x')));
    expect(readSavedConfig(savedMarked, 'resume')).toEqual(readSavedConfig(savedPlain, 'resume'));
    // and --resume keeps the machine speeds of its earlier sessions (they read as none)
    const speeds = '{"provenance": {"machine": [{"pliesPerSec": 5000}]}}';
    expect(recordedSpeeds(`${BYTE_ORDER_MARK}${speeds}`)).toEqual(recordedSpeeds(speeds));
    expect(recordedSpeeds(speeds)).toHaveLength(1);
  });

  it('an Archipelago layout file and mission card', async () => {
    const root = join(import.meta.dirname, '../../src/archipelago');
    const [layout, layoutMarked] = both('island.json', readFileSync(join(root, 'layouts/island-2.json'), 'utf8'));
    const want = await run(['new', '--game', 'archipelago', '--mode', '2p', '--layout', layout, '--seed', '1']);
    expect(want.status, want.stderr).toBe(0);
    const got = await run(['new', '--game', 'archipelago', '--mode', '2p', '--layout', layoutMarked, '--seed', '1']);
    expect(got.stderr).toBe('');
    expect(got.stdout).toBe(want.stdout.replace(JSON.stringify(layout), JSON.stringify(layoutMarked)));
    const [mission, missionMarked] = both('card.json', readFileSync(join(root, 'missions/mission-2.json'), 'utf8'));
    const card = await run(['new', '--game', 'archipelago', '--mission-file', mission, '--seed', '1']);
    expect(card.status, card.stderr).toBe(0);
    const cardMarked = await run(['new', '--game', 'archipelago', '--mission-file', missionMarked, '--seed', '1']);
    expect(cardMarked.stderr).toBe('');
    expect(cardMarked.stdout).toBe(card.stdout.replace(JSON.stringify(mission), JSON.stringify(missionMarked)));
  });
});
