/**
 * Move text, both ways. `ship d3` (a berth), `W1 e5` (pirate 1 of white steps to e5; `W1
 * e5$` with a coin; `W1 in` one labyrinth step further), `M e5` (the missionary), `sail
 * d2`, `revive W2`, `pass`; follow-ups: `> e5` (arrow, horse, trampoline or flight target),
 * `shoot NE` (the musket), `peek e5`, `quake e5`, `bottle W1` / `no bottle`, and the
 * chance outcome `roll 4` (the die showing 4). Pirates are named by crew letter (W, Y, B,
 * R) and number 1..3; the missionary is M.
 *
 * Parsing is by meaning: the text is compared with the text of every legal decision, so
 * whatever parses is legal.
 */

import type { FieldError } from '../core/game.js';
import { cellName } from './geometry.js';
import { generateMoves, MAX_MOVES } from './movegen.js';
import { moveArg, moveKind, MoveKind, movePiece, NO_PIECE, withCoin } from './moves.js';
import { CHOICE, Choice, MISSIONARY, P_CELL, PHASE, Phase, State } from './state.js';

export const CREW_LETTERS = 'WYBR';
export const DIR_NAMES = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export const pieceName = (p: number): string => (p === MISSIONARY ? 'M' : `${CREW_LETTERS[(p / 3) | 0]}${(p % 3) + 1}`);

export function formatMove(s: State, m: number): string {
  const a = moveArg(m), p = movePiece(m);
  switch (moveKind(m)) {
    case MoveKind.Berth: return `ship ${cellName(a)}`;
    case MoveKind.Step: return s.u8[P_CELL + p] === a ? `${pieceName(p)} in` : `${pieceName(p)} ${cellName(a)}${withCoin(m) ? '$' : ''}`;
    case MoveKind.Sail: return `sail ${cellName(a)}`;
    case MoveKind.Choose: return isMusket(s) ? `shoot ${DIR_NAMES[a]}` : `> ${cellName(a)}`;
    case MoveKind.Peek: return `peek ${cellName(a)}`;
    case MoveKind.Quake: return `quake ${cellName(a)}`;
    case MoveKind.Bottle: return p === NO_PIECE ? 'no bottle' : `bottle ${pieceName(p)}`;
    case MoveKind.Roll: return `roll ${a}`;
    case MoveKind.Revive: return `revive ${pieceName(p)}`;
    case MoveKind.Pass: return 'pass';
    default: return `?${m}`;
  }
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
