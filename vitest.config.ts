import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'bots/**/*.test.ts', 'bench/**/*.test.ts'],
    // builds dist/ once before any test: the CLI and harness tests run the compiled code
    globalSetup: ['test/global-setup.ts'],
    // `npm test` fits a few minutes: the random-game tests play a few games per combination
    // (test/support/size.ts), and the long runs are scripts CI does not run (`npm run
    // test:long`, `npm run invariants`, `npm run differential`). Test files run one at a time
    // on a 2-core machine (vitest's default, cores - 1 workers): the web tests rebuild the
    // shared page bundles in dist/web/, and the CLI tests start processes of their own.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
