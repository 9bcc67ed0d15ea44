/**
 * Legal moves into a caller's buffer: the pseudo-legal decisions (pseudo.ts), then those that
 * leave the mover's king safe (legality.ts, which probes the rest with apply.play).
 *
 * Capacity: MAX_MOVES = 1024. The worst opening decision we can build is nine queens, two
 * rooks, two bishops, two knights and a king in the open: 9·41 + 2·21 + 2·20 + 2·8 + 8 + 2
 * castlings = 477 (a queen on this 12×11 board reaches at most 21 cells as a rook and 20
 * as a bishop), plus buying back (5 types × at most 8 start cells = 40) and bottles (16): 533.
 * The largest follow-up is the airplane: every other cell, 119. So 1024 holds any of them.
 *
 * Imports (the modules a move's generation and play run through). V8's optimizing compiler reads an imported binding
 * through its module's cell, with a check that it is initialised, at every use; a module-level
 * `const` it folds into the code as its value. So the modules import their siblings as
 * namespaces and copy what they read into module constants (`const { PHASE, ... } =
 * stateModule`); const enums and types stay named imports (erased), and a binding that changes
 * (an `export let`: none today) would have to stay imported. Copying is safe because the engine
 * has no import circles (test/layers.test.ts): a module is evaluated before its importers. Same
 * games; random playouts (`bench:compare --only chess`) ran about 1.12x faster, mcts 1.15x.
 * A module's own exports are cells too, even inside it: the hot ones its functions read have a
 * module constant beside them (`const localPlay = play`, `count = COUNT`), as Jackal's do.
 * The rest (check, game, notation, observation, perft, position, setup, show) keep named
 * imports: converted they measured 1.00 (chess 1.007, chess-mcts 0.992).
 */

import * as afterTurnModule from './after-turn.js';
import * as applyModule from './apply.js';
import * as legalDecisionsModule from './legal-decisions.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as pseudoModule from './pseudo.js';
import { Phase, Result, State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (the header, "Imports")
const { play } = applyModule;
const { keepLegal } = legalDecisionsModule;
const { resumeAfterTurn } = afterTurnModule;
const { encodeMove } = movesModule;
const { pseudo } = pseudoModule;
const { PEND_CELL, PHASE, RESULT } = stateModule;

export { MAX_MOVES, setShortcuts } from './legality.js';

/** Writes the legal decisions into out (length ≥ MAX_MOVES) and returns their count; 0 when the game is over. */
export function generateMoves(s: State, out: Int32Array): number {
  if (s.v[RESULT] !== Result.Playing) return 0;
  const resumed = resumeAfterTurn(s, out, play);
  if (resumed >= 0) return resumed;
  let n = keepLegal(s, out, pseudo(s, out), play);
  if (n === 0 && s.v[PHASE] === Phase.LightExt) out[n++] = encodeMove(MoveKind.Choose, s.v[PEND_CELL], 0, 0); // every extension checks our king: none
  return n;
}
