import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedSingletons } from '../shared-api/federation.ts';

export default defineConfig({
  // Relative base: the same build can be served from any path (local, canary folder, CDN).
  base: './',
  plugins: [
    react(),
    federation({
      name: 'public_site',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/app.tsx' },
      shared: sharedSingletons,
      manifest: true,
      dts: false,
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
});
