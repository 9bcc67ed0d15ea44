/**
 * The stored figures the benchmarks check (bench/fixtures.json): move and ply counts and
 * position checksums of the engine bench's fixed workloads, the MCTS bench's move
 * checksum, the harness bench's CSV checksum and Pirate chess's playout plies and final
 * positions. Each figure states its source. The
 * benchmarks compare what they compute against these stored values before timing
 * anything, so a broken engine (a move generator that forgets ship sailing, say) fails
 * the bench instead of posting a fast time.
 *
 * `npm run bench:fixtures` recomputes every figure and writes the file; the engine
 * figures are confirmed by the reference model (src/reference/), which replays the same
 * workloads move by move and must list the same number of moves and reach the same
 * positions. Review the diff before committing it: a changed figure means a changed engine.
 */

import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Figure<T = number | string> { value: T; source: string }

export interface Fixtures {
  about: string;
  engine: {
    movegenPositions: Figure<number>;
    movegenMoves: Figure<number>;
    applyPlies: Figure<number>;
    applyFinal: Figure<string>;
    playoutPlies: Figure<number>;
    playoutFinal: Figure<string>;
    tiPlayoutPlies: Figure<number>;
    tiPlayoutFinal: Figure<string>;
    /** Engine only: the reference model does not know the expansion. */
    expPlayoutPlies: Figure<number>;
    expPlayoutFinal: Figure<string>;
  };
  /** `checksum`: the fixed workload (MCTS_BENCH_SPEC); `defaultsChecksum`: the current default `mcts`. */
  mcts: { checksum: Figure<number>; defaultsChecksum: Figure<number> };
  /** Pirate chess's playout workload and the moves its `mcts` row chooses (bench/pirate-chess.bench.ts). */
  pirateChess: { playoutPlies: Figure<number>; playoutFinal: Figure<string>; mctsChecksum?: Figure<number> };
  /** Keyed by the number of deals. */
  harness: Record<string, Figure<string>>;
}

/** bench/fixtures.json, from the source file or from its build under dist/bench/. */
export function fixturesPath(): string {
  const built = fileURLToPath(new URL('../../bench/fixtures.json', import.meta.url));
  return existsSync(dirname(built)) && fileURLToPath(import.meta.url).includes(`${sep}dist${sep}`)
    ? built
    : fileURLToPath(new URL('./fixtures.json', import.meta.url));
}

export function loadFixtures(): Fixtures {
  return JSON.parse(readFileSync(fixturesPath(), 'utf8')) as Fixtures;
}

export function writeFixtures(f: Fixtures): void {
  writeFileSync(fixturesPath(), JSON.stringify(f, null, 1) + '\n');
}

/** Throws unless a computed figure equals the stored one. */
export function expectFigure<T>(name: string, got: T, stored: Figure<T> | undefined): void {
  if (stored === undefined) throw new Error(`${name}: no stored figure in bench/fixtures.json (regenerate with npm run bench:fixtures)`);
  if (got !== stored.value) {
    throw new Error(`${name}: computed ${String(got)}, bench/fixtures.json says ${String(stored.value)} (${stored.source}); the engine changed`);
  }
}

/** A JSON value with every object's keys sorted, so that a checksum does not depend on the writer's key order. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(Object.keys(o).sort().map((k) => [k, canonical(o[k])]));
}

/** sha256 (16 hex digits) of JSON texts, each taken with its keys sorted. */
export function checksum(texts: string[]): string {
  const h = createHash('sha256');
  for (const t of texts) h.update(JSON.stringify(canonical(JSON.parse(t)))).update('\n');
  return h.digest('hex').slice(0, 16);
}

/** The commit the figures come from (with a mark when tracked sources have uncommitted edits). */
export function commitLabel(): string {
  try {
    // stderr ignored: outside a git checkout (an exported snapshot) git's "fatal: not a git repository" is not the caller's output
    let c = execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (execSync('git status --porcelain --untracked-files=no -- src bots', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '') c += ' with uncommitted edits';
    return c;
  } catch {
    return 'unknown commit';
  }
}
