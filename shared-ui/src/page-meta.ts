import { createContext, useContext } from 'react';

/** What a page tells the server rendering it: its HTTP status (a 404 page is a real 404). */
export type PageMeta = { status?: number };

/** Provided only by the server's page renderer (shell/src/ssr); in the browser there is none. */
export const PageMetaContext = createContext<PageMeta | null>(null);

/** Declares the page's HTTP status to the server rendering it; a no-op in the browser. Call during render. */
export function usePageStatus(status: number | undefined): void {
  const sink = useContext(PageMetaContext);
  if (sink && status !== undefined) sink.status = status;
}
