import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { addNamespace, initPortalI18n } from 'shared-ui';
import en from '../i18n/en.json';
import { NAMESPACE } from '../i18n/namespace.ts';
import ne from '../i18n/ne.json';

export const i18n = initPortalI18n('en');
addNamespace(NAMESPACE, { en, ne });

/** Shows the router's current location, so tests can read what the page wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with what the shell provides a remote: i18n, a fresh QueryClient (no retries) and a router. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
