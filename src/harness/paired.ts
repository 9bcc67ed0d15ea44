/**
 * From game records to blocks: the data the paired statistics (stats/) work on.
 *
 * A block is one deal with all its games (every lineup and seating). Only whole blocks
 * count, as a game pair counts only whole in fishtest's pentanomial model: a deal cut short
 * by Ctrl-C or a shard's missing deals, and a deal any of whose games ended in a forfeit
 * or an error (the game is no result), would leave the seatings unbalanced, so the block's
 * value would carry the seat's advantage. Such a deal counts in no paired figure; the
 * per-game figures (stats/wins.ts) still count its finished games. `LeftOut` says how many
 * whole deals were left out for a forfeit or an error, for the outputs to say so.
 *
 * What is compared:
 * - a bot's block value is its mean win share (stats.ts) over its seat-games in the block;
 * - a side's block value (the seat, or the team in 2v2) is its mean win share;
 * - two bots A and B are compared wherever they sit on opposite sides of a game: A scores
 *   1 if its side has more coins aboard, ½ if the same, 0 if fewer (head to head, whatever
 *   the other seats did). In a two-seat game this is the game's result; a block of a
 *   two-bot match in a two-seat mode is a game pair, and its mean is a pentanomial value.
 */

import { botOrder, gamesPerDeal, RunConfig, sidesOf } from './config.js';
import type { GameRecord } from './play.js';
import { seatOutcomes } from './stats/wins.js';
import type { Comparison } from './stats/ratings.js';

/** The side of a seat: its team in 2v2 (seats 0+2, 1+3), else the seat. */
export const sideOf = (c: RunConfig, seat: number): number => sidesOf(c)[seat];

/** Sides per game. */
export const sideCount = (c: RunConfig): number => new Set(sidesOf(c)).size;

/** Whole deals left out of the paired figures: those with a forfeited game, and those with an error (and no forfeit). */
export interface LeftOut { forfeit: number; error: number }

/** True when every game of the block finished (no forfeit, no error): the block counts in the paired figures. */
export const finishedBlock = (block: readonly GameRecord[]): boolean => block.every((r) => r.error === '');

/** The blocks that count in the paired figures (per whole deal whose games all finished, in deal order, its records in game order), and the whole deals left out. */
export function pairedBlocks(c: RunConfig, records: readonly GameRecord[]): { blocks: GameRecord[][]; leftOut: LeftOut } {
  const byDeal = new Map<number, GameRecord[]>();
  for (const r of records) {
    const list = byDeal.get(r.deal);
    if (list) list.push(r); else byDeal.set(r.deal, [r]);
  }
  const per = gamesPerDeal(c);
  const leftOut: LeftOut = { forfeit: 0, error: 0 };
  const blocks: GameRecord[][] = [];
  for (const d of [...byDeal.keys()].sort((x, y) => x - y)) {
    const blk = byDeal.get(d)!;
    if (blk.length !== per) continue;
    if (finishedBlock(blk)) blocks.push(blk.sort((x, y) => x.game - y.game));
    else if (blk.some((r) => r.reason === 'forfeit')) leftOut.forfeit++;
    else leftOut.error++;
  }
  return { blocks, leftOut };
}

/** The blocks among the records that count in the paired figures (pairedBlocks). */
export const completeBlocks = (c: RunConfig, records: readonly GameRecord[]): GameRecord[][] => pairedBlocks(c, records).blocks;

/** What the outputs say of the deals left out ('' when none), e.g. '1 deal left out of the paired figures (1 with a forfeit): a deal counts only whole, all its seatings finished'. */
export function leftOutText(l: LeftOut): string {
  const n = l.forfeit + l.error;
  if (n === 0) return '';
  const why = [l.forfeit ? `${l.forfeit} with a forfeit` : '', l.error ? `${l.error} with an error` : ''].filter(Boolean).join(', ');
  return `${n} ${n === 1 ? 'deal' : 'deals'} left out of the paired figures (${why}): a deal counts only whole, all its seatings finished`;
}

/** The head-to-head comparisons of one game between bots of the configuration (bot indices, a < b). */
export function gameComparisons(c: RunConfig, r: GameRecord, index: ReadonlyMap<string, number>): Comparison[] {
  if (r.error !== '') return [];
  const out: Comparison[] = [];
  for (let sa = 0; sa < r.bots.length; sa++) {
    for (let sb = sa + 1; sb < r.bots.length; sb++) {
      if (sideOf(c, sa) === sideOf(c, sb) || r.bots[sa] === r.bots[sb]) continue;
      const ia = index.get(r.bots[sa])!;
      const ib = index.get(r.bots[sb])!;
      const y = r.coins[sa] > r.coins[sb] ? 1 : r.coins[sa] === r.coins[sb] ? 0.5 : 0;
      out.push(ia < ib ? { a: ia, b: ib, score: y } : { a: ib, b: ia, score: 1 - y });
    }
  }
  return out;
}

/** Bot spec -> its index in the configuration's bot order. */
export const botIndex = (c: RunConfig): Map<string, number> => new Map(botOrder(c).map((b, i) => [b, i]));

/** Each block's comparisons (for the ratings fit), blocks whose games all finished only. */
export function blockComparisons(c: RunConfig, blocks: readonly GameRecord[][]): Comparison[][] {
  const index = botIndex(c);
  return blocks.filter(finishedBlock).map((b) => b.flatMap((r) => gameComparisons(c, r, index)));
}

/** Two bots' paired sample: bot a's mean score against b in each block where they met. */
export interface PairSample {
  a: number;
  b: number;
  /** Games in which they sat on opposite sides. */
  games: number;
  /** Per block: a's mean score over the block's comparisons. */
  values: number[];
  /** Per block: how many games of the block compared them (2 for a game pair). */
  gamesPerBlock: number[];
}

/** The block value of bots a < b in one block, with the games that compared them (null if they did not meet). */
export function pairBlockValue(c: RunConfig, block: readonly GameRecord[], a: number, b: number, index: ReadonlyMap<string, number>): { value: number; games: number } | null {
  let sum = 0, n = 0, games = 0;
  for (const r of block) {
    let met = false;
    for (const cmp of gameComparisons(c, r, index)) {
      if (cmp.a !== a || cmp.b !== b) continue;
      sum += cmp.score; n++; met = true;
    }
    if (met) games++;
  }
  return n ? { value: sum / n, games } : null;
}

/** Every pair of bots (in bot order, a < b) that met in the blocks whose games all finished. */
export function pairSamples(c: RunConfig, blocks: readonly GameRecord[][]): PairSample[] {
  const index = botIndex(c);
  const k = index.size;
  const out: PairSample[] = [];
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const s: PairSample = { a, b, games: 0, values: [], gamesPerBlock: [] };
      for (const blk of blocks) {
        if (!finishedBlock(blk)) continue;
        const v = pairBlockValue(c, blk, a, b, index);
        if (!v) continue;
        s.values.push(v.value); s.gamesPerBlock.push(v.games); s.games += v.games;
      }
      if (s.values.length) out.push(s);
    }
  }
  return out;
}

/** Per bot (bot order): its mean win share in each block (whose games all finished) where it played. */
export function botBlockValues(c: RunConfig, blocks: readonly GameRecord[][]): number[][] {
  const index = botIndex(c);
  const out = [...index.keys()].map((): number[] => []);
  for (const blk of blocks) {
    if (!finishedBlock(blk)) continue;
    const sum = new Array<number>(index.size).fill(0);
    const n = new Array<number>(index.size).fill(0);
    for (const r of blk) {
      seatOutcomes(sidesOf(c), r.coins).forEach((o, seat) => { const i = index.get(r.bots[seat])!; sum[i] += o.share; n[i]++; });
    }
    sum.forEach((s, i) => { if (n[i]) out[i].push(s / n[i]); });
  }
  return out;
}

/** Per block whose games all finished (finishedBlock): each side's mean win share. */
export function sideBlockRows(c: RunConfig, blocks: readonly GameRecord[][]): number[][] {
  const k = sideCount(c);
  const rows: number[][] = [];
  for (const blk of blocks) {
    if (!finishedBlock(blk)) continue;
    const sum = new Array<number>(k).fill(0);
    let n = 0;
    for (const r of blk) {
      const o = seatOutcomes(sidesOf(c), r.coins);
      for (let s = 0; s < k; s++) sum[s] += o[s].share; // side s's first seat is seat s (2v2: 0 and 1)
      n++;
    }
    if (n) rows.push(sum.map((x) => x / n));
  }
  return rows;
}
