/**
 * The workers' bundles (src/harness/worker-bundle.ts): each game's worker in one file with
 * only that game's engine and bots (and Jackal's, the registries' default), which the pool
 * runs when it carries the run's code id (src/harness/worker-file.ts). Built here from the
 * compiled tree into a temporary folder, so the test does not depend on (or touch) the
 * bundles of dist/workers/.
 *
 * The games a bundle plays are held to the module worker's (dist/src/harness/worker.js, every
 * game's modules: what the pool ran before the bundles), byte for byte, for every built-in bot.
 */

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absent } from '../../src/harness/absent.js';
import { buildConfig, type RunConfig } from '../../src/harness/config.js';
import { runMatch, workerUrl } from '../../src/harness/run.js';
import { buildWorkerBundles, constAgain, type WorkerBundle } from '../../src/harness/worker-bundle.js';
import { bundleFor } from '../../src/harness/worker-file.js';
import { ThreadLoads } from '../../src/harness/thread-loads.js';
import type { WorkerData } from '../../src/harness/worker.js';
import { outputs, removeTempDirs, requireDist, ROOT, tempDir } from './helpers.js';

/** The built games, and the folders of each game's own code (src/GAME/, bots/GAME/). */
const GAMES = ['jackal', 'pirate-chess', 'archipelago'];
const own = (game: string, m: string): boolean => m.startsWith(`src/${game}/`) || m.startsWith(`bots/${game}/`);

let dir: string;
let bundles: WorkerBundle[];
const bundleOf = (game: string): WorkerBundle => bundles.find((b) => b.game === game)!;

beforeAll(async () => {
  requireDist();
  dir = tempDir('wbundle');
  bundles = await buildWorkerBundles(join(ROOT, 'dist'), dir);
}, 120_000);

afterAll(removeTempDirs);

/** A copy of Jackal's bundle carrying another code id than `config`'s (as if built from other sources), in its own folder. */
function staleBundle(config: RunConfig): string {
  const text = readFileSync(bundleOf('jackal').path, 'utf8');
  const other = text.split(JSON.stringify(config.code));
  expect(other.length).toBe(2);
  const stale = join(tempDir('wbundle-stale-mod'), 'jackal.js');
  writeFileSync(stale, other.join(JSON.stringify('0123456789ab')));
  return stale;
}

/** Plays `config` with the module worker and with its game's bundle: the deterministic files are equal. */
async function sameGames(config: RunConfig, workers: number): Promise<void> {
  const byModules = tempDir('wbundle-modules');
  const byBundle = tempDir('wbundle-bundle');
  const a = await runMatch(config, { out: byModules, workers: 1, workerFile: workerUrl() });
  const b = await runMatch(config, { out: byBundle, workers, workerFile: pathToFileURL(bundleOf(config.game).path) });
  expect([a.complete, a.errors, b.complete, b.errors]).toEqual([true, 0, true, 0]);
  expect(outputs(byBundle)).toEqual(outputs(byModules));
}

describe('the workers\' bundles', () => {
  it('hold their game\'s engine and bots and Jackal\'s, and no module of another game', () => {
    expect(bundles.map((b) => b.game).sort()).toEqual([...GAMES].sort());
    for (const b of bundles) {
      expect(b.modules).toContain('src/harness/worker.js');
      expect(b.modules).toContain(`src/${b.game}/game.js`);
      expect(b.modules).toContain('src/jackal/game.js');
      const foreign = b.modules.filter((m) => GAMES.some((g) => g !== b.game && g !== 'jackal' && own(g, m)));
      expect(foreign).toEqual([]);
    }
    // Jackal's leaves out both other games: a fraction of the modules of every game
    expect(bundleOf('jackal').modules.length).toBeLessThan(bundleOf('archipelago').modules.length);
  });

  it('play the module worker\'s Jackal games, byte for byte, with every built-in bot', async () => {
    await sameGames(buildConfig({ mode: '3p', bots: ['random', 'heuristic', 'mcts:iterations=20'], deals: 1, seed: 'wbundle-jackal', maxPlies: 150 }, null), 2);
  }, 120_000);

  it('play the module worker\'s Pirate chess and Archipelago games', async () => {
    await sameGames(buildConfig({ game: 'pirate-chess', bots: ['heuristic', 'mcts:iterations=20'], deals: 1, seed: 'wbundle-chess', maxPlies: 80 }, null), 2);
    await sameGames(buildConfig({ game: 'archipelago', mode: '2p', island: 1, bots: ['heuristic', 'random'], deals: 2, seed: 'wbundle-arch', maxPlies: 120 }, null), 2);
  }, 180_000);

  it('are chosen only when they carry the run\'s code and every bot is built in', () => {
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 2, seed: 'wbundle-choice' }, null);
    const js = bundleOf('jackal').path;
    // the sidecar holds the code id of the sources at build time, which the run computes from the same sources
    expect(bundleFor(config, dir)?.href).toBe(pathToFileURL(js).href);
    expect(bundleFor({ ...config, code: '000000000000' }, dir)).toBeUndefined();
    expect(bundleFor({ ...config, lineups: [['random', 'file:./bot.js']] }, dir)).toBeUndefined();
    expect(bundleFor({ ...config, lineups: [['ext:python3 bot.py', 'random']] }, dir)).toBeUndefined();
    const other = tempDir('wbundle-none');
    expect(bundleFor(config, other)).toBeUndefined();
    writeFileSync(join(other, 'jackal.js'), readFileSync(js));
    expect(bundleFor(config, other)).toBeUndefined(); // no sidecar: no code to compare
  });

  it('say that their thread has loaded, as the module worker does (thread-loads.ts; a pool\'s stop waits for it)', async () => {
    const loads = new ThreadLoads();
    const workerData: WorkerData = { config: buildConfig({ mode: '2p', bots: ['random'], deals: 2, seed: 'wbundle-loads' }, null), loads: loads.board };
    const w = new Worker(pathToFileURL(bundleOf('jackal').path), { workerData });
    const id = w.threadId;
    // the thread stays in this list when it exits: only its word ends the wait early (20 s: far longer than a load)
    expect(await loads.loaded({ threads: [{ threadId: id }] }, 20_000)).toBe(0);
    await w.terminate();
  }, 60_000);

  it('refuse to play a run whose code is not theirs: the run stops at once and keeps the games done', async () => {
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 20, seed: 'wbundle-stale', maxPlies: 200 }, null);
    const out = tempDir('wbundle-stale');
    const first = await runMatch(config, { out, workers: 1, stopAfter: 6, workerFile: workerUrl() });
    expect(first.done).toBe(6);
    const journal = readFileSync(join(out, 'games.jsonl'), 'utf8');
    // a bundle built from other sources: the same text with another code id inside
    const stale = staleBundle(config);
    const r = await runMatch(config, { out, workers: 2, resume: true, workerFile: pathToFileURL(stale) });
    expect(r.failure).toMatch(/could not load the harness .*built from other sources \(code 0123456789ab\) than the run's \(code [0-9a-f]{12}\); run `npm run build`/);
    expect([r.complete, r.played, r.done]).toEqual([false, 0, 6]);
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8')).toBe(journal);
    rmSync(stale);
  }, 60_000);

  it('refuse the run without ending a thread that is still loading (Node 20 aborts when one is terminated mid-load)', async () => {
    // The stale bundle behind a gate: the first thread through loads it at once, every later
    // one first spins for a second, then notes that it got through. When the first refused
    // (before: a throw at load) the pool abandoned the chunks in flight, which terminated the
    // second thread mid-load; now it lets every chunk be refused, and the second loads.
    const config = buildConfig({ mode: '2p', bots: ['random'], deals: 20, seed: 'wbundle-stale-slow', maxPlies: 200 }, null);
    const stale = staleBundle(config);
    const dir = dirname(stale);
    const loads = join(dir, 'loads');
    const through = join(dir, 'through');
    writeFileSync(loads, '');
    writeFileSync(join(dir, 'gate.mjs'), [
      `import { appendFileSync, readFileSync } from 'node:fs';`,
      `appendFileSync(${JSON.stringify(loads)}, 'x');`,
      `if (readFileSync(${JSON.stringify(loads)}, 'utf8').length > 1) {`,
      `  for (const end = Date.now() + 1000; Date.now() < end;);`,
      `  appendFileSync(${JSON.stringify(through)}, 'x');`,
      `}`,
    ].join('\n'));
    const gated = join(dir, 'gated.mjs');
    writeFileSync(gated, `import './gate.mjs';\nexport { default } from './jackal.js';\n`);
    const r = await runMatch(config, { out: tempDir('wbundle-stale-slow'), workers: 2, workerFile: pathToFileURL(gated) });
    expect(r.failure).toMatch(/built from other sources \(code 0123456789ab\)/);
    expect([r.complete, r.played, r.done, r.workerDeaths]).toEqual([false, 0, 0, 0]);
    expect(readFileSync(loads, 'utf8')).toBe('xx');
    expect(existsSync(through)).toBe(true);
  }, 60_000);
});

describe('constAgain: esbuild\'s top-level `var` back to `const` where nothing assigns it', () => {
  it('keeps `var` for every name written anywhere (any scope, any assignment operator), and only there', () => {
    const text = [
      'var A = 1;', 'var B = 2;', 'var C = 3;', 'var D = 4;', 'var E = [];', 'var F = 0;',
      'var { X: X2, Y } = m;', 'var { Z } = m;',
      'function f() { B = 5; C += 1; let D = 6; --F; return A + X2 + Y + D + E.length + obj.A; }', 'Z++;', 'E.push(A); A == B;',
    ].join('\n');
    expect(constAgain(text).split('\n').slice(0, 8)).toEqual([
      'const A = 1;', 'var B = 2;', 'var C = 3;', 'var D = 4;', 'const E = [];', 'var F = 0;',
      'const { X: X2, Y } = m;', 'var { Z } = m;',
    ]);
  });
});

describe('absent values (another game\'s exports in a bundle)', () => {
  it('read as no game and no bot, and throw on any use, naming the export', () => {
    const x = absent('src/pirate-chess/game.js', 'PIRATE_CHESS') as Record<string, unknown> & (() => void);
    expect([x.name, x.games]).toEqual([undefined, undefined]);
    const named = /PIRATE_CHESS of src\/pirate-chess\/game\.js is not in this worker's bundle/;
    expect(() => x.newGame).toThrow(named);
    expect(() => x()).toThrow(named);
    expect(() => new (x as unknown as new () => unknown)()).toThrow(named);
    expect(() => 'name' in x).toThrow(named);
    expect(() => { x.games = []; }).toThrow(named);
    expect(() => Object.keys(x)).toThrow(named);
  });
});
