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

const SVG_NS = 'http://www.w3.org/2000/svg';

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

  mark(boardEl, m: Marks) {
    const svg = boardEl.querySelector('svg');
    if (!svg) return;
    svg.querySelector('g.hand')?.remove();
    svg.querySelectorAll('.pc').forEach((e) => {
      const name = e.getAttribute('data-piece') ?? '';
      e.classList.toggle('src', m.sources.includes(name));
      e.classList.toggle('picked', m.picked === name);
    });
    for (const kind of ['ship', 'boat'] as const) {
      svg.querySelectorAll(`.${kind}`).forEach((e) => {
        const key = vesselKey(kind, Number(e.getAttribute('data-crew')));
        e.classList.toggle('src', m.sources.includes(key));
        e.classList.toggle('picked', m.picked === key);
        // the whole cell takes a click on the vessel (its drawing leaves water between hull, sail
        // and badge); first in its group, so the pirates aboard, drawn later, stay on top
        if (!e.querySelector('rect.hit')) {
          const c = parseCell(e.getAttribute('data-cell') ?? '');
          e.insertBefore(cellRect(c, 'hit'), e.firstChild);
        }
      });
    }
    const g = document.createElementNS(SVG_NS, 'g');
    g.setAttribute('class', 'hand');
    for (const cell of m.targets) {
      const c = parseCell(cell);
      if (c === NO_CELL) continue;
      const r = cellRect(c, 'to');
      r.setAttribute('data-to', cell);
      g.appendChild(r);
    }
    svg.appendChild(g);
  },

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

/** A rect a little inside cell c (grid or outer lane), of class `cls`. */
function cellRect(c: number, cls: string): SVGRectElement {
  const r = document.createElementNS(SVG_NS, 'rect');
  r.setAttribute('x', String(FRAME_X[c] * CELL + MARGIN + 3));
  r.setAttribute('y', String(FRAME_Y[c] * CELL + MARGIN + 3));
  r.setAttribute('width', String(CELL - 6));
  r.setAttribute('height', String(CELL - 6));
  r.setAttribute('rx', '7');
  r.setAttribute('class', cls);
  return r;
}
