import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'bots/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
