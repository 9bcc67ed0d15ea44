/**
 * The text board of `jackal show`: a 13x13 grid, north at the top, with a legend,
 * then the pieces, ships, coins and pending choice spelled out.
 *
 * Each cell is five characters: a three-character tile symbol, then who stands
 * there (a pirate's name when alone, else crew letter in capitals and a count, or
 * `**` when crews mix on a spinner), then the coins lying there (a digit, `+` for
 * ten or more).
 */

import { CELLS, IS_LAND, NO_CELL, SIZE, cellName, cellOf } from '../geometry.js';
import { formatMove, legalMoves, pieceName } from '../notation.js';
import { CREW_LETTERS, CREW_NAMES, MODE_CREWS } from '../options.js';
import { PENDING_NAMES } from '../position.js';
import { currentCrew, endReason, isTerminal, modeOf, plies, result } from '../rules.js';
import {
  AT_STALL, COINS, CREW_SIZE, F_CARRY, F_DRUNK_MASK, F_STEP_MASK, F_STEP_SHIFT, F_TRAPPED, LOST, MAX_PIECES, MODE, P_CELL, P_CREW, P_FLAGS,
  PEND_CARRY, PEND_PIECE, PENDING, PIECES_AT_U16, SHIP_CELL, SHIP_COINS, State, TILE_ARG, TILE_KIND,
} from '../state.js';
import { Kind } from '../tiles.js';

/** Arrow glyphs by direction index N, NE, E, SE, S, SW, W, NW. */
const ARROWS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];

/** Three-character symbol of what a cell shows. */
function tileSymbol(s: State, c: number): string {
  const u8 = s.u8;
  if (!IS_LAND[c]) {
    for (let k = 0; k < 4; k++) if (u8[SHIP_CELL + k] === c) return `<${CREW_LETTERS[k].toUpperCase()}>`;
    return ' ~ ';
  }
  const arg = u8[TILE_ARG + c];
  switch (u8[TILE_KIND + c] as Kind) {
    case Kind.Closed: return '###';
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
    default: return ' ? ';
  }
}

/** Two characters for the pirates on a cell. */
function occupants(s: State, c: number): string {
  const m = s.u16[PIECES_AT_U16 + c];
  if (m === 0) return '  ';
  const pieces: number[] = [];
  for (let p = 0; p < MAX_PIECES; p++) if ((m >> p) & 1) pieces.push(p);
  if (pieces.length === 1) return pieceName(pieces[0]);
  const crews = new Set(pieces.map((p) => s.u8[P_CREW + p]));
  if (crews.size > 1) return `*${pieces.length}`;
  return `${CREW_LETTERS[s.u8[P_CREW + pieces[0]]].toUpperCase()}${pieces.length}`;
}

const LEGEND = [
  'Legend: each cell is tile (3) + pirates (2) + coins (1).',
  '  ~ sea   <W> ship (crew letter)   ### face down   .  empty',
  '  ↑↗→↘↓↙←↖ arrow directions   +  4-way straight   x  4-way diagonal',
  '  hrs horse   sp2..sp5 spinner (steps)   ice   trp trap   crc crocodile   CNB cannibal',
  '  frt fortress   NTV native woman   rum rum barrel   bal balloon   air airplane (ai- flown)',
  '  c↑ cannon (barrel)   ch1..ch5 chest (printed coins)',
  '  pirates: w1 one pirate; W2 two of a crew; *3 mixed crews (spinner)   coins: 1..9, + for 10 or more',
];

/** Draws the board, legend and piece list of a state. */
export function drawBoard(s: State): string {
  const u8 = s.u8;
  const lines: string[] = [];
  const files = Array.from({ length: SIZE }, (_, x) => String.fromCharCode(97 + x).padEnd(7, ' ')).join('').trimEnd();
  lines.push(`     ${files}`);
  for (let y = 0; y < SIZE; y++) {
    let row = `${String(SIZE - y).padStart(2, ' ')}  `;
    for (let x = 0; x < SIZE; x++) {
      const c = cellOf(x, y);
      const coins = u8[COINS + c];
      row += tileSymbol(s, c) + occupants(s, c) + (coins === 0 ? ' ' : coins > 9 ? '+' : String(coins)) + ' ';
    }
    lines.push(row.trimEnd() + `  ${SIZE - y}`);
  }
  lines.push(`     ${files}`);
  lines.push('', ...LEGEND, '');

  const crew = currentCrew(s);
  const head = isTerminal(s) ? `game over (${endReason(s)})` : `${CREW_NAMES[crew]} to move`;
  lines.push(`Mode ${modeOf(s)}, ply ${plies(s)} (stall ${s.i32[AT_STALL]}): ${head}`);
  if (u8[PENDING] !== 0) {
    const p = u8[PEND_PIECE];
    lines.push(`Pending: ${PENDING_NAMES[u8[PENDING]]} choice for ${pieceName(p)} at ${cellName(u8[P_CELL + p])}${u8[PEND_CARRY] ? ' (carrying a coin)' : ''}`);
  }
  const present = MODE_CREWS[u8[MODE]];
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0) continue;
    const ps: string[] = [];
    for (let i = 0; i < CREW_SIZE; i++) {
      const p = k * CREW_SIZE + i;
      const c = u8[P_CELL + p];
      const f = u8[P_FLAGS + p];
      let t = `${pieceName(p)} ${c === NO_CELL ? 'dead' : cellName(c)}`;
      const notes: string[] = [];
      if (c !== NO_CELL && !IS_LAND[c]) notes.push(u8[SHIP_CELL + k] === c || shipHere(s, c) ? 'aboard' : 'swimming');
      if (c !== NO_CELL && IS_LAND[c] && u8[TILE_KIND + c] === Kind.Spinner) notes.push(`step ${((f & F_STEP_MASK) >> F_STEP_SHIFT) + 1}`);
      if (f & F_CARRY) notes.push('holds a coin');
      if (f & F_TRAPPED) notes.push('trapped');
      if (f & F_DRUNK_MASK) notes.push('drunk');
      if (notes.length) t += ` (${notes.join(', ')})`;
      ps.push(t);
    }
    lines.push(`${CREW_NAMES[k].padEnd(6, ' ')} ship ${cellName(u8[SHIP_CELL + k])}, ${u8[SHIP_COINS + k]} coins aboard; ${ps.join('; ')}`);
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

function shipHere(s: State, c: number): boolean {
  for (let k = 0; k < 4; k++) if (s.u8[SHIP_CELL + k] === c) return true;
  return false;
}
