/**
 * The conditions of the solo card a bot plays (turns, survivors, named pirates), taken from
 * what the player has on the table: a solo card lies face up (full-rules-ru.txt line 1180,
 * "На каждой карточке-задачке вы найдёте условия выполнения"), so its goal is public, like
 * its tiles. Two sources, in this order:
 *   1. the game's rule options, told at the start (bots/bot.ts GameStart.rules: `mission`
 *      or `missionFile`), which name the card the harness laid;
 *   2. the state: V[ISLAND] holds a designed card's number (solo-state.ts; 0 for a file).
 * With neither (a mission file's position handed to a bot without the options) the goal is
 * OPEN: no turn limit a bot could keep to, one survivor; the bot then plays for the score
 * (coins, then the living, then speed: solo-score.ts).
 */

import type { MissionGoal } from '../../src/archipelago/solo-mission.js';
import { designedMission, DESIGNED_MISSIONS } from '../../src/archipelago/solo-mission.js';
import { type ArchOptions, missionOf } from '../../src/archipelago/options.js';
import { ISLAND, State } from '../../src/archipelago/state.js';

/** No card known: the most turns a card may ask (solo-mission.ts readGoal), one survivor. */
export const OPEN_GOAL: Readonly<MissionGoal> = { turns: 99, survivors: 1, alive: [] };

/** The card's goal from the rule options told at the start; null when they name no card. */
export function goalOfRules(rules: Record<string, unknown>): MissionGoal | null {
  const o = rules as Partial<ArchOptions>;
  if (o.mode !== 'solo' || ((o.mission ?? 0) === 0 && (o.missionFile ?? null) === null)) return null;
  return missionOf(o as ArchOptions).goal;
}

/** The card's goal from the state alone: a designed card by V[ISLAND], else OPEN_GOAL. */
export function goalOfState(s: State): MissionGoal {
  const n = s.v[ISLAND];
  return n >= 1 && n <= DESIGNED_MISSIONS ? designedMission(n).goal : OPEN_GOAL;
}
