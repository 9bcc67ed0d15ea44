/**
 * The slow reference for Pirate chess legality (test support): the copy-and-play method the
 * engine used before its legality module answered from attack information. Every
 * pseudo-legal decision (pseudo.ts) is played on a copy as a probe (apply.play with probe =
 * true) and kept unless the probe finds the king left in check, with every shortcut of
 * legality.ts off (`setShortcuts(false)`: nested choices probed the same way, every king judged
 * by attack.inCheck, no list kept from the end of the turn). Obviously correct and slow: the
 * fast generator must give the same list, in the same order, on every position.
 */
import { BAD, play } from '../../src/pirate-chess/apply.js';
import { setShortcuts } from '../../src/pirate-chess/legality.js';
import { encodeMove, MoveKind } from '../../src/pirate-chess/moves.js';
import { pseudo } from '../../src/pirate-chess/pseudo.js';
import { copyPosition, PEND_CELL, PHASE, Phase, RESULT, Result, State } from '../../src/pirate-chess/state.js';

const probe = new State();

/** The legal decisions of s into out by copy-and-play; the count (0 when the game is over). s is left as it was. */
export function referenceLegal(s: State, out: Int32Array): number {
  if (s.v[RESULT] !== Result.Playing) return 0;
  setShortcuts(false);
  try {
    const count = pseudo(s, out);
    let n = 0;
    for (let i = 0; i < count; i++) {
      copyPosition(probe, s);
      if (play(probe, out[i], true) !== BAD) out[n++] = out[i];
    }
    if (n === 0 && s.v[PHASE] === Phase.LightExt) out[n++] = encodeMove(MoveKind.Choose, s.v[PEND_CELL], 0, 0); // no extension spares the king: none
    return n;
  } finally {
    setShortcuts(true);
  }
}
