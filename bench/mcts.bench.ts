/**
 * MCTS speed: iterations per second of `mcts` from a fixed set of mid-game positions reached
 * by seeded random play in 2-player games. The main workload is the spec MCTS_BENCH_SPEC
 * (1,000 iterations per decision, the defaults before the fitted weights): it stays the same
 * across commits, so its figures compare with every earlier one and `bench:compare` runs the
 * same work in both builds (an older build's default `mcts` is this spec). `npm run bench`
 * also times the current defaults, for the milliseconds a default move takes.
 *
 * The benchmark checks its own result before it reports a time: every search must run
 * exactly its iterations (with `stop=1`, at most its iterations) with the root children's
 * real visits summing to the iterations run, and the
 * moves chosen must be the same on a second pass with the same seeds (their checksum is
 * returned, so a caller can also pin it). `benchMcts` (one timed pass) is what
 * `bench:compare` and `bench:fixtures` call; the main bench calls `benchMctsRows`, which
 * times both specs in fresh isolates (bench/isolates.ts says why; `mctsIsolate` is the
 * task), each for a span of CPU time, every timed pass choosing the moves of the first. Run
 * this file directly (optionally with a spec) for a standalone line.
 */

import { cpuMsPerCall } from './cpu-time.js';
import { loadFixtures } from './fixtures.js';
import { type Figures, type IsolateRun, measureInIsolates } from './isolates.js';
import { Observation } from '../src/jackal/observation.js';
import { Rng } from '../src/core/rng.js';
import { midGamePositions } from '../test/support/mid-game.js';
import { type Mcts, mctsParams } from '../bots/mcts.js';
import { mctsSearch, parseBotSpec } from '../bots/registry.js';
import type { State } from '../src/jackal/state.js';

/**
 * The benchmark's fixed workload, written out so that it stays the same whatever the
 * defaults become and figures compare across commits: 1,000 iterations without the early
 * stop, `priorDepth` 1 and the heuristic's weights (the spec the `strength-mh-*` experiments
 * spell out).
 */
export const MCTS_BENCH_SPEC = 'mcts:iterations=1000,stop=0,priorDepth=1,carry=0.95,loose=0.5,dead=1.2,swim=0.4,trapped=0.5';

export interface MctsBenchResult {
  name: string;
  /** Search iterations per second over all positions. */
  itersPerSec: number;
  /** Mean milliseconds of 1,000 iterations. */
  msPer1000: number;
  /** Mean milliseconds of a decision at the spec's `iterations`. */
  msPerMove: number;
  /** Checksum of the chosen moves (stable for a given engine and bot). */
  checksum: number;
  positions: number;
  /** The spec's iterations a decision (the budget). */
  perMove: number;
  /** Iterations run over all positions (fewer than positions x perMove with `stop=1`). */
  iterations: number;
}

/** One pass: searches every position with a budget of `iterations` each; returns the checksum and the iterations run, throws if a search misbehaves. */
function pass(search: Mcts<State>, positions: Observation[], iterations: number): { checksum: number; ran: number } {
  let checksum = 0, ran = 0;
  const early = search.p.stop === 1;
  positions.forEach((obs, i) => {
    const m = search.search(obs.state, iterations, 0, new Rng(`mcts-bench-search:${i}`));
    const st = search.stats;
    if ((early ? st.iterations > iterations : st.iterations !== iterations) || st.rootVisits !== st.iterations) {
      throw new Error(`mcts bench: position ${i} ran ${st.iterations} iterations with ${st.rootVisits} root visits, expected ${early ? 'at most ' : ''}${iterations}`);
    }
    ran += st.iterations;
    checksum = (Math.imul(checksum, 31) + m + i) | 0;
  });
  return { checksum: checksum >>> 0, ran };
}

/** A spec's searcher over the mid-game positions, with its canonical name and its budget a decision; throws on a bad spec. */
function setUp(spec: string): { name: string; positions: Observation[]; search: Mcts<State>; perMove: number } {
  const parsed = parseBotSpec(spec);
  if ('code' in parsed) throw new Error(`${parsed.field}: ${parsed.message}`);
  const search = mctsSearch<State>(mctsParams(parsed.params));
  return { name: parsed.canonical, positions: midGamePositions(), search, perMove: search.p.iterations };
}

/** Runs the benchmark (a warm-up pass, then a timed pass that must choose the same moves). */
export async function benchMcts(spec = MCTS_BENCH_SPEC): Promise<MctsBenchResult> {
  const { name, positions, search, perMove } = setUp(spec);
  const warm = pass(search, positions, perMove);
  const t0 = performance.now();
  const { checksum, ran: iterations } = pass(search, positions, perMove);
  const ms = performance.now() - t0;
  if (checksum !== warm.checksum || iterations !== warm.ran) throw new Error(`mcts bench: moves differ between passes (${warm.checksum} vs ${checksum})`);
  return {
    name, itersPerSec: Math.round((iterations / ms) * 1000), msPer1000: (ms / iterations) * 1000, msPerMove: ms / positions.length,
    checksum, positions: positions.length, perMove, iterations,
  };
}

/** A spec's search timed for `timeMs` of this thread's CPU after a warm-up, every pass choosing the first pass's moves in as many iterations. */
function timedSpec(spec: string, timeMs: number): { itersPerSec: number; checksum: number; perMove: number; ran: number; positions: number } {
  const { name, positions, search, perMove } = setUp(spec);
  const first = pass(search, positions, perMove);
  const same = `moves ${first.checksum} in ${first.ran} iterations`;
  const ms = cpuMsPerCall(`mcts bench (${name})`, timeMs, same, () => {
    const p = pass(search, positions, perMove);
    return `moves ${p.checksum} in ${p.ran} iterations`;
  });
  return { itersPerSec: (first.ran * 1000) / ms, checksum: first.checksum, perMove, ran: first.ran, positions: positions.length };
}

/** The MCTS rows' isolate task (bench/isolates.ts): MCTS_BENCH_SPEC, then the current defaults, each timed for `timeMs` of CPU. */
export function mctsIsolate(timeMs: number): IsolateRun {
  const fixed = timedSpec(MCTS_BENCH_SPEC, timeMs), defaults = timedSpec('mcts', timeMs);
  return {
    rates: { mctsItersPerSec: fixed.itersPerSec, mctsDefaultItersPerSec: defaults.itersPerSec },
    ratios: {},
    checks: { mctsChecksum: fixed.checksum, mctsDefaultChecksum: defaults.checksum, mctsPositions: fixed.positions, mctsPerMove: fixed.perMove, mctsDefaultPerMove: defaults.perMove, mctsDefaultRan: defaults.ran },
  };
}

/**
 * The MCTS rows: `mctsIsolate` in `isolates` fresh isolates, both checksums checked against
 * bench/fixtures.json in each. Adds the milliseconds a decision takes at the best rate
 * (mctsMsPer1000, mctsMsPerMove, mctsDefaultMsPerMove) and the default search's mean
 * iterations a decision (mctsDefaultRun; it may stop early).
 */
export async function benchMctsRows(timeMs: number, isolates: number): Promise<Figures> {
  const stored = loadFixtures().mcts;
  const f = await measureInIsolates({ module: import.meta.url, fn: 'mctsIsolate', args: [timeMs] }, isolates, {
    mctsChecksum: { name: 'mcts checksum', figure: stored.checksum }, mctsDefaultChecksum: { name: 'mcts defaults checksum', figure: stored.defaultsChecksum },
  });
  const positions = Number(f.mctsPositions), run = Number(f.mctsDefaultRan) / positions;
  return {
    ...f, mctsMsPer1000: 1e6 / Number(f.mctsItersPerSec), mctsMsPerMove: (Number(f.mctsPerMove) * 1000) / Number(f.mctsItersPerSec),
    mctsDefaultMsPerMove: (run * 1000) / Number(f.mctsDefaultItersPerSec), mctsDefaultRun: Math.round(run),
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  benchMcts(process.argv[2]).then((r) => console.log(JSON.stringify(r)), (e) => { console.error(String(e)); process.exit(1); });
}
