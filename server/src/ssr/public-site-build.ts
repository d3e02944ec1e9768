import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS, REQUIRED_EXPOSE } from 'build-config/remotes';
import type { Config } from '../config.ts';
import { BUILD_ID_PATTERN, BUILDS_SEGMENT, buildDir } from '../deploy/deploy-store.ts';

const FOLDER = REMOTE_FOLDERS.public_site;
const DEPLOYED_ENTRY = new RegExp(`^/remotes/${FOLDER}/${BUILDS_SEGMENT}/([^/]+)/remoteEntry\\.js$`);

/**
 * The folder holding the public-site build remotes.json points at: a deployed build (DEPLOY_DIR) or the
 * workspace's dist. Null when the entry is elsewhere (REMOTE_ENTRY_PUBLIC_SITE or REMOTES_CONFIG naming another
 * server): that build cannot be rendered here.
 */
export function publicSiteBuildDir(entry: string, config: Pick<Config, 'webRoot' | 'deployDir'>): string | null {
  if (entry === `/remotes/${FOLDER}/remoteEntry.js`) return path.join(config.webRoot, FOLDER, 'dist');
  const buildId = DEPLOYED_ENTRY.exec(entry)?.[1];
  if (buildId && config.deployDir && BUILD_ID_PATTERN.test(buildId)) return buildDir(config.deployDir, FOLDER, buildId);
  return null;
}

type ExposeAssets = { name?: string; path?: string; assets?: { js?: { sync?: string[] } } };

const preloadCache = new Map<string, { version: string; urls: string[] }>();

/**
 * What the browser needs at once to hydrate a public page, besides the shell's own chunks (its index.html
 * preloads those): the public site's remoteEntry.js and the chunks its `./App` loads synchronously, from the
 * build's mf-manifest.json. Empty when the manifest cannot be read (preloading is only a hint).
 */
export function publicSitePreloads(entry: string, dir: string): string[] {
  const file = path.join(dir, 'mf-manifest.json');
  let version: string;
  try {
    const stat = statSync(file);
    version = `${stat.mtimeMs}-${stat.size}`;
  } catch {
    return [entry];
  }
  const cached = preloadCache.get(file);
  if (cached?.version === version) return cached.urls;
  let sync: string[] = [];
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes?: ExposeAssets[] };
    const app = manifest.exposes?.find((item) => item.path === REQUIRED_EXPOSE);
    sync = app?.assets?.js?.sync ?? [];
  } catch {
    // an unreadable manifest: no chunk hints
  }
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const urls = [entry, ...sync.filter((asset) => /^[\w./-]+\.js$/.test(asset)).map((asset) => `${base}${asset}`)];
  preloadCache.set(file, { version, urls });
  return urls;
}
