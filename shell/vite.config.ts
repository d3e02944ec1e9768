import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedSingletons } from '../shared-api/federation.ts';
import { devRemotesPlugin } from './dev-remotes.ts';

export default defineConfig({
  plugins: [
    react(),
    devRemotesPlugin(),
    federation({
      name: 'shell',
      // Remotes are registered at run time from /remotes.json; none are baked in.
      remotes: {},
      shared: sharedSingletons,
      // A dead remote must fail only where it is used, not at start-up (FIELD-NOTES).
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/remotes.json': 'http://localhost:3000' } },
  build: { target: 'es2022' },
});
