import type { RemoteBuildInfo } from 'build-config/remotes';
import type { RemoteAppModule } from 'shared-api';

// Type-level half of the remote contract: `npm run typecheck` fails here when what this remote exposes
// no longer fits what the shell mounts. The build-level half is remoteBuildPlugin in vite.config.ts.
export type AppFitsShell = typeof import('./app.tsx') extends RemoteAppModule ? true : never;
export const appFitsShell: AppFitsShell = true;
export type BuildInfoFitsShell = typeof import('./build-info.ts') extends { default: RemoteBuildInfo } ? true : never;
export const buildInfoFitsShell: BuildInfoFitsShell = true;
