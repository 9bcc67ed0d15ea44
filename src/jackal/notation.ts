/**
 * Move notation: a short readable text for every move, and parsing it back.
 *
 * Pieces are named by crew letter and pirate number: slot 3k+i is crew k's pirate
 * i+1, so `w1 w2 w3` are white's (south), `y1..y3` yellow's (west), `b1..b3`
 * black's (north), `r1..r3` red's (east). The island's inhabitants (Treasure Island)
 * keep their own names whichever crew they join: `ben` (Ben Gunn), `mis` (the
 * missionary), `fri` (Friday). Cells use geometry's names (`a1`..`m13`, file a..m
 * west to east, rank 1..13 from the south). Ships are named by their crew letter.
 *
 *   w1-g2      MOVE: pirate w1 goes to g2 (step, landing, boarding a ship's cell,
 *              swimming, flying from an unused airplane he stands on). When g2 is
 *              the cell he already stands on, he advances one step on a spinner.
 *   w1-g2$     the same, taking a coin with him
 *   w1-g2@     the same, taking the galleon treasure with him (Treasure Island)
 *   w1-g2+rum  the same, drinking a rum bottle from the store first to get out of a
 *              trap or off a spinner at once (may follow $ or @: `w1-g2$+rum`)
 *   fri-g5     MOVE of an inhabitant who has joined the crew (`ben`, `mis`, `fri`)
 *   w1-g2$$+ball+boat+barrow
 *              the original expansion: what the pirate takes along, in this order:
 *              `$$` two coins, `+ball` a cannonball (`+ball+ball` two), `+boat` the
 *              boat, `+barrow` the wheelbarrow (two things need it), then `+rum`
 *   ship:w-f1  SAIL: white's ship sails to f1 (any pirate of white's team may sail it)
 *   boat:w-f1  SAIL: white's launched boat sails to f1 (the expansion)
 *   ship:w-f1+ the expansion's outer lane: `f1+` is the cell beyond berth f1, two off
 *              the shore (docs/RULES.md X-R15); also as a MOVE's target (`w1-f1+`)
 *   revive:w2  REVIVE: dead pirate w2 comes back on the native woman's fortress
 *   rum:fri    GIVE RUM: a bottle from the store to Friday (`rum:mis`: to the missionary)
 *   w1=g5      CHOOSE: the follow-up choice of the piece in motion: an arrow
 *              direction, knight jump or flight target (he goes on to g5); the cave
 *              he comes out of; an earthquake cell; a cell to look at from the lighthouse
 *   order:N    CHOOSE at the Deluxe lighthouse: put the picked tiles back in
 *              permutation N (0..k!-1 for k picks, island.decodePermutation: the
 *              i-th picked cell gets the tile of pick perm[i]; order:0 keeps them)
 *   stay       STAY: stay on the unused airplane instead of flying (classic rule)
 *   swear      STAY at the carramba: the pirate swears and goes on playing
 *   silent     CHOOSE at the carramba: he keeps silent, and is lost
 *   pass       PASS: nothing can move, the turn passes
 *
 * The text of a CHOOSE or STAY depends on the decision pending in the state (PENDING),
 * so formatMove needs the state the move is for.
 *
 * `=` rather than `>` marks a choice so that moves can be typed on a shell command
 * line unquoted. Parsing ignores case and surrounding blanks; `revive` alone is
 * accepted when a revive is legal (there is at most one). Parsing accepts only a
 * move that is legal in the given state: it formats every generated move and looks
 * for the text, so `parseMove(s, formatMove(s, m)) === m` for every legal m. A text
 * that names no legal move gets an error value saying what is wrong.
 *
 * Twins. Pirates of one crew on one cell with the same flags are interchangeable, and
 * the move generator lists the moves of the lowest slot only (movegen.ts). parseMove
 * refuses a twin's name for those moves and names the move it stands for: with w1 and
 * w2 aboard together, `w2-g2` is refused with "write w1-g2" (issue 26: accepting it
 * moved w1, which a reader of the command could not tell). Likewise `revive:w3` where
 * the listed revive is `revive:w2` (dead pirates are twins too); a bare `revive` is
 * the listed one.
 *
 * Implementation notes. This is a boundary module: it allocates freely and is not
 * meant for hot paths.
 */

import { NO_CELL, cellName, parseCell } from './geometry.js';
import { MAX_MOVES, generateMoves, holdsItem } from './movegen.js';
import {
  BALL2_BIT, BALL_BIT, BARROW_BIT, BOAT_BIT, BOAT_SAIL, COIN2_BIT, MoveType, moveCoin, movePiece, moveRum, moveTo, moveTreasure, moveType,
} from './moves.js';
import { CREW_LETTERS, CREW_NAMES, MODE_CREWS, OPT_EXPANSION } from './options.js';
import { BEN_GUNN, CREW_SIZE, FRIDAY, MISSIONARY, MODE, OVER, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, PEND_PIECE, PENDING, Pending, State, TURN, OPTIONS } from './state.js';

/** Error value of parseMove: a stable code and a readable message. */
export interface NotationError {
  code: 'bad-syntax' | 'no-such-pirate' | 'illegal-move' | 'game-over';
  message: string;
}

/** Names of the inhabitants' slots (BEN_GUNN, MISSIONARY, FRIDAY). */
const INHABITANT_NAMES: Readonly<Record<number, string>> = { [BEN_GUNN]: 'ben', [MISSIONARY]: 'mis', [FRIDAY]: 'fri' };

/** Name of a piece slot: crew letter + pirate number ("w1" for slot 0, "y1" for slot 3), or ben, mis, fri. */
export function pieceName(p: number): string {
  if (p >= 4 * CREW_SIZE) return INHABITANT_NAMES[p] ?? `piece${p}`;
  return CREW_LETTERS[Math.floor(p / CREW_SIZE)] + String((p % CREW_SIZE) + 1);
}

/** Piece slot of a name like "w1" (or "ben", "mis", "fri"), or -1 when it is not one. */
export function parsePieceName(name: string): number {
  const t = name.trim().toLowerCase();
  if (t === 'ben') return BEN_GUNN;
  if (t === 'mis') return MISSIONARY;
  if (t === 'fri') return FRIDAY;
  const m = /^([wybr])([1-3])$/.exec(t);
  if (!m) return -1;
  return CREW_LETTERS.indexOf(m[1]) * CREW_SIZE + Number(m[2]) - 1;
}

/** Formats a move of the given state (whose pending decision decides how a CHOOSE or STAY reads). */
export function formatMove(s: State, m: number): string {
  const to = moveTo(m);
  const piece = pieceName(movePiece(m));
  switch (moveType(m)) {
    case MoveType.Move:
      return `${piece}-${cellName(to)}${moveCoin(m) ? '$' : ''}${(m & COIN2_BIT) !== 0 ? '$' : ''}${moveTreasure(m) ? '@' : ''}`
        + `${(m & BALL_BIT) !== 0 ? '+ball' : ''}${(m & BALL2_BIT) !== 0 ? '+ball' : ''}${(m & BOAT_BIT) !== 0 ? '+boat' : ''}`
        + `${(m & BARROW_BIT) !== 0 ? '+barrow' : ''}${moveRum(m) ? '+rum' : ''}`;
    case MoveType.Sail:
      if (movePiece(m) >= BOAT_SAIL) return `boat:${CREW_LETTERS[movePiece(m) - BOAT_SAIL]}-${cellName(to)}`;
      return `ship:${CREW_LETTERS[movePiece(m)]}-${cellName(to)}`;
    case MoveType.Revive: return `revive:${piece}`;
    case MoveType.Choose:
      if (s.u8[PENDING] === Pending.LighthouseOrder) return `order:${to}`;
      if (s.u8[PENDING] === Pending.Carramba) return 'silent';
      return `${piece}=${cellName(to)}`;
    case MoveType.Stay: return s.u8[PENDING] === Pending.Carramba ? 'swear' : 'stay';
    case MoveType.Pass: return 'pass';
    case MoveType.GiveRum: return `rum:${piece}`;
  }
  return `?${m}`;
}

/** The legal moves of s, in generation order. */
export function legalMoves(s: State): number[] {
  const buf = new Int32Array(MAX_MOVES);
  const n = generateMoves(s, buf);
  return Array.from(buf.subarray(0, n));
}

const PIECE = '(?:[wybr][1-3]|ben|mis|fri)';
/** A grid cell; with the expansion also an outer-lane cell (`g1+`, docs/RULES.md X-R15), only as a MOVE's or SAIL's target. */
const CELL = '[a-m](?:1[0-3]|[1-9])';
const LANE_CELL = `${CELL}\\+?`;
const moveRe = (cell: string): RegExp => new RegExp(`^(${PIECE})-(${cell})(\\$?\\$?@?)((?:\\+ball){0,2}(?:\\+boat)?(?:\\+barrow)?)(\\+rum)?$`);
const MOVE_RE = moveRe(CELL);
const LANE_MOVE_RE = moveRe(LANE_CELL);
const syntax = (move: RegExp, cell: string): RegExp[] => [
  move,
  new RegExp(`^(ship|boat):[wybr]-${cell}$`),
  new RegExp(`^revive(:${PIECE})?$`),
  new RegExp(`^${PIECE}=${CELL}$`),
  /^order:\d{1,2}$/,
  /^rum:(mis|fri)$/,
  /^(stay|swear|silent|pass)$/,
];
const SYNTAX = syntax(MOVE_RE, CELL);
const LANE_SYNTAX = syntax(LANE_MOVE_RE, LANE_CELL);

const HELP = 'expected w1-g2, w1-g2$ (with a coin), w1-g2@ (with the treasure), w1-g2+rum (using a rum bottle), ship:w-f1, revive:w2, '
  + 'w1-g2$$+ball+boat+barrow (expansion items), boat:w-f1, '
  + 'rum:fri, w1=g5 (a choice), order:N (lighthouse order), stay, swear, silent or pass; inhabitants are ben, mis and fri';

/**
 * The lowest slot of p's twins: same crew, cell, flags and flags2, and with the expansion
 * neither holding an item (the twin rule of movegen's hasTwin, which lists that slot's moves only).
 */
function lowestTwin(s: State, p: number): number {
  if (p >= 4 * CREW_SIZE) return p;
  const u8 = s.u8;
  for (let q = p - (p % CREW_SIZE); q < p; q++) {
    if (u8[P_CELL + q] === u8[P_CELL + p] && u8[P_FLAGS + q] === u8[P_FLAGS + p] && u8[P_FLAGS2 + q] === u8[P_FLAGS2 + p]) {
      return (u8[OPTIONS] & OPT_EXPANSION) === 0 || !holdsItem(s, p) && !holdsItem(s, q) ? q : p;
    }
  }
  return p;
}

/**
 * Parses a move in the notation above. Returns the move when it is legal in s,
 * else an error value naming the problem. A twin's name is refused, naming the listed
 * move it stands for (module comment).
 */
export function parseMove(s: State, text: string): number | NotationError {
  const t = text.trim().toLowerCase();
  const lane = (s.u8[OPTIONS] & OPT_EXPANSION) !== 0;
  if (!(lane ? LANE_SYNTAX : SYNTAX).some((re) => re.test(t))) {
    return { code: 'bad-syntax', message: `cannot read move "${text}": ${HELP}${lane ? '; with the expansion also outer-lane cells: ship:w-g1+, w1-g1+' : ''}` };
  }
  if (s.u8[OVER] !== 0) return { code: 'game-over', message: `cannot play "${text}": the game is over` };
  const moves = legalMoves(s);
  const texts = moves.map((m) => formatMove(s, m));
  const exact = texts.indexOf(t);
  if (exact >= 0) return moves[exact];
  if (t === 'revive') {
    const i = texts.findIndex((x) => x.startsWith('revive:'));
    if (i >= 0) return moves[i];
  }
  const mv = (lane ? LANE_MOVE_RE : MOVE_RE).exec(t);
  if (mv && s.u8[PENDING] === 0) {
    const p = parsePieceName(mv[1]);
    if (s.u8[P_CREW + p] === s.u8[TURN] && s.u8[P_CELL + p] !== NO_CELL) {
      const q = lowestTwin(s, p);
      const i = q !== p ? texts.indexOf(pieceName(q) + t.slice(mv[1].length)) : -1;
      if (i >= 0) return twinRefused(text, mv[1], pieceName(q), texts[i]);
    }
  }
  const rv = /^revive:([wybr][1-3])$/.exec(t);
  if (rv) {
    const p = parsePieceName(rv[1]);
    const i = texts.findIndex((x) => x.startsWith('revive:'));
    if (i >= 0 && s.u8[P_CELL + p] === NO_CELL && s.u8[P_CREW + p] === s.u8[P_CREW + movePiece(moves[i])]) {
      return twinRefused(text, rv[1], pieceName(movePiece(moves[i])), texts[i]);
    }
  }
  return { code: 'illegal-move', message: `"${text}" is not legal here: ${explain(s, t, texts)}` };
}

/** The error for a twin's name (module comment, "Twins"): the listed move it stands for. */
function twinRefused(text: string, twin: string, listed: string, move: string): NotationError {
  return {
    code: 'illegal-move',
    message: `"${text}" is not listed: ${twin} and ${listed} are twins (one crew, one cell, the same condition), whose moves are listed once, under ${listed}; write ${move}`,
  };
}

/** Says why a well-formed text matched no legal move, with the legal alternatives. */
function explain(s: State, t: string, texts: string[]): string {
  const u8 = s.u8;
  const crew = u8[TURN];
  const list = (xs: string[]): string => (xs.length ? xs.join(' ') : '(none)');
  const pending = u8[PENDING] !== 0;
  const pieceText = new RegExp(`^(${PIECE})[-=]`).exec(t)?.[1] ?? new RegExp(`^(?:revive|rum):(${PIECE})$`).exec(t)?.[1];
  if (pending) {
    return `${pieceName(u8[PEND_PIECE])} owes a follow-up choice; legal: ${list(texts)}`;
  }
  if (/^(stay|swear|silent)$/.test(t) || /=/.test(t) || t.startsWith('order:')) return `no follow-up choice is pending; legal: ${list(texts)}`;
  if (pieceText !== undefined) {
    const p = parsePieceName(pieceText);
    const absent = p < 4 * CREW_SIZE && ((MODE_CREWS[u8[MODE]] >> Math.floor(p / CREW_SIZE)) & 1) === 0;
    if (absent || u8[P_CREW + p] === 255) return `there is no ${p < 4 * CREW_SIZE ? 'pirate ' : ''}${pieceText} in this game${absent ? '' : ' (not found by any crew)'}`;
    if (t.startsWith('rum:')) return `no bottle can be given to ${pieceText} now; legal: ${list(texts)}`;
    if (u8[P_CREW + p] !== crew) return `${pieceText} is not of the crew to move (${CREW_NAMES[crew]})`;
    if (t.startsWith('revive')) {
      if (u8[P_CELL + p] !== NO_CELL) return `${pieceText} is alive`;
      return `no revive of ${pieceText} is possible; legal: ${list(texts)}`;
    }
    if (u8[P_CELL + p] === NO_CELL) return `${pieceText} is ${p < 4 * CREW_SIZE ? 'dead' : 'out of the game'}`;
    const mv = ((u8[OPTIONS] & OPT_EXPANSION) !== 0 ? LANE_MOVE_RE : MOVE_RE).exec(t)!;
    const who = pieceName(lowestTwin(s, p));
    const own = texts.filter((x) => x.startsWith(`${who}-`));
    const to = cellName(parseCell(mv[2]));
    const plain = texts.includes(`${who}-${to}`);
    if (mv[3].includes('$') && plain) return `${pieceText} may go to ${to} but not with a coin; moves of ${who}: ${list(own)}`;
    if (mv[3].includes('@') && plain) return `${pieceText} may go to ${to} but not with the treasure; moves of ${who}: ${list(own)}`;
    if (mv[4] && plain) return `${pieceText} may go to ${to} but not with ${mv[4].slice(1).split('+').join(', ')}; moves of ${who}: ${list(own)}`;
    if (mv[5] && plain) return `${pieceText} may go to ${to} without rum (rum only frees a trapped pirate or one on a spinner, and not while grass burns); moves of ${who}: ${list(own)}`;
    return `${pieceText} cannot go to ${to}; moves of ${who}: ${list(own)}`;
  }
  if (t.startsWith('boat:')) return `no boat of ${t[5]} can sail there now (launched, with a pirate of the crew to move aboard); legal: ${list(texts)}`;
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
