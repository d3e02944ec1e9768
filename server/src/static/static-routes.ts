import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_FOLDERS, REMOTE_NAMES } from 'build-config/remotes';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { BUILDS_SEGMENT, buildsDir } from '../deploy/deploy-store.ts';
import type { RemotesManifest } from './remotes-manifest.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Entry points must be re-checked on every load, or a redeployed remote would not be picked up.
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'remotes.json']);

function cacheControlFor(compressedOrPlainPath: string): string {
  // The rules are the plain file's: remoteEntry.js.br is an entry point like remoteEntry.js.
  const filePath = compressedOrPlainPath.replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(path.basename(filePath))) return NO_CACHE;
  if (filePath.split(path.sep).includes('assets')) return IMMUTABLE;
  return 'public, max-age=0, must-revalidate';
}

// Every build ships .br and .gz copies of its text files (build-config/src/precompress.ts): sent by Accept-Encoding.
const preCompressed = true;

/** A build's server code (dist/ssr/, read by server/src/ssr) is not served to browsers. */
const servable = (pathName: string) => !/(^|\/)ssr\//.test(pathName);

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('Cache-Control', cacheControlFor(filePath));
};

export const staticRoutes: FastifyPluginAsync<{
  config: Pick<Config, 'webRoot' | 'deployDir'>;
  remotesManifest: () => RemotesManifest;
}> = async (app, { config, remotesManifest }) => {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const shellBuilt = existsSync(path.join(shellDist, 'index.html'));

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return remotesManifest();
  });

  if (shellBuilt) {
    // `/` is a page (server/src/ssr), not the bare index.html: the static files leave it to the page handler.
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      cacheControl: false,
      setHeaders,
      preCompressed,
      allowedPath: (pathName) => pathName !== '/' && servable(pathName),
    });
  }
  for (const name of REMOTE_NAMES) {
    const folder = REMOTE_FOLDERS[name];
    if (config.deployDir) {
      // Every kept deployed build, at a URL of its own: a redeploy never changes a file a loaded page may still ask for.
      const builds = buildsDir(config.deployDir, folder);
      mkdirSync(builds, { recursive: true });
      await app.register(fastifyStatic, {
        root: builds,
        prefix: `/remotes/${folder}/${BUILDS_SEGMENT}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders,
        preCompressed,
        allowedPath: servable,
      });
    }
    // The workspace's own dist (what `npm start` builds), used while nothing is deployed.
    const root = path.join(config.webRoot, folder, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders,
      preCompressed,
      allowedPath: servable,
    });
  }
  // Pages and the JSON 404 of everything else: server/src/ssr/page-routes.ts.
};
