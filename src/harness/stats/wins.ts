/**
 * Win statistics: who won each game, and per bot or per seat tallies with the 95%
 * Wilson score interval.
 *
 * Definitions (per game and seat; games that ended in an error are left out):
 * - the sides are the players, except where the game makes partners (Jackal's 2v2: seats
 *   0+2 and 1+3; the game registry's `sides`); a side's score is its score in the game
 *   (coins aboard in Jackal, 1 / ½ / 0 in chess), which `coins` holds;
 * - win: the seat's side alone has the top score (counts 1);
 * - tie: k >= 2 sides share the top score, the seat's among them (counts 1/k of a win);
 *   a game where nobody brought a coin aboard is a k-way tie of all sides;
 * - loss: any other result (counts 0);
 * - win_rate = (wins + the 1/k shares of ties) / games, and its interval is Wilson's
 *   with that (possibly fractional) number of successes.
 */

import type { GameRecord } from '../play.js';

export { Z95 } from './normal.js';
export { wilson } from './wilson.js';

/** A seat's outcome in one game: its share of the win and how it is counted. */
export interface SeatOutcome { share: number; kind: 'win' | 'tie' | 'loss' }

/** Outcome of every seat of a finished game, from its score (coins) per seat and each seat's side. */
export function seatOutcomes(sides: readonly number[], coins: readonly number[]): SeatOutcome[] {
  const sideOf = (seat: number): number => sides[seat];
  const sideScore = new Map<number, number>();
  coins.forEach((c, seat) => sideScore.set(sideOf(seat), c));
  const top = Math.max(...sideScore.values());
  const k = [...sideScore.values()].filter((v) => v === top).length;
  return coins.map((_, seat) => {
    if (sideScore.get(sideOf(seat)) !== top) return { share: 0, kind: 'loss' };
    return k === 1 ? { share: 1, kind: 'win' } : { share: 1 / k, kind: 'tie' };
  });
}

/** Running totals for one bot or one seat. */
export interface Tally { games: number; wins: number; ties: number; losses: number; winPoints: number; coins: number }

export const emptyTally = (): Tally => ({ games: 0, wins: 0, ties: 0, losses: 0, winPoints: 0, coins: 0 });

/**
 * Tallies per bot spec and per seat over the records (in the given order, which
 * fixes the floating-point sums: callers pass records sorted by game). Bots come
 * out in `botOrder` (the configuration's order), seats as 0..n-1.
 */
export function tallies(
  sides: readonly number[], seats: number, botOrder: readonly string[], records: readonly GameRecord[],
): { bots: Map<string, Tally>; seats: Tally[] } {
  const bots = new Map<string, Tally>();
  for (const b of botOrder) bots.set(b, emptyTally());
  const bySeat = Array.from({ length: seats }, emptyTally);
  for (const r of records) {
    for (const b of r.bots) if (!bots.has(b)) bots.set(b, emptyTally());
    if (r.error !== '') continue;
    const out = seatOutcomes(sides, r.coins);
    out.forEach((o, seat) => {
      for (const t of [bots.get(r.bots[seat])!, bySeat[seat]]) {
        t.games++;
        t.winPoints += o.share;
        t.coins += r.coins[seat];
        if (o.kind === 'win') t.wins++; else if (o.kind === 'tie') t.ties++; else t.losses++;
      }
    });
  }
  return { bots, seats: bySeat };
}
