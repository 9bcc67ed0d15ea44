/**
 * The figures of a run's report, computed from its configuration and journal (the games
 * sorted by number): per-bot and per-seat scores with their 95% Wilson intervals (the
 * tables of bots.csv and seats.csv, from outputs.ts; the paired intervals are the harness's,
 * within [0, 1] for a win rate, and a seat test that cannot be computed carries its reason), a pairwise crosstable, the
 * distributions of coins and of game length, end reasons, and the notable games. Plain
 * data: the report page (report/app.ts) draws it. Small whatever the run's size: the
 * distributions are counted here, not in the page.
 *
 * Pairwise crosstable: in every game without error, each pair of seats held by different
 * bots (in 2v2, not partners) is a meeting; the row bot scores 1 when its rank is better
 * (lower), 1/2 when equal, 0 when worse. The cell is the row bot's mean over the meetings.
 *
 * Notable games: the longest game (most plies; the first such), and the biggest upset: the
 * game won outright by the bot whose overall win rate falls furthest below the best win
 * rate among its opponents in that game (none when the run has one bot); with one bot, the
 * game with the most coins for its winner instead.
 */

import { describeConfig } from '../harness/summary.js';
import type { RunConfig } from '../harness/config.js';
import { CROSSTABLE_CSV, crosstableCells, RATINGS_CSV, ratingsCells, StatsRow, statsTables } from '../harness/outputs.js';
import type { GameRecord } from '../harness/play.js';

export interface ScoreRow {
  label: string; games: number; wins: number; ties: number; losses: number; score: number; lo: number; hi: number; meanCoins: number;
  /** The paired (block) figure of outputs.ts: for bots the win rate's interval, for seats the effect above a fair share. */
  paired: { value: number; lo: number; hi: number };
}
export interface Table { name: string; header: string[]; rows: string[][] }
export interface Notable { title: string; game: number; why: string }

export interface ReportData {
  title: string;
  description: string;
  games: number;
  errors: number;
  bots: ScoreRow[];
  seats: ScoreRow[];
  /** p-value of "all seats equal" (outputs.ts, within deals), NaN when it cannot be computed. */
  seatP: number;
  /** Why seatP is NaN (stats/seats.ts), or ''. */
  seatReason: string;
  /** With a seatP from fewer than 30 deals: that it understates, and the small-sample p (stats/seats.ts), or ''. */
  seatCaution: string;
  /** Row bot's pairwise score against the column bot (null where they never met), with meetings. */
  crosstable: { bots: string[]; score: (number | null)[][]; meetings: number[][] } | null;
  /**
   * Scores (coins aboard in Jackal, 1 / ½ / 0 in chess) per seat and game: counts[k] =
   * seat-games that ended with a score of k × `scoreStep`, per bot.
   */
  coins: { bot: string; counts: number[] }[];
  /** The score bins' width: 1 when every score is whole, else ½ (a chess draw). */
  scoreStep: number;
  /** Game length histogram: bins of `width` plies from 0. */
  length: { width: number; counts: number[]; mean: number; max: number };
  reasons: [string, number][];
  provenance: [string, string][];
  /**
   * The head-to-head crosstable and the joint ratings as crosstable.csv and ratings.csv hold
   * them, computed afresh (a stored run's files may hold an older code's figures), then the
   * other tables the run wrote, shown as they are.
   */
  tables: Table[];
  notable: Notable[];
}

const row = (r: StatsRow): ScoreRow => ({
  label: r.label, games: r.games, wins: r.wins, ties: r.ties, losses: r.losses, score: r.winRate, lo: r.lo, hi: r.hi, meanCoins: r.meanCoins,
  paired: r.paired,
});

/** Bins of a whole width (1, 2, 5 × 10^k) giving at most `most` bins up to max. */
export function binWidth(max: number, most: number): number {
  for (let p = 1; ; p *= 10) for (const m of [1, 2, 5]) if (m * p * most > max) return m * p;
}

/** A table of cells, header first. */
const table = (name: string, cells: string[][]): Table => ({ name, header: cells[0], rows: cells.slice(1) });

/** The report's figures. `tables` are extra CSVs found in the out dir (the loader reads them; not crosstable.csv or ratings.csv). */
export function reportData(config: RunConfig, records: readonly GameRecord[], tables: Table[] = []): ReportData {
  const ok = records.filter((r) => r.error === '');
  const t = statsTables(config, records);
  const bots = t.bots.map(row);
  const names = bots.map((b) => b.label);
  const index = new Map(names.map((b, i) => [b, i]));
  const team = config.rules.mode === '2v2';

  let crosstable: ReportData['crosstable'] = null;
  if (names.length > 1) {
    const sum = names.map(() => names.map(() => 0));
    const meetings = names.map(() => names.map(() => 0));
    for (const r of ok) {
      for (let i = 0; i < r.bots.length; i++) {
        for (let j = 0; j < r.bots.length; j++) {
          if (i === j || r.bots[i] === r.bots[j] || (team && i % 2 === j % 2)) continue;
          const a = index.get(r.bots[i])!, b = index.get(r.bots[j])!;
          meetings[a][b]++;
          sum[a][b] += r.ranks[i] < r.ranks[j] ? 1 : r.ranks[i] === r.ranks[j] ? 0.5 : 0;
        }
      }
    }
    crosstable = { bots: names, meetings, score: sum.map((rowSums, a) => rowSums.map((s, b) => (meetings[a][b] ? s / meetings[a][b] : null))) };
  }

  const scoreStep = ok.every((r) => r.coins.every((c) => Number.isInteger(c))) ? 1 : 0.5;
  const maxCoins = Math.max(0, ...ok.flatMap((r) => r.coins));
  const coins = names.map((bot) => ({ bot, counts: new Array<number>(Math.round(maxCoins / scoreStep) + 1).fill(0) }));
  for (const r of ok) r.coins.forEach((c, seat) => { coins[index.get(r.bots[seat])!].counts[Math.round(c / scoreStep)]++; });

  const maxPlies = Math.max(0, ...records.map((r) => r.plies));
  const width = binWidth(maxPlies, 30);
  const lengthCounts = new Array<number>(Math.floor(maxPlies / width) + 1).fill(0);
  let plySum = 0;
  for (const r of ok) { lengthCounts[Math.floor(r.plies / width)]++; plySum += r.plies; }

  const reasons = new Map<string, number>();
  for (const r of records) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);

  const provenance: [string, string][] = Object.entries(config).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);

  return {
    title: config.name ? `Experiment ${config.name}` : `Match: ${names.join(', ')}`,
    description: describeConfig(config),
    games: records.length, errors: records.length - ok.length, bots, seats: t.seats.map(row), seatP: t.seatTest.p, seatReason: t.seatTest.reason, seatCaution: t.seatTest.caution, crosstable, coins, scoreStep,
    length: { width, counts: lengthCounts, mean: ok.length ? plySum / ok.length : 0, max: maxPlies },
    reasons: [...reasons].sort((a, b) => b[1] - a[1]), provenance,
    tables: [table(CROSSTABLE_CSV, crosstableCells(t)), ...(t.ratings.length ? [table(RATINGS_CSV, ratingsCells(t))] : []), ...tables], notable: notableGames(ok, bots, team),
  };
}

function notableGames(ok: readonly GameRecord[], bots: readonly ScoreRow[], team: boolean): Notable[] {
  if (ok.length === 0) return [];
  const out: Notable[] = [];
  let longest = ok[0];
  for (const r of ok) if (r.plies > longest.plies) longest = r;
  out.push({ title: `the longest game: ${longest.plies} plies`, game: longest.game, why: 'most plies' });
  const rate = new Map(bots.map((b) => [b.label, b.score]));
  const winnerSeat = (r: GameRecord): number => {
    const firsts = r.ranks.map((k, s) => (k === 1 ? s : -1)).filter((s) => s >= 0);
    const sides = new Set(firsts.map((s) => (team ? s % 2 : s)));
    return sides.size === 1 ? firsts[0] : -1;
  };
  if (bots.length > 1) {
    let best: { r: GameRecord; gap: number; w: string; s: string } | null = null;
    for (const r of ok) {
      const w = winnerSeat(r);
      if (w < 0) continue;
      const opponents = r.bots.filter((_, s) => (team ? s % 2 !== w % 2 : s !== w));
      let strongest = '';
      for (const b of opponents) if (strongest === '' || rate.get(b)! > rate.get(strongest)!) strongest = b;
      const gap = rate.get(strongest)! - rate.get(r.bots[w])!;
      if (gap > 0 && (!best || gap > best.gap)) best = { r, gap, w: r.bots[w], s: strongest };
    }
    if (best) {
      out.push({ title: `the biggest upset: ${best.w} beat ${best.s}`, game: best.r.game,
        why: `win rates ${rate.get(best.w)!.toFixed(3)} against ${rate.get(best.s)!.toFixed(3)}` });
    }
  } else {
    let rich = ok[0];
    const top = (r: GameRecord): number => Math.max(...r.coins);
    for (const r of ok) if (top(r) > top(rich)) rich = r;
    out.push({ title: `the richest win: ${top(rich)} coins`, game: rich.game, why: 'most coins for the winner' });
  }
  return out;
}
