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
 */
import { setShortcuts } from '../../src/pirate-chess/legality.js';
import { generateMoves } from '../../src/pirate-chess/movegen.js';
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
