/**
 * Running a configuration on a piscina pool into an out dir.
 *
 * The out dir holds config.json (the checked configuration), games.jsonl (the journal:
 * a line per finished game, see journal.ts), the CSVs (outputs.ts) and timing.csv.
 * Games are sent to the workers in small chunks, a few chunks per worker in flight;
 * each finished chunk goes to the journal at once. When the run ends, or is stopped
 * (AbortSignal: the CLI's Ctrl-C), the in-flight chunks are abandoned and the CSVs
 * are regenerated from the journal, sorted by game, so they are complete and valid
 * for the games done. `resume` reloads the journal and plays only the missing games:
 * the files come out as one uninterrupted run would have written them.
 *
 * The pool runs the compiled worker, dist/src/harness/worker.js, found relative to
 * this module (from dist/src/harness/run.js it is the neighbour; from src/harness/run.ts,
 * as in tests, it is the built copy under dist/).
 */

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { configDiff, configJson, planGame, RunConfig, shardGames } from './config.js';
import { JOURNAL_FILE, JournalWriter, readJournal, rewriteJournal } from './journal.js';
import { BOTS_CSV, GAMES_CSV, LINEUPS_CSV, SEATS_CSV, sortRecords, StatsRow, TIMING_CSV, writeOutputs } from './outputs.js';
import type { GameRecord } from './play.js';
import { Progress } from './progress.js';
import { RECORD_FILE } from './record.js';
import { UsageError } from './usage-error.js';

export const CONFIG_FILE = 'config.json';
/** Chunks in flight per worker: enough that a worker never waits for the main thread. */
const IN_FLIGHT_PER_WORKER = 3;
const MAX_CHUNK = 16;

export interface RunOptions {
  /** Out dir (created if missing). */
  out: string;
  /** Worker threads; default os.availableParallelism(). */
  workers?: number;
  /** Finish the run already in `out` (or start it, if there is none). */
  resume?: boolean;
  /** Replace a run already in `out`. */
  force?: boolean;
  /** Draw the progress bar on stderr. */
  progress?: boolean;
  /** Aborting stops the run as Ctrl-C does: CSVs of the games done, complete = false. */
  signal?: AbortSignal;
  /** For tests: stop (as if aborted) once this many games were played in this session. */
  stopAfter?: number;
}

export interface RunOutcome {
  config: RunConfig;
  /** Whether every game of the run (or shard) is done. */
  complete: boolean;
  /** Games done (journaled), including those of earlier sessions. */
  done: number;
  /** Games of the run (or of the shard). */
  total: number;
  /** Games played in this session. */
  played: number;
  /** Games done that ended in an error. */
  errors: number;
  /** Journal lines dropped as unreadable on resume. */
  dropped: number;
  workers: number;
  seconds: number;
  /** Games played per second in this session (wall clock, pool start included). */
  gamesPerSec: number;
  /** Sum of the wall-clock ms of the games played in this session (time the workers spent in games). */
  gameMs: number;
  tables: { bots: StatsRow[]; seats: StatsRow[] };
}

/** URL of the compiled worker module. Throws if it has not been built. */
export function workerUrl(): URL {
  const here = import.meta.url;
  const url = here.endsWith('.ts') ? new URL('../../dist/src/harness/worker.js', here) : new URL('./worker.js', here);
  if (!existsSync(url)) throw new Error(`the harness worker ${fileURLToPath(url)} is missing: run \`npm run build\` first`);
  return url;
}

/** Prepares the out dir: checks an existing run against the request, writes config.json. Returns the journaled records. */
function prepareOut(config: RunConfig, o: RunOptions): { records: GameRecord[]; dropped: number } {
  mkdirSync(o.out, { recursive: true });
  const cfgPath = join(o.out, CONFIG_FILE);
  const journalPath = join(o.out, JOURNAL_FILE);
  const held = existsSync(cfgPath) || existsSync(journalPath);
  if (held && o.force) {
    for (const f of [CONFIG_FILE, JOURNAL_FILE, GAMES_CSV, BOTS_CSV, SEATS_CSV, LINEUPS_CSV, TIMING_CSV, RECORD_FILE]) rmSync(join(o.out, f), { force: true });
  } else if (held && !o.resume) {
    throw new UsageError('out', `${o.out} already holds a run; pass --resume to finish it or --force to replace it`);
  } else if (held) {
    if (!existsSync(cfgPath)) throw new UsageError('resume', `${o.out} has a journal but no ${CONFIG_FILE}; cannot tell what run it belongs to`);
    let prev: RunConfig;
    try { prev = JSON.parse(readFileSync(cfgPath, 'utf8')) as RunConfig; } catch (e) {
      throw new UsageError('resume', `${cfgPath} is not valid JSON (${(e as Error).message})`);
    }
    const diff = configDiff(prev, config);
    if (diff !== null) {
      const was = JSON.stringify((prev as unknown as Record<string, unknown>)[diff]);
      const now = JSON.stringify((config as unknown as Record<string, unknown>)[diff]);
      throw new UsageError('resume', `${o.out} holds a run with a different configuration: ${diff} was ${was}, now ${now}; `
        + 'resume with the same settings, or use another --out (or --force to replace it)');
    }
  }
  writeFileSync(`${cfgPath}.tmp`, configJson(config));
  renameSync(`${cfgPath}.tmp`, cfgPath);
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

/** Splits the games into chunks: small enough to spread over the workers, big enough to amortise messaging. */
function chunked(games: readonly number[], workers: number): number[][] {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.floor(games.length / (workers * 16))));
  const out: number[][] = [];
  for (let i = 0; i < games.length; i += size) out.push(games.slice(i, i + size));
  return out;
}

/** Runs (or resumes) a configuration into o.out. Throws UsageError for a bad out dir or resume. */
export async function runMatch(config: RunConfig, o: RunOptions): Promise<RunOutcome> {
  const workers = o.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) throw new UsageError('workers', `must be a whole number >= 1, got ${workers}`);
  const t0 = performance.now();
  const { records, dropped } = prepareOut(config, o);
  const done = new Set(records.map((r) => r.game));
  const games = shardGames(config);
  const todo = games.filter((g) => !done.has(g));
  const chunks = chunked(todo, workers);
  const progress = new Progress(games.length, records.length, o.progress ?? false);
  const journal = new JournalWriter(join(o.out, JOURNAL_FILE));
  let played = 0;
  let gameMs = 0;

  if (chunks.length > 0 && !o.signal?.aborted) {
    const threads = Math.min(workers, chunks.length);
    const pool = new Piscina({
      filename: workerUrl().href, minThreads: threads, maxThreads: threads, idleTimeout: 60_000, workerData: config,
    });
    const abort = new AbortController();
    let stopping = false;
    const stop = (): void => { if (!stopping) { stopping = true; abort.abort(); } };
    // piscina emits 'error' for a result that arrives after its task was aborted (a race
    // on stop) and for a crash of an idle worker; neither may bring the run down
    pool.on('error', (e: unknown) => {
      if (!stopping) process.stderr.write(`jackal: worker pool: ${(e as Error)?.message ?? String(e)}\n`);
    });
    o.signal?.addEventListener('abort', stop, { once: true });
    try {
      await new Promise<void>((resolve) => {
        let next = 0;
        let inFlight = 0;
        const settle = (): void => {
          inFlight--;
          if (inFlight === 0 && (stopping || next >= chunks.length)) resolve(); else pump();
        };
        const pump = (): void => {
          while (!stopping && inFlight < threads * IN_FLIGHT_PER_WORKER && next < chunks.length) {
            const chunk = chunks[next++];
            inFlight++;
            pool.run(chunk, { signal: abort.signal }).then((recs: GameRecord[]) => {
              journal.append(recs);
              for (const r of recs) records.push(r);
              played += recs.length;
              for (const r of recs) gameMs += r.ms;
              progress.update(records.length);
              if (o.stopAfter !== undefined && played >= o.stopAfter) stop();
            }, (err: unknown) => {
              if (stopping) return; // abandoned in flight: these games are played on --resume
              // the worker itself failed (not a game: games catch their own errors); record each game
              const recs = chunk.map((g): GameRecord => {
                const p = planGame(config, g);
                return { game: g, deal: p.deal, dealSeed: p.dealSeed, bots: p.bots, coins: [], ranks: [], plies: 0, reason: 'error',
                  error: `worker failed: ${String((err as Error)?.message ?? err).replace(/\s+/g, ' ')}`, ms: 0 };
              });
              journal.append(recs);
              for (const r of recs) records.push(r);
            }).finally(settle);
          }
        };
        pump();
      });
    } finally {
      o.signal?.removeEventListener('abort', stop);
      journal.close();
      await pool.destroy();
    }
  } else {
    journal.close();
  }
  progress.finish(records.length);

  sortRecords(records);
  const tables = writeOutputs(o.out, config, records);
  const seconds = (performance.now() - t0) / 1000;
  return {
    config, complete: records.length === games.length, done: records.length, total: games.length, played,
    errors: records.filter((r) => r.error !== '').length, dropped, workers, seconds,
    gamesPerSec: seconds > 0 ? played / seconds : 0, gameMs, tables,
  };
}
