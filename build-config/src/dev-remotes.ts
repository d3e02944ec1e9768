import type { Plugin } from 'vite';
import { REMOTE_FOLDERS, type RemoteName } from '../shared-api/federation.ts';

/** Dev-server ports of the remotes (their package.json `dev` scripts). */
export const DEV_PORTS: Record<RemoteName, number> = {
  public_site: 5001,
  seeker_app: 5002,
  employer_app: 5003,
  admin_app: 5004,
};

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
          Object.keys(REMOTE_FOLDERS).map((name) => [
            name,
            `http://localhost:${DEV_PORTS[name as RemoteName]}/remoteEntry.js`,
          ]),
        );
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify({ remotes }));
      });
    },
  };
}
