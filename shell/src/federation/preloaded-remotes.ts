import type { RemoteName } from 'build-config/remotes';
import { createContext } from 'react';
import type { RemoteAppModule } from 'shared-api';

/**
 * Remotes already loaded before the first render: the server renders a public page with the deployed
 * public-site build, and the browser loads that same remote before hydrating, so the area renders it at
 * once (the same markup) instead of suspending on a lazy load.
 */
export type PreloadedRemotes = Partial<Record<RemoteName, RemoteAppModule>>;

export const PreloadedRemotesContext = createContext<PreloadedRemotes>({});
