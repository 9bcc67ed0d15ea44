/**
 * Swimming beside the missionary (docs/RULES.md TI-R19): a pirate standing in one cell of
 * water with his own preaching missionary cannot attack (full-rules-ru.txt 341 "Пират,
 * стоящий на одной клетке с миссионером … лишается способности атаковать"), as on land
 * (TI-R4). A swim is his own move, so a swim from there onto a cell where enemies swim
 * (pirates to kill, Friday to win over, the missionary to attack) is no move; onto a vessel's
 * cell it is no strike (an enemy ship kills him, which he may choose, ruling 2).
 */

import * as stateModule from './state.js';
import { State } from './state.js';
import * as landEntryModule from './land-entry.js';
import { enemyMask } from './land-entry.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { PIECES_AT_U16 } = stateModule;
const { vesselAt } = landEntryModule;

/**
 * Whether a swim onto sea cell `to` would strike someone there: enemies of the crew on turn
 * (the masks of computeMasks) swim there and no vessel stands there. Asked only for a
 * swimmer beside his own preaching missionary.
 */
export function swimStrikes(s: State, to: number): boolean {
  return (s.u16[PIECES_AT_U16 + to] & enemyMask) !== 0 && vesselAt(s, to) < 0;
}
