import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'bots/**/*.test.ts', 'bench/**/*.test.ts'],
    // builds dist/ once before any test: the CLI and harness tests run the compiled code
    globalSetup: ['test/global-setup.ts'],
    // `npm test` fits a few minutes: the random-game tests play a few games per combination
    // (test/support/size.ts), and the long runs are scripts CI does not run (`npm run
    // test:long`, `npm run invariants`, `npm run differential`). Two test files run side by
    // side on a 2-core machine: much of a file's time is a CLI process it waits on, and the
    // page bundles are built once by the global setup (test/support/bundles.ts), so no file
    // rewrites what another reads. Every test makes its own temporary out dir.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
