/**
 * Jackal at the table: the island of a player's view drawn by the viewer's draw.ts, and
 * each legal move as a hand (table-game.ts), read from the move's bits (src/jackal/moves.ts):
 *
 *   MOVE      pick the piece (`w1`, `ben`), click its target cell; moves that share both
 *             (with or without a coin, the treasure, rum, what goes along in the
 *             expansion) are asked for by their notation;
 *   SAIL      pick the ship (`ship:w`) or the launched boat (`boat:w`), click the cell;
 *   CHOOSE    no pick (the piece in motion owes it): the arrow's directions, the horse's
 *             jumps, the flight's, cave's, earthquake's or lighthouse's cells light up at
 *             once; the lighthouse's order and the carramba's silence have no cell and are
 *             asked for by name;
 *   STAY, PASS, REVIVE, GIVE RUM   asked for by name (no cell to click).
 */

import { CREW_LETTERS, CREW_NAMES, EXPANSIONS, LIGHTHOUSE_RULES, MODES } from '../../jackal/options.js';
import { TILE_SETS } from '../../jackal/tiles.js';
import { FRAME_X, FRAME_Y, NO_CELL, cellName, parseCell } from '../../jackal/geometry.js';
import { JACKAL } from '../../jackal/game.js';
import { pieceName } from '../../jackal/notation.js';
import { BOAT_SAIL, MoveType, movePiece, moveTo, moveType } from '../../jackal/moves.js';
import { currentCrew } from '../../jackal/outcome.js';
import type { State } from '../../jackal/state.js';
import { CELL_RE } from '../viewer/views.js';
import { CELL, CREW_FILL, CREW_STROKE, MARGIN, boardSvg } from '../viewer/jackal/draw.js';
import { frameOf } from '../viewer/jackal/frame.js';
import type { Hand, Marks, TableGame } from './table-game.js';
import { cellRectAt, IslandMarking, markIsland } from './marks.js';


const chip = (crew: number): string => `<span class="chip" style="background:${CREW_FILL[crew]};border-color:${CREW_STROKE[crew]}"></span>`;

/** The source key of a vessel: `ship:w` for a crew's ship, `boat:w` for its launched boat. */
const vesselKey = (kind: 'ship' | 'boat', crew: number): string => `${kind}:${CREW_LETTERS[crew]}`;

export const JACKAL_TABLE: TableGame<State> = {
  name: 'jackal',
  title: 'Jackal',
  choices: { mode: MODES, tiles: Object.keys(TILE_SETS), firstCrew: CREW_NAMES, lighthouse: LIGHTHOUSE_RULES, expansion: EXPANSIONS },

  seatNames(start) {
    const f = frameOf(start);
    const names: string[] = [];
    for (const k of f.crews) names[f.playerOfCrew[k]] = names[f.playerOfCrew[k]] ? `${names[f.playerOfCrew[k]]} + ${CREW_NAMES[k]}` : CREW_NAMES[k];
    return names;
  },

  board(view, lastMove) {
    // hidden: the view is an observation, whose layout holds only this player's own peeks
    return boardSvg(frameOf(view), { hidden: true, marks: lastMove.match(CELL_RE) ?? [], from: [] });
  },

  mark: (boardEl, m: Marks) => markIsland(boardEl, m, JACKAL_MARKING),

  sourceAt(el, sources) {
    const vessel = el.closest('.ship, .boat');
    const pc = el.closest('.pc');
    if (pc) {
      const name = pc.getAttribute('data-piece') ?? '';
      if (sources.includes(name)) return name;
      // a twin of a piece with moves: same crew letter (or inhabitant), same cell
      const cell = pc.getAttribute('data-cell');
      for (const other of Array.from(pc.parentElement?.querySelectorAll(`.pc[data-cell="${cell}"]`) ?? [])) {
        const n = other.getAttribute('data-piece') ?? '';
        if (n[0] === name[0] && n.length === name.length && sources.includes(n)) return n;
      }
      if (!vessel) return null;
    }
    if (vessel) {
      const key = vesselKey(vessel.classList.contains('boat') ? 'boat' : 'ship', Number(vessel.getAttribute('data-crew')));
      return sources.includes(key) ? key : null;
    }
    return null;
  },

  hand(s, m): Hand {
    const label = JACKAL.formatMove(s, m);
    switch (moveType(m)) {
      case MoveType.Move: return { from: pieceName(movePiece(m)), to: cellName(moveTo(m)), label };
      case MoveType.Sail: {
        const p = movePiece(m);
        return { from: p >= BOAT_SAIL ? vesselKey('boat', p - BOAT_SAIL) : vesselKey('ship', p), to: cellName(moveTo(m)), label };
      }
      // a choice with a cell is written `w1=g5`; `order:N` and `silent` have none
      case MoveType.Choose: return { from: '', to: label.includes('=') ? cellName(moveTo(m)) : '', label };
      default: return { from: '', to: '', label };
    }
  },

  panel(view) {
    const f = frameOf(view);
    return f.crews.map((k, i) => {
      const mine = f.pieces.filter((p) => p.crew === k);
      const dead = mine.filter((p) => p.cell === null).map((p) => p.name);
      return `<div class="crew${f.turn === k && !f.over ? ' on' : ''}">${chip(k)}<b>${CREW_NAMES[k]}</b> <span class="aboard" data-crew="${k}">${f.ships[i].coins}</span> aboard`
        + (dead.length ? ` · dead ${dead.join(' ')}` : '') + (f.bottles.some((b) => b > 0) ? ` · rum ${f.bottles[i]}` : '') + '</div>';
    }).join('') + `<div class="crew">coins lost <b>${f.lost}</b></div>`;
  },

  moverName: (s) => CREW_NAMES[currentCrew(s)],
};

/** The Jackal board's marking: ships and boats, by crew letter. */
const JACKAL_MARKING: IslandMarking = {
  vessels: (['ship', 'boat'] as const).map((kind) => ({ selector: `.${kind}`, key: (e: Element) => vesselKey(kind, Number(e.getAttribute('data-crew'))) })),
  cellRect: (name, cls) => {
    const c = parseCell(name);
    return c === NO_CELL ? null : cellRectAt(FRAME_X[c] * CELL + MARGIN, FRAME_Y[c] * CELL + MARGIN, CELL, 7, cls);
  },
};
