/**
 * The game's end as an Archipelago position holds it: `result` must be what the engine would
 * have made of the rest. A position marked 0 (playing) that its own rules had already ended
 * (every tile open and no coin on the island at a turn's start, the ply limit reached, 400 turns
 * without progress, a solo game's last coin banked or last pirate dead) no game reaches, and
 * `moves`, `apply` and the bots played on from it; a result whose condition does not hold no
 * game reaches either.
 *
 * The engine's rule (apply.ts): after every decision the ply limit (PLY - PLY0 >= MAX_PLIES,
 * in any phase); at a turn's end (closeTurn, which leaves the phase "play") every tile open and
 * no coin on the island (islandEmpty, A-R22), then the stall (stall.ts, A-R27); in solo play, at
 * the end of each pirate's move (solo-turn.ts), no coin left to bring, then no pirate living.
 * What follows:
 * - "playing" is refused at the ply limit in every phase, with stall.turns 400, and in the play
 *   phase (a turn's start) with the island empty (solo: no coin to bring, no pirate living). In the
 *   middle of a turn the island may be empty (the last coin brought aboard, a bottle still to
 *   give): the turn's end decides, so it is read. A campaign's cards between islands (the draw
 *   and card phases, campaign.ts endIsland) follow the island that ended: it is empty or stalled
 *   there, and the next island is laid after them; those are read.
 * - 1 all-coins needs the island empty (solo: no coin to bring); 2 ply-limit needs maxPlies and
 *   ply - ply0 >= maxPlies, or a campaign played out (endIsland starts ply0 afresh at its end);
 *   3 crew-lost is solo with no pirate living; 4 stalled is not solo, needs stall.turns 400 and
 *   an island not empty (the empty island ends the turn first).
 */

import { islandEmpty } from './apply.js';
import { coinsAbroad, isSolo, soloLiving } from './solo-state.js';
import { STALL_TURNS } from './stall.js';
import { CAMP_AT, CAMP_LEN, MAX_PLIES, Phase, PHASE, PLY, PLY0, Result, RESULT, RESULT_NAMES, STALL, State } from './state.js';

/** The result field's problem with s (read and consistent, check.ts), or null when `result` is what the engine would have made of the rest. */
export function endContradiction(s: State): string | null {
  const v = s.v, r = v[RESULT], solo = isSolo(s);
  const limit = v[MAX_PLIES] > 0 && v[PLY] - v[PLY0] >= v[MAX_PLIES];
  const empty = solo ? coinsAbroad(s) === 0 : islandEmpty(s), stalled = !solo && v[STALL] >= STALL_TURNS;
  const betweenIslands = v[PHASE] === Phase.Draw || v[PHASE] === Phase.Card;
  const name = `${r} (${RESULT_NAMES[r]})`;
  if (r === Result.Playing) {
    if (limit) return `0 (playing), but ply ${v[PLY]}${v[PLY0] ? ` less ply0 ${v[PLY0]}` : ''} reached maxPlies ${v[MAX_PLIES]}: the game ended with the decision that reached it (2, ply-limit)`;
    if (stalled && !betweenIslands) return `0 (playing), but stall.turns is ${v[STALL]}: the game ended at the last turn's end (4, stalled)`;
    if (v[PHASE] !== Phase.Play) return null; // the turn under way ends first
    if (empty) return solo ? '0 (playing), but no coin is left to bring to the bank: the game ended with the last move (1, all-coins)' : '0 (playing), but every tile is open and no coin is on the island: the game ended at the last turn\'s end (1, all-coins)';
    if (solo && soloLiving(s) === 0) return '0 (playing), but no pirate is living: the game ended with the last move (3, crew-lost)';
    return null;
  }
  if (r === Result.AllCoins && !empty) return `${name} needs ${solo ? 'no coin left to bring to the bank' : 'every tile open and no coin on the island'}`;
  const playedOut = s.u8[CAMP_LEN] > 0 && v[CAMP_AT] >= s.u8[CAMP_LEN] && v[PLY0] === v[PLY];
  if (r === Result.PlyLimit && !(v[MAX_PLIES] > 0 && (limit || playedOut))) return `${name} needs ply - ply0 >= maxPlies > 0 (ply ${v[PLY]}, ply0 ${v[PLY0]}, maxPlies ${v[MAX_PLIES]})`;
  if (r === Result.CrewLost && !(solo && soloLiving(s) === 0)) return `${name} needs a solo game with no pirate living`;
  if (r === Result.Stalled && !(stalled && !empty)) return `${name} needs a game not solo with stall.turns ${STALL_TURNS} and the island not empty (the empty island ends the turn first)`;
  return null;
}
