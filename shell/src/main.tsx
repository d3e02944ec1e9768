// Two weights (600 is drawn with 700); the Devanagari files load only when Devanagari is on screen.
import '@fontsource/mukta/400.css';
import '@fontsource/mukta/700.css';
import 'shared-ui/styles.css';
import i18next from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { initSession, queryClient, useLanguageStore } from 'shared-api';
import { App } from './app.tsx';
import type { PreloadedRemotes } from './federation/preloaded-remotes.ts';
import { loadRemoteApp, seedRemotes } from './federation/remote-loader.ts';
import { initShellI18n } from './i18n/init-shell-i18n.ts';
import { languageOfPage } from './i18n/page-language.ts';
import { exposePortalGlobal } from './portal-global.ts';
import { PortalRoot } from './portal-root.tsx';
import { hydratePageQueries } from './ssr/hydrated-queries.ts';
import { type PageData, readPageData } from './ssr/page-data.ts';
import { rememberInlinedStylesheets } from './stylesheet-cache.ts';

const pageData = readPageData();
/**
 * The page's language (a public page's is its URL's) becomes the stored one before anything renders, and its texts
 * (common and shell, each language its own chunk) load while the rest starts: the first render or hydration waits
 * for them, so no key shows and the server's text hydrates as is.
 */
const pageLanguage =
  pageData?.language ?? languageOfPage(window.location.pathname, useLanguageStore.getState().language);
useLanguageStore.getState().setLanguage(pageLanguage);
const texts = initShellI18n(pageLanguage).catch((error: unknown) => {
  console.error('The texts could not load', error);
});
exposePortalGlobal();
void initSession();

/**
 * A data router (so a page can hold a navigation back with `useBlocker`, e.g. a form with unsaved edits) whose
 * one splat route renders the shell's own <Routes>, the same tree the server renders inside a StaticRouter.
 * Made when the tree is first rendered, after the address bar shows the URL the page was rendered for.
 */
let router: ReturnType<typeof createBrowserRouter> | undefined;
const portalRouter = () => {
  router ??= createBrowserRouter([{ path: '*', element: <App /> }]);
  return router;
};

const tree = (preloaded: PreloadedRemotes) => (
  <PortalRoot
    i18n={i18next}
    queryClient={queryClient}
    preloaded={preloaded}
    pageMeta={null}
    calendar={pageData?.calendar ?? null}
  >
    <RouterProvider router={portalRouter()} />
  </PortalRoot>
);

/**
 * A server-rendered page (server/src/ssr): the cache and remotes it was rendered with, the public site loaded
 * before hydrating, then the same tree hydrated in the language it was rendered in (its URL's). The address bar
 * shows the URL it was rendered for (without link trackers' parameters), so the router's location matches the
 * server's. If the remote cannot load, the page renders as usual.
 */
async function hydratePage(root: HTMLElement, data: PageData): Promise<void> {
  const { pathname, search, hash } = window.location;
  if (data.url && data.url !== `${pathname}${search}`)
    window.history.replaceState(window.history.state, '', `${data.url}${hash}`);
  hydratePageQueries(queryClient, data.state);
  seedRemotes(data.remotes);
  let preloaded: PreloadedRemotes;
  try {
    const publicSite = await loadRemoteApp('public_site');
    await publicSite.preload?.(window.location.pathname);
    preloaded = { public_site: publicSite };
  } catch (error) {
    console.error('The public site could not load; rendering the page in the browser', error);
    await texts;
    createRoot(root).render(tree({}));
    return;
  }
  await texts;
  if (i18next.language !== data.language) await i18next.changeLanguage(data.language);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's main
  // thread in one long task (a tap during it is still handled: React hydrates that part first).
  startTransition(() => {
    hydrateRoot(root, tree(preloaded), {
      // Said with the component stack, so a mismatch names the component that rendered differently.
      onRecoverableError: (error, info) => console.error('Hydration error', error, info.componentStack),
    });
  });
  rememberInlinedStylesheets();
}

const root = document.getElementById('root');
if (root && pageData) {
  void hydratePage(root, pageData);
} else if (root) {
  void texts.then(() => createRoot(root).render(tree({})));
}
