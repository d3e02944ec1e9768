import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteAppModule } from 'shared-api';
import type { RemoteName } from 'shared-api/federation';

type RemotesConfig = { remotes: Record<RemoteName, string> };

let registration: Promise<RemotesConfig> | null = null;

async function fetchRemotes(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
  const config = (await res.json()) as RemotesConfig;
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry, type: 'module' })),
    { force: true },
  );
  return config;
}

export function ensureRemotesRegistered(): Promise<RemotesConfig> {
  registration ??= fetchRemotes().catch((error: unknown) => {
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
