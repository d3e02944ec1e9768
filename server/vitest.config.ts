import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/pg-overlap-guard.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    // Loaded by Node itself, so its import() is Node's: the SSR server builds it loads must share Node's singletons.
    server: { deps: { external: [/\/src\/ssr\/native-import\.mjs$/] } },
    hookTimeout: 60_000,
  },
});
