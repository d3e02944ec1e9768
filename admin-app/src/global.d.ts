import type { useSession } from 'shared-api';

declare global {
  interface Window {
    /** Each remote registers its React and session store here so a browser test can check they are singletons. */
    __portalRemotes?: Record<string, { React: unknown; useSession: typeof useSession }>;
  }
}
