import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { WireUser } from 'shared-api';
import { wireUser } from 'shared-api/testing';
import { initPortalI18n } from 'shared-ui';
import App from '../app.tsx';

/** The i18next instance the tests render with (the shell owns it in the portal). */
export const i18n = initPortalI18n('en');

/** An employer as the server sends it, pending approval unless the patch says otherwise. */
export const employer = (patch: Partial<WireUser> = {}) => wireUser('employer', patch);

/** The employer area at `path`, as the shell mounts it (query client, i18n, router). */
export function renderApp(path: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
