/**
 * Checks shared by the tests that read a run's CSVs (test/harness/paired.test.ts on made-up
 * games, test/web/report.test.ts on played ones): the joint ratings, the crosstable and the
 * report tell the same story, and no figure lies outside its range.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { RunConfig } from '../../../src/harness/config.js';
import type { GameRecord } from '../../../src/harness/play.js';
import { reportData } from '../../../src/study/report-data.js';

/** A CSV of the run as rows of named cells. */
export function csvRows(dir: string, file: string): Record<string, string>[] {
  const rows = parse(readFileSync(join(dir, file), 'utf8')) as string[][];
  return rows.slice(1).map((r) => Object.fromEntries(rows[0].map((h, i) => [h, r[i]])));
}

/** A cell as a number: '' is NaN, 'inf' and '-inf' are the infinities. */
export const cellNumber = (x: string): number => (x === '' ? NaN : Number(x.replace(/^(-?)inf$/, '$1Infinity')));

/**
 * ratings.csv, crosstable.csv and the report agree: a finite head-to-head Elo is between
 * bots of one group, and in a group of two their rating difference is that Elo; an
 * unbounded one is between groups ordered the same way, or inside one group (bounded through
 * the other bots) in the same order; the report's tables and paired intervals are the CSVs'.
 */
export function expectAgreement(dir: string, config: RunConfig, records: readonly GameRecord[]): void {
  const cross = csvRows(dir, 'crosstable.csv');
  const ratings = csvRows(dir, 'ratings.csv');
  const rating = (bot: string): Record<string, string> => ratings.find((r) => r.bot === bot)!;
  const against = (r: Record<string, string>): number => (r.anchor === '1' ? 0 : cellNumber(r.elo));
  for (const x of cross) {
    const a = rating(x.bot), b = rating(x.opponent);
    const elo = cellNumber(x.elo);
    if (Number.isFinite(elo)) {
      expect(a.group).toBe(b.group);
      if (ratings.filter((r) => r.group === a.group).length === 2) expect(cellNumber(a.group_elo) - cellNumber(b.group_elo)).toBeCloseTo(elo, 1);
    } else if (a.group !== b.group) {
      expect(Math.sign(against(a) - against(b))).toBe(Math.sign(elo));
    } else {
      // a pair one bot won outright, bounded in the joint fit through the other bots: the same order
      expect(Math.sign(cellNumber(a.group_elo) - cellNumber(b.group_elo))).toBe(Math.sign(elo));
    }
  }
  const d = reportData(config, records);
  // the report's crosstable and ratings tables are the files' cells
  for (const file of ['crosstable.csv', 'ratings.csv']) {
    const shown = d.tables.find((t) => t.name === file)!;
    expect(shown.rows.map((r) => Object.fromEntries(shown.header.map((h, i) => [h, r[i]])))).toEqual(csvRows(dir, file));
  }
  const names = d.crosstable!.bots;
  for (const x of cross) expect(d.crosstable!.score[names.indexOf(x.bot)][names.indexOf(x.opponent)]).toBeCloseTo(cellNumber(x.score), 6);
  const bots = csvRows(dir, 'bots.csv');
  d.bots.forEach((b, i) => {
    expect(b.paired.lo).toBeCloseTo(cellNumber(bots[i].paired_lo), 6);
    expect(b.paired.hi).toBeCloseTo(cellNumber(bots[i].paired_hi), 6);
  });
}

/** lo <= x <= hi (x NaN: not checked), within [min, max], and lo < hi. */
function expectWithin(lo: number, x: number, hi: number, min: number, max: number): void {
  expect(lo).toBeGreaterThanOrEqual(min);
  expect(hi).toBeLessThanOrEqual(max);
  expect(hi).toBeGreaterThan(lo);
  if (!Number.isNaN(x)) { expect(x).toBeGreaterThanOrEqual(lo); expect(x).toBeLessThanOrEqual(hi); }
}

/** Every interval of bots.csv, seats.csv, crosstable.csv and ratings.csv lies within its range and has a width; a missing figure has a note. */
export function expectInRange(dir: string, sides: number): void {
  for (const b of csvRows(dir, 'bots.csv')) {
    expectWithin(cellNumber(b.win_rate_lo), cellNumber(b.win_rate), cellNumber(b.win_rate_hi), 0, 1);
    expectWithin(cellNumber(b.paired_lo), NaN, cellNumber(b.paired_hi), 0, 1);
  }
  for (const s of csvRows(dir, 'seats.csv')) {
    expectWithin(cellNumber(s.win_rate_lo), cellNumber(s.win_rate), cellNumber(s.win_rate_hi), 0, 1);
    expectWithin(cellNumber(s.effect_lo), cellNumber(s.effect), cellNumber(s.effect_hi), -1 / sides, 1 - 1 / sides);
    expect(s.p_all_equal !== '' || s.note !== '').toBe(true);
  }
  for (const x of csvRows(dir, 'crosstable.csv')) {
    expectWithin(cellNumber(x.score_lo), cellNumber(x.score), cellNumber(x.score_hi), 0, 1);
    expectWithin(cellNumber(x.elo_lo), cellNumber(x.elo), cellNumber(x.elo_hi), -Infinity, Infinity);
    expect(x.note !== '').toBe(!Number.isFinite(cellNumber(x.elo)));
    expectWithin(0, cellNumber(x.los), 1, 0, 1);
  }
  for (const r of csvRows(dir, 'ratings.csv')) {
    if (r.anchor === '1') continue;
    expect(r.note !== '').toBe(!Number.isFinite(cellNumber(r.elo)));
    if (r.reference !== r.bot) expectWithin(cellNumber(r.group_elo_lo), cellNumber(r.group_elo), cellNumber(r.group_elo_hi), -Infinity, Infinity);
  }
}
