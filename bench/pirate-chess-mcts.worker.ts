/**
 * Worker entry of the Pirate chess `mcts` bench row (bench/pirate-chess.bench.ts
 * `benchPirateChessMctsIsolates`): one fresh isolate loads only Pirate chess code and the
 * generic bots, as a pool worker's bundle does, runs `benchPirateChessMcts` (a warm-up
 * pass, then a timed pass that must choose the same moves) and posts its figures back.
 * Its CPU time is the process's: the parent thread only waits meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { benchPirateChessMcts } from './pirate-chess.bench.js';

if (parentPort === null) throw new Error('bench/pirate-chess-mcts.worker.js runs as a worker thread only');
parentPort.postMessage(benchPirateChessMcts());
