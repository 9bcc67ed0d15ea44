import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'bots/**/*.test.ts', 'bench/**/*.test.ts'],
    // builds dist/ once before any test: the CLI and harness tests run the compiled code
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
