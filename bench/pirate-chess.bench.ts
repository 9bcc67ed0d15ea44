/**
 * Pirate chess engine figures on one core: uniformly random playouts (plies/s) and garbage
 * collections during a long random run. Self-checking: before timing, the playouts' plies and
 * final positions must equal the figures stored in bench/fixtures.json (a changed engine fails
 * the bench rather than posting a time), and every timed run must reproduce the ply count.
 */

import { Bench } from 'tinybench';
import { collectGarbage } from './heap.js';
import { PerformanceObserver } from 'node:perf_hooks';
import { Rng } from '../src/core/rng.js';
import { applyMove } from '../src/pirate-chess/apply.js';
import { generateMoves, MAX_MOVES } from '../src/pirate-chess/movegen.js';
import { DEFAULT_OPTIONS } from '../src/pirate-chess/options.js';
import { newGame } from '../src/pirate-chess/setup.js';
import { toPosition } from '../src/pirate-chess/position.js';
import { copyInto, RESULT, State } from '../src/pirate-chess/state.js';
import { checksum, expectFigure, loadFixtures } from './fixtures.js';

export interface PirateChessFigures { pcPlayoutPliesPerSec: number; pcPlayoutGamesPerSec: number; pcGcs: number; pcGcPlies: number }

const moves = new Int32Array(MAX_MOVES);

/** Random games from the given starts with a fixed seed; returns plies played (and, given `finals`, each game's final position JSON). */
function playouts(starts: State[], work: State, rng: Rng, seed: number, finals?: string[]): number {
  rng.seedWords(seed, 0xc4e55);
  let plies = 0;
  for (let i = 0; i < starts.length; i++) {
    copyInto(work, starts[i]);
    while (work.v[RESULT] === 0) {
      applyMove(work, moves[rng.int(generateMoves(work, moves))]);
      plies++;
    }
    if (finals) finals.push(JSON.stringify(toPosition(work)));
  }
  return plies;
}

/** The bench's starts: 8 seeded deals of the 117-tile island. */
export function pirateChessStarts(): State[] {
  const starts: State[] = [];
  for (let g = 0; g < 8; g++) starts.push(newGame(DEFAULT_OPTIONS, `pc-bench:${g}`));
  return starts;
}

/** The workload's figures, as bench/fixtures.json stores them: plies, and the checksum of the final positions. */
export function pirateChessWorkload(): { plies: number; final: string } {
  const finals: string[] = [];
  const plies = playouts(pirateChessStarts(), new State(), new Rng(0), 1, finals);
  return { plies, final: checksum(finals) };
}

/** GCs seen while playing random games until `plies` plies have been played. */
async function countGcs(starts: State[], plies: number): Promise<number> {
  const work = new State(), rng = new Rng('pc-gc-run');
  await collectGarbage();
  let gcs = 0;
  const obs = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
  obs.observe({ entryTypes: ['gc'] });
  for (let done = 0, i = 0; done < plies; i = (i + 1) % starts.length) {
    copyInto(work, starts[i]);
    while (work.v[RESULT] === 0 && done < plies) {
      applyMove(work, moves[rng.int(generateMoves(work, moves))]);
      done++;
    }
  }
  await new Promise((r) => setTimeout(r, 50)); // GC entries are delivered asynchronously
  obs.disconnect();
  return gcs;
}

export async function benchPirateChess(timeMs: number, gcPlies: number): Promise<PirateChessFigures> {
  const starts = pirateChessStarts();
  const work = new State(), rng = new Rng(0);
  const fixtures = loadFixtures(), check = pirateChessWorkload();
  expectFigure('pirate chess playout plies', check.plies, fixtures.pirateChess?.playoutPlies);
  expectFigure('pirate chess playout final positions', check.final, fixtures.pirateChess?.playoutFinal);
  const expected = playouts(starts, work, rng, 1);
  const gcs = await countGcs(starts, gcPlies);
  const bench = new Bench({ time: timeMs, warmupTime: Math.min(500, timeMs / 2) });
  bench.add('pirate chess random playout', () => {
    const plies = playouts(starts, work, rng, 1);
    if (plies !== expected) throw new Error(`pirate chess playout: ${plies} plies, expected ${expected}`);
  });
  await bench.run();
  const r = bench.tasks[0].result as { latency?: { mean: number; p50?: number }; error?: unknown; state?: string } | undefined;
  if (!r || !r.latency) throw new Error(`pirate chess bench failed: ${String(r?.error ?? r?.state)}`);
  const ms = r.latency.p50 ?? r.latency.mean; // median milliseconds per iteration
  return { pcPlayoutPliesPerSec: (expected * 1000) / ms, pcPlayoutGamesPerSec: (starts.length * 1000) / ms, pcGcs: gcs, pcGcPlies: gcPlies };
}
