/**
 * A Pirate chess position file that reads field by field but that no game reaches (the state
 * checker finds it broken: src/pirate-chess/position-check.ts) is bad input to every command that
 * reads a position: one line naming the file and the field, exit 2. Before, `jackal moves` listed
 * the moves of a position whose side that just moved stood in check, or with a 16th man, exit 0,
 * and of one marked "playing" that the 50-move rule had ended.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { Breaker, expectRefused } from '../support/bad-position-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-pc-positions-'));

describe('jackal moves, apply, show: an impossible Pirate chess position', () => {
  it.each<[string, Breaker, RegExp]>([
    ['black, who just moved, in check', (p) => { delete p.cells.g10.piece; p.cells.g6.piece = p.cells.f1.piece; delete p.cells.f1.piece; p.history = []; }, /^jackal: bad\.json: bad position: toMove: inconsistent: the side that just moved is in check/],
    ['a 16th white man', (p) => { p.cells.e5.piece = 'wN'; p.history = []; }, /^jackal: bad\.json: bad position: cells: inconsistent: side 0: 16 pieces/],
    ['a history longer than the turns played', (p) => { p.history = [p.history[0], p.history[0]]; }, /^jackal: bad\.json: bad position: history: holds .* at most halfmove \+ 1 = 1 hashes, got 2/],
    ['marked playing at the 50-move rule (src/pirate-chess/position-end.ts)', (p) => { p.turns = 100; p.halfmove = 100; p.ply = 100; p.history = []; }, /^jackal: bad\.json: bad position: result: "playing", but halfmove is 100: the game ended at the last turn's end \("fifty-moves"\)/],
  ])('%s: one line naming the field, exit 2', async (_what, breakIt, line) => {
    await expectRefused(dir, ['new', '--game', 'pirate-chess', '--island', 'bare', '--seed', '1'], breakIt, line,
      [['moves', 'bad.json'], ['apply', 'bad.json', 'e2-e4'], ['show', 'bad.json'], ['moves', 'bad.json', '--game', 'pirate-chess']]);
  });
});
