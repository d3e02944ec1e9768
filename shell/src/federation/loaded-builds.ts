import type { RemoteBuildInfo, RemoteName } from 'build-config/remotes';
import { useSyncExternalStore } from 'react';

/** Which build of each remote this page loaded (from the remote's own `./build-info`), for the footer. */
let builds: Partial<Record<RemoteName, RemoteBuildInfo>> = {};
const listeners = new Set<() => void>();

export function recordLoadedBuild(name: RemoteName, info: RemoteBuildInfo): void {
  builds = { ...builds, [name]: info };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NONE: Partial<Record<RemoteName, RemoteBuildInfo>> = {};

/** None on the server and while hydrating a server-rendered page (the same markup), the loaded ones after. */
export function useLoadedBuilds(): Partial<Record<RemoteName, RemoteBuildInfo>> {
  return useSyncExternalStore(
    subscribe,
    () => builds,
    () => NONE,
  );
}

/**
 * Calls `apply` with the remote's loaded build now and whenever it changes, outside React: the remote area marks
 * itself with it without re-rendering. A re-render there, while the server-rendered remote is still waiting to
 * hydrate (it hydrates after the shell, in the background), made React hydrate the whole page at once,
 * synchronously: a ~230 ms task on a phone, right after hydration started.
 */
export function watchLoadedBuild(name: RemoteName, apply: (build: RemoteBuildInfo | undefined) => void): () => void {
  const listener = () => apply(builds[name]);
  listener();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
