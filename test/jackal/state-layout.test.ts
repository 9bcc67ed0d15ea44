/**
 * The state's byte layout (src/jackal/state-layout.ts, re-exported by state.ts): the declared fields tile the buffer in
 * order without overlapping, each region is where the code reading it assumes, the
 * fields the engine reads as wider words are aligned, and the sizes are what the fields
 * add up to. A field added to the state must change the pinned totals here on purpose.
 */
import { describe, expect, it } from 'vitest';
import { CELLS, LANE_END } from '../../src/jackal/geometry.js';
import * as S from '../../src/jackal/state.js';

const { STATE_FIELDS } = S;

describe('state layout', () => {
  it('fields are in buffer order and never overlap; gaps are alignment padding only', () => {
    expect(STATE_FIELDS[0].offset).toBe(0);
    for (let i = 1; i < STATE_FIELDS.length; i++) {
      const a = STATE_FIELDS[i - 1], b = STATE_FIELDS[i];
      expect(a.bytes, a.name).toBeGreaterThan(0);
      expect(b.offset, `${b.name} after ${a.name}`).toBeGreaterThanOrEqual(a.offset + a.bytes);
      expect(b.offset - (a.offset + a.bytes), `padding before ${b.name}`).toBeLessThan(4);
    }
    const last = STATE_FIELDS[STATE_FIELDS.length - 1];
    expect(last.offset + last.bytes).toBe(S.BUFFER_BYTES);
    expect(new Set(STATE_FIELDS.map((f) => f.name)).size).toBe(STATE_FIELDS.length);
  });

  it('regions: hashed bytes first, then the derived cache, then the words', () => {
    const regions = STATE_FIELDS.map((f) => f.region);
    expect(regions).toEqual([...regions].sort((x, y) => ['hashed', 'derived', 'words'].indexOf(x) - ['hashed', 'derived', 'words'].indexOf(y)));
    for (const f of STATE_FIELDS) {
      if (f.region === 'hashed') expect(f.offset + f.bytes, f.name).toBeLessThanOrEqual(S.HASHED_BYTES);
      else expect(f.offset, f.name).toBeGreaterThanOrEqual(S.HASHED_BYTES);
      if (f.region === 'words') expect(f.offset, f.name).toBeGreaterThanOrEqual(S.U8_BYTES);
      else expect(f.offset + f.bytes, f.name).toBeLessThanOrEqual(S.U8_BYTES);
    }
  });

  it('each exported offset names its declared field', () => {
    const at = (name: string) => STATE_FIELDS.find((f) => f.name === name)!;
    for (const name of ['TILE_KIND', 'TILE_ARG', 'TILE_TYPE', 'COINS', 'P_CELL', 'P_CREW', 'P_FLAGS', 'SHIP_CELL', 'SHIP_COINS', 'TURN', 'PENDING',
      'PEND_PIECE', 'PEND_CARRY', 'PEND_START', 'PEND_FROM', 'PEND_DX', 'PEND_DY', 'PEND_HOW', 'LOST', 'MODE', 'OPTIONS', 'FIRST', 'OVER', 'TILESET',
      'VISIT_N', 'VISITS', 'BOTTLES', 'TREASURE_AT', 'TREASURE_SHIP', 'GRASS', 'PEND_AUX', 'LIGHT_PICKS', 'P_FLAGS2', 'KNOWN', 'CHOICE_N', 'CHOICE_CELLS', 'ITEM_CELL', 'ITEM_HOLD'] as const) {
      expect(at(name).offset, name).toBe(S[name]);
    }
    expect(at('PIECES_AT').offset).toBe(2 * S.PIECES_AT_U16);
    expect(at('PLY').offset).toBe(4 * S.AT_PLY);
    expect(at('STALL').offset).toBe(4 * S.AT_STALL);
    expect(at('HASH_LO').offset).toBe(4 * S.AT_HASH_LO);
    expect(at('HASH_HI').offset).toBe(4 * S.AT_HASH_HI);
  });

  it('sizes of the arrays, and alignment where the engine reads wider words', () => {
    const size = (name: string) => STATE_FIELDS.find((f) => f.name === name)!.bytes;
    for (const n of ['TILE_KIND', 'TILE_ARG', 'TILE_TYPE', 'COINS', 'KNOWN']) expect(size(n), n).toBe(CELLS);
    for (const n of ['P_CELL', 'P_CREW', 'P_FLAGS', 'P_FLAGS2']) expect(size(n), n).toBe(S.MAX_PIECES);
    expect(size('VISITS')).toBe(2 * S.MAX_VISITS);
    expect(size('CHOICE_CELLS')).toBe(S.MAX_CHOICES);
    for (const n of ['ITEM_CELL', 'ITEM_HOLD']) expect(size(n), n).toBe(S.ITEM_COUNT);
    // The expansion's fields come last, so a game without it keeps every offset and its hash.
    expect(STATE_FIELDS.filter((f) => f.region === 'hashed').slice(-2).map((f) => f.name)).toEqual(['ITEM_CELL', 'ITEM_HOLD']);
    expect(size('PIECES_AT')).toBe(2 * LANE_END); // the grid and the outer lane (docs/RULES.md X-R15)
    expect(S.BOTTLES % 4).toBe(0); // movegen reads the four rum stores as one i32
    expect(S.P_CREW % 4).toBe(0); // INHABITANT_CREWS: slots 12..15 as one i32
    expect(S.INHABITANT_CREWS * 4).toBe(S.P_CREW + 12);
    expect(S.P_FLAGS % 4).toBe(0); // anyDrunk reads the sixteen piece flags as four i32
    expect(S.SHIP_COINS % 4).toBe(0); // finishPly sums the four ships' coins from one i32
    // clearMotion: PEND_PIECE, PEND_CARRY one u16; PEND_START .. PEND_DY one i32; PEND_HOW a byte.
    expect(S.HASH_BASE % 4).toBe(0); // syncHash compares the hashed region with its copy a word at a time
    expect(size('HASH_BASE')).toBe(1064); // HASHED_BYTES rounded up to whole words
    expect(S.PEND_PIECE % 2).toBe(0);
    expect(S.PEND_START % 4).toBe(0);
    expect([S.PEND_CARRY, S.PEND_START, S.PEND_FROM, S.PEND_DX, S.PEND_DY, S.PEND_HOW].map((o) => o - S.PEND_PIECE)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(S.U8_BYTES % 4).toBe(0);
    expect(S.BUFFER_BYTES % 4).toBe(0);
  });

  it('pins the totals: 1062 hashed bytes, 2552 in all', () => {
    // Counted from the field list: five per-cell arrays (5 * 169 = 845), four per-piece
    // arrays (4 * 16 = 64), ships' cells and coins (8), sixteen single bytes TURN..VISIT_N,
    // VISITS (96), BOTTLES (4), TREASURE_AT, TREASURE_SHIP, GRASS, PEND_AUX (4),
    // LIGHT_PICKS (4), CHOICE_N (1), CHOICE_CELLS (12), the expansion's ITEM_CELL and
    // ITEM_HOLD (4 + 4); then PIECES_AT (2 bytes for each of 169 grid and 36 outer-lane cells: 410),
    // HASH_BASE (the hashed region's copy, 1062 rounded up to words: 1064) and 4 words.
    const hashed = 845 + 64 + 8 + 16 + 96 + 4 + 4 + 4 + 1 + 12 + 8;
    expect(S.HASHED_BYTES).toBe(hashed);
    expect(hashed).toBe(1062);
    expect(S.U8_BYTES).toBe(hashed + 410 + 1064);
    expect(S.BUFFER_BYTES).toBe(hashed + 410 + 1064 + 16);
    expect(new S.State().buf.byteLength).toBe(S.BUFFER_BYTES);
  });
});
