import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DisplayPreferences } from 'shared-api';
import { PAGE_LIVE_ATTRIBUTE, type PageMeta, PageMetaContext, RenderedCalendarPreference } from 'shared-ui';
import { type PreloadedRemotes, PreloadedRemotesContext } from './federation/preloaded-remotes.ts';

type Props = {
  i18n: I18n;
  queryClient: QueryClient;
  preloaded: PreloadedRemotes;
  /** The server renderer's record of the page's status and head; null in the browser. */
  pageMeta: PageMeta | null;
  /** The calendar preference the page is (or was) rendered with on the server; null: the default. */
  calendar: DisplayPreferences | null;
  /** The router (a data router from createBrowserRouter in the browser, StaticRouter on the server) around <App />. */
  children: ReactNode;
};

/**
 * Marks `<html data-hydrated>` once the page is live in the browser (hydrated, or rendered there): before that, a
 * server-rendered page shows but does not answer clicks yet. Browser tests wait for it (e2e/support/test.ts).
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
  }, []);
  return children;
}

/** The providers around the app: one tree for the browser and the server, so hydration finds the same markup. */
export function PortalRoot({ i18n, queryClient, preloaded, pageMeta, calendar, children }: Props) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreloadedRemotesContext.Provider value={preloaded}>
            <PageMetaContext.Provider value={pageMeta}>
              <RenderedCalendarPreference.Provider value={calendar}>
                <HydrationMark>{children}</HydrationMark>
              </RenderedCalendarPreference.Provider>
            </PageMetaContext.Provider>
          </PreloadedRemotesContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
