import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from 'shared-api/federation';
import type { Config } from '../config.ts';

/** remotes.json: where the shell finds each remote at run time; env vars point any remote elsewhere (a CDN). */
export function remotesManifest(config: Pick<Config, 'remoteEntries'>): { remotes: Record<RemoteName, string> } {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = config.remoteEntries[name] ?? `/remotes/${REMOTE_FOLDERS[name]}/remoteEntry.js`;
  }
  return { remotes };
}
