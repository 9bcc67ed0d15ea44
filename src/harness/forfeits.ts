/**
 * Who gave up a forfeited game. A bot that gives up throws `Forfeit` (bots/bot.ts); the
 * game loop records the game with end_reason `forfeit` and the message in `error`
 * (play.ts), the same on every seat's row of games.csv. The message names the seat: an
 * external bot (bots/external-bot.ts, the only bot that forfeits today) writes
 * `bot <spec> in seat <n> forfeits: <reason>`. bots.csv's `forfeits` column counts, per bot
 * spec, the games it gave up in that way; a forfeit whose message names no seat is counted
 * for no bot (the run summary's count still has it).
 */

import type { GameRecord } from './play.js';

const SEAT = / in seat (\d+) forfeits\b/;

/** The seat that forfeited the game, or -1 (not a forfeit, or no seat named). */
export function forfeitSeat(r: GameRecord): number {
  if (r.reason !== 'forfeit') return -1;
  const m = SEAT.exec(r.error);
  const seat = m ? Number(m[1]) : -1;
  return seat < r.bots.length ? seat : -1;
}

/** Games each bot spec forfeited, in the order of `bots` (specs not met count 0). */
export function forfeitsByBot(bots: readonly string[], records: readonly GameRecord[]): number[] {
  const n = bots.map(() => 0);
  for (const r of records) {
    const seat = forfeitSeat(r);
    const i = seat < 0 ? -1 : bots.indexOf(r.bots[seat]);
    if (i >= 0) n[i]++;
  }
  return n;
}
