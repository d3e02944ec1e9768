import react from '@vitejs/plugin-react';
import { unitTestDefaults } from 'build-config/test-defaults';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    ...unitTestDefaults,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
