/**
 * Move notation: a short readable text for every move, and parsing it back.
 *
 * Pieces are named by crew letter and pirate number: slot 3k+i is crew k's pirate
 * i+1, so `w1 w2 w3` are white's (south), `y1..y3` yellow's (west), `b1..b3`
 * black's (north), `r1..r3` red's (east). Cells use geometry's names (`a1`..`m13`,
 * file a..m west to east, rank 1..13 from the south). Ships are named by their
 * crew letter.
 *
 *   w1-g2      MOVE: pirate w1 goes to g2 (step, landing, boarding a ship's cell,
 *              swimming, flying from an unused airplane he stands on). When g2 is
 *              the cell he already stands on, he advances one step on a spinner.
 *   w1-g2$     the same, taking a coin with him
 *   ship:w-f1  SAIL: white's ship sails to f1 (any pirate of white's team may sail it)
 *   revive:w2  REVIVE: dead pirate w2 comes back on the native woman's fortress
 *   w1=g5      CHOOSE: the follow-up choice of the pirate in motion (arrow direction,
 *              knight jump, flight target): he goes on to g5
 *   stay       STAY: stay on the unused airplane instead of flying (classic rule)
 *   pass       PASS: nothing can move, the turn passes
 *
 * `=` rather than `>` marks a choice so that moves can be typed on a shell command
 * line unquoted. Parsing ignores case and surrounding blanks; `revive` alone is
 * accepted when a revive is legal (there is at most one). Parsing accepts only a
 * move that is legal in the given state: it formats every generated move and looks
 * for the text, so `parseMove(s, formatMove(s, m)) === m` for every legal m. A text
 * that names no legal move gets an error value saying what is wrong.
 *
 * Implementation notes. This is a boundary module: it allocates freely and is not
 * meant for hot paths.
 */

import { NO_CELL, cellName, parseCell } from './geometry.js';
import { MAX_MOVES, generateMoves } from './movegen.js';
import { MoveType, moveCoin, movePiece, moveTo, moveType } from './moves.js';
import { CREW_LETTERS, CREW_NAMES, MODE_CREWS } from './options.js';
import { CREW_SIZE, MODE, OVER, P_CELL, P_CREW, PEND_PIECE, PENDING, State, TURN } from './state.js';

/** Error value of parseMove: a stable code and a readable message. */
export interface NotationError {
  code: 'bad-syntax' | 'no-such-pirate' | 'illegal-move' | 'game-over';
  message: string;
}

/** Name of a piece slot: crew letter + pirate number ("w1" for slot 0, "y1" for slot 3). */
export function pieceName(p: number): string {
  return CREW_LETTERS[Math.floor(p / CREW_SIZE)] + String((p % CREW_SIZE) + 1);
}

/** Piece slot of a name like "w1", or -1 when it is not one. */
export function parsePieceName(name: string): number {
  const m = /^([wybr])([1-3])$/.exec(name.trim().toLowerCase());
  if (!m) return -1;
  return CREW_LETTERS.indexOf(m[1]) * CREW_SIZE + Number(m[2]) - 1;
}

/** Formats a move of the given state. The state supplies nothing today but keeps the API open. */
export function formatMove(_s: State, m: number): string {
  const to = cellName(moveTo(m));
  switch (moveType(m)) {
    case MoveType.Move: return `${pieceName(movePiece(m))}-${to}${moveCoin(m) ? '$' : ''}`;
    case MoveType.Sail: return `ship:${CREW_LETTERS[movePiece(m)]}-${to}`;
    case MoveType.Revive: return `revive:${pieceName(movePiece(m))}`;
    case MoveType.Choose: return `${pieceName(movePiece(m))}=${to}`;
    case MoveType.Stay: return 'stay';
    case MoveType.Pass: return 'pass';
  }
  return `?${m}`;
}

/** The legal moves of s, in generation order. */
export function legalMoves(s: State): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = generateMoves(s, buf);
  return Array.from(buf.subarray(0, n));
}

const SYNTAX = [
  /^[wybr][1-3]-[a-m](1[0-3]|[1-9])\$?$/,
  /^ship:[wybr]-[a-m](1[0-3]|[1-9])$/,
  /^revive(:[wybr][1-3])?$/,
  /^[wybr][1-3]=[a-m](1[0-3]|[1-9])$/,
  /^stay$/,
  /^pass$/,
];

const HELP = 'expected w1-g2, w1-g2$ (with a coin), ship:w-f1, revive:w2, w1=g5 (a choice), stay or pass';

/**
 * Parses a move in the notation above. Returns the move when it is legal in s,
 * else an error value naming the problem.
 */
export function parseMove(s: State, text: string): number | NotationError {
  const t = text.trim().toLowerCase();
  if (!SYNTAX.some((re) => re.test(t))) return { code: 'bad-syntax', message: `cannot read move "${text}": ${HELP}` };
  if (s.u8[OVER] !== 0) return { code: 'game-over', message: `cannot play "${text}": the game is over` };
  const moves = legalMoves(s);
  const texts = moves.map((m) => formatMove(s, m));
  const exact = texts.indexOf(t);
  if (exact >= 0) return moves[exact];
  if (t === 'revive') {
    const i = texts.findIndex((x) => x.startsWith('revive:'));
    if (i >= 0) return moves[i];
  }
  return { code: 'illegal-move', message: `"${text}" is not legal here: ${explain(s, t, texts)}` };
}

/** Says why a well-formed text matched no legal move, with the legal alternatives. */
function explain(s: State, t: string, texts: string[]): string {
  const u8 = s.u8;
  const crew = u8[TURN];
  const list = (xs: string[]): string => (xs.length ? xs.join(' ') : '(none)');
  const pending = u8[PENDING] !== 0;
  const pieceText = /^([wybr][1-3])/.exec(t)?.[1] ?? /^revive:([wybr][1-3])$/.exec(t)?.[1];
  if (pending) {
    return `${pieceName(u8[PEND_PIECE])} owes a follow-up choice; legal: ${list(texts)}`;
  }
  if (t === 'stay' || /^[wybr][1-3]=/.test(t)) return `no follow-up choice is pending; legal: ${list(texts)}`;
  if (pieceText !== undefined) {
    const p = parsePieceName(pieceText);
    if (((MODE_CREWS[u8[MODE]] >> Math.floor(p / CREW_SIZE)) & 1) === 0 || u8[P_CREW + p] === 255) {
      return `there is no pirate ${pieceText} in this game`;
    }
    if (u8[P_CREW + p] !== crew) return `${pieceText} is not of the crew to move (${CREW_NAMES[crew]})`;
    if (t.startsWith('revive')) {
      if (u8[P_CELL + p] !== NO_CELL) return `${pieceText} is alive`;
      return `no revive of ${pieceText} is possible; legal: ${list(texts)}`;
    }
    if (u8[P_CELL + p] === NO_CELL) return `${pieceText} is dead`;
    const own = texts.filter((x) => x.startsWith(`${pieceText}-`));
    const to = parseCell(t.slice(3).replace('$', ''));
    const plain = texts.includes(`${pieceText}-${cellName(to)}`);
    if (t.endsWith('$') && plain) return `${pieceText} may go to ${cellName(to)} but not with a coin; moves of ${pieceText}: ${list(own)}`;
    return `${pieceText} cannot go to ${cellName(to)}; moves of ${pieceText}: ${list(own)}`;
  }
  if (t.startsWith('ship:')) {
    const k = CREW_LETTERS.indexOf(t[5]);
    const own = texts.filter((x) => x.startsWith(`ship:${t[5]}-`));
    if (((MODE_CREWS[u8[MODE]] >> k) & 1) === 0) return `there is no ${t[5]} ship in this game`;
    return `ship ${t[5]} cannot sail there now; sails: ${list(own)}`;
  }
  return `legal: ${list(texts)}`;
}

/** True when a parse result is an error. */
export const isNotationError = (r: number | NotationError): r is NotationError => typeof r !== 'number';
