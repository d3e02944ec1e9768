import { cleanup } from '@testing-library/react';
import { loadLanguage } from 'shared-ui';
import { afterEach } from 'vitest';
import { initShellI18n } from '../i18n/init-shell-i18n.ts';

// Both languages: tests switch to Nepali with changeLanguage, which loads nothing itself.
await initShellI18n('en');
await loadLanguage('ne');
afterEach(() => cleanup());
