/**
 * Running a configuration on a piscina pool into an out dir.
 *
 * The out dir holds config.json (the checked configuration), games.jsonl (the journal:
 * a line per finished game, see journal.ts), the CSVs (outputs.ts), timing.csv, and
 * while a run is on, its lock (outdir.ts): a second run on the same dir is refused.
 * Before the pool starts, each session (a start or a --resume) measures the machine's
 * speed on the main thread (machine-speed.ts) into config.json's provenance block.
 * Games are sent to the workers in small chunks (pool-play.ts); a worker writes each game's
 * record to its chunk's shared mailbox as the game ends (mailbox.ts), and the main thread
 * journals it within milliseconds, a batch at a time. When the run ends, or is
 * stopped (AbortSignal: the CLI's Ctrl-C), the in-flight games are abandoned and the CSVs
 * are regenerated from the journaled records, sorted by game, so they are complete and valid
 * for the games done. Those records are the journal's in memory: `onRecord` appends a record
 * to both in one step, and once the pool is stopping no record is heard (pool-play.ts
 * `accept`), so games.csv holds exactly the journal's games whenever the stop comes
 * (test/harness/interrupt-race.test.ts). Until they are written, csv-stale.txt says the
 * outputs may lag the journal (stale-mark.ts): a process that quits at once leaves it. `resume` reloads the journal and plays only the missing games: the files
 * come out as one uninterrupted run would have written them.
 *
 * Faults of the machinery never become results (pool-play.ts): the games of a worker that
 * dies are played again; a game that kills its worker MAX_WORKER_DEATHS times is left
 * unplayed (the run is incomplete, `unplayed` names it; --resume tries it again). A worker
 * that cannot load its module stops the run at once (`failure`): the games done are kept.
 * A game the machine could not play (an external bot it could not start for want of file
 * descriptors, processes or memory: bots/bot.ts MachineFault) stops the run as Ctrl-C does,
 * with no record of that game; runMatch then throws MachineFault with the one line the CLI
 * prints (exit 4), and --resume plays the game.
 */

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { checkWorkerBots, configJson, describeDiff, planGame, RunConfig, shardGames, timeBudgeted } from './config.js';
import { replaceText } from './durable.js';
import { JOURNAL_FILE, JournalWriter, readJournal, rewriteJournal } from './journal.js';
import { machineSpeed, recordedSpeeds, type RunFacts } from './machine-speed.js';
import { checkFiles, makeOutDir, OutLock } from './outdir.js';
import { OUTPUT_FILES, sortRecords, Tables, writeOutputs } from './outputs.js';
import type { GameRecord } from './play.js';
import { Progress } from './progress.js';
import { provenance } from './provenance.js';
import { RECORD_FILE } from './record.js';
import { progressDetail } from './report.js';
import { readSavedConfig } from './saved-config.js';
import { SequentialSprt } from './sequential.js';
import { clearStale, markStale, STALE_FILE } from './stale-mark.js';
import { DiskFault, isDiskError } from './disk-fault.js';
import { MachineFault } from '../../bots/bot.js';
import { UsageError } from './usage-error.js';
import { chunked } from './chunks.js';
import { playOnPool, type PoolTimes } from './pool-play.js';

export { MAX_WORKER_DEATHS, workerUrl } from './pool-play.js';

export const CONFIG_FILE = 'config.json';
/** The files a run writes in its out dir. */
export const RUN_FILES = [CONFIG_FILE, JOURNAL_FILE, ...OUTPUT_FILES, RECORD_FILE, STALE_FILE] as const;
/** The most worker threads a run takes (each is a V8 isolate of tens of MB). */
export const MAX_WORKERS = 256;

export interface RunOptions {
  /** Out dir (created if missing). */
  out: string;
  /** Worker threads, 1..MAX_WORKERS; default os.availableParallelism(). */
  workers?: number;
  /** Finish the run already in `out` (or start it, if there is none). */
  resume?: boolean;
  /** Replace a run already in `out`. Refused together with `resume`. */
  force?: boolean;
  /** Draw the progress bar on stderr. */
  progress?: boolean;
  /** Without the bar: seconds between one-line progress reports on stderr (0 = none; default 0). */
  reportEvery?: number;
  /** Called once the out dir is ready, before play: games left, games of the run, workers (the CLI prints the plan). */
  onPlan?: (todo: number, total: number, workers: number) => void;
  /** Aborting stops the run as Ctrl-C does: CSVs of the games done, complete = false. */
  signal?: AbortSignal;
  /** For tests: stop (as if aborted) once this many games were played in this session. */
  stopAfter?: number;
  /**
   * Fault injection for tests: the worker thread playing game `workerExitAt` exits when it
   * comes to it (mid-chunk), the first time only, or every time with `every`.
   */
  faults?: { workerExitAt: number; every?: boolean };
  /**
   * For tests: a module the pool runs in place of the harness worker (a worker that fails to
   * load). It must have the harness worker in its graph (re-export it, or be a bundle of it):
   * the worker's top-level code says its thread has loaded (thread-loads.ts), and a pool's end
   * waits for that. Threads of a module without it are ended after LOAD_WAIT_MS (10 s), with a
   * line on stderr.
   */
  workerFile?: URL;
}

export interface RunOutcome {
  config: RunConfig;
  /** Whether every game of the run (or shard) is done, or the SPRT reached a decision. */
  complete: boolean;
  /** Games done (journaled), including those of earlier sessions. */
  done: number;
  /** Games of the run (or of the shard). */
  total: number;
  /** Games played in this session. */
  played: number;
  /** Games done that ended in an error. */
  errors: number;
  /** Of those, games a bot forfeited (end_reason forfeit). */
  forfeits: number;
  /** Journal lines dropped as unreadable on resume. */
  dropped: number;
  /** Worker threads that died in this session (their games were played again). */
  workerDeaths: number;
  /** Games left unplayed because they killed their worker MAX_WORKER_DEATHS times. */
  unplayed: number[];
  /** Set when a fault of the machinery stopped the run early (a worker could not load): why, in one line. */
  failure?: string;
  workers: number;
  seconds: number;
  /** Games played per second in this session (wall clock, pool start included). */
  gamesPerSec: number;
  /** Sum of the wall-clock ms of the games played in this session (time the workers spent in games). */
  gameMs: number;
  tables: Tables;
  /** When the pool's phases ended (pool-play.ts PoolTimes); absent when no game was left to play. */
  poolTimes?: PoolTimes;
}


/**
 * Prepares the locked out dir: checks an existing run against the request, writes
 * config.json. Returns the journaled records.
 */
function prepareOut(config: RunConfig, o: RunOptions): { records: GameRecord[]; dropped: number } {
  checkFiles(o.out, RUN_FILES);
  const cfgPath = join(o.out, CONFIG_FILE);
  const journalPath = join(o.out, JOURNAL_FILE);
  const held = existsSync(cfgPath) || existsSync(journalPath);
  if (held && o.force) {
    for (const f of RUN_FILES) rmSync(join(o.out, f), { force: true });
  } else if (held && !o.resume) {
    throw new UsageError('out', `${o.out} already holds a run; to play it again give a new --out (then jackal compare ${o.out} NEW says whether `
      + 'the games are the same), --resume to finish it, or --force to replace it');
  } else if (held) {
    if (!existsSync(cfgPath)) throw new UsageError('resume', `${o.out} has a journal but no ${CONFIG_FILE}; cannot tell what run it belongs to`);
    const prev = readSavedConfig(cfgPath, 'resume');
    const diff = describeDiff(prev, config);
    if (diff !== null) {
      throw new UsageError('resume', `${o.out} holds a different run: ${diff}; resume with the same settings and code, `
        + 'or use another --out (or --force to replace it)');
    }
  }
  // the machine's speed, measured before the pool starts; a resumed run keeps its earlier sessions'
  const earlier = held && o.resume ? recordedSpeeds(readFileSync(cfgPath, 'utf8')) : [];
  const facts: RunFacts = { reproducible: !timeBudgeted(config), machine: [...earlier, machineSpeed()] };
  replaceText(cfgPath, configJson(config, { ...provenance(config.game, config.bots), ...facts }));
  if (!o.resume) return { records: [], dropped: 0 };

  const { records, dropped } = readJournal(journalPath);
  const mine = new Set(shardGames(config));
  for (const r of records) {
    if (!mine.has(r.game) || planGame(config, r.game).dealSeed !== r.dealSeed) {
      throw new UsageError('resume', `${journalPath} holds game ${r.game} (deal seed ${r.dealSeed}), which is not a game of this run`);
    }
  }
  rewriteJournal(journalPath, records);
  return { records, dropped };
}

/** Checks the worker count: a whole number from 1 to MAX_WORKERS. */
export function checkWorkers(workers: number): void {
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw new UsageError('workers', `must be a whole number from 1 to ${MAX_WORKERS} (this machine has ${availableParallelism()} cores), got ${workers}`);
  }
}

/** Runs (or resumes) a configuration into o.out. Throws UsageError for a bad out dir, a held lock or a bad resume. */
export async function runMatch(config: RunConfig, o: RunOptions): Promise<RunOutcome> {
  const workers = o.workers ?? availableParallelism();
  checkWorkers(workers);
  checkWorkerBots(config);
  if (o.resume && o.force) {
    throw new UsageError('force', '--force replaces the run in --out and --resume keeps it; give one of them (a finished run is never wiped by --resume)');
  }
  const t0 = performance.now();
  makeOutDir(o.out);
  let lock: OutLock | undefined;
  try {
    lock = OutLock.acquire(o.out);
    return await runLocked(config, o, workers, t0);
  } catch (e) {
    // the lock, config.json, csv-stale.txt or a journal rewritten before play (each written whole or not at all)
    if (isDiskError(e)) throw new DiskFault(`in ${o.out}`, e, 'the journal keeps the games done; free space (or mend the disk), then run the same command with --resume');
    throw e;
  } finally {
    lock?.release();
  }
}

async function runLocked(config: RunConfig, o: RunOptions, workers: number, t0: number): Promise<RunOutcome> {
  const { records, dropped } = prepareOut(config, o);
  markStale(o.out); // until writeOutputs has rewritten every file (stale-mark.ts)
  const done = new Set(records.map((r) => r.game));
  const games = shardGames(config);
  // with --sprt, the test sees blocks in deal order and the run stops at its decision
  const sprt = config.sprt ? new SequentialSprt(config) : null;
  sprt?.add(records);
  const todo = sprt?.done ? [] : games.filter((g) => !done.has(g));
  const queue = chunked(todo, workers);
  o.onPlan?.(todo.length, games.length, workers);
  const progress = new Progress(games.length, records.length, o.progress ?? false, process.stderr,
    { every: o.reportEvery ?? 0, detail: () => progressDetail(config, records, sprt) });
  const journalPath = join(o.out, JOURNAL_FILE);
  const journal = new JournalWriter(journalPath);
  let pool: { workerDeaths: number; unplayed: number[]; failure?: string; fault?: string; times?: PoolTimes } = { workerDeaths: 0, unplayed: [] };
  let played = 0;
  let gameMs = 0;
  /** Games heard and not yet journaled: the pool hands them over in batches, each journaled in one write. */
  const unwritten: GameRecord[] = [];
  /** Set when the journal could not be written (a full disk): the pool is stopped as by Ctrl-C. */
  let journalFault: unknown = null;
  /** Stops the pool: aborted by the caller's signal or by the journal's fault. */
  const faulted = new AbortController();
  const afterRecords = (): void => {
    try {
      journal.append(unwritten);
    } catch (e) {
      if (!isDiskError(e)) throw e;
      // the batch is not journaled (append cut it off): neither is it a game done
      records.splice(records.length - unwritten.length);
      journalFault ??= e;
      faulted.abort();
    }
    unwritten.length = 0;
  };
  /** A game finished in this session: to the journal with its batch (afterRecords); true when the run should stop. */
  const onRecord = (r: GameRecord): boolean => {
    unwritten.push(r);
    records.push(r);
    played++;
    gameMs += r.ms;
    progress.update(records.length);
    sprt?.add([r]);
    return (sprt?.done ?? false) || (o.stopAfter !== undefined && played >= o.stopAfter);
  };
  // the pool hears one signal: the caller's stop (Ctrl-C) or the journal's fault (AbortSignal.any is Node 20.3+)
  const stop = (): void => faulted.abort();
  o.signal?.addEventListener('abort', stop, { once: true });
  try {
    if (queue.length > 0 && !o.signal?.aborted) pool = await playOnPool(config, queue, { workers, signal: faulted.signal, faults: o.faults, workerFile: o.workerFile, done, onRecord, afterRecords });
  } finally {
    o.signal?.removeEventListener('abort', stop);
    afterRecords();
    try { journal.close(); } catch (e) { if (journalFault === null) throw e; }
  }
  progress.finish(records.length);

  sortRecords(records);
  const mend = 'free space (or mend the disk), then run the same command with --resume';
  if (journalFault !== null) {
    // the CSVs of the games journaled, if the disk takes them; else they stay stale (marked)
    try { writeOutputs(o.out, config, records); clearStale(o.out); } catch { /* the journal is the record */ }
    throw new DiskFault(`the journal ${journalPath}`, journalFault, `it keeps the ${records.length} of ${games.length} games done, each whole, and the run stopped; ${mend}`);
  }
  if (pool.fault !== undefined) {
    // the CSVs of the games journaled, if the machine lets them be written; else they stay stale (marked)
    try { writeOutputs(o.out, config, records); clearStale(o.out); } catch { /* the journal is the record */ }
    throw new MachineFault(`STOPPED: ${pool.fault}: the journal ${journalPath} keeps the ${records.length} of ${games.length} games done, each whole, `
      + 'and the run stopped; that game is no result. Free what the machine is short of, then run the same command with --resume');
  }
  let tables: Tables;
  try {
    tables = writeOutputs(o.out, config, records);
    clearStale(o.out);
  } catch (e) {
    if (!isDiskError(e)) throw e;
    throw new DiskFault(`the CSVs in ${o.out}`, e, `the journal ${journalPath} keeps the ${records.length} of ${games.length} games done; ${mend}, which writes them`);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    config, complete: records.length === games.length || (tables.sprt?.decidedAt ?? null) !== null, done: tables.games, total: games.length, played,
    errors: records.filter((r) => r.error !== '').length, forfeits: records.filter((r) => r.reason === 'forfeit').length, dropped, workerDeaths: pool.workerDeaths, unplayed: pool.unplayed, failure: pool.failure, workers, seconds,
    gamesPerSec: seconds > 0 ? played / seconds : 0, gameMs, tables, poolTimes: pool.times,
  };
}
