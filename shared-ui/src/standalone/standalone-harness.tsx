import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { initSession, useLanguageStore } from 'shared-api';
import { initPortalI18n, LanguageToggle, useLanguageSync } from 'shared-ui';

function HarnessChrome({ children }: { children: ReactNode }) {
  useLanguageSync();
  useEffect(() => {
    void initSession();
  }, []);
  return (
    <>
      <header className="harness-bar">
        <span>Standalone dev harness</span>
        <LanguageToggle />
      </header>
      <main id="main">{children}</main>
    </>
  );
}

/**
 * What the shell gives a remote, for running it alone in dev: a data router, one QueryClient,
 * the shared i18next instance (common namespace; the remote registers its own, i18n/namespace.ts),
 * the session (init once) and a language toggle.
 */
export function StandaloneHarness({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  // A data router, as the shell's: pages may use `useBlocker`.
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <HarnessChrome>{children}</HarnessChrome> }]),
  );
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void initPortalI18n(useLanguageStore.getState().language).then(() => setReady(true));
  }, []);
  // The page's language's texts first (each language loads on its own), so no key shows.
  if (!ready) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
