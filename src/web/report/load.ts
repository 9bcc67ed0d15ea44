/**
 * `jackal report`: reads a run's out dir (config.json, the journal, any extra CSV tables
 * other code wrote there) and builds its report page. The harness's own tables (bots,
 * seats, crosstable, ratings) are computed afresh from the journal, so the page shows
 * today's statistics even where the stored CSVs were written by older code.
 * The notable games come from records.jsonl when the run recorded them (moves checked by
 * this engine), else they are played again from the configuration (replay.ts); a game
 * that cannot be opened is named on the page with the reason (the ply and move, or the
 * outcome that differs, and the commit that made the run). The configuration is read as any version of the harness
 * wrote it (readRunRecord), so runs made by older code get their report too.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { JOURNAL_FILE, readJournal } from '../../harness/journal.js';
import { readRunRecord } from '../../harness/merge.js';
import { BOTS_CSV, CROSSTABLE_CSV, GAMES_CSV, LINEUPS_CSV, RATINGS_CSV, SEATS_CSV, sortRecords, TIMING_CSV } from '../../harness/outputs.js';
import type { GameRecordDoc } from '../../harness/record.js';
import { runRecords } from '../../harness/record-source.js';
import { UsageError } from '../../harness/usage-error.js';
import { reportPage } from '../page.js';
import { reportData, Table } from '../../study/report-data.js';

/** CSVs the report computes from the journal itself (today's statistics, whatever code wrote the files), and so does not read. */
const OWN = new Set([GAMES_CSV, TIMING_CSV, BOTS_CSV, SEATS_CSV, LINEUPS_CSV, CROSSTABLE_CSV, RATINGS_CSV]);
const MAX_ROWS = 200;

function extraTables(dir: string): Table[] {
  return readdirSync(dir).filter((f) => f.endsWith('.csv') && !OWN.has(f)).sort().map((name) => {
    const rows = parse(readFileSync(join(dir, name), 'utf8'), { relax_column_count: true }) as string[][];
    return { name, header: rows[0] ?? [], rows: rows.slice(1, 1 + MAX_ROWS) };
  });
}

/** The report page of the run in dir. Throws UsageError when dir is not a finished or partial run. */
export function buildReport(dir: string): string {
  const config = readRunRecord(dir);
  const { records } = readJournal(join(dir, JOURNAL_FILE), true);
  if (records.length === 0) throw new UsageError('out', `${dir} has no finished games in ${JOURNAL_FILE}`);
  sortRecords(records);
  const data = reportData(config, records, extraTables(dir));
  const docs: GameRecordDoc[] = [];
  const titles: string[] = [];
  const missed: string[] = [];
  // stored moves this engine replays, else the bots played again (record-source.ts)
  const found = runRecords(dir, data.notable.map((n) => n.game));
  data.notable.forEach((n, i) => {
    const doc = found[i];
    if (typeof doc === 'string') { missed.push(`game ${n.game} (${n.title}) cannot be shown: ${doc}`); return; }
    docs.push(doc);
    titles.push(`${n.title} (game ${n.game})`);
  });
  return reportPage(data, docs, titles, missed.join('; '));
}
