import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type PageMeta, PageMetaContext } from 'shared-ui';
import { type PreloadedRemotes, PreloadedRemotesContext } from './federation/preloaded-remotes.ts';

type Props = {
  i18n: I18n;
  queryClient: QueryClient;
  preloaded: PreloadedRemotes;
  /** The server renderer's record of the page's status and head; null in the browser. */
  pageMeta: PageMeta | null;
  /** The router (BrowserRouter in the browser, StaticRouter on the server) around <App />. */
  children: ReactNode;
};

/** The providers around the app: one tree for the browser and the server, so hydration finds the same markup. */
export function PortalRoot({ i18n, queryClient, preloaded, pageMeta, children }: Props) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreloadedRemotesContext.Provider value={preloaded}>
            <PageMetaContext.Provider value={pageMeta}>{children}</PageMetaContext.Provider>
          </PreloadedRemotesContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
