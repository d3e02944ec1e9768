import { unitTestDefaults } from 'build-config/test-defaults';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...unitTestDefaults,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/pg-overlap-guard.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker loads the server's modules once for all its files: each file builds its own app, database and
    // mailbox, so no state passes between files through a module (docs/decisions/test-run-time.md).
    isolate: false,
    // Loaded by Node itself, so its import() is Node's: the SSR server builds it loads must share Node's singletons.
    server: { deps: { external: [/\/src\/ssr\/native-import\.mjs$/] } },
    hookTimeout: 60_000,
  },
});
