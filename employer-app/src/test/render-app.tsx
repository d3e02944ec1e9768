import type { QueryClient } from '@tanstack/react-query';
import type { WireUser } from 'shared-api';
import { wireUser } from 'shared-api/testing';
import { initTestI18n, renderRemote } from 'shared-ui/testing';
import App from '../app.tsx';
import en from '../i18n/en.json';
import { NAMESPACE } from '../i18n/namespace.ts';
import ne from '../i18n/ne.json';

/** The i18next instance the tests render with (the shell owns it in the portal). */
export const i18n = initTestI18n('en', { [NAMESPACE]: { en, ne } });

/** An employer as the server sends it, pending approval unless the patch says otherwise. */
export const employer = (patch: Partial<WireUser> = {}) => wireUser('employer', patch);

/** The employer area at `path`, as the shell mounts it (query client, i18n, router). */
export const renderApp = (path: string, client?: QueryClient) => renderRemote(<App />, { i18n, path, client });
