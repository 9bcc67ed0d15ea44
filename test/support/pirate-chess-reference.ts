/**
 * The slow reference for Pirate chess legality (test support): the copy-and-play method the
 * engine used before its legality module answered from attack information. With every
 * shortcut of legality.ts off (`setShortcuts(false)`), each pseudo-legal decision (pseudo.ts)
 * is played on a copy as a probe (apply.play with probe = true) and kept unless the probe finds
 * the king left in check; nested choices are probed the same way, every king is judged by
 * attack.inCheck, no ice hint is used and no list is kept from the end of the turn. Obviously
 * correct and slow: the fast generator must give the same list, in the same order.
 *
 * It runs through `generateMoves` so that its probes nest exactly as the engine's do (a chain
 * of choice tiles is followed to the chain's limit: legality.ts, MAX_NEST).
 *
 * Ruling PC34 holds here as the probe plays it: the probe's judge of the king (legality.exposed,
 * which with the shortcuts off is attack.inCheck on the board) takes Friday and the missionary off
 * when the decision leaves them side by side for the turn's end (or parts them with the bottle the
 * mover may still throw), as turn-end.ts will; no shortcut answers for a move of either of them.
 *
 * Ruling PC30 holds here by its definition: a move whose chain reaches an open tile that asks a
 * choice is played as a probe to that tile, whose every choice is probed in turn (chain.ts
 * offerChoice, legal-decisions.hasLegal), so the move is kept only when some choice is legal (a
 * king's endless loop apart); no shortcut answers for such a tile.
 */
import { strikes } from '../../src/pirate-chess/attack.js';
import { ALL_CELLS, controls } from '../../src/pirate-chess/board.js';
import { setShortcuts } from '../../src/pirate-chess/legality.js';
import { generateMoves } from '../../src/pirate-chess/movegen.js';
import { colourOf } from '../../src/pirate-chess/pieces.js';
import { State } from '../../src/pirate-chess/state.js';

/** The legal decisions of s into out by copy-and-play; the count (0 when the game is over). s keeps its position. */
export function referenceLegal(s: State, out: Int32Array): number {
  setShortcuts(false);
  try {
    return generateMoves(s, out);
  } finally {
    setShortcuts(true);
  }
}

/** Whether side `by` controls `target`, by the definition (attack.strikes from every piece of that side that may strike), with no shortcut: the truth attacked, kingAttacked and the reach cache are tested against. */
export function controlByDefinition(s: State, target: number, by: number): boolean {
  for (const c of ALL_CELLS) if (s.piece[c] !== 0 && colourOf(s.piece[c]) === by && controls(s, c) && strikes(s, c, target)) return true;
  return false;
}
