import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteAppModule } from 'shared-api';
import type { RemoteName } from 'shared-api/federation';

type RemotesConfig = { remotes: Record<RemoteName, string> };

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

export function ensureRemotesRegistered(): Promise<RemotesConfig> {
  registration ??= fetchRemotes().catch((error: unknown) => {
    // Forget the failure so Retry fetches the manifest again.
    registration = null;
    throw error;
  });
  return registration;
}

export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  await ensureRemotesRegistered();
  const mod = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote ${name} exposes no App`);
  return mod;
}
