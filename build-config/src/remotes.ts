/**
 * The portal's remotes, in one place: the shell (which remote renders a path, the footer's versions), the server
 * (remotes.json, static routes, server rendering) and the deploy command read this list. Browser-safe: data only.
 */
export const REMOTE_NAMES = ['public_site', 'seeker_app', 'employer_app', 'admin_app'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Folder (workspace) that builds each remote; also the path segment under /remotes/. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  public_site: 'public-site',
  seeker_app: 'seeker-app',
  employer_app: 'employer-app',
  admin_app: 'admin-app',
};

/** Dev-server port of each remote (its package.json `dev` script). */
export const DEV_PORTS: Record<RemoteName, number> = {
  public_site: 5001,
  seeker_app: 5002,
  employer_app: 5003,
  admin_app: 5004,
};

/** What the shell mounts from every remote: `./App` (see `RemoteAppModule` in shared-api/src/remote-contract.ts). */
export const REQUIRED_EXPOSE = './App';
/** Optional second expose: `{ name, version, buildId }`, shown by the shell for the sections it loaded. */
export const BUILD_INFO_EXPOSE = './build-info';

export type RemoteBuildInfo = { name: string; version: string; buildId: string };
