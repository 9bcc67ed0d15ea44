/**
 * `npm run bench:compare -- --base REF`: is this build faster or slower than another
 * commit? The two builds' engines are loaded into one process and timed in interleaved
 * rounds (base, head, head, base, ...), so both see the same machine at the same moment;
 * a separate `npm run bench` of each commit on a shared machine differs by more than the
 * changes it is meant to show (docs/HARNESS.md, "Comparing builds").
 *
 * Workloads, on the default game (4 crews, classic tiles):
 *   movegen  every legal-move list of a fixed set of positions (sampled by seeded random
 *            play), generated 24 times per position;
 *   playout  uniformly random games from fixed deals to the end, full legal list every ply;
 *   ti-playout (only when asked for) the same with the Treasure Island tile set (the bench's
 *            `random playout, Treasure Island tiles` row's deals and seed, 10 times x `--size`);
 *   exp-playout (only when asked for) the same with the classic tiles and the original
 *            expansion (the bench's `random playout, expansion` row's deals; issue 15 asks
 *            classic to be at most 1.3x it: read the two head rates of one run);
 *   mcts     the `mcts` benchmark (bench/mcts.bench.ts) of each build: its fixed spec;
 *   mcts-defaults (only when asked for) the same positions searched by each build's default
 *            `mcts` (the bench's `mcts-defaults` row; builds whose defaults differ do
 *            different work, which the report then says);
 *   chess-mcts (only when asked for) `mcts` on the Pirate chess mid-game positions of each
 *            build (bench/pirate-chess.bench.ts `benchPirateChessMcts`: the
 *            `pirate chess mcts` bench row); its work is the checksum of the moves chosen;
 *   games    (only when asked for: `--only games`) the harness's game loop on one thread, the
 *            work a pool worker does: random 2p games of 60 seeded deals x `--size`, both
 *            seatings (src/harness/play.ts `playGame`: bots, observations, the legal list);
 *            its work is a checksum of every game's plies and coins;
 *   chess    (only when asked for: `--only chess`) uniformly random Pirate chess games to the
 *            end from 32 seeded deals (x `--size`; the first 8 are the `pirate chess random
 *            playout` bench row's); its work is a checksum of every legal list generated, so
 *            the report says when the builds' move lists differ anywhere in those games;
 *   arch     (only when asked for: `--only arch`) uniformly random Archipelago games (4 crews,
 *            1,000 plies at most) from 8 seeded deals x `--size`, two on each of islands 1-4
 *            (the bench's `archipelago random playout` row's deals and seed), 16 times a
 *            round (the later times draw other moves from the same deals); its work is a
 *            checksum of every legal list generated, as for `chess`.
 * A workload's rate is its work over the CPU time of the round (process.cpuUsage: user +
 * system, so time the process was not running does not count). Each build computes its
 * own work from the same seeds; when the two builds do not do the same work (a rule change
 * altered the games) the report says so, since the ratio then compares different work.
 *
 * `--rounds N` (default 10, at least 6) sets the rounds; `--size F` scales the movegen and
 * playout work of a round (default 1: about a second each on an idle core); `--only` picks
 * workloads; `--json` prints one JSON line instead of the table.
 *
 * The report gives, per workload, each build's median rate and the median of the per-round
 * ratios head/base with a distribution-free 95% interval (order statistics of the rounds'
 * ratios, src/harness/stats/median.ts). The first two rounds warm the JIT and are dropped.
 *
 * One isolate. Every round of both builds runs in this process's main thread, one isolate,
 * one after another (nothing here starts a worker). A whole isolate sometimes runs about
 * 1.45x slower for its life (bench/isolates.ts, which is why `npm run bench` times its rows
 * in several fresh isolates); here both builds share the isolate, so such a slowdown scales
 * both builds' rates alike and leaves the ratio alone. Measured 2 Dec 2026: six fresh
 * processes comparing dc0ecd3 with a copy of its own build (`--only playout,mcts --rounds 6`,
 * load 5-10 on the 2 cores): two landed slow (base playouts 3.99M and 4.27M plies/s, `mcts`
 * 104k and 114k iterations/s, against 5.99M-6.31M and 143k-161k in the other four), and
 * their ratios (playout 1.03 and 1.03, `mcts` 0.99 and 0.99) sit inside the fast ones'
 * (0.87-1.08, 0.96-1.05, the load's doing). So quote the ratio; the two rates printed
 * beside it are one isolate's and may be a slow one's.
 *
 * REF is a directory holding a built checkout (its dist/), or a git commit: the commit's
 * tree is exported with `git archive` to a temporary directory, given this checkout's
 * node_modules, and built with tsc. Builds from before the game interface (src/core) are
 * refused with a one-line error. Bad flags: one line naming the flag, exit 2.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { medianInterval } from '../src/harness/stats/median.js';

/**
 * What the comparison needs of a build: module paths under its dist/. A module that moved has
 * its former paths in FORMERLY, so builds from before the move still load.
 */
const MODULES = {
  apply: 'src/jackal/apply.js', movegen: 'src/jackal/movegen.js', setup: 'src/jackal/setup.js', state: 'src/jackal/state.js',
  rules: 'src/jackal/outcome.js', options: 'src/jackal/options.js', rng: 'src/core/rng.js', mcts: 'bench/mcts.bench.js',
} as const;

const FORMERLY: Record<string, readonly string[]> = { 'src/jackal/outcome.js': ['src/jackal/rules.js'] };

/** Pirate chess's modules, loaded only for the `chess` workload (older builds have none). */
const CHESS_MODULES = {
  apply: 'src/pirate-chess/apply.js', movegen: 'src/pirate-chess/movegen.js', setup: 'src/pirate-chess/setup.js',
  state: 'src/pirate-chess/state.js', options: 'src/pirate-chess/options.js', rng: 'src/core/rng.js',
} as const;

/** The Pirate chess MCTS bench, loaded only for the `chess-mcts` workload. */
const CHESS_MCTS_MODULES = { bench: 'bench/pirate-chess.bench.js' } as const;

/** Archipelago's modules, loaded only for the `arch` workload (older builds have none). */
const ARCH_MODULES = {
  apply: 'src/archipelago/apply.js', movegen: 'src/archipelago/movegen.js', setup: 'src/archipelago/setup.js',
  state: 'src/archipelago/state.js', options: 'src/archipelago/options.js', rng: 'src/core/rng.js',
} as const;

/** The harness's modules, loaded only for the `games` workload. */
const HARNESS_MODULES = { config: 'src/harness/config.js', play: 'src/harness/play.js' } as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- two builds' modules are loaded by path and typed loosely on purpose */
type Loaded = Record<keyof typeof MODULES, any> & { dir: string };

/** One workload of one build: runs a round's work, returns its size (for the same-work check) and units done. */
interface Workload { run(): { work: number; units: number } }

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

/** Returns the directory of a built checkout for REF, building an exported commit when needed. */
function baseDir(ref: string): string {
  if (existsSync(join(ref, 'dist', MODULES.movegen))) return resolve(ref);
  let sha: string;
  try {
    sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return fail(`--base: ${JSON.stringify(ref)} is neither a built checkout (no dist/${MODULES.movegen}) nor a commit of this repository`);
  }
  const dir = join(tmpdir(), `jackal-base-${sha.slice(0, 12)}`);
  if (!existsSync(join(dir, 'dist', MODULES.movegen))) {
    process.stderr.write(`compare: exporting and building ${sha.slice(0, 12)} in ${dir}\n`);
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { stdio: 'inherit' });
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    try {
      execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir, stdio: 'inherit' });
    } catch {
      return fail(`--base: ${sha.slice(0, 12)} does not build with this checkout's node_modules`);
    }
  }
  return dir;
}

async function importAll(dir: string, modules: Record<string, string>, missing: (p: string) => string): Promise<Record<string, any>> {
  const out: Record<string, any> = {};
  for (const [k, p] of Object.entries(modules)) {
    const file = [p, ...(FORMERLY[p] ?? [])].map((q) => join(dir, 'dist', q)).find((f) => existsSync(f));
    if (file === undefined) fail(missing(p));
    out[k] = await import(pathToFileURL(file).href);
  }
  return out;
}

async function load(dir: string, label: string): Promise<Loaded> {
  const out = await importAll(dir, MODULES, (p) => `--base: ${label} has no dist/${p} (builds from before the game interface are not supported)`);
  return { ...out, dir } as Loaded;
}

/** Positions sampled every 7th ply of 30 seeded random 4p games. */
function positions(m: Loaded): any[] {
  const moves = new Int32Array(m.movegen.MAX_MOVES);
  const rng = new m.rng.Rng('compare-positions');
  const out: any[] = [];
  for (let g = 0; g < 30; g++) {
    const s = m.setup.newGame({ ...m.options.DEFAULT_OPTIONS }, `compare:${g}`);
    for (let ply = 0; !m.rules.isTerminal(s); ply++) {
      if (ply % 7 === 0) out.push(m.state.cloneState(s));
      m.apply.applyMove(s, moves[rng.int(m.movegen.generateMoves(s, moves))]);
    }
  }
  return out;
}

function movegenWorkload(m: Loaded, size: number): Workload {
  const list = positions(m);
  const reps = Math.max(1, Math.round(24 * size));
  const moves = new Int32Array(m.movegen.MAX_MOVES);
  const gen = m.movegen.generateMoves;
  return {
    run() {
      let total = 0;
      for (let r = 0; r < reps; r++) for (const s of list) total += gen(s, moves);
      return { work: total, units: total };
    },
  };
}

/** Random playouts: classic from the workload's own deals, or (`ti`) the bench's Treasure Island deals and seed. */
/** Playout deals: the classic game's own, or the bench rows' Treasure Island or expansion deals. */
type Deals = 'classic' | 'ti' | 'exp';
const DEAL_SEED: Record<Deals, number> = { classic: 1, ti: 2, exp: 3 };

function playoutWorkload(m: Loaded, size: number, deals: Deals = 'classic'): Workload {
  const reps = Math.max(1, Math.round(10 * size));
  const moves = new Int32Array(m.movegen.MAX_MOVES);
  const starts: any[] = [];
  const d = m.options.DEFAULT_OPTIONS;
  const o = deals === 'ti' ? { ...d, tiles: 'treasure-island' } : deals === 'exp' ? { ...d, expansion: 'original' } : { ...d };
  for (let g = 0; g < 20; g++) starts.push(m.setup.newGame(o, deals === 'classic' ? `compare-playout:${g}` : `bench-${deals}:${g}`));
  const work = new m.state.State();
  const rng = new m.rng.Rng(0);
  const { copyInto } = m.state, { isTerminal } = m.rules, { generateMoves } = m.movegen, { applyMove } = m.apply;
  return {
    run() {
      rng.seedWords(DEAL_SEED[deals], 0x5eed);
      let plies = 0;
      for (let rep = 0; rep < reps; rep++) {
        for (const st of starts) {
          copyInto(work, st);
          while (!isTerminal(work)) { applyMove(work, moves[rng.int(generateMoves(work, moves))]); plies++; }
        }
      }
      return { work: plies, units: plies };
    },
  };
}

/** A game's modules as the random-games workloads use them (`chess`, `arch`). */
type GameModules = Record<string, any>;

/** Random games to the end from `starts`, each `times` times a round, moves drawn by an Rng seeded (1, `seed`) at the round's start; the work is a checksum of every legal list. */
function randomGames(g: GameModules, starts: unknown[], seed: number, times: number): Workload {
  const moves = new Int32Array(g.movegen.MAX_MOVES);
  const work = new g.state.State(), rng = new g.rng.Rng(0), RESULT = g.state.RESULT;
  const { copyInto } = g.state, { generateMoves } = g.movegen, { applyMove } = g.apply;
  return {
    run() {
      rng.seedWords(1, seed);
      let plies = 0, sum = 0;
      for (let t = 0; t < times; t++) for (const st of starts) {
        copyInto(work, st);
        while (work.v[RESULT] === 0) {
          const n = generateMoves(work, moves);
          for (let i = 0; i < n; i++) sum = (Math.imul(sum, 31) + moves[i]) | 0;
          applyMove(work, moves[rng.int(n)]);
          plies++;
        }
      }
      return { work: sum, units: plies };
    },
  };
}

/** Random Pirate chess games to the end from 32·size seeded deals. */
async function chessWorkload(m: Loaded, size: number, label: string): Promise<Workload> {
  const c = await importAll(m.dir, CHESS_MODULES, (p) => `--only chess: ${label} has no dist/${p} (a build from before Pirate chess)`);
  const starts: unknown[] = [];
  for (let g = 0; g < Math.max(1, Math.round(32 * size)); g++) starts.push(c.setup.newGame(c.options.DEFAULT_OPTIONS, `pc-bench:${g}`));
  return randomGames(c, starts, 0xc4e55, 1);
}

/** Random Archipelago games from 8·size seeded deals (islands 1-4 in turn, 4 crews, 1,000 plies at most), 16 times a round: the bench row's deals and seed. */
async function archWorkload(m: Loaded, size: number, label: string): Promise<Workload> {
  const a = await importAll(m.dir, ARCH_MODULES, (p) => `--only arch: ${label} has no dist/${p} (a build from before Archipelago)`);
  const starts: unknown[] = [];
  for (let g = 0; g < Math.max(1, Math.round(8 * size)); g++) starts.push(a.setup.newGame(a.options.checkOptions({ island: 1 + (g % 4), mode: '4p', maxPlies: 1000 }), `arch-bench:${g}`));
  return randomGames(a, starts, 0xa4c41, 16); // 8 games are some 10 ms: 16 times is a round of about 0.2 s
}

/** The harness's game loop (a pool worker's work): random 2p games of 60·size deals, both seatings; the work is a checksum of plies and coins. */
async function gamesWorkload(m: Loaded, size: number, label: string): Promise<Workload> {
  const h = await importAll(m.dir, HARNESS_MODULES, (p) => `--only games: ${label} has no dist/${p}`);
  const config = h.config.buildConfig({ mode: '2p', bots: ['random'], deals: Math.max(1, Math.round(60 * size)), seed: 'compare-games' }, 'compare');
  const games = config.deals * 2;
  return {
    run() {
      let sum = 0;
      for (let g = 0; g < games; g++) {
        const r = h.play.playGame(config, g);
        if (r.reason === 'error') throw new Error(`games: game ${g} of ${label} ended in an error: ${r.error}`);
        sum = (Math.imul(sum, 31) + r.plies + 1000 * r.coins[0] + 100_000 * r.coins[1]) | 0;
      }
      return { work: sum, units: games };
    },
  };
}

/** The MCTS benchmark runs asynchronously; it is wrapped so that a round awaits it. */
interface AsyncWorkload { run(): Promise<{ work: number; units: number }> }

/** The Jackal MCTS bench of a build, with `spec` (undefined: the bench's fixed spec; 'mcts': the build's defaults). */
function mctsWorkload(m: Loaded, spec?: string): AsyncWorkload {
  return {
    async run() {
      const r = await m.mcts.benchMcts(spec);
      return { work: r.checksum, units: r.iterations * 2 }; // a warm-up pass and a timed pass, both searched
    },
  };
}

/** The Pirate chess MCTS bench row of a build (a warm-up pass and a timed pass over its mid-game positions). */
async function chessMctsWorkload(m: Loaded, label: string): Promise<AsyncWorkload> {
  const b = (await importAll(m.dir, CHESS_MCTS_MODULES, (p) => `--only chess-mcts: ${label} has no dist/${p} (a build from before the Pirate chess mcts row)`)).bench;
  if (typeof b.benchPirateChessMcts !== 'function') fail(`--only chess-mcts: ${label} has no benchPirateChessMcts in dist/${CHESS_MCTS_MODULES.bench}`);
  return {
    async run() {
      const r = b.benchPirateChessMcts();
      return { work: r.checksum, units: r.iterations * 2 };
    },
  };
}

const WORKLOADS = ['movegen', 'playout', 'ti-playout', 'exp-playout', 'mcts', 'mcts-defaults', 'games', 'chess', 'chess-mcts', 'arch'] as const;
type WorkloadName = typeof WORKLOADS[number];
/** The workloads run without --only: Jackal's. */
const DEFAULT_WORKLOADS: WorkloadName[] = ['movegen', 'playout', 'mcts'];

async function make(name: WorkloadName, m: Loaded, size: number, label: string): Promise<AsyncWorkload> {
  if (name === 'mcts') return mctsWorkload(m);
  if (name === 'mcts-defaults') return mctsWorkload(m, 'mcts');
  if (name === 'chess-mcts') return chessMctsWorkload(m, label);
  if (name === 'chess') { const w = await chessWorkload(m, size, label); return { run: async () => w.run() }; }
  if (name === 'arch') { const w = await archWorkload(m, size, label); return { run: async () => w.run() }; }
  if (name === 'games') { const w = await gamesWorkload(m, size, label); return { run: async () => w.run() }; }
  const w = name === 'movegen' ? movegenWorkload(m, size) : playoutWorkload(m, size, name === 'ti-playout' ? 'ti' : name === 'exp-playout' ? 'exp' : 'classic');
  return { run: async () => w.run() };
}

async function timed(w: AsyncWorkload): Promise<{ rate: number; work: number }> {
  const t0 = process.cpuUsage();
  const r = await w.run();
  const t = process.cpuUsage(t0);
  return { rate: r.units / ((t.user + t.system) / 1e6), work: r.work };
}

/** `--help`: the flags and their defaults, as parseArgs reads them (the workloads are described in the header above). */
const USAGE = `npm run bench:compare -- --base REF [--rounds N] [--size F] [--only NAMES] [--json]

This build against another in one process: both builds' engines timed in interleaved rounds
(CPU time); per workload each build's median rate and the median of the per-round ratios
head/base with its 95% interval. Quote the ratio: the machine's speed moves both builds alike.

  --base REF     a commit of this repository (exported and built once in the temporary
                 directory) or a directory holding a built checkout; required
  --rounds N     rounds timed, 6 to 1000, after two warm-up rounds [default: 10]
  --size F       scales the movegen and playout work of a round, 0.01 to 100 [default: 1]
  --only NAMES   workloads, comma-separated, of ${WORKLOADS.join(', ')}
                 [default: ${DEFAULT_WORKLOADS.join(',')}]
  --json         one JSON line instead of the table
  --help         this text
`;

function parseArgs(argv: string[]): { base: string; rounds: number; size: number; workloads: WorkloadName[]; json: boolean } {
  if (argv.includes('--help')) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  let base: string | undefined, rounds = 10, size = 1, json = false;
  let workloads: WorkloadName[] = [...DEFAULT_WORKLOADS];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i], v = argv[i + 1];
    if (a === '--json') { json = true; continue; }
    if (a !== '--base' && a !== '--rounds' && a !== '--size' && a !== '--only') fail(`${a}: unknown flag (expected --base REF, --rounds N, --size F, --only ${WORKLOADS.join(',')}, --json, --help)`);
    if (v === undefined) fail(`${a}: needs a value`);
    i++;
    if (a === '--base') base = v;
    else if (a === '--rounds') {
      rounds = Number(v);
      if (!Number.isInteger(rounds) || rounds < 6 || rounds > 1000) fail(`--rounds: must be an integer from 6 to 1000, got ${JSON.stringify(v)}`);
    } else if (a === '--size') {
      size = Number(v);
      if (!Number.isFinite(size) || size < 0.01 || size > 100) fail(`--size: must be a number from 0.01 to 100, got ${JSON.stringify(v)}`);
    } else {
      const names = v.split(',');
      const bad = names.find((n) => !(WORKLOADS as readonly string[]).includes(n));
      if (bad !== undefined) fail(`--only: unknown workload ${JSON.stringify(bad)} (expected ${WORKLOADS.join(', ')})`);
      workloads = names as WorkloadName[];
    }
  }
  if (base === undefined) fail('--base: required (a commit, e.g. HEAD~3, or a directory holding a built checkout)');
  return { base, rounds, size, workloads, json };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = baseDir(args.base);
  const head = await load(resolve('.'), 'this checkout');
  const base = await load(dir, args.base);
  const rows: Record<string, unknown>[] = [];
  for (const name of args.workloads) {
    const wb = await make(name, base, args.size, args.base), wh = await make(name, head, args.size, 'this checkout');
    const rb: number[] = [], rh: number[] = [];
    let workB = 0, workH = 0;
    for (let i = 0; i < args.rounds + 2; i++) {
      const order: [AsyncWorkload, number[], 'b' | 'h'][] = i % 2 === 0 ? [[wb, rb, 'b'], [wh, rh, 'h']] : [[wh, rh, 'h'], [wb, rb, 'b']];
      for (const [w, out, who] of order) {
        const r = await timed(w);
        if (i >= 2) out.push(r.rate);
        if (who === 'b') workB = r.work; else workH = r.work;
      }
    }
    const ratios = rh.map((h, i) => h / rb[i]);
    const ci = medianInterval(ratios, 0.95);
    const med = (xs: number[]) => medianInterval(xs, 0.95).median;
    rows.push({ workload: name, base: med(rb), head: med(rh), ratio: ci.median, low: ci.low, high: ci.high, coverage: ci.coverage, sameWork: workB === workH });
  }
  if (args.json) {
    process.stdout.write(`${JSON.stringify({ base: args.base, rounds: args.rounds, rows })}\n`);
    return;
  }
  const unit: Record<WorkloadName, string> = {
    movegen: 'moves/s', playout: 'plies/s', 'ti-playout': 'plies/s', 'exp-playout': 'plies/s', mcts: 'iterations/s', 'mcts-defaults': 'iterations/s', games: 'games/s', chess: 'plies/s', 'chess-mcts': 'iterations/s', arch: 'plies/s',
  };
  process.stdout.write(`this checkout (head) against ${args.base} (base): ${args.rounds} interleaved rounds, CPU time, medians; `
    + 'both builds in this one isolate, so a slow isolate slows both alike: trust the ratio, not the rates\n');
  for (const r of rows) {
    const f = (x: unknown) => Math.round(x as number).toLocaleString('en-US');
    const pct = (x: unknown) => `${(((x as number) - 1) * 100).toFixed(1)}%`;
    process.stdout.write(`${String(r.workload).padEnd(13)} base ${f(r.base)} ${unit[r.workload as WorkloadName]}, head ${f(r.head)}: head/base ${(r.ratio as number).toFixed(3)} `
      + `(${pct(r.ratio)}; ${Math.round((r.coverage as number) * 100)}% interval ${(r.low as number).toFixed(3)}..${(r.high as number).toFixed(3)})`
      + `${r.sameWork ? '' : '  NOTE: the builds did different work (their games differ)'}\n`);
  }
}

main().catch((e) => {
  if (e instanceof UsageError) {
    process.stderr.write(`compare: ${e.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`compare: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
