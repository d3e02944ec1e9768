import { unitTestDefaults } from 'build-config/test-defaults';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...unitTestDefaults,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Removing a container and its image takes a while on a loaded machine.
    hookTimeout: 120_000,
  },
});
