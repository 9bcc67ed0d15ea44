/**
 * Move text, both ways. Opening decisions: `c2-c4` (a step; `x` instead of `-` when it
 * takes), `O-O` / `O-O-O` (castling toward the j / c rook), `step e4` (a king or pawn
 * advancing on a spinner), `buy Q@f1` (a lost piece bought back), `free P@e2` (a pawn
 * revived at the native woman's fortress), `bottle e5` (a bottle frees the trapped piece on
 * e5). Follow-ups: `> e5` (the chosen arrow direction, knight jump, balloon cell, flight
 * target, new character's cell, earthquake or lighthouse pick; `> off` = off the board,
 * `> none` = no lighthouse extension), `=Q` (promotion), `order 2031` (the lighthouse's four
 * tiles laid back: the digit at place i says which tile goes to cell i, places and tiles
 * numbered picked cells 0–2 then extension / set-aside 3), `rum e5` / `no rum` (a bottle
 * thrown, or not, to Friday or the missionary next to the piece that just moved).
 *
 * Parsing is by meaning, not by a grammar: the text is compared with the text of every
 * legal decision, so whatever parses is legal, and `x`/`-` may be written either way.
 */

import type { FieldError } from '../core/game.js';
import { cellName } from './geometry.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { moveArg, moveFrom, MoveKind, moveKind, moveTo } from './moves.js';
import { PIECE_LETTERS } from './pieces.js';
import { PHASE, Phase, State } from './state.js';
import { PERMS } from './lighthouse.js';

export function formatMove(s: State, m: number): string {
  const from = moveFrom(m), to = moveTo(m), arg = moveArg(m);
  switch (moveKind(m)) {
    case MoveKind.Move:
      if (from === to) return `step ${cellName(from)}`;
      return `${cellName(from)}${s.piece[to] !== 0 ? 'x' : '-'}${cellName(to)}`;
    case MoveKind.EnPassant: return `${cellName(from)}x${cellName(to)}`;
    case MoveKind.Castle: return to > from ? 'O-O' : 'O-O-O';
    case MoveKind.Revive: return `buy ${PIECE_LETTERS[arg]}@${cellName(to)}`;
    case MoveKind.FreeRevive: return `free ${PIECE_LETTERS[arg]}@${cellName(to)}`;
    case MoveKind.Bottle: return `bottle ${cellName(to)}`;
    case MoveKind.Choose:
      if (s.v[PHASE] === Phase.Rum) return to === 0 ? 'no rum' : `rum ${cellName(to)}`;
      return to === 0 ? (s.v[PHASE] === Phase.LightExt ? '> none' : '> off') : `> ${cellName(to)}`;
    case MoveKind.Arrange: return `order ${PERMS.subarray(4 * to, 4 * to + 4).join('')}`;
    case MoveKind.Promote: return `=${PIECE_LETTERS[arg]}`;
    default: return `?${m}`;
  }
}

const norm = (t: string): string => t.trim().replace(/\s+/g, ' ').replace(/x/g, '-').replace(/^0-0(-0)?$/, (z) => z.replace(/0/g, 'O'));

const PARSE_BUF = new Int32Array(MAX_MOVES);

export function parseMove(s: State, text: string): number | FieldError {
  if (typeof text !== 'string' || text.trim() === '') return { code: 'bad-move', field: 'move', message: 'move: empty text' };
  const want = norm(text);
  const n = generateMoves(s, PARSE_BUF);
  for (let i = 0; i < n; i++) if (norm(formatMove(s, PARSE_BUF[i])) === want) return PARSE_BUF[i];
  return { code: 'illegal-move', field: 'move', message: `move: "${text}" is not a legal decision here (${n} legal)` };
}
