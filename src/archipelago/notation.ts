/**
 * Move text, both ways. `ship d3` (a berth), `W1 e5` (pirate 1 of white steps to e5; `W1
 * e5$` with a coin; `W1 in` one labyrinth step further), `M e5` (the missionary), `sail
 * d2`, `revive W2`, `pass`; follow-ups: `> e5` (arrow, horse, trampoline or flight target),
 * `shoot NE` (the musket), `peek e5`, `quake e5`, `arrow e5 NE+SW` (an arrow the earthquake
 * moved, turned to point NE and SW; quake.ts), `tide e5` (a beach cell the tide takes),
 * `W1 up` / `W1 down` (a palm), `bottle W1` / `no bottle` (`bottle M gift`: the crew's own
 * preacher, fallen or in a labyrinth, turned pirate there rather than raised or led out), and the
 * chance outcome `roll 4` (the die showing 4). Pirates are named by crew letter (W, Y, B,
 * R) and number 1..3; the missionary is M, Ben Gunn G, Friday F (ISLANDER_LETTERS).
 *
 * Parsing is by meaning: the text is compared with the text of every legal decision, so
 * whatever parses is legal.
 */

import type { FieldError } from '../core/game.js';
import { cellName } from './geometry.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { BOTTLE_GIFT, coinsOf, drawMask, moveArg, moveKind, MoveKind, movePiece, NO_PIECE, withCart } from './moves.js';
import { CARD_COUNT, CARD_NAMES } from './abilities.js';
import { isSolo, SOLO_LETTERS, SOLO_PIRATES } from './solo-state.js';
import { CHOICE, Choice, MISSIONARY, P_CELL, PHASE, Phase, State, TILE } from './state.js';
import { arrowDirs, kindOf } from './tiles.js';
import { isPalm, isUp } from './palm.js';

export const CREW_LETTERS = 'WYBR';
export const DIR_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** The islanders' letters, piece MISSIONARY onwards (state.ts): the missionary, Ben Gunn, Friday. */
export const ISLANDER_LETTERS = 'MGF';
export const pieceName = (p: number): string => (p >= MISSIONARY ? ISLANDER_LETTERS[p - MISSIONARY] : `${CREW_LETTERS[(p / 3) | 0]}${(p % 3) + 1}`);
/** The piece named by text (W1..R3 or an islander letter), or -1. */
export function pieceByName(t: unknown): number {
  if (typeof t !== 'string') return -1;
  const m = /^([WYBR])([123])$/.exec(t);
  if (m) return CREW_LETTERS.indexOf(m[1]) * 3 + Number(m[2]) - 1;
  const i = t.length === 1 ? ISLANDER_LETTERS.indexOf(t) : -1;
  return i < 0 ? -1 : MISSIONARY + i;
}

export function formatMove(s: State, m: number): string {
  const a = moveArg(m), p = movePiece(m);
  switch (moveKind(m)) {
    case MoveKind.Berth: return `ship ${cellName(a)}`;
    case MoveKind.Step: { // solo: the black, yellow and red pirates are B1, Y1, R1 (solo-state.ts)
      const name = isSolo(s) && p < SOLO_PIRATES ? `${SOLO_LETTERS[p]}1` : pieceName(p);
      return s.u8[P_CELL + p] === a ? `${name} ${isPalm(s, a) ? (isUp(s, p) ? 'down' : 'up') : 'in'}` : `${name} ${cellName(a)}${coinsOf(m) === 2 ? '$$' : coinsOf(m) === 1 ? '$' : ''}${withCart(m) ? ' cart' : ''}`;
    }
    case MoveKind.Sail: return `sail ${cellName(a)}`;
    case MoveKind.Choose: return isMusket(s) ? `shoot ${DIR_NAMES[a]}` : `> ${cellName(a)}`;
    case MoveKind.Peek: return `peek ${cellName(a)}`;
    case MoveKind.Quake: return `quake ${cellName(a)}`;
    case MoveKind.Turn: return `arrow ${cellName(a)} ${dirsText(arrowDirs(kindOf(s.u8[TILE + a]) | (p << 6)))}`;
    case MoveKind.Tide: return `tide ${cellName(a)}`;
    case MoveKind.Bottle: return p === NO_PIECE ? 'no bottle' : `bottle ${pieceName(p)}${a === BOTTLE_GIFT ? ' gift' : ''}`; // the gift beside line 772's use (A-B25)
    case MoveKind.Roll: return `roll ${a}`;
    case MoveKind.Revive: return `revive ${pieceName(p)}`;
    case MoveKind.Pass: return 'pass';
    case MoveKind.Fire: return `${pieceName(p)} fire`; // the gunner (abilities-play.ts)
    case MoveKind.Draw: return `draw ${drawText(drawMask(m))}`; // the cards drawn face up (campaign.ts)
    case MoveKind.Card: return p === NO_PIECE ? 'no card' : `card ${pieceName(p)} ${CARD_NAMES[a]}`;
    default: return `?${m}`;
  }
}

/** Directions of a mask (bit d: DIR_NAMES[d]) from north clockwise, joined by `+`. */
function dirsText(mask: number): string {
  let t = '';
  for (let d = 0; d < 8; d++) if ((mask >> d) & 1) t += t === '' ? DIR_NAMES[d] : `+${DIR_NAMES[d]}`;
  return t;
}

/** The cards of a Draw mask by name, in card order. */
function drawText(mask: number): string {
  const names: string[] = [];
  for (let c = 1; c <= CARD_COUNT; c++) if ((mask >> (c - 1)) & 1) names.push(CARD_NAMES[c]);
  return names.join(' ');
}

const isMusket = (s: State): boolean => s.v[PHASE] === Phase.Choose && s.v[CHOICE] === Choice.Musket;

const norm = (t: string): string => t.trim().replace(/\s+/g, ' ').toLowerCase();
const PARSE_BUF = new Int32Array(MAX_MOVES);

export function parseMove(s: State, text: string): number | FieldError {
  if (typeof text !== 'string' || text.trim() === '') return { code: 'bad-move', field: 'move', message: 'empty text' };
  const want = norm(text);
  const n = generateMoves(s, PARSE_BUF);
  for (let i = 0; i < n; i++) if (norm(formatMove(s, PARSE_BUF[i])) === want) return PARSE_BUF[i];
  return { code: 'illegal-move', field: 'move', message: `"${text}" is not a legal decision here (${n} legal)` };
}
