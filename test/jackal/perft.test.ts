/**
 * Perft fixtures (test/jackal/data/perft.json): leaf counts from seeded starts and from
 * mid-game positions reached by stored moves, recomputed and compared; divide must
 * sum to perft. Both tile sets: classic, and Treasure Island under both lighthouse
 * rules (rows with `tiles` and `lighthouse`), including positions where an
 * earthquake or lighthouse choice is pending; and with the original expansion (rows with
 * `expansion`), made when the reference model did not know it: those rows were the engine's
 * own, and their notes say so; they are checked against divide, the naive perft and, since
 * session 27, the reference model.
 *
 * When a rules change moves the counts on purpose, regenerate the file with
 *   UPDATE_PERFT=1 npx vitest run test/jackal/perft.test.ts
 * which replays the recipes below, cross-checks every count against divide and a
 * naive perft (a clone per child, the checked apply, and a position JSON round trip
 * at every node) and against the reference model (src/reference/, the rules written
 * again apart from the engine), and records the commit in each row's note. Every row
 * is checked against both the engine and the reference model. Review the diff before
 * committing it.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMove, playChecked } from '../../src/jackal/apply.js';
import { MAX_MOVES, generateMoves } from '../../src/jackal/movegen.js';
import { formatMove, isNotationError, parseMove } from '../../src/jackal/notation.js';
import { Expansion, LighthouseRule, Mode, checkOptions } from '../../src/jackal/options.js';
import { divide, perft } from '../../src/jackal/perft.js';
import { PENDING_NAMES, fromPosition, isPositionError, toPosition } from '../../src/jackal/position.js';
import { Rng } from '../../src/core/rng.js';
import { newGame } from '../../src/jackal/setup.js';
import { perftCounts } from '../../src/reference/perft.js';
import { readPosition } from '../../src/reference/position.js';
import { play as referencePlay } from '../../src/reference/turn.js';
import { PENDING, Pending, State, cloneState, statesEqual } from '../../src/jackal/state.js';

const FILE = new URL('./data/perft.json', import.meta.url);

/** A fixture row; `tiles` and `lighthouse` are omitted for the classic set (default options). */
interface Row {
  name: string; mode: Mode; tiles?: string; lighthouse?: LighthouseRule; expansion?: Expansion; seed: string; moves: string[]; nodes: number[]; note: string;
}
interface Game { mode: Mode; tiles?: string; lighthouse?: LighthouseRule; expansion?: Expansion }

/** The start of a row: a new game, then its stored moves in notation. */
function startOf(g: Game, seed: string, moves: string[]): State {
  const o = checkOptions({ mode: g.mode, tiles: g.tiles, lighthouse: g.lighthouse, expansion: g.expansion });
  if ('code' in o) throw new Error(o.message);
  const s = newGame(o, seed);
  moves.forEach((t, i) => {
    const m = parseMove(s, t);
    if (isNotationError(m)) throw new Error(`stored move ${i + 1} "${t}": ${m.message}`);
    applyMove(s, m);
  });
  return s;
}

const buf = new Int32Array(MAX_MOVES);

/** The same counts from the reference model (src/reference/), an implementation of the rules written apart from the engine. */
function referenceCounts(g: Game, seed: string, moves: string[], depth: number): number[] {
  const o = checkOptions({ mode: g.mode, tiles: g.tiles, lighthouse: g.lighthouse, expansion: g.expansion });
  if ('code' in o) throw new Error(o.message);
  const ref = readPosition(toPosition(newGame(o, seed)));
  for (const m of moves) referencePlay(ref, m);
  return perftCounts(ref, depth);
}

/** Naive perft: a clone per child, checked apply, and a position round trip at every node. */
function naivePerft(s: State, depth: number): number {
  if (depth === 0) return 1;
  const moves = Array.from(buf.subarray(0, generateMoves(s, buf)));
  let total = 0;
  for (const m of moves) {
    const child = cloneState(s);
    const err = playChecked(child, m, new Int32Array(MAX_MOVES));
    if (err) throw new Error(err.message);
    const back = fromPosition(toPosition(child));
    if (isPositionError(back) || !statesEqual(back, child)) throw new Error('position round trip failed inside naive perft');
    total += naivePerft(back, depth - 1);
  }
  return total;
}

/** Fixture recipes: starts of every mode, and positions after random plays (until a choice is pending, when asked). */
const TI = 'treasure-island';
const STARTS: [Game, number][] = [];
for (const mode of ['4p', '2p', '3p', '2v2'] as Mode[]) for (const seed of [1, 2, 3]) STARTS.push([{ mode }, seed]);
STARTS.push([{ mode: '4p', tiles: TI, lighthouse: 'peek' }, 1], [{ mode: '2p', tiles: TI, lighthouse: 'open' }, 2]);
/**
 * Mid-game recipes: `plies` random plies, then on until a choice is pending (`untilPending`),
 * or until one of the kinds in `until` is (up to `plies` + 3000 plies).
 */
const MIDGAMES: (Game & { seed: number; plies: number; untilPending: boolean; until?: Pending[]; depth: number; naive?: number })[] = [
  { mode: '4p', seed: 1, plies: 80, untilPending: false, depth: 4 },
  { mode: '4p', seed: 2, plies: 150, untilPending: true, depth: 5 },
  { mode: '2p', seed: 3, plies: 120, untilPending: false, depth: 4 },
  { mode: '3p', seed: 1, plies: 200, untilPending: false, depth: 5 },
  { mode: '2v2', seed: 2, plies: 60, untilPending: true, depth: 4 },
  { mode: '4p', tiles: TI, lighthouse: 'peek', seed: 1, plies: 120, untilPending: false, depth: 4 },
  { mode: '2v2', tiles: TI, lighthouse: 'open', seed: 2, plies: 200, untilPending: true, depth: 4 },
  { mode: '4p', tiles: TI, lighthouse: 'peek', seed: 10, plies: 0, untilPending: false, until: [Pending.Earthquake1], depth: 3 },
  { mode: '2p', tiles: TI, lighthouse: 'peek', seed: 4, plies: 0, untilPending: false, until: [Pending.LighthousePick], depth: 3, naive: 2 },
  // The original expansion, late enough that items are found.
  { mode: '4p', expansion: 'original', seed: 5, plies: 300, untilPending: false, depth: 4, naive: 2 },
  { mode: '2p', tiles: TI, lighthouse: 'peek', expansion: 'original', seed: 6, plies: 400, untilPending: false, depth: 4, naive: 2 },
];
const label = (g: Game): string => (g.expansion ? 'expansion ' : '') + (g.tiles ? `${g.tiles} (lighthouse ${g.lighthouse}) ${g.mode}` : g.mode);

function regenerate(): void {
  let commit = 'unknown commit';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    if (execSync('git status --porcelain --untracked-files=no -- src', { encoding: 'utf8' }).trim() !== '') commit += ' with uncommitted edits to tracked src/ files';
  } catch { /* not a git checkout */ }
  const rows: Row[] = [];
  const add = (name: string, g: Game, seed: number, moves: string[], depth: number, naiveDepth: number): void => {
    const s = startOf(g, String(seed), moves);
    const nodes: number[] = [];
    for (let d = 1; d <= depth; d++) {
      const n = perft(s, d);
      const sum = divide(s, d).reduce((a, r) => a + r.nodes, 0);
      if (sum !== n) throw new Error(`${name} depth ${d}: divide sums to ${sum}, perft ${n}`);
      if (d <= naiveDepth && naivePerft(cloneState(s), d) !== n) throw new Error(`${name} depth ${d}: naive perft differs`);
      nodes.push(n);
    }
    const ref = referenceCounts(g, String(seed), moves, depth);
    if (ref.join() !== nodes.join()) throw new Error(`${name}: the reference model counts ${ref.join(' ')}, the engine ${nodes.join(' ')}`);
    const who = `engine and reference model (src/reference/) agree, commit ${commit}`;
    const note = `${who}; depths 1..${depth} also equal the sum of divide, ` +
      `depths 1..${naiveDepth} a naive perft (clone per child, playChecked, position JSON round trip at every node)`;
    rows.push({
      name, mode: g.mode, ...(g.tiles ? { tiles: g.tiles, lighthouse: g.lighthouse } : {}), ...(g.expansion ? { expansion: g.expansion } : {}),
      seed: String(seed), moves, nodes, note,
    });
  };
  for (const [g, seed] of STARTS) add(`start ${label(g)} seed ${seed}`, g, seed, [], 5, 4);
  for (const r of MIDGAMES) {
    const s = startOf(r, String(r.seed), []);
    const rng = new Rng(`perft-fixture:${r.seed}`);
    const moves: string[] = [];
    const waiting = (): boolean => (r.untilPending && s.u8[PENDING] === 0) || (r.until !== undefined && !r.until.includes(s.u8[PENDING]));
    for (let i = 0; i < r.plies || waiting(); i++) {
      if (i >= r.plies + 3000) throw new Error(`${label(r)} seed ${r.seed}: no ${r.until?.join('/')} choice within ${i} plies`);
      const n = generateMoves(s, buf);
      if (n === 0) break;
      const m = buf[rng.int(n)];
      moves.push(formatMove(s, m));
      applyMove(s, m);
    }
    const pending = s.u8[PENDING] !== 0 ? `, ${PENDING_NAMES[s.u8[PENDING]]} choice pending` : '';
    add(`${label(r)} seed ${r.seed} after ${moves.length} random plies${pending}`, r, r.seed, moves, r.depth, r.naive ?? Math.min(3, r.depth));
  }
  const about = 'Perft fixtures (test/jackal/perft.test.ts). nodes[d-1] = leaf count at depth d from the start of a seeded deal ' +
    '(jackal new --seed S --mode M [--tiles T --lighthouse L] [--expansion E], other rule options default), after playing `moves` (notation, src/notation.ts). Conventions ' +
    '(src/perft.ts): every ply, follow-up choices included, is one level; a game that ends before the depth adds no leaves. ' +
    'Mid-game moves were drawn at random from Rng("perft-fixture:<seed>") but are stored, so rows do not depend on that.';
  const text = JSON.stringify({ about, rows }, null, 1)
    .replace(/\[\n\s+([^[\]{}]*?)\n\s+\]/g, (_, inner: string) => `[${inner.split(/,\n\s+/).join(', ')}]`);
  writeFileSync(FILE, text + '\n');
}

if (process.env.UPDATE_PERFT) regenerate();
const fixture = JSON.parse(readFileSync(FILE, 'utf8')) as { rows: Row[] };

describe('perft fixtures', () => {
  it('has rows for every mode, from starts and from mid-game positions', () => {
    expect(new Set(fixture.rows.map((r) => r.mode))).toEqual(new Set(['4p', '2p', '3p', '2v2']));
    expect(fixture.rows.filter((r) => r.moves.length > 0).length).toBeGreaterThanOrEqual(4);
    const ti = fixture.rows.filter((r) => r.tiles === 'treasure-island');
    expect(new Set(ti.map((r) => r.lighthouse))).toEqual(new Set(['peek', 'open']));
    expect(ti.some((r) => /earthquake|lighthouse/.test(r.name))).toBe(true);
  });

  for (const row of fixture.rows) {
    it(`${row.name}: ${row.nodes.join(' ')}`, () => {
      const s = startOf(row, row.seed, row.moves);
      const before = cloneState(s);
      expect(row.nodes.map((_, i) => perft(s, i + 1))).toEqual(row.nodes);
      expect(statesEqual(s, before)).toBe(true); // perft leaves its root untouched
      // The fixture's counts are confirmed by the reference model, not only by the engine's own past
      // (the expansion's rows since session 27; before, divide and the naive perft only, which they keep).
      expect(referenceCounts(row, row.seed, row.moves, row.nodes.length)).toEqual(row.nodes);
      if (row.expansion) expect(naivePerft(cloneState(s), 2)).toBe(row.nodes[1]);
    });
  }

  it('divide sums to perft, one entry per legal move', () => {
    for (const row of fixture.rows) {
      const s = startOf(row, row.seed, row.moves);
      const d = Math.min(row.nodes.length, 3);
      const rows = divide(s, d);
      expect(rows.length).toBe(row.nodes[0]);
      expect(rows.reduce((a, r) => a + r.nodes, 0)).toBe(row.nodes[d - 1]);
    }
  });

  it('perft at depth 0 is 1, and a finished game has no leaves', () => {
    const s = startOf({ mode: '4p' }, '1', []);
    expect(perft(s, 0)).toBe(1);
    const o = checkOptions({ maxPlies: 2 });
    if ('code' in o) throw new Error(o.message);
    const short = newGame(o, 1);
    // the game ends at ply 2, so no sequence of 3 plies exists
    expect(perft(short, 2)).toBe(9); // w1 (for his twins too), then y1, each with 3 moves
    expect(perft(short, 3)).toBe(0);
  });
});
