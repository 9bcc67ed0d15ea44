/**
 * Worker entry of the Pirate chess `mcts` bench row (bench/pirate-chess.bench.ts
 * `benchPirateChessMctsIsolates`): one fresh isolate in which only Pirate chess code runs
 * (bots/registry.js loads the other games' modules but nothing calls them), as in a pool worker, runs `benchPirateChessMcts` (a warm-up
 * pass, then a timed pass that must choose the same moves) and posts its figures back.
 * Its CPU time is the process's: the parent thread only waits meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { benchPirateChessMcts } from './pirate-chess.bench.js';

if (parentPort === null) throw new Error('bench/pirate-chess-mcts.worker.js runs as a worker thread only');
parentPort.postMessage(benchPirateChessMcts());
