import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initShellI18n } from '../i18n/init-shell-i18n.ts';

initShellI18n('en');
afterEach(() => cleanup());
