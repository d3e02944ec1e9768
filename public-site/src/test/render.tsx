import type { ReactElement } from 'react';
import { addTestNamespace, initTestI18n, renderRemote } from 'shared-ui/testing';
import en from '../i18n/en.json';
import { NAMESPACE } from '../i18n/namespace.ts';
import ne from '../i18n/ne.json';

export const i18n = initTestI18n('en');
addTestNamespace(NAMESPACE, { en, ne });

/** Renders with what the shell provides a remote: i18n, a fresh QueryClient (no retries) and a router. */
export const renderWithProviders = (ui: ReactElement, path = '/') => renderRemote(ui, { i18n, path });
