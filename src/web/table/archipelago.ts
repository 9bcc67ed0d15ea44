/**
 * Archipelago at the table: the island of a player's view drawn by the viewer's
 * archipelago/board.ts, and each legal move as a hand (table-game.ts), read from the move's
 * bits (src/archipelago/moves.ts):
 *
 *   BERTH         no pick (the ship is not on the board yet): the berths light up at once;
 *   SAIL          pick the crew's ship (`ship:white`), click the cell;
 *   STEP          pick the pirate (`W1`, or `M` the missionary), click its target cell; the
 *                 same pirate with and without a coin is asked for by the notation; a
 *                 labyrinth's step further (`W1 in`) is a click on the pirate's own cell;
 *   CHOOSE, PEEK, QUAKE   no pick (the piece in motion or the lighthouse owes it): the
 *                 arrow's, horse's, trampoline's or flight's cells, the peeks and the
 *                 earthquake's picks light up at once; the musket's shot has no cell and is
 *                 asked for by its direction;
 *   BOTTLE, REVIVE, PASS   asked for by name (no cell to click);
 *   CARD          between a campaign's islands (campaign.ts): each face-up card on each of
 *                 the chooser's pirates, and `no card`, asked for by name (`card W2 musketeer`).
 * The die is never a hand: the session rolls it (session.ts) as the harness does.
 */

import { ARCHIPELAGO } from '../../archipelago/game.js';
import { cellName, W } from '../../archipelago/geometry.js';
import { pieceName } from '../../archipelago/notation.js';
import { moveArg, moveKind, MoveKind, movePiece } from '../../archipelago/moves.js';
import { MODES } from '../../archipelago/options.js';
import { controller, CREW_NAMES, CREWS, Phase, PHASE, State, TURN } from '../../archipelago/state.js';
import { archBoardSvg, archCrewsHtml, archFrameOf, ARCH_CELL_RE, ARCH_CELL, ARCH_MARGIN, parseName } from '../viewer/archipelago/board.js';
import { campaignHtml } from '../viewer/archipelago/campaign.js';
import type { Hand, Marks, TableGame } from './table-game.js';
import { cellRectAt, IslandMarking, markIsland } from './marks.js';

const shipKey = (crew: number): string => `ship:${CREW_NAMES[crew]}`;

export const ARCHIPELAGO_TABLE: TableGame<State> = {
  name: 'archipelago',
  title: 'Archipelago',
  // the island (1-10) is a number field: the form holds an option offered by name as its index
  choices: { mode: MODES },
  // `--campaign 3,1` plays island 3 first (expedition.ts); a different island is refused, so the form does not ask
  decidedBy: { island: 'campaign' },

  seatNames: (start) => CREW_NAMES.slice(0, start.v[CREWS]),

  // hidden: the view is an observation, whose face-down tiles are only this player's own peeks
  board: (view, lastMove) => archBoardSvg(archFrameOf(view), { hidden: true, marks: lastMove.match(ARCH_CELL_RE) ?? [] }),

  mark: (boardEl, m: Marks) => markIsland(boardEl, m, ARCH_MARKING),

  sourceAt(el, sources) {
    const pc = el.closest('.pc');
    if (pc) {
      const name = pc.getAttribute('data-piece') ?? '';
      if (sources.includes(name)) return name;
    }
    const ship = el.closest('.ship');
    if (ship) {
      const key = `ship:${ship.getAttribute('data-crew')}`;
      return sources.includes(key) ? key : null;
    }
    return null;
  },

  hand(s, m): Hand {
    const label = ARCHIPELAGO.formatMove(s, m);
    const a = moveArg(m);
    switch (moveKind(m)) {
      // a ship not yet placed is not on the board: its berths light up with no pick
      case MoveKind.Berth: return { from: '', to: cellName(a), label };
      case MoveKind.Sail: return { from: shipKey(s.v[TURN]), to: cellName(a), label };
      case MoveKind.Step: return { from: pieceName(movePiece(m)), to: cellName(a), label };
      // a musket's shot is a direction (`shoot NE`): no cell
      case MoveKind.Choose: return { from: '', to: label.startsWith('>') ? cellName(a) : '', label };
      case MoveKind.Peek: case MoveKind.Quake: return { from: '', to: cellName(a), label };
      default: return { from: '', to: '', label };
    }
  },

  // a campaign's standing, the cards held and, between islands, those face up (the viewer's panel)
  panel: (view) => { const f = archFrameOf(view); return archCrewsHtml(f) + campaignHtml(f.campaign); },

  moverName: (s) => CREW_NAMES[controller(s)],

  // The panel still shows the island just played, its dead among it; every pirate of the
  // crew sails again on the next island (line 1136 "по три пирата своего цвета"), so a
  // fallen one may take a card too (campaign.ts cardChoices), and the table says why.
  prompt: (s) => (s.v[PHASE] === Phase.Card ? 'a card for a pirate (all three sail again on the next island, the fallen too):' : null),
};

/** The Archipelago board's marking: the ships, by crew letter index. */
const ARCH_MARKING: IslandMarking = {
  vessels: [{ selector: '.ship', key: (e) => `ship:${e.getAttribute('data-crew')}` }],
  cellRect: (name, cls) => {
    if (name === '') return null;
    const c = parseName(name);
    return cellRectAt(ARCH_MARGIN + (c % W) * ARCH_CELL, ARCH_MARGIN + ((c / W) | 0) * ARCH_CELL, ARCH_CELL, 5, cls);
  },
};
