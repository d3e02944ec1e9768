import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BUILD_INFO_EXPOSE, REQUIRED_EXPOSE, sharedSingletons } from '../shared-api/federation.ts';
import { remoteBuildPlugin } from '../shared-api/remote-build.ts';

export default defineConfig({
  // Relative base: the same build can be served from any path (local, canary folder, CDN).
  base: './',
  plugins: [
    react(),
    federation({
      name: 'employer_app',
      filename: 'remoteEntry.js',
      exposes: { [REQUIRED_EXPOSE]: './src/app.tsx', [BUILD_INFO_EXPOSE]: './src/build-info.ts' },
      shared: sharedSingletons,
      manifest: true,
      dts: false,
    }),
    // Stamps version and build id, and fails the build when the output no longer fits the shell.
    remoteBuildPlugin({ name: 'employer_app' }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
});
