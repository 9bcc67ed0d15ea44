/**
 * How a solo game is scored and told (line 1167: every coin in the bank as fast as
 * possible, with as many pirates living as possible). One player, so the rank is always
 * 1; the score orders games: more coins in the bank first, then more pirates living,
 * then fewer turns:
 *
 *   score = 10000 x coins in the bank + 1000 x living pirates + max(0, 999 - turns)
 *
 * (turns below 1000 always: the ply limit ends a game long before). A card's conditions
 * (solo-mission.ts MissionGoal) are met when no coin is left to bring and none sank,
 * within its turns, with its survivors and its named pirates living.
 */

import type { Outcome } from '../core/game.js';
import type { MissionGoal } from './solo-mission.js';
import { coinsAbroad, coinsLost, delivered, SOLO_NAMES, SOLO_ON, soloLiving } from './solo-state.js';
import { OUT, P_CELL, PLY, RESULT, RESULT_NAMES, State, TURNS } from './state.js';

export const soloScore = (s: State): number => 10000 * delivered(s) + 1000 * soloLiving(s) + Math.max(0, 999 - s.v[TURNS]);

export function soloOutcome(s: State): Outcome {
  return { reason: RESULT_NAMES[s.v[RESULT]], plies: s.v[PLY], scores: [soloScore(s)], ranks: [1] };
}

/** Whether the game so far meets the card: every coin in the bank, none sunk, within its turns, its survivors and named pirates living. */
export function missionMet(s: State, goal: MissionGoal): boolean {
  if (coinsAbroad(s) !== 0 || coinsLost(s) !== 0 || s.v[TURNS] > goal.turns || soloLiving(s) < goal.survivors) return false;
  for (const p of goal.alive) if (s.u8[P_CELL + p] === OUT) return false;
  return true;
}

/** The status line `show` adds for a solo game. */
export const soloLine = (s: State): string =>
  `solo: ${s.v[RESULT] !== 0 ? `over after ${s.v[TURNS]} turns` : `the ${SOLO_NAMES[s.v[SOLO_ON]]} pirate to move, turn ${s.v[TURNS] + 1}`}; in the bank ${delivered(s)}, still to bring ${coinsAbroad(s)}, sunk ${coinsLost(s)}; living ${soloLiving(s)}`;
