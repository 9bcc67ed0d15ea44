/**
 * The text board of `jackal show`: a 13x13 grid, north at the top, with a legend,
 * then the pieces, ships, coins and pending choice spelled out.
 *
 * Each cell is five characters: a three-character tile symbol, then who stands
 * there (a pirate's name when alone, `bg` `ms` `fr` for Ben Gunn, the missionary and
 * Friday, else crew letter in capitals and a count, or `*n` when crews mix on a
 * spinner or in the jungle), then the coins lying there (a digit, `+` for ten or
 * more, `@` where the galleon treasure lies). Treasure Island games add the rum
 * stores, the treasure, the grass, the inhabitants and the lighthouse peeks below; games
 * with the original expansion its items and the vessels in the outer lane.
 */

import { CELLS, IS_LAND, LANE_END, LANE_PARTNER, NO_CELL, OUTER_BASE, SIZE, cellName, cellOf } from './geometry.js';
import { formatMove, legalMoves, pieceName } from './notation.js';
import { CREW_LETTERS, CREW_NAMES, MODE_CREWS } from './options.js';
import { PENDING_NAMES } from './position.js';
import { itemsJson } from './position-write.js';
import { boatAt, expansionOn } from './items.js';
import { vesselAt } from './movegen.js';
import { currentCrew, endReason, isTerminal, modeOf, plies, result } from './outcome.js';
import {
  AT_STALL, BEN_GUNN, BOTTLES, COINS, CREW_SIZE, F_CARRY, F_DRUNK_MASK, F_LOST, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, F2_COIN2, F2_CONVERTED, F2_TREASURE,
  FRIDAY, GRASS, KNOWN, LIGHT_PICKS, LOST, MAX_PIECES, MISSIONARY, MODE, NO_CREW, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PEND_AUX, PEND_CARRY,
  PEND_PIECE, PENDING, PIECES_AT_U16, Pending, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND, TILESET, TREASURE_AT, TREASURE_SHIP,
  TREASURE_SUNK, CARRY_TREASURE,
} from './state.js';
import { SET_HAS_GALLEON } from './setup.js';
import { Kind } from './tiles.js';

/** Arrow glyphs by direction index N, NE, E, SE, S, SW, W, NW. */
const ARROWS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];

/** Three-character symbol of what a cell shows. */
function tileSymbol(s: State, c: number): string {
  const u8 = s.u8;
  if (!IS_LAND[c]) {
    for (let k = 0; k < 4; k++) if (u8[SHIP_CELL + k] === c) return `<${CREW_LETTERS[k].toUpperCase()}>`;
    const boat = expansionOn(s) ? boatAt(s, c) : -1;
    return boat >= 0 ? `(${CREW_LETTERS[boat].toUpperCase()})` : ' ~ ';
  }
  const arg = u8[TILE_ARG + c];
  switch (u8[TILE_KIND + c] as Kind) {
    case Kind.Closed: return u8[KNOWN + c] !== 0 ? '#*#' : '###';
    case Kind.Empty: return ' . ';
    case Kind.Arrow: {
      if (arg === 0x55) return ' + ';
      if (arg === 0xaa) return ' x ';
      let g = '';
      for (let d = 0; d < 8; d++) if ((arg >> d) & 1) g += ARROWS[d];
      return g.padEnd(3, ' ');
    }
    case Kind.Horse: return 'hrs';
    case Kind.Spinner: return `sp${arg}`;
    case Kind.Ice: return 'ice';
    case Kind.Trap: return 'trp';
    case Kind.Crocodile: return 'crc';
    case Kind.Cannibal: return 'CNB';
    case Kind.Fortress: return 'frt';
    case Kind.Native: return 'NTV';
    case Kind.RumBarrel: return 'rum';
    case Kind.Balloon: return 'bal';
    case Kind.Airplane: return arg !== 0 ? 'air' : 'ai-';
    case Kind.Cannon: return `c${ARROWS[arg]} `;
    case Kind.Chest: return `ch${arg}`;
    case Kind.Galleon: return 'GAL';
    case Kind.Carramba: return arg !== 0 ? 'crb' : 'cr-';
    case Kind.Lighthouse: return arg !== 0 ? 'LHT' : 'lh-';
    case Kind.BenGunn: return arg !== 0 ? 'BEN' : 'be-';
    case Kind.Missionary: return arg !== 0 ? 'MIS' : 'mi-';
    case Kind.Friday: return arg !== 0 ? 'FRI' : 'fr-';
    case Kind.Bottles: return `bt${arg}`;
    case Kind.Cave: return 'cav';
    case Kind.Earthquake: return arg !== 0 ? 'EQK' : 'eq-';
    case Kind.Thicket: return 'jng';
    case Kind.Grass: return arg !== 0 ? 'grs' : 'gr-';
    default: return ' ? ';
  }
}

/** Two characters for the pirates on a cell. */
function occupants(s: State, c: number): string {
  const m = s.u16[PIECES_AT_U16 + c];
  if (m === 0) return '  ';
  const pieces: number[] = [];
  for (let p = 0; p < MAX_PIECES; p++) if ((m >> p) & 1) pieces.push(p);
  if (pieces.length === 1) return pieces[0] < 4 * CREW_SIZE ? pieceName(pieces[0]) : SHORT[pieces[0]];
  const crews = new Set(pieces.map((p) => s.u8[P_CREW + p]));
  if (crews.size > 1) return `*${pieces.length}`;
  return `${CREW_LETTERS[s.u8[P_CREW + pieces[0]]].toUpperCase()}${pieces.length}`;
}

/** Two-character names of the inhabitants on the board. */
const SHORT: Readonly<Record<number, string>> = { [BEN_GUNN]: 'bg', [MISSIONARY]: 'ms', [FRIDAY]: 'fr' };

const LEGEND_TI = [
  '  Treasure Island: GAL galleon   crb carramba   LHT lighthouse   BEN MIS FRI Ben Gunn, missionary, Friday waiting',
  '  bt1..bt3 rum bottles (bt0 taken)   cav cave   EQK earthquake   jng jungle   grs grass   a `-` ending = used (cr- lh- be- eq- gr-)',
  '  #*# face down, peeked at with the lighthouse   bg ms fr Ben Gunn, missionary, Friday   @ in the coin column: the galleon treasure',
];

const LEGEND_LANE = [
  '  the original expansion: (W) launched boat (crew letter); the outer sea lane drawn round the grid, one cell beyond each berth (g1+ beyond g1)',
];

const LEGEND = [
  'Legend: each cell is tile (3) + pirates (2) + coins (1).',
  '  ~ sea   <W> ship (crew letter)   ### face down   .  empty',
  '  ↑↗→↘↓↙←↖ arrow directions   +  4-way straight   x  4-way diagonal',
  '  hrs horse   sp2..sp5 spinner (steps)   ice   trp trap   crc crocodile   CNB cannibal',
  '  frt fortress   NTV native woman   rum rum barrel   bal balloon   air airplane (ai- flown)',
  '  c↑ cannon (barrel)   ch1..ch5 chest (printed coins)',
  '  pirates: w1 one pirate; W2 two of a crew; *3 mixed crews (spinner, jungle)   coins: 1..9, + for 10 or more',
];

/**
 * Seven characters for the outer-lane cell beyond the berth at grid (x, y) (the expansion,
 * docs/RULES.md X-R15), blanks where there is none (beyond a corner).
 */
function laneCell(s: State, x: number, y: number): string {
  const berth = x >= 0 && x < SIZE && y >= 0 && y < SIZE ? LANE_PARTNER[cellOf(x, y)] : NO_CELL;
  return berth === NO_CELL ? '       ' : `${tileSymbol(s, berth)}${occupants(s, berth)}  `;
}

/** Draws the board, legend and piece list of a state; with the expansion, the outer lane round the grid. */
export function drawBoard(s: State): string {
  const u8 = s.u8;
  const lines: string[] = [];
  const lane = expansionOn(s);
  lines.push(...gridLines(s, lane));
  const ti = SET_HAS_GALLEON[u8[TILESET]] !== 0;
  lines.push('', ...LEGEND, ...(ti ? LEGEND_TI : []), ...(lane ? LEGEND_LANE : []), '');

  const crew = currentCrew(s);
  const head = isTerminal(s) ? `game over (${endReason(s)})` : `${CREW_NAMES[crew]} to move`;
  lines.push(`Mode ${modeOf(s)}, ply ${plies(s)} (stall ${s.i32[AT_STALL]}): ${head}`);
  if (u8[PENDING] !== 0) {
    const p = u8[PEND_PIECE];
    const pc = u8[PEND_CARRY];
    const carry = pc === 0 ? '' : ` (carrying ${[pc & 1 ? (pc & 4 ? 'two coins' : 'a coin') : '', pc & 2 ? 'the treasure' : '', pc & 8 ? 'items' : ''].filter((x) => x).join(', ')})`;
    let detail = '';
    if (u8[PENDING] === Pending.Earthquake2) detail = `; first cell ${cellName(u8[PEND_AUX])}`;
    if (u8[PENDING] === Pending.LighthousePick || u8[PENDING] === Pending.LighthouseOrder) {
      const picks = Array.from({ length: u8[PEND_AUX] }, (_, i) => cellName(u8[LIGHT_PICKS + i]));
      detail = `; picked ${picks.length ? picks.join(' ') : 'none yet'}`;
    }
    lines.push(`Pending: ${PENDING_NAMES[u8[PENDING]]} choice for ${pieceName(p)} at ${cellName(u8[P_CELL + p])}${carry}${detail}`);
  }
  const present = MODE_CREWS[u8[MODE]];
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0) continue;
    const ps: string[] = [];
    for (let p = 0; p < MAX_PIECES; p++) if (u8[P_CREW + p] === k) ps.push(pieceText(s, p));
    const rum = ti ? `, ${u8[BOTTLES + k]} rum bottles` : '';
    lines.push(`${CREW_NAMES[k].padEnd(6, ' ')} ship ${cellName(u8[SHIP_CELL + k])}, ${u8[SHIP_COINS + k]} coins aboard${rum}; ${ps.join('; ')}`);
  }
  if (ti) lines.push(...islandLines(s));
  if (expansionOn(s)) {
    const it = itemsJson(s);
    lines.push(`Items (the original expansion): boat ${it.boat}; cannonballs ${it.cannonballs.join(', ')}; wheelbarrow ${it.wheelbarrow}`);
    lines.push(`Outer lane (two cells off the shore): ${outerLane(s)}`);
  }
  const coins: string[] = [];
  for (let c = 0; c < CELLS; c++) if (u8[COINS + c] !== 0) coins.push(`${cellName(c)}:${u8[COINS + c]}`);
  lines.push(`Coins lying: ${coins.length ? coins.join(' ') : 'none'}; lost: ${u8[LOST]}`);
  if (isTerminal(s)) {
    const r = result(s);
    lines.push(`Result: scores ${r.scores.join(' ')}, ranks ${r.ranks.join(' ')}`);
  } else {
    lines.push(`Moves: ${legalMoves(s).map((m) => formatMove(s, m)).join(' ')}`);
  }
  return lines.join('\n') + '\n';
}

/** The board itself: file letters, ranks, each cell's tile, pieces and coins (with the expansion, the outer lane round it). */
function gridLines(s: State, lane: boolean): string[] {
  const u8 = s.u8;
  const lines: string[] = [];
  const files = Array.from({ length: SIZE }, (_, x) => String.fromCharCode(97 + x).padEnd(7, ' ')).join('').trimEnd();
  const fileLine = `     ${lane ? '       ' : ''}${files}`;
  // The outer lane's north and south rows hold the cells beyond the berths of ranks 13 and 1.
  const laneRow = (y: number): string => `    ${'       '}${Array.from({ length: SIZE }, (_, x) => laneCell(s, x, y)).join('')}`.trimEnd();
  lines.push(fileLine);
  if (lane) lines.push(laneRow(0));
  for (let y = 0; y < SIZE; y++) {
    let row = `${String(SIZE - y).padStart(2, ' ')}  `;
    if (lane) row += laneCell(s, 0, y);
    for (let x = 0; x < SIZE; x++) {
      const c = cellOf(x, y);
      const coins = u8[COINS + c];
      const items = u8[TREASURE_AT] === c ? '@' : coins === 0 ? ' ' : coins > 9 ? '+' : String(coins);
      row += tileSymbol(s, c) + occupants(s, c) + items + ' ';
    }
    if (lane) row += laneCell(s, SIZE - 1, y);
    lines.push(row.trimEnd() + `  ${SIZE - y}`);
  }
  if (lane) lines.push(laneRow(SIZE - 1));
  lines.push(fileLine);
  return lines;
}

/** Treasure Island's lines: where the treasure is, the grass, who is not yet found, the peeks. */
function islandLines(s: State): string[] {
  const u8 = s.u8;
  const waiting = [BEN_GUNN, MISSIONARY, FRIDAY].filter((p) => u8[P_CREW + p] === NO_CREW).map((p) => pieceName(p));
  const tAt = u8[TREASURE_AT], tShip = u8[TREASURE_SHIP];
  let where = 'face down';
  if (tAt !== NO_CELL) where = `lying on ${cellName(tAt)}`;
  else if (tShip === TREASURE_SUNK) where = 'sunk';
  else if (tShip !== NO_CREW) where = `aboard the ${CREW_NAMES[tShip]} ship`;
  else if (u8[PENDING] !== 0 && (u8[PEND_CARRY] & CARRY_TREASURE) !== 0) where = `carried by ${pieceName(u8[PEND_PIECE])}`;
  else for (let p = 0; p < MAX_PIECES; p++) if (u8[P_FLAGS2 + p] & F2_TREASURE) where = `held by ${pieceName(p)}`;
  const peeks: string[] = [];
  for (let c = 0; c < CELLS; c++) {
    const bits = u8[KNOWN + c];
    if (bits === 0) continue;
    const who: number[] = [];
    for (let b = 0; b < 4; b++) if ((bits >> b) & 1) who.push(b);
    peeks.push(`${cellName(c)} by ${who.join(',')}`);
  }
  return [`Treasure: ${where}; grass: ${u8[GRASS] === 0 ? 'not burning' : `burning, ${u8[GRASS]} crew turns left`}; `
    + `not yet found: ${waiting.length ? waiting.join(' ') : 'none'}`,
    `Peeked at (face-down cell by players): ${peeks.length ? peeks.join('; ') : 'none'}`];
}

/** The vessels in the outer lane (docs/RULES.md X-R15): "white ship g1+ (w1, w2); white boat f1+ (w3)", or "empty". */
function outerLane(s: State): string {
  const out: string[] = [];
  for (let c = OUTER_BASE; c < LANE_END; c++) {
    const k = vesselAt(s, c);
    if (k < 0) continue;
    const what = s.u8[SHIP_CELL + k] === c ? 'ship' : 'boat';
    const aboard: string[] = [];
    for (let p = 0; p < MAX_PIECES; p++) if (s.u8[P_CELL + p] === c) aboard.push(pieceName(p));
    out.push(`${CREW_NAMES[k]} ${what} ${cellName(c)}${aboard.length ? ` (${aboard.join(', ')})` : ''}`);
  }
  return out.length ? out.join('; ') : 'empty';
}

/** A piece, where he is and what about him matters (for the crew lines). */
function pieceText(s: State, p: number): string {
  const u8 = s.u8;
  const c = u8[P_CELL + p];
  const f = u8[P_FLAGS + p];
  const f2 = u8[P_FLAGS2 + p];
  let t = `${pieceName(p)} ${c === NO_CELL ? (p < 4 * CREW_SIZE ? 'dead' : 'gone') : cellName(c)}`;
  const notes: string[] = [];
  if (c !== NO_CELL && !IS_LAND[c]) notes.push(vesselAt(s, c) >= 0 ? 'aboard' : 'swimming');
  if (c !== NO_CELL && IS_LAND[c] && u8[TILE_KIND + c] === Kind.Spinner) notes.push(`step ${((f & F_STEP_MASK) >> F_STEP_SHIFT) + 1}`);
  if (f & F_LOST) notes.push('lost in the caves');
  if (f & F_CARRY) notes.push((f2 & F2_COIN2) !== 0 ? 'holds two coins' : 'holds a coin');
  if (f2 & F2_TREASURE) notes.push('holds the treasure');
  if (f & F_TRAPPED) notes.push('trapped');
  if (f & F_DRUNK_MASK) notes.push('drunk');
  if (f2 & F2_CONVERTED) notes.push('converted');
  if (notes.length) t += ` (${notes.join(', ')})`;
  return t;
}

