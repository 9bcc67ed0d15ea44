/**
 * Pirate chess figures on one core: uniformly random playouts (plies/s, the full legal list
 * every ply), garbage collections during a long random run, and `mcts` iterations a second
 * from mid-game positions. Self-checking: before timing, the playouts' plies and final
 * positions, and the moves `mcts` chooses, must equal the figures stored in
 * bench/fixtures.json (a changed engine fails the bench rather than posting a time); every
 * timed playout run must reproduce the ply count, and every search must run exactly its
 * iterations, with the root's visits summing to them, and choose the same moves twice.
 * The playout and `mcts` rows are timed in fresh isolates (bench/isolates.ts: only Pirate
 * chess code runs in each, as in a pool worker; it says why), reporting the best, the median
 * and the slowest; every isolate's plies, final positions and moves must match the stored
 * figures. The tasks are `pirateChessPlayoutIsolate` and `pirateChessMctsIsolate`.
 * Run this file directly (`node dist/bench/pirate-chess.bench.js`) for the figures as JSON.
 */

import { countGcs } from './heap.js';
import { cpuMsPerCall } from './cpu-time.js';
import { type Figures, type IsolateRun, measureInIsolates } from './isolates.js';
import { Rng } from '../src/core/rng.js';
import { applyMove } from '../src/pirate-chess/apply.js';
import { generateMoves, MAX_MOVES } from '../src/pirate-chess/movegen.js';
import { DEFAULT_OPTIONS } from '../src/pirate-chess/options.js';
import { newGame } from '../src/pirate-chess/setup.js';
import { toPosition } from '../src/pirate-chess/position.js';
import { copyInto, RESULT, State } from '../src/pirate-chess/state.js';
import { checksum, expectFigure, loadFixtures } from './fixtures.js';
import { type Mcts, mctsParams } from '../bots/mcts.js';
import { mctsSearch, parseBotSpec } from '../bots/registry.js';
import { PIRATE_CHESS } from '../src/pirate-chess/game.js';
import { controller } from '../src/pirate-chess/state.js';
import { observeInto } from '../src/pirate-chess/observation.js';

const moves = new Int32Array(MAX_MOVES);

/** Random games from the given starts with a fixed seed; returns plies played (and, given `finals`, each game's final position JSON). Its own loop, not a shared one: bench/cpu-time.ts says why. */
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

/** The playout row's isolate task (bench/isolates.ts): the workload's plies and final positions, then its rate over `timeMs` of this thread's CPU. */
export function pirateChessPlayoutIsolate(timeMs: number): IsolateRun {
  const check = pirateChessWorkload(), starts = pirateChessStarts(), work = new State(), rng = new Rng(0);
  const ms = cpuMsPerCall('pirate chess random playout', timeMs, check.plies, () => playouts(starts, work, rng, 1));
  return { rates: { pcPlayoutPliesPerSec: (check.plies * 1000) / ms, pcPlayoutGamesPerSec: (starts.length * 1000) / ms }, ratios: {}, checks: { pcPlayoutPlies: check.plies, pcPlayoutFinal: check.final } };
}

/** The `mcts` row's isolate task (bench/isolates.ts): `benchPirateChessMcts` over `timeMs` of this thread's CPU. */
export function pirateChessMctsIsolate(timeMs: number): IsolateRun {
  const r = benchPirateChessMcts(timeMs);
  return { rates: { pcMctsItersPerSec: r.itersPerSec }, ratios: {}, checks: { pcMctsChecksum: r.checksum, pcMctsIterations: r.iterations } };
}

/**
 * The Pirate chess rows: the GC count in this thread (pcGcs in pcGcPlies plies), the playout
 * and `mcts` rates in `isolates` fresh isolates each (`timeMs` of CPU for each):
 * pcPlayoutPliesPerSec, pcPlayoutGamesPerSec and pcMctsItersPerSec (`mcts`, PC_MCTS_SPEC,
 * over the mid-game positions), each the best with its `…Median` and `…Slowest`
 * (bench/isolates.ts `isolateFigures`), and the checks (pcMctsChecksum: its moves).
 */
export async function benchPirateChess(timeMs: number, gcPlies: number, isolates: number): Promise<Figures> {
  const starts = pirateChessStarts();
  const fixtures = loadFixtures(), check = pirateChessWorkload();
  expectFigure('pirate chess playout plies', check.plies, fixtures.pirateChess?.playoutPlies);
  expectFigure('pirate chess playout final positions', check.final, fixtures.pirateChess?.playoutFinal);
  const gcs = await countGcs({ fresh: () => new State(), copyInto, isOver: (w) => w.v[RESULT] !== 0, generateMoves, applyMove, moves }, starts, gcPlies, 'pc-gc-run');
  const playout = await measureInIsolates({ module: import.meta.url, fn: 'pirateChessPlayoutIsolate', args: [timeMs] }, isolates, {
    pcPlayoutPlies: { name: 'pirate chess playout plies', figure: fixtures.pirateChess?.playoutPlies }, pcPlayoutFinal: { name: 'pirate chess playout final positions', figure: fixtures.pirateChess?.playoutFinal },
  });
  const mcts = await measureInIsolates({ module: import.meta.url, fn: 'pirateChessMctsIsolate', args: [timeMs] }, isolates, { pcMctsChecksum: { name: 'pirate chess mcts moves', figure: fixtures.pirateChess?.mctsChecksum } });
  return { ...playout, pcGcs: gcs, pcGcPlies: gcPlies, ...mcts };
}

/** The MCTS row's workload: this many mid-game positions, one decision each, of this many iterations. */
export const PC_MCTS_POSITIONS = 6, PC_MCTS_ITERATIONS = 1000;

/** The MCTS row's search: PC_MCTS_ITERATIONS iterations a decision, no early stop, the defaults otherwise. */
export const PC_MCTS_SPEC = `mcts:iterations=${PC_MCTS_ITERATIONS},stop=0`;

/** Mid-game positions (observations of the player to decide): deals `pc-mcts-bench:i`, 40 + 10 i plies of seeded random play, the first PC_MCTS_POSITIONS (six) that are not over and have two moves or more. */
export function pirateChessMidGame(): State[] {
  const out: State[] = [];
  for (let i = 0; out.length < PC_MCTS_POSITIONS; i++) {
    const s = newGame(DEFAULT_OPTIONS, `pc-mcts-bench:${i}`), rng = new Rng(`pc-mcts-play:${i}`);
    for (let ply = 0; ply < 40 + 10 * i && s.v[RESULT] === 0; ply++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
    if (s.v[RESULT] !== 0 || generateMoves(s, moves) < 2) continue;
    out.push(observeInto(new State(), s, controller(s)));
  }
  return out;
}

/** One pass of `mcts` over the positions: the moves' checksum and the iterations run; throws if a search does not run exactly its budget. */
function mctsPass(search: Mcts<State>, positions: State[]): { checksum: number; ran: number } {
  let sum = 0, ran = 0;
  positions.forEach((obs, i) => {
    const m = search.search(obs, search.p.iterations, 0, new Rng(`pc-mcts-search:${i}`));
    const st = search.stats;
    if (st.iterations !== search.p.iterations || st.rootVisits !== st.iterations) throw new Error(`pirate chess mcts bench: position ${i} ran ${st.iterations} iterations with ${st.rootVisits} root visits, expected ${search.p.iterations}`);
    ran += st.iterations;
    sum = (Math.imul(sum, 31) + m + i) | 0;
  });
  return { checksum: sum >>> 0, ran };
}

/**
 * `mcts` on the mid-game positions: a warm-up pass, then timed passes (CPU time) that must
 * choose the same moves. With `timeMs` > 0 tinybench times whole passes for that much of this
 * thread's CPU (bench/cpu-time.ts; the bench's row); with 0, one timed pass by the process's
 * CPU time (bench:compare and fixtures-write call it so, and so do older builds).
 */
export function benchPirateChessMcts(timeMs = 0): { itersPerSec: number; checksum: number; iterations: number } {
  const parsed = parseBotSpec(PC_MCTS_SPEC, PIRATE_CHESS.name);
  if ('code' in parsed) throw new Error(`${parsed.field}: ${parsed.message}`);
  const positions = pirateChessMidGame(), search = mctsSearch<State>(mctsParams(parsed.params), PIRATE_CHESS);
  const warm = mctsPass(search, positions);
  if (timeMs > 0) {
    const ms = cpuMsPerCall('pirate chess mcts moves', timeMs, warm.checksum, () => mctsPass(search, positions).checksum);
    return { itersPerSec: warm.ran / (ms / 1000), checksum: warm.checksum, iterations: warm.ran };
  }
  const t0 = process.cpuUsage();
  const timed = mctsPass(search, positions);
  const t = process.cpuUsage(t0);
  if (timed.checksum !== warm.checksum) throw new Error(`pirate chess mcts bench: moves differ between passes (${warm.checksum} vs ${timed.checksum})`);
  return { itersPerSec: timed.ran / ((t.user + t.system) / 1e6), checksum: timed.checksum, iterations: timed.ran };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  benchPirateChess(1000, 100_000, 3).then((r) => console.log(JSON.stringify(r)), (e) => { console.error(String(e)); process.exit(1); });
}
