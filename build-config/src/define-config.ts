/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { devRemotesPlugin } from './dev-remotes.ts';
import { fontPreloadPlugin } from './font-preload.ts';
import { precompressPlugin } from './precompress.ts';
import { providedVersionsPlugin, remoteBuildPlugin } from './remote-build.ts';
import { BUILD_INFO_EXPOSE, DEV_PORTS, REQUIRED_EXPOSE, type RemoteName } from './remotes.ts';
import { hostRuntimeExperiments, hostShared, remoteRuntimeExperiments, remoteShared } from './shared.ts';
import { sharedExportsCheckPlugin } from './shared-exports-check.ts';
import { ssrBuildPlugin } from './ssr-build.ts';
import { unitTestDefaults } from './test-defaults.ts';

/** Testing Library's settings for a remote's component tests. */
const TEST_SETUP = fileURLToPath(new URL('./test-setup.ts', import.meta.url));

const API = 'http://localhost:3000';

/**
 * The vite config of a remote: `./App` (src/app.tsx) and `./build-info` exposed, the shared map, the federation
 * runtime taken from the shell, its version and build id stamped and the contract checked, the output precompressed,
 * and with `ssr` a server build of `./App` in dist/ssr/ (the server renders public pages with it).
 */
export function defineRemoteConfig({ name, ssr = false }: { name: RemoteName; ssr?: boolean }) {
  return defineConfig(
    (env): UserConfig => ({
      // Relative base: the same build can be served from any path (local, canary folder, CDN).
      base: './',
      plugins: [
        react(),
        federation({
          name,
          filename: 'remoteEntry.js',
          exposes: { [REQUIRED_EXPOSE]: './src/app.tsx', [BUILD_INFO_EXPOSE]: './src/build-info.ts' },
          shared: remoteShared(env),
          experiments: remoteRuntimeExperiments(env),
          manifest: true,
          dts: false,
        }),
        remoteBuildPlugin({ name }),
        sharedExportsCheckPlugin(),
        precompressPlugin(),
        ...(ssr ? [ssrBuildPlugin({ entry: 'src/app.tsx', externalWorkspacePackages: true })] : []),
      ],
      server: { port: DEV_PORTS[name], strictPort: true, proxy: { '/api': API } },
      preview: { port: DEV_PORTS[name] },
      build: { target: 'es2022' },
      // A worker loads React, happy-dom and shared-ui once for all its files; each file renders its own tree with
      // its own query client (docs/decisions/unit-test-module-sharing.md).
      test: { ...unitTestDefaults, setupFiles: [TEST_SETUP], isolate: false },
    }),
  );
}

/**
 * The shell's vite config: the federation host (remotes registered at run time from /remotes.json, none baked in),
 * the provider of the shared map and of the one federation runtime, its shared versions recorded for the deploy
 * check, the first font preloaded, the output precompressed, and its server build (the page renderer, which also
 * re-exports shared-api and shared-ui for the remotes' server builds) in dist/ssr/.
 */
export function defineHostConfig({ ssrEntry, ssrShared }: { ssrEntry: string; ssrShared: Record<string, string> }) {
  return defineConfig(
    (env): UserConfig => ({
      plugins: [
        react(),
        devRemotesPlugin(),
        federation({
          name: 'shell',
          remotes: {},
          shared: hostShared(env),
          // A dead remote must fail only where it is used, not at start-up.
          shareStrategy: 'loaded-first',
          experiments: hostRuntimeExperiments,
          dts: false,
        }),
        sharedExportsCheckPlugin(),
        providedVersionsPlugin(),
        fontPreloadPlugin(),
        precompressPlugin(),
        ssrBuildPlugin({ entry: ssrEntry, extraEntries: ssrShared, externalWorkspacePackages: false }),
      ],
      server: { proxy: { '/api': API, '/remotes.json': API } },
      build: { target: 'es2022' },
      test: unitTestDefaults,
    }),
  );
}
