import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { BUILD_INFO_EXPOSE, type RemoteBuildInfo, type RemoteName } from 'build-config/remotes';
import type { RemoteAppModule } from 'shared-api';
import { recordLoadedBuild } from './loaded-builds.ts';

export type RemotesConfig = { remotes: Record<RemoteName, string> };

/** `/remotes.json` could not be fetched or read: no remote can load, the page says so. */
export class RemotesManifestError extends Error {
  override readonly name = 'RemotesManifestError';
}

let registration: Promise<RemotesConfig> | null = null;

async function fetchManifest(): Promise<RemotesConfig> {
  let res: Response;
  try {
    res = await fetch('/remotes.json', { cache: 'no-store' });
  } catch (error) {
    throw new RemotesManifestError(`remotes.json unreachable: ${String(error)}`);
  }
  if (!res.ok) throw new RemotesManifestError(`remotes.json: ${res.status}`);
  try {
    const config = (await res.json()) as RemotesConfig;
    if (!config || typeof config.remotes !== 'object') throw new Error('no remotes field');
    return config;
  } catch (error) {
    throw new RemotesManifestError(`remotes.json unreadable: ${String(error)}`);
  }
}

async function fetchRemotes(): Promise<RemotesConfig> {
  const config = await fetchManifest();
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry, type: 'module' })),
    { force: true },
  );
  return config;
}

/**
 * Registers the remotes a server-rendered page was rendered with (embedded in the page), so hydration loads
 * exactly those builds without asking for remotes.json first.
 */
export function seedRemotes(config: RemotesConfig): void {
  registration ??= Promise.resolve(config).then((seeded) => {
    registerRemotes(
      Object.entries(seeded.remotes).map(([name, entry]) => ({ name, entry, type: 'module' as const })),
      { force: true },
    );
    return seeded;
  });
}

function ensureRemotesRegistered(): Promise<RemotesConfig> {
  registration ??= fetchRemotes().catch((error: unknown) => {
    // Forget the failure so Retry fetches the manifest again.
    registration = null;
    throw error;
  });
  return registration;
}

async function loadApp(name: RemoteName): Promise<RemoteAppModule> {
  const mod = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote ${name} exposes no App`);
  void loadBuildInfo(name);
  return mod;
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  const known = await ensureRemotesRegistered();
  try {
    return await loadApp(name);
  } catch (error) {
    // The remote may have been redeployed since this page read remotes.json, and the build it knew pruned.
    // If remotes.json now names another entry, switch to it once; otherwise the failure stands.
    const fresh = await fetchManifest().catch(() => null);
    const entry = fresh?.remotes[name];
    if (!fresh || !entry || entry === known.remotes[name]) throw error;
    registerRemotes([{ name, entry, type: 'module' }], { force: true });
    known.remotes[name] = entry;
    return await loadApp(name);
  }
}

/** Which build of the remote is running, from the remote itself; optional (older builds or a CDN may lack it). */
async function loadBuildInfo(name: RemoteName): Promise<void> {
  try {
    const info = await loadRemote<{ default: RemoteBuildInfo }>(`${name}/${BUILD_INFO_EXPOSE.slice(2)}`);
    if (info?.default && typeof info.default.buildId === 'string') recordLoadedBuild(name, info.default);
  } catch {
    // Versions are informational; the section itself loaded.
  }
}
