import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Shows the router's current location (`location` test id), so tests can read what a page wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a remote's page or app with what the shell provides it: the i18next instance, a query client (fresh,
 * no retries, unless one is given) and a data router at `path` (as the shell's: a page may use `useBlocker`), with a
 * LocationProbe.
 */
export function renderRemote(
  ui: ReactElement,
  {
    i18n,
    path = '/',
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { i18n: I18n; path?: string; client?: QueryClient },
) {
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '*',
                element: (
                  <>
                    {ui}
                    <LocationProbe />
                  </>
                ),
              },
            ],
            { initialEntries: [path] },
          )}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
