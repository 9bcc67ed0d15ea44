/**
 * A Pirate chess position file that reads field by field but that no game reaches (the state
 * checker finds it broken: src/pirate-chess/position-check.ts) is bad input to every command that
 * reads a position: one line naming the file and the field, exit 2. Before, `jackal moves` listed
 * the moves of a position whose side that just moved stood in check, or with a 16th man, exit 0.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jackalInProcess } from '../support/cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-pc-positions-'));
const run = (args: string[]) => jackalInProcess(args, dir);

describe('jackal moves, apply, show: an impossible Pirate chess position', () => {
  it.each<[string, (p: Record<string, any>) => void, RegExp]>([
    ['black, who just moved, in check', (p) => { delete p.cells.g10.piece; p.cells.g6.piece = p.cells.f1.piece; delete p.cells.f1.piece; p.history = []; }, /^jackal: bad\.json: bad position: toMove: inconsistent: the side that just moved is in check/],
    ['a 16th white man', (p) => { p.cells.e5.piece = 'wN'; p.history = []; }, /^jackal: bad\.json: bad position: cells: inconsistent: side 0: 16 pieces/],
    ['a history longer than the turns played', (p) => { p.history = [p.history[0], p.history[0]]; }, /^jackal: bad\.json: bad position: history: holds .* at most halfmove \+ 1 = 1 hashes, got 2/],
  ])('%s: one line naming the field, exit 2', async (_what, breakIt, line) => {
    const made = await run(['new', '--game', 'pirate-chess', '--island', 'bare', '--seed', '1']);
    expect(made.status, made.stderr).toBe(0);
    writeFileSync(join(dir, 'good.json'), made.stdout);
    expect((await run(['moves', 'good.json'])).status).toBe(0);
    const p = JSON.parse(made.stdout);
    breakIt(p);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(p));
    for (const args of [['moves', 'bad.json'], ['apply', 'bad.json', 'e2-e4'], ['show', 'bad.json'], ['moves', 'bad.json', '--game', 'pirate-chess']]) {
      const r = await run(args);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n')).toHaveLength(2); // one line and its end
      expect(r.stderr).toMatch(line);
    }
  });
});
