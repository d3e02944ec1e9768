import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll } from 'vitest';

// Two suites share two cores in `npm test`: findBy/waitFor get the time a loaded machine needs.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
// Files share their worker's modules: each starts with the one i18next instance in English, whatever the last left.
beforeAll(async () => {
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});
