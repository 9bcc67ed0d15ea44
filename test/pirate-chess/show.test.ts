/**
 * `show` (src/pirate-chess/show.ts): each cell is the piece then the tile's character, the one
 * the legend below the board names for it.
 */
import { describe, expect, it } from 'vitest';
import { show, TILE_CHARS } from '../../src/pirate-chess/show.js';
import { Tile, TILE_KINDS } from '../../src/pirate-chess/tiles.js';
import { scene } from './scene.js';

describe('show', () => {
  it('prints each tile with the character its legend gives', () => {
    expect(TILE_CHARS).toHaveLength(TILE_KINDS);
    const s = scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wN' }, open: { c5: 'ice', d5: 'grass', f5: 'cave', h5: 'friday' }, closed: { g5: '*' } });
    const rank5 = show(s).split('\n').find((l) => l.startsWith('  5 '))!;
    // files a..l, three characters a cell: a5 b5 empty, c5 ice, d5 grass, e5 a white knight on empty, f5 cave, g5 face down, h5 Friday's tile
    expect(rank5).toBe('  5  .. .. .i .w N. .v .# .y .. .. .. ..');
    const legend = show(s).split('\n\n')[1];
    for (const [ch, name] of [['#', 'closed'], ['.', 'empty'], ['i', 'ice'], ['w', 'grass'], ['v', 'cave'], ['y', 'Friday']]) expect(legend).toContain(` ${ch} ${name}`);
    expect(TILE_CHARS[Tile.FaceDown]).toBe('#');
  });
});
