import type { Plugin } from 'vite';
import { DEV_PORTS, REMOTE_NAMES } from './remotes.ts';

/**
 * In `npm run dev` the shell answers /remotes.json itself, pointing every remote at its
 * hot-reloading dev server. Set DEV_REMOTES=built to use the API server's production builds instead.
 */
export function devRemotesPlugin(): Plugin {
  return {
    name: 'portal-dev-remotes',
    apply: 'serve',
    configureServer(server) {
      if (process.env.DEV_REMOTES === 'built') return;
      server.middlewares.use('/remotes.json', (_req, res) => {
        const remotes = Object.fromEntries(
          REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/remoteEntry.js`]),
        );
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify({ remotes }));
      });
    },
  };
}
