import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initShellI18n } from '../i18n/init-shell-i18n.ts';

// Both languages at once: tests switch to Nepali with changeLanguage and expect its texts at once.
await initShellI18n('en', ['en', 'ne']);
// Two suites share two cores in `npm test`: findBy/waitFor get the time a loaded machine needs.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
