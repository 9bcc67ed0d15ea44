/**
 * Pirate chess at the table: the board of a player's view drawn by the viewer's
 * pirate-chess/board.ts, and each legal move as a hand (table-game.ts), read from the
 * move's fields (src/pirate-chess/moves.ts):
 *
 *   Move, EnPassant, Castle   pick the square the piece leaves, click its target (a step
 *                             on a spinner targets the piece's own square);
 *   Revive, FreeRevive, Bottle no pick: the squares where a piece can be bought back or
 *                             freed, or a trapped piece set free, light up; a square with
 *                             several (buy Q or R there) asks by the moves' notation;
 *   Choose                    no pick: the chosen square lights up (an arrow's, knight's,
 *                             balloon's, flight's, lighthouse's, rum's); "off the board",
 *                             "no extension" and "no rum" are asked for by name;
 *   Promote, Arrange          asked for by name (`=Q`, `order 2031`).
 */

import { cellName, FILE_NAMES, RANKS } from '../../pirate-chess/geometry.js';
import { PIRATE_CHESS } from '../../pirate-chess/game.js';
import { ISLANDS } from '../../pirate-chess/options.js';
import { MoveKind, moveFrom, moveKind, moveTo } from '../../pirate-chess/moves.js';
import { controller, State } from '../../pirate-chess/state.js';
import { CHESS_CELL_RE } from '../viewer/views.js';
import { chessBoardHtml, chessFrameOf } from '../viewer/pirate-chess/board.js';
import type { Hand, Marks, TableGame } from './table-game.js';

const SIDE_NAMES = ['white', 'black'];
const sideChip = (side: number): string => `<span class="chip" style="background:${side === 0 ? '#fff' : '#111'};border-color:#555"></span>`;

export const PIRATE_CHESS_TABLE: TableGame<State> = {
  name: 'pirate-chess',
  title: 'Pirate chess',
  choices: { island: ISLANDS },

  seatNames: () => SIDE_NAMES,

  // hidden: the view is an observation, whose `under` holds only this player's own peeks
  board: (view, lastMove) => chessBoardHtml(chessFrameOf(view), true, lastMove.match(CHESS_CELL_RE) ?? []),

  mark(boardEl, m: Marks) {
    boardEl.querySelectorAll('td[data-cell]').forEach((td) => {
      const cell = td.getAttribute('data-cell') ?? '';
      td.classList.toggle('src', m.sources.includes(cell));
      td.classList.toggle('picked', m.picked === cell);
    });
    boardEl.querySelectorAll('[data-to]').forEach((td) => td.removeAttribute('data-to'));
    // by place, not by data-cell: a target may be a cell the board does not have yet (the
    // lighthouse's extension), drawn as an empty slot; row 0 is rank 11, column 0 the rank
    const rows = boardEl.querySelector('table')?.rows;
    for (const cell of m.targets) {
      const td = rows?.[RANKS - Number(cell.slice(1))]?.cells[FILE_NAMES.indexOf(cell[0]) + 1];
      td?.setAttribute('data-to', cell);
    }
  },

  sourceAt(el, sources) {
    const cell = el.closest('td[data-cell]')?.getAttribute('data-cell') ?? null;
    return cell !== null && sources.includes(cell) ? cell : null;
  },

  hand(s, m): Hand {
    const label = PIRATE_CHESS.formatMove(s, m);
    const from = cellName(moveFrom(m)), to = moveTo(m);
    switch (moveKind(m)) {
      case MoveKind.Move: case MoveKind.EnPassant: case MoveKind.Castle: return { from, to: cellName(to), label };
      case MoveKind.Revive: case MoveKind.FreeRevive: case MoveKind.Bottle: return { from: '', to: cellName(to), label };
      // TO 0 is "off the board", "no extension" or "no rum": no square
      case MoveKind.Choose: return { from: '', to: to === 0 ? '' : cellName(to), label };
      default: return { from: '', to: '', label };
    }
  },

  panel(view) {
    const f = chessFrameOf(view);
    return SIDE_NAMES.map((name, side) => `<div class="crew${f.turn === side && !f.over ? ' on' : ''}">${sideChip(side)}<b>${name}</b> `
      + `coins <span class="aboard" data-side="${side}">${f.coins[side]}</span> · bottles ${f.bottles[side]}${f.lost[side] ? ` · lost ${f.lost[side]}` : ''}</div>`).join('');
  },

  moverName: (s) => SIDE_NAMES[controller(s)],
};
