import react from '@vitejs/plugin-react';
import { unitTestDefaults } from 'build-config/test-defaults';
import { defineConfig } from 'vitest/config';

/**
 * Files that run in a worker of their own: the i18n module's start (a page's first load needs the one i18next
 * instance untouched), and the lookup select's late list, whose saved value is lost when the file runs after others
 * in a shared worker (docs/decisions/unit-test-module-sharing.md).
 */
const FRESH_MODULES = ['src/i18n/portal-i18n.test.ts', 'src/form/form-lookup-select.test.tsx'];

export default defineConfig({
  plugins: [react()],
  test: {
    ...unitTestDefaults,
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    projects: [
      {
        extends: true,
        // A worker loads React, happy-dom and shared-ui once for all its files (per-file loading was nine tenths of
        // the run); the set-up file gives each file the instance in English with nothing rendered
        // (docs/decisions/unit-test-module-sharing.md).
        test: { name: 'shared-modules', include: ['src/**/*.test.{ts,tsx}'], exclude: FRESH_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'fresh-modules', include: FRESH_MODULES } },
    ],
  },
});
