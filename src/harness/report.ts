/**
 * The figures of a progress report line (progress.ts), from the records so far: for a
 * two-bot run the first bot's paired score against the second with Elo ± (complete
 * blocks only; ± is half the width of the paired score interval mapped to Elo, and a
 * score of 0 or 1 prints "score 1.0: Elo unbounded"), otherwise each bot's win rate; and the LLR with its bounds under --sprt.
 */

import { botOrder, RunConfig, seatCount, sidesOf } from './config.js';
import { completeBlocks, pairSamples } from './paired.js';
import type { GameRecord } from './play.js';
import type { SequentialSprt } from './sequential.js';
import { tallies } from './stats/wins.js';
import { eloNote, eloRange } from './stats/elo.js';
import { blockSample } from './stats/pentanomial.js';
import { scoreInterval } from './stats/score-interval.js';

const f = (x: number, d: number): string => (Number.isFinite(x) ? x.toFixed(d) : '-');

export function progressDetail(c: RunConfig, records: readonly GameRecord[], sprt: SequentialSprt | null): string {
  const bots = botOrder(c);
  const parts: string[] = [];
  if (bots.length === 2) {
    const pair = pairSamples(c, completeBlocks(c, records))[0];
    if (pair) {
      const s = blockSample(pair.values);
      const [lo, hi] = scoreInterval(s);
      const e = eloRange(s.mean, lo, hi, NaN);
      const elo = eloNote(s.mean) || `Elo ${e.elo > 0 ? '+' : ''}${f(e.elo, 1)} ± ${f(e.pm, 1)}`;
      parts.push(`${bots[0]} ${f(s.mean, 3)} vs ${bots[1]}, ${elo} (${s.n} ${s.n === 1 ? 'block' : 'blocks'})`);
    }
  } else {
    const t = tallies(sidesOf(c), seatCount(c), bots, records);
    parts.push([...t.bots].map(([b, x]) => `${b} ${f(x.games ? x.winPoints / x.games : NaN, 3)}`).join(', '));
  }
  if (sprt) {
    const o = sprt.outcome();
    parts.push(`LLR ${f(o.llr, 2)} (${f(o.lower, 2)}, ${f(o.upper, 2)})`);
  }
  return parts.join(', ');
}
