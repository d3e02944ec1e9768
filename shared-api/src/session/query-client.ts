import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one react-query cache (shared-api is a federation singleton, so the shell and every remote use
 * this instance). The session store clears it whenever a session ends, before anything re-renders.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
