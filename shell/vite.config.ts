import { defineHostConfig } from 'build-config/vite';

export default defineHostConfig({
  // dist/ssr/: the page renderer the server uses, with the header and footer (server/src/ssr).
  ssrEntry: 'src/ssr/entry-server.tsx',
  // The server's one copy of the workspace packages, which the deployed public-site's server build imports.
  ssrShared: {
    'shared-api': 'src/ssr/shared-api.ts',
    'shared-api/schemas': 'src/ssr/shared-api-schemas.ts',
    'shared-ui': 'src/ssr/shared-ui.ts',
    'shared-ui/form': 'src/ssr/shared-ui-form.ts',
  },
});
