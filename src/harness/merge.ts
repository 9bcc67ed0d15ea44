/**
 * `jackal merge`: combines the out dirs of shards (`--shard K/N`) into the out dir one
 * unsharded run would have written: the same config.json (shard null), the same
 * games.csv, bots.csv and seats.csv byte for byte, the journal sorted by game, and
 * timing.csv (the only file that is not reproducible).
 *
 * The dirs must hold the same configuration apart from the shard, and together every
 * game of the run; otherwise merge names what is wrong (which shard is missing or
 * incomplete) and writes nothing.
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configJson, describeDiff, gameCount, gamesPerDeal, RunConfig, timeBudgeted } from './config.js';
import { replaceText } from './durable.js';
import { JOURNAL_FILE, readJournal, rewriteJournal } from './journal.js';
import { recordedSpeeds } from './machine-speed.js';
import { checkFiles, makeOutDir, OutLock } from './outdir.js';
import { sortRecords, Tables, writeOutputs } from './outputs.js';
import { provenance } from './provenance.js';
import type { GameRecord } from './play.js';
import { CONFIG_FILE, RUN_FILES } from './run.js';
import { readRecordedConfig, readSavedConfig } from './saved-config.js';
import { UsageError } from './usage-error.js';

export interface MergeOutcome { config: RunConfig; total: number; errors: number; tables: Tables }

function configPath(dir: string): string {
  const path = join(dir, CONFIG_FILE);
  if (!existsSync(dir)) throw new UsageError('dirs', `${dir} does not exist`);
  if (!statSync(dir).isDirectory()) throw new UsageError('dirs', `${dir} is a file, not a run's out dir`);
  if (!existsSync(path)) throw new UsageError('dirs', `${dir} holds no ${CONFIG_FILE}: not a run's out dir`);
  return path;
}

/** A run's config.json from its out dir, exactly as this code writes it (to go on with the run). Throws UsageError (field `dirs`) when missing or unreadable. */
export function readConfig(dir: string): RunConfig {
  return readSavedConfig(configPath(dir), 'dirs');
}

/** A run's config.json from its out dir as any version of the harness wrote it (readRecordedConfig: to read outcomes). Throws UsageError (field `dirs`) when missing or unreadable. */
export function readRunRecord(dir: string): RunConfig {
  return readRecordedConfig(configPath(dir), 'dirs');
}

/** Merges shard out dirs into `out`. Throws UsageError on mismatched or incomplete inputs. */
export function mergeRuns(dirs: readonly string[], out: string, force = false, game?: string): MergeOutcome {
  if (dirs.length === 0) throw new UsageError('dirs', 'give at least one out dir to merge');
  if (dirs.some((d) => resolve(d) === resolve(out))) throw new UsageError('out', `${out} is one of the dirs being merged; pick a new --out`);
  if (existsSync(join(out, CONFIG_FILE)) && !force) throw new UsageError('out', `${out} already holds a run; pass --force to replace it`);

  const again = dirs.findIndex((d, i) => dirs.slice(0, i).some((e) => resolve(e) === resolve(d)));
  if (again >= 0) throw new UsageError('dirs', `${dirs[again]} is given twice; give each shard's out dir once`);

  const configs = dirs.map(readConfig);
  const base: RunConfig = { ...configs[0], shard: null };
  if (game !== undefined && base.game !== game) throw new UsageError('game', `${dirs[0]} holds ${/^[aeiou]/.test(base.game) ? 'an' : 'a'} ${base.game} run, not ${game}`);
  // shards made by other engine or bot code are refused unless --force; any other difference always
  const codeOnly = (c: RunConfig): RunConfig => (force ? { ...c, code: '', bots: {} } : c);
  configs.forEach((c, i) => {
    const diff = describeDiff(codeOnly({ ...c, shard: null }), codeOnly(base));
    if (diff !== null) throw new UsageError('dirs', `${dirs[i]} is a different run from ${dirs[0]}: ${diff}${force ? '' : ' (--force merges shards of different code)'}`);
  });
  // a shard given twice (a copy of its dir) would leave the shard meant in its place "not given"
  const holder = new Map<string, string>();
  configs.forEach((c, i) => {
    if (c.shard === null) return;
    const k = `${c.shard.index}/${c.shard.count}`;
    const was = holder.get(k);
    if (was !== undefined) throw new UsageError('dirs', `${was} and ${dirs[i]} both hold shard ${k}; give each shard once`);
    holder.set(k, dirs[i]);
  });
  const byGame = new Map<number, GameRecord>();
  // the code that played each game: its shard's (they differ only under --force; games.csv's code_id says which)
  const codeOf = new Map<number, string>();
  const doneIn = dirs.map(() => 0);
  dirs.forEach((d, i) => {
    for (const r of readJournal(join(d, JOURNAL_FILE)).records) {
      if (!byGame.has(r.game)) { byGame.set(r.game, r); codeOf.set(r.game, configs[i].code); }
      doneIn[i]++;
    }
  });

  const total = gameCount(base);
  if (byGame.size !== total) {
    const perDeal = gamesPerDeal(base);
    const counts = [...new Set(configs.map((c) => c.shard?.count ?? 1))];
    let detail = '';
    if (counts.length === 1 && counts[0] > 1) {
      const n = counts[0];
      const parts: string[] = [];
      for (let k = 0; k < n; k++) {
        let want = 0;
        for (let d = k; d < base.deals; d += n) want += perDeal;
        const i = configs.findIndex((c) => c.shard?.index === k);
        if (i < 0) { if (want > 0) parts.push(`shard ${k}/${n} not given`); } else if (doneIn[i] < want) {
          parts.push(`shard ${k}/${n} (${dirs[i]}) has ${doneIn[i]} of ${want} games (finish it with --resume)`);
        }
      }
      detail = `: ${parts.join('; ')}`;
    }
    throw new UsageError('dirs', `the dirs hold ${byGame.size} of the run's ${total} games${detail}`);
  }

  makeOutDir(out);
  const lock = OutLock.acquire(out);
  try {
    checkFiles(out, RUN_FILES);
    if (existsSync(join(out, CONFIG_FILE)) && !force) throw new UsageError('out', `${out} already holds a run; pass --force to replace it`);
    const records = sortRecords([...byGame.values()]);
    // the merged run keeps every shard's measurements of the machine's speed (machine-speed.ts)
    const machine = dirs.flatMap((d) => recordedSpeeds(readFileSync(configPath(d), 'utf8')));
    replaceText(join(out, CONFIG_FILE), configJson(base, { ...provenance(base.game, base.bots), reproducible: !timeBudgeted(base), machine }));
    rewriteJournal(join(out, JOURNAL_FILE), records);
    const tables = writeOutputs(out, base, records, codeOf);
    return { config: base, total, errors: records.filter((r) => r.error !== '').length, tables };
  } finally {
    lock.release();
  }
}
