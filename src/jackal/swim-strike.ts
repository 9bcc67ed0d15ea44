/**
 * Swimming beside the missionary (docs/RULES.md TI-R19): a pirate standing in one cell of
 * water with his own preaching missionary cannot attack (full-rules-ru.txt 341 "Пират,
 * стоящий на одной клетке с миссионером … лишается способности атаковать"), as on land
 * (TI-R4). A swim is his own move, so a swim from there onto a cell where enemies swim
 * (pirates to kill, Friday to win over, the missionary to attack) is no move; onto a vessel's
 * cell it is no strike (an enemy ship kills him, which he may choose, ruling 2).
 *
 * Friday, who attacks nobody anywhere (full-rules-ru.txt 351 "никого атаковать не может"),
 * swims as he steps on land: not onto a cell where enemies swim, but for the preaching
 * missionary alone, whom he meets (docs/RULES.md TI-R7, *changed* in session 26; tn 92 lets
 * the missionary swim onto a pirate and die, and names no such swim for Friday).
 */

import * as stateModule from './state.js';
import { State } from './state.js';
import * as landEntryModule from './land-entry.js';
import { enemyMask, preacherAt } from './land-entry.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { MISSIONARY, PIECES_AT_U16 } = stateModule;
const { vesselAt } = landEntryModule;

/**
 * Whether a swim onto sea cell `to` would strike someone there: enemies of the crew on turn
 * (the masks of computeMasks) swim there and no vessel stands there. Asked only for a
 * swimmer beside his own preaching missionary.
 */
export function swimStrikes(s: State, to: number): boolean {
  return (s.u16[PIECES_AT_U16 + to] & enemyMask) !== 0 && vesselAt(s, to) < 0;
}

/**
 * Whether Friday's swim onto sea cell `to` would be an attack: enemies of his crew (the crew
 * on turn) swim there, no vessel stands there, and they are not the preaching missionary
 * alone (their meeting is no attack, TI-R6). Such a swim is no move (TI-R7).
 */
export function fridaySwimAttacks(s: State, to: number): boolean {
  const enemies = s.u16[PIECES_AT_U16 + to] & enemyMask & (preacherAt === to ? ~(1 << MISSIONARY) : ~0);
  return enemies !== 0 && vesselAt(s, to) < 0;
}
