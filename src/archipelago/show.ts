/**
 * A text picture of the position: the grid cropped to the island and a sea ring, one
 * 3-character field a cell. Sea `~~~`, a closed tile its back in lower case (`m..`, `f..`,
 * `b..`), an open tile its two-letter code (tiles.KIND_CODES) and its coins; pieces over it:
 * a ship `[W]`, pirates by crew letter and count (`W2`), the missionary `M`, the bear `@`,
 * the tortoise `T`, a pirate up a palm `^` before his letter, a washed cell `,,,`.
 * Below: whose turn, the phase, scores, bottles, the last roll.
 */

import { CELLS, cellName, W } from './geometry.js';
import { expeditionLine } from './campaign.js';
import { CREW_LETTERS, ISLANDER_LETTERS, pieceName } from './notation.js';
import {
  ABOARD, BEAR, CART, BOTTLES, COINS, CREW_NAMES, CREWS, DIE, LOST, P_CELL, P_CREW, PHASE, PHASE_NAMES, PIECES, PLY, SCORE, SHIP, SMOKE, State,
  TERRAIN, TILE, TURN, controller, MISSIONARY, RESULT, RESULT_NAMES, KNOWN, TORTOISE, UP, WASHED,
} from './state.js';
import { soloLine } from './solo-score.js';
import { isSolo, SOLO_LETTERS } from './solo-state.js';
import { BACK_CHARS, KIND_CODES, kindOf } from './tiles.js';

export function show(s: State): string {
  let x0 = W, x1 = 0, y0 = 99, y1 = 0;
  for (let c = 0; c < CELLS; c++) {
    const ship = shipHere(s, c) >= 0;
    if (s.u8[TERRAIN + c] === 0 && !ship && !pieceHere(s, c)) continue;
    x0 = Math.min(x0, c % W); x1 = Math.max(x1, c % W); y0 = Math.min(y0, (c / W) | 0); y1 = Math.max(y1, (c / W) | 0);
  }
  x0 = Math.max(0, x0 - 1); y0 = Math.max(0, y0 - 1); x1 = Math.min(W - 1, x1 + 1); y1 = Math.min(14, y1 + 1);
  const lines: string[] = [];
  let head = '    ';
  for (let x = x0; x <= x1; x++) head += ` ${String.fromCharCode(97 + x)}  `;
  lines.push(head);
  for (let y = y0; y <= y1; y++) {
    let row = String(y + 1).padStart(3) + ' ';
    for (let x = x0; x <= x1; x++) row += field(s, y * W + x) + ' ';
    lines.push(row.trimEnd());
  }
  const crews = s.v[CREWS];
  const score = Array.from({ length: crews }, (_, k) => `${CREW_NAMES[k]} ${s.v[SCORE + k]} coins ${s.v[BOTTLES + k]} bottles`).join('; ');
  lines.push(`turn ${CREW_NAMES[s.v[TURN]]} (decides ${CREW_NAMES[controller(s)]}), phase ${PHASE_NAMES[s.v[PHASE]]}, ply ${s.v[PLY]}${s.v[SMOKE] > 0 ? ', smoke' : ''}${s.v[DIE] ? `, last roll ${s.v[DIE]}` : ''}${s.v[RESULT] ? `, over: ${RESULT_NAMES[s.v[RESULT]]}` : ''}`);
  lines.push(`${score}; lost ${s.v[LOST]}${s.v[CART] === 0 ? '' : `; cart ${s.v[CART] >= ABOARD ? `aboard ${CREW_LETTERS[s.v[CART] - ABOARD]}` : cellName(s.v[CART])}`}`);
  if (isSolo(s)) lines.push(soloLine(s));
  const expedition = expeditionLine(s); // cards held, a campaign (campaign.ts)
  if (expedition) lines.push(expedition);
  const aboard: string[] = [];
  for (let p = 0; p < PIECES; p++) if (s.u8[P_CELL + p] >= ABOARD && s.u8[P_CELL + p] < ABOARD + 4) aboard.push(`${pieceName(p)}@${CREW_LETTERS[s.u8[P_CELL + p] - ABOARD]}`);
  if (aboard.length) lines.push(`aboard: ${aboard.join(' ')}`);
  return lines.join('\n');
}

const shipHere = (s: State, c: number): number => {
  for (let k = 0; k < s.v[CREWS]; k++) if (s.u8[SHIP + k] === c) return k;
  return -1;
};
const pieceHere = (s: State, c: number): boolean => {
  for (let p = 0; p < PIECES; p++) if (s.u8[P_CELL + p] === c) return true;
  return false;
};

function field(s: State, c: number): string {
  const k = shipHere(s, c);
  if (k >= 0) return `[${CREW_LETTERS[k]}]`;
  let who = '';
  for (let p = 0; p < PIECES; p++) {
    if (s.u8[P_CELL + p] !== c) continue;
    const l = p >= MISSIONARY ? ISLANDER_LETTERS[p - MISSIONARY] : isSolo(s) ? SOLO_LETTERS[p] : CREW_LETTERS[s.u8[P_CREW + p]];
    if (!who.startsWith(l)) who = l + who;
  }
  if (s.v[BEAR] === c) who = '@' + who;
  who = rogerTidesMarks(s, c, who);
  const back = s.u8[TERRAIN + c], t = s.u8[TILE + c];
  if (back === 0) return (who + ((s.u8[KNOWN + c] & WASHED) !== 0 ? ',,,' : '~~~')).slice(0, 3);
  const base = t === 0 ? BACK_CHARS[back].toLowerCase() + '..' : `${KIND_CODES[kindOf(t)]}${s.u8[COINS + c] || (kindOf(t) === 1 ? ' ' : '.')}`;
  return who ? (who + base).slice(0, 3) : base;
}

/** The tortoise `T` over a cell's pieces, and `^` before the letter of a pirate up its palm. */
function rogerTidesMarks(s: State, c: number, who: string): string {
  for (let p = 0; p < PIECES; p++) if (((s.v[UP] >> p) & 1) !== 0 && s.u8[P_CELL + p] === c) who = '^' + who;
  return s.v[TORTOISE] === c ? 'T' + who : who;
}
