import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BUILD_INFO_EXPOSE, REQUIRED_EXPOSE } from '../shared-api/federation.ts';
import { precompressPlugin } from '../shared-api/precompress.ts';
import { remoteBuildPlugin } from '../shared-api/remote-build.ts';
import {
  remoteRuntimeExperiments,
  remoteShared,
  sharedExportsCheckPlugin,
} from '../shared-api/remote-sharing.ts';

export default defineConfig((env) => ({
  // Relative base: the same build can be served from any path (local, canary folder, CDN).
  base: './',
  plugins: [
    react(),
    federation({
      name: 'admin_app',
      filename: 'remoteEntry.js',
      exposes: { [REQUIRED_EXPOSE]: './src/app.tsx', [BUILD_INFO_EXPOSE]: './src/build-info.ts' },
      shared: remoteShared(env),
      experiments: remoteRuntimeExperiments(env),
      manifest: true,
      dts: false,
    }),
    // Stamps version and build id, and fails the build when the output no longer fits the shell.
    remoteBuildPlugin({ name: 'admin_app' }),
    sharedExportsCheckPlugin(),
    precompressPlugin(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
}));
