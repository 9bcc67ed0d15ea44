/**
 * Game-level rules on top of apply: whose decision it is, whether the game is
 * over and why, scores and ranks.
 *
 * Scores (rules README, ruling 6): a player's score is the coins aboard the ships
 * of the crews it commands (the galleon treasure counts 3); in 2v2 both partners get the team's total. Ranks: one
 * plus the number of players with strictly more; equal scores share a rank, so
 * ties are reported, never broken.
 */

import * as optionsModule from './options.js';
import { Mode } from './options.js';
import * as stateModule from './state.js';
import { EndReason, State } from './state.js';
import * as tilesModule from './tiles.js';
import * as treasureIslandModule from './treasure-island.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { MODE_CREWS, MODE_PLAYER, MODE_PLAYERS, MODE_TEAM, MODES } = optionsModule;
const { AT_PLY, END_REASON_NAMES, LOST, MODE, OVER, SHIP_COINS, TREASURE_SHIP, TURN } = stateModule;
const { GALLEON_VALUE } = tilesModule;
const { controllingCrew } = treasureIslandModule;

export { controllingCrew } from './treasure-island.js';

export const modeOf = (s: State): Mode => MODES[s.u8[MODE]];
export const playerCount = (s: State): number => MODE_PLAYERS[s.u8[MODE]];
/** The player (seat) who commands a crew. */
export const playerOfCrew = (s: State, crew: number): number => MODE_PLAYER[s.u8[MODE] * 4 + crew];
/** The player who owes the next decision. */
export const currentPlayer = (s: State): number => MODE_PLAYER[s.u8[MODE] * 4 + controllingCrew(s)];
export const currentCrew = (s: State): number => s.u8[TURN];
export const isTerminal = (s: State): boolean => s.u8[OVER] !== EndReason.Playing;
export const endReason = (s: State): string => END_REASON_NAMES[s.u8[OVER]];
export const plies = (s: State): number => s.i32[AT_PLY];
export const coinsLost = (s: State): number => s.u8[LOST];

/** Writes each player's score into out[0..players) and returns the player count. */
export function scoresInto(s: State, out: Float64Array | Int32Array | number[]): number {
  const mode = s.u8[MODE];
  const players = MODE_PLAYERS[mode];
  for (let i = 0; i < players; i++) out[i] = 0;
  const present = MODE_CREWS[mode];
  // team totals, then each player gets its team's total (2v2) or its own crews' sum
  for (let k = 0; k < 4; k++) {
    if (((present >> k) & 1) === 0) continue;
    const coins = s.u8[SHIP_COINS + k] + (s.u8[TREASURE_SHIP] === k ? GALLEON_VALUE : 0);
    if (mode === 1) {
      for (let j = 0; j < 4; j++) if (MODE_TEAM[4 + j] === MODE_TEAM[4 + k]) out[MODE_PLAYER[4 + j]] += coins;
    } else {
      out[MODE_PLAYER[mode * 4 + k]] += coins;
    }
  }
  return players;
}

export function scores(s: State): number[] {
  const out = [0, 0, 0, 0];
  const n = scoresInto(s, out);
  return out.slice(0, n);
}

/** Ranks from scores: 1 + number of strictly better; ties share. */
export function ranksOf(sc: readonly number[]): number[] {
  return sc.map((v) => 1 + sc.filter((w) => w > v).length);
}

export interface GameResult {
  reason: string;
  plies: number;
  scores: number[];
  ranks: number[];
  lost: number;
}

export function result(s: State): GameResult {
  const sc = scores(s);
  return { reason: endReason(s), plies: plies(s), scores: sc, ranks: ranksOf(sc), lost: coinsLost(s) };
}
