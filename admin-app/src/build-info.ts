import type { RemoteBuildInfo } from 'build-config/remotes';

/**
 * Exposed as `./build-info`: which build of this remote is running. remoteBuildPlugin (vite.config.ts)
 * fills the values: the package version, and VITE_BUILD_ID, which the deploy command sets (plain builds say `local`).
 */
const buildInfo: RemoteBuildInfo = {
  name: String(import.meta.env.VITE_REMOTE_NAME ?? 'admin_app'),
  version: String(import.meta.env.VITE_REMOTE_VERSION ?? '0.0.0'),
  buildId: String(import.meta.env.VITE_BUILD_ID ?? 'local'),
};

export default buildInfo;
