import { unitTestDefaults } from 'build-config/test-defaults';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { ...unitTestDefaults, include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
