import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { compiledSources } from './test/support/compiled-sources.js';

/**
 * `npm test` fits a few minutes: the random-game tests play a few games per combination
 * (test/support/size.ts), and the long runs are scripts CI does not run (`npm run
 * test:long`, `npm run invariants`, `npm run differential`). Two test files run side by side
 * on a 2-core machine: much of a file's time is a CLI process it waits on, and the page
 * bundles are built once by the global setup (test/support/bundles.ts), so no file rewrites
 * what another reads. Every test makes its own temporary out dir.
 *
 * Two projects. `rules`: the engines' and the game bots' own tests (positions in, moves and
 * positions out; no files, no processes, no environment), and the harness's and studies'
 * tests of pure computations (statistics, SPSA steps, seat plans and CSV tables of made-up
 * games, written to their own temporary dirs), which share their workers' module cache
 * (`isolate: false`): importing the engines and the registry afresh for each of some
 * hundred small files cost more than their tests. A test there must leave no module state
 * behind (it resets what it sets: `setShortcuts`, `hintIce`, spies; it registers no bot and
 * sets no environment variable). `runs`: the harness, the CLI, the browser, the studies,
 * each file in a fresh module graph.
 *
 * Both load the project's code compiled (test/support/compiled-sources.ts: the module runner
 * made the engines 5-7 times slower). `mocks`: the files that `vi.mock` a module the
 * project's code imports, which only works on code the module runner loads.
 */
const RULES = ['test/jackal', 'test/pirate-chess', 'test/archipelago', 'test/core', 'test/bots/jackal', 'test/bots/pirate-chess', 'test/docs']
  .map((dir) => `${dir}/**/*.test.ts`)
  .concat(['test/harness/stats/**/*.test.ts', 'test/study/spsa.test.ts', 'test/harness/game-registry.test.ts', 'test/harness/forfeits.test.ts', 'test/harness/paired.test.ts']);

/** Long runs (`*.long.test.ts`) are collected only when JACKAL_LONG is set (their npm scripts set it): never skipped, simply not part of `npm test`. */
const LONG_RUNS = process.env.JACKAL_LONG ? [] : ['**/*.long.test.ts'];

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const MOCKS = ['test/harness/durable.test.ts', 'test/harness/short-writes.test.ts', 'test/harness/disk-full.test.ts', 'test/cli/output-disk-full.test.ts'];

const common = {
  // Every run (each `jackal match` a test starts, about a hundred) first measures the
  // machine's speed, 0.4 s of CPU at the reference speed: the tests measure on 20 games
  // instead (src/harness/machine-speed.ts; the figure says so, checksumOk false).
  // test/harness/machine-speed.test.ts measures the full workload.
  env: { JACKAL_SPEED_GAMES: '20' },
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // dist/ is loaded by Node, not inlined by the module runner (compiled-sources.ts)
  server: { deps: { external: [/\/dist\//] } },
};
// JACKAL_NO_BUILD=1 (no build before the tests: a developer's quick run of a few files while
// dist/ may be stale) keeps the module runner on the sources
const compiled = process.env.JACKAL_NO_BUILD === '1' ? [] : [compiledSources(ROOT)];

export default defineConfig({
  test: {
    // builds dist/ once before any test: the CLI and harness tests run the compiled code
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: 2,
    projects: [
      {
        plugins: compiled,
        // the rule tests' positions cross-checked against the reference model (a sample; `npm run cross-check` all)
        test: { ...common, name: 'rules', include: RULES, exclude: [...configDefaults.exclude, ...LONG_RUNS], isolate: false, setupFiles: ['test/jackal/rules/cross-check.setup.ts'] },
      },
      {
        plugins: compiled,
        test: {
          ...common,
          name: 'runs',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'bots/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...RULES, ...MOCKS, ...LONG_RUNS],
        },
      },
      { test: { ...common, name: 'mocks', include: MOCKS } },
    ],
  },
});
