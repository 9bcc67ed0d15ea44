/**
 * The machine's speed, measured at the start of every run (run.ts) and written to the
 * provenance block of config.json, which --resume and merge do not compare: a fixed
 * workload of uniformly random Jackal playouts (SPEED_GAMES games of the default rules from
 * fixed seeds, every ply's full legal list generated and one move drawn by a seeded Rng),
 * timed on the thread's CPU clock (src/core/thread-clock.ts) after SPEED_WARMUP games
 * played untimed for the JIT. The workload with its warm-up takes 0.2-0.35 s of CPU in a fresh
 * process (2 December 2026). It runs on the main thread only: docs/HARNESS.md "The machine's
 * speed" says why the workers do not measure their own.
 *
 * `relative` is the measured plies per CPU second over REFERENCE_PLIES_PER_SEC (this
 * project's machine of record, see docs/HARNESS.md "The machine's speed"): a run at
 * relative 0.8 ran its bots 20% slower than the reference, so a time budget of N ms bought
 * what N·0.8 ms buys at the reference speed, and an iteration budget's measured ms times
 * `relative` is its time at the reference speed. CPU time leaves out the time the thread
 * waited for a core, but not the slowdown of sharing (caches, memory bandwidth, a sibling
 * hyper-thread), which is what a slow day is. `wallMs` is there to show the waiting.
 *
 * The checksum folds every move played; a different checksum means the engine plays other
 * games than the ones the reference was measured on (`checksumOk` false), and the figure
 * is then not comparable.
 */

import { Rng } from '../core/rng.js';
import { withoutByteOrderMark } from '../core/text-file.js';
import { threadCpuMs, THREAD_CLOCK_KIND, type ThreadClockKind } from '../core/thread-clock.js';
import { applyMove } from '../jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../jackal/movegen.js';
import { DEFAULT_OPTIONS } from '../jackal/options.js';
import { isTerminal } from '../jackal/outcome.js';
import { newGame } from '../jackal/setup.js';
import { UsageError } from './usage-error.js';

/** Timed games of the workload, and untimed games played before them. */
export const SPEED_GAMES = 600;
export const SPEED_WARMUP = 40;
/** Plies and checksum of the timed games with today's engine (the test plays them again by a plain loop of the game interface). */
export const SPEED_PLIES = 849_972;
export const SPEED_CHECKSUM = 2_074_373_990;
/**
 * Plies per CPU second of the workload at the reference speed, this project's machine on
 * 1 December 2026 (docs/HARNESS.md "The machine's speed"). The workload is the engine, so a
 * faster engine would read as a faster machine: each engine speed-up gets a new workload
 * version (WORKLOAD) whose reference is the last one times the same-run playout ratio.
 * v1: 2.0M (1.57M to 1.96M measured under a shared load, the engine bench's idle core 2.35M).
 * v2: 2.8M, the engine of 66d992d: v1's 2.0M times 1.40, `npm run bench:compare -- --base
 * f3f8a92 --only playout` on the idle machine (the same games: SPEED_PLIES and SPEED_CHECKSUM
 * did not change).
 * v3: 3.5M, the engine of 8b9d3a3 (the hash brought up to date when read): v2's 2.8M times
 * 1.25, the median of three same-run playout ratios against 6135bc1 (1.22, 1.25, 1.28; load
 * 14-18 on the 2 cores, so measured under load; the same games again).
 * v4: 4.98M, the engine of ddbfbd7 (imports read as module constants): v3's 3.5M times 1.423,
 * the median ratio of this workload itself, 7 fresh processes of each build alternating on the
 * idle machine against 3478dbc (3.27M against 4.65M; the same games again).
 */
export const REFERENCE_PLIES_PER_SEC = 4_980_000;
/** The workload's name and version (REFERENCE_PLIES_PER_SEC says when it changes). */
export const WORKLOAD = 'jackal-random-playouts-v4';
/** A measurement younger than this is reused by the next run of the same process (a sweep, a test file). */
export const SPEED_TTL_MS = 60_000;

export interface MachineSpeed {
  /** The workload's name and version (a new workload gets a new name). */
  workload: string;
  plies: number;
  checksum: number;
  checksumOk: boolean;
  /** Thread CPU ms and wall ms of the timed games. */
  cpuMs: number;
  wallMs: number;
  /** Plies per CPU second, and its ratio to the reference. */
  pliesPerSec: number;
  relative: number;
  /** The clock measured (`wall` where the system offers no thread CPU time). */
  clock: ThreadClockKind;
  /** When it was measured (ISO time). */
  at: string;
}

/** Plays games [from, to) of the workload; returns plies and the checksum folded on from `h`. */
function playouts(from: number, to: number, h: number): { plies: number; h: number } {
  const moves = new Int32Array(MAX_MOVES);
  let plies = 0;
  for (let g = from; g < to; g++) {
    const s = newGame(DEFAULT_OPTIONS, `speed:${g}`);
    const rng = new Rng(`speed-play:${g}`);
    while (!isTerminal(s)) {
      const m = moves[rng.int(generateMoves(s, moves))];
      h = (Math.imul(h, 31) + m) | 0;
      applyMove(s, m);
      plies++;
    }
  }
  return { plies, h };
}

let cached: { speed: MachineSpeed; t: number } | null = null;

/**
 * The machine's speed for a run starting now: measured on this thread, or the same
 * process's measurement of less than SPEED_TTL_MS ago (its `at` says when).
 */
export function machineSpeed(): MachineSpeed {
  const now = performance.now();
  if (cached === null || now - cached.t > SPEED_TTL_MS) cached = { speed: measureMachineSpeed(speedGames()), t: now };
  return cached.speed;
}

/**
 * The timed games of a run's measurement: SPEED_GAMES, or JACKAL_SPEED_GAMES (a whole number
 * from 1) where a test suite that starts a hundred short runs wants a cheaper figure; the
 * figure then names its smaller workload and says `checksumOk` false (vitest.config.ts).
 */
function speedGames(): number {
  const text = process.env.JACKAL_SPEED_GAMES;
  if (text === undefined || text === '') return SPEED_GAMES;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError('JACKAL_SPEED_GAMES', `must be a whole number from 1, not ${JSON.stringify(text)}`);
  return n;
}

/** What a run's config.json says of its session(s) beyond the provenance (config.ts `configJson`). */
export interface RunFacts {
  /** False for a run with a time budget (config.ts `timeBudgeted`): its games depend on the machine's speed and load. */
  reproducible: boolean;
  /** The machine's speed at the start of each session of the run (one per start or --resume), oldest first. */
  machine: MachineSpeed[];
}

/** The machine measurements a config.json already holds (provenance.machine), to append a resumed session's to. */
export function recordedSpeeds(configText: string): MachineSpeed[] {
  try {
    const m = (JSON.parse(withoutByteOrderMark(configText)) as { provenance?: { machine?: unknown } }).provenance?.machine;
    return Array.isArray(m) ? m.filter((x): x is MachineSpeed => typeof x === 'object' && x !== null && typeof x.pliesPerSec === 'number') : [];
  } catch {
    return [];
  }
}

/** Runs the workload on this thread (0.2-0.35 s of CPU in a fresh process). */
export function measureMachineSpeed(games = SPEED_GAMES): MachineSpeed {
  playouts(-Math.min(SPEED_WARMUP, games), 0, 0);
  const w0 = performance.now(), c0 = threadCpuMs();
  const { plies, h } = playouts(0, games, 0);
  const cpuMs = threadCpuMs() - c0, wallMs = performance.now() - w0;
  const checksum = h >>> 0;
  const pliesPerSec = plies / (cpuMs / 1000);
  const round = (x: number, d: number): number => Number(x.toFixed(d));
  return {
    workload: `${WORKLOAD}:${games}`, plies, checksum, checksumOk: games === SPEED_GAMES && plies === SPEED_PLIES && checksum === SPEED_CHECKSUM,
    cpuMs: round(cpuMs, 1), wallMs: round(wallMs, 1), pliesPerSec: Math.round(pliesPerSec), relative: round(pliesPerSec / REFERENCE_PLIES_PER_SEC, 3),
    clock: THREAD_CLOCK_KIND, at: new Date().toISOString(),
  };
}
