import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { configureApi, type Language, type RemoteAppModule } from 'shared-api';
import { calendarPreferenceFromCookieHeader, LANGUAGES, type PageMeta } from 'shared-ui';
import { App } from '../app.tsx';
import type { RemotesConfig } from '../federation/remote-loader.ts';
import { initShellI18n } from '../i18n/init-shell-i18n.ts';
import { PortalRoot } from '../portal-root.tsx';
import { pageDataScript } from './page-data.ts';

export { isServerRenderedPath } from './server-rendered-paths.ts';

/** One page to render (server/src/ssr/page-renderer.ts calls this). */
export type RenderInput = {
  /** Path and query string. */
  url: string;
  language: Language;
  /** The deployed public-site's server build (its `./App`). */
  publicSite: RemoteAppModule;
  /** The remotes the page loads in the browser (remotes.json as of this request). */
  remotes: RemotesConfig;
  /** The request's Cookie header: the calendar preference (`portal_cal`) is rendered as the browser will show it. */
  cookies: string | undefined;
  /** Answers the API in-process (no HTTP round trip to itself); guest requests only. */
  fetch: typeof fetch;
  signal: AbortSignal;
};

export type RenderResult = {
  /** The markup inside #root. */
  html: string;
  status: number;
  /** The data block the browser hydrates from (page-data.ts). */
  dataScript: string;
  /**
   * Queries a render found waiting for data that the page's route does not declare (RemoteAppModule.prefetchPage):
   * each cost the page another render. Empty when the page rendered once.
   */
  undeclared: string[];
};

/** Renders after the first, for queries the route does not declare: a query may only start once another answered. */
const MAX_DATA_ROUNDS = 2;

/** A query its component wants run (`enabled` not false): a signed-in visitor's queries stay off for a guest. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

let baseI18n: Promise<I18n> | null = null;
const languageI18n = new Map<Language, Promise<I18n>>();

/**
 * The i18next instance pages in `language` render with: one per language for the process (i18next's cloneInstance,
 * its language set once), sharing the resource store of the one initialised instance, which holds both languages'
 * texts (loaded once; the browser loads only the page's language). A render only reads it, so concurrent renders
 * share it.
 */
function requestI18n(language: Language): Promise<I18n> {
  let instance = languageI18n.get(language);
  if (!instance) {
    baseI18n ??= initShellI18n('en', LANGUAGES);
    instance = baseI18n.then(async (base) => {
      const clone = base.cloneInstance({ initAsync: false });
      await clone.changeLanguage(language);
      return clone;
    });
    languageI18n.set(language, instance);
    instance.catch(() => {
      // tried again by the next request
      baseI18n = null;
      languageI18n.delete(language);
    });
  }
  return instance;
}

async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  const stream = await renderToReadableStream(element, {
    signal,
    // Never split a large boundary into a later segment: that needs an inline script, which the CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      // Thrown again by allReady for the shell; inside a Suspense boundary it becomes client rendering there.
      if (!signal.aborted) console.error('Server rendering error', error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // The CSP allows no inline script: markup that needs one could not hydrate (the server renders in the browser).
  if (/<script(?![^>]*type="application\/(?:ld\+)?json")/i.test(html))
    throw new Error('the markup holds an inline script');
  return html;
}

/**
 * Renders one public page, once: the page's data is fetched first, as its route declares (the remote's
 * `prefetchPage`, with the same query options the components use), then the page renders with it. A query the
 * declaration missed is fetched after that render and the page rendered again (reported in `undeclared`). The
 * react-query cache goes into the page for hydration.
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  configureApi({ fetch: input.fetch });
  const queryClient = new QueryClient({
    // retryOnMount false: a query that failed renders its failure (a job that is gone: 404), as the browser
    // hydrates it (main.tsx), instead of a spinner waiting for a fetch that never comes on the server.
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const preloaded = { public_site: input.publicSite };
  // The page's chunk of the public site (as the browser loads it before hydrating) and the page's data.
  const [i18n] = await Promise.all([
    requestI18n(input.language),
    input.publicSite.preload?.(new URL(input.url, 'http://localhost').pathname),
    input.publicSite.prefetchPage?.(input.url, queryClient),
  ]);
  input.signal.throwIfAborted();
  const calendar = calendarPreferenceFromCookieHeader(input.cookies);
  let meta: PageMeta = {};
  const render = () => {
    meta = {};
    return renderToHtml(
      <PortalRoot i18n={i18n} queryClient={queryClient} preloaded={preloaded} pageMeta={meta} calendar={calendar}>
        <StaticRouter location={input.url}>
          <App />
        </StaticRouter>
      </PortalRoot>,
      input.signal,
    );
  };
  let html = await render();
  const undeclared: string[] = [];
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query));
    if (waiting.length === 0) break;
    undeclared.push(...waiting.map((query) => query.queryHash));
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    input.signal.throwIfAborted();
    html = await render();
  }
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  return {
    html,
    status: meta.status ?? 200,
    dataScript: pageDataScript({ language: input.language, url: input.url, state, remotes: input.remotes, calendar }),
    undeclared,
  };
}
