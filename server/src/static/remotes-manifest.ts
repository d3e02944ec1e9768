import { statSync } from 'node:fs';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from 'build-config/remotes';
import type { Config } from '../config.ts';
import { type CurrentBuild, deployedEntryUrl, readCurrent } from '../deploy/deploy-store.ts';
import { oncePerTurn } from '../http/once-per-turn.ts';
import { type RemoteEntries, readRemotesConfigFile } from './remotes-config.ts';

export type RemotesManifest = { remotes: Record<RemoteName, string> };
type Log = { error: (details: object, message: string) => void };

/** Re-reads a small file only when its mtime or size changed; keeps the last good value when it turns bad. */
function watchedFile<T>(file: string, read: () => T, empty: T, log: Log) {
  let key = '';
  let value = empty;
  return (): T => {
    // A missing file is common (no deploy yet): no exception for it, they are costly on a path every request takes.
    const stat = statSync(file, { throwIfNoEntry: false });
    const nextKey = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (nextKey === key) return value;
    try {
      value = nextKey === 'missing' ? empty : read();
      key = nextKey;
    } catch (error) {
      // A half-edited or broken file must not take the site down: keep answering from the last good one.
      log.error({ err: error, file }, 'ignoring an unreadable file; remotes.json keeps the last good value');
    }
    return value;
  };
}

/**
 * Builds remotes.json once per turn of the event loop (a few stat calls, shared by the requests of that turn and all
 * their parts: the CSP, the page's key, remotes.json), so a change applies to the next request. Per remote, the
 * first that applies:
 * REMOTE_ENTRY_<NAME> > the REMOTES_CONFIG file > the live deployed build (DEPLOY_DIR) > the local dist.
 */
export function createRemotesManifest(
  config: Pick<Config, 'remoteEntries' | 'remotesConfigFile' | 'deployDir'>,
  log: Log,
): () => RemotesManifest {
  const { remotesConfigFile, deployDir } = config;
  const fromConfigFile = remotesConfigFile
    ? watchedFile<RemoteEntries>(remotesConfigFile, () => readRemotesConfigFile(remotesConfigFile), {}, log)
    : (): RemoteEntries => ({});
  const currents = new Map<RemoteName, () => CurrentBuild | null>();
  for (const name of REMOTE_NAMES) {
    const folder = REMOTE_FOLDERS[name];
    currents.set(
      name,
      deployDir
        ? watchedFile(`${deployDir}/remotes/${folder}/current.json`, () => readCurrent(deployDir, folder), null, log)
        : () => null,
    );
  }
  return oncePerTurn(() => {
    const configured = fromConfigFile();
    const remotes = {} as Record<RemoteName, string>;
    for (const name of REMOTE_NAMES) {
      const folder = REMOTE_FOLDERS[name];
      const current = currents.get(name)?.();
      remotes[name] =
        config.remoteEntries[name] ??
        configured[name] ??
        (current ? deployedEntryUrl(folder, current.buildId) : `/remotes/${folder}/remoteEntry.js`);
    }
    return { remotes };
  });
}
