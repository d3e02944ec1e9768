import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { PageLanguage } from 'shared-api';

/** The route a page was matched on: its path parameters, the URL's query and the language its URL is in. */
export type PageRoute = { params: Params; search: URLSearchParams; language: PageLanguage };

/**
 * What a page reads when a guest sees it, declared beside its route (app.tsx): each query the page's first render
 * creates, started in `client` with react-query's `prefetchQuery` and the same query options the components use, so
 * the server fetches the data first and renders the page once. A signed-in visitor's own queries are not declared
 * (they stay off for a guest).
 */
export type PageData = (route: PageRoute, client: QueryClient) => Promise<void>[];
