/**
 * A Jackal or Archipelago position file marked as still playing that its game's own rules had
 * already ended (Jackal: ply at options.maxPlies between turns; Archipelago: ply at maxPlies) is
 * bad input to every command that reads a position: one line naming the file and the field, exit 2.
 * Before, `jackal moves` listed its moves, exit 0 (the readers' ends: src/jackal/position-read.ts
 * readEnd, src/archipelago/position-end.ts; Pirate chess's: pirate-chess-positions.test.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { Breaker, expectRefused } from '../support/bad-position-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-position-ends-'));

describe('jackal moves, show: a position marked playing past the ply limit', () => {
  it.each<[string, string[], Breaker, RegExp]>([
    ['Jackal, between turns', ['new', '--mode', '2p', '--seed', '1'], (p) => { p.ply = 12; p.options.maxPlies = 12; },
      /^jackal: bad\.json: bad position: over: ply 12 reached options\.maxPlies 12, so the game is over \("ply-limit"\)/],
    ['Archipelago', ['new', '--game', 'archipelago', '--mode', '2p', '--island', '1', '--seed', '1'], (p) => { p.ply = 12; p.maxPlies = 12; },
      /^jackal: bad\.json: bad position: result: 0 \(playing\), but ply 12 reached maxPlies 12/],
  ])('%s: one line naming the field, exit 2', async (_what, made, breakIt, line) => {
    await expectRefused(dir, made, breakIt, line, [['moves', 'bad.json'], ['show', 'bad.json']]);
  });
});
