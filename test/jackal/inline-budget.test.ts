/**
 * The functions on the path of every classic move that V8 must inline to keep random
 * playouts at their speed stay under V8's limit for inlining one function (its flag
 * --max-inlined-bytecode-size, read from this node, 460 bytes in Node 20). landEntry (then
 * in movegen.ts, now land-entry.ts, called by movegen.ts stepsFrom) once grew from 430 to
 * 472 bytes with a Treasure Island test (cffae9b): stepsFrom then called it instead of
 * inlining it, and classic playouts ran slower without any change of rules; computeMasks, called
 * by every generateMoves, grew past it with Treasure Island's tables (3400aaf, then split). The filter
 * names functions, not files, so a function moved to another module is still measured.
 * Measured on the build under dist/ (test/global-setup.ts builds it).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const url = (path: string) => pathToFileURL(join(ROOT, 'dist', path)).href;

/** Plays a few random classic games, so that every function on a move's path is compiled. */
const PLAY = `
const { applyMove } = await import(${JSON.stringify(url('src/jackal/apply.js'))});
const { generateMoves, MAX_MOVES } = await import(${JSON.stringify(url('src/jackal/movegen.js'))});
const { DEFAULT_OPTIONS } = await import(${JSON.stringify(url('src/jackal/options.js'))});
const { isTerminal } = await import(${JSON.stringify(url('src/jackal/outcome.js'))});
const { newGame } = await import(${JSON.stringify(url('src/jackal/setup.js'))});
const { Rng } = await import(${JSON.stringify(url('src/core/rng.js'))});
const moves = new Int32Array(MAX_MOVES), rng = new Rng(1);
for (let g = 0; g < 3; g++) {
  const s = newGame({ ...DEFAULT_OPTIONS }, 'inline-budget:' + g);
  while (!isTerminal(s)) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
}`;

/** V8's limit for inlining one function, from this node's own flag list. */
function inlineLimit(): number {
  const r = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
  const m = /--max-inlined-bytecode-size=(\d+)/.exec(r.stdout);
  if (m === null) throw new Error('node --v8-options names no --max-inlined-bytecode-size');
  return Number(m[1]);
}

/** Bytecode length of the named function after the classic games above. */
function bytecodeLength(name: string): number {
  const r = spawnSync(process.execPath, ['--print-bytecode', `--print-bytecode-filter=${name}`, '--input-type=module', '-e', PLAY], { encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  const lengths = [...r.stdout.matchAll(/Bytecode length: (\d+)/g)].map((m) => Number(m[1]));
  expect(lengths.length, `${name} was never compiled`).toBeGreaterThan(0);
  return Math.max(...lengths);
}

describe('the classic hot path fits V8 inlining', () => {
  const limit = inlineLimit();
  it.each([['landEntry'], ['meetOnArrival'], ['computeMasks']])('%s is under the inlining limit', (name) => {
    expect(bytecodeLength(name)).toBeLessThanOrEqual(limit);
  }, 60_000);
});
