import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../shared-api/precompress.ts';
import { hostRuntimeExperiments, hostShared, sharedExportsCheckPlugin } from '../shared-api/remote-sharing.ts';
import { ssrBuildPlugin } from '../shared-api/ssr-build.ts';
import { devRemotesPlugin } from './dev-remotes.ts';
import { fontPreloadPlugin } from './font-preload.ts';

export default defineConfig((env) => ({
  plugins: [
    react(),
    devRemotesPlugin(),
    federation({
      name: 'shell',
      // Remotes are registered at run time from /remotes.json; none are baked in.
      remotes: {},
      shared: hostShared(env),
      // A dead remote must fail only where it is used, not at start-up (FIELD-NOTES).
      shareStrategy: 'loaded-first',
      // The one federation runtime of the page: remotes' builds use it (shared-api/remote-sharing.ts).
      experiments: hostRuntimeExperiments,
      dts: false,
    }),
    sharedExportsCheckPlugin(),
    fontPreloadPlugin(),
    precompressPlugin(),
    // dist/ssr/: the page renderer the server uses, with the header and footer (server/src/ssr).
    ssrBuildPlugin({
      entry: 'src/ssr/entry-server.tsx',
      extraEntries: {
        'shared-api': 'src/ssr/shared-api.ts',
        'shared-api/schemas': 'src/ssr/shared-api-schemas.ts',
        'shared-ui': 'src/ssr/shared-ui.ts',
        'shared-ui/form': 'src/ssr/shared-ui-form.ts',
      },
      externalWorkspacePackages: false,
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/remotes.json': 'http://localhost:3000' } },
  build: { target: 'es2022' },
}));
