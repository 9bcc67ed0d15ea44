/**
 * The piscina worker: plays a chunk of games of the run whose configuration the pool
 * passed as workerData. Compiled to dist/src/harness/worker.js, which the pool loads.
 */

import { workerData } from 'node:worker_threads';
import type { RunConfig } from './config.js';
import { GameRecord, playGame } from './play.js';

const config = workerData as RunConfig;

/** Plays the given games (game numbers) in order and returns their records. */
export default function playChunk(games: number[]): GameRecord[] {
  return games.map((g) => playGame(config, g));
}
