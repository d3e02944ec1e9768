import { defineConfig } from 'vitest/config';
import { unitTestDefaults } from './src/test-defaults.ts';

export default defineConfig({
  test: { ...unitTestDefaults, include: ['src/**/*.test.ts'], environment: 'node' },
});
