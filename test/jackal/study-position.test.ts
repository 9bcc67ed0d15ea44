/**
 * Study positions (src/jackal/position-format.ts, "study"): a scenario written by hand in
 * a few lines, the relaxed checks (the set's counts and coin total), the same field errors
 * for everything else, the deterministic fill of the face-down cells left out, the round
 * trip through the writer, and a study's end. Reader errors name cells, pieces and tiles in
 * the notation.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/jackal/apply.js';
import { LAND_CELLS, LAND_COUNT, parseCell } from '../../src/jackal/geometry.js';
import { formatMove, isNotationError, legalMoves, parseMove } from '../../src/jackal/notation.js';
import { PositionError, fromPosition, isPositionError, toPosition } from '../../src/jackal/position.js';
import { endReason, isTerminal, scores } from '../../src/jackal/outcome.js';
import { DEFAULT_OPTIONS } from '../../src/jackal/options.js';
import { newGame } from '../../src/jackal/setup.js';
import { P_CELL, SHIP_CELL, SHIP_COINS, State, TILE_KIND, TILE_TYPE, statesEqual } from '../../src/jackal/state.js';
import { Kind, TILE_SETS, TILE_TYPE_COUNT, tileTypeId } from '../../src/jackal/tiles.js';

function read(doc: unknown, study = false): State {
  const s = fromPosition(doc, { study });
  if (isPositionError(s)) throw new Error(`${s.field}: ${s.message}`);
  return s;
}
function error(doc: unknown): PositionError {
  const s = fromPosition(doc);
  if (!isPositionError(s)) throw new Error('read, but an error was expected');
  return s;
}
function play(s: State, ...texts: string[]): void {
  for (const t of texts) {
    const m = parseMove(s, t);
    if (isNotationError(m)) throw new Error(`${t}: ${m.message}`);
    applyMove(s, m);
  }
}
const moves = (s: State): string[] => legalMoves(s).map((m) => formatMove(s, m));

describe('a study scenario in a few lines', () => {
  it('a pirate by a chest and an enemy next to him: the position reads, and the moves are the scenario\'s', () => {
    const s = read({
      study: true, options: { mode: '2p' },
      revealed: { c5: 'empty', d5: 'chest3', d6: 'empty' }, coins: { d5: 3 },
      pirates: { w1: 'c5', y1: 'd6' }, turn: 'yellow',
    });
    expect(moves(s)).toContain('y1-c5');
    play(s, 'y1-c5'); // strikes w1, who goes back to his ship
    expect(s.u8[P_CELL + 0]).toBe(s.u8[SHIP_CELL + 0]);
    expect(s.u8[P_CELL + 3]).toBe(parseCell('c5'));
    // Every pirate left out is aboard his ship; every ship at its start.
    const start = newGame({ ...DEFAULT_OPTIONS, mode: '2p' }, 1);
    for (let k = 0; k < 4; k++) expect(s.u8[SHIP_CELL + k]).toBe(start.u8[SHIP_CELL + k]);
  });

  it('the same document without "study" is rejected, naming the first field a full position needs', () => {
    const doc = { options: { mode: '2p' }, version: 2, turn: 'white', revealed: { c5: 'empty' }, pirates: { w1: 'c5' } };
    expect(error(doc).field).toBe('layout');
    expect(isPositionError(fromPosition(doc, { study: true }))).toBe(false); // the CLI's --study
  });
});

describe('what a study does not enforce', () => {
  it('more tiles of a kind than the set holds, and coins beyond its total', () => {
    const revealed = { c4: 'cannibal', c5: 'cannibal', c6: 'cannibal', d5: 'chest5', d6: 'chest5' };
    const s = read({ study: true, revealed, coins: { d5: 30, d6: 30 }, ships: { white: { cell: 'g1', coins: 50 } } });
    expect(scores(s)[0]).toBe(50);
    const strict = error({ version: 2, turn: 'white', revealed, layout: {}, pirates: {}, ships: {} });
    expect(strict).toMatchObject({ field: 'revealed.c5', message: 'more cannibal tiles than the classic set holds (1)' });
  });

  it('face-down cells left out are drawn from what the set has left, the same way every time', () => {
    const doc = { study: true, revealed: { g2: 'chest5', f2: 'chest5' }, layout: { h2: 'chest4' } };
    const a = read(doc), b = read(doc);
    expect(statesEqual(a, b)).toBe(true);
    const counts = new Int32Array(TILE_TYPE_COUNT);
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      counts[a.u8[TILE_KIND + c] === Kind.Closed ? a.layout[c] & 63 : a.u8[TILE_TYPE + c]]++;
    }
    // The set has one chest5 and two written: the set's other 115 tiles less the chest4
    // written make 115 for the 114 cells left, so exactly one tile of the set stays out.
    const set = TILE_SETS.classic.counts;
    const chest5 = tileTypeId('chest5');
    let short = 0;
    for (let t = 1; t < TILE_TYPE_COUNT; t++) {
      if (t === chest5) { expect(counts[t]).toBe(2); continue; }
      expect(counts[t], `type ${t}`).toBeLessThanOrEqual(set[t]);
      short += set[t] - counts[t];
    }
    expect(short).toBe(1);
    expect(a.layout[parseCell('h2')] & 63).toBe(tileTypeId('chest4'));
  });

  it('is written back as a study and reads back to the same state', () => {
    const s = read({ study: true, revealed: { c5: 'empty' }, pirates: { w1: 'c5' } });
    play(s, 'w1-c6');
    const j = toPosition(s);
    expect(j.study).toBe(true);
    expect(statesEqual(read(j), s)).toBe(true);
    expect(toPosition(newGame(DEFAULT_OPTIONS, 1)).study).toBeUndefined();
  });

  it('ends when no coin is left to find, whatever the set\'s total', () => {
    // "layout": null: nothing is known face down, so no chest is waiting there.
    const s = read({ study: true, layout: null, revealed: { g2: 'empty' }, coins: { g2: 1 }, pirates: { w1: 'g2' } });
    expect(isTerminal(s)).toBe(false);
    play(s, 'w1-g1$');
    expect(s.u8[SHIP_COINS + 0]).toBe(1);
    expect(endReason(s)).toBe('all-coins');
  });
});

describe('the same field errors for everything else, in the notation', () => {
  it('a pirate on a tile he may not rest on is named with his cell and the tile', () => {
    const e = fromPosition({ study: true, revealed: { c4: 'arrow1' }, pirates: { w3: 'c4' } }) as PositionError;
    expect(e).toEqual({ code: 'bad-position', field: 'pirates.w3.cell', message: 'w3 stands on c4, an arrow1 tile, where a pirate may not rest' });
    // the same in a full position
    const j = toPosition(newGame(DEFAULT_OPTIONS, 1)) as unknown as Record<string, Record<string, unknown>>;
    const ice = Object.keys(j.layout).find((c) => j.layout[c] === 'ice')!; // turn a face-down ice over
    delete j.layout[ice];
    j.revealed[ice] = 'ice';
    j.pirates.w3 = { cell: ice };
    expect(error(j)).toMatchObject({ field: 'pirates.w3.cell', message: `w3 stands on ${ice}, an ice tile, where a pirate may not rest` });
  });

  it('bad cells, unknown pieces, enemies sharing a cell: as in any position', () => {
    expect(fromPosition({ study: true, pirates: { w1: 'z9' } })).toMatchObject({ field: 'pirates.w1.cell' });
    expect(fromPosition({ study: true, pirates: { w4: 'c4' } })).toMatchObject({ field: 'pirates.w4' });
    expect(fromPosition({ study: true, revealed: { c4: 'empty' }, pirates: { w1: 'c4', y1: 'c4' } }))
      .toMatchObject({ field: 'pirates.y1.cell', message: 'enemies w1 and y1 share c4' });
    expect(fromPosition({ study: 'yes' })).toMatchObject({ field: 'study' });
  });
});
