import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initShellI18n } from '../i18n/init-shell-i18n.ts';

// Both languages at once: tests switch to Nepali with changeLanguage and expect its texts at once.
await initShellI18n('en', ['en', 'ne']);
afterEach(() => cleanup());
