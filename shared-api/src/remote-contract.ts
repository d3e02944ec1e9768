import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./App`: a component the shell mounts inside its router.
 * The remote renders its own <Routes> with full paths (the shell does not strip a prefix).
 */
export type RemoteAppModule = {
  default: ComponentType;
  /**
   * Loads what rendering `pathname` needs (a remote that splits its pages into chunks), so the shell can hydrate a
   * server-rendered page without <App /> suspending. Optional: a remote without it renders at once.
   */
  preload?: (pathname: string) => Promise<void>;
  /**
   * Fetches into `queryClient` (react-query's `prefetchQuery`) every query the page at `url` (path and query, either
   * language's URL) reads when a guest sees it, so the server renders the page once, with its data. Optional: without
   * it the server lets a first render find the queries.
   */
  prefetchPage?: (url: string, queryClient: QueryClient) => Promise<void>;
};
