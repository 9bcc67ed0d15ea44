/**
 * The original expansion's second sea lane (full-rules-ru.txt 415 "На шлюпке и кораблях
 * можно отплывать от берега на 2 клетки, чтобы обходить чужие суда … галсами, то есть по
 * диагонали тоже"; tile-notes-ru.txt 198-199, 204-205; docs/RULES.md X-R15..X-R18). Each
 * test is named after the passage or ruling it pins; expected cells are worked out by hand
 * from the board (south berths c1..k1, the outer lane c1+..k1+ beyond them).
 */
import { describe, expect, it } from 'vitest';
import { board, BoardSpec, legal, movesOf, play, setTurn, shipCell, where } from './board.js';
import { unreachable } from './reached.js';
import { LANE_END, NO_CELL, OUTER_BASE, cellName, parseCell } from '../../../src/jackal/geometry.js';
import { checkState } from '../../../src/jackal/check.js';
import { fromPosition, isPositionError, toPosition } from '../../../src/jackal/position.js';
import { formatMove, isNotationError, legalMoves, parseMove } from '../../../src/jackal/notation.js';
import { newGame } from '../../../src/jackal/setup.js';
import { DEFAULT_OPTIONS } from '../../../src/jackal/options.js';
import { State, TILE_ARG } from '../../../src/jackal/state.js';
import { Kind } from '../../../src/jackal/tiles.js';
import { drawBoard } from '../../../src/jackal/show.js';
import { observe } from '../../../src/jackal/observation.js';
import { BOARD, boardSvg } from '../../../src/web/viewer/jackal/draw.js';
import { frameOf } from '../../../src/web/viewer/jackal/frame.js';
import { CELL_RE } from '../../../src/web/viewer/app.js';
import { findGame } from '../../../src/harness/games.js';
import { isFieldError } from '../../../src/core/game.js';

const EXP = { expansion: 'original' as const };
const xboard = (spec: BoardSpec = {}): State => board({ ...spec, options: { ...EXP, ...spec.options } });
const sails = (s: State): string[] => legal(s).filter((d) => d.startsWith('ship') || d.startsWith('boat'));
/** The state checker finds nothing wrong but what a hand-built board lacks of a whole tile set (its counts, coins and items). */
const clean = (s: State): State => {
  expect(checkState(s).filter((e) => !/tiles on the board|^coins: |is face down but no|items found but/.test(e))).toEqual([]);
  return s;
};

describe('the outer lane (X-R15)', () => {
  it('"отплывать от берега на 2 клетки": two cells off the shore, one beyond each of the 36 berths, named after it with "+"', () => {
    const names: string[] = [];
    for (let c = OUTER_BASE; c < LANE_END; c++) {
      names.push(cellName(c));
      expect(parseCell(cellName(c))).toBe(c);
    }
    expect(names.length).toBe(36);
    // the nine beyond each side's berths: c..k on the south (rank 1) and north (13), 3..11 west (a) and east (m)
    for (const f of 'cdefghijk') for (const r of ['1', '13']) expect(names).toContain(`${f}${r}+`);
    for (let r = 3; r <= 11; r++) for (const f of 'am') expect(names).toContain(`${f}${r}+`);
    // none beyond a corner cell, a land cell or round a corner
    for (const bad of ['b1+', 'a2+', 'a1+', 'l13+', 'e5+', 'g1++']) expect(parseCell(bad), bad).toBe(NO_CELL);
  });

  it('without the expansion no outer cell exists: positions and move texts naming one are refused as before', () => {
    const j = toPosition(newGame(DEFAULT_OPTIONS, 3));
    const ships = j.ships as Record<string, { cell: string }>;
    const bad = fromPosition({ ...j, ships: { ...ships, white: { ...ships.white, cell: 'g1+' } } });
    expect(isPositionError(bad) && [bad.field, bad.message]).toEqual(['ships.white.cell', 'must be a cell name a1..m13, got "g1+"']);
    const s = newGame(DEFAULT_OPTIONS, 3);
    const r = parseMove(s, 'ship:w-g1+');
    expect(isNotationError(r) && r.code).toBe('bad-syntax');
  });

  it('with it, a ship and pirates aboard in the outer lane round-trip through the position format; a swimmer there is refused naming him', () => {
    const s = clean(xboard({ ships: { w: 'g1+' }, pirates: { w2: 'h1' }, tiles: { e5: 'empty' }, coins: { e5: 1 }, hidden: { k10: 'boat', k9: 'wheelbarrow', k8: 'cannonball', k7: 'cannonball' } }));
    const j = toPosition(s);
    expect((j.ships as Record<string, { cell: string }>).white.cell).toBe('g1+');
    expect((j.pirates as Record<string, { cell: string }>).w1.cell).toBe('g1+');
    const back = fromPosition(JSON.parse(JSON.stringify(j)), { study: true });
    if (isPositionError(back)) throw new Error(`${back.field}: ${back.message}`);
    expect([toPosition(back).ships, toPosition(back).pirates]).toEqual([j.ships, j.pirates]);
    const pirates = j.pirates as Record<string, { cell: string }>;
    const swimmer = fromPosition({ ...j, pirates: { ...pirates, w2: { cell: 'h1+' } } }, { study: true });
    expect(isPositionError(swimmer) && swimmer.field).toBe('pirates.w2.cell');
    const boat = fromPosition({ ...j, items: { ...(j.items as object), boat: 'afloat:white:g1+' } }, { study: true });
    expect(isPositionError(boat) && [boat.field, boat.message]).toEqual(['items.boat', 'g1+ is not a free berth (a ship\'s cell along a side, with no ship)']); // the ship is there
  });
});

describe('the state checker and the outer lane (X-R15, X-R17)', () => {
  const errors = (s: State): string[] => checkState(s).filter((e) => /outer lane|off its side|off the board/.test(e));
  it('a piece there with no vessel is a swimmer where none may be; a ship or piece there without the expansion is off the board', () => {
    const s = xboard({ ships: { w: 'g1+' }, pirates: { w2: 'h1+' } });
    expect(errors(s)).toEqual(['w2 swims in the outer lane (h1+), where only vessels go']);
    const plain = unreachable(() => board({ ships: { w: 'g1+' } })); // off the board on purpose: not cross-checked
    expect(errors(plain)).toEqual(['w1 on g1+, off the board', 'w2 on g1+, off the board', 'w3 on g1+, off the board', 'the white ship is off its side (g1+)']);
    expect(errors(xboard({ ships: { w: 'g1+' } }))).toEqual([]);
  });
});

describe('vessels between the lanes (X-R16)', () => {
  it('a ship sails straight: along its lane or across to the cell beyond its berth, never diagonally', () => {
    const s = xboard();
    expect(sails(s)).toEqual(['ship w h1', 'ship w g1+', 'ship w f1']);
    play(s, 'ship w g1+');
    expect([shipCell(s, 'w'), where(s, 'w1')]).toEqual(['g1+', 'g1+']); // those aboard go along
    setTurn(s, 'w');
    expect(sails(clean(s))).toEqual(['ship w g1', 'ship w h1+', 'ship w f1+']);
    // at the side's end: no cell beyond the corner (c1+ has no west neighbour in the lane)
    const end = xboard({ ships: { w: 'c1+' } });
    expect(sails(end)).toEqual(['ship w c1', 'ship w d1+']);
  });

  it('every side and slot: a ship\'s sails are its lane\'s neighbours and the cell across; the boat adds the diagonals (counted from the slot numbers)', () => {
    // Independent of the geometry tables: a berth's name from its side and slot (x or y = 2 + slot, as README ruling 1's
    // nine berths), the outer cell is that name with "+"; the moves are listed by slot arithmetic.
    const berth = (side: number, slot: number): string => side === 0 ? `${'cdefghijk'[slot]}1` : side === 1 ? `a${11 - slot}`
      : side === 2 ? `${'cdefghijk'[slot]}13` : `m${11 - slot}`;
    const letters = 'wybr';
    for (let side = 0; side < 4; side++) {
      for (let slot = 0; slot < 9; slot++) {
        for (const out of [false, true]) {
          const at = berth(side, slot) + (out ? '+' : '');
          const lane = (sl: number, o: boolean): string => berth(side, sl) + (o ? '+' : '');
          const along = [slot - 1, slot + 1].filter((x) => x >= 0 && x < 9).map((x) => lane(x, out));
          const ship = [...along, lane(slot, !out)].sort();
          const boat = [...ship, ...[slot - 1, slot + 1].filter((x) => x >= 0 && x < 9).map((x) => lane(x, !out))].sort();
          const k = letters[side];
          const s = xboard({ ships: { [k]: at }, turn: k });
          expect(sails(s).map((d) => d.split(' ')[2]).sort(), `ship ${k} at ${at}`).toEqual(ship);
          // the boat alone on the side (the side's ship moved to the far end's other lane, out of its reach)
          const far = slot < 4 ? lane(8, !out) : lane(0, !out);
          const b = xboard({ ships: { [k]: far }, items: { boat: `afloat:${k}:${at}` }, pirates: { [`${k}1`]: at }, turn: k });
          expect(sails(b).filter((d) => d.startsWith('boat')).map((d) => d.split(' ')[2]).sort(), `boat ${k} at ${at}`).toEqual(boat);
        }
      }
    }
  });

  it('"Пират умеет ходить на шлюпке галсами, то есть по диагонали тоже": the boat goes one cell in any direction within its side\'s two lanes', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w3: 'e1' } });
    expect(sails(s).filter((d) => d.startsWith('boat'))).toEqual(['boat w f1', 'boat w f1+', 'boat w e1+', 'boat w d1+', 'boat w d1']);
    const out = xboard({ items: { boat: 'afloat:w:e1+' }, pirates: { w3: 'e1+' } });
    expect(sails(out).filter((d) => d.startsWith('boat'))).toEqual(['boat w e1', 'boat w f1', 'boat w f1+', 'boat w d1+', 'boat w d1']);
    // "не плавает вокруг острова": at c1 it may not go to b1 or round the corner
    const end = xboard({ items: { boat: 'afloat:w:c1' }, pirates: { w3: 'c1' } });
    expect(sails(end).filter((d) => d.startsWith('boat'))).toEqual(['boat w d1', 'boat w d1+', 'boat w c1+']);
  });

  it('"шлюпка может обходить корабль, а корабль — шлюпку, в том числе, если оба судна принадлежат одной команде": a ship passes its own boat by the outer lane', () => {
    const s = xboard({ items: { boat: 'afloat:w:f1' }, pirates: { w3: 'f1' } });
    expect(sails(s)).not.toContain('ship w f1'); // no vessel sails onto another
    play(s, 'ship w g1+');
    setTurn(s, 'w');
    play(s, 'ship w f1+');
    setTurn(s, 'w');
    expect(sails(s)).not.toContain('ship w f1');
    play(s, 'ship w e1+');
    setTurn(s, 'w');
    play(s, 'ship w e1');
    expect([shipCell(clean(s), 'w'), where(s, 'w1'), where(s, 'w3')]).toEqual(['e1', 'e1', 'f1']);
  });

  it('…and the boat passes an enemy ship the same way, and never sails onto it', () => {
    // yellow's boat on white's side, white's ship in the way at f1
    const s = xboard({ ships: { w: 'f1' }, items: { boat: 'afloat:y:e1' }, pirates: { y1: 'e1' }, turn: 'y' });
    const boat = sails(s).filter((d) => d.startsWith('boat'));
    expect(boat).toContain('boat y f1+');
    expect(boat).not.toContain('boat y f1');
    play(s, 'boat y f1+');
    setTurn(s, 'y');
    play(s, 'boat y g1');
    expect(where(clean(s), 'y1')).toBe('g1');
  });

  it('sailing back onto a berth picks up the team\'s swimmers and drowns enemy ones (ruling 2, R5)', () => {
    const s = xboard({ ships: { w: 'g1+' }, pirates: { w2: 'g1', y1: 'h1' } });
    play(s, 'ship w g1');
    expect([where(s, 'w2'), shipCell(s, 'w')]).toEqual(['g1', 'g1']);
    setTurn(s, 'w');
    play(s, 'ship w g1+');
    setTurn(s, 'w');
    play(s, 'ship w h1+');
    setTurn(s, 'w');
    play(s, 'ship w h1');
    expect([where(clean(s), 'y1'), where(s, 'w1'), where(s, 'w2')]).toEqual(['dead', 'h1', 'h1']);
  });
});

describe('pirates and the outer lane (X-R17)', () => {
  it('nobody swims in the outer lane: a swimmer enters it only onto a vessel, his team\'s takes him aboard, an enemy\'s kills him', () => {
    const s = xboard({ ships: { w: 'g1+' }, pirates: { w2: 'h1' } });
    const moves = movesOf(s, 'w2');
    expect(moves).toContain('w2 g1+');
    expect(moves).not.toContain('w2 h1+');
    expect(moves).not.toContain('w2 i1+');
    play(s, 'w2 g1+');
    expect(where(clean(s), 'w2')).toBe('g1+');
    const y = xboard({ ships: { w: 'g1+' }, pirates: { y1: 'h1' }, turn: 'y' });
    play(y, 'y1 g1+');
    expect(where(clean(y), 'y1')).toBe('dead');
  });

  it('from the outer lane no landing (the shore is two cells off) and no jumping into the sea; crossing to a vessel of the team next to it', () => {
    const s = xboard({ ships: { w: 'g1+' } });
    expect(movesOf(s, 'w1')).toEqual([]); // nothing in front, nowhere to go: the ship itself may still sail
    expect(legal(s)).toEqual(['ship w g1', 'ship w h1+', 'ship w f1+']);
    const b = xboard({ ships: { w: 'g1+' }, items: { boat: 'afloat:w:f1' }, pirates: { w3: 'f1' } });
    expect(movesOf(b, 'w1')).toEqual(['w1 f1']); // diagonally next to g1+
    expect(movesOf(b, 'w3')).toEqual(['w3 f2', 'w3 g1+']);
    play(b, 'w3 g1+');
    expect(where(clean(b), 'w3')).toBe('g1+');
  });

  it('next to counts the outer lane: a pirate aboard the ship out there gives Friday on the boat beside it a bottle (full-rules-ru.txt "встать на соседнюю клетку")', () => {
    const o = { tiles: 'treasure-island' };
    const spec = { options: o, items: { boat: 'afloat:w:f1' }, pirates: { fri: { at: 'f1', crew: 'w' } }, bottles: { w: 1 }, tiles: { e5: 'friday!' } };
    expect(legal(xboard({ ...spec, ships: { w: 'g1+' } }))).toContain('rum fri'); // g1+ is diagonally next to f1
    expect(legal(xboard({ ...spec, ships: { w: 'i1+' } }))).not.toContain('rum fri'); // two cells away
  });

  it('"Перемещение после удара… только на главный корабль": a struck pirate goes to his ship wherever it is, the outer lane too', () => {
    const s = xboard({ ships: { w: 'g1+' }, pirates: { w1: 'g2', y1: 'g3' }, tiles: { g2: 'empty', g3: 'empty' }, turn: 'y' });
    play(s, 'y1 g2');
    expect([where(clean(s), 'w1'), where(s, 'y1')]).toEqual(['g1+', 'g2']);
  });

  it('walkers never reach it: from the shore nobody boards a ship out there (no stepping into open sea), nor brings it a coin', () => {
    const s = xboard({ ships: { w: 'g1+' }, pirates: { w1: 'g2' }, tiles: { g2: 'empty' }, coins: { g2: 1 } });
    expect(movesOf(s, 'w1').filter((d) => /^w1 [a-m]1\+?( |$)/.test(d))).toEqual([]);
    const home = xboard({ pirates: { w1: 'g2' }, tiles: { g2: 'empty' }, coins: { g2: 1 } });
    expect(movesOf(home, 'w1')).toContain('w1 g1 coin'); // the same with the ship on its berth
  });
});

describe('effects and the outer lane (X-R18)', () => {
  it('the cannon\'s flight ends on the berth in line, whatever floats beyond it: he swims there', () => {
    // cannon at g2 facing south (direction 4 = quarter turns 2 from north)
    const s = xboard({ ships: { w: 'g1+' }, pirates: { w2: 'g3' }, tiles: { g3: 'empty', g2: 'cannon:2' } });
    play(s, 'w2 g2');
    expect(where(clean(s), 'w2')).toBe('g1');
  });
});

describe('effects and the outer lane, the horse (X-R18)', () => {
  it('a knight jump from the shore does not reach the outer lane, even onto his own ship there', () => {
    // from g2 the jumps south-west and south-east would land two rows down and one across: f1+ and h1+ on the frame
    const s = xboard({ ships: { w: 'h1+' }, pirates: { w1: 'g3' }, tiles: { g3: 'empty', g2: 'horse' } });
    play(s, 'w1 g2');
    // the six on the grid, worked out from g2 = (x 6, y 11): h4 i3 i1 e1 e3 f4 (the jumps to y 13 do not exist)
    expect(legal(s)).toEqual(['w1 > h4', 'w1 > i3', 'w1 > i1', 'w1 > e1', 'w1 > e3', 'w1 > f4']);
  });
});

describe('notation (X-R15)', () => {
  it('outer cells read and parse back in sails and moves', () => {
    const s = xboard({ ships: { w: 'g1+' }, items: { boat: 'afloat:w:f1' }, pirates: { w3: 'f1' } });
    const texts = legalMoves(s).map((m) => formatMove(s, m));
    expect(texts).toContain('ship:w-h1+');
    expect(texts).toContain('boat:w-f1+');
    expect(texts).toContain('w3-g1+');
    for (const m of legalMoves(s)) expect(parseMove(s, formatMove(s, m))).toBe(m);
    const r = parseMove(s, 'ship:w-e1+');
    expect(isNotationError(r) && r.code).toBe('illegal-move');
    const bad = parseMove(s, 'ship:w-g1++');
    expect(isNotationError(bad) && [bad.code, bad.message.endsWith('; with the expansion also outer-lane cells: ship:w-g1+, w1-g1+')]).toEqual(['bad-syntax', true]);
  });
});

describe('the outer lane on display (X-R15)', () => {
  it('jackal show draws the outer lane round the grid with the expansion, and only then', () => {
    const lines = drawBoard(xboard({ ships: { w: 'g1+', y: 'a7+' } })).split('\n');
    const header = lines[0];
    const rank1 = lines.findIndex((l) => l.startsWith(' 1  '));
    // south: the row below rank 1, the ship under file g; west: the column before file a, on rank 7
    expect(lines[rank1 + 1].indexOf('<W>W3')).toBe(header.indexOf('g') - 1);
    expect(lines.find((l) => l.startsWith(' 7  '))?.startsWith(' 7  <Y>Y3  ')).toBe(true);
    expect(lines[1].trim().split(/\s+/)).toEqual(Array(9).fill('~')); // north: beyond the berths c13..k13 only
    const plain = drawBoard(board()).split('\n');
    expect(plain[0].startsWith('     a      b')).toBe(true);
    expect(plain[1].startsWith('13   ~      ~')).toBe(true);
  });

  it('jackal show lists the vessels in the outer lane with those aboard', () => {
    const s = xboard({ ships: { w: 'g1+' }, items: { boat: 'afloat:w:f1+' }, pirates: { w3: 'f1+' } });
    expect(drawBoard(s)).toContain('Outer lane (two cells off the shore): white boat f1+ (w3); white ship g1+ (w1, w2)');
    expect(drawBoard(xboard())).toContain('Outer lane (two cells off the shore): empty');
    expect(drawBoard(board())).not.toContain('Outer lane'); // no lane without the expansion
  });

  it('the viewer draws a ship in the outer lane one cell beyond its berth, in a margin the board gets with the expansion', () => {
    const svg = boardSvg(frameOf(xboard({ ships: { w: 'g1+', y: 'a7+' } })), { hidden: false, marks: [], from: [] });
    // cells are 50 units with a 20-unit margin: g is x 6, the south lane row y 13; the west lane column x -1, rank 7 row y 6;
    // the coins badge sits 2 units into the ship's square
    expect(svg).toContain(`viewBox="-50 -50 ${BOARD + 100} ${BOARD + 100}"`);
    const ship = (c: string): string => new RegExp(`<g class="ship" data-crew="\\d" data-cell="${c.replace('+', '\\+')}" data-coins="0">.*?<g transform="translate\\(([-\\d]+) ([-\\d]+)\\)`).exec(svg)?.slice(1).join(' ') ?? 'none';
    expect(ship('g1+')).toBe(`${6 * 50 + 20 + 2} ${13 * 50 + 20 + 2}`);
    expect(ship('a7+')).toBe(`${-50 + 20 + 2} ${6 * 50 + 20 + 2}`);
    expect(boardSvg(frameOf(board()), { hidden: false, marks: [], from: [] })).toContain(`viewBox="0 0 ${BOARD} ${BOARD}"`);
  });

  it('the viewer draws the launched boat where it floats, those on it aboard rather than swimming', () => {
    const f = frameOf(xboard({ items: { boat: 'afloat:w:f1+' }, pirates: { w3: 'f1+' } }));
    expect(f.boat).toEqual({ crew: 0, cell: 'f1+' });
    expect(f.pieces.find((p) => p.name === 'w3')).toMatchObject({ cell: 'f1+', aboard: true, swimming: false });
    expect(boardSvg(f, { hidden: false, marks: [], from: [] })).toContain('<g class="boat" data-crew="0" data-cell="f1+">');
    expect(frameOf(xboard()).boat).toBe(null);
  });

  it('the viewer marks the outer cell a move names, and no "+" of a load', () => {
    const marks = (move: string): string[] => move.match(CELL_RE) ?? [];
    expect(marks('ship:w-g1+')).toEqual(['g1+']);
    expect(marks('w3-g1+')).toEqual(['g1+']);
    expect(marks('boat:w-f1')).toEqual(['f1']);
    expect(marks('w1-e1$+boat+barrow')).toEqual(['e1']);
    expect(marks('w1-g2+rum')).toEqual(['g2']);
  });
});

describe('the outer lane elsewhere in the harness (X-R15)', () => {
  it('an observation shows the vessels in the outer lane and those aboard, and lists the same moves (they are in the open, X-R14)', () => {
    const s = xboard({ ships: { w: 'g1+' }, items: { boat: 'afloat:w:f1' }, pirates: { w3: 'f1' } });
    const o = observe(s, 1).state;
    expect([shipCell(o, 'w'), where(o, 'w1'), where(o, 'w3')]).toEqual(['g1+', 'g1+', 'f1']);
    expect(legal(o)).toEqual(legal(s));
  });

  it('a pirate aboard a vessel in the outer lane does not stand on a face-down tile (the CLI\'s observation check)', () => {
    const jackal = findGame('jackal');
    if (isFieldError(jackal)) throw new Error(jackal.message);
    // Outer cells are numbered after the grid, so the tile-kind byte of an outer cell would be read in the next
    // array, the tile arguments: for a5+ (OUTER_BASE + 15) the argument of grid cell 15, c12. An arrow pointing
    // north there has argument 1, the face-down kind's number.
    const outer = OUTER_BASE + 15;
    expect([cellName(outer), cellName(15)]).toEqual(['a5+', 'c12']);
    const s = xboard({ ships: { y: 'a5+' }, tiles: { c12: 'arrow1:0' } });
    expect(s.u8[TILE_ARG + 15]).toBe(Kind.Closed);
    expect(jackal.revealFailed?.(s)).toBe(false);
  });
});
